/**
 * Taking the data and the picture away from a published view (spec 002 §6, §8), in headless
 * Chromium: CSV and XLSX files of the chart data and of the whole cube, read back; the PNG with
 * its text comment and the SVG, both showing what the page shows without the excluded parts;
 * the download failure text. All under the app's Content-Security-Policy. On the test cubes: the
 * chart's data after the visitor changed a data filter, read alone (issue 28, item 8).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getInitialChartConfig, type ChartConfig, type Filters, type SavedConfigData } from '../../src/domain/config';
import { readPngText } from '../../src/domain/viewer/png-text';
import { watchCspViolations } from '../support/browser';
import { withBrowserApp } from '../support/browser-app';
import { componentsFrom, publish } from '../support/chart-gallery';
import { expectAccessiblePage } from '../support/configurator';
import { hasSharedCubes, SHARED_CUBES } from '../support/server';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';
import { FOREST, forestTabsState, publishState, readBars, waitForBars, waitForHydration } from '../support/view';

const SCREENSHOTS = 'docs/screenshots/view';
const SHOTS = '/tmp/exports-shots';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Clicks what starts a download and returns the file's name and bytes. */
const downloadOf = async (page: Page, start: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), start()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!), url: download.url() };
};

const downloadData = (page: Page, choice: string) =>
  downloadOf(page, async () => {
    await page.getByTestId('download-button').click();
    await page.getByTestId(`download-${choice}`).click();
  });

const exportImage = (page: Page, format: 'png' | 'svg' | 'pdf') =>
  downloadOf(page, async () => {
    await page.getByTestId('more-button').click();
    await page.getByTestId(`more-${format}`).click();
  });

