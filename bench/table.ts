/**
 * Table charts in headless Chromium on a generated cube of 100,000 observations (1,000 days ×
 * 100 stations, two measures), imported like the bundled cubes into a temporary DATA_DIR for
 * this run only: it is bench data, never product data. Prints, median and p95 of RUNS:
 *   - first render: navigation start to the frame with the table's first rows (data query
 *     included), when the observations had arrived, and the difference (the table's own work);
 *   - scroll: frame times (requestAnimationFrame deltas) while the table scrolls 240 px a frame
 *     through 300 frames (2,000 rows), and the frames over 50 ms;
 *   - search: a search typed to the count of found rows painted.
 * For the plain table and for one with a heat map and bars.
 * Run: npm run bench:table
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createChartKey, getInitialChartConfig, type ChartConfigOf } from '../src/domain/config';
import { importDescriptionFile } from '../src/server/import/catalogue';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, publish } from '../tests/support/chart-gallery';
import { description, names } from './generated-cubes';
import { median, percentile, round } from './stats';

const RUNS = 5;
const DAYS = 1000;
const STATIONS = 100;
const IRI = 'https://bench.cubeviz.org/cube/readings/1';

/** Writes the 100,000-observation cube to a temporary folder and returns its DATA_DIR. */
const writeCube = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-table-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  const day = (i: number) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
  const stations = Array.from({ length: STATIONS }, (_, s) => `Station ${String(s + 1).padStart(3, '0')}`);
  const lines = ['day,station,value,change'];
  for (let d = 0; d < DAYS; d++) {
    for (let s = 0; s < STATIONS; s++) {
      const value = Math.round(500 + 300 * Math.sin(d / 17 + s) + 100 * Math.sin(d / 3.1 + s * 2));
      lines.push(`${day(d)},${stations[s]},${value},${Math.round(120 * Math.sin(d / 5 + s / 7))}`);
    }
  }
  writeFileSync(join(dir, 'readings.csv'), lines.join('\n'));
  const cube = description('readings', '100,000 readings', './readings.csv', [
    { path: 'day', id: 'day', kind: 'key', scale: 'interval', temporal: 'day', name: names('Day') },
    {
      path: 'station',
      id: 'station',
      kind: 'key',
      scale: 'nominal',
      name: names('Station'),
      values: { iri: 'https://bench.cubeviz.org/station/{code}', list: stations.map((name) => ({ value: name, name: names(name) })) },
    },
    { path: 'value', id: 'value', kind: 'measure', scale: 'ratio', datatype: 'integer', name: names('Value') },
    { path: 'change', id: 'change', kind: 'measure', scale: 'ratio', datatype: 'integer', name: names('Change') },
  ]);
  writeFileSync(join(dir, 'readings.json'), JSON.stringify(cube));
  writeFileSync(join(data, 'readings.ttl'), importDescriptionFile(join(dir, 'readings.json')).turtle);
  return data;
};

/**
 * rAF deltas while the scroll area moves `step` px a frame for `frames` frames. A string: tsx would
 * wrap the named functions of a page function in a helper the page lacks.
 */
const scrollFrames = (page: Page, frames: number, step: number) =>
  page.evaluate(`new Promise((resolve) => {
    const area = document.querySelector('.table-scroll-area');
    const deltas = [];
    let last = 0;
    let n = 0;
    const frame = (now) => {
      if (n > 0) deltas.push(now - last);
      last = now;
      area.scrollTop += ${step};
      if (++n <= ${frames}) requestAnimationFrame(frame);
      else resolve(deltas);
    };
    requestAnimationFrame(frame);
  })`) as Promise<number[]>;

ensureWebBuild();
const app = await startFullApp({ DATA_DIR: writeCube() });
const browser = await launchBrowser();
try {
  const components = await componentsFrom(app.url)(IRI);
  const plain = getInitialChartConfig({ cubes: [{ iri: IRI }], ...components, chartType: 'table', key: createChartKey() }) as ChartConfigOf<'table'>;
  const [valueId, changeId] = components.measures.map((m) => m.id);
  const styled: ChartConfigOf<'table'> = {
    ...plain,
    key: createChartKey(),
    fields: {
      ...plain.fields,
      [valueId]: { ...plain.fields[valueId], columnStyle: { type: 'heatmap', textStyle: 'regular', paletteId: 'oranges' } },
      [changeId]: {
        ...plain.fields[changeId],
        columnStyle: {
          type: 'bar',
          textStyle: 'regular',
          barColorPositive: '#1f77b4',
          barColorNegative: '#d62728',
          barColorBackground: '#e6e6e6',
          barShowBackground: true,
        },
      },
    },
  };
  const row = (name: string, values: number[]) => `| ${name} | ${round(median(values))} | ${round(percentile(values, 95))} |`;
  console.log(`Table of ${DAYS * STATIONS} rows in headless Chromium, ms (${RUNS} runs)\n| | median | p95 |\n|---|---:|---:|`);
  for (const [name, config] of [
    ['plain', plain],
    ['heat map and bars', styled],
  ] as const) {
    const key = await publish(app.url, config);
    const firstRender: number[] = [];
    const arrived: number[] = [];
    const frames: number[] = [];
    const searches: number[] = [];
    let long = 0;
    let domRows = 0;
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      await page.goto(`${app.url}/en/v/${key}`);
      // Page time from navigation start: the first frame with rows, and the observations' arrival.
      const drawn = await page.waitForFunction(
        () => document.querySelector('[data-testid="table-chart-table"] tbody tr[aria-rowindex="2"]') && performance.now(),
        undefined,
        {
          polling: 'raf',
          timeout: 120_000,
        },
      );
      firstRender.push((await drawn.jsonValue()) as number);
      arrived.push(
        (await page.evaluate(`performance.getEntriesByType('resource').find((e) => e.name.includes('dataCubesObservations')).responseEnd`)) as number,
      );
      const deltas = await scrollFrames(page, 300, 240);
      frames.push(...deltas);
      long += deltas.filter((d) => d > 50).length;
      domRows = Math.max(domRows, await page.locator('[data-testid="table-chart-table"] tbody tr').count());
      const before = await page.getByTestId('table-count').textContent();
      const searchStarted = performance.now();
      await page.getByTestId('table-search').fill('station 042');
      await page.waitForFunction((before) => document.querySelector('[data-testid="table-count"]')?.textContent !== before, before);
      searches.push(performance.now() - searchStarted);
      if (run === 0) console.error(`${name}: ${await page.getByTestId('table-count').textContent()}`);
      await page.close();
    }
    console.log(row(`${name}: observations arrived`, arrived));
    console.log(row(`${name}: first render (rows painted)`, firstRender));
    console.log(
      row(
        `${name}: first render after the data`,
        firstRender.map((t, i) => t - arrived[i]),
      ),
    );
    console.log(row(`${name}: scroll frame`, frames));
    console.log(row(`${name}: search "station 042"`, searches));
    console.log(`| ${name}: frames over 50 ms | ${long} of ${frames.length} | rows in the DOM at most: ${domRows} |`);
  }
} finally {
  await browser.close();
  await app.close();
}
