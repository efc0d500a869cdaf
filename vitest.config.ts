import { configDefaults, defineConfig } from 'vitest/config';

// One time zone for every test, wherever it runs: set before anything reads a date, and inherited
// by the test workers, the servers they start and the browsers those drive.
process.env.TZ = 'UTC';

/**
 * Three projects that together hold every test file exactly once (`npm test` runs them all):
 * - unit: pure code beside its source (domain, web helpers), no server, no browser: seconds;
 * - api: the server's own tests and the HTTP tests (API, security), on a real server process;
 * - browser: everything else under tests/ (e2e pages in Chromium, chart and map galleries).
 */
const SERVER = 'src/server/**';
const API = ['tests/api/**', 'tests/security/**'];
// Every project runs in one temporary folder, removed at the end of the run.
const TEMP_ROOT = 'tests/support/temp-root.ts';
// The api and browser projects also serve the built web app, and start apps on the bundled catalogue and an empty config
// store: all made once, before their workers start.
const SERVE_WEB = [TEMP_ROOT, 'tests/support/build-web.ts', 'tests/support/run-catalogue.ts', 'tests/support/config-store-template.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
    // The embedded store and PGlite are WASM heavyweights: a few forks use the 2 cores best.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SERVER],
          pool: 'threads',
          isolate: false,
          globalSetup: TEMP_ROOT,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: [`${SERVER}/*.test.ts`, ...API.map((dir) => `${dir}/*.test.ts`)],
          globalSetup: SERVE_WEB,
          // A worker runs its files in one process: the server's modules are imported once per worker, not once per file
          // (imports summed over the 83 files: 117 s, 15 s so). Each file still starts its own servers, stores and pools.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API],
          globalSetup: SERVE_WEB,
          // A worker runs its files in one process: modules are imported once, and the files share a browser
          // (support/browser.ts launchTestBrowser). Each file still starts its own app.
          isolate: false,
          // A page follows an action in well under a second alone, and in several on CI's two busy cores (a map adding a layer).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
