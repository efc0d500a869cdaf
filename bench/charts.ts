/**
 * Chart rendering in headless Chromium on two generated cubes imported like the bundled ones:
 * a column chart with 2,000 bars (one per day) and a line chart with 20 series × 500 months.
 * Prints, median and p95 of RUNS:
 *   - load: navigation to the chart drawn (data query included);
 *   - redraw: one interactive change to the next painted frame after the marks changed (the time-range slider for the
 *     columns, a legend toggle for the lines): scene computation plus React and SVG work.
 * Then the gzipped size each chart type adds to the bundled chart code.
 * Run: npx tsx bench/charts.ts
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { CHART_DEFINITIONS } from '../src/domain/charts/registry';
import type { DrawnChartType } from '../src/domain/charts/definition';
import { createChartKey, getInitialChartConfig, type ChartConfig } from '../src/domain/config';
import { importDescriptionFile } from '../src/server/import/catalogue';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, publish } from '../tests/support/chart-gallery';
import { median, percentile, round } from './stats';

const RUNS = 7;
const BASE = 'https://bench.cubeviz.org/cube';

/** A deterministic wobble, so every run draws the same data. */
const wave = (i: number, s = 0) => Math.round(500 + 300 * Math.sin(i / 17 + s) + 100 * Math.sin(i / 3.1 + s * 2));
const names = (text: string) => ({ de: text, fr: text, it: text, en: text });

const description = (id: string, title: string, file: string, columns: object[]) => ({
  cube: {
    iri: `${BASE}/${id}/1`,
    unversionedIri: `${BASE}/${id}`,
    version: 1,
    status: 'Published',
    datePublished: '2026-01-01',
    identifier: id,
    title: names(title),
    description: names(`${title}, generated for the render bench.`),
    creator: { iri: 'https://bench.cubeviz.org/org/bench', name: names('Bench') },
    themes: [{ iri: 'https://bench.cubeviz.org/theme/bench', name: names('Bench') }],
    contact: { name: 'Bench', email: 'bench@example.org' },
    landingPage: 'https://bench.cubeviz.org/',
    license: 'https://creativecommons.org/publicdomain/zero/1.0/',
    credit: 'Generated data.',
  },
  source: { file },
  columns,
});
const valueColumn = { path: 'value', id: 'value', kind: 'measure', scale: 'ratio', datatype: 'integer', name: names('Value') };

