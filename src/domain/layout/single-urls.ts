/**
 * Publishing a single-URLs layout (spec 001 §4): each publishable chart becomes a config of its
 * own, published in reverse order, so that the last one published (the layout's first chart) is
 * the one the author's window goes on to; the others open in new windows.
 */
import type { SavedConfigData } from '../config';

/** The configs to publish, in publishing order; one config of the state itself for other layouts. */
export const singleURLsPublications = (data: SavedConfigData): SavedConfigData[] => {
  const layout = data.layout;
  if (layout.type !== 'singleURLs') return [data];
  const publishable = data.chartConfigs.filter((c) => layout.publishableChartKeys.includes(c.key));
  return publishable.reverse().map((chart) => ({
    ...data,
    layout: { type: 'tab', meta: layout.meta, blocks: [{ type: 'chart', key: chart.key, initialized: false }] },
    chartConfigs: [chart],
    activeChartKey: chart.key,
    dashboardFilters: undefined,
  }));
};
