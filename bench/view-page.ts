/**
 * The complete published view (issue 17) on the shared BFS forest cube (two chart tabs):
 * - gzipped JavaScript the view page loads before its first chart is drawn, file by file (export
 *   code (image, PDF: jspdf, svg2pdf.js), the markdown renderer and exceljs must not be among them);
 * - time from navigation to the rendered chart, median of 10 (fresh browser context each run);
 * - time to produce the CSV and the XLSX of the whole cube (forest enterprises v2): the file
 *   built from the observations in Node (download table + CSV text, exceljs workbook), and a
 *   visitor's click on the download to the file in headless Chromium (query included).
 * Run: npm run bench:view-page (needs ../shared/data/cubes).
 */
import { gzipSync } from 'node:zlib';
import { downloadTable, toCsv } from '../src/domain/viewer/download';
import { decodeObservations } from '../src/domain/observation-columns';
import { toXlsx } from '../src/web/viewer/xlsx';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom } from '../tests/support/chart-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../tests/support/server';
import { FOREST, forestTabsState, publishState, waitForBars } from '../tests/support/view';
import { median, percentile, round, timeRuns } from './stats';

if (!hasSharedCubes) throw new Error(`The forest cube is read from ${SHARED_CUBES}, which is missing`);
const RUNS = 10;
const FILE_RUNS = 5;

ensureWebBuild();
const app = await startFullApp({ DATA_DIR: SHARED_CUBES });
const key = await publishState(app.url, await forestTabsState(componentsFrom(app.url)));
const browser = await launchBrowser();

// Page weight and time to the chart.
const timings: number[] = [];
let scripts: { name: string; gzip: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ name: string; gzip: number }>[] = [];
  if (i === 0)
    page.on('response', (r) => r.url().endsWith('.js') && bodies.push(r.body().then((b) => ({ name: new URL(r.url()).pathname, gzip: gzipSync(b).length }))));
  const started = performance.now();
  await page.goto(`${app.url}/en/v/${key}`);
  await waitForBars(page);
  timings.push(performance.now() - started);
  if (i === 0) scripts = await Promise.all(bodies);
  await context.close();
}

// Files of the whole cube.
const components = componentsFrom(app.url);
const cube = await components(FOREST);
const answer = await fetch(`${app.url}/api/data/dataCubesObservations`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri: FOREST, filters: {} }], format: 'columns' }),
});
const observations = decodeObservations((await answer.json()).data.dataCubesObservations.data);
const columns = [...cube.dimensions, ...cube.measures];
let csvBytes = 0;
let xlsxBytes = 0;
const csvRuns = await timeRuns(FILE_RUNS, async () => {
  csvBytes = new TextEncoder().encode(toCsv(downloadTable({ components: columns, observations }))).length;
});
const xlsxRuns = await timeRuns(FILE_RUNS, async () => {
  xlsxBytes = (await toXlsx(downloadTable({ components: columns, observations }))).length;
});

// A visitor's click to the file, in the browser.
const page = await browser.newPage();
await page.goto(`${app.url}/en/v/${key}`);
await waitForBars(page);
const clickToFile = async (choice: string) =>
  timeRuns(3, async () => {
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByTestId('download-button').click();
    await page.getByTestId(`download-${choice}`).click();
    await (await download).path();
  });
const browserCsv = await clickToFile('full-csv');
const browserXlsx = await clickToFile('full-xlsx');
await browser.close();
await app.close();

const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
console.log(`view /en/v/${key} (forest enterprises v2, 2 chart tabs, column chart with legend, data filter, time range, calculation)`);
console.log(`JavaScript before the first chart: ${scripts.length} files, ${round(total / 1024)} KiB gzipped (target < 200 KiB)`);
for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${s.name}: ${round(s.gzip / 1024)} KiB`);
console.log(
  `  on demand only (not loaded): ${['exceljs', 'export-image', 'export-pdf', 'jspdf', 'svg2pdf', 'SafeMarkdown', 'xlsx'].filter((name) => !scripts.some((s) => s.name.includes(name))).join(', ')}`,
);
console.log(`navigation → rendered chart ms: median ${round(median(timings))}, p95 ${round(percentile(timings, 95))}, runs ${timings.map(round).join(', ')}`);
console.log(`whole cube: ${observations.length} rows × ${columns.length} columns`);
console.log(`CSV build (Node) ms: median ${round(median(csvRuns))} (${round(csvBytes / 1024)} KiB), runs ${csvRuns.map(round).join(', ')}`);
console.log(`XLSX build (Node, exceljs) ms: median ${round(median(xlsxRuns))} (${round(xlsxBytes / 1024)} KiB), runs ${xlsxRuns.map(round).join(', ')}`);
console.log(`CSV click → file (Chromium, query included) ms: median ${round(median(browserCsv))}, runs ${browserCsv.map(round).join(', ')}`);
console.log(
  `XLSX click → file (Chromium, query and exceljs chunk included) ms: median ${round(median(browserXlsx))}, runs ${browserXlsx.map(round).join(', ')}`,
);
