/**
 * Custom WMS layers on a published map (issue 16): the map view asks the provider's tiles
 * through the server's tile route and draws them under the cantons, from a WMS provider that the
 * test starts on loopback (the real federal capabilities document, tiles of one colour).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChartKey, type ChartConfigOf } from '../../src/domain/config';
import { parseRgb } from '../../src/domain/charts/rgb';
import { PLAIN_BACKGROUND } from '../../src/domain/charts/map/base-layers';
import { startTestApp } from '../support/app';
import { expectAccessiblePage } from '../support/configurator';
import { launchTestBrowser, watchCspViolations } from '../support/browser';
import { componentsFrom, publish } from '../support/chart-gallery';
import { mapPixel } from '../support/map-canvas';
import { mapGalleryConfig } from '../support/map-gallery';
import { startMapProvider, tileColour, type MapProviderServer } from '../support/map-provider';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { waitForHydration } from '../support/view';

const LAYER = 'ch.vbs.armee-kriegsdenkmaeler';

describe.runIf(hasSharedCubes)('custom layers on a published map', () => {
  let provider: MapProviderServer;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let browser: Browser;
  beforeAll(async () => {
    provider = await startMapProvider();
    app = await startTestApp({ DATA_DIR: SHARED_CUBES, MAP_PROVIDERS: provider.base, RATE_LIMIT_MAX: '0' });
    browser = await launchTestBrowser({ webgl: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await provider?.close();
  });

  it('draws a WMS layer behind the cantons, its tiles through the tile route', async () => {
    const config = (await mapGalleryConfig('map-jenks', componentsFrom(app.url), createChartKey())) as ChartConfigOf<'map'>;
    const customLayers = [{ type: 'wms' as const, id: LAYER, endpoint: `${provider.base}/wms`, isBehindAreaLayer: true, syncTemporalFilters: false }];
    const key = await publish(app.url, { ...config, baseLayer: { ...config.baseLayer, customLayers } });
    const page = await browser.newPage({ viewport: { width: 1100, height: 1000 } });
    const csp = await watchCspViolations(page);
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/map/tile') tiles.push(request.url());
    });
    await page.goto(`${app.url}/en/v/${key}`);
    await waitForHydration(page);
    await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
    await expect
      .poll(() => provider.requests.filter((r) => r.includes('REQUEST=GetMap') && r.includes(`LAYERS=${LAYER}`)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The provider was asked by the server: the browser's own requests (MapLibre's worker makes
    // them, which the page does not always report) are same-origin, and the CSP, checked below,
    // would report any to the provider.
    expect(tiles.every((url) => new URL(url).origin === app.url)).toBe(true);

    // Outside Switzerland (the map box's top-left corner) the tile colour now covers the plain background.
    const [r, g, b, a] = tileColour(LAYER);
    const background = parseRgb(PLAIN_BACKGROUND)!;
    const expected = [r, g, b].map((c, i) => Math.round((c * a + background[i] * (255 - a)) / 255));
    const corner = () => mapPixel(page, 4, 4);
    await expect.poll(async () => (await corner()).every((c, i) => Math.abs(c - expected[i]) <= 4), { timeout: 30_000 }).toBe(true);
    await page.getByTestId('chart-frame').screenshot({ path: 'docs/screenshots/charts/map-custom-layer.png' });
    await expectAccessiblePage(page);
    expect(csp).toEqual([]);
    await page.close();
  }, 120_000);
});
