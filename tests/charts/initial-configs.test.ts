/**
 * Defaults that show something (issue item 6, issue 28 item 4): on every cube of the bundled
 * catalogue, of the test cubes (tests/fixtures: sparse ones) and of the shared Swiss cubes (when
 * present), the initial config of every enabled chart type — maps included, drawn with the shapes
 * the source returns — with the server's possible filters applied, draws at least two data marks
 * wherever the cube has two observations for it, and never a hierarchy node beside its own
 * descendants or a total beside its parts. The marks per cube and type are printed (the numbers
 * issue 28 asks for; bench/initial-marks.ts prints the same table).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChartTypeAvailability } from '../../src/domain/charts/availability';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { changeChartType } from '../../src/domain/configurator/chart-type';
import { setFieldComponent } from '../../src/domain/configurator/edits';
import { looksLikeTotal } from '../../src/domain/configurator/shown-values';
import { iriKey, type DataCubeComponents, type Dimension, type HierarchyValue, type Observation } from '../../src/domain/data';
import { encodingsOf } from '../../src/domain/encodings';
import type { ChartConfig } from '../../src/domain/config/chart-config';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { dataApi, drawnMarks, initialMarks, marksTable } from '../support/initial-marks';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';

let server: TestServer;
let query: ReturnType<typeof dataApi>;

beforeAll(async () => {
  const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
  server = await startServer({ files: [...files, ...importTestCubes().files, ...sharedCubeFiles()] });
  query = dataApi(server);
}, 60_000);
afterAll(() => server?.close());

/** Values of a hierarchy with the values of all their descendants. */
const descendants = (roots: HierarchyValue[]) => {
  const below = new Map<string, Set<string>>();
  const walk = (node: HierarchyValue): Set<string> => {
    const all = new Set((node.children ?? []).flatMap((child) => [String(child.value), ...walk(child)]));
    below.set(String(node.value), all);
    return all;
  };
  roots.forEach(walk);
  return below;
};

/** What is wrong with the values a field dimension shows: a node beside its descendant, or a total beside its parts. */
const mixedLevels = (dimension: Dimension, observations: Observation[]) => {
  const shown = new Set(observations.map((o) => String(o[iriKey(dimension.id)] ?? o[dimension.id])));
  const hierarchy = 'hierarchy' in dimension ? dimension.hierarchy : undefined;
  if (hierarchy?.length) {
    for (const [node, below] of descendants(hierarchy)) if (shown.has(node) && [...below].some((v) => shown.has(v))) return `${node} beside its descendants`;
    return undefined;
  }
  const labels = [...new Set(observations.map((o) => String(o[dimension.id])))];
  const total = dimension.values.find((v) => looksLikeTotal(v.label) && labels.includes(v.label));
  // The total at an end of the dimension's values, as shownValues takes it.
  const atAnEnd = total === dimension.values[0] || total === dimension.values.at(-1);
  return total && atAnEnd && labels.length > 2 ? `${total.label} beside its parts` : undefined;
};

/**
 * Cubes whose structure leaves one observation once every key dimension but the field is
 * filtered to one value, as spec 001 §4 asks: each earthquake is its own event on its own date,
 * and the weather's only categories are attributes of its one key, the date (a pie of one day);
 * the air-monitoring map's circles stand at the stations, and its canton, a key dimension the
 * station determines, keeps one value: one station per canton and pollutant is left. The
 * single-value cube has one observation in all. (A pie starts on a measure never below zero: the
 * trade-balance cube's pie shows exports, not its latest year's balances, all deficits.)
 */
const STRUCTURAL = [/usgs-earthquakes\/1 (column|bar|line|area|scatterplot)$/, /noaa-seattle-weather\/1 pie$/, /air-monitoring\/1 map$/, /single-value\/1 /];

/** Problems of the x and segment fields: a hierarchy node or a total drawn beside its parts. */
const mixedFields = (config: ChartConfig, components: DataCubeComponents, observations: Observation[]) => {
  const fields = config.fields as Record<string, { componentId?: string } | undefined>;
  return encodingsOf(config.chartType)
    .filter((e) => e.role === 'x' || e.role === 'segment')
    .flatMap((encoding) => {
      const dimension = components.dimensions.find((d) => d.id === fields[encoding.field]?.componentId);
      const mixed = dimension && mixedLevels(dimension, observations);
      return mixed ? [`${encoding.field}: ${mixed}`] : [];
    });
};

