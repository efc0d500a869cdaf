/**
 * Maps in headless Chromium with software WebGL (issue 16): a published forestry map draws its
 * cantons in the legend's class colours, is one tab stop whose arrow keys read the cantons, passes
 * axe and the CSP; circles are drawn; MapLibre loads only where a map is shown; and the
 * configurator's map panels change the drawn map.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createChartKey } from '../../src/domain/config';
import { launchTestBrowser, watchCspViolations } from '../support/browser';
import { withBrowserApp } from '../support/browser-app';
import { mapPixel } from '../support/map-canvas';
import { componentsFrom, galleryConfig, publish } from '../support/chart-gallery';
import { expectAccessiblePage, openField } from '../support/configurator';
import { mapGalleryConfig, FORESTRY, type MapGalleryName } from '../support/map-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { swatchColors, waitForHydration } from '../support/view';

const session = withBrowserApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES } : {}, { webgl: true });

type Rgb = [number, number, number];
const rgbOf = (css: string): Rgb => {
  const hex = /^#([0-9a-f]{6})$/i.exec(css);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb;
  return (css.match(/\d+/g) ?? []).slice(0, 3).map(Number) as Rgb;
};
const near = (a: Rgb, b: Rgb) => a.every((c, i) => Math.abs(c - b[i]) <= 3);

/** Where the tooltip of the keyboard's place points: the place's centroid, in map box pixels. */
const tooltipPoint = async (page: Page) => {
  const style = await page
    .getByTestId('chart-tooltip')
    .evaluate((el) => [parseFloat((el as HTMLElement).style.left), parseFloat((el as HTMLElement).style.top)]);
  return style as [number, number];
};

