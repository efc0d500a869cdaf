/**
 * The map scene on the shared forestry cube (26 canton shapes), without a DOM: shapes, components
 * and observations come through the real data API, the domain computes the scene, and the test
 * checks it against the data itself — shape count, colour classes (jenks breaks optimal by brute
 * force), quantiles, the missing-value colour and circle sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { initialInteractiveState } from '../../src/domain/charts/chart-data';
import { ckmeans } from '../../src/domain/charts/map/classes';
import { MISSING_COLOR } from '../../src/domain/charts/map/colors';
import { mapComponentIds } from '../../src/domain/charts/map/query';
import { MAX_SYMBOL_RADIUS, mapScene } from '../../src/domain/charts/map/scene';
import { shapeFeatures } from '../../src/domain/charts/map/shapes';
import type { ChartConfigOf } from '../../src/domain/config';
import { iriKey, type Component, type DataCubeComponents, type Observation } from '../../src/domain/data';
import { CANTON, ENTERPRISES, FOREST_AREA, FORESTRY, mapGalleryConfig, YEAR } from '../support/map-gallery';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';

let server: TestServer;
const query = async (name: string, variables: object) => {
  const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables });
  expect(response.status).toBe(200);
  return response.body.data[name];
};
const componentsOf = (iri: string): Promise<DataCubeComponents> => query('dataCubesComponents', { cubeFilters: [{ iri }] });

/** A gallery map with its data, drawn in the initial interactive state (or another). */
const load = async (name: Parameters<typeof mapGalleryConfig>[0], edit: (c: ChartConfigOf<'map'>) => void = () => {}) => {
  const config = (await mapGalleryConfig(name, componentsOf, 'aaaaaaaaaaaa')) as ChartConfigOf<'map'>;
  edit(config);
  const { dimensions, measures } = await componentsOf(FORESTRY);
  const components = new Map<string, Component>([...dimensions, ...measures].map((c) => [c.id, c]));
  const observations: Observation[] = (
    await query('dataCubesObservations', { cubeFilters: [{ iri: FORESTRY, componentIds: mapComponentIds(config), filters: config.cubes[0].filters }] })
  ).data;
  const topology: Topology = await query('dataCubeDimensionGeoShapes', { cubeFilter: { iri: FORESTRY, dimensionId: CANTON } });
  const shapes = { [CANTON]: shapeFeatures(topology) };
  const draw = (state = {}, obs = observations) =>
    mapScene({ config, components, observations: obs, shapes, state: { ...initialInteractiveState(), ...state }, locale: 'en' });
  return { observations, draw };
};

/** Each canton's value of a measure (the country total has no shape). */
const cantonValues = (observations: Observation[], measure: string) =>
  new Map(observations.filter((o) => String(o[iriKey(CANTON)]).includes('/canton/')).map((o) => [String(o[iriKey(CANTON)]), o[measure] as number]));

/** Least within-class squared deviation over every cut of sorted values into k runs. */
const bestSpread = (sorted: number[], k: number): number => {
  const sse = (from: number, to: number) => {
    const run = sorted.slice(from, to);
    const mean = run.reduce((a, b) => a + b, 0) / run.length;
    return run.reduce((a, b) => a + (b - mean) ** 2, 0);
  };
  const memo = new Map<string, number>();
  const cut = (from: number, groups: number): number => {
    const key = `${from} ${groups}`;
    if (memo.has(key)) return memo.get(key)!;
    let best = groups === 1 ? sse(from, sorted.length) : Infinity;
    if (groups > 1) for (let end = from + 1; end <= sorted.length - groups + 1; end++) best = Math.min(best, sse(from, end) + cut(end, groups - 1));
    memo.set(key, best);
    return best;
  };
  return cut(0, k);
};

beforeAll(async () => {
  if (hasSharedCubes) server = await startServer({ files: sharedCubeFiles() });
});
afterAll(() => server?.close());

