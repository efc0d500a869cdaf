/**
 * Datasets on a chart through real HTTP on the bundled catalogue: the search the add-dataset drawer
 * makes (results with their joinable dimensions) and a filter on the join dimension, which each
 * cube answers by its own dimension.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';

const CO2 = 'https://ld.cubeviz.org/cube/scripps-co2-mauna-loa/1';
const JOBS = 'https://ld.cubeviz.org/cube/bls-unemployment-industries/1';

describe('joining cubes', () => {
  let server: TestServer;
  const query = async (name: string, variables: object) =>
    (await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables })).body;
  const componentsOf = async (iri: string) => (await query('dataCubesComponents', { cubeFilters: [{ iri }] })).data.dataCubesComponents;
  const monthOf = (components: { dimensions: { id: string; __typename: string }[] }) =>
    components.dimensions.find((d) => d.__typename === 'TemporalDimension')!.id;

  beforeAll(async () => {
    const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
    server = await startServer({ files });
  });
  afterAll(() => server?.close());

  it('finds the cubes with a monthly dimension, each with the dimensions it can join on', async () => {
    const results = (await query('searchCubes', { fetchDimensionTermsets: true, filters: [{ type: 'TemporalDimension', value: 'Month' }] })).data.searchCubes;
    const iris = results.map((r: any) => r.cube.iri);
    expect(iris).toEqual(expect.arrayContaining([CO2, JOBS]));
    for (const r of results) expect(r.cube.dimensions.some((d: any) => d.timeUnit === 'Month')).toBe(true);
    const jobs = results.find((r: any) => r.cube.iri === JOBS).cube;
    expect(jobs.dimensions.find((d: any) => d.timeUnit === 'Month').id).toBe(monthOf(await componentsOf(JOBS)));
  });

  it('filters both cubes by a filter on the join dimension', async () => {
    const [co2, jobs] = [await componentsOf(CO2), await componentsOf(JOBS)];
    const month = monthOf(co2);
    const value = co2.dimensions.find((d: any) => d.id === month).values.at(-1).value;
    const cubeFilters = [
      { iri: CO2, joinBy: [month], filters: { joinBy__0: { type: 'single', value } } },
      { iri: JOBS, joinBy: [monthOf(jobs)], filters: { joinBy__0: { type: 'single', value } } },
    ];
    const response = await query('dataCubesObservations', { cubeFilters });
    expect(response.success).toBe(true);
    const rows = response.data.dataCubesObservations.data;
    expect(rows.length).toBe(1);
    expect(rows[0].joinBy__0).toBe(co2.dimensions.find((d: any) => d.id === month).values.at(-1).label);
  });

  it('asks each joined cube only for the components the chart draws, with its join dimensions', async () => {
    const [co2, jobs] = [await componentsOf(CO2), await componentsOf(JOBS)];
    // A month both cubes have.
    const jobMonths = new Set(jobs.dimensions.find((d: any) => d.id === monthOf(jobs)).values.map((v: any) => String(v.value)));
    const value = co2.dimensions.find((d: any) => d.id === monthOf(co2)).values.findLast((v: any) => jobMonths.has(String(v.value))).value;
    const drawn = ['joinBy__0', co2.measures[0].id];
    const ask = async (componentIds?: string[]) => {
      const cubeFilters = [
        { iri: CO2, joinBy: [monthOf(co2)], componentIds, filters: { joinBy__0: { type: 'single', value } } },
        { iri: JOBS, joinBy: [monthOf(jobs)], componentIds, filters: { joinBy__0: { type: 'single', value } } },
      ];
      const response = await query('dataCubesObservations', { cubeFilters });
      expect(response.success, response.message).toBe(true);
      return new Set(response.data.dataCubesObservations.data.flatMap((row: object) => Object.keys(row).map((key) => key.replace(/\/__iri__$/, ''))));
    };
    // Without a list, every component of both cubes; with one, the drawn ones.
    const jobsIds = [...jobs.dimensions, ...jobs.measures].map((c: any) => c.id).filter((id: string) => id !== monthOf(jobs));
    expect([...(await ask())].filter((id) => jobsIds.includes(id))).toEqual(expect.arrayContaining(jobsIds));
    expect(await ask(drawn)).toEqual(new Set(drawn));
  });
});

const virtuoso = process.env.TEST_VIRTUOSO_ENDPOINT;
const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';

describe.runIf(virtuoso && hasSharedCubes)('joining cubes on Virtuoso answers as the embedded store does', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ files: sharedCubeFiles(), endpoints: [virtuoso!], remoteTimeoutMs: 150_000 });
  });
  afterAll(() => server?.close());

  it('joins the two forestry versions on year, zone, canton and size class, filtered on a join dimension', async () => {
    const keys = ['jahr', 'forstzone', 'kanton', 'groessenklasse'].map((path) => `${FORESTRY}___${FORESTRY}/${path}`);
    const filters = { joinBy__0: { type: 'single', value: '2010' } };
    const cubeFilters = [1, 2].map((v) => ({ iri: `${FORESTRY}/${v}`, joinBy: keys, filters }));
    const ask = async (sourceUrl: string) => {
      const response = await server.post('/api/data/dataCubesObservations', { sourceType: 'sparql', sourceUrl, locale: 'de', cubeFilters });
      expect(response.status, response.body.message).toBe(200);
      const rows = response.body.data.dataCubesObservations.data as Record<string, unknown>[];
      return rows.map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))).sort();
    };
    const embedded = await ask('/api/sparql');
    // One year: 6 zones × 27 cantons × 8 size classes.
    expect(embedded).toHaveLength(6 * 27 * 8);
    expect(await ask(virtuoso!)).toEqual(embedded);
  }, 180_000);
});