const writeCubes = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-charts-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  const day = (i: number) => new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10);
  writeFileSync(join(dir, 'days.csv'), ['day,value', ...Array.from({ length: 2000 }, (_, i) => `${day(i)},${wave(i)}`)].join('\n'));
  const month = (i: number) => `${1980 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
  const series = Array.from({ length: 20 }, (_, s) => `Series ${String(s + 1).padStart(2, '0')}`);
  writeFileSync(
    join(dir, 'series.csv'),
    ['month,series,value', ...series.flatMap((name, s) => Array.from({ length: 500 }, (_, i) => `${month(i)},${name},${wave(i, s)}`))].join('\n'),
  );
  const cubes = {
    days: description('days', '2,000 days', './days.csv', [
      { path: 'day', id: 'day', kind: 'key', scale: 'interval', temporal: 'day', name: names('Day') },
      valueColumn,
    ]),
    series: description('series', '20 series × 500 months', './series.csv', [
      { path: 'month', id: 'month', kind: 'key', scale: 'interval', temporal: 'month', name: names('Month') },
      {
        path: 'series',
        id: 'series',
        kind: 'key',
        scale: 'nominal',
        name: names('Series'),
        values: { iri: 'https://bench.cubeviz.org/series/{code}', list: series.map((name) => ({ value: name, name: names(name) })) },
      },
      valueColumn,
    ]),
  };
  for (const [id, cube] of Object.entries(cubes)) {
    writeFileSync(join(dir, `${id}.json`), JSON.stringify(cube));
    writeFileSync(join(data, `${id}.ttl`), importDescriptionFile(join(dir, `${id}.json`)).turtle);
  }
  return data;
};

/** Time from a change to the frame after the chart's marks changed count. */
const redraw = (page: Page, selector: string, change: () => Promise<void>) =>
  page
    .evaluate((selector) => {
      const before = document.querySelectorAll(selector).length;
      (window as any).__redraw = new Promise<number>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length === before) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    }, selector)
    .then(change)
    .then(() => page.evaluate(() => (window as any).__redraw as Promise<number>));

ensureWebBuild();
const app = await startFullApp({ DATA_DIR: writeCubes() });
const browser = await launchBrowser();
const componentsOf = componentsFrom(app.url);

const chart = async (iri: string, type: 'column' | 'line', edit: (config: any, ids: string[]) => void) => {
  const components = await componentsOf(iri);
  const config = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType: type, key: createChartKey() }) as ChartConfig;
  edit(config, [...components.dimensions, ...components.measures].map((c) => c.id));
  return publish(app.url, config);
};
const columnKey = await chart(`${BASE}/days/1`, 'column', (config, [day]) => {
  config.interactiveFiltersConfig.timeRange = { active: true, componentId: day, presets: { type: 'range', from: '', to: '' } };
});
const lineKey = await chart(`${BASE}/series/1`, 'line', (config, [, series]) => {
  config.fields.segment = { componentId: series };
  config.fields.color = { type: 'segment', paletteId: 'category10', colorMapping: {} };
  config.cubes[0].filters = {};
  config.interactiveFiltersConfig.legend = { active: true, componentId: series };
});

const measure = async (key: string, type: string, marks: string, change: (page: Page, run: number) => Promise<void>) => {
  const load: number[] = [];
  const redraws: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const started = performance.now();
    await page.goto(`${app.url}/en/v/${key}`);
    await page.waitForSelector(`[data-testid="${type}-chart"] svg`, { state: 'attached', timeout: 60_000 });
    load.push(performance.now() - started);
    redraws.push(await redraw(page, marks, () => change(page, run)));
    const count = await page.locator(marks).count();
    if (run === 0) console.log(`${type}: ${count} marks after the change`);
    await page.close();
  }
  return { load, redraws };
};

try {
  const column = await measure(columnKey, 'column', '[data-testid="column-chart"] rect.bar', (page) => page.getByTestId('time-range-from').fill('1'));
  const line = await measure(lineKey, 'line', '[data-testid="line-chart"] path.line', (page, run) => page.getByTestId('legend-toggle').nth(run % 20).uncheck());
  const row = (name: string, values: number[]) => `| ${name} | ${round(median(values))} | ${round(percentile(values, 95))} |`;
  console.log(`\nRender in headless Chromium, ms (${RUNS} runs)\n| | median | p95 |\n|---|---:|---:|`);
  console.log(row('column, 2,000 bars: load', column.load));
  console.log(row('column, 2,000 bars: redraw (time range)', column.redraws));
  console.log(row('line, 20 × 500 points: load', line.load));
  console.log(row('line, 20 × 500 points: redraw (legend)', line.redraws));
} finally {
  await browser.close();
  await app.close();
}

/**
 * Size each chart type adds: the registry minified and gzipped, with and without that type's
 * definition (shared code such as scales and the interactive-filter helpers stays in both).
 */
const gzipped = async (types: DrawnChartType[]) => {
  const modules: Record<DrawnChartType, [string, string]> = {
    column: ['band', 'column'],
    bar: ['band', 'bar'],
    line: ['line', 'lineChart'],
    area: ['area', 'areaChart'],
    scatterplot: ['scatterplot', 'scatterplot'],
    pie: ['pie', 'pieChart'],
    comboLineSingle: ['combo', 'comboLineSingle'],
    comboLineDual: ['combo', 'comboLineDual'],
    comboLineColumn: ['combo', 'comboLineColumn'],
  };
  const contents = types.map((t) => `export { ${modules[t][1]} as ${t} } from './src/domain/charts/${modules[t][0]}';`).join('\n');
  const result = await build({ stdin: { contents, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm', logLevel: 'silent' });
  return gzipSync(result.outputFiles[0].contents).length;
};
const all = Object.keys(CHART_DEFINITIONS) as DrawnChartType[];
const total = await gzipped(all);
// Types sharing one definition module (column and bar; the three combos) are added together.
const groups: DrawnChartType[][] = [['column', 'bar'], ['line'], ['area'], ['scatterplot'], ['pie'], ['comboLineSingle', 'comboLineDual', 'comboLineColumn']];
console.log(`\nChart definitions, minified + gzipped: ${round(total / 1024)} KiB for all ${all.length} types\n| types | added, KiB |\n|---|---:|`);
for (const group of groups) console.log(`| ${group.join(', ')} | ${round((total - (await gzipped(all.filter((t) => !group.includes(t))))) / 1024)} |`);
