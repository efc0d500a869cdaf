/**
 * Server-rendered published charts (issue 30 item 1), on the bundled catalogue: a column chart,
 * a table, a world map and a dashboard of the four (tests/support/server-render.ts).
 * - server time to answer the view's HTML with the chart in it: cold (each page's first request
 *   after the server started: its data queries run), warm (20 requests each: p50, p95), the
 *   HTML's size, and the render's passes when warm (its Server-Timing header);
 * - time from navigation to the first chart mark in the DOM in a fresh browser context (median of
 *   10), server-rendered against the page drawn by the browser alone (SERVER_RENDER_TIMEOUT_MS=0),
 *   the server's data cache warm in both;
 * - the layout shift of the server's page as the browser hydrates it and measures its width
 *   (CLS: Chromium's layout-shift entries summed, until the page is still), for a column chart, a
 *   map and the dashboard at 390 and 1280 px: the browser's first visit (no width hint) and a
 *   later one (it sends its viewport width, Sec-CH-Viewport-Width, once the server asked).
 * Run: npm run bench:server-render (only the layout shift: npm run bench:server-render -- --cls)
 */
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { publishRenderedCharts } from '../tests/support/server-render';
import { median, percentile, round, timeRuns } from './stats';

const WARM_RUNS = 20;
const CLS_RUNS = 3;
const CLS_WIDTHS = [390, 1280];
const BROWSER_RUNS = 10;
/** The first mark each page kind draws. */
const FIRST_MARK = {
  column: '[data-testid="column-chart"] rect.bar',
  table: '[data-testid="table-chart-table"] tbody tr',
  map: '[data-testid="map-chart"] svg path, [data-testid="map-chart"] canvas',
  dashboard: '[data-testid="column-chart"] rect.bar',
} as const;
type Kind = keyof typeof FIRST_MARK;

ensureWebBuild();
const browser = await launchBrowser();

/** The layout shift of a page from its first byte until it is hydrated and still (no shift for 2 s). */
const layoutShift = async (url: string, width: number, secondVisit: boolean) => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // The first visit teaches the browser the hints the server asks for (Accept-CH); the second sends them.
  if (secondVisit) await (await context.newPage()).goto(url, { waitUntil: 'load' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(performance.now(), entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 60_000 });
  const read = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  // Still: no new shift for 2 s (a resize's redraw waits 500 ms, its data may follow).
  let count = -1;
  while (count !== (await read()).length) {
    count = (await read()).length;
    await page.waitForTimeout(2_000);
  }
  const shifts = await read();
  await context.close();
  return shifts.filter((_, i) => i % 2 === 1).reduce((sum, value) => sum + value, 0);
};

const measureShift = async () => {
  const app = await startFullApp({ SERVER_RENDER_TIMEOUT_MS: '10000' });
  const { keys } = await publishRenderedCharts(app.url);
  const rows: Record<string, unknown>[] = [];
  for (const kind of ['column', 'map', 'dashboard'] as const) {
    // The server's caches warmed: the render is not the one that fell back.
    await fetch(`${app.url}/en/v/${keys[kind]}`);
    for (const width of CLS_WIDTHS) {
      const row: Record<string, unknown> = { kind, width };
      for (const second of [false, true]) {
        const runs: number[] = [];
        for (let i = 0; i < CLS_RUNS; i++) runs.push(await layoutShift(`${app.url}/en/v/${keys[kind]}`, width, second));
        row[second ? 'clsLaterVisit' : 'clsFirstVisit'] = Math.round(median(runs) * 1000) / 1000;
      }
      rows.push(row);
    }
  }
  await app.close();
  return rows;
};

if (process.argv.includes('--cls')) {
  const shifts = await measureShift();
  await browser.close();
  console.log(`layout shift (CLS) of the server's page until hydrated and still, median of ${CLS_RUNS}:`);
  console.table(shifts);
  console.log(JSON.stringify({ shifts }));
  process.exit(0);
}

const measure = async (serverRender: boolean) => {
  const app = await startFullApp({ SERVER_RENDER_TIMEOUT_MS: serverRender ? '10000' : '0' });
  const { keys } = await publishRenderedCharts(app.url);
  const html = async (kind: Kind) => {
    const started = performance.now();
    const response = await fetch(`${app.url}/en/v/${keys[kind]}`);
    const text = await response.text();
    // Renders until no query waited (Server-Timing): one more for each query asked after another's answer.
    const passes = /desc="(\d+) passes"/.exec(response.headers.get('server-timing') ?? '')?.[1];
    return { ms: performance.now() - started, bytes: text.length, rendered: text.includes('id="server-state"'), passes };
  };
  const server: Record<string, unknown>[] = [];
  for (const kind of Object.keys(keys) as Kind[]) {
    const cold = await html(kind);
    const warm = await timeRuns(WARM_RUNS, () => html(kind));
    server.push({
      kind,
      rendered: cold.rendered,
      passes: (await html(kind)).passes,
      coldMs: round(cold.ms),
      warmP50: round(median(warm)),
      warmP95: round(percentile(warm, 95)),
      kib: round(cold.bytes / 1024),
    });
  }
  const firstMark: Record<string, number> = {};
  for (const kind of Object.keys(keys) as Kind[]) {
    const runs: number[] = [];
    for (let i = 0; i < BROWSER_RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${app.url}/en/v/${keys[kind]}`, { waitUntil: 'commit' });
      await page.waitForSelector(FIRST_MARK[kind], { state: 'attached', timeout: 30_000 });
      runs.push(performance.now() - started);
      await context.close();
    }
    firstMark[kind] = round(median(runs));
  }
  await app.close();
  return { server, firstMark };
};

const rendered = await measure(true);
const browserOnly = await measure(false);
const shifts = await measureShift();
await browser.close();

console.log('server time to the view HTML, ms (cold: first request after start; warm: p50/p95 of 20), its size, and its render passes (warm):');
console.table(rendered.server);
console.log('the same pages drawn by the browser alone (SERVER_RENDER_TIMEOUT_MS=0):');
console.table(browserOnly.server);
console.log(`time to the first chart mark in a fresh browser context, ms (median of ${BROWSER_RUNS}, loopback, warm server cache):`);
console.table(Object.keys(rendered.firstMark).map((kind) => ({ kind, serverRendered: rendered.firstMark[kind], browserOnly: browserOnly.firstMark[kind] })));
console.log(`layout shift (CLS) of the server's page until hydrated and still, median of ${CLS_RUNS}:`);
console.table(shifts);
console.log(JSON.stringify({ serverRendered: rendered, browserOnly, shifts }));
