/**
 * Defaults that show something (issue item 6): on every cube of the bundled catalogue and of the
 * shared Swiss cubes (when present), the initial config of every enabled drawn chart type, with
 * the server's possible filters applied, draws at least two data marks wherever the cube has two
 * observations for it, and never a hierarchy node beside its own descendants or a total beside
 * its parts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnabledChartTypes } from '../../src/domain/charts/availability';
import { initialInteractiveState } from '../../src/domain/charts/chart-data';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { definitionOf, isDrawnChart, type DrawnChartConfig } from '../../src/domain/charts/registry';
import { changeChartType } from '../../src/domain/configurator/chart-type';
import { setFieldComponent } from '../../src/domain/configurator/edits';
import { possibleFiltersUpdate } from '../../src/domain/configurator/possible-filters';
import { looksLikeTotal } from '../../src/domain/configurator/shown-values';
import { iriKey, type Component, type DataCubeComponents, type Dimension, type HierarchyValue, type Observation } from '../../src/domain/data';
import { encodingsOf } from '../../src/domain/encodings';
import type { ChartType } from '../../src/domain/config/chart-config';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';

let server: TestServer;
const query = async (name: string, variables: object) => {
  const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables });
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return response.body.data[name];
};

beforeAll(async () => {
  const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
  server = await startServer({ files: [...files, ...sharedCubeFiles()] });
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
 * and the weather's only categories are attributes of its one key, the date (a pie of one day).
 */
const STRUCTURAL = [/usgs-earthquakes\/1 (column|bar|line|area|scatterplot)$/, /noaa-seattle-weather\/1 pie$/];

/** Problems of the x and segment fields: a hierarchy node or a total drawn beside its parts. */
const mixedFields = (config: { chartType: ChartType; fields: object }, components: DataCubeComponents, observations: Observation[]) => {
  const fields = config.fields as Record<string, { componentId?: string } | undefined>;
  return encodingsOf(config.chartType)
    .filter((e) => e.role === 'x' || e.role === 'segment')
    .flatMap((encoding) => {
      const dimension = components.dimensions.find((d) => d.id === fields[encoding.field]?.componentId);
      const mixed = dimension && mixedLevels(dimension, observations);
      return mixed ? [`${encoding.field}: ${mixed}`] : [];
    });
};

/** The config's observations through the data API and the number of data marks its scene draws. */
const draw = async (config: DrawnChartConfig, components: DataCubeComponents) => {
  const byId = new Map<string, Component>([...components.dimensions, ...components.measures].map((c) => [c.id, c]));
  const definition = definitionOf(config);
  const cubeFilters = [{ iri: config.cubes[0].iri, componentIds: definition.componentIds(config, byId), filters: config.cubes[0].filters }];
  const observations: Observation[] = (await query('dataCubesObservations', { cubeFilters })).data;
  const scene = definition.scene({ config, components: byId, observations, state: initialInteractiveState(), width: 800, height: 400, locale: 'en' });
  return { observations, marks: scene.marks.filter((m) => 'value' in m).length };
};

describe('initial configs draw something on every cube', () => {
  it('every enabled drawn chart type of every cube', async () => {
    const cubes: string[] = (await query('searchCubes', { includeDrafts: true })).map((r: { cube: { iri: string } }) => r.cube.iri);
    expect(cubes.length).toBeGreaterThanOrEqual(7);
    const problems: string[] = [];
    let drawn = 0;
    for (const iri of cubes) {
      const components: DataCubeComponents = await query('dataCubesComponents', { cubeFilters: [{ iri }] });
      for (const chartType of getEnabledChartTypes(components)) {
        const initial = getInitialChartConfig({ cubes: [{ iri }], ...components, chartType, key: 'aaaaaaaaaaaa' });
        if (!isDrawnChart(initial)) continue;
        const singles = Object.fromEntries(Object.entries(initial.cubes[0].filters).filter(([, f]) => f.type === 'single'));
        const possible = await query('possibleFilters', { cubeIri: iri, filters: singles });
        const update = possibleFiltersUpdate(initial, iri, possible);
        const config = update ? { ...initial, cubes: [{ ...initial.cubes[0], filters: update.filters }] } : initial;
        if (!isDrawnChart(config)) continue;
        const { observations, marks } = await draw(config, components);
        const where = `${iri} ${chartType}`;
        drawn++;
        if (marks < 2 && !STRUCTURAL.some((pattern) => pattern.test(where))) problems.push(`${where}: ${marks} marks from ${observations.length} observations`);
        problems.push(...mixedFields(config, components, observations).map((problem) => `${where} ${problem}`));
      }
    }
    expect(problems).toEqual([]);
    expect(drawn).toBeGreaterThan(50);
  }, 120_000);

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
        const { observations, marks } = await draw(config as DrawnChartConfig, components);
        expect(marks, field).toBeGreaterThanOrEqual(2);
        expect(mixedFields(config, components, observations)).toEqual([]);
      }
    },
    60_000,
  );
});
