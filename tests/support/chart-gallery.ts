/**
 * One chart config per drawn chart type on the bundled catalogue, each with the options and
 * interactive filters worth seeing: used by the chart browser tests, the screenshots and the
 * render bench. Configs start from the domain's own initial config and change only fields.
 */
import { publishConfig } from './agent';
import type { DrawnChartType } from '../../src/domain/charts/definition';
import { getInitialChartConfig, type ChartConfig, type SavedConfigData } from '../../src/domain/config';
import type { DataCubeComponents } from '../../src/domain/data';

const CUBE = 'https://ld.cubeviz.org/cube';
export const GALLERY_CUBES = {
  iowa: `${CUBE}/eia-iowa-electricity/1`,
  unemployment: `${CUBE}/bls-unemployment-industries/1`,
  gapminder: `${CUBE}/gapminder/2`,
  co2: `${CUBE}/scripps-co2-mauna-loa/1`,
} as const;
type CubeName = keyof typeof GALLERY_CUBES;

/** A component id of a bundled cube by its path: `${cube}___${cube}/${path}`. */
export const componentId = (cube: CubeName, path: string) => {
  const unversioned = GALLERY_CUBES[cube].replace(/\/\d+$/, '');
  return `${unversioned}___${unversioned}/${path}`;
};

export type ComponentsOf = (iri: string) => Promise<DataCubeComponents>;

