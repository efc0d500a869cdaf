/** Reading and updating the configurator state: the active chart, the layout's blocks. */
import { LOCALES, type Locale } from '../data';
import { missingLocales } from '../i18n/fallback';
import { syncCanvasLayouts } from '../layout/grid';
import { defaultLayout } from '../config/defaults';
import { chosenFilters } from './filter-memory';
import { CHART_CONFIG_VERSION, type ChartConfig, type ConfiguratorState, type Layout, type SavedConfigData } from '../config';

/** The chart being configured; undefined only while no chart exists (selecting a dataset). */
export const activeChart = (state: ConfiguratorState): ChartConfig | undefined =>
  state.chartConfigs.find((c) => c.key === state.activeChartKey) ?? state.chartConfigs[0];

/** The state with the active chart replaced by `change(chart)`; unchanged without one. */
export const updateActiveChart = (state: ConfiguratorState, change: (chart: ChartConfig) => ChartConfig): ConfiguratorState => {
  const chart = activeChart(state);
  if (!chart) return state;
  const next = change(chart);
  return next === chart ? state : { ...state, chartConfigs: state.chartConfigs.map((c) => (c === chart ? next : c)) };
};

export { defaultLayout };

/**
 * The layout's blocks made to match the charts: blocks of removed charts go, new charts get a
 * block at the end, text blocks and the order the author chose stay.
 */
export const syncBlocks = (layout: Layout, chartConfigs: ChartConfig[]): Layout => {
  const keys = new Set(chartConfigs.map((c) => c.key));
  const kept = layout.blocks.filter((b) => b.type === 'text' || keys.has(b.key));
  const present = new Set(kept.map((b) => b.key));
  const added = chartConfigs.filter((c) => !present.has(c.key)).map((c) => ({ type: 'chart' as const, key: c.key, initialized: false }));
  const blocks = [...kept, ...added];
  // Canvas grid entries follow the blocks; new blocks go in the first free cell.
  if (layout.type === 'dashboard' && layout.layout === 'canvas') return { ...layout, blocks, layouts: syncCanvasLayouts(blocks, layout.layouts) };
  if (layout.type === 'singleURLs') {
    // Removed charts leave the publishable list; at least one chart stays publishable.
    const publishable = layout.publishableChartKeys.filter((k) => keys.has(k));
    return { ...layout, blocks, publishableChartKeys: publishable.length ? publishable : chartConfigs.map((c) => c.key) };
  }
  return { ...layout, blocks };
};

/** The state as config-create and config-update store it: everything but the step (spec 001 §3). */
export const savedConfigData = ({ state: _, previousLayouts: __, filterChoices: ___, filterNotices: ____, ...data }: ConfiguratorState): SavedConfigData =>
  data;

/** The state of a new chart on a cube: one chart, configured from the start. */
export const newChartState = (chart: ChartConfig, dataSource: SavedConfigData['dataSource']): ConfiguratorState => ({
  state: 'CONFIGURING_CHART',
  version: CHART_CONFIG_VERSION,
  dataSource,
  layout: defaultLayout([chart]),
  chartConfigs: [chart],
  activeChartKey: chart.key,
});

/** A saved config opened for editing: the configurator goes on where its charts are. */
export const editedState = (data: SavedConfigData): ConfiguratorState => ({
  ...data,
  state: 'CONFIGURING_CHART',
  // Its filters are the author's choices: a change for want of data is announced (filter-memory.ts).
  filterChoices: chosenFilters(data.chartConfigs),
});

/**
 * What publishing warns about titles (it does not block): the charts with no title in any
 * language, whose readers see the dataset's title instead, and the locales in which another
 * chart's title is empty, whose readers get it in another language.
 */
export const titleGaps = (state: Pick<ConfiguratorState, 'chartConfigs'>): { untitledCharts: number; locales: Locale[] } => {
  const missing = state.chartConfigs.map((c) => missingLocales(c.meta.title));
  const partly = new Set(missing.filter((locales) => locales.length < LOCALES.length).flat());
  return { untitledCharts: missing.filter((locales) => locales.length === LOCALES.length).length, locales: LOCALES.filter((l) => partly.has(l)) };
};
