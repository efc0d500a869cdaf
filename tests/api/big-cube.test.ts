/**
 * The 10⁵-observation municipal cube of issue 32 (bench/big-cube/generate.ts) on the embedded
 * store, through real HTTP: the answers a chart needs are those of the generated rows, gaps
 * included (municipalities merged away end early, a group counted from 1990, missing cells).
 * Timings are the bench's (npm run bench:big-cube), not asserted here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_CUBE_SIZES, bigCubeRows, CANTONS, cubeIri, FIRST_YEAR, mergedIn } from '../../bench/big-cube/generate';
import { MOST_RECENT_VALUE } from '../../src/domain/configurator/most-recent';
import { decodeObservations, type ObservationColumns } from '../../src/domain/observation-columns';
import { generateBigCube, startBigVirtuoso } from '../../bench/big-cube/setup';
import { runBigCube } from '../support/big-cube';
import { startServer, type TestServer } from '../support/server';

const SIZE = BIG_CUBE_SIZES['1e5'];
const IRI = cubeIri('1e5');
const UNVERSIONED = 'https://bench.cubeviz.org/big/cube/1e5';
const id = (name: string) => `${UNVERSIONED}___${UNVERSIONED}/${name}`;
const municipality = (m: number) => `https://bench.cubeviz.org/big/municipality/m${String(m).padStart(4, '0')}`;
const G0 = 'https://bench.cubeviz.org/big/group/g0';
const rows = [...bigCubeRows(SIZE)];

let server: TestServer;
let observations = 0;
beforeAll(async () => {
  const cube = runBigCube();
  observations = cube.observations;
  server = await startServer({ files: [cube.file], timeoutMs: 60_000 });
}, 180_000);
afterAll(() => server?.close());

const query = async (name: string, variables: object) => {
  const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'fr', ...variables });
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return response.body.data[name];
};
const observationsOf = async (filters: object) =>
  decodeObservations((await query('dataCubesObservations', { cubeFilters: [{ iri: IRI, filters }], format: 'columns' })).data as ObservationColumns);
const single = (value: string) => ({ type: 'single', value });

describe('the generated 10⁵-observation cube', () => {
  it('holds every generated row: ~10⁵ observations', () => {
    expect(observations).toBe(rows.length);
    expect(observations).toBeGreaterThan(100_000);
  });

  it('answers its components: 2,200 municipalities under 26 cantons and their districts, 50 years, three measures with units', async () => {
    const { dimensions, measures } = await query('dataCubesComponents', { cubeFilters: [{ iri: IRI }] });
    const byId = Object.fromEntries(dimensions.map((d: { id: string }) => [d.id, d]));
    expect(byId[id('municipality')].values).toHaveLength(SIZE.municipalities);
    expect(byId[id('municipality')].values[0]).toMatchObject({ value: municipality(0), label: 'Commune 0000' });
    const [root] = byId[id('municipality')].hierarchy;
    expect(root).toMatchObject({ label: 'Suisse', depth: 0 });
    expect(root.children).toHaveLength(CANTONS);
    const districts = root.children.flatMap((canton: { children: unknown[] }) => canton.children);
    expect(districts.flatMap((district: { children: unknown[] }) => district.children)).toHaveLength(SIZE.municipalities);
    expect(byId[id('year')].values.map((v: { value: string }) => Number(v.value))).toEqual(Array.from({ length: SIZE.years }, (_, y) => FIRST_YEAR + y));
    expect(measures.map((m: { unit?: string }) => m.unit)).toEqual(['Nombre', 'km²', '%']);
  });

  it('draws a line of one municipality merged away: its years only', async () => {
    const merged = 5;
    const end = mergedIn(merged, SIZE.years)!;
    const line = await observationsOf({ [id('municipality')]: single(municipality(merged)), [id('group')]: single(G0) });
    expect(line.map((row) => Number(row[id('year')]))).toEqual(Array.from({ length: end - FIRST_YEAR }, (_, y) => FIRST_YEAR + y));
  });

  it('draws a map of one year: the municipalities that still exist, a missing share left empty', async () => {
    const map = await observationsOf({ [id('year')]: single('2020'), [id('group')]: single(G0) });
    const expected = rows.filter((row) => row[3] === 2020);
    expect(map).toHaveLength(expected.length);
    expect(map.length).toBeLessThan(SIZE.municipalities);
    const missing = expected.filter((row) => row[7] === '').length;
    expect(missing).toBeGreaterThan(0);
    expect(map.filter((row) => row[id('share')] === null || row[id('share')] === undefined)).toHaveLength(missing);
  });

  it('resolves “most recent” to the last year of a merged municipality', async () => {
    const merged = 17;
    const filters = {
      [id('municipality')]: { ...single(municipality(merged)), position: 0 },
      [id('year')]: { ...single(MOST_RECENT_VALUE), position: 1 },
    };
    const answer = await query('possibleFilters', { cubeIri: IRI, filters });
    const year = answer.find((entry: { id: string }) => entry.id === id('year'));
    expect(String(year.value)).toBe(String(mergedIn(merged, SIZE.years)! - 1));
  });

  it('answers the whole cube in the columns form', async () => {
    const all = await observationsOf({});
    expect(all).toHaveLength(rows.length);
  });

  it('sums the inhabitants of 2020 by canton: every canton, over the municipalities that still exist', async () => {
    expect(await cantonSums(query)).toEqual(expectedCantonSums());
  });
});

/** The inhabitants of each canton in 2020 (group 0) and how many municipalities each sum covers, from the generated rows. */
const expectedCantonSums = () => {
  const sums = new Map<string, [number, number]>();
  for (const [, , canton, year, group, population] of rows) {
    if (year !== 2020 || group !== 'G0') continue;
    const key = `https://bench.cubeviz.org/big/canton/${String(canton).toLowerCase()}`;
    const [sum, count] = sums.get(key) ?? [0, 0];
    sums.set(key, [sum + Number(population), count + 1]);
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)));
};

