/**
 * Taking the data and the picture away from a published view (spec 002 §6, §8), in headless
 * Chromium: CSV and XLSX files of the chart data and of the whole cube, read back; the PNG with
 * its text comment and the SVG, both showing what the page shows without the excluded parts;
 * the download failure text. All under the app's Content-Security-Policy.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPngText } from '../../src/domain/viewer/png-text';
import { watchCspViolations } from '../support/browser';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom } from '../support/chart-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { forestTabsState, FOREST, publishState, readBars, waitForBars } from '../support/view';

const SCREENSHOTS = 'docs/screenshots/view';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Clicks what starts a download and returns the file's name and bytes. */
const downloadOf = async (page: Page, start: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), start()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
};

const downloadData = (page: Page, choice: string) =>
  downloadOf(page, async () => {
    await page.getByTestId('download-button').click();
    await page.getByTestId(`download-${choice}`).click();
  });

const exportImage = (page: Page, format: 'png' | 'svg') =>
  downloadOf(page, async () => {
    await page.getByTestId('more-button').click();
    await page.getByTestId(`more-${format}`).click();
  });

const CHART_HEADER = ['Jahr', 'Grössenklasse', 'Kanton', 'Anzahl Betriebe (Number)'];

describe.runIf(hasSharedCubes)('downloads and image exports of the published view', () => {
  const session = withBrowserApp({ DATA_DIR: SHARED_CUBES });
  let key = '';
  let cubeSize = 0;
  let componentCount = 0;

  beforeAll(async () => {
    key = await publishState(session.app.url, await forestTabsState(componentsFrom(session.app.url)));
    const components = await componentsFrom(session.app.url)(FOREST);
    componentCount = components.dimensions.length + components.measures.length;
    const response = await fetch(`${session.app.url}/api/data/dataCubesObservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri: FOREST, filters: {} }] }),
    });
    cubeSize = (await response.json()).data.dataCubesObservations.data.length;
  });

  const open = async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const csp = await watchCspViolations(page);
    await page.goto(`${session.app.url}/en/v/${key}`);
    await waitForBars(page);
    return { page, csp };
  };

  it('downloads the chart data and the whole cube as CSV, UTF-8 with a byte-order mark', async () => {
    const { page, csp } = await open();
    const bars = await readBars(page);
    const chart = await downloadData(page, 'filtered-csv');
    expect(chart.name).toBe('forest-enterprises-by-size-class-filtered.csv');
    expect([...chart.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = chart.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CHART_HEADER.join(','));
    expect(lines).toHaveLength(bars.length + 1);
    expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0)).toBe(bars.reduce((a, b) => a + b, 0));
    expect(lines).toContain('2004,< 50 ha,Zurich,103');

    const full = await downloadData(page, 'full-csv');
    expect(full.name).toBe('forest-enterprises-by-size-class-full.csv');
    const rows = full.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(cubeSize + 1);
    expect(rows[0].split(',')).toHaveLength(componentCount);
    expect(rows[0]).toMatch(/^Jahr,Forstzone,Kanton,Grössenklasse,Anzahl Betriebe \(Number\),/);
    expect(csp).toEqual([]);
    await page.close();
  });

  it('downloads XLSX files with one sheet named data, exceljs loaded only then', async () => {
    const { page, csp } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => request.url().endsWith('.js') && scripts.push(request.url()));
    const bars = await readBars(page);
    expect(scripts.filter((url) => url.includes('exceljs'))).toEqual([]);
    for (const [choice, rowCount, header] of [
      ['filtered-xlsx', bars.length + 1, CHART_HEADER],
      ['full-xlsx', cubeSize + 1, undefined],
    ] as const) {
      const file = await downloadData(page, choice);
      expect(file.name).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['data']);
      const sheet = workbook.getWorksheet('data')!;
      expect(sheet.rowCount).toBe(rowCount);
      const first = (sheet.getRow(1).values as unknown[]).slice(1);
      if (header) expect(first).toEqual(header);
      else expect(first).toHaveLength(componentCount);
      // Numbers stay numbers.
      expect(typeof sheet.getRow(2).getCell(header ? 4 : 5).value).toBe('number');
    }
    expect(scripts.filter((url) => url.includes('exceljs'))).toHaveLength(1);
    expect(csp).toEqual([]);
    await page.close();
  });

  it('shows the data-loading error under the download menu when the data cannot be had', async () => {
    const { page } = await open();
    await page.route('**/api/data/dataCubesObservations', (route) => route.abort());
    await page.getByTestId('download-button').click();
    await page.getByTestId('download-full-csv').click();
    await poll(() => page.getByTestId('download-error').textContent()).toBe('The data could not be loaded: The server could not be reached.');
    // The downloading flag is reset: the next try can start.
    await page.getByTestId('download-button').click();
    expect(await page.getByTestId('download-full-csv').isDisabled()).toBe(false);
    await page.close();
  });

  it('exports the chart as PNG with a comment naming publisher, address and dataset', async () => {
    const { page, csp } = await open();
    const png = await exportImage(page, 'png');
    expect(png.name).toBe('forest-enterprises-by-size-class.png');
    expect(readPngText(png.bytes)).toEqual({
      Comment: `Publisher: Bundesamt für Statistik BFS\nURL: ${session.app.url}/en/v/${key}\nDataset: Forest enterprises in Switzerland by year, forest zone, canton, size class and observation unit`,
    });
    writeFileSync(`${SCREENSHOTS}/export.png`, png.bytes);
    // The image is the frame at twice its size, and shows the bars in their colours.
    const frame = await page.getByTestId('chart-frame').boundingBox();
    const drawn = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let orange = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] === 0xff && pixels[i + 1] === 0x7f && pixels[i + 2] === 0x0e) orange++;
      return { width: image.width, height: image.height, orange };
    }, png.bytes.toString('base64'));
    expect(drawn.width).toBe(Math.ceil(frame!.width) * 2);
    expect(drawn.height).toBe(Math.ceil(frame!.height) * 2);
    expect(drawn.orange).toBeGreaterThan(10_000);
    expect(csp).toEqual([]);
    await page.close();
  });

  it('exports the same picture as a valid SVG, without the excluded elements', async () => {
    const { page, csp } = await open();
    const bars = await readBars(page);
    const svg = await exportImage(page, 'svg');
    expect(svg.name).toBe('forest-enterprises-by-size-class.svg');
    const text = svg.bytes.toString('utf8');
    // Well-formed XML (checked in Node: a DOMParser in the page would run under the app's CSP).
    expect(XMLValidator.validate(text)).toBe(true);
    const root = new XMLParser({ ignoreAttributes: false }).parse(text).svg;
    expect(root['@_xmlns']).toBe('http://www.w3.org/2000/svg');
    expect(text.match(/<rect [^>]*class="bar"/g)).toHaveLength(bars.length);
    // The browser draws it as an image of the frame's size.
    const frame = await page.getByTestId('chart-frame').boundingBox();
    const size = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, text);
    expect(size).toEqual({ width: Math.ceil(frame!.width), height: Math.ceil(frame!.height) });
    const read = {
      text: text
        .replace(/<[^>]+>/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' '),
    };
    for (const shown of ['Forest enterprises by size class', '< 50 ha', 'Anzahl Betriebe (Number)', 'Source: Federal Statistical Office FSO'])
      expect(read.text).toContain(shown);
    for (const excluded of ['More options', 'About the data', 'Download data', 'Data of the chart']) expect(read.text).not.toContain(excluded);
    expect(csp).toEqual([]);
    await page.close();
  });
});
