/**
 * Maps and tables exported as real SVG (issue 29, item 6), in headless Chromium with software
 * WebGL: a station map of the air-monitoring test cube and (with the shared Swiss cubes) a canton
 * map are drawn from their scenes, a table chart from its model; no export holds a raster <image>
 * or HTML in a <foreignObject>; texts are <text>, the legend is drawn, the base layer's credit is
 * a footnote; the map's PNG is the same picture at twice its size. Sizes and times are logged;
 * the exports are written to /tmp/map-exports-shots and rendered at 390, 640 and 1280 px.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { BASE_COLORS } from '../../src/domain/charts/map/base-layers';
import { createChartKey, type ChartConfig, type ChartConfigOf } from '../../src/domain/config';
import { watchCspViolations } from '../support/browser';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { mapGalleryConfig } from '../support/map-gallery';
import { sharedCubeFiles } from '../support/server';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';
import { swatchColors, waitForHydration } from '../support/view';

const cubes = importTestCubes();
// The forestry cube and the canton shapes, where the shared Swiss cubes are beside the repository.
const shared = sharedCubeFiles();
for (const file of shared) copyFileSync(file, join(cubes.dir, basename(file)));
const session = withBrowserApp({ DATA_DIR: cubes.dir }, { webgl: true });
const SHOTS = '/tmp/map-exports-shots';

const initial = async (chartType: 'map' | 'table') => {
  const components = await componentsFrom(session.app.url)(AIR_MONITORING.cube);
  return getInitialChartConfig({ cubes: [{ iri: AIR_MONITORING.cube }], ...components, chartType, key: createChartKey() });
};

const open = async (config: ChartConfig, width = 1280) => {
  const key = await publish(session.app.url, config);
  const page = await session.browser.newPage({ viewport: { width, height: 1000 } });
  const csp = await watchCspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${session.app.url}/en/v/${key}`);
  await waitForHydration(page);
  return { page, csp, errors };
};

/** Clicks the "more" menu's export and returns the file's bytes and how long it took. */
const exportImage = async (page: Page, format: 'png' | 'svg' | 'pdf') => {
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    (async () => {
      await page.getByTestId('more-button').click();
      await page.getByTestId(`more-${format}`).click();
    })(),
  ]);
  const bytes = readFileSync((await download.path())!);
  return { name: download.suggestedFilename(), bytes, ms: Math.round(performance.now() - started) };
};

const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));

