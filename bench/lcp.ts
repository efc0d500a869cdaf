/**
 * A visitor's wait for a published chart (issue 30's numbers), the server's page against the page
 * the browser draws alone (SERVER_RENDER_TIMEOUT_MS=0, as before the server drew charts), same
 * build and run, the server's data cache warm, a cold browser each time (median of RUNS, 10):
 * - first mark: navigation to the chart's first mark painted (the frame after it entered the DOM);
 * - LCP: Chromium's largest contentful paint (its last candidate once the page is still);
 * - bytes: what the page transferred over the network (compressed bodies and headers, CDP);
 * on loopback and with Chromium's network emulation at 10 Mbit/s and 40 ms round trips, for a
 * column chart, a dashboard (column, line, table, map) and a world map.
 * Run: npm run bench:lcp (RUNS=n)
 */
import type { Browser } from 'playwright-core';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { publishRenderedCharts } from '../tests/support/server-render';
import { median, round } from './stats';

const RUNS = Number(process.env.RUNS ?? 10);
const KINDS = {
  column: '[data-testid="column-chart"] rect.bar',
  dashboard: '[data-testid="column-chart"] rect.bar',
  map: '[data-testid="map-chart"] svg path, [data-testid="map-chart"] canvas',
} as const;
type Kind = keyof typeof KINDS;
const NETWORKS = {
  loopback: undefined,
  '10 Mbit/s, 40 ms': { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 },
};

// The page keeps the time its chart's first mark was painted, and Chromium's LCP candidates (a script, not a function: tsx would name its inner functions).
const observer = (selector: string) => `
  window.lcp = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    seen.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { window.firstMark = performance.now(); }));
  });
  seen.observe(document, { childList: true, subtree: true });
`;

const visit = async (browser: Browser, url: string, kind: Kind, network: (typeof NETWORKS)[keyof typeof NETWORKS]) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await page.addInitScript(observer(KINDS[kind]));
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => 'firstMark' in window, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const { firstMark, lcp } = await page.evaluate(() => {
    const { firstMark, lcp } = window as unknown as { firstMark: number; lcp: number };
    return { firstMark, lcp };
  });
  await context.close();
  return { firstMark, lcp, bytes };
};

ensureWebBuild();
const browser = await launchBrowser({ webgl: true });
const rows: Record<string, unknown>[] = [];
for (const [render, timeout] of [
  ['server', '10000'],
  ['browser only', '0'],
] as const) {
  const app = await startFullApp({ SERVER_RENDER_TIMEOUT_MS: timeout });
  const { keys } = await publishRenderedCharts(app.url);
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const url = `${app.url}/en/v/${keys[kind]}`;
    // The server's caches warmed (data and rendering): the first visit is not measured.
    await visit(browser, url, kind, undefined);
    for (const [network, conditions] of Object.entries(NETWORKS)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, url, kind, conditions));
      rows.push({
        kind,
        network,
        render,
        firstMarkMs: round(median(runs.map((r) => r.firstMark))),
        lcpMs: round(median(runs.map((r) => r.lcp))),
        kib: round(median(runs.map((r) => r.bytes)) / 1024),
      });
    }
  }
  await app.close();
}
await browser.close();
rows.sort((a, b) => `${a.kind}${a.network}`.localeCompare(`${b.kind}${b.network}`));
console.log(`A published chart's first mark and LCP (ms) and bytes transferred (KiB), median of ${RUNS}, cold browser, warm server:`);
console.table(rows);
console.log(JSON.stringify(rows));
