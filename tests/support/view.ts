/**
 * Published views for the viewer's browser tests: a config of two charts (tabs) on the shared
 * BFS forest enterprises cube, published through the config API, and readers of what the view
 * shows.
 */
import { publishConfig } from './agent';
import type { Locator, Page } from 'playwright-core';
import { getInitialChartConfig, type ChartConfig, type SavedConfigData } from '../../src/domain/config';
import type { ComponentsOf } from './chart-gallery';

export const FOREST = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
/** A component id of the forest cube by its path. */
export const forestId = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;
const sizeClass = (n: number) => `${UNVERSIONED}/groessenklasse/${n}`;
const same = (text: string) => ({ de: text, fr: text, it: text, en: text });

/**
 * Tab 1, "Enterprises": columns of enterprises per year, stacked by size class (the total, class
 * 0, left out), with the legend, a canton data filter, the time range and percent to play with.
 * Tab 2, without a label: a line of the total forest area per year.
 */
export const forestTabsState = async (componentsOf: ComponentsOf): Promise<SavedConfigData> => {
  const components = await componentsOf(FOREST);
  const initial = getInitialChartConfig({ cubes: [{ iri: FOREST }], ...components, key: 'viewTabs0001' });
  const filters = initial.cubes[0].filters;
  const columns = {
    ...initial,
    meta: { title: same('Forest enterprises by size class'), description: same(''), label: same('Enterprises') },
    cubes: [
      {
        iri: FOREST,
        filters: {
          ...filters,
          [forestId('groessenklasse')]: { type: 'multi', values: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [sizeClass(n), true as const])) },
        },
      },
    ],
    fields: {
      ...initial.fields,
      segment: { componentId: forestId('groessenklasse'), type: 'stacked', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
    },
    interactiveFiltersConfig: {
      legend: { active: true, componentId: forestId('groessenklasse') },
      timeRange: { active: true, componentId: forestId('jahr'), presets: { type: 'range', from: '', to: '' } },
      dataFilters: { active: true, componentIds: [forestId('kanton')], defaultValueOverrides: {}, filterTypes: { [forestId('kanton')]: 'single' } },
      calculation: { active: true, type: 'identity' },
    },
  } as ChartConfig;
  const lineInitial = getInitialChartConfig({ cubes: [{ iri: FOREST }], ...components, chartType: 'line', key: 'viewTabs0002' });
  const line = {
    ...lineInitial,
    meta: { title: same('Total forest area'), description: same(''), label: same('') },
    fields: { ...lineInitial.fields, y: { componentId: forestId('E012') } },
  } as ChartConfig;
  return {
    version: '5.0.0',
    dataSource: { type: 'sparql', url: '/api/sparql' },
    layout: {
      type: 'tab',
      meta: { title: same(''), description: same('') },
      blocks: [columns, line].map((c) => ({ type: 'chart' as const, key: c.key, initialized: false })),
    },
    chartConfigs: [columns, line],
    activeChartKey: columns.key,
  };
};

/** Publishes a saved state through the config API and returns its key. */
export const publishState = (baseUrl: string, state: SavedConfigData) => publishConfig(baseUrl, state);

/**
 * Waits until the app holds the page (web/hydration.ts startApp): the server's page hydrated, the
 * choices made on it before made again, or the page the browser drew alone rendered.
 */
export const waitForHydration = (page: Page) => page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 30_000 });

/** Values of the drawn bars (data-value of each rect). */
export const readBars = (page: Page) => page.$$eval('[data-testid="column-chart"] rect.bar', (rects) => rects.map((r) => Number(r.getAttribute('data-value'))));

export const waitForBars = (page: Page) => page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached', timeout: 30_000 });

/**
 * Serves the page's view and embed pages as when their server render falls back (its time budget
 * spent): the app's empty root, the browser loading the config and data itself.
 */
export const withoutServerRender = (page: Page) =>
  page.route(/\/(v|embed)\/[^/?#]+(\?[^#]*)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div id="root">[\s\S]*?<script type="application\/json" id="server-state">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    await route.fulfill({ response, body: html });
  });

/** The colours of legend swatches (images of their shape, web/charts/Swatch.tsx), as the browser computes a colour: rgb(…). */
export const swatchColors = (swatches: Locator) =>
  swatches.evaluateAll((images) =>
    images.map((image) => {
      const fill = decodeURIComponent((image as HTMLImageElement).src).match(/ fill="([^"]+)"/)![1];
      const probe = document.body.appendChild(document.createElement('i'));
      probe.style.color = fill;
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }),
  );
