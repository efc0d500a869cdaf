/**
 * The base map of MAP_STYLE_URL in headless Chromium: a MapLibre style served on loopback (a
 * background of its own colour) shows under the shapes when the base layer is shown, the plain
 * offline background when it is not; the CSP lets the style's origin answer, nothing breaks it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createChartKey } from '../../src/domain/config';
import { watchCspViolations } from '../support/browser';
import { withBrowserApp } from '../support/browser-app';
import { mapPixel } from '../support/map-canvas';
import { componentsFrom, publish } from '../support/chart-gallery';
import { mapGalleryConfig } from '../support/map-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { waitForHydration } from '../support/view';

const BASE_COLOR = [32, 64, 96];
const style = { version: 8, sources: {}, layers: [{ id: 'base', type: 'background', paint: { 'background-color': `rgb(${BASE_COLOR.join(',')})` } }] };
let styleRequests = 0;
const styleServer = createServer((request, response) => {
  styleRequests++;
  // The page's origin differs from the style's: the style server must allow it, as tile servers do.
  response.writeHead(request.url === '/style.json' ? 200 : 404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(request.url === '/style.json' ? JSON.stringify(style) : '{}');
});
await new Promise<void>((resolve) => styleServer.listen(0, '127.0.0.1', resolve));
const STYLE_URL = `http://127.0.0.1:${(styleServer.address() as AddressInfo).port}/style.json`;
afterAll(() => new Promise((resolve) => styleServer.close(resolve)));

const session = withBrowserApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES, MAP_STYLE_URL: STYLE_URL } : {}, { webgl: true });

/** The colour of the map's top-left corner, outside Switzerland: the base map's or the plain background's. */
const cornerColor = (page: Page) => mapPixel(page, 3, 3);

const openMap = async (show: boolean) => {
  const config = await mapGalleryConfig('map-jenks', componentsFrom(session.app.url), createChartKey());
  const key = await publish(session.app.url, { ...config, baseLayer: { show, locked: false, customLayers: [] } } as typeof config);
  const page = await session.browser.newPage({ viewport: { width: 1000, height: 900 } });
  const violations = await watchCspViolations(page);
  await page.goto(`${session.app.url}/en/v/${key}`);
  await waitForHydration(page);
  await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
  return { page, violations };
};

describe.runIf(hasSharedCubes)('base map (MAP_STYLE_URL)', () => {
  it('shows the configured style under the shapes, within the CSP', async () => {
    const { page, violations } = await openMap(true);
    expect(await cornerColor(page)).toEqual(BASE_COLOR);
    expect(styleRequests).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await page.close();
  }, 90_000);

  it('draws the plain offline background when the base layer is hidden, asking the style server nothing', async () => {
    const before = styleRequests;
    const { page } = await openMap(false);
    expect(await cornerColor(page)).toEqual([0xf4, 0xf5, 0xf7]);
    expect(styleRequests).toBe(before);
    await page.close();
  }, 90_000);
});
