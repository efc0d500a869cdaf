/**
 * Time to first render of a map of all Swiss municipalities (2,134 shapes, swiss-maps 2024) in
 * headless Chromium with software WebGL, and the gzipped size of the map chunk. Then the offline
 * base layer (issue 29): for the station map of the air-monitoring test cube (Swiss cantons and
 * lakes over the world) and the gapminder world map, the time to the first frame with the base
 * layer and without it (the author hiding it: no geodata loaded, as before the base layer), and
 * the gzipped bytes of base-layer geodata each map loads.
 *
 * How: the bench builds a municipality cube with the project's own importer (one value per
 * municipality, shapes from swiss-maps' TopoJSON as geo:asWKT), loads it with DATA_DIR, publishes
 * a map of it (area layer, 5 jenks classes) and opens the published view: the whole path runs —
 * components, observations, dataCubeDimensionGeoShapes (WKT → TopoJSON), the domain scene and
 * MapLibre. Time: navigation → the map's first idle frame (data-state="ready"), in a fresh browser
 * context per run; the first run also pays the server's cold caches.
 * The chunk: the vite build's MapLibre chunk, its worker and stylesheet (dist/web/assets), gzipped.
 * Run: npm run bench:map
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { Topology } from 'topojson-specification';
import { createChartKey, getInitialChartConfig, type ChartConfigOf } from '../src/domain/config';
import { importDescriptionFile } from '../src/server/import/catalogue';
import { resolveDataPath } from '../src/server/import/resolve';
import { startFullApp } from '../tests/support/app';
import { launchBrowser } from '../tests/support/browser';
import { ensureWebBuild } from '../tests/support/build-web';
import { componentsFrom, publish } from '../tests/support/chart-gallery';
import { worldMapConfig } from '../tests/support/map-gallery';
import { AIR_MONITORING, importTestCubes } from '../tests/support/test-cubes';
import { description, names } from './generated-cubes';
import { median, percentile, round } from './stats';

const RUNS = 5;
const SHAPES = 'swiss-maps/2024/ch-combined.json';
const IRI = 'https://bench.cubeviz.org/cube/municipalities/1';

/** The municipality cube: a deterministic value per municipality (BFS number), written to a DATA_DIR. */
const writeMunicipalityCube = () => {
  const topology = JSON.parse(readFileSync(resolveDataPath(SHAPES, process.cwd()), 'utf8')) as Topology;
  const ids = (topology.objects.municipalities as { geometries: { id?: number | string }[] }).geometries.flatMap((g) =>
    g.id === undefined ? [] : [String(g.id)],
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-map-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  writeFileSync(
    join(dir, 'municipalities.csv'),
    ['municipality,value', ...ids.map((id, i) => `${id},${Math.round(1000 + 900 * Math.sin(i / 7) + 400 * Math.sin(i / 2.3))}`)].join('\n'),
  );
  const cube = description('municipalities', 'Swiss municipalities', './municipalities.csv', [
    {
      path: 'municipality',
      id: 'municipality',
      kind: 'key',
      scale: 'nominal',
      geo: 'shapes',
      name: names('Municipality'),
      values: {
        iri: 'https://bench.cubeviz.org/municipality/{code}',
        list: ids.map((id) => ({ value: Number(id), code: id, name: names(`Municipality ${id}`) })),
        shapes: { topojson: SHAPES, object: 'municipalities', precision: 4 },
      },
    },
    { path: 'value', id: 'value', kind: 'measure', scale: 'ratio', datatype: 'integer', name: names('Value') },
  ]);
  // Generated values; the shapes: BFS GEOSTAT / swisstopo via swiss-maps (non-commercial licence).
  cube.cube.credit = 'Generated values. Municipality shapes: BFS GEOSTAT / swisstopo via swiss-maps.';
  writeFileSync(join(dir, 'municipalities.json'), JSON.stringify(cube));
  writeFileSync(join(data, 'municipalities.ttl'), importDescriptionFile(join(dir, 'municipalities.json')).turtle);
  return { data, count: ids.length };
};

/** Gzipped bytes of the build's files whose names match. */
const gzippedAssets = (pattern: RegExp) => {
  const assets = 'dist/web/assets';
  return readdirSync(assets)
    .filter((name) => pattern.test(name) && !name.endsWith('.map'))
    .map((name) => ({ name, bytes: readFileSync(join(assets, name)).length, gzipped: gzipSync(readFileSync(join(assets, name))).length }));
};

/** Navigation → the map's first idle frame per run (a fresh context each), and the gzipped base-layer geodata the first run loaded. */
const timeMap = async (browser: Browser, url: string, runs: number) => {
  const timings: number[] = [];
  let baseBytes: { name: string; gzip: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 1000 } });
    const page = await context.newPage();
    const bodies: Promise<{ name: string; gzip: number }>[] = [];
    page.on('response', (r) => {
      const name = new URL(r.url()).pathname;
      if (/\/assets\/(world|switzerland)-[\w-]+\.js$/.test(name)) bodies.push(r.body().then((b) => ({ name, gzip: gzipSync(b).length })));
    });
    const started = performance.now();
    await page.goto(url);
    await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 120_000 });
    timings.push(performance.now() - started);
    if (i === 0) baseBytes = await Promise.all(bodies);
    await context.close();
  }
  return { timings, baseBytes };
};

