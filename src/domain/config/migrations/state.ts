/**
 * Configurator state steps, 1.0.0 to 5.0.0 (spec 002 §4 "Notable state steps"), keyed by the
 * version each leads up to. Each step also moves the state's chart configs to the chart version
 * that goes with its state version (CHART_VERSION_OF).
 */
import { dashboardFilterIds } from './component-ids';
import { chartSteps } from './chart';
import { emptyLocalized } from '../defaults';
import { edit } from './edit';
import { compareVersions, migrate, type Loose, type MigrationContext, type Step, type Steps, type Version } from './run';

import { STATE_VERSION } from '../configurator-state';

export { STATE_VERSION };

/** The newest chart config version a state of each version holds. */
export const CHART_VERSION_OF: Record<Version, Version> = {
  '1.0.0': '1.4.2',
  '2.0.0': '2.2.0',
  '3.0.0': '2.3.0',
  '3.0.1': '3.0.0',
  '3.1.0': '3.1.0',
  '3.2.0': '3.2.0',
  '3.2.1': '3.2.0',
  '3.3.0': '3.2.0',
  '3.4.0': '3.3.0',
  '3.5.0': '3.3.0',
  '3.6.0': '3.3.0',
  '3.7.0': '3.4.0',
  '3.8.0': '3.4.0',
  '4.0.0': '4.0.0',
  '4.1.0': '4.1.0',
  '4.2.0': '4.1.0',
  '4.3.0': '4.2.0',
  '4.4.0': '4.3.0',
  '4.5.0': '4.4.0',
  '4.6.0': '4.5.0',
  '5.0.0': '5.0.0',
};

/** The data source of states saved before they named one, and the one that replaced the old default. */
export const DEFAULT_DATA_SOURCE_URL = 'https://lindas-cached.cluster.ldbar.ch/query';
export const LEGACY_DATA_SOURCE_URL = 'https://lindas.admin.ch/query';

export const DOWNGRADE_DATASET_WARNING = 'Cannot migrate chartConfig dataSet to configuratorState dataSet because they are not the same.';

/** Moves one chart config up or down to a version, never past it in the other direction. */
const moveChart = (chart: Loose, to: Version, direction: 'up' | 'down', context: MigrationContext, state: Loose) => {
  const at = compareVersions(chart.version ?? '1.0.0', to);
  return (direction === 'up' ? at < 0 : at > 0) ? migrate(chart, to, chartSteps, { ...context, state }) : chart;
};

const moveCharts = async (state: Loose, to: Version, direction: 'up' | 'down', context: MigrationContext) => ({
  ...state,
  chartConfigs: await Promise.all((state.chartConfigs ?? []).map((c: Loose) => moveChart(c, to, direction, context, state))),
});

/**
 * A state step: on the way up the chart configs move first (some chart steps read the state as
 * it was), then the state changes; on the way down the state changes first.
 */
const step = (from: Version, to: Version, change: { up?: Step['up']; down?: Step['down'] } = {}): Step => ({
  up: async (state, context) => (change.up ?? ((s) => s))(await moveCharts(state, CHART_VERSION_OF[to], 'up', context), context),
  down: async (state, context) => moveCharts(await (change.down ?? ((s) => s))(state, context), CHART_VERSION_OF[from], 'down', context),
});

const isCanvas = (state: Loose) => state.layout?.type === 'dashboard' && state.layout.layout === 'canvas';
const noTimeRange = () => ({ active: false, timeUnit: '', presets: { from: '', to: '' } });
const emptyMeta = () => ({ title: emptyLocalized(), description: emptyLocalized() });

/** The chart blocks of a layout, in chart order, keeping what the layout said of each. */
const chartBlocks = (state: Loose, initialized: (key: string) => boolean) =>
  state.chartConfigs.map((c: Loose) => ({ type: 'chart', key: c.key, initialized: initialized(c.key) }));