/** dataCubesObservations summed by canton (hierarchy level 1) for 2020 and group 0: canton IRI → [sum, count]. */
const cantonSums = async (ask: (name: string, variables: object) => Promise<{ data: ObservationColumns }>) => {
  const filters = { [id('year')]: single('2020'), [id('group')]: single(G0) };
  const cubeFilters = [{ iri: IRI, componentIds: [id('municipality'), id('population')], filters, aggregate: { componentId: id('municipality'), depth: 1 } }];
  const answer = decodeObservations((await ask('dataCubesObservations', { cubeFilters, format: 'columns' })).data);
  return Object.fromEntries(
    answer
      .map((o) => [String(o[`${id('municipality')}/__iri__`]), [o[id('population')], o[`${id('population')}/__count__`]]] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
};

const virtuoso = process.env.TEST_VIRTUOSO_ENDPOINT;

// The cube in a Virtuoso of its own (bench/big-cube/setup.ts: its ports and folder, loaded once), where a Virtuoso runs.
describe.runIf(virtuoso)('the generated 10⁵-observation cube on Virtuoso', () => {
  let remote: TestServer;
  let endpoint: string;
  beforeAll(async () => {
    generateBigCube('1e5');
    endpoint = startBigVirtuoso('1e5');
    remote = await startServer({ endpoints: [endpoint], remoteTimeoutMs: 120_000 });
  }, 600_000);
  afterAll(() => remote?.close());

  it('sums by canton as the embedded store does (the query follows the hierarchy; the store sums its observation table)', async () => {
    const ask = async (name: string, variables: object) => {
      const response = await remote.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: endpoint, locale: 'fr', ...variables });
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
      return response.body.data[name];
    };
    expect(await cantonSums(ask)).toEqual(await cantonSums(query));
    expect(await cantonSums(ask)).toEqual(expectedCantonSums());
  }, 120_000);
});
