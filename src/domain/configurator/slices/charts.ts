/** The list of charts of a configurator state: add, remove, reorder, switch (spec 001 §4). */
import type { ChartConfig, ConfiguratorState } from '../../config';
import type { ConfiguratorAction } from '../actions';
import { activeChart, syncBlocks } from '../select';

/** A copy of a chart under a new key: "add chart" in the chart tabs duplicates the active one. */
export const duplicateChart = (chart: ChartConfig, key: string): ChartConfig => {
  const { activeField: _, ...copy } = structuredClone(chart);
  return { ...copy, key };
};

const move = <T>(items: T[], from: number, to: number) => {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
};

const withCharts = (state: ConfiguratorState, chartConfigs: ChartConfig[], activeChartKey = state.activeChartKey): ConfiguratorState => ({
  ...state,
  chartConfigs,
  activeChartKey,
  layout: syncBlocks(state.layout, chartConfigs),
});

export const chartsSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  const charts = state.chartConfigs;
  switch (action.type) {
    case 'CHART_CONFIG_ADD': {
      const chart = action.value.chartConfig;
      if (charts.some((c) => c.key === chart.key)) return state;
      return withCharts(state, [...charts, chart], chart.key);
    }
    case 'CHART_CONFIG_REMOVE': {
      const index = charts.findIndex((c) => c.key === action.value.chartKey);
      // The last chart stays: a state without charts is the dataset selection.
      if (index < 0 || charts.length < 2) return state;
      const rest = charts.filter((_, i) => i !== index);
      const removedActive = activeChart(state)?.key === action.value.chartKey;
      return withCharts(state, rest, removedActive ? rest[Math.max(0, index - 1)].key : state.activeChartKey);
    }
    case 'CHART_CONFIG_REORDER': {
      const { oldIndex, newIndex } = action.value;
      const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < charts.length;
      if (!inRange(oldIndex) || !inRange(newIndex) || oldIndex === newIndex) return state;
      const chartConfigs = move(charts, oldIndex, newIndex);
      // Chart blocks follow the new order in the places chart blocks had; text blocks stay put.
      const byKey = new Map(state.layout.blocks.map((b) => [b.key, b]));
      const ordered = chartConfigs.flatMap((c) => byKey.get(c.key) ?? []);
      const blocks = state.layout.blocks.map((b) => (b.type === 'chart' ? ordered.shift()! : b));
      return { ...state, chartConfigs, layout: { ...state.layout, blocks } };
    }
    case 'SWITCH_ACTIVE_CHART':
      return charts.some((c) => c.key === action.value.chartKey) ? { ...state, activeChartKey: action.value.chartKey } : state;
    default:
      return state;
  }
};
