/** The embedded Oxigraph store: the bundled catalogue plus every RDF file of DATA_DIR. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import oxigraph from 'oxigraph';

const FORMATS: Record<string, string> = {
  '.ttl': 'text/turtle',
  '.trig': 'application/trig',
  '.nt': 'application/n-triples',
  '.nq': 'application/n-quads',
};

/** The RDF format of a file name (optionally gzipped), or undefined when it is not RDF we load. */
export const rdfFormatOf = (file: string): string | undefined => {
  const name = file.endsWith('.gz') ? file.slice(0, -3) : file;
  const extension = name.slice(name.lastIndexOf('.'));
  return FORMATS[extension];
};

/** The RDF files of a folder, in name order so loads are reproducible. */
export const listRdfFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => rdfFormatOf(name))
    .sort()
    .map((name) => join(dir, name));

export const loadRdfFile = (store: oxigraph.Store, file: string) => {
  const format = rdfFormatOf(file);
  if (!format) throw new Error(`Not an RDF file (.ttl, .trig, .nt, .nq, optionally .gz): ${file}`);
  let bytes = readFileSync(file);
  if (file.endsWith('.gz')) bytes = gunzipSync(bytes);
  try {
    // Named graphs of TriG/N-Quads are kept; queries see their union as the default graph.
    store.load(bytes.toString('utf8'), { format, no_transaction: true });
  } catch (error) {
    throw new Error(`Could not load ${file}: ${(error as Error).message}`, { cause: error });
  }
};

export const createEmbeddedStore = (files: string[]) => {
  const store = new oxigraph.Store();
  for (const file of files) loadRdfFile(store, file);
  return store;
};
