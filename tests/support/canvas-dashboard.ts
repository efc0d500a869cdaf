/** A published canvas dashboard on the bundled catalogue: what the dashboard tests and bench/canvas-resize.ts open. */
import type { SavedConfigData } from '../../src/domain/config';
import { syncCanvasLayouts } from '../../src/domain/layout/grid';
import { componentsFrom, galleryConfig } from './chart-gallery';

const localized = (text: string) => ({ de: text, fr: text, it: text, en: text });

export const CANVAS_TEXT =
  '## About this dashboard\n\nThree views of electricity generation in Iowa, from the U.S. Energy Information Administration. ' +
  'The column chart stacks the sources of each year, the area chart shows the same sources over time and the bar chart ranks them for one year. ' +
  'Use the shared time range to narrow every chart at once; the last sentence of this text must stay readable on a phone.';

/** Three charts and a text block on a canvas, each chart with its own controls, and a shared time range (the app at `baseUrl` gives the components). */
export const canvasState = async (baseUrl: string): Promise<SavedConfigData> => {
  const componentsOf = componentsFrom(baseUrl);
  const charts = await Promise.all([
    galleryConfig('column', componentsOf, 'fitcolumn001'),
    galleryConfig('area', componentsOf, 'fitarea00001'),
    galleryConfig('bar', componentsOf, 'fitbar000001'),
  ]);
  const blocks = [
    ...charts.map((c) => ({ type: 'chart' as const, key: c.key, initialized: false })),
    { type: 'text' as const, key: 'fittext00001', text: localized(CANVAS_TEXT), initialized: false },
  ];
  return {
    version: '5.0.0',
    dataSource: { type: 'sparql', url: '/api/sparql' },
    layout: {
      type: 'dashboard',
      layout: 'canvas',
      meta: { title: localized('Iowa electricity'), description: localized('') },
      blocks,
      layouts: syncCanvasLayouts(blocks),
    },
    chartConfigs: charts,
    activeChartKey: charts[0].key,
    dashboardFilters: { timeRange: { active: true, timeUnit: 'Year', presets: { from: '2005', to: '2017' } }, dataFilters: { componentIds: [], filters: {} } },
  };
};
