/**
 * Maps always have context (issue 29, item 3), in headless Chromium with software WebGL and no
 * base map style (MAP_STYLE_URL unset, the offline default): the sparse air-monitoring stations
 * are drawn over Switzerland's cantons, lakes and borders and the world's land, with the
 * geodata's credit under the map; the view fits the stations with room for the largest circle,
 * the same on every load; a world map (the bundled gapminder cube) gets the world's outlines only.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { MAX_SYMBOL_RADIUS, SYMBOL_FOCUS_RING } from '../../src/domain/charts/map/scene';
import { VIEW_MARGIN } from '../../src/domain/charts/map/view';
import { createChartKey, type ChartConfigOf } from '../../src/domain/config';
import { RESIZE_DEBOUNCE_MS } from '../../src/web/charts/useWidth';
import { BASE_COLORS } from '../../src/domain/charts/map/base-layers';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';
import { mapColorCounts, mapPixel } from '../support/map-canvas';
import { worldMapConfig } from '../support/map-gallery';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';
import { waitForHydration } from '../support/view';

const session = withBrowserApp({ DATA_DIR: importTestCubes().dir }, { webgl: true });
const SHOTS = '/tmp/mapcontext-shots';

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const over = (top: Rgb, alpha: number, under: Rgb): Rgb => top.map((c, i) => Math.round(alpha * c + (1 - alpha) * under[i])) as Rgb;
const [land, water, border, canton] = [BASE_COLORS.land, BASE_COLORS.water, BASE_COLORS.border, BASE_COLORS.canton].map(rgb);

/** The stations that measure NO₂ (tests/fixtures/air-monitoring), [longitude, latitude]: Basel to Lugano. */
const NO2_STATIONS: Record<string, [number, number]> = {
  basel: [7.583, 47.541],
  bern: [7.441, 46.951],
  lugano: [8.957, 46.011],
  zuerich: [8.53, 47.378],
};

/** Circles at the stations sized by their NO₂ annual mean, played over the years (the first: 1986, Basel alone). */
const stationMap = async () => {
  const components = await componentsFrom(session.app.url)(AIR_MONITORING.cube);
  const initial = getInitialChartConfig({
    cubes: [{ iri: AIR_MONITORING.cube }],
    ...components,
    chartType: 'map',
    key: createChartKey(),
  }) as ChartConfigOf<'map'>;
  const [year, canton, pollutant] = (['year', 'canton', 'pollutant'] as const).map(AIR_MONITORING.component);
  const filters = Object.fromEntries(Object.entries(initial.cubes[0].filters).filter(([id]) => id !== year && id !== canton));
  filters[pollutant] = { type: 'single', value: AIR_MONITORING.pollutant('no2') };
  return {
    ...initial,
    cubes: [{ ...initial.cubes[0], filters }],
    fields: { ...initial.fields, animation: { componentId: year, showPlayButton: true, type: 'stepped', duration: 10, dynamicScales: false } },
  } as ChartConfigOf<'map'>;
};

/** Where a place lies in the map box, from the view's bounds (Web Mercator), in px. */
const pointIn = ([[west, south], [east, north]]: number[][], box: { width: number; height: number }, [lon, lat]: [number, number]) => {
  const y = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
  return [((lon - west) / (east - west)) * box.width, ((y(north) - y(lat)) / (y(north) - y(south))) * box.height];
};

