/**
 * Images of published charts (issue 30 item 5): the server's PNG of a column, line and pie chart,
 * a world map, a canton map (with ../shared/data/cubes) and a table, each published on the
 * bundled catalogue. Prints the time of a PNG request whose image is not drawn yet (its data in
 * the server's caches: each run asks another width, 1,200 px and up), p50 and p95 of 20 runs per
 * chart, and the PNG sizes; writes each chart's 1,200 px PNG and its SVG into OUT (default
 * /tmp/chart-images) to look at.
 * Run: npm run bench:chart-images
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChartConfig } from '../src/domain/config';
import { startFullApp } from '../tests/support/app';
import { componentsFrom, galleryConfig, publish } from '../tests/support/chart-gallery';
import { mapGalleryConfig, worldMapConfig } from '../tests/support/map-gallery';
import { hasSharedCubes, SHARED_CUBES } from '../tests/support/server';
import { tableGalleryConfig } from '../tests/support/table-gallery';
import { median, percentile, round } from './stats';

const RUNS = 20;
const OUT = process.env.OUT ?? '/tmp/chart-images';
mkdirSync(OUT, { recursive: true });

const app = await startFullApp(hasSharedCubes ? { DATA_DIR: SHARED_CUBES } : {});
const componentsOf = componentsFrom(app.url);
const charts: [string, ChartConfig][] = [
  ['column', await galleryConfig('column', componentsOf, 'benchcolumn1')],
  ['line', await galleryConfig('line', componentsOf, 'benchline001')],
  ['pie', await galleryConfig('pie', componentsOf, 'benchpie0001')],
  ['world-map', await worldMapConfig(componentsOf, 'benchworld01')],
  ...(hasSharedCubes ? [['canton-map', await mapGalleryConfig('map-jenks', componentsOf, 'benchcanton1')] as [string, ChartConfig]] : []),
  ['table', await tableGalleryConfig('table-grouped', componentsOf, 'benchtable01')],
];

const results: Record<string, { p50Ms: number; p95Ms: number; bytes: number; firstMs: number }> = {};
for (const [name, chart] of charts) {
  const key = await publish(app.url, chart);
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${app.url}${path}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.toString()}`);
    return { ms: performance.now() - started, body };
  };
  // The first asks the data too (cold server caches for this chart).
  const first = await get(`/en/v/${key}.png`);
  writeFileSync(join(OUT, `${name}.png`), first.body);
  writeFileSync(join(OUT, `${name}.svg`), (await get(`/en/v/${key}.svg`)).body);
  const times: number[] = [];
  for (let i = 1; i <= RUNS; i++) times.push((await get(`/en/v/${key}.png?width=${1200 + i}`)).ms);
  results[name] = { firstMs: round(first.ms), p50Ms: round(median(times)), p95Ms: round(percentile(times, 95)), bytes: first.body.length };
}
await app.close();
console.log(JSON.stringify({ runs: RUNS, width: 1200, out: OUT, charts: results }, null, 2));