describe.runIf(hasSharedCubes)('map scene on the forestry cube', () => {
  it('draws the 26 cantons in 5 jenks classes whose breaks spread the values least, each canton in its class colour', async () => {
    const { observations, draw } = await load('map-jenks');
    const scene = draw();
    expect(scene.areas).toHaveLength(26);
    expect(new Set(scene.areas.map((a) => a.label))).toContain('Graubünden');
    const legend = scene.legends[0];
    if (legend.type !== 'classes') throw new Error(`expected classes, got ${legend.type}`);
    expect(legend.classes).toHaveLength(5);

    const values = cantonValues(observations, FOREST_AREA);
    expect(values.size).toBe(26);
    const sorted = [...values.values()].sort((a, b) => a - b);
    const groups = ckmeans(sorted, 5);
    const spread = groups.reduce((total, g) => total + g.reduce((a, b) => a + (b - g.reduce((x, y) => x + y, 0) / g.length) ** 2, 0), 0);
    expect(spread).toBeCloseTo(bestSpread(sorted, 5), 0);

    // Every canton's fill is the colour of the class its value falls in; the classes go pale to dark.
    for (const area of scene.areas) {
      const group = groups.findIndex((g) => g.includes(values.get(area.key)!));
      expect(area.fill, area.label).toBe(legend.classes[group].color);
    }
    const darkest = scene.areas.filter((a) => a.fill === legend.classes[4].color).map((a) => a.label);
    expect(darkest).toEqual(['Graubünden']);
  });

  it('quantiles put about as many cantons in each class', async () => {
    const { draw } = await load('map-jenks', (c) => {
      const color = c.fields.areaLayer!.color;
      if (color.type === 'numerical') Object.assign(color, { interpolationType: 'quantile', nbClass: 4 });
    });
    const counts = new Map<string, number>();
    for (const area of draw().areas) counts.set(area.fill, (counts.get(area.fill) ?? 0) + 1);
    expect(counts.size).toBe(4);
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(6);
  });

  it('gives a canton without observation the missing-value colour', async () => {
    const { observations, draw } = await load('map-jenks');
    const zurich = 'https://ld.admin.ch/canton/1';
    expect(draw().areas.find((a) => a.key === zurich)!.fill).not.toBe(MISSING_COLOR);
    const without = draw(
      {},
      observations.filter((o) => o[iriKey(CANTON)] !== zurich),
    );
    expect(without.areas).toHaveLength(26);
    expect(without.areas.find((a) => a.key === zurich)).toMatchObject({ fill: MISSING_COLOR, tooltip: { value: '–' } });
  });

  it('sizes the enterprise circles by area and plays them over the years on one scale', async () => {
    const { observations, draw } = await load('map-symbols');
    const years = [...new Set(observations.map((o) => String(o[YEAR])))].sort();
    expect(years).toHaveLength(11);
    const first = draw({ animationValue: years[0] });
    expect(first.symbols).toHaveLength(26);
    const cantons = observations.filter((o) => String(o[iriKey(CANTON)]).includes('/canton/'));
    const largest = Math.max(...cantons.map((o) => o[ENTERPRISES] as number));
    for (const symbol of first.symbols) {
      const value = cantons.find((o) => o[iriKey(CANTON)] === symbol.key && o[YEAR] === years[0])![ENTERPRISES] as number;
      expect(symbol.value).toBe(value);
      expect(symbol.radius).toBeCloseTo(Math.sqrt(value / largest) * MAX_SYMBOL_RADIUS, 10);
    }
    // Circles sit at the centroids of their cantons, inside Switzerland's bounds.
    const [[west, south], [east, north]] = first.bounds!;
    for (const s of first.symbols) {
      expect(s.coordinates[0]).toBeGreaterThan(west);
      expect(s.coordinates[0]).toBeLessThan(east);
      expect(s.coordinates[1]).toBeGreaterThan(south);
      expect(s.coordinates[1]).toBeLessThan(north);
    }
    const last = draw({ animationValue: years.at(-1) });
    expect(last.symbols.map((s) => s.value)).not.toEqual(first.symbols.map((s) => s.value));
  });
});
