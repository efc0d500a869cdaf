/**
 * What a browser draws (issue 32 §2), to choose the default row limits (domain/charts/row-limit.ts):
 * time from navigation to the drawn chart in headless Chromium, and the page's JavaScript heap,
 * for a stacked column chart (every observation a rect: municipalities × 50 years) and a table,
 * of 5,000 to ~105,000 observations of the generated 10⁵ municipal cube (bench/big-cube), the
 * municipalities chosen by a multi filter. The limits are raised out of the way.
 *
 * Run: npx tsx bench/row-limit.ts (RUNS=n, 3 by default). The cube is written once to
 * /tmp/cubeviz-big/1e5 and reused (as bench/big-cube.ts does).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getInitialChartConfig } from '../src/domain/charts/initial-config';
import { createChartKey, type ChartConfig } from '../src/domain/config';
import type { DataCubeComponents } from '../src/domain/data';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, publish } from '../tests/support/chart-gallery';
import { BIG_CUBE_SIZES, cubeIri, writeBigCube } from './big-cube/generate';
import { median, round } from './stats';

const RUNS = Number(process.env.RUNS ?? 3);
const DIR = '/tmp/cubeviz-big/1e5';
const FILE = join(DIR, 'data', '1e5.ttl');
const IRI = cubeIri('1e5');
const SIZES = [5_000, 10_000, 20_000, 50_000, 110_000];

if (!existsSync(FILE)) writeBigCube(DIR, '1e5', BIG_CUBE_SIZES['1e5']);
ensureWebBuild();
const app = await startFullApp({
  DATA_DIR: dirname(FILE),
  CHART_MAX_ROWS: '10000000',
  TABLE_MAX_ROWS: '10000000',
  DATA_MAX_CELLS: '100000000',
  SERVER_RENDER_TIMEOUT_MS: '0',
});
const components: DataCubeComponents = await componentsFrom(app.url)(IRI);
const dimension = (label: string) => components.dimensions.find((d) => d.label === label)!;
const [municipality, year, group] = ['Municipality', 'Year', 'Population group'].map(dimension);

/** The first `count` municipalities, a multi filter. */
const municipalities = (count: number) => ({
  type: 'multi' as const,
  values: Object.fromEntries(municipality.values.slice(0, count).map((v) => [String(v.value), true as const])),
});

const configs = (rows: number): Record<string, ChartConfig> => {
  const count = Math.min(municipality.values.length, Math.round(rows / year.values.length));
  const initial = (chartType: 'column' | 'table') => getInitialChartConfig({ cubes: [{ iri: IRI }], ...components, chartType, key: createChartKey() });
  const column = initial('column') as ChartConfig & { chartType: 'column' };
  const table = initial('table');
  return {
    column: {
      ...column,
      cubes: [{ iri: IRI, filters: { [municipality.id]: municipalities(count), [group.id]: { type: 'single', value: group.values[0].value } } }],
      fields: {
        ...column.fields,
        x: { componentId: municipality.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
        color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
        segment: { componentId: year.id, type: 'stacked', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      },
    } as ChartConfig,
    table: { ...table, cubes: [{ iri: IRI, filters: { [municipality.id]: municipalities(count) } }] },
  };
};

const DRAWN = { column: '[data-testid="column-chart"] rect.bar', table: '[data-testid="table-chart-table"] tbody tr' };

const browser = await launchBrowser();
console.log('kind\trows\tmarks in DOM\tnavigation → drawn ms (median)\tJS heap MB');
for (const rows of SIZES) {
  for (const [kind, config] of Object.entries(configs(rows)) as [keyof typeof DRAWN, ChartConfig][]) {
    const key = await publish(app.url, config);
    const timings: number[] = [];
    let marks = 0;
    let heap = 0;
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${app.url}/en/v/${key}`);
      await page.waitForSelector(DRAWN[kind], { state: 'attached', timeout: 300_000 });
      // The frame after the marks: what the visitor sees.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      timings.push(performance.now() - started);
      marks = await page.locator(DRAWN[kind]).count();
      heap = await page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1024 / 1024);
      await context.close();
    }
    console.log(`${kind}\t${rows}\t${marks}\t${round(median(timings))}\t${round(heap)}`);
  }
}
await browser.close();
await app.close();
