/** The whole app (catalogue, config store, built web app) on a free loopback port, state in a temp folder. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../../src/server/settings';
import { startApp } from '../../src/server/start';
import { TEST_QUERY_TIMEOUT_MS } from './server';

export const startFullApp = async (env: Record<string, string> = {}) => {
  const settings = readSettings({
    PORT: '0',
    STATE_DIR: mkdtempSync(join(tmpdir(), 'app-')),
    LOG_LEVEL: 'silent',
    SPARQL_TIMEOUT_MS: String(TEST_QUERY_TIMEOUT_MS),
    ...env,
  });
  const { app } = await startApp(settings);
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, url, close: () => app.close() };
};