/** Fetches components through the data API of a running app. */
export const componentsFrom =
  (baseUrl: string): ComponentsOf =>
  async (iri) => {
    const response = await fetch(`${baseUrl}/api/data/dataCubesComponents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri }] }),
    });
    return (await response.json()).data.dataCubesComponents;
  };

const active = (config: ChartConfig, patch: Partial<ChartConfig['interactiveFiltersConfig']>) => ({
  ...config,
  interactiveFiltersConfig: { ...config.interactiveFiltersConfig, ...patch },
});
const legend = (componentId: string) => ({ legend: { active: true, componentId } });
const timeRange = (componentId: string) => ({ timeRange: { active: true, componentId, presets: { type: 'range' as const, from: '', to: '' } } });
const dataFilter = (componentId: string, type: 'single' | 'multi' = 'single') => ({
  dataFilters: { active: true, componentIds: [componentId], defaultValueOverrides: {}, filterTypes: { [componentId]: type } },
});
const calculation = { calculation: { active: true, type: 'identity' as const } };
const segmentColor = { type: 'segment' as const, paletteId: 'category10', colorMapping: {} };
const animation = (componentId: string) => ({ componentId, showPlayButton: true, type: 'stepped' as const, duration: 10, dynamicScales: false });

type Recipe = {
  cube: CubeName;
  title: string;
  fields: (c: ChartConfig) => object;
  filters?: Record<string, unknown>;
  interactive: (c: ChartConfig) => ChartConfig;
};

const source = componentId('iowa', 'source');
const year = componentId('iowa', 'year');
const generation = componentId('iowa', 'net-generation');
const industry = componentId('unemployment', 'industry');
const month = componentId('unemployment', 'month');

export const GALLERY: Record<DrawnChartType, Recipe> = {
  column: {
    cube: 'iowa',
    title: 'Electricity generation in Iowa by source',
    fields: (c) => ({
      ...c.fields,
      segment: { componentId: source, type: 'stacked', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      color: segmentColor,
    }),
    interactive: (c) => active(c, { ...legend(source), ...calculation }),
  },
  bar: {
    cube: 'iowa',
    title: 'Electricity generation in Iowa, one year',
    fields: (c) => ({
      ...c.fields,
      x: { componentId: generation, showValues: true },
      y: { componentId: source, sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } },
    }),
    filters: { [year]: { type: 'single', value: '2017' } },
    interactive: (c) => active(c, dataFilter(year)),
  },
  line: {
    cube: 'unemployment',
    title: 'Unemployed persons by industry',
    fields: (c) => ({ ...c.fields, segment: { componentId: industry, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } }, color: segmentColor }),
    interactive: (c) => active(c, { ...legend(industry), ...timeRange(month) }),
  },
  area: {
    cube: 'iowa',
    title: 'Electricity generation in Iowa, stacked',
    fields: (c) => ({ ...c.fields, y: { componentId: generation, imputationType: 'zeros' }, segment: { componentId: source }, color: segmentColor }),
    interactive: (c) => active(c, { ...legend(source), ...calculation }),
  },
  scatterplot: {
    cube: 'gapminder',
    title: 'Life expectancy and fertility',
    fields: () => ({
      x: { componentId: componentId('gapminder', 'fertility') },
      y: { componentId: componentId('gapminder', 'life-expectancy') },
      segment: { componentId: componentId('gapminder', 'region') },
      color: segmentColor,
      animation: animation(componentId('gapminder', 'year')),
    }),
    interactive: (c) => active(c, legend(componentId('gapminder', 'region'))),
  },
  pie: {
    cube: 'iowa',
    title: 'Sources of electricity in Iowa',
    fields: (c) => ({ ...c.fields, y: { componentId: generation, showValues: true } }),
    filters: { [year]: { type: 'single', value: '2017' } },
    interactive: (c) => active(c, { ...legend(source), ...dataFilter(year) }),
  },
  comboLineSingle: {
    cube: 'co2',
    title: 'CO₂ at Mauna Loa',
    fields: (c) => c.fields,
    interactive: (c) => active(c, timeRange(componentId('co2', 'month'))),
  },
  comboLineDual: {
    cube: 'unemployment',
    title: 'Unemployment in construction',
    fields: (c) => ({
      ...c.fields,
      y: { leftAxisComponentId: componentId('unemployment', 'unemployed'), rightAxisComponentId: componentId('unemployment', 'unemployment-rate') },
    }),
    filters: { [industry]: { type: 'single', value: 'https://ld.cubeviz.org/industry/construction' } },
    interactive: (c) => active(c, dataFilter(industry)),
  },
  comboLineColumn: {
    cube: 'unemployment',
    title: 'Unemployment in manufacturing',
    fields: (c) => ({
      ...c.fields,
      y: {
        columnComponentId: componentId('unemployment', 'unemployed'),
        lineComponentId: componentId('unemployment', 'unemployment-rate'),
        lineAxisOrientation: 'right',
      },
    }),
    filters: { [industry]: { type: 'single', value: 'https://ld.cubeviz.org/industry/manufacturing' } },
    interactive: (c) => active(c, timeRange(month)),
  },
};

/** The gallery config of a chart type, built on the cube's real components. */
export const galleryConfig = async (chartType: DrawnChartType, componentsOf: ComponentsOf, key: string): Promise<ChartConfig> => {
  const recipe = GALLERY[chartType];
  const iri = GALLERY_CUBES[recipe.cube];
  const components = await componentsOf(iri);
  const initial = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType, key });
  const title = { de: recipe.title, fr: recipe.title, it: recipe.title, en: recipe.title };
  const fields = recipe.fields(initial);
  // Components the fields now show are no longer fixed by a filter.
  const used = JSON.stringify(fields);
  const kept = Object.entries(initial.cubes[0].filters).filter(([id]) => !used.includes(`"${id}"`));
  const config = {
    ...initial,
    meta: { ...initial.meta, title },
    cubes: [{ ...initial.cubes[0], filters: { ...Object.fromEntries(kept), ...recipe.filters } }],
    fields,
  } as ChartConfig;
  return recipe.interactive(config);
};

/** A saved state holding one chart, ready for /api/config-create. */
const savedState = (chart: ChartConfig): SavedConfigData => ({
  version: '5.0.0',
  dataSource: { type: 'sparql', url: '/api/sparql' },
  layout: {
    type: 'tab',
    meta: { title: { de: '', fr: '', it: '', en: '' }, description: { de: '', fr: '', it: '', en: '' } },
    blocks: [{ type: 'chart', key: chart.key, initialized: false }],
  },
  chartConfigs: [chart],
  activeChartKey: chart.key,
});

/** Publishes a chart through the config API and returns its key. */
export const publish = (baseUrl: string, chart: ChartConfig) => publishConfig(baseUrl, { key: chart.key, ...savedState(chart) });