const openMap = async (name: MapGalleryName) => {
  const key = await publish(session.app.url, await mapGalleryConfig(name, componentsFrom(session.app.url), createChartKey()));
  const page = await session.browser.newPage({ viewport: { width: 1100, height: 1000 } });
  const violations = await watchCspViolations(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${session.app.url}/en/v/${key}`);
  await waitForHydration(page);
  await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
  return { page, violations, requests };
};

describe.runIf(hasSharedCubes)('maps', () => {
  it('draws the cantons in the class colours of the legend; one tab stop, arrow keys read the cantons; axe and CSP clean', async () => {
    const { page, violations, requests } = await openMap('map-jenks');
    const legend = await swatchColors(page.locator('[data-testid="legend-class"] .legend-swatch'));
    expect(legend).toHaveLength(5);
    const classes = legend.map(rgbOf);
    expect(requests.some((url) => /\/assets\/maplibre-gl[^/]*\.js$/.test(url))).toBe(true);

    // Tab reaches the map, and the next Tab leaves it: the canvas is no second stop.
    await page.locator('h1.chart-title').click();
    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'map-canvas')); i++)
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('map-canvas');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="map-canvas"]'))).toBe(false);
    await page.keyboard.press('Shift+Tab');

    // Home reads the first canton by name; the announcement says what the tooltip says.
    await page.keyboard.press('Home');
    expect(await page.getByTestId('chart-announcement').textContent()).toMatch(/^Aargau, [\d,]+ ha$/);
    expect(await page.getByTestId('chart-tooltip').innerText()).toBe(
      'Aargau\n' + (await page.getByTestId('chart-announcement').textContent())!.split(', ').slice(1).join(', '),
    );
    const centres = new Map<string, [number, number]>();
    // A walk from Aargau south to the Alps, east, and back west over the Plateau.
    const keys = [
      'ArrowDown',
      'ArrowDown',
      'ArrowDown',
      'ArrowRight',
      'ArrowRight',
      'ArrowRight',
      'ArrowUp',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowDown',
      'ArrowLeft',
      'ArrowLeft',
      'End',
    ];
    for (const key of ['Home', ...keys]) {
      await page.keyboard.press(key);
      centres.set((await page.getByTestId('chart-announcement').textContent())!.split(',')[0], await tooltipPoint(page));
    }
    await page.screenshot({ path: 'docs/screenshots/charts/map-focused-canton.png', clip: (await page.getByTestId('map-chart').boundingBox())! });
    // Escape takes the focus ring away (the tooltip too); then the centres are read.
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('chart-tooltip').count()).toBe(0);
    await page.waitForTimeout(300);
    const seen = new Map<string, Rgb>();
    for (const [name, [x, y]] of centres) seen.set(name, await mapPixel(page, x, y));
    console.log([...seen].map(([n, c]) => `${n}: ${classes.findIndex((k) => near(k, c))}`).join('; '));
    expect(seen.size).toBeGreaterThanOrEqual(5);
    // Each canton's centre shows one of the legend's class colours, and not all the same.
    for (const [name, color] of seen)
      expect(
        classes.some((c) => near(c, color)),
        `${name}: ${color}`,
      ).toBe(true);
    expect(new Set([...seen.values()].map((c) => classes.findIndex((k) => near(k, c)))).size).toBeGreaterThanOrEqual(3);
    // Graubünden has the most forest: the darkest class.
    expect(near(seen.get('Graubünden')!, classes[4])).toBe(true);

    // The pointer over a canton's centre shows its tooltip.
    const box = (await page.getByTestId('map-canvas').boundingBox())!;
    const [gx, gy] = centres.get('Graubünden')!;
    await page.mouse.move(box.x + gx, box.y + gy);
    await expect.poll(() => page.getByTestId('chart-tooltip').count()).toBe(1);
    expect(await page.getByTestId('chart-tooltip').innerText()).toMatch(/^Graubünden\n187,543 ha$/);
    await page.mouse.move(box.x + 3, box.y + 3);
    await expect.poll(() => page.getByTestId('chart-tooltip').count()).toBe(0);

    const description = await page.getByTestId('chart-description').textContent();
    expect(description).toMatch(
      /^26 areas\. Colour: Gesamte Waldflächen in ha \(ha\), from [\d,]+ – [\d,]+ to [\d,]+\. Lowest value: 385 ha \(Basel Stadt\); highest: 187,543 ha \(Graubünden\)\. Arrow keys/,
    );
    await expectAccessiblePage(page);
    expect(violations).toEqual([]);
    await page.close();
  }, 120_000);

  it('draws circles at the canton centroids, over the areas', async () => {
    const { page } = await openMap('map-symbols');
    await page.getByTestId('map-canvas').focus();
    // Bern has the most forest enterprises: its circle is the largest, its centre blue.
    const toBern = async () => {
      await page.keyboard.press('Home');
      for (let i = 0; i < 26 && !(await page.getByTestId('chart-announcement').textContent())?.startsWith('Bern'); i++) await page.keyboard.press('PageDown');
    };
    await toBern();
    const [x, y] = await tooltipPoint(page);
    const bern2004 = (await page.getByTestId('chart-announcement').textContent())!;
    expect(bern2004).toMatch(/^Bern, \d+ Number$/);
    const [r, g, b] = await mapPixel(page, x, y);
    expect(b - r, `${[r, g, b]}`).toBeGreaterThan(40);
    // Beside the circle (30 px off the centre) the grey canton shows.
    const [r2, , b2] = await mapPixel(page, x + 30, y);
    expect(Math.abs(b2 - r2)).toBeLessThan(30);
    // The animation's last year: other circles, and Bern reads its 2014 value.
    const slider = page.locator('[data-testid="animation-player"] input[type="range"]');
    await slider.focus();
    await page.keyboard.press('End');
    expect(await page.getByTestId('animation-value').textContent()).toBe('2014');
    await page.getByTestId('map-canvas').focus();
    await toBern();
    const bern2014 = (await page.getByTestId('chart-announcement').textContent())!;
    expect(bern2014).toMatch(/^Bern, \d+ Number$/);
    expect(bern2014).not.toBe(bern2004);
    await expectAccessiblePage(page);
    await page.close();
  }, 120_000);

  it('a locked view opens on its stored bounds instead of fitting the shapes', async () => {
    const bbox: [[number, number], [number, number]] = [
      [8.35, 47.2],
      [8.85, 47.55],
    ];
    const config = await mapGalleryConfig('map-jenks', componentsFrom(session.app.url), createChartKey());
    const key = await publish(session.app.url, { ...config, baseLayer: { show: true, locked: true, bbox, customLayers: [] } } as typeof config);
    const page = await session.browser.newPage({ viewport: { width: 1100, height: 1000 } });
    await page.goto(`${session.app.url}/en/v/${key}`);
    await waitForHydration(page);
    const canvas = page.locator('[data-testid="map-canvas"][data-state="ready"]');
    await canvas.waitFor({ timeout: 60_000 });
    const [[west, south], [east, north]] = JSON.parse((await canvas.getAttribute('data-bounds'))!);
    // The whole stored box is in view, and not much more: Switzerland spans 4.5° of longitude.
    expect(west).toBeLessThanOrEqual(bbox[0][0]);
    expect(south).toBeLessThanOrEqual(bbox[0][1]);
    expect(east).toBeGreaterThanOrEqual(bbox[1][0]);
    expect(north).toBeGreaterThanOrEqual(bbox[1][1]);
    expect(east - west).toBeLessThan(1.5);
    await page.close();
  }, 60_000);

  it('says so, and keeps the data table, where the browser has no WebGL', async () => {
    const key = await publish(session.app.url, await mapGalleryConfig('map-jenks', componentsFrom(session.app.url), createChartKey()));
    const browser = await launchTestBrowser({ args: ['--disable-3d-apis'] });
    try {
      const page = await browser.newPage();
      await page.goto(`${session.app.url}/en/v/${key}`);
      await waitForHydration(page);
      await page.getByTestId('map-failed').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('map-canvas').isVisible()).toBe(false);
      await page.locator('details.chart-data summary').click();
      // The table is drawn when its details open.
      await expect.poll(() => page.getByTestId('chart-data-table').locator('tbody tr').count()).toBe(27);
      await expectAccessiblePage(page);
    } finally {
      await browser.close();
    }
  }, 90_000);

  it('loads no MapLibre where no map is shown', async () => {
    const key = await publish(session.app.url, await galleryConfig('column', componentsFrom(session.app.url), createChartKey()));
    const page = await session.browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${session.app.url}/en/v/${key}`);
    await waitForHydration(page);
    await page.waitForSelector('[data-testid="column-chart"] svg', { state: 'attached', timeout: 30_000 });
    expect(requests.filter((url) => /maplibre/.test(url))).toEqual([]);
    await page.close();
  }, 60_000);

  it('configurator: a map of the forestry cube, its area layer put into 4 quantile classes; the panels pass axe', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${session.app.url}/en/create/new?${new URLSearchParams({ cube: FORESTRY })}`);
    await page.getByTestId('chart-type-map').click();
    await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
    await expect.poll(() => page.getByTestId('legend-ramp').count()).toBe(1);
    await openField(page, 'areaLayer');
    await page.getByTestId('map-scale').selectOption('quantile');
    await page.getByTestId('map-classes').selectOption('4');
    await expect.poll(() => page.locator('[data-testid="legend-class"]').count(), { timeout: 15_000 }).toBe(4);
    await page.getByTestId('base-layer-locked').check();
    await expectAccessiblePage(page);
    await page.screenshot({ path: 'docs/screenshots/charts/map-configurator.png' });
    await page.close();
  }, 120_000);
});