export const stateSteps: Steps = {
  // One chart config becomes a list of them with an active key.
  '2.0.0': {
    up: async (given, context) => {
      const { chartConfig, activeField: _, ...state } = given;
      const chart = await migrate(chartConfig ?? {}, '2.0.0', chartSteps, { ...context, state: given });
      return { ...state, meta: emptyMeta(), chartConfigs: [chart], activeChartKey: chart.key };
    },
    down: async ({ chartConfigs, activeChartKey: _, ...state }, context) => {
      const [chart] = chartConfigs ?? [];
      if ((chartConfigs?.length ?? 0) > 1) context.warn?.(`Only the first of ${chartConfigs.length} charts has a form before version 2.0.0.`);
      const chartConfig = await migrate(chart, '1.4.2', chartSteps, context);
      return { ...state, meta: chart?.meta ?? emptyMeta(), ...(chart?.activeField ? { activeField: chart.activeField } : {}), chartConfig };
    },
  },
  // The state's dataSet moves into each chart config.
  '3.0.0': step('2.0.0', '3.0.0', {
    up: ({ dataSet: _, ...state }) => state,
    down: (state, context) => {
      const dataSet = state.chartConfigs[0]?.dataSet;
      const same = state.chartConfigs.filter((c: Loose) => c.dataSet === dataSet);
      if (same.length < state.chartConfigs.length) context.warn?.(DOWNGRADE_DATASET_WARNING);
      const activeChartKey = same.some((c: Loose) => c.key === state.activeChartKey) ? state.activeChartKey : same[0]?.key;
      return { ...state, dataSet, chartConfigs: same, activeChartKey };
    },
  }),
  '3.0.1': step('3.0.0', '3.0.1'),
  // + layout, which takes the state's meta.
  '3.1.0': step('3.0.1', '3.1.0', {
    up: ({ meta, ...state }) => ({ ...state, layout: { type: 'tab', meta: meta ?? emptyMeta() } }),
    down: ({ layout, ...state }) => ({ ...state, meta: layout?.meta ?? emptyMeta() }),
  }),
  '3.2.0': step('3.1.0', '3.2.0'),
  // + dataSource; the old default source is replaced by the new one.
  '3.2.1': step('3.2.0', '3.2.1', {
    up: (state) => ({
      ...state,
      dataSource: !state.dataSource
        ? { type: 'sparql', url: DEFAULT_DATA_SOURCE_URL }
        : state.dataSource.url === LEGACY_DATA_SOURCE_URL
          ? { ...state.dataSource, url: DEFAULT_DATA_SOURCE_URL }
          : state.dataSource,
    }),
  }),
  // + dashboardFilters (a list of filters at first)
  '3.3.0': step('3.2.1', '3.3.0', {
    up: (state) => ({ ...state, dashboardFilters: { filters: [] } }),
    down: ({ dashboardFilters: _, ...state }) => state,
  }),
  '3.4.0': step('3.3.0', '3.4.0'),
  // dashboardFilters: the list becomes one time range.
  '3.5.0': step('3.4.0', '3.5.0', {
    up: (state) => {
      const old = state.dashboardFilters?.filters?.[0];
      const presets = old?.presets ?? old ?? {};
      return {
        ...state,
        dashboardFilters: { timeRange: { ...noTimeRange(), active: old?.active ?? false, presets: { from: presets.from ?? '', to: presets.to ?? '' } } },
      };
    },
    down: (state) => {
      const { active, presets } = state.dashboardFilters?.timeRange ?? noTimeRange();
      return {
        ...state,
        dashboardFilters: { filters: [{ type: 'timeRange', active, componentIri: '', presets: { type: 'range', from: presets.from, to: presets.to } }] },
      };
    },
  }),
  // dashboardFilters + dataFilters
  '3.6.0': step('3.5.0', '3.6.0', {
    up: (state) => ({ ...state, dashboardFilters: { ...state.dashboardFilters, dataFilters: { componentIris: [], filters: {} } } }),
    down: (state) => ({ ...state, dashboardFilters: { timeRange: state.dashboardFilters?.timeRange ?? noTimeRange() } }),
  }),
  // layout.meta + label
  '3.7.0': step('3.6.0', '3.7.0', {
    up: (state) => edit(state, (d) => (d.layout.meta = { ...d.layout.meta, label: emptyLocalized() })),
    down: (state) => edit(state, (d) => delete d.layout.meta?.label),
  }),
  // Canvas dashboards say which of their charts have been measured.
  '3.8.0': step('3.7.0', '3.8.0', {
    up: (state) =>
      isCanvas(state)
        ? edit(state, (d) => (d.layout.layoutsMetadata = Object.fromEntries(d.chartConfigs.map((c: Loose) => [c.key, { initialized: true }]))))
        : state,
    down: (state) => edit(state, (d) => delete d.layout.layoutsMetadata),
  }),
  // Chart configs name components by id; so do the dashboard's data filters.
  '4.0.0': step('3.8.0', '4.0.0', { up: dashboardFilterIds.up, down: dashboardFilterIds.down }),
  '4.1.0': step('4.0.0', '4.1.0'),
  // layout + blocks, which replace layoutsMetadata.
  '4.2.0': step('4.1.0', '4.2.0', {
    up: (state) =>
      edit(state, (d) => {
        const metadata: Loose = d.layout.layoutsMetadata ?? {};
        delete d.layout.layoutsMetadata;
        d.layout.blocks = chartBlocks(d, (key) => metadata[key]?.initialized ?? false);
      }),
    down: (state, context) =>
      edit(state, (d) => {
        const blocks: Loose[] = d.layout.blocks ?? [];
        if (blocks.some((b) => b.type === 'text')) context.warn?.('Text blocks have no form before version 4.2.0 and are left out.');
        if (isCanvas(d))
          d.layout.layoutsMetadata = Object.fromEntries(blocks.filter((b) => b.type === 'chart').map((b) => [b.key, { initialized: b.initialized }]));
        delete d.layout.blocks;
      }),
  }),
  '4.3.0': step('4.2.0', '4.3.0'),
  '4.4.0': step('4.3.0', '4.4.0'),
  '4.5.0': step('4.4.0', '4.5.0'),
  '4.6.0': step('4.5.0', '4.6.0'),
  '5.0.0': step('4.6.0', '5.0.0'),
};
