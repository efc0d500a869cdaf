/**
 * The bundled catalogue imported once per test run, in the run's temporary folder (the api and
 * browser projects' global setup): each test app (app.ts) starts from this import instead of making
 * its own, a second of a core per app.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCatalogue } from '../../src/server/import/catalogue';

/** Where the run's import is: its manifest names the Turtle files, which stay where they are. */
export const runCatalogueManifest = () => join(tmpdir(), 'run-catalogue', 'catalogue', 'manifest.json');

export default async function setup() {
  await buildCatalogue({ cacheDir: join(tmpdir(), 'run-catalogue') });
}
