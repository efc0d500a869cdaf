/**
 * The bundled catalogue imported once per test run, in the run's temporary folder (the api and
 * browser projects' global setup), with its observation tables: each test app (app.ts) starts from
 * these instead of making its own, seconds of a core per app.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { cachedObservationTables, OBSERVATION_TABLES_FILE } from '../../src/server/data/observation-table-cache';
import { createEmbeddedStore } from '../../src/server/data/store';
import { onThisThread } from '../../src/server/data/store-query';

const RUN_DIR = () => join(tmpdir(), 'run-catalogue');

/** Where the run's import is: its manifest names the Turtle files, which stay where they are. */
export const runCatalogueManifest = () => join(RUN_DIR(), 'catalogue', 'manifest.json');

/**
 * The observation tables of the run's import with a DATA_DIR (none: the import alone), as an app's
 * state folder holds them: the first app on a DATA_DIR keeps its tables here for the next.
 */
export const runObservationTables = (dataDir = '') =>
  join(RUN_DIR(), `${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}-${OBSERVATION_TABLES_FILE}`);

export default async function setup() {
  const { files } = await buildCatalogue({ cacheDir: RUN_DIR() });
  // On this thread: a global setup runs where the store's workers cannot start (no import.meta.resolve).
  await cachedObservationTables(onThisThread(createEmbeddedStore(files)), { files, cacheFile: runObservationTables() });
}
