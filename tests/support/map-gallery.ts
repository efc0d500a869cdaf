/**
 * Map charts on the shared forestry cube (../shared/data/cubes, 26 canton shapes), each showing
 * one way a map is coloured or sized: used by the map browser test, the screenshots and the bench.
 * Configs start from the domain's own initial map config and change only the layers.
 */
import { getInitialChartConfig, type ChartConfig, type ChartConfigOf } from '../../src/domain/config';
import type { ComponentsOf } from './chart-gallery';

export const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
/** A component id of the forestry cube by its path. */
export const forestryId = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;
export const CANTON = forestryId('kanton');
export const FOREST_AREA = forestryId('E012');
export const ENTERPRISES = forestryId('Betriebe');
export const YEAR = forestryId('jahr');

type Fields = ChartConfigOf<'map'>['fields'];
type Recipe = { title: string; fields: (fields: Fields) => Fields; animate?: boolean };

export const MAP_GALLERY = {
  /** Forest area per canton in 5 jenks classes of oranges. */
  'map-jenks': {
    title: 'Forest area by canton (natural breaks)',
    fields: () => ({
      areaLayer: {
        componentId: CANTON,
        color: { type: 'numerical', componentId: FOREST_AREA, paletteId: 'oranges', scaleType: 'discrete', interpolationType: 'jenks', nbClass: 5, opacity: 100 },
      },
    }),
  },
  /** The same forest area on a continuous diverging scale. */
  'map-continuous': {
    title: 'Forest area by canton (continuous)',
    fields: () => ({
      areaLayer: {
        componentId: CANTON,
        color: { type: 'numerical', componentId: FOREST_AREA, paletteId: 'PuOr', scaleType: 'continuous', interpolationType: 'linear', opacity: 100 },
      },
    }),
  },
  /** Forest enterprises as circles at the canton centroids over plain cantons, played over the years. */
  'map-symbols': {
    title: 'Forest enterprises by canton',
    fields: () => ({
      areaLayer: { componentId: CANTON, color: { type: 'fixed', value: '#9aa5b1', opacity: 80 } },
      symbolLayer: { componentId: CANTON, measureId: ENTERPRISES, color: { type: 'fixed', value: '#1f77b4', opacity: 80 } },
    }),
    animate: true,
  },
} satisfies Record<string, Recipe>;
export type MapGalleryName = keyof typeof MAP_GALLERY;

/** The gallery map, built on the cube's real components. */
export const mapGalleryConfig = async (name: MapGalleryName, componentsOf: ComponentsOf, key: string): Promise<ChartConfig> => {
  const recipe: Recipe = MAP_GALLERY[name];
  const components = await componentsOf(FORESTRY);
  const initial = getInitialChartConfig({ cubes: [{ iri: FORESTRY }], ...components, chartType: 'map', key }) as ChartConfigOf<'map'>;
  const title = { de: recipe.title, fr: recipe.title, it: recipe.title, en: recipe.title };
  const fields = recipe.fields(initial.fields);
  const animation = recipe.animate ? { componentId: YEAR, showPlayButton: true, type: 'stepped' as const, duration: 10, dynamicScales: false } : undefined;
  // An animated dimension is no longer fixed by a filter.
  const filters = Object.fromEntries(Object.entries(initial.cubes[0].filters).filter(([id]) => !(animation && id === YEAR)));
  return {
    ...initial,
    meta: { ...initial.meta, title },
    cubes: [{ ...initial.cubes[0], filters }],
    fields: { ...fields, ...(animation && { animation }) },
  };
};