// The forest zone is filtered on, and not drawn: its value is a column of its own.
const CHART_HEADER = ['Jahr', 'Grössenklasse', 'Kanton', 'Forstzone', 'Anzahl Betriebe (Number)'];

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
    await waitForHydration(page);
    await waitForBars(page);
    return { page, csp };
  };

  it('downloads the chart data and the whole cube as CSV, UTF-8 with a byte-order mark', async () => {
    const { page, csp } = await open();
    const bars = await readBars(page);
    const chart = await downloadData(page, 'filtered-csv');
    // Named after the title, the canton of the data filter and the time range.
    expect(chart.name).toBe('forest-enterprises-by-size-class-zurich-2004-2014-filtered.csv');
    expect([...chart.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = chart.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CHART_HEADER.join(','));
    expect(lines).toHaveLength(bars.length + 1);
    expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0)).toBe(bars.reduce((a, b) => a + b, 0));
    expect(lines).toContain('2004,< 50 ha,Zurich,Schweiz,103');

    // The whole cube comes from the server, written as it reads the cube (issue 32): the page asks for no observations.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const full = await downloadData(page, 'full-csv');
    expect(full.name).toBe('forest-enterprises-by-size-class-full.csv');
    expect(new URL(full.url).pathname).toBe('/api/data/download');
    expect(asked).not.toContain('/api/data/dataCubesObservations');
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
      expect(typeof sheet.getRow(2).getCell(5).value).toBe('number');
    }
    expect(scripts.filter((url) => url.includes('exceljs'))).toHaveLength(1);
    expect(csp).toEqual([]);
    await page.close();
  });

  it('shows the data-loading error under the download menu when the chart’s file cannot be made', async () => {
    const { page } = await open();
    // The XLSX writer is loaded on demand: without it, the chart's XLSX file cannot be made.
    await page.route(/exceljs/, (route) => route.abort());
    await page.getByTestId('download-button').click();
    await page.getByTestId('download-filtered-xlsx').click();
    await poll(() => page.getByTestId('download-error').textContent()).toMatch(/^The data could not be loaded/);
    // The downloading flag is reset: the next try can start.
    await page.getByTestId('download-button').click();
    expect(await page.getByTestId('download-filtered-xlsx').isDisabled()).toBe(false);
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
    // The same picture as the SVG export (the frame's width; texts, legend and chart without the controls), at twice its size.
    const svg = (await exportImage(page, 'svg')).bytes.toString('utf8');
    const [width, height] = svg
      .match(/^<svg [^>]*width="(\d+)" height="(\d+)"/)!
      .slice(1)
      .map(Number);
    expect(width).toBe(Math.ceil(frame!.width));
    expect([drawn.width, drawn.height]).toEqual([width * 2, height * 2]);
    expect(drawn.orange).toBeGreaterThan(10_000);
    expect(csp).toEqual([]);
    await page.close();
  });

  it('exports the picture as a valid SVG of SVG elements, texts as <text> and the legend drawn, without the excluded elements', async () => {
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
    // Vector editors read it: no HTML in a foreignObject, no form controls; the title, the legend's items and the source are <text>.
    expect(text).not.toMatch(/foreignObject|<input|<button|<select|<label|<div|<p[ >]/);
    const texts = [...text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
    expect(texts).toContain('Forest enterprises by size class');
    // The visitor's data filter, a control on the page, is said in words.
    expect(texts.find((t) => t.startsWith('Forstzone: '))).toContain('Kanton: Zurich');
    expect(texts.some((t) => t.startsWith('Source: '))).toBe(true);
    const legend = text.match(/<g class="legend">.*?<\/g><\/g>/)![0];
    expect(legend.match(/<rect /g)!.length).toBeGreaterThanOrEqual(7);
    for (const item of ['< 50 ha']) expect(legend).toContain(`>${item.replace('<', '&lt;')}</text>`);
    // The browser draws it as an image of the frame's width.
    const frame = await page.getByTestId('chart-frame').boundingBox();
    const size = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, text);
    expect(size.width).toBe(Math.ceil(frame!.width));
    expect(size.height).toBe(Number(text.match(/^<svg [^>]*height="(\d+)"/)![1]));
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

  it('exports the chart as a vector PDF with its title, source, address and date, the PDF code loaded only then', async () => {
    const { page, csp } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => request.url().endsWith('.js') && scripts.push(new URL(request.url()).pathname));
    const pdf = await exportImage(page, 'pdf');
    expect(pdf.name).toBe('forest-enterprises-by-size-class.pdf');
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}/chart.pdf`, pdf.bytes);
    const text = pdf.bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const shown of ['Forest enterprises by size class', 'Source: ', `${session.app.url}/en/v/${key}`, new Date().toISOString().slice(0, 10)])
      expect(text).toContain(shown);
    // Vector: the bars are paths, not one picture.
    expect(text).not.toContain('/Subtype /Image');
    expect(scripts.some((path) => path.includes('export-pdf'))).toBe(true);
    expect(csp).toEqual([]);
    await page.close();
  });

  it('renders a markdown title and description in the view and its tab, as plain text in <title>, the tab and the exports', async () => {
    const state = await forestTabsState(componentsFrom(session.app.url));
    const title = { de: 'Forest **enterprises** by [size class](https://example.org/classes)', fr: '', it: '', en: '' };
    title.fr = title.it = title.en = title.de;
    const description = { de: 'Counted _yearly_; see [the office](mailto:info@example.org).', fr: '', it: '', en: '' };
    description.fr = description.it = description.en = description.de;
    state.chartConfigs[0] = {
      ...state.chartConfigs[0],
      meta: { ...state.chartConfigs[0].meta, title, description, label: { de: '', fr: '', it: '', en: '' } },
    };
    const marked = await publishState(session.app.url, state);
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${session.app.url}/en/v/${marked}`);
    await waitForHydration(page);
    await waitForBars(page);
    const heading = page.locator('.chart-title');
    await poll(() => heading.locator('strong').textContent()).toBe('enterprises');
    expect(await heading.locator('a').getAttribute('href')).toBe('https://example.org/classes');
    expect(await page.locator('.chart-description em').textContent()).toBe('yearly');
    expect(await page.locator('.chart-description a').getAttribute('href')).toBe('mailto:info@example.org');
    expect(await page.title()).toBe('Forest enterprises by size class – cubeviz');
    expect(await page.getByTestId('view-tab-0').textContent()).toBe('Forest enterprises by size class');
    await expectAccessiblePage(page);
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 640, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/markdown-title-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const svg = await exportImage(page, 'svg');
    expect(svg.name).toBe('forest-enterprises-by-size-class.svg');
    expect(svg.bytes.toString('utf8')).toContain('>Forest enterprises by size class</text>');
    expect(svg.bytes.toString('utf8')).toContain('Counted yearly; see the office.');
    writeFileSync(`${SHOTS}/export-markdown.svg`, svg.bytes);
    await page.close();
  });

  it('exports a dashboard of three charts as one PDF, and each chart as SVG', async () => {
    const state = await forestTabsState(componentsFrom(session.app.url));
    const third = {
      ...state.chartConfigs[0],
      key: 'viewTabs0003',
      meta: { ...state.chartConfigs[0].meta, title: { de: 'Third', fr: 'Third', it: 'Third', en: 'Third chart' } },
    };
    const charts = [...state.chartConfigs, third];
    const dashboard = await publishState(session.app.url, {
      ...state,
      chartConfigs: charts,
      layout: {
        type: 'dashboard',
        layout: 'tall',
        meta: { title: { de: 'Forest', fr: 'Forest', it: 'Forest', en: 'Swiss **forest** dashboard' }, description: { de: '', fr: '', it: '', en: '' } },
        blocks: charts.map((c) => ({ type: 'chart' as const, key: c.key, initialized: true })),
      },
    } as SavedConfigData);
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const csp = await watchCspViolations(page);
    await page.goto(`${session.app.url}/en/v/${dashboard}`);
    await waitForHydration(page);
    await poll(() => page.locator('figure.chart svg').count()).toBe(3);
    await waitForBars(page);
    let started = performance.now();
    const pdf = await downloadOf(page, () => page.getByTestId('dashboard-pdf').click());
    const pdfMs = performance.now() - started;
    expect(pdf.name).toBe('swiss-forest-dashboard.pdf');
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}/dashboard.pdf`, pdf.bytes);
    const text = pdf.bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const shown of ['Swiss forest dashboard', 'Forest enterprises by size class', 'Total forest area', 'Third chart']) expect(text).toContain(shown);
    started = performance.now();
    const svgs = [];
    for (const frame of await page.getByTestId('chart-frame').all())
      svgs.push(
        await downloadOf(page, async () => {
          await frame.getByTestId('more-button').click();
          await frame.getByTestId('more-svg').click();
        }),
      );
    const svgMs = performance.now() - started;
    for (const svg of svgs) expect(XMLValidator.validate(svg.bytes.toString('utf8'))).toBe(true);
    console.log(
      `3-chart dashboard exports: PDF ${Math.round(pdfMs)} ms, ${(pdf.bytes.length / 1024).toFixed(1)} KiB; ` +
        `3 SVGs ${Math.round(svgMs)} ms, ${svgs.map((s) => (s.bytes.length / 1024).toFixed(1)).join(' + ')} KiB`,
    );
    expect(csp).toEqual([]);
    await page.close();
  });
});

describe('the chart data, read alone after the visitor changed a data filter', () => {
  const cubes = importTestCubes();
  copyFileSync(new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname, join(cubes.dir, 'air-quality-cube.ttl'));
  const session = withBrowserApp({ DATA_DIR: cubes.dir });

  /** Publishes the column chart a new author gets on the cube, filtered as given, with one data filter for the visitor. */
  const publishColumns = async (iri: string, key: string, filters: Filters, dataFilter: string, title = '') => {
    const initial = getInitialChartConfig({ cubes: [{ iri }], ...(await componentsFrom(session.app.url)(iri)), chartType: 'column', key });
    return publish(session.app.url, {
      ...initial,
      meta: { ...initial.meta, title: { de: title, fr: title, it: title, en: title } },
      cubes: [{ iri, filters: { ...initial.cubes[0].filters, ...filters } }],
      interactiveFiltersConfig: {
        ...initial.interactiveFiltersConfig,
        dataFilters: { active: true, componentIds: [dataFilter], defaultValueOverrides: {}, filterTypes: { [dataFilter]: 'single' } },
      },
    } as ChartConfig);
  };

  /** Opens the view, picks a value of the data filter and waits for the bars of that value. */
  const openAndChoose = async (key: string, dataFilter: string, label: string) => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const csp = await watchCspViolations(page);
    await page.goto(`${session.app.url}/en/v/${key}`);
    await waitForHydration(page);
    await waitForBars(page);
    const before = await readBars(page);
    await page.getByTestId(`data-filter-${dataFilter}`).locator('select').selectOption({ label });
    // The bars of the new value, not the empty frame drawn while its data loads.
    const settled = async () => {
      const bars = await readBars(page);
      return bars.length > 0 && JSON.stringify(bars) !== JSON.stringify(before);
    };
    await poll(settled).toBe(true);
    return { page, csp, bars: await readBars(page) };
  };

  const csvLines = (bytes: Buffer) => bytes.toString('utf8').slice(1).trimEnd().split('\r\n');

  it('has a column for every dimension filtered on with its current value, the visitor’s pollutant, and a name from the current state; XLSX the same', async () => {
    const { component, station, pollutant, canton } = AIR_MONITORING;
    const key = await publishColumns(
      AIR_MONITORING.cube,
      'downloads001',
      {
        [component('station')]: { type: 'single', value: station('lugano') },
        [component('canton')]: { type: 'single', value: canton('ti') },
        [component('pollutant')]: { type: 'single', value: pollutant('no2') },
      },
      component('pollutant'),
      'Air pollution in Lugano',
    );
    const { page, csp, bars } = await openAndChoose(key, component('pollutant'), 'Ozone (O3)');
    await expectAccessiblePage(page);
    const csv = await downloadData(page, 'filtered-csv');
    expect(csv.name).toBe('air-pollution-in-lugano-ozone-o3-filtered.csv');
    const [header, ...lines] = csvLines(csv.bytes);
    // The unit is the one the visitor's pollutant decides (the cube's unit attribute: CO in mg/m³, the others in µg/m³).
    expect(header).toBe('Year,Pollutant,Station,Canton,Annual mean (µg/m³)');
    expect(lines).toHaveLength(bars.length);
    for (const line of lines) expect(line).toMatch(/^\d{4},Ozone \(O3\),Lugano-Università,Ticino,\d+(\.\d+)?$/);
    expect(lines.reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0)).toBeCloseTo(
      bars.reduce((a, b) => a + b, 0),
      6,
    );

    const xlsx = await downloadData(page, 'filtered-xlsx');
    expect(xlsx.name).toBe('air-pollution-in-lugano-ozone-o3-filtered.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('data')!.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1).join(','))).toEqual([header, ...lines]);
    expect(typeof rows[1].at(-1)).toBe('number');
    expect(csp).toEqual([]);
    await page.close();
  });

  it('writes the measure’s unit in its header', async () => {
    const station = 'https://example.org/cube/air/1___https://example.org/air/station';
    const key = await publishColumns('https://example.org/cube/air/1', 'downloads002', {}, station);
    const { page } = await openAndChoose(key, station, 'Lugano');
    const csv = await downloadData(page, 'filtered-csv');
    expect(csv.name).toBe('air-quality-lugano-filtered.csv');
    expect(csvLines(csv.bytes)).toEqual(['Year,Station,NO2 (µg/m³)', '2020,Lugano,18', '2021,Lugano,16.5']);
    await page.close();
  });
});