describe('initial configs draw something on every cube', () => {
  it('every enabled chart type of every cube, maps included', async () => {
    const rows = await initialMarks(server);
    console.log(`Marks drawn by the initial config, per cube and chart type:\n${marksTable(rows)}`);
    expect(new Set(rows.map((r) => r.cube)).size).toBeGreaterThanOrEqual(8);
    expect(rows.map((r) => r.cube)).toContain(AIR_MONITORING.cube);
    const problems = rows.flatMap(({ cube, chartType, config, components, observations, marks }) => {
      const where = `${cube} ${chartType}`;
      return [
        ...(marks < 2 && !STRUCTURAL.some((pattern) => pattern.test(where)) ? [`${where}: ${marks} marks from ${observations.length} observations`] : []),
        ...mixedFields(config, components, observations).map((problem) => `${where} ${problem}`),
      ];
    });
    expect(problems).toEqual([]);
    expect(rows.filter((r) => r.chartType === 'map').length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeGreaterThan(50);
  }, 180_000);

  it('a map on a cube whose source lacks the shapes of its shape dimension puts circles at the coordinates', async () => {
    const components: DataCubeComponents = await query('dataCubesComponents', { cubeFilters: [{ iri: AIR_MONITORING.cube }] });
    const canton = components.dimensions.find((d) => d.id === AIR_MONITORING.component('canton'));
    expect(canton).toMatchObject({ __typename: 'GeoShapesDimension', hasShapes: false });
    expect(getChartTypeAvailability(components).map).toEqual({ enabled: true });
    const config = getInitialChartConfig({ cubes: [{ iri: AIR_MONITORING.cube }], ...components, chartType: 'map', key: 'aaaaaaaaaaaa' });
    expect(config.chartType === 'map' && config.fields).toMatchObject({ symbolLayer: { componentId: AIR_MONITORING.component('station') } });
    expect(config.chartType === 'map' && config.fields.areaLayer).toBeUndefined();
    // A circle at the station the filters leave (the canton's area layer drew nothing).
    expect((await drawnMarks(query, config, components)).marks).toBe(1);
    // A cube whose source has the shapes: gapminder's countries.
    const gapminder: DataCubeComponents = await query('dataCubesComponents', { cubeFilters: [{ iri: 'https://ld.cubeviz.org/cube/gapminder/2' }] });
    expect(gapminder.dimensions.find((d) => d.__typename === 'GeoShapesDimension')).toMatchObject({ hasShapes: true });
  }, 60_000);

  it.runIf(hasSharedCubes)(
    'cantons on x or as segment show one level of their hierarchy (forestry cube)',
    async () => {
      const iri = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
      const components: DataCubeComponents = await query('dataCubesComponents', { cubeFilters: [{ iri }] });
      const canton = components.dimensions.find((d) => d.id.endsWith('/kanton'))!;
      const column = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType: 'column', key: 'aaaaaaaaaaaa' });
      const onX = changeChartType(setFieldComponent(column, 'x', canton.id, components), 'bar', components);
      const stacked = changeChartType(setFieldComponent(column, 'segment', canton.id, components, { type: 'stacked' }), 'column', components);
      // Switzerland → 7 regions without observations of their own → 26 cantons: the cantons, never Switzerland beside them.
      for (const [config, field] of [
        [onX, 'y'],
        [stacked, 'segment'],
      ] as const) {
        const filter = config.cubes[0].filters[canton.id];
        expect(filter?.type === 'multi' && Object.keys(filter.values).length, field).toBe(26);
        expect(filter?.type === 'multi' && filter.values, field).not.toHaveProperty(['https://ld.admin.ch/country/CHE']);
        const { observations, marks } = await drawnMarks(query, config, components);
        expect(marks, field).toBeGreaterThanOrEqual(2);
        expect(mixedFields(config, components, observations)).toEqual([]);
      }
    },
    60_000,
  );
});
