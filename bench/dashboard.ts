/**
 * A published dashboard of 8 charts (issue 20), on the bundled catalogue:
 * - time from navigation to all 8 charts drawn on a free canvas, median of 10 (fresh browser
 *   context each run, headless Chromium);
 * - gzipped JavaScript the dashboard view loads, file by file, for the canvas and for the same
 *   dashboard laid out tall: react-grid-layout (the CanvasGrid chunk) must load only for the canvas.
 * Run: npm run bench:dashboard
 */
import { gzipSync } from 'node:zlib';
import type { DrawnChartType } from '../src/domain/charts/definition';
import type { ChartConfig, SavedConfigData } from '../src/domain/config';
import { syncCanvasLayouts } from '../src/domain/layout/grid';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, galleryConfig } from '../tests/support/chart-gallery';
import { publishState } from '../tests/support/view';
import { median, percentile, round } from './stats';

const RUNS = 10;
const TYPES: DrawnChartType[] = ['column', 'bar', 'line', 'area', 'scatterplot', 'pie', 'comboLineSingle', 'comboLineColumn'];

ensureWebBuild();
const app = await startFullApp();
const componentsOf = componentsFrom(app.url);
const charts: ChartConfig[] = await Promise.all(TYPES.map((type, i) => galleryConfig(type, componentsOf, `benchChart${String(i).padStart(2, '0')}`)));
const empty = { de: '', fr: '', it: '', en: '' };
const blocks = charts.map((c) => ({ type: 'chart' as const, key: c.key, initialized: true }));
const dashboard = (layout: 'canvas' | 'tall'): SavedConfigData => ({
  version: '5.0.0',
  dataSource: { type: 'sparql', url: '/api/sparql' },
  layout: {
    type: 'dashboard',
    layout,
    meta: { title: { ...empty, en: 'Eight charts' }, description: empty },
    blocks,
    ...(layout === 'canvas' ? { layouts: syncCanvasLayouts(blocks) } : {}),
  },
  chartConfigs: charts,
  activeChartKey: charts[0].key,
});
const canvasKey = await publishState(app.url, dashboard('canvas'));
const tallKey = await publishState(app.url, dashboard('tall'));
const browser = await launchBrowser();

/** Opens the dashboard in a fresh context: ms to all charts drawn, and the scripts it loaded. */
const open = async (key: string, scripts: boolean) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const bodies: Promise<{ name: string; gzip: number }>[] = [];
  if (scripts)
    page.on('response', (r) => r.url().endsWith('.js') && bodies.push(r.body().then((b) => ({ name: new URL(r.url()).pathname, gzip: gzipSync(b).length }))));
  const started = performance.now();
  await page.goto(`${app.url}/en/v/${key}`);
  await page.waitForFunction((n) => [...document.querySelectorAll('figure.chart')].filter((f) => f.querySelector('svg')).length >= n, TYPES.length, {
    timeout: 60_000,
  });
  const ms = performance.now() - started;
  const loaded = await Promise.all(bodies);
  await context.close();
  return { ms, loaded };
};

const timings: number[] = [];
let canvasScripts: { name: string; gzip: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const run = await open(canvasKey, i === 0);
  timings.push(run.ms);
  if (i === 0) canvasScripts = run.loaded;
}
const tallScripts = (await open(tallKey, true)).loaded;
await browser.close();
await app.close();

const kib = (scripts: { gzip: number }[]) => round(scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024);
const grid = (scripts: { name: string; gzip: number }[]) => scripts.filter((s) => s.name.includes('CanvasGrid'));
console.log(`dashboard of ${TYPES.length} charts (${TYPES.join(', ')}), bundled catalogue, 1440×900`);
console.log(
  `navigation → all charts drawn, canvas, ms: median ${round(median(timings))}, p95 ${round(percentile(timings, 95))}, runs ${timings.map(round).join(', ')}`,
);
console.log(`JavaScript, canvas dashboard: ${canvasScripts.length} files, ${kib(canvasScripts)} KiB gzipped`);
for (const s of canvasScripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${s.name}: ${round(s.gzip / 1024)} KiB`);
console.log(`JavaScript, the same dashboard tall: ${tallScripts.length} files, ${kib(tallScripts)} KiB gzipped`);
console.log(
  `react-grid-layout chunk (CanvasGrid): canvas ${
    grid(canvasScripts)
      .map((s) => `${s.name} ${round(s.gzip / 1024)} KiB`)
      .join(', ') || 'not loaded'
  }; tall ${grid(tallScripts).length ? 'LOADED' : 'not loaded'}`,
);
