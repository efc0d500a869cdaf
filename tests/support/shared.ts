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

/** The NFI forest-area cube of the shared cubes, and the folder of its dimensions' IRIs. */
export const NFI = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';
const NFI_PATH = 'https://environment.ld.admin.ch/foen/nfi';

/** A value of each key dimension of NFI that no observation has all together: three filters resolve to other values. */
export const NFI_SPARSE_FILTERS = Object.fromEntries(
  [
    'inventory/Inventory/150',
    'prodreg/UnitOfReference/Prodreg/1',
    'struk/ClassificationUnit/Struk/-1',
    'unitOfEvaluation/UnitOfEvaluation/Zgwald34',
    'grid/Grid/N4',
    'evaluationType/EvaluationType/1',
  ].map((pair) => {
    const [path, ...value] = pair.split('/');
    return [`${NFI}___${NFI_PATH}/${path}`, { type: 'single', value: `${NFI_PATH}/${value.join('/')}` }];
  }),
);
