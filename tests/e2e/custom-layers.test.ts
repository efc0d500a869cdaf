/**
 * The custom-layers panel in headless Chromium, on the real server and a WMS/WMTS provider on
 * loopback (the real capabilities documents, PNG tiles): an unreadable provider, layers found
 * and added from a WMS and a WMTS provider, the place and temporal-sync toggles, reordering by
 * keyboard, and the raster layers maplibre draws in that order, tiles through the proxy.
 * The page is a harness (custom-layers-harness/) until the panel joins the map configurator.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DataSources } from '../../src/server/data/sources';
import { describeViolations, axeViolations } from '../support/axe';
import { launchBrowser, watchCspViolations } from '../support/browser';
import { HOSTILE_LAYER_TITLE, HOSTILE_PROVIDER_NAME, startMapProvider, type MapProviderServer } from '../support/map-provider';
import { needsShared, SHARED_WMS } from '../support/shared';

const HARNESS = new URL('./custom-layers-harness/', import.meta.url).pathname;
const SCREENSHOT = 'docs/screenshots/configurator/custom-layers.png';

let provider: MapProviderServer;
let app: FastifyInstance;
let browser: Browser;
let page: Page;
let base = '';
let csp: string[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'custom-layers-harness-'));
  await build({ configFile: false, root: HARNESS, plugins: [react()], logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  provider = await startMapProvider();
  app = await buildApp({
    sources: new DataSources({
      endpoints: ['http://127.0.0.1:9/sparql'],
      defaultUrl: 'http://127.0.0.1:9/sparql',
      remote: { timeoutMs: 1_000, maxBytes: 1_000 },
    }),
    webRoot: outDir,
    settings: { MAP_PROVIDERS: [provider.base], RATE_LIMIT_MAX: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  browser = await launchBrowser({ webgl: true });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  csp = await watchCspViolations(page);
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && console.error(`console: ${message.text()}`));
  await page.goto(`${base}/?time=2021`);
  await page.getByTestId('custom-layers').waitFor();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await provider?.close();
});

const expectAccessible = async () => expect(describeViolations(await axeViolations(page))).toBe('');
const load = async (url: string) => {
  await page.getByTestId('custom-layers-provider').fill(url);
  await page.getByTestId('custom-layers-load').click();
};
const addedTitles = () => page.getByTestId('custom-layer').locator('.custom-layer-title').allTextContents();
/** The map's custom raster layers, bottom first, and where the area layer sits among them. */
const mapOrder = () =>
  page.evaluate(() =>
    (window as unknown as { harnessMap: { getStyle: () => { layers: { id: string }[] } } }).harnessMap
      .getStyle()
      .layers.map((l) => l.id)
      .filter((id) => id === 'area' || id.startsWith('custom-layer:')),
  );

