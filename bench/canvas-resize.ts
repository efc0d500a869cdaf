/**
 * A published canvas dashboard resized again and again between 1280 and 390 px in headless
 * Chromium: how many resizes froze the page (its main thread busy for good, so it answers nothing
 * and cannot even navigate away). Each round opens the page at 1280 px, takes a full-page
 * screenshot, resizes it to 390 and back. Stops at the first freeze.
 * Run: npx tsx bench/canvas-resize.ts [rounds, default 150]
 */
import type { Page } from 'playwright-core';
import { publishConfig } from '../tests/support/agent';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { canvasState } from '../tests/support/canvas-dashboard';
import { waitForHydration } from '../tests/support/view';

const ROUNDS = Number(process.argv[2] ?? 150);
/** How long a page may take to answer a script before it counts as frozen. */
const FROZEN_AFTER_MS = 15_000;

ensureWebBuild();
const app = await startFullApp();
const key = await publishConfig(app.url, await canvasState(app.url));
const browser = await launchBrowser();
const page = await browser.newPage();

const answers = (page: Page) => Promise.race([page.evaluate(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), FROZEN_AFTER_MS))]);

const started = performance.now();
let frozen: string | undefined;
let round = 0;
for (; round < ROUNDS && !frozen; round++) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${app.url}/en/v/${key}`, { waitUntil: 'commit' });
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelectorAll('.canvas-block figure.chart svg').length === 3, undefined, { timeout: 30_000 });
  // A full-page screenshot, as the tests take: Chromium resizes the viewport to the page's height and back.
  await page.screenshot({ fullPage: true });
  // Varied pauses: the freeze came with some orders of the width's measure and the blocks' measures.
  for (const [width, pause] of [
    [390, (round * 71) % 700],
    [1280, 300 + ((round * 137) % 600)],
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(pause);
    if (!(await answers(page))) frozen = `at ${width} px`;
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(`canvas dashboard /en/v/${key}, ${round} rounds (1280 → 390 → 1280 px) in ${seconds.toFixed(0)} s`);
console.log(frozen ? `froze in round ${round}, resized ${frozen}` : 'froze: never');
await browser.close().catch(() => {});
await app.close();
process.exit(frozen ? 1 : 0);