const open = async (key: string, width = 1100) => {
  const page = await session.browser.newPage({ viewport: { width, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${session.app.url}/en/v/${key}`);
  await waitForHydration(page);
  const canvas = page.locator('[data-testid="map-canvas"][data-state="ready"]');
  await canvas.waitFor({ timeout: 60_000 });
  return { page, errors, requests, bounds: JSON.parse((await canvas.getAttribute('data-bounds'))!) as number[][] };
};

const screenshots = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 640, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    // The chart follows its width after RESIZE_DEBOUNCE_MS; the map then fits the data anew.
    await page.waitForTimeout(RESIZE_DEBOUNCE_MS + 500);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
};

describe('maps without a base map style', () => {
  it('draws stations over Switzerland’s cantons, lakes and borders, credited; no circle cut at an edge; the same view on every load', async () => {
    const key = await publish(session.app.url, await stationMap());
    const first = await open(key);
    const { page } = first;
    // Basel's circle in the legend's blue at 80 % over the land, and the base layer under them.
    const circle = over(rgb('#1f77b4'), 0.8, land);
    const [landPixels, waterPixels, borderPixels, cantonPixels, circlePixels] = await mapColorCounts(page, [land, water, border, canton, circle], {
      tolerance: 6,
    });
    expect(landPixels).toBeGreaterThan(10_000);
    // Lakes (Geneva, Constance, Neuchâtel…): the map shows no sea here.
    expect(waterPixels).toBeGreaterThan(500);
    expect(borderPixels).toBeGreaterThan(200);
    expect(cantonPixels).toBeGreaterThan(200);
    expect(circlePixels).toBeGreaterThan(200);
    await expect
      .poll(() => page.getByTestId('map-credit').textContent())
      .toBe('Country outlines: Natural Earth (world-atlas) · Cantons and lakes: Federal Statistical Office (FSO), GEOSTAT (swiss-maps)');

    // Every circle whole inside the box: the largest one's radius from each edge, and no circle colour on the outermost pixels;
    // the view no larger than that room needs on its tighter side.
    const box = (await page.getByTestId('map-canvas').boundingBox())!;
    const room = Object.values(NO2_STATIONS)
      .map((station) => pointIn(first.bounds, box, station))
      .flatMap(([x, y]) => [x, y, box.width - x, box.height - y]);
    expect(Math.min(...room)).toBeGreaterThan(MAX_SYMBOL_RADIUS);
    expect(Math.min(...room)).toBeLessThan(MAX_SYMBOL_RADIUS + SYMBOL_FOCUS_RING + VIEW_MARGIN + 2);
    // Basel's circle lies over the base layer: its centre shows the circle's blue.
    const [x, y] = pointIn(first.bounds, box, NO2_STATIONS.basel);
    const [r, , b] = await mapPixel(page, x, y);
    expect(b - r).toBeGreaterThan(80);
    const onCircle = over(rgb('#1f77b4'), 0.8, circle);
    expect(await mapColorCounts(page, [circle, onCircle, over(rgb('#1f77b4'), 0.8, water)], { tolerance: 12, edge: true })).toEqual([0, 0, 0]);

    // A second visitor sees the same view.
    const second = await open(key);
    expect(second.bounds).toEqual(first.bounds);
    await expectAccessiblePage(page);
    await screenshots(page, 'stations');
    expect([...first.errors, ...second.errors]).toEqual([]);
    await Promise.all([page.close(), second.page.close()]);
  }, 180_000);

  it('draws a world map over the world’s land and borders, without Switzerland’s cantons', async () => {
    const key = await publish(session.app.url, await worldMapConfig(componentsFrom(session.app.url), createChartKey()));
    const { page, errors, requests } = await open(key);
    const [waterPixels, landPixels, borderPixels] = await mapColorCounts(page, [water, land, border], { tolerance: 6 });
    // The oceans, the land and its coasts and borders; the Swiss layer is not loaded.
    expect(waterPixels).toBeGreaterThan(50_000);
    expect(landPixels).toBeGreaterThan(1_000);
    expect(borderPixels).toBeGreaterThan(100);
    expect(requests.some((path) => /\/assets\/world-[\w-]+\.js$/.test(path))).toBe(true);
    expect(await page.getByTestId('map-credit').textContent()).toBe('Country outlines: Natural Earth (world-atlas)');
    expect(requests.filter((path) => /\/assets\/switzerland-/.test(path))).toEqual([]);
    await screenshots(page, 'world');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