describe(
  'the custom layers panel',
  needsShared(SHARED_WMS, () => {
    it('starts empty and accessible', async () => {
      await expect.poll(() => page.getByTestId('custom-layers').textContent()).toContain('No custom layers on this map yet.');
      await expectAccessible();
    });

    it("answers a URL that is none, and a provider the server does not allow, with 'wmts.error-invalid-url'", async () => {
      await load('not a url');
      await expect.poll(() => page.getByTestId('custom-layers-error').textContent()).toBe('This provider could not be read (invalid URL)');
      await load('https://wms.example.org/wms');
      await expect.poll(() => page.getByTestId('custom-layers-error').textContent()).toContain('https://wms.example.org is not an allowed map provider');
      await expectAccessible();
    });

    it('finds a WMS layer of the provider and adds it by its checkbox', async () => {
      await load(`${provider.base}/wms`);
      expect(await page.getByTestId('custom-layers-type').inputValue()).toBe('wms');
      await page.getByText('929 more layers: search to find them.').waitFor();
      await page.getByTestId('custom-layers').screenshot({ path: 'docs/screenshots/configurator/custom-layers-provider.png' });
      await page.getByTestId('custom-layers-search').fill('kriegsdenk');
      await page.getByRole('checkbox', { name: 'Memorials of war and of armed forces' }).check();
      await expect.poll(addedTitles).toEqual(['Memorials of war and of armed forces']);
      await expect.poll(mapOrder).toEqual(['area', 'custom-layer:wms-ch.vbs.armee-kriegsdenkmaeler']);
    });

    it('adds a WMTS layer on top, offering temporal sync for its seven time values', async () => {
      await load(`${provider.base}/EPSG/3857/1.0.0/WMTSCapabilities.xml`);
      expect(await page.getByTestId('custom-layers-type').inputValue()).toBe('wmts');
      await page.getByTestId('custom-layers-search').fill('settlement');
      await page.getByRole('checkbox', { name: 'Settlement', exact: true }).check();
      await expect.poll(addedTitles).toEqual(['Settlement', 'Memorials of war and of armed forces']);
      const settlement = page.getByTestId('custom-layer').first();
      await settlement.getByRole('checkbox', { name: 'Follow the chart’s time filter' }).check();
      expect(await page.getByTestId('custom-layer').nth(1).getByRole('checkbox', { name: 'Follow the chart’s time filter' }).count()).toBe(0);
      await expect.poll(mapOrder).toEqual(['area', 'custom-layer:wms-ch.vbs.armee-kriegsdenkmaeler', 'custom-layer:wmts-ch.are.siedlung']);
      // The chart's time value 2021 picks the layer's 2021 tiles, through the proxy.
      await expect.poll(() => provider.requests.some((r) => r.startsWith('/1.0.0/ch.are.siedlung/default/2021/3857/'))).toBe(true);
      await expect.poll(() => provider.requests.some((r) => r.includes('REQUEST=GetMap') && r.includes('TRANSPARENT=TRUE'))).toBe(true);
    });

    it('moves a layer down by keyboard and puts one behind the area layer', async () => {
      await page.getByRole('button', { name: 'Move Settlement down' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(addedTitles).toEqual(['Memorials of war and of armed forces', 'Settlement']);
      await expect.poll(mapOrder).toEqual(['area', 'custom-layer:wmts-ch.are.siedlung', 'custom-layer:wms-ch.vbs.armee-kriegsdenkmaeler']);
      // The focused button moved with its layer and keeps the focus.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Settlement down');
      await page.getByTestId('custom-layer').nth(1).getByRole('checkbox', { name: 'Behind the area layer' }).check();
      await expect.poll(mapOrder).toEqual(['custom-layer:wmts-ch.are.siedlung', 'area', 'custom-layer:wms-ch.vbs.armee-kriegsdenkmaeler']);
    });

    it('draws the tiles and stays accessible, with no CSP violation', async () => {
      await page.getByTestId('custom-layers-search').fill('');
      await page.waitForFunction(() => (window as unknown as { harnessMap: { areTilesLoaded: () => boolean } }).harnessMap.areTilesLoaded(), undefined, {
        timeout: 30_000,
      });
      await expectAccessible();
      await page.screenshot({ path: SCREENSHOT, fullPage: false });
      expect(csp).toEqual([]);
    });

    it('shows a provider’s markup as text, in the panel and in the map’s attribution', async () => {
      await page.getByTestId('custom-layers-provider').fill(`${provider.base}/hostile`);
      // The URL does not say WMTS: the author chooses the type.
      await page.getByTestId('custom-layers-type').selectOption('wmts');
      await page.getByTestId('custom-layers-load').click();
      await page.getByRole('checkbox', { name: HOSTILE_LAYER_TITLE }).check();
      await expect.poll(addedTitles).toContain(HOSTILE_LAYER_TITLE);
      await expect.poll(() => page.locator('.maplibregl-ctrl-attrib-inner').textContent()).toContain(HOSTILE_PROVIDER_NAME);
      // The javascript: legend link was dropped: no legend is offered for the layer.
      expect(await page.locator('.provider-layer', { hasText: 'Layer <img' }).locator('details').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await page.getByRole('button', { name: `Remove ${HOSTILE_LAYER_TITLE}` }).click();
    });

    it("tells of the layers a provider offers without EPSG:3857, warning 'wmts.layer-not-supported-crs' in the console", async () => {
      await page.getByTestId('custom-layers-provider').fill(`${provider.base}/geoserver/gwc/service/wmts`);
      await page.getByTestId('custom-layers-load').click();
      await page.getByText('7 layers are not offered: no EPSG:3857 projection or no usable tiles.').waitFor();
      await expect.poll(() => warnings.find((w) => w.startsWith('Layer not supported, no supported CRS'))).toMatch(/wmts-\S+ \(crs\)/);
    });

    it('removes a layer', async () => {
      await page.getByRole('button', { name: 'Remove Memorials of war and of armed forces' }).click();
      await expect.poll(addedTitles).toEqual(['Settlement']);
      await expect.poll(mapOrder).toEqual(['custom-layer:wmts-ch.are.siedlung', 'area']);
    });
  }),
);
