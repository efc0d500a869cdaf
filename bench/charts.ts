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
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { CHART_DEFINITIONS } from '../src/domain/charts/registry';
import type { DrawnChartType } from '../src/domain/charts/definition';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { allSeries, GENERATED_CUBES, publishChart, writeCubes } from './generated-cubes';
import { redraw } from './redraw';
import { median, percentile, round } from './stats';

const RUNS = 7;

ensureWebBuild();
const app = await startFullApp({ DATA_DIR: writeCubes() });
const browser = await launchBrowser();
const columnKey = await publishChart(app.url, GENERATED_CUBES.days, 'column', (config, [day]) => {
  config.interactiveFiltersConfig.timeRange = { active: true, componentId: day, presets: { type: 'range', from: '', to: '' } };
});
const lineKey = await publishChart(app.url, GENERATED_CUBES.series, 'line', (config, ids) => {
  allSeries(config, ids);
  config.interactiveFiltersConfig.legend = { active: true, componentId: ids[1] };
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
  const line = await measure(lineKey, 'line', '[data-testid="line-chart"] path.line', (page, run) =>
    page
      .getByTestId('legend-toggle')
      .nth(run % 20)
      .uncheck(),
  );
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
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents).length;
};
const all = Object.keys(CHART_DEFINITIONS) as DrawnChartType[];
const total = await gzipped(all);
// Types sharing one definition module (column and bar; the three combos) are added together.
const groups: DrawnChartType[][] = [['column', 'bar'], ['line'], ['area'], ['scatterplot'], ['pie'], ['comboLineSingle', 'comboLineDual', 'comboLineColumn']];
console.log(`\nChart definitions, minified + gzipped: ${round(total / 1024)} KiB for all ${all.length} types\n| types | added, KiB |\n|---|---:|`);
for (const group of groups) console.log(`| ${group.join(', ')} | ${round((total - (await gzipped(all.filter((t) => !group.includes(t))))) / 1024)} |`);
