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
import { publishConfig } from '../support/agent';
import { withBrowserApp } from '../support/browser-app';
import { canvasState, CANVAS_TEXT } from '../support/canvas-dashboard';
import { GALLERY_CUBES } from '../support/chart-gallery';
import { createOnCube, expectAccessiblePage } from '../support/configurator';

const session = withBrowserApp();
const SCREENSHOTS = process.env.DASHBOARD_FIT_SHOTS ?? 'docs/screenshots/dashboards';
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * The most pixels any block cuts off: how far its content, a drawn chart, the footnotes, the
 * downloads or a text reach below the block's bottom edge (hidden, or in a scroll area).
 */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll<HTMLElement>('.canvas-block')].map((block) => {
        const bottom = block.getBoundingClientRect().top + block.clientTop + block.clientHeight;
        const parts = [...block.querySelectorAll('.canvas-block-content, figure.chart svg, footer.footnotes, [data-testid="download-button"], .markdown > *')];
        // Whole pixels: a fraction of one is the browser's rounding.
        return Math.max(...parts.map((p) => Math.round(p.getBoundingClientRect().bottom - bottom)));
      }),
    ),
  );

/** The published dashboard at a width, once its three charts have drawn. */
const visit = async (page: Page, path: string, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${session.app.url}${path}`);
  await expect.poll(() => page.locator('.canvas-block figure.chart svg').count(), { timeout: 30_000 }).toBe(3);
};

/** The blocks' and their contents' sizes: what changes while the page measures and the charts follow. */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.canvas-block, .canvas-block-content, figure.chart svg')].map((e) => `${e.clientWidth}×${e.clientHeight}`).join(' '),
  );

/**
 * Waits for the blocks to settle (measuring, the charts' resize debounce of 500 ms) and reads what is
 * cut off: settled when the layout has not changed for 1.5 s (on a busy machine that can take longer
 * than 1.5 s from the start, up to 20 s).
 */
const settledCutOff = async (page: Page) => {
  let last = '';
  let since = Date.now();
  for (const end = Date.now() + 20_000; Date.now() < end; await page.waitForTimeout(250)) {
    const now = await layout(page);
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= 1_500) break;
  }
  return cutOff(page);
};

describe('canvas dashboards fit their content', () => {
  let key = '';
  beforeAll(async () => {
    key = await publishConfig(session.app.url, await canvasState(session.app.url));
  });

  it('cuts nothing off at 1280, 768, 640 and 390 px, also with "About the data" open', async () => {
    const page = await session.browser.newPage();
    const measured: Record<string, number> = {};
    for (const width of [1280, 768, 640, 390]) {
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
    // Four widths, each visited, settled twice, shot twice and checked by axe: a minute on two busy cores.
  }, 180_000);

  it('shows an embedded dashboard without shared filters or chart controls when removeFilters is set', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const controls = async () => ({
      shared: await page.getByTestId('shared-filters').isVisible(),
      dataFilters: await page.locator('[data-testid="data-filters"]:visible').count(),
      calculation: await page.locator('[data-testid="calculation-toggle"]:visible').count(),
    });
    await visit(page, `/en/embed/${key}`, 1280);
    expect(await controls()).toEqual({ shared: true, dataFilters: 1, calculation: 2 });
    await visit(page, `/en/embed/${key}?removeFilters=true`, 1280);
    expect(await controls()).toEqual({ shared: false, dataFilters: 0, calculation: 0 });
    // The shared time range still applies: the column chart shows its 13 years.
    await expect.poll(() => page.locator('[data-testid="block-fitcolumn001"] rect.bar').count()).toBe(13 * 3);
    expect(await settledCutOff(page)).toBe(0);
    await expectAccessiblePage(page);
    await page.screenshot({ path: `${SCREENSHOTS}/canvas-embed-remove-filters.png`, fullPage: true });
    await page.close();
  });

  it('places every block of a canvas saved without its layout (through the API) in a cell of its own', async () => {
    const { layouts: _, ...layout } = (await canvasState(session.app.url)).layout as Extract<SavedConfigData['layout'], { type: 'dashboard' }>;
    const bare = await publishConfig(session.app.url, { ...(await canvasState(session.app.url)), layout });
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visit(page, `/en/v/${bare}`, 1280);
    const boxes = await page
      .locator('.canvas-block')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x, y, width, height })));
    expect(boxes).toHaveLength(4);
    const overlap = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
      a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
    expect(boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlap(a, b)))).toEqual([]);
    // Charts two columns wide, as a new chart block is (domain/layout/grid defaultSize), not the grid's one-column default.
    expect(Math.round(boxes[0].width)).toBeGreaterThan(Math.round(boxes[3].width));
    expect(await settledCutOff(page)).toBe(0);
    await page.close();
  });

  it('previews each width of the layout step with its columns, every block measured again as its text changes', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await createOnCube(page, session.app.url, GALLERY_CUBES.iowa);
    await page.getByTestId('chart-add').click();
    await page.getByTestId('layout').click();
    await page.getByTestId('layout-type-dashboard').check();
    await page.getByTestId('dashboard-layout-canvas').check();
    await page.getByTestId('add-text-block').click();
    await page.getByTestId('text-block-en').fill(CANVAS_TEXT);
    await page.getByTestId('text-block-done').click();
    // The columns a width shows, read from the text block: one column wide.
    const columns = () =>
      page.evaluate(() => {
        const canvas = document.querySelector('[data-testid="canvas"]')!.getBoundingClientRect().width;
        const text = document.querySelector('.canvas-block-text')!.getBoundingClientRect().width;
        return Math.round((canvas + 16) / (text + 16));
      });
    for (const [width, count] of [
      ['xl', 4],
      ['lg', 3],
      ['md', 2],
      ['sm', 1],
    ] as const) {
      await page.getByTestId(`preview-width-${width}`).check();
      await expect.poll(() => page.getByTestId('canvas').getAttribute('data-breakpoint')).toBe(width);
      // The grid's items move into place with a transition.
      await expect.poll(columns).toBe(count);
      await expect.poll(() => cutOff(page), { timeout: 5_000 }).toBe(0);
      // Measured blocks are kept in the layout half a second after they change.
      await page.waitForTimeout(800);
    }
    await page.getByTestId('preview-width-xl').check();
    await expect.poll(columns).toBe(4);
    await page.screenshot({ path: `${SCREENSHOTS}/layout-step-canvas-xl.png`, fullPage: true });
    await expectAccessiblePage(page);
    // A shorter text: the block is measured again and shrinks to it.
    const textHeight = () => page.locator('.canvas-block-text').evaluate((el) => el.getBoundingClientRect().height);
    const long = await textHeight();
    await page.getByTestId('text-block-edit-' + (await page.locator('.canvas-block-text').getAttribute('data-testid'))!.replace('block-', '')).click();
    await page.getByTestId('text-block-en').fill('## Iowa');
    await page.getByTestId('text-block-done').click();
    await expect.poll(textHeight).toBeLessThan(long - 100);
    await expect.poll(() => cutOff(page), { timeout: 5_000 }).toBe(0);
    // What was measured is kept (half a second after it changed): every breakpoint's text block has the rows its text took there.
    await page.waitForTimeout(800);
    const shortRows = Math.round(((await textHeight()) + 16) / 116);
    await page.getByTestId('publish').click();
    await page.waitForURL(/\/v\/[A-Za-z0-9]{12}(\?.*)?$/, { timeout: 30_000 });
    const saved = (await (await fetch(`${session.app.url}/api/config/${new URL(page.url()).pathname.split('/').pop()}`)).json()).data.data;
    const text = saved.layout.blocks.find((b: { type: string }) => b.type === 'text');
    expect(text.initialized).toBe(true);
    const rows = Object.fromEntries(
      Object.entries(saved.layout.layouts as Record<string, { i: string; h: number }[]>).map(([bp, items]) => [bp, items.find((i) => i.i === text.key)!.h]),
    );
    expect(rows.xl).toBe(shortRows);
    expect(rows.sm).toBeGreaterThan(1);
    await page.close();
  });
});
