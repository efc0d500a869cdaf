/**
 * The visual gallery's matrix (issue 29 item 9): every drawn chart type on the test cubes' data
 * shapes that break charts, where the type applies. The screenshot test (tests/e2e/visual-gallery),
 * the placement test (tests/charts/gallery-placement) and bench/gallery.ts draw these same charts.
 *
 *   shape       cube (tests/fixtures)  column bar line area scatter pie combos (single/dual/line+column)
 *   long-names  canton-emissions         ✓     ✓                        ✓   26 cantons: stacked with totals, bars with values, slices
 *   sparse      air-monitoring           ✓          ✓    ✓                   series ending apart, missing years; columns animated by year (a sparse first frame)
 *   negative    trade-balance            ✓     ✓    ✓    ✓     ✓            ✓ ✓ ✓  balances below zero: stacks, values left of zero, areas, dual axes
 *   twenty      main-languages           ✓     ✓    ✓    ✓     ✓       ✓   twenty series: colours, legends, stacks, slices
 *   total       energy-sectors           ✓     ✓    ✓                  ✓   "Total" beside its four parts: a doubled stack, a giant bar and slice
 *   single      single-value             ✓     ✓    ✓    ✓     ✓       ✓ ✓ ✓ ✓  one observation: one bar, one point, a whole pie
 *
 * 33 charts; each is drawn at 390, 640 and 1280 px.
 */
import { plotHeight } from '../../src/domain/charts/axes';
import { initialInteractiveState } from '../../src/domain/charts/chart-data';
import type { DrawnChartType } from '../../src/domain/charts/definition';
import { chartComponentIds, cubesQuery } from '../../src/domain/charts/pipeline';
import { drawScene, type DrawnChartConfig } from '../../src/domain/charts/registry';
import type { Scene } from '../../src/domain/charts/scene';
import { createChartKey, getInitialChartConfig, type ChartConfig } from '../../src/domain/config';
import { componentsById, type DataCubeComponents, type Observation } from '../../src/domain/data';
import type { ComponentsOf } from './chart-gallery';
import type { dataApi } from './initial-marks';

export const VISUAL_WIDTHS = [390, 640, 1280] as const;

type Cube = 'canton-emissions' | 'air-monitoring' | 'trade-balance' | 'main-languages' | 'energy-sectors' | 'single-value';
export type Shape = 'long-names' | 'sparse' | 'negative' | 'twenty' | 'total' | 'single';

const cubeIri = (cube: Cube) => `https://example.org/cube/${cube}/1`;
/** A component id as the data API names it. */
const component = (cube: Cube) => (name: string) => `https://example.org/cube/${cube}___https://example.org/cube/${cube}/${name}`;
/** A single filter on a coded value (`https://example.org/<cube>/<dimension>/<code>`) or a literal one (a year). */
const only = (cube: Cube, dimension: string, code: string) => ({
  [component(cube)(dimension)]: { type: 'single' as const, value: /^\d+$/.test(code) ? code : `https://example.org/${cube}/${dimension}/${code}` },
});

const auto = { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const };
const biggestFirst = { sortingType: 'byMeasure' as const, sortingOrder: 'desc' as const };
const oneColour = { type: 'single' as const, paletteId: 'category10', color: '#1f77b4' };
const bySegment = { type: 'segment' as const, paletteId: 'category10', colorMapping: {} };

type Fields = ChartConfig['fields'];
export type GalleryChart = {
  shape: Shape;
  type: DrawnChartType;
  cube: Cube;
  /** The chart's fields, from the initial config's (combos keep its x and colours). */
  fields: (initial: Fields) => object;
  filters?: Record<string, { type: 'single'; value: string }>;
};
/** The chart's file name in the gallery: `<shape>-<type>`. */
export const chartName = (chart: GalleryChart) => `${chart.shape}-${chart.type}`;

/** A series over the years per value of a dimension (lines, areas); the initial y keeps its type's options. */
const series =
  (cube: Cube, measure: string, segment: string) =>
  (f: Fields): object => {
    const c = component(cube);
    return {
      x: { componentId: c('year') },
      y: { ...(f as { y: object }).y, componentId: c(measure) },
      segment: { componentId: c(segment), sorting: auto },
      color: bySegment,
    };
  };
