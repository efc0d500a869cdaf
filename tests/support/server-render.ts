/**
 * Published charts of every scene kind on the bundled catalogue, for the server-rendered pages'
 * tests and bench (issue 30): a column chart, a table, a world map, and a tall dashboard of the
 * four kinds' blocks with a title.
 */
import type { ChartConfig, SavedConfigData } from '../../src/domain/config';
import { publishConfig } from './agent';
import { componentsFrom, galleryConfig } from './chart-gallery';
import { worldMapConfig } from './map-gallery';
import { tableGalleryConfig } from './table-gallery';

const text = (en: string) => ({ de: en, fr: en, it: en, en });

const saved = (charts: ChartConfig[], dashboardTitle?: string): SavedConfigData => ({
  version: '5.0.0',
  dataSource: { type: 'sparql', url: '/api/sparql' },
  layout: {
    ...(dashboardTitle ? { type: 'dashboard' as const, layout: 'tall' as const } : { type: 'tab' as const }),
    meta: { title: text(dashboardTitle ?? ''), description: text('') },
    blocks: charts.map((c) => ({ type: 'chart' as const, key: c.key, initialized: true })),
  } as SavedConfigData['layout'],
  chartConfigs: charts,
  activeChartKey: charts[0].key,
});

export const RENDERED_DASHBOARD_TITLE = 'Four kinds of charts';

/** Publishes the charts; their keys and configs. */
export const publishRenderedCharts = async (baseUrl: string) => {
  const componentsOf = componentsFrom(baseUrl);
  const column = await galleryConfig('column', componentsOf, 'ssrColumn001');
  const line = await galleryConfig('line', componentsOf, 'ssrLine00001');
  const table = await tableGalleryConfig('table', componentsOf, 'ssrTable0001');
  const map = await worldMapConfig(componentsOf, 'ssrMap000001');
  const keys = {
    column: await publishConfig(baseUrl, saved([column])),
    table: await publishConfig(baseUrl, saved([table])),
    map: await publishConfig(baseUrl, saved([map])),
    dashboard: await publishConfig(baseUrl, saved([column, line, table, map], RENDERED_DASHBOARD_TITLE)),
  };
  return { keys, charts: { column, line, table, map } };
};
