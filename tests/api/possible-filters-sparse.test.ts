/**
 * possibleFilters and 'most recent' through HTTP on the sparse test cube (issue 28): per filter the
 * values with data under the filters above, the resolved value, and the latest year with data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOST_RECENT_VALUE } from '../../src/domain/configurator/most-recent';
import { startServer, type TestServer } from '../support/server';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';

let server: TestServer;
/** The same data through a remote endpoint (the first server's /api/sparql): no observation table, the steps are sent ahead. */
let remote: TestServer;
const { cube, component, station, pollutant } = AIR_MONITORING;
const [YEAR, STATION, POLLUTANT, VALUE] = [component('year'), component('station'), component('pollutant'), component('value')];

const query = async (name: string, variables: object) => {
  const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables });
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return response.body.data[name];
};
const remoteQuery = async (name: string, variables: object) => {
  const sourceUrl = `${server.url}/api/sparql`;
  const response = await remote.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl, locale: 'en', ...variables }, { 'cache-control': 'no-cache' });
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return response.body.data[name];
};
const single = (value: string, position: number) => ({ type: 'single', value, position });
type Entry = { id: string; type: string; value?: string; values: string[]; above: { id: string; value: string }[] };
const byId = (answer: Entry[]) => Object.fromEntries(answer.map((e) => [e.id, e]));

beforeAll(async () => {
  server = await startServer({ files: importTestCubes().files });
  remote = await startServer({ endpoints: [`${server.url}/api/sparql`], remoteTimeoutMs: 60_000, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
}, 60_000);
afterAll(async () => {
  await remote?.close();
  await server?.close();
});

describe('possibleFilters on the sparse cube', () => {
  it('answers per filter the values with data under the filters above and the value it resolves to', async () => {
    const filters = { [STATION]: single(station('bern-bollwerk'), 0), [POLLUTANT]: single(pollutant('o3'), 1) };
    const answer = byId(await query('possibleFilters', { cubeIri: cube, filters, fieldIds: [YEAR] }));
    expect(answer[STATION]).toMatchObject({ type: 'single', value: station('bern-bollwerk'), above: [] });
    expect(answer[STATION].values).toHaveLength(6);
    // Bern-Bollwerk has no O3: NO2, the first pollutant with data there.
    expect(answer[POLLUTANT]).toMatchObject({ value: pollutant('no2'), above: [{ id: STATION, value: station('bern-bollwerk') }] });
    expect([...answer[POLLUTANT].values].sort()).toEqual([pollutant('no2'), pollutant('pm10')]);
    // The years of Bern-Bollwerk's NO2: 1990–2023.
    expect(answer[YEAR]).toMatchObject({ type: 'field' });
    expect(Math.min(...answer[YEAR].values.map(Number))).toBe(1990);
  });

  it("resolves 'most recent' last, to the latest year with data (Lugano ends in 1998)", async () => {
    const filters = { [YEAR]: single(MOST_RECENT_VALUE, 0), [STATION]: single(station('lugano'), 1), [POLLUTANT]: single(pollutant('no2'), 2) };
    const answer = byId(await query('possibleFilters', { cubeIri: cube, filters }));
    expect(String(answer[YEAR].value)).toBe('1998');
    expect(answer[YEAR].above.map((a) => a.id)).toEqual([STATION, POLLUTANT]);
  });

  it("draws 'most recent' as the latest year with data in an observations query", async () => {
    const filters = { [YEAR]: { type: 'single', value: MOST_RECENT_VALUE }, [STATION]: { type: 'single', value: station('lugano') } };
    const { data } = await query('dataCubesObservations', { cubeFilters: [{ iri: cube, filters, componentIds: [YEAR, POLLUTANT, VALUE] }] });
    expect(data.length).toBe(3);
    expect(new Set(data.map((o: Record<string, unknown>) => String(o[YEAR])))).toEqual(new Set(['1998']));
  });

  it('refuses unknown dimensions and multi filters with a 400', async () => {
    const bad = await server.post('/api/data/possibleFilters', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeIri: cube,
      filters: {},
      fieldIds: ['https://example.org/nothing'],
    });
    expect(bad.status).toBe(400);
    const multi = await server.post('/api/data/possibleFilters', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeIri: cube,
      filters: { [STATION]: { type: 'multi', values: { [station('lugano')]: true } } },
    });
    expect(multi.status).toBe(400);
  });
});

describe('possibleFilters on a remote endpoint', () => {
  // Each step's query goes ahead as if every filter kept its value; where one does not (no O3 at
  // Bern-Bollwerk, no data in 2024), the steps below it are asked again: the answer is the embedded store's.
  it.each([
    [{ [STATION]: single(station('bern-bollwerk'), 0), [POLLUTANT]: single(pollutant('o3'), 1) }, [YEAR]],
    [{ [STATION]: single(station('lugano'), 0), [YEAR]: single('2024', 1), [POLLUTANT]: single(pollutant('no2'), 2) }, []],
    [{ [YEAR]: single(MOST_RECENT_VALUE, 0), [STATION]: single(station('lugano'), 1), [POLLUTANT]: single(pollutant('no2'), 2) }, [component('canton')]],
  ])('answers as the embedded store does: %j', async (filters, fieldIds) => {
    const variables = { cubeIri: cube, filters, fieldIds };
    expect(await remoteQuery('possibleFilters', variables)).toEqual(await query('possibleFilters', variables));
  });

  it('refuses an unknown dimension with a 400, its guess sent ahead or not', async () => {
    const sourceUrl = `${server.url}/api/sparql`;
    const filters = { 'https://example.org/cube/air-monitoring___https://example.org/nothing': single(station('lugano'), 0) };
    const response = await remote.post(
      '/api/data/possibleFilters',
      { sourceType: 'sparql', sourceUrl, locale: 'en', cubeIri: cube, filters },
      { 'cache-control': 'no-cache' },
    );
    expect(response.status).toBe(400);
  });
});
