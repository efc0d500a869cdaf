/** The configurator state as it is saved on publish (spec 001 §3: the state without its `state` field). */
import { CHART_CONFIG_VERSION, emptyLocalized, type ChartConfig, type SavedConfigData } from '../../domain/config';
import type { DataSource } from '../api/client';

export const buildSavedState = (chartConfig: ChartConfig, source: DataSource): SavedConfigData => ({
  version: CHART_CONFIG_VERSION,
  dataSource: { type: source.type, url: source.url },
  layout: { type: 'tab', meta: { title: emptyLocalized(), description: emptyLocalized() }, blocks: [{ type: 'chart', key: chartConfig.key, initialized: false }] },
  chartConfigs: [chartConfig],
  activeChartKey: chartConfig.key,
  dashboardFilters: { timeRange: { active: false, timeUnit: '', presets: { from: '', to: '' } }, dataFilters: { componentIds: [], filters: {} } },
});
