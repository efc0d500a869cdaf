/**
 * The configurator's preview in headless Chromium on the generated cubes of bench/charts.ts, opened
 * on a published config with /en/create/{key}. Prints, median and p95 of RUNS, the time from the
 * click on a field-panel control to the next painted frame after the preview's marks changed:
 *   - column, 2,000 bars (the whole cube, sorted by value): the x field's sorting order, asc ↔ desc,
 *     which reorders every bar;
 *   - line, 20 series × 500 months: the y field's "show dots", on ↔ off, which adds or removes
 *     10,000 dots;
 *   - column on the sparse air-monitoring test cube (tests/fixtures), NO2 by year: the station
 *     filter's tree select (stations under their cantons), Zürich-Kaserne ↔ Bern-Bollwerk (24 ↔ 34
 *     bars), timed from the click on the station (the tree opened and searched before) to the
 *     redrawn bars, with the possible filters asked on the way.
 * Every run flips the control, so every run is a real change. Then the marks after the last two
 * changes, to show the preview did redraw.
 * Run: npm run bench:configurator
 */
import type { Page } from 'playwright-core';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importDescriptionFile } from '../src/server/import/catalogue';
import { AIR_MONITORING } from '../tests/support/test-cubes';
import { allSeries, GENERATED_CUBES, publishChart, writeCubes } from './generated-cubes';
import { median, percentile, round } from './stats';

const RUNS = 20;

/**
 * Time from the next click (or change of a select) to the frame after a mutation of the marks (a
 * mark added, removed or moved, or one of its attributes changed), measured in the page.
 */
const redraw = (page: Page, chart: string, drawn: string, marks: string, change: () => Promise<void>, event: 'click' | 'change' = 'click') =>
  page
    .evaluate(
      ([chart, drawn, marks, event]) => {
        let started = 0;
        addEventListener(event, () => (started = performance.now()), { capture: true, once: true });
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        (window as any).__redraw = new Promise<number>((resolve) => {
          const observer = new MutationObserver((records) => {
            const touched = records.some((r) =>
              r.type === 'attributes'
                ? (r.target as Element).matches(marks)
                : [...r.addedNodes, ...r.removedNodes].some((node) => node instanceof Element && (node.matches(marks) || !!node.querySelector(marks))),
            );
            // A new query may unmount the chart while it loads: wait for it to be drawn again.
            if (!touched || !document.querySelector(`${chart} ${drawn}`)) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          });
          // The preview around the chart stays while the chart itself may be replaced.
          observer.observe(document.querySelector(chart)!.closest('[data-testid="chart-preview"]') ?? document.body, {
            childList: true,
            subtree: true,
            attributes: true,
          });
        });
      },
      [chart, drawn, marks, event],
    )
    .then(change)
    // A change that never redraws (the chart left empty) counts as NaN after 20 s, not a hang.
    .then(() => page.evaluate(() => Promise.race([(window as any).__redraw as Promise<number>, new Promise<number>((r) => setTimeout(() => r(NaN), 20_000))])));

ensureWebBuild();
const dataDir = writeCubes();
writeFileSync(
  join(dataDir, 'air-monitoring.ttl'),
  importDescriptionFile(new URL('../tests/fixtures/air-monitoring/description.json', import.meta.url).pathname).turtle,
);
const app = await startFullApp({ DATA_DIR: dataDir });
const browser = await launchBrowser();

const columnKey = await publishChart(app.url, GENERATED_CUBES.days, 'column', (config) => {
  // By value: a temporal x sorted byAuto stays in time order whatever the sorting order.
  config.fields.x.sorting = { sortingType: 'byMeasure', sortingOrder: 'asc' };
});
const lineKey = await publishChart(app.url, GENERATED_CUBES.series, 'line', allSeries);
const STATIONS = [AIR_MONITORING.station('zuerich-kaserne'), AIR_MONITORING.station('bern-bollwerk')];
const STATION_NAMES = ['Zürich-Kaserne', 'Bern-Bollwerk'];
const sparseKey = await publishChart(app.url, AIR_MONITORING.cube, 'column', (config) => {
  config.fields.x = { ...config.fields.x, componentId: AIR_MONITORING.component('year') };
  // Station first in the author's order: every station is offered, the canton follows it.
  config.cubes[0].filters = {
    [AIR_MONITORING.component('station')]: { type: 'single', value: STATIONS[0], position: 0 },
    [AIR_MONITORING.component('pollutant')]: { type: 'single', value: AIR_MONITORING.pollutant('no2'), position: 1 },
    [AIR_MONITORING.component('canton')]: { type: 'single', value: AIR_MONITORING.canton('zh'), position: 2 },
  };
});

