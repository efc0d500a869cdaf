/**
 * ../shared (beside the repository, not in it) holds real data the tests prefer: the Swiss cubes
 * of LINDAS (data/cubes) and WMS/WMTS capabilities documents (data/wms). A checkout without it
 * still runs every other test: the ones that read it skip, saying what is missing.
 */
import { existsSync } from 'node:fs';
import { it } from 'vitest';

export const SHARED_WMS = new URL('../../../shared/data/wms/', import.meta.url).pathname;
export const hasSharedWms = existsSync(SHARED_WMS);

/**
 * A suite body that reads `path`, or where `path` is absent one skipped test naming it: the body
 * itself does not run, since vitest collects even skipped suites by running their bodies.
 * Use: `describe('…', needsShared(SHARED_WMS, () => { … }))`.
 */
export const needsShared = (path: string, body: () => void): (() => void) =>
  existsSync(path)
    ? body
    : () => {
        console.warn(`Skipped: ${path} is absent (real data beside the repository; see DESIGN.md "Data")`);
        it.skip(`needs ${path}`, () => {});
      };