ensureWebBuild();
const cube = writeMunicipalityCube();
// The air-monitoring test cube beside the municipalities.
copyFileSync(
  importTestCubes().files.find((file) => file.endsWith('air-monitoring.ttl'))!,
  join(cube.data, 'air-monitoring.ttl'),
);
const app = await startFullApp({ DATA_DIR: cube.data });
const browser = await launchBrowser({ webgl: true });
try {
  const components = await componentsFrom(app.url)(IRI);
  const initial = getInitialChartConfig({ cubes: [{ iri: IRI }], ...components, chartType: 'map', key: createChartKey() }) as ChartConfigOf<'map'>;
  const area = initial.fields.areaLayer!;
  if (area.color.type !== 'numerical') throw new Error('expected a numerical area colour');
  const config = {
    ...initial,
    fields: { areaLayer: { ...area, color: { ...area.color, scaleType: 'discrete' as const, interpolationType: 'jenks' as const, nbClass: 5 } } },
  };
  const key = await publish(app.url, config);

  const timings: number[] = [];
  const scenes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 1000 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(error.message));
    const started = performance.now();
    await page.goto(`${app.url}/en/v/${key}`);
    // The canvas box appears once data, shapes and the scene are in; MapLibre draws after.
    await page.waitForSelector('[data-testid="map-canvas"]', { timeout: 120_000 });
    scenes.push(performance.now() - started);
    await page.waitForSelector('[data-testid="map-canvas"][data-state="ready"]', { timeout: 120_000 });
    timings.push(performance.now() - started);
    if (i === 0) {
      const areas = await page.getByTestId('chart-description').textContent();
      console.log(`map drawn: ${areas?.split('.')[0]} (cube: ${cube.count} municipalities)`);
      await page.locator('[data-testid="chart-frame"]').screenshot({ path: 'docs/screenshots/charts/map-municipalities.png' });
    }
    await context.close();
  }
  console.log(`navigation → scene computed (data, shapes, domain) ms: median ${round(median(scenes))}, runs ${scenes.map(round).join(', ')}`);
  console.log(
    `navigation → first rendered map ms: first (cold server) ${round(timings[0])}, median ${round(median(timings))}, p95 ${round(percentile(timings, 95))}, runs ${timings.map(round).join(', ')}`,
  );
  const chunk = gzippedAssets(/^maplibre-gl/);
  for (const file of chunk) console.log(`map chunk file ${file.name}: ${round(file.bytes / 1024)} KiB, ${round(file.gzipped / 1024)} KiB gzipped`);
  console.log(`map chunk total: ${round(chunk.reduce((s, f) => s + f.gzipped, 0) / 1024)} KiB gzipped (loaded only when a map is shown)`);

  const stations = getInitialChartConfig({
    cubes: [{ iri: AIR_MONITORING.cube }],
    ...(await componentsFrom(app.url)(AIR_MONITORING.cube)),
    chartType: 'map',
    key: createChartKey(),
  }) as ChartConfigOf<'map'>;
  const world = (await worldMapConfig(componentsFrom(app.url), createChartKey())) as ChartConfigOf<'map'>;
  for (const [name, map] of [
    ['air-monitoring stations', stations],
    ['gapminder world', world],
  ] as const) {
    for (const show of [false, true]) {
      const key = await publish(app.url, { ...map, key: createChartKey(), baseLayer: { ...map.baseLayer, show } });
      const { timings, baseBytes } = await timeMap(browser, `${app.url}/en/v/${key}`, RUNS);
      const bytes = baseBytes.map((b) => `${b.name.replace(/^.*\/assets\//, '')} ${round(b.gzip / 1024)} KiB`).join(', ') || 'none';
      console.log(
        `${name}, base layer ${show ? 'shown' : 'hidden'}: navigation → first map frame ms median ${round(median(timings))}, runs ${timings.map(round).join(', ')}; base-layer geodata gzipped: ${bytes} (total ${round(baseBytes.reduce((s, b) => s + b.gzip, 0) / 1024)} KiB)`,
      );
    }
  }
} finally {
  await browser.close();
  await app.close();
}