/** What a vector editor needs: well-formed SVG, no pixels, no HTML. */
const expectRealSvg = (svg: string, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/${name}.svg`, svg);
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(new XMLParser({ ignoreAttributes: false }).parse(svg).svg['@_xmlns']).toBe('http://www.w3.org/2000/svg');
  expect(svg).not.toMatch(/<image|<foreignObject|<img|<canvas|<div|<p[ >]|<table|data:image/i);
};

/** The exported SVG rendered by the browser at a width, as PNG in the shots folder, for a look. */
const render = async (svg: string, name: string) => {
  const shot = await session.browser.newPage({ viewport: { width: 400, height: 400 } });
  await shot.setContent(`<body style="margin:0">${svg}</body>`);
  await shot
    .locator('svg')
    .first()
    .screenshot({ path: `${SHOTS}/${name}.png` });
  await shot.close();
};

/** Colour counts of a PNG, read in the page. */
const pngColors = (page: Page, png: Buffer, colors: string[]) =>
  page.evaluate(
    async ({ base64, colors }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const wanted = colors.map((c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)));
      const counts = wanted.map(() => 0);
      for (let i = 0; i < pixels.length; i += 4) wanted.forEach((w, k) => w.every((v, j) => Math.abs(pixels[i + j] - v) <= 2) && counts[k]++);
      return { width: image.width, height: image.height, counts };
    },
    { base64: png.toString('base64'), colors },
  );

const svgSize = (svg: string) =>
  svg
    .match(/^<svg [^>]*width="(\d+)" height="(\d+)"/)!
    .slice(1)
    .map(Number);

describe('maps and tables exported as SVG elements', () => {
  it('a station map: circles at the stations on the offline base layer, the size legend drawn, the credit a footnote; its PNG the same picture', async () => {
    // Nitrogen dioxide in 1998, at Basel, Bern and Lugano (the default fixes one canton and carbon monoxide).
    const initialMap = (await initial('map')) as ChartConfigOf<'map'>;
    const filters = Object.fromEntries(Object.entries(initialMap.cubes[0].filters).filter(([id]) => id !== AIR_MONITORING.component('canton')));
    filters[AIR_MONITORING.component('pollutant')] = { type: 'single', value: AIR_MONITORING.pollutant('no2') };
    filters[AIR_MONITORING.component('year')] = { type: 'single', value: '1998' };
    const config = { ...initialMap, cubes: [{ ...initialMap.cubes[0], filters }] };
    for (const width of [390, 640, 1280]) {
      const { page, csp, errors } = await open(config, width);
      await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
      const shown = await page.locator('[data-testid="legend-sizes"] li').count();
      const svg = await exportImage(page, 'svg');
      const text = svg.bytes.toString('utf8');
      expectRealSvg(text, `stations-${width}`);
      const symbols = text.match(/<g class="symbols".*?<\/g>/)![0];
      const stations = [...symbols.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
      expect(stations.sort()).toEqual(['Basel-Binningen', 'Bern-Bollwerk', 'Lugano-Università']);
      // Every circle inside the map's frame.
      const frame = text
        .match(/<g class="chart" transform="translate\(16,(\d+)\)"><svg [^>]*width="(\d+)" height="(\d+)"/)!
        .slice(2)
        .map(Number);
      for (const [, x, y, r] of symbols.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)) {
        expect(Number(x) - Number(r)).toBeGreaterThanOrEqual(0);
        expect(Number(y) - Number(r)).toBeGreaterThanOrEqual(0);
        expect(Number(x) + Number(r)).toBeLessThanOrEqual(frame[0]);
        expect(Number(y) + Number(r)).toBeLessThanOrEqual(frame[1]);
      }
      // The map as wide as on the page.
      expect(frame[0]).toBe(Math.round((await page.locator('[data-testid="map-canvas"] canvas').boundingBox())!.width));
      expect(text).toContain('class="base-layer"');
      // The size legend: its reference circles, as many as the page shows.
      const legend = text.match(/<g class="legend">.*?<\/g><\/g>/)![0];
      expect(legend.match(/<circle [^>]*fill="none"/g)).toHaveLength(shown);
      const all = texts(text);
      expect(all.join(' ')).toContain(
        'Country outlines: Natural Earth (world-atlas) · Cantons and lakes: Federal Statistical Office (FSO), GEOSTAT (swiss-maps)',
      );
      expect(all.some((t) => t.startsWith('Source: '))).toBe(true);
      const png = await exportImage(page, 'png');
      const [w, h] = svgSize(text);
      const drawn = await pngColors(page, png.bytes, [BASE_COLORS.water, BASE_COLORS.land, '#1f77b4']);
      expect([drawn.width, drawn.height]).toEqual([2 * w, 2 * h]);
      expect(drawn.counts[0]).toBeGreaterThan(1000);
      expect(drawn.counts[1]).toBeGreaterThan(1000);
      console.log(
        `station map at ${width} px: SVG ${(svg.bytes.length / 1024).toFixed(1)} KB in ${svg.ms} ms; PNG ${(png.bytes.length / 1024).toFixed(1)} KB in ${png.ms} ms`,
      );
      await render(text, `stations-${width}`);
      writeFileSync(`${SHOTS}/stations-${width}-export.png`, png.bytes);
      if (width === 1280) {
        // The PDF draws the same SVG: vector, no picture of pixels.
        const pdf = (await exportImage(page, 'pdf')).bytes.toString('latin1');
        expect(pdf.startsWith('%PDF-')).toBe(true);
        expect(pdf).toContain('Country outlines: Natural Earth');
        expect(pdf).not.toContain('/Subtype /Image');
      }
      expect(csp).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 240_000);

  it.runIf(shared.length > 0)(
    'a canton map: 26 cantons as paths in their class colours, the classes as swatches',
    async () => {
      const config = await mapGalleryConfig('map-jenks', componentsFrom(session.app.url), createChartKey());
      for (const width of [390, 1280]) {
        const { page, csp } = await open(config, width);
        await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 60_000 });
        const classes = (await swatchColors(page.locator('[data-testid="legend-class"] .legend-swatch'))).map((color) => color.match(/\d+/g)!.map(Number));
        const hex = classes.map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
        const svg = await exportImage(page, 'svg');
        const text = svg.bytes.toString('utf8');
        expectRealSvg(text, `cantons-${width}`);
        const areas = [...text.match(/<g class="areas".*?<\/g>/)![0].matchAll(/<path d="[^"]+" fill="(#[0-9a-f]{6})"[^>]*><title>([^<]*)<\/title>/g)];
        expect(areas).toHaveLength(26);
        expect(areas.map((a) => a[2])).toContain('Bern');
        for (const [, fill] of areas) expect(hex).toContain(fill);
        const legend = text.match(/<g class="legend">.*?<\/g><\/g>/)![0];
        expect(legend.match(/<rect /g)).toHaveLength(classes.length);
        expect(texts(text).join(' ')).toContain('Cantons and lakes: Federal Statistical Office (FSO)');
        const png = await exportImage(page, 'png');
        console.log(
          `canton map at ${width} px: SVG ${(svg.bytes.length / 1024).toFixed(1)} KB in ${svg.ms} ms; PNG ${(png.bytes.length / 1024).toFixed(1)} KB in ${png.ms} ms`,
        );
        await render(text, `cantons-${width}`);
        expect(csp).toEqual([]);
        await page.close();
      }
    },
    240_000,
  );

  it('a table: the header and the first rows as a grid of <text>, the row count under it', async () => {
    const config = await initial('table');
    for (const width of [390, 1280]) {
      const { page, csp } = await open(config, width);
      await page.getByTestId('table-chart-table').waitFor();
      const headers = await page.locator('.table-header-text').allTextContents();
      const first = await page.locator('[data-testid="table-chart-table"] tbody tr[aria-rowindex="2"] td').allTextContents();
      const count = await page.getByTestId('table-count').textContent();
      const svg = await exportImage(page, 'svg');
      const text = svg.bytes.toString('utf8');
      expectRealSvg(text, `table-${width}`);
      const all = texts(text);
      for (const header of headers) expect(all).toContain(header);
      for (const cell of first.filter(Boolean)) expect(all).toContain(cell);
      expect(all).toContain(count);
      // The first page as the table's box shows it: 15 rows under the header.
      const grid = text.match(/<g class="chart"[^>]*><svg [^>]*height="(\d+)"/)!;
      expect(Number(grid[1])).toBe(16 * 36);
      console.log(`table at ${width} px: SVG ${(svg.bytes.length / 1024).toFixed(1)} KB in ${svg.ms} ms`);
      await render(text, `table-${width}`);
      expect(csp).toEqual([]);
      await page.close();
    }
  }, 180_000);
});
