/**
 * Layouts and dashboards in headless Chromium (issue 20): a tab layout, a tall dashboard and a
 * canvas dashboard with a text block and a shared time range are built in the layout step,
 * previewed and published; a visitor sees them at 1280 and 390 px. Every state passes axe.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowserApp } from '../support/browser-app';
import { GALLERY_CUBES } from '../support/chart-gallery';
import { createOnCube, expectAccessiblePage } from '../support/configurator';
import { waitForHydration } from '../support/view';

const session = withBrowserApp();
const SCREENSHOTS = 'docs/screenshots/dashboards';
mkdirSync(SCREENSHOTS, { recursive: true });

/** The configurator on the Iowa cube with `count` charts, at the layout step. */
const layoutStep = async (page: Page, count: number) => {
  await createOnCube(page, session.app.url, GALLERY_CUBES.iowa);
  for (let i = 1; i < count; i++) await page.getByTestId('chart-add').click();
  await page.getByTestId('layout').click();
  await page.waitForSelector('[data-testid="layout-step"]');
};

const publishLayout = async (page: Page) => {
  await page.getByTestId('publish').click();
  await page.waitForURL(/\/v\/[A-Za-z0-9]{12}(\?.*)?$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
};

const savedState = async (key: string) => (await (await fetch(`${session.app.url}/api/config/${key}`)).json()).data.data;

/**
 * The published view at a width, once every chart has drawn its marks. The page is ready when it has
 * hydrated, not at its load event; a full CI run on two busy cores once took more than 30 s to it.
 */
const visit = async (page: Page, path: string, width: number, charts: number) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${session.app.url}${path}`, { waitUntil: 'commit', timeout: 60_000 });
  await waitForHydration(page);
  await expect.poll(() => page.locator('figure.chart svg').count(), { timeout: 30_000 }).toBe(charts);
};

const bars = (page: Page, block: string) => page.locator(`[data-testid="block-${block}"] rect.bar`).count();

describe('layouts and dashboards', () => {
  it('keeps a tab layout by default and publishes it with chart tabs', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await layoutStep(page, 2);
    expect(await page.getByTestId('layout-type-tab').isChecked()).toBe(true);
    expect(await page.getByTestId('copy-preview-link').isVisible()).toBe(true);
    // The preview shows the visitors' tab bar over the first tab's chart, at every width.
    const tabs = page.getByTestId('view-tabs').getByRole('tab');
    for (const width of [1280, 640, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await tabs.allTextContents()).toEqual(['Column 1', 'Column 2']);
      await page.waitForSelector('[role="tabpanel"] figure.chart svg rect.bar');
      // The chart redraws at the narrower width (after the resize debounce); nothing overflows the page.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 }).toBeLessThanOrEqual(width);
      await expectAccessiblePage(page);
      await page.screenshot({ path: `${SCREENSHOTS}/layout-step-tab-${width}.png`, fullPage: true });
    }
    const key = await publishLayout(page);
    expect((await savedState(key)).layout.type).toBe('tab');
    for (const width of [1280, 390]) {
      await visit(page, `/en/v/${key}`, width, 1);
      expect(await tabs.allTextContents()).toEqual(['Column 1', 'Column 2']);
      await expectAccessiblePage(page);
      await page.screenshot({ path: `${SCREENSHOTS}/tab-${width}.png`, fullPage: true });
    }
    await page.close();
  });

  it('builds a tall dashboard, reorders its blocks by keyboard and publishes it', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await layoutStep(page, 3);
    await page.getByTestId('layout-type-dashboard').check();
    expect(await page.getByTestId('dashboard-layout-tall').isChecked()).toBe(true);
    await page.locator('[data-testid="layout-meta"] summary').click();
    await page.getByTestId('layout-title-en').fill('Iowa electricity');
    await page.getByTestId('layout-description-en').fill('Three views of the same cube.');
    const order = () =>
      page.locator('[data-testid="dashboard-blocks"] > li [data-testid^="block-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    // The blocks' list comes once the layout step has the charts: read before it, the order was empty.
    await expect.poll(order).toHaveLength(3);
    const before = await order();
    // Space lifts the first block, the arrow moves it over the second, Space drops it: the two swap.
    const handle = page.locator('[data-testid="dashboard-blocks"] .drag-handle').first();
    const name = (await handle.getAttribute('aria-label'))!.replace(/^Move /, '');
    await handle.focus();
    // A screen reader hears the block by its chart's title, never its key.
    const announced = () => page.locator('[id^="DndLiveRegion"]').evaluateAll((els) => els.map((e) => e.textContent).join(''));
    for (const [key, said] of [
      ['Space', `Picked up ${name}.`],
      ['ArrowDown', `${name} is at position 2 of 3.`],
      ['Space', `${name} dropped at position 2 of 3.`],
    ]) {
      await page.keyboard.press(key);
      await expect.poll(announced).toBe(said);
      await page.waitForTimeout(300);
    }
    await expect.poll(order).toEqual([before[1], before[0], before[2]]);
    await expectAccessiblePage(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOTS}/layout-step-tall.png`, fullPage: true });

    const key = await publishLayout(page);
    const saved = await savedState(key);
    expect(saved.layout).toMatchObject({ type: 'dashboard', layout: 'tall', meta: { title: { en: 'Iowa electricity' } } });
    for (const width of [1280, 390]) {
      await visit(page, `/en/v/${key}`, width, 3);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Iowa electricity');
      const boxes = await page.locator('.dashboard-block').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
      if (width === 1280) {
        // One wide block, then two narrow ones side by side.
        expect(boxes[1]).toBeCloseTo(boxes[2], 0);
        expect(boxes[0]).toBeGreaterThan(boxes[1] * 1.8);
      } else {
        expect(new Set(boxes.map(Math.round)).size).toBe(1);
      }
      // Each chart has its own more-menu.
      expect(await page.getByTestId('more-button').count()).toBe(3);
      await expectAccessiblePage(page);
      await page.screenshot({ path: `${SCREENSHOTS}/tall-${width}.png`, fullPage: true });
    }
    await page.close();
  });

  it('builds a canvas dashboard with a text block and a shared time range, previews and publishes it', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await layoutStep(page, 2);
    await page.getByTestId('layout-type-dashboard').check();
    await page.getByTestId('dashboard-layout-canvas').check();
    await page.waitForSelector('[data-testid="canvas"] .react-grid-item');
    await page.getByTestId('add-text-block').click();
    await page.waitForSelector('[data-testid="text-block-editor"]');
    // Untrusted markdown: the script and the image's handler must do nothing.
    await page
      .getByTestId('text-block-en')
      .fill('## About this dashboard\n\nData: **EIA**. <script>window.__owned = 1</script><img src="x" onerror="window.__owned = 2">');
    await page.getByTestId('text-block-de').fill('## Über diese Übersicht');
    await page.getByTestId('text-block-done').click();
    const textBlock = page.locator('.canvas-block-text .markdown');
    expect(await textBlock.locator('h2').textContent()).toBe('About this dashboard');
    expect(await textBlock.locator('script, img, [onerror]').count()).toBe(0);

    // The keyboard arranges the canvas: arrows on a block's handle move it past its neighbour and back.
    const firstChart = page.locator('.canvas-block-chart').first();
    const handle = firstChart.locator('.canvas-drag-handle');
    const top = async () => (await firstChart.boundingBox())!.y;
    const before = await top();
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(top).toBeGreaterThan(before);
    expect(await handle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect.poll(top).toBe(before);
    await page.getByTestId('dashboard-time-range-Year').check();
    const from = page.getByTestId('shared-time-range-from').first();
    const years = await from.locator('option').allTextContents();
    expect(years.length).toBeGreaterThan(5);
    await from.selectOption({ label: years[years.length - 5] });
    // The canvas items are measured and initialised half a second after they are drawn.
    await page.waitForTimeout(800);
    await expectAccessiblePage(page);
    await page.screenshot({ path: `${SCREENSHOTS}/layout-step-canvas.png`, fullPage: true });
    // The preview width toggle shows the small breakpoint's grid: one column.
    await page.getByTestId('preview-width-sm').check();
    await expect.poll(() => page.getByTestId('canvas').getAttribute('data-breakpoint')).toBe('sm');
    // Charts follow their new width after the resize debounce (500 ms).
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SCREENSHOTS}/layout-step-canvas-sm.png`, fullPage: true });
    await page.getByTestId('preview-width-xl').check();

    // The preview link renders the state without saving it.
    await page.getByTestId('copy-preview-link').click();
    const link = await page.getByTestId('preview-link').getAttribute('href');
    expect(link).toMatch(/\/en\/preview#/);
    const preview = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await preview.goto(link!);
    await expect.poll(() => preview.locator('figure.chart svg').count(), { timeout: 30_000 }).toBe(2);
    expect(await preview.getByTestId('preview-note').isVisible()).toBe(true);
    expect(await preview.locator('.canvas-block-text h2').textContent()).toBe('About this dashboard');
    await expectAccessiblePage(preview);
    // A damaged link says so, and nothing else happens.
    await preview.goto(`${session.app.url}/en/preview#chartConfigs.@0=~nope`);
    expect(await preview.getByRole('alert').textContent()).toBe('This preview link is incomplete or damaged.');
    await preview.close();

    const key = await publishLayout(page);
    const saved = await savedState(key);
    expect(saved.layout).toMatchObject({ type: 'dashboard', layout: 'canvas' });
    expect(Object.keys(saved.layout.layouts)).toEqual(['xl', 'lg', 'md', 'sm']);
    expect(saved.dashboardFilters.timeRange).toMatchObject({ active: true, timeUnit: 'Year', presets: { from: years[years.length - 5] } });
    const [chart] = saved.chartConfigs;

    for (const width of [1280, 390]) {
      await visit(page, `/en/v/${key}`, width, 2);
      // Five years shown in each chart: the shared time range applies to both.
      await expect.poll(() => bars(page, chart.key), { timeout: 15_000 }).toBe(5);
      expect(await page.locator('.canvas-block-text h2').textContent()).toBe('About this dashboard');
      // The server draws the grid at its own width; the browser's breakpoint follows once it measured the page.
      await expect.poll(() => page.getByTestId('canvas').getAttribute('data-breakpoint')).toBe(width === 1280 ? 'xl' : 'sm');
      // Each chart fits its block (charts follow their block's width once the grid has it).
      const fits = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.canvas-block')].every((block) => {
            const svg = block.querySelector('figure.chart svg');
            return !svg || svg.getBoundingClientRect().right <= block.getBoundingClientRect().right + 1;
          }),
        );
      await expect.poll(fits, { timeout: 5_000 }).toBe(true);
      await expectAccessiblePage(page);
      await page.screenshot({ path: `${SCREENSHOTS}/canvas-${width}.png`, fullPage: true });
    }

    // One shared control drives every chart; the choice lives in the address.
    await page.getByTestId('shared-time-range-from').selectOption({ label: years[years.length - 3] });
    await expect.poll(() => bars(page, chart.key), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => bars(page, saved.chartConfigs[1].key), { timeout: 15_000 }).toBe(3);
    expect(new URL(page.url()).searchParams.get('shared-from')).toBe(years[years.length - 3]);
    await page.reload();
    await expect.poll(() => bars(page, chart.key), { timeout: 30_000 }).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
    // About 30 s on two busy cores: it builds, previews, publishes and visits twice.
  }, 120_000);

  it('publishes single URLs: each publishable chart on its own, the others in new windows', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await layoutStep(page, 3);
    await page.getByTestId('layout-type-singleURLs').check();
    const boxes = page.locator('[data-testid^="publishable-"]');
    const keys = await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('publishable-', '')));
    await boxes.nth(1).uncheck();
    await boxes.nth(2).uncheck();
    // The last publishable chart cannot be unchecked.
    expect(await boxes.nth(0).isDisabled()).toBe(true);
    await boxes.nth(2).check();
    await expectAccessiblePage(page);
    const popup = page.context().waitForEvent('page');
    const key = await publishLayout(page);
    // Reverse order: the third chart first, in a new window; this window goes on to the first.
    const opened = await popup;
    await opened.waitForURL(/\/v\/[A-Za-z0-9]{12}$/);
    const other = new URL(opened.url()).pathname.split('/').pop()!;
    expect((await savedState(key)).chartConfigs.map((c: { key: string }) => c.key)).toEqual([keys[0]]);
    expect((await savedState(other)).chartConfigs.map((c: { key: string }) => c.key)).toEqual([keys[2]]);
    await opened.close();
    await page.close();
  });
});
