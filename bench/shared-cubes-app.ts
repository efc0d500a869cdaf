/**
 * The app the data benches time: the shared cubes (../shared/data/cubes) on the embedded store,
 * and Virtuoso as a second source when TEST_VIRTUOSO_ENDPOINT is set (eval "$(bash .ci/virtuoso.sh)").
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../src/server/settings';
import { startApp } from '../src/server/start';

export const SHARED = new URL('../../shared/data/cubes/', import.meta.url).pathname;
export const virtuoso = process.env.TEST_VIRTUOSO_ENDPOINT;

/** The sources to time, by name: the embedded store, then Virtuoso when set. */
export const benchSources: [string, string][] = [['embedded', '/api/sparql'], ...(virtuoso ? ([['virtuoso', virtuoso]] as [string, string][]) : [])];

export const startSharedCubesApp = async () => {
  const settings = readSettings({
    PORT: '0',
    DATA_DIR: SHARED,
    STATE_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    LOG_LEVEL: 'silent',
    // Virtuoso needs several seconds for a whole 14,000-observation cube.
    SPARQL_TIMEOUT_MS: '120000',
    // Every cold run bypasses the caches, all from this one client, faster than the API rate limit.
    NO_CACHE_BUDGET: '1000000000',
    RATE_LIMIT_MAX: '0',
    ...(virtuoso && { SPARQL_ENDPOINTS: virtuoso }),
  });
  const { app } = await startApp(settings);
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
};