const stackedColumns = (cube: Cube, x: string, measure: string, segment: string) => () => ({
  x: { componentId: component(cube)(x), sorting: auto },
  y: { componentId: component(cube)(measure), showTotals: true },
  segment: { componentId: component(cube)(segment), type: 'stacked', sorting: auto },
  color: bySegment,
});
const bars = (cube: Cube, category: string, measure: string) => () => ({
  x: { componentId: component(cube)(measure), showValues: true },
  y: { componentId: component(cube)(category), sorting: biggestFirst },
  color: oneColour,
});
const slices = (cube: Cube, category: string, measure: string) => () => ({
  y: { componentId: component(cube)(measure), showValues: true },
  segment: { componentId: component(cube)(category), sorting: biggestFirst },
  color: bySegment,
});
const scatter = (cube: Cube, x: string, y: string, segment: string) => () => ({
  x: { componentId: component(cube)(x) },
  y: { componentId: component(cube)(y) },
  segment: { componentId: component(cube)(segment), sorting: auto },
  color: bySegment,
});
/** The three combos on two measures of different units (the single-axis one on two of one unit). */
const combos = (shape: Shape, cube: Cube, [a, b]: [string, string], other: string, filters: GalleryChart['filters'][]): GalleryChart[] => {
  const c = component(cube);
  return [
    { type: 'comboLineSingle', fields: (f: Fields) => ({ ...f, y: { componentIds: [c(a), c(b)] } }) },
    { type: 'comboLineDual', fields: (f: Fields) => ({ ...f, y: { leftAxisComponentId: c(a), rightAxisComponentId: c(other) } }) },
    {
      type: 'comboLineColumn',
      fields: (f: Fields) => ({ ...f, y: { columnComponentId: c(a), lineComponentId: c(other), lineAxisOrientation: 'right' } }),
    },
  ].map((chart, i) => ({ ...chart, shape, cube, filters: filters[i] }) as GalleryChart);
};

const CANTONS = 'canton-emissions';
const AIR = 'air-monitoring';
const TRADE = 'trade-balance';
const LANGUAGES = 'main-languages';
const ENERGY = 'energy-sectors';
const SINGLE = 'single-value';
const NO2 = only(AIR, 'pollutant', 'no2');

export const VISUAL_GALLERY: GalleryChart[] = [
  { shape: 'long-names', type: 'column', cube: CANTONS, fields: stackedColumns(CANTONS, 'canton', 'value', 'source') },
  { shape: 'long-names', type: 'bar', cube: CANTONS, fields: bars(CANTONS, 'canton', 'value'), filters: only(CANTONS, 'source', 'traffic') },
  { shape: 'long-names', type: 'pie', cube: CANTONS, fields: slices(CANTONS, 'canton', 'value'), filters: only(CANTONS, 'source', 'traffic') },

  {
    shape: 'sparse',
    type: 'column',
    cube: AIR,
    fields: () => ({
      x: { componentId: component(AIR)('station'), sorting: auto },
      y: { componentId: component(AIR)('value') },
      color: oneColour,
      animation: { componentId: component(AIR)('year'), showPlayButton: true, type: 'stepped', duration: 10, dynamicScales: false },
    }),
    filters: NO2,
  },
  { shape: 'sparse', type: 'line', cube: AIR, fields: series(AIR, 'value', 'station'), filters: NO2 },
  { shape: 'sparse', type: 'area', cube: AIR, fields: series(AIR, 'value', 'station'), filters: NO2 },

  { shape: 'negative', type: 'column', cube: TRADE, fields: stackedColumns(TRADE, 'year', 'balance', 'partner') },
  { shape: 'negative', type: 'bar', cube: TRADE, fields: bars(TRADE, 'partner', 'balance'), filters: only(TRADE, 'year', '2023') },
  { shape: 'negative', type: 'line', cube: TRADE, fields: series(TRADE, 'balance', 'partner') },
  { shape: 'negative', type: 'area', cube: TRADE, fields: series(TRADE, 'balance', 'partner') },
  { shape: 'negative', type: 'scatterplot', cube: TRADE, fields: scatter(TRADE, 'exports', 'balance', 'partner') },
  ...combos('negative', TRADE, ['balance', 'exports'], 'change', [only(TRADE, 'partner', 'eu'), only(TRADE, 'partner', 'cn'), only(TRADE, 'partner', 'us')]),

  { shape: 'twenty', type: 'column', cube: LANGUAGES, fields: stackedColumns(LANGUAGES, 'year', 'speakers', 'language') },
  { shape: 'twenty', type: 'bar', cube: LANGUAGES, fields: bars(LANGUAGES, 'language', 'speakers'), filters: only(LANGUAGES, 'year', '2023') },
  { shape: 'twenty', type: 'line', cube: LANGUAGES, fields: series(LANGUAGES, 'speakers', 'language') },
  { shape: 'twenty', type: 'area', cube: LANGUAGES, fields: series(LANGUAGES, 'speakers', 'language') },
  {
    shape: 'twenty',
    type: 'scatterplot',
    cube: LANGUAGES,
    fields: scatter(LANGUAGES, 'speakers', 'share', 'language'),
    filters: only(LANGUAGES, 'year', '2023'),
  },
  { shape: 'twenty', type: 'pie', cube: LANGUAGES, fields: slices(LANGUAGES, 'language', 'speakers'), filters: only(LANGUAGES, 'year', '2023') },

  { shape: 'total', type: 'column', cube: ENERGY, fields: stackedColumns(ENERGY, 'year', 'energy', 'sector') },
  { shape: 'total', type: 'bar', cube: ENERGY, fields: bars(ENERGY, 'sector', 'energy'), filters: only(ENERGY, 'year', '2023') },
  { shape: 'total', type: 'line', cube: ENERGY, fields: series(ENERGY, 'energy', 'sector') },
  { shape: 'total', type: 'pie', cube: ENERGY, fields: slices(ENERGY, 'sector', 'energy'), filters: only(ENERGY, 'year', '2023') },

  {
    shape: 'single',
    type: 'column',
    cube: SINGLE,
    fields: () => ({
      x: { componentId: component(SINGLE)('region'), sorting: auto },
      y: { componentId: component(SINGLE)('residents'), showValues: true },
      color: oneColour,
    }),
    filters: only(SINGLE, 'year', '2023'),
  },
  { shape: 'single', type: 'bar', cube: SINGLE, fields: bars(SINGLE, 'region', 'residents'), filters: only(SINGLE, 'year', '2023') },
  { shape: 'single', type: 'line', cube: SINGLE, fields: series(SINGLE, 'residents', 'region') },
  { shape: 'single', type: 'area', cube: SINGLE, fields: series(SINGLE, 'residents', 'region') },
  { shape: 'single', type: 'scatterplot', cube: SINGLE, fields: scatter(SINGLE, 'residents', 'foreign', 'region'), filters: only(SINGLE, 'year', '2023') },
  { shape: 'single', type: 'pie', cube: SINGLE, fields: slices(SINGLE, 'region', 'residents'), filters: only(SINGLE, 'year', '2023') },
  ...combos(
    'single',
    SINGLE,
    ['residents', 'households'],
    'foreign',
    [{}, {}, {}].map(() => only(SINGLE, 'region', 'ch')),
  ),
];

