/**
 * Map charts on the shared forestry cube (../shared/data/cubes, 26 canton shapes), each showing
 * one way a map is coloured or sized: used by the map browser test, the screenshots and the bench.
 * Configs start from the domain's own initial map config and change only the layers.
 */
import { getInitialChartConfig, type ChartConfig, type ChartConfigOf } from '../../src/domain/config';
import { componentId, GALLERY_CUBES, type ComponentsOf } from './chart-gallery';

const names = (text: string) => ({ de: text, fr: text, it: text, en: text });

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
        color: {
          type: 'numerical',
          componentId: FOREST_AREA,
          paletteId: 'oranges',
          scaleType: 'discrete',
          interpolationType: 'jenks',
          nbClass: 5,
          opacity: 100,
        },
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
  const title = names(recipe.title);
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

/**
 * A world map on the bundled gapminder cube (no shared cubes needed): countries coloured by world
 * region, circles sized by population at the country centroids, played over the years.
 */
export const worldMapConfig = async (componentsOf: ComponentsOf, key: string): Promise<ChartConfig> => {
  const iri = GALLERY_CUBES.gapminder;
  const components = await componentsOf(iri);
  const initial = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType: 'map', key }) as ChartConfigOf<'map'>;
  const [country, region, population, year] = ['country', 'region', 'population', 'year'].map((path) => componentId('gapminder', path));
  const title = names('Population and world regions');
  return {
    ...initial,
    meta: { ...initial.meta, title },
    cubes: [{ ...initial.cubes[0], filters: Object.fromEntries(Object.entries(initial.cubes[0].filters).filter(([id]) => id !== year)) }],
    fields: {
      areaLayer: { componentId: country, color: { type: 'categorical', componentId: region, paletteId: 'set2', colorMapping: {}, opacity: 100 } },
      symbolLayer: { componentId: country, measureId: population, color: { type: 'fixed', value: '#444444', opacity: 60 } },
      animation: { componentId: year, showPlayButton: true, type: 'stepped', duration: 10, dynamicScales: false },
    },
  };
};
