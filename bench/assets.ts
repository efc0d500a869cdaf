/**
 * Bytes a visitor's browser fetches for a published view (issue 30), per page kind: a single
 * chart, a dashboard of three charts, a map and a table, on the bundled catalogue.
 *
 * How: each view opens in headless Chromium (a fresh context, so a cold browser cache) until the
 * network is idle (a map also until its first idle frame); the JavaScript and CSS files it
 * fetched are then asked again of the server as they are, gzipped and in brotli
 * (Accept-Encoding identity / gzip / br), and their bodies summed.
 * The raw column is what the server sent before it compressed its files (Chromium, which asks
 * for brotli on loopback too, now gets the brotli column: the encodings it got are printed). The
 * data answers the page asked for are listed as they are and as Chromium received them (body
 * bytes; the first request of each, as the server's answer cache was cold).
 * The JavaScript alone is summed too, and each page's gzipped JavaScript checked against the
 * issue's budget: at most 120 KiB for the view of an SVG chart (the single chart). The other
 * kinds are measured against it too: they load their own code (map, table, dashboard) on top.
 * Then the largest modules of each page's JavaScript (packages, and the app's source files), from
 * the build's source maps (tests/support/bundle.ts): each gzipped alone, so they add up to more.
 * Run: npm run bench:assets
 */
import { request } from 'node:http';
import type { Browser } from 'playwright-core';
import type { ChartConfig, SavedConfigData } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { moduleSizes } from '../tests/support/bundle';
import { componentsFrom, galleryConfig, publish } from '../tests/support/chart-gallery';
import { worldMapConfig } from '../tests/support/map-gallery';
import { tableGalleryConfig } from '../tests/support/table-gallery';
import { publishState } from '../tests/support/view';
import { round } from './stats';

ensureWebBuild();
const app = await startFullApp();
const componentsOf = componentsFrom(app.url);

const empty = { de: '', fr: '', it: '', en: '' };
const dashboard = (charts: ChartConfig[]): SavedConfigData => ({
  version: '5.0.0',
  dataSource: { type: 'sparql', url: '/api/sparql' },
  layout: {
    type: 'dashboard',
    layout: 'tall',
    meta: { title: { ...empty, en: 'Three charts' }, description: empty },
    blocks: charts.map((c) => ({ type: 'chart' as const, key: c.key, initialized: true })),
  },
  chartConfigs: charts,
  activeChartKey: charts[0].key,
});

const pages: { kind: string; key: string; webgl?: boolean }[] = [
  { kind: 'single chart (column)', key: await publish(app.url, await galleryConfig('column', componentsOf, 'benchAssets01')) },
  {
    kind: 'dashboard (column, line, pie)',
    key: await publishState(
      app.url,
      dashboard(await Promise.all((['column', 'line', 'pie'] as const).map((type, i) => galleryConfig(type, componentsOf, `benchAssets1${i}`)))),
    ),
  },
  { kind: 'map (world, areas and symbols)', key: await publish(app.url, await worldMapConfig(componentsOf, 'benchAssets20')), webgl: true },
  { kind: 'table', key: await publish(app.url, await tableGalleryConfig('table', componentsOf, 'benchAssets30')) },
];

type Fetched = { path: string; type: string; method: string; body?: string; received: number; encoding: string };

/** The view's requests, as Chromium received them. */
const open = async (browser: Browser, key: string, webgl = false) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const done: Promise<Fetched>[] = [];
  let acceptEncoding: Promise<string> | undefined;
  page.on('requestfinished', (req) => {
    acceptEncoding ??= req.allHeaders().then((headers) => headers['accept-encoding'] ?? 'none');
    done.push(
      Promise.all([req.sizes(), req.response()]).then(([sizes, response]) => ({
        path: new URL(req.url()).pathname,
        type: req.resourceType(),
        method: req.method(),
        body: req.postData() ?? undefined,
        received: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'none',
      })),
    );
  });
  await page.goto(`${app.url}/en/v/${key}`, { waitUntil: 'networkidle', timeout: 60_000 });
  // A map's worker and base layer may come after a quiet moment: its first idle frame waits for them.
  if (webgl) await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 120_000 });
  const fetched = await Promise.all(done);
  await context.close();
  return { fetched, acceptEncoding: await acceptEncoding };
};

