/**
 * The bundled catalogue: every description in data/catalogue/ imported into Turtle files under
 * `${cacheDir}/catalogue/`. The files are rebuilt only when a hash of the descriptions, the
 * importer's source and the versions of the packages the data comes from changes, so a warm
 * start costs a few file reads.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDescription, type Description } from './description';
import { importCube, type ImportResult } from './importer';
import { packageOf, packageVersion } from './resolve';

const IMPORTER_DIR = fileURLToPath(new URL('.', import.meta.url));
export const CATALOGUE_DIR = fileURLToPath(new URL('../../../data/catalogue/', import.meta.url));
/** Libraries whose output ends up in the Turtle besides the data packages (country names, serialisation, shapes). */
const LIBRARIES = ['i18n-iso-countries', 'n3', 'topojson-client', 'zod'];

/** Reads, validates and imports one description file; errors name the file and the problem. */
export const importDescriptionFile = (file: string): ImportResult => {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const description = parseDescription(json, file);
  try {
    return importCube(description, file);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
};

const listJson = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));

/** Packages a description reads from (its table and its shapes). */
const packagesOf = (description: Description) =>
  [description.source.file, ...description.columns.map((c) => (c.values?.shapes === 'none' ? undefined : c.values?.shapes?.topojson))].flatMap((spec) => {
    const name = spec && packageOf(spec);
    return name ? [name] : [];
  });

const cacheKey = (descriptionFiles: string[]) => {
  const hash = createHash('sha256');
  const packages = new Set(LIBRARIES);
  for (const file of descriptionFiles) {
    const text = readFileSync(file, 'utf8');
    hash.update(`${basename(file)}\0${text}\0`);
    // An invalid description is reported by the build; here it only contributes its text.
    try {
      for (const name of packagesOf(parseDescription(JSON.parse(text), file))) packages.add(name);
    } catch {
      // reported by the build
    }
  }
  // Tests and their fixture do not change the output.
  const sources = readdirSync(IMPORTER_DIR).filter((name) => name.endsWith('.ts') && !/\.test\.ts$|^test-/.test(name));
  for (const name of sources.sort()) hash.update(`${name}\0${readFileSync(join(IMPORTER_DIR, name), 'utf8')}\0`);
  for (const name of [...packages].sort()) hash.update(`${name}@${packageVersion(name) ?? 'missing'}\0`);
  return hash.digest('hex');
};

type Manifest = { key: string; files: string[] };

const readManifest = (file: string): Manifest | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
};

export type BuildOptions = {
  /** Root of the server's data; the Turtle goes to `${cacheDir}/catalogue/`. */
  cacheDir: string;
  log?: (message: string) => void;
  /** Where the descriptions are (default: the repository's data/catalogue/). */
  catalogueDir?: string;
};

/** Imports the bundled catalogue (or reuses the cached import) and returns the Turtle file paths. */
export async function buildCatalogue(options: BuildOptions): Promise<{ files: string[]; built: boolean; ms: number }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const log = options.log ?? (() => {});
  const outDir = join(options.cacheDir, 'catalogue');
  const manifestFile = join(outDir, 'manifest.json');
  const descriptions = listJson(options.catalogueDir ?? CATALOGUE_DIR);
  const key = cacheKey(descriptions);

  const cached = readManifest(manifestFile);
  if (cached?.key === key && cached.files.every((file) => existsSync(file))) {
    log(`catalogue: ${cached.files.length} cubes from cache (${ms()} ms)`);
    return { files: cached.files, built: false, ms: ms() };
  }

  mkdirSync(outDir, { recursive: true });
  rmSync(manifestFile, { force: true });
  const files: string[] = [];
  let triples = 0;
  for (const description of descriptions) {
    const result = importDescriptionFile(description);
    const file = join(outDir, basename(description).replace(/\.json$/, '.ttl'));
    // Write then rename, so a crash never leaves half a file that a later start would load.
    writeFileSync(`${file}.tmp`, result.turtle);
    renameSync(`${file}.tmp`, file);
    files.push(file);
    triples += result.triples;
  }
  for (const name of readdirSync(outDir)) {
    if (name.endsWith('.ttl') && !files.includes(join(outDir, name))) rmSync(join(outDir, name));
  }
  writeFileSync(manifestFile, JSON.stringify({ key, files } satisfies Manifest, null, 1));
  log(`catalogue: built ${files.length} cubes, ${triples} triples (${ms()} ms)`);
  return { files, built: true, ms: ms() };
}