/** The gallery chart's config on the cube's real components, titled by its name. */
export const visualConfig = async (chart: GalleryChart, componentsOf: ComponentsOf, key = createChartKey()): Promise<ChartConfig> => {
  const iri = cubeIri(chart.cube);
  const initial = getInitialChartConfig({ cubes: [{ iri }], ...(await componentsOf(iri)), chartType: chart.type, key });
  const title = chartName(chart);
  return {
    ...initial,
    meta: { ...initial.meta, title: { de: title, fr: title, it: title, en: title } },
    cubes: [{ iri, filters: chart.filters ?? {} }],
    fields: chart.fields(initial.fields),
  } as ChartConfig;
};

/**
 * A gallery chart's config and observations through the data API, and its scene at a width as the
 * view draws it (the plot's height following the width, the visitor's initial state: the first
 * frame of an animation).
 */
export const loadGalleryChart = async (query: ReturnType<typeof dataApi>, chart: GalleryChart) => {
  const componentsOf = (iri: string): Promise<DataCubeComponents> => query('dataCubesComponents', { cubeFilters: [{ iri }] });
  const config = (await visualConfig(chart, componentsOf, 'aaaaaaaaaaaa')) as DrawnChartConfig;
  const cube = await componentsOf(config.cubes[0].iri);
  const components = componentsById(cube);
  const cubeFilters = cubesQuery(config.cubes, chartComponentIds(config, components));
  const observations: Observation[] = (await query('dataCubesObservations', { cubeFilters })).data;
  const draw = (width: number): Scene =>
    drawScene({ config, components, observations, state: initialInteractiveState(), width, height: plotHeight(width, width), locale: 'en' });
  return { config, observations, draw };
};

/**
 * Categories written on the category axis and categories drawn (slices labelled and slices of a
 * pie); none for a scatterplot, whose points have no category axis.
 */
export const categoryCoverage = (scene: Scene, type: DrawnChartType): { labelled: number; drawn: number } | undefined => {
  if (type === 'pie') {
    const slices = scene.marks.filter((m) => m.type === 'arc');
    return { labelled: slices.filter((s) => s.label).length, drawn: slices.length };
  }
  const positions = scene.scales?.category?.positions;
  if (!positions) return undefined;
  const axis = scene.axes.find((a) => a.position === (type === 'bar' ? 'left' : 'bottom'));
  return { labelled: axis?.ticks.length ?? 0, drawn: positions.length };
};
