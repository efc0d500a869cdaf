/**
 * The marks the initial config of every enabled chart type draws on every cube a server has
 * (issue 28, item 4): the config as the configurator makes it (getInitialChartConfig, then the
 * server's possible filters), its observations through the data API as the chart pipeline asks
 * them, and the scene the domain draws — for a map with the shapes the source returns. Shared by
 * tests/charts/initial-configs.test.ts (which checks them) and bench/initial-marks.ts (which
 * prints them).
 */
import type { Topology } from 'topojson-specification';
import { getEnabledChartTypes } from '../../src/domain/charts/availability';
import { initialInteractiveState } from '../../src/domain/charts/chart-data';
import { getInitialChartConfig } from '../../src/domain/charts/initial-config';
import { mapScene } from '../../src/domain/charts/map/scene';
import { shapeFeatures } from '../../src/domain/charts/map/shapes';
import { chartComponentIds, chartShapeDimensions, cubesQuery } from '../../src/domain/charts/pipeline';
import { drawScene, isDrawnChart } from '../../src/domain/charts/registry';
import type { ChartConfig, ChartType } from '../../src/domain/config';
import { possibleFiltersRequest, possibleFiltersUpdate } from '../../src/domain/configurator/possible-filters';
import { componentsById, type DataCubeComponents, type Observation } from '../../src/domain/data';
import type { TestServer } from './server';

/** A data API query on the server's embedded store, in English; anything but 200 throws. */
export const dataApi = (server: TestServer) => async (name: string, variables: object) => {
  const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables });
  if (response.status !== 200) throw new Error(`${name}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  return response.body.data[name];
};

export type InitialMarks = {
  cube: string;
  chartType: ChartType;
  config: ChartConfig;
  components: DataCubeComponents;
  observations: Observation[];
  /** Data marks drawn: bars, dots, slices, points of lines; a map's coloured areas and its circles. */
  marks: number;
};

/** The marks a config draws from the data API's answer, as the chart pipeline draws them. */
export const drawnMarks = async (query: ReturnType<typeof dataApi>, config: ChartConfig, components: DataCubeComponents) => {
  const byId = componentsById(components);
  const cubeFilters = cubesQuery(config.cubes, chartComponentIds(config, byId));
  const observations: Observation[] = (await query('dataCubesObservations', { cubeFilters })).data;
  const state = initialInteractiveState();
  if (isDrawnChart(config)) {
    const scene = drawScene({ config, components: byId, observations, state, width: 800, height: 400, locale: 'en' });
    return { observations, marks: scene.marks.filter((m) => 'value' in m).length };
  }
  if (config.chartType !== 'map') return { observations, marks: observations.length };
  const shapes = Object.fromEntries(
    await Promise.all(
      chartShapeDimensions(config, byId).map(async (d) => {
        const topology: Topology = await query('dataCubeDimensionGeoShapes', { cubeFilter: { iri: d.cubeIri, dimensionId: d.id } });
        return [d.id, shapeFeatures(topology)] as const;
      }),
    ),
  );
  const scene = mapScene({ config, components: byId, observations, shapes, state, locale: 'en' });
  return { observations, marks: scene.areas.filter((a) => a.value !== undefined).length + scene.symbols.length };
};

/** For every cube of the server and every enabled type but the table: the initial config and the marks it draws. */
export const initialMarks = async (server: TestServer): Promise<InitialMarks[]> => {
  const query = dataApi(server);
  const cubes: string[] = (await query('searchCubes', { includeDrafts: true })).map((r: { cube: { iri: string } }) => r.cube.iri);
  const rows: InitialMarks[] = [];
  for (const cube of cubes.sort()) {
    const components: DataCubeComponents = await query('dataCubesComponents', { cubeFilters: [{ iri: cube }] });
    for (const chartType of getEnabledChartTypes(components).filter((type) => type !== 'table')) {
      const initial = getInitialChartConfig({ cubes: [{ iri: cube }], ...components, chartType, key: 'aaaaaaaaaaaa' });
      // As the configurator asks: the filters follow the possible filters' answer.
      const possible = await query('possibleFilters', { cubeIri: cube, ...possibleFiltersRequest(initial, initial.cubes[0].filters, components) });
      const update = possibleFiltersUpdate(initial, cube, possible);
      const config = update ? { ...initial, cubes: [{ ...initial.cubes[0], filters: update.filters }] } : initial;
      rows.push({ cube, chartType, config, components, ...(await drawnMarks(query, config, components)) });
    }
  }
  return rows;
};

/** The numbers as a table: one row per cube, one column per chart type, the marks drawn (· where the type is not enabled). */
export const marksTable = (rows: InitialMarks[]) => {
  const types = [...new Set(rows.map((r) => r.chartType))];
  const cubes = [...new Set(rows.map((r) => r.cube))];
  const name = (iri: string) => iri.replace(/^https?:\/\/[^/]+\//, '');
  const width = Math.max(...cubes.map((c) => name(c).length));
  const cell = (text: string, w: number) => text.padStart(w);
  const lines = [
    [''.padEnd(width), ...types.map((t) => cell(t, t.length))].join('  '),
    ...cubes.map((cube) =>
      [name(cube).padEnd(width), ...types.map((t) => cell(String(rows.find((r) => r.cube === cube && r.chartType === t)?.marks ?? '·'), t.length))].join('  '),
    ),
  ];
  const min = Math.min(...rows.map((r) => r.marks));
  return `${lines.join('\n')}\nmin over ${rows.length} (cube, type) pairs: ${min}`;
};
