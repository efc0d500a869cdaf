/** The whole app (catalogue, config store, built web app) on a free loopback port, state in a temp folder. */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../../src/server/settings';
import { OBSERVATION_TABLES_FILE } from '../../src/server/data/observation-table-cache';
import { startApp } from '../../src/server/start';
import { freshConfigStoreDir } from './config-store-template';
import { runCatalogueManifest, runObservationTables } from './run-catalogue';
import { TEST_QUERY_TIMEOUT_MS } from './server';

export const startFullApp = async (env: Record<string, string> = {}) => {
  const stateDir = mkdtempSync(join(tmpdir(), 'app-'));
  // In a test run, the catalogue its global setup imported (run-catalogue.ts) is this app's cached import, with the
  // tables of the last app on the same DATA_DIR (a copy the app's start builds again when its files have changed).
  const runTables = runObservationTables(env.DATA_DIR);
  const tables = join(stateDir, OBSERVATION_TABLES_FILE);
  if (existsSync(runCatalogueManifest())) {
    mkdirSync(join(stateDir, 'catalogue'));
    copyFileSync(runCatalogueManifest(), join(stateDir, 'catalogue', 'manifest.json'));
    if (existsSync(runTables)) copyFileSync(runTables, tables);
  }
  // An empty config store copied in, not created (config-store-template.ts).
  freshConfigStoreDir(join(stateDir, 'pglite'));
  const settings = readSettings({
    PORT: '0',
    STATE_DIR: stateDir,
    LOG_LEVEL: 'silent',
    SPARQL_TIMEOUT_MS: String(TEST_QUERY_TIMEOUT_MS),
    ...env,
  });
  const { app } = await startApp(settings);
  // Copied aside, then renamed: an app starting at once on another worker reads the old copy or the new, never half of one.
  if (existsSync(runCatalogueManifest()) && existsSync(tables)) {
    copyFileSync(tables, `${tables}.run`);
    renameSync(`${tables}.run`, runTables);
  }
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, url, close: () => app.close() };
};

/**
 * The app as a test file drives it: one worker for the app's queries (two in production), as a test
 * asks one thing at a time. Each worker loads its own copy of the store; with two files running side
 * by side on the CI's two cores, a copy less is seconds less per file.
 */
export const startTestApp = (env: Record<string, string> = {}) => startFullApp({ SPARQL_WORKERS: '1', ...env });
