/**
 * Redraw time when a limit is toggled (issue 21): in headless Chromium, the configurator on the
 * air-quality fixture cube (tests/fixtures/air-quality-cube.ttl, the one cube with cube-link
 * limits at hand), its measure panel open; each run checks or unchecks a limit and times until
 * the frame after the preview's limit marks changed: reducer, scene (overlay and value axis) and
 * React/SVG work. Prints median and p95 of RUNS toggles each way.
 * Run: npm run bench:limits
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { createOnCube, openField } from '../tests/support/configurator';
import { redraw } from './redraw';
import { median, percentile, round } from './stats';

const RUNS = 15;
const CUBE = 'https://example.org/cube/air/1';
const LIMITS = '[data-testid="chart-preview"] [data-testid="limit"]';

ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'air-quality-'));
copyFileSync(new URL('../tests/fixtures/air-quality-cube.ttl', import.meta.url).pathname, join(dataDir, 'air-quality-cube.ttl'));
const app = await startFullApp({ DATA_DIR: dataDir });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1300 } });
  await createOnCube(page, app.url, CUBE);
  await openField(page, 'y');
  const toggle = page.locator('fieldset.limits').getByLabel('Annual limit: 30 µg/m³');
  const on: number[] = [];
  const off: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    on.push(await redraw(page, LIMITS, () => toggle.check()));
    off.push(await redraw(page, LIMITS, () => toggle.uncheck()));
  }
  const row = (name: string, values: number[]) => `| ${name} | ${round(median(values))} | ${round(percentile(values, 95))} |`;
  console.log(`\nRedraw when a limit is toggled, configurator preview, headless Chromium, ms (${RUNS} runs each)\n| | median | p95 |\n|---|---:|---:|`);
  console.log(row('limit switched on', on));
  console.log(row('limit switched off', off));
  console.log(
    JSON.stringify({
      limitOnMedianMs: round(median(on)),
      limitOnP95Ms: round(percentile(on, 95)),
      limitOffMedianMs: round(median(off)),
      limitOffP95Ms: round(percentile(off, 95)),
    }),
  );
} finally {
  await browser.close();
  await app.close();
}
