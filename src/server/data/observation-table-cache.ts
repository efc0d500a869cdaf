/**
 * The observation tables (observation-table.ts) kept in the state folder between starts. Building
 * them asks the store for every observation of every cube: 0.6–1.5 s of a start on the bundled
 * catalogue on two slow cores, 4.2 s more with the 10⁵-observation bench cube in DATA_DIR; reading
 * them back takes 15–50 ms, and 0.3 s for that cube.
 *
 * The file is keyed by the store's files (path, size, modification time), the code that builds the
 * tables and the store's version: any change of them builds the tables again. A file that cannot be
 * read is built again; one that cannot be written is only logged (the next start builds again).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packageVersion } from '../import/resolve';
import { buildObservationTables, ObservationTable, type StoredTable } from './observation-table';
import type { SparqlTerm } from './sparql';
import type { StoreRunner } from './store-query';

/** The cache's name in the state folder. */
export const OBSERVATION_TABLES_FILE = 'observation-tables.json';

/** The sources whose code decides what a table holds. */
const SOURCES = ['./observation-table.ts', './observation-table-cache.ts', './tsv.ts'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

type Stored = { key: string; terms: SparqlTerm[]; tables: [string, StoredTable][] };

const tablesKey = (files: string[]) => {
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${mtimeMs}\0`);
  }
  for (const source of SOURCES) hash.update(readFileSync(source));
  hash.update(`oxigraph@${packageVersion('oxigraph')}`);
  return hash.digest('hex');
};

const read = (cacheFile: string, key: string): Map<string, ObservationTable> | undefined => {
  try {
    const stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as Stored;
    if (stored.key !== key) return undefined;
    return new Map(stored.tables.map(([cube, table]) => [cube, ObservationTable.restore(table, stored.terms)]));
  } catch {
    return undefined;
  }
};

const write = (cacheFile: string, key: string, tables: Map<string, ObservationTable>) => {
  const index = new Map<SparqlTerm, number>();
  const stored = [...tables].map(([cube, table]) => [cube, table.store(index)] as [string, StoredTable]);
  // Written whole under a name of its own, then renamed over the old file: a failed write leaves the
  // old one (or none), and instances starting at once on one state folder never write into one file.
  const temporary = `${cacheFile}.${process.pid}-${randomUUID()}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify({ key, terms: [...index.keys()], tables: stored } satisfies Stored));
    renameSync(temporary, cacheFile);
  } finally {
    rmSync(temporary, { force: true });
  }
};

/** The tables of the store loaded from `files`: from `cacheFile` when it was made from the same files, else built and kept there. */
export const cachedObservationTables = async (
  store: StoreRunner,
  { files, cacheFile, log = () => {} }: { files: string[]; cacheFile: string; log?: (message: string) => void },
): Promise<{ tables: Map<string, ObservationTable>; cached: boolean }> => {
  const key = tablesKey(files);
  const cached = read(cacheFile, key);
  if (cached) return { tables: cached, cached: true };
  const tables = await buildObservationTables(store);
  try {
    write(cacheFile, key, tables);
  } catch (error) {
    log(`Observation tables not kept in ${cacheFile} (the next start builds them again): ${(error as Error).message}`);
  }
  return { tables, cached: false };
};