type Case = {
  key: string;
  type: 'column' | 'line';
  /** What the chart draws once loaded. */
  drawn: string;
  /** The marks the change redraws. */
  marks: string;
  /** The field panel to open first, if any. */
  field?: string;
  /** What comes before the timed change (opening a menu). */
  prepare?: (page: Page, run: number) => Promise<void>;
  change: (page: Page, run: number) => Promise<void>;
  event?: 'click' | 'change';
  /** The marks after a change, in words. */
  state: (marks: Element[]) => string;
};

/** Opens the configurator on the config, opens the field's panel, then times RUNS changes. */
const measure = async ({ key, type, drawn, marks, field, prepare, change, state, event }: Case) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(`${app.url}/en/create/${key}`);
  const chart = `[data-testid="${type}-chart"]`;
  await page.waitForSelector(`${chart} ${drawn}`, { state: 'attached', timeout: 60_000 });
  if (field) await page.getByTestId(`field-row-${field}`).click();
  const times: number[] = [];
  const states: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    await prepare?.(page, run);
    times.push(await redraw(page, chart, drawn, marks, () => change(page, run), event));
    states.push(await page.locator(`${chart} ${marks}`).evaluateAll(state));
  }
  await page.close();
  return { times, states: states.slice(-2) };
};

try {
  const column = await measure({
    key: columnKey,
    type: 'column',
    drawn: 'rect.bar',
    marks: 'rect.bar',
    field: 'x',
    change: (page) => page.getByTestId('option-sorting-order').locator('input:not(:checked)').check(),
    state: (bars) => {
      const leftmost = bars.reduce((a, b) => (Number(b.getAttribute('x')) < Number(a.getAttribute('x')) ? b : a));
      return `${bars.length} bars, leftmost value ${leftmost.getAttribute('data-value')}`;
    },
  });
  // Points without dots are not in the DOM (one hover layer finds them): the dots come and go.
  const line = await measure({
    key: lineKey,
    type: 'line',
    drawn: 'path.line',
    marks: 'circle.dot',
    field: 'y',
    change: (page) => page.getByTestId('option-showDots').click(),
    state: (dots) => `${dots.length} dots`,
  });
  // Each run picks the other station: the canton follows it (the possible filters), then the bars.
  const filter = await measure({
    key: sparseKey,
    type: 'column',
    drawn: 'rect.bar',
    marks: 'rect.bar',
    prepare: async (page, run) => {
      await page.getByTestId('filter-Station').click();
      await page.getByTestId('filter-search-Station').fill(STATION_NAMES[(run + 1) % 2]);
    },
    change: (page, run) => page.locator('.tree-option', { hasText: new RegExp(`^${STATION_NAMES[(run + 1) % 2]}$`) }).click(),
    state: (bars) => `${bars.length} bars`,
  });
  const row = (name: string, all: number[]) => {
    const values = all.filter((v) => !Number.isNaN(v));
    const missed = all.length - values.length;
    return `| ${name} | ${round(median(values))} | ${round(percentile(values, 95))} |${missed ? ` ${missed} of ${all.length} changes never redrew |` : ''}`;
  };
  console.log(`\nConfigurator preview redraw in headless Chromium, ms (${RUNS} runs)\n| | median | p95 |\n|---|---:|---:|`);
  console.log(row('column, 2,000 bars: sorting order', column.times));
  console.log(row('line, 20 × 500 points: show dots', line.times));
  // Runs alternate from no dots: even runs add the 10,000 dots, odd runs remove them.
  console.log(
    row(
      'line, 20 × 500 points: show dots, on',
      line.times.filter((_, run) => run % 2 === 0),
    ),
  );
  console.log(
    row(
      'line, 20 × 500 points: show dots, off',
      line.times.filter((_, run) => run % 2 === 1),
    ),
  );
  console.log(row('column, sparse cube: station filter choice', filter.times));
  console.log(`\nMarks after the last two changes\n| | change ${RUNS - 1} | change ${RUNS} |\n|---|---|---|`);
  console.log(`| column | ${column.states.join(' | ')} |`);
  console.log(`| line | ${line.states.join(' | ')} |`);
  console.log(`| station filter | ${filter.states.join(' | ')} |`);
} finally {
  await browser.close();
  await app.close();
}
