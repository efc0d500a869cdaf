/**
 * The published view /{locale}/v/{key} in headless Chromium: gzipped size of the JavaScript it
 * loads, and time from navigation to a rendered chart (median of 10, fresh page each time).
 * Run: npx tsx bench/view.ts
 */
import { gzipSync } from 'node:zlib';
import { getInitialChartConfig } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { publish } from '../tests/support/chart-gallery';
import { median, percentile, round } from './stats';

const CUBE = 'https://ld.cubeviz.org/cube/eia-iowa-electricity/1';
const RUNS = 10;

ensureWebBuild();
const app = await startFullApp();
const post = async (path: string, body: unknown) =>
  (await fetch(app.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

const components = (await post('/api/data/dataCubesComponents', { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri: CUBE }] }))
  .data.dataCubesComponents;
const chart = getInitialChartConfig({ cubes: [{ iri: CUBE }], ...components });
const key = await publish(app.url, chart);

const browser = await launchBrowser();
const timings: number[] = [];
let jsBytes = 0;
let jsFiles = 0;
for (let i = 0; i < RUNS; i++) {
  // A fresh context each run: nothing cached in the browser.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<Buffer>[] = [];
  if (i === 0) page.on('response', (r) => r.url().endsWith('.js') && scripts.push(r.body()));
  const started = performance.now();
  await page.goto(`${app.url}/en/v/${key}`);
  await page.waitForSelector('[data-testid="column-chart"] rect.bar', { state: 'attached' });
  timings.push(performance.now() - started);
  if (i === 0) {
    const bodies = await Promise.all(scripts);
    jsFiles = bodies.length;
    jsBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  }
  await context.close();
}
await browser.close();
await app.close();
console.log(`view /en/v/${key} (${chart.chartType} chart, ${CUBE})`);
console.log(`JavaScript loaded: ${jsFiles} files, ${round(jsBytes / 1024)} KiB gzipped`);
console.log(`navigation → rendered chart ms: median ${round(median(timings))}, p95 ${round(percentile(timings, 95))}, runs ${timings.map(round).join(', ')}`);