/** Body bytes of a request asked again with one Accept-Encoding. */
const served = (file: Fetched, acceptEncoding: string) =>
  new Promise<number>((resolve, reject) => {
    const headers = { 'accept-encoding': acceptEncoding, ...(file.body && { 'content-type': 'application/json' }) };
    const req = request(app.url + file.path, { method: file.method, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve(bytes));
    });
    req.on('error', reject).end(file.body);
  });

const kib = (bytes: number) => `${round(bytes / 1024)} KiB`;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Body bytes of the files in each encoding: raw (identity), gzip, brotli. */
const sizes = async (files: Fetched[]) => {
  const [raw, gzip, br] = await Promise.all(['identity', 'gzip', 'br'].map(async (encoding) => sum(await Promise.all(files.map((f) => served(f, encoding))))));
  return { raw, gzip, br };
};
/** Issue 30: the view's interactive JavaScript for an SVG chart, gzipped. */
const BUDGET = 120 * 1024;
/** How many of a page's largest modules are listed. */
const LARGEST = 15;

const plainBrowser = await launchBrowser();
const mapBrowser = await launchBrowser({ webgl: true });
const results = [];
for (const { kind, key, webgl } of pages) {
  const { fetched, acceptEncoding } = await open(webgl ? mapBrowser : plainBrowser, key, webgl);
  const files = fetched.filter((f) => f.type === 'script' || f.type === 'stylesheet');
  const scripts = files.filter((f) => f.type === 'script');
  const [{ raw, gzip, br }, js] = await Promise.all([sizes(files), sizes(scripts)]);
  const data = fetched.filter((f) => f.path.startsWith('/api/data/'));
  const dataRaw = sum(await Promise.all(data.map((f) => served(f, 'identity'))));
  const encodings = [...new Set(files.map((f) => f.encoding))].join(', ');
  const result = {
    kind,
    files: files.length,
    raw,
    gzip,
    br,
    jsFiles: scripts.length,
    jsRaw: js.raw,
    jsGzip: js.gzip,
    jsBr: js.br,
    encodings,
    dataAnswers: data.length,
    dataRaw,
    dataReceived: sum(data.map((f) => f.received)),
  };
  results.push(result);
  console.log(
    `${kind}: ${files.length} JS/CSS files, raw ${kib(raw)}, gzip ${kib(gzip)}, brotli ${kib(br)}; ` +
      `Chromium got ${encodings} (it sent Accept-Encoding: ${acceptEncoding}); ` +
      `${data.length} data answers: raw ${kib(dataRaw)}, received ${kib(result.dataReceived)}`,
  );
  console.log(
    `  JavaScript: ${scripts.length} files, raw ${kib(js.raw)}, gzip ${kib(js.gzip)}, brotli ${kib(js.br)}; ` +
      `budget ${kib(BUDGET)} gzip: ${js.gzip <= BUDGET ? 'within' : 'over'} by ${kib(Math.abs(BUDGET - js.gzip))} (${Math.round((100 * js.gzip) / BUDGET)} %)`,
  );
  const modules = moduleSizes(scripts.map((f) => f.path));
  console.log(
    `  ${modules.length} modules, the largest (gzip alone, raw): ${modules
      .slice(0, LARGEST)
      .map((m) => `${m.module} ${kib(m.gzip)} (${kib(m.raw)})`)
      .join(', ')}`,
  );
}
console.log(JSON.stringify(results));
await Promise.all([plainBrowser.close(), mapBrowser.close()]);
await app.close();
