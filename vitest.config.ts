import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The embedded store and PGlite are WASM heavyweights: a few forks use the 2 cores best.
    pool: 'forks',
    maxWorkers: 2,
  },
});
