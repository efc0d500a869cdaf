/**
 * Sums by a level of a hierarchy through HTTP (issue 32): dataCubesObservations with `aggregate`
 * on a small sparse cube made by the importer (tests/fixtures/municipal-sums: five municipalities
 * in two cantons; Biel ends in 2021, Thun lacks its inhabitants in 2021; a percent measure beside
 * the count), on the embedded store (its observation table) and through a remote endpoint (the
 * first server's /api/sparql: the SPARQL query). A copy of the cube with a canton total among its
 * municipalities is offered no sums.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDescriptionFile } from '../../src/server/import/catalogue';
import { startServer, type TestServer } from '../support/server';

const FIXTURE = new URL('../fixtures/municipal-sums/', import.meta.url).pathname;
const CUBE = 'https://example.org/cube/municipal-sums/1';
const TOTALS = 'https://example.org/cube/municipal-totals/1';
const component = (cube: string, name: string) => `${cube.replace(/\/1$/, '')}___${cube.replace(/\/1$/, '')}/${name}`;
const [YEAR, MUNICIPALITY, POPULATION, SHARE] = ['year', 'municipality', 'population', 'share'].map((n) => component(CUBE, n));
const canton = (code: string) => `https://example.org/municipal-sums/canton/${code}`;

/** The cube, and a copy whose municipality dimension has a value of the canton level (an observation, and in sh:in): a total beside its parts. */
const importCubes = () => {
  const dir = mkdtempSync(join(tmpdir(), 'municipal-sums-'));
  const sums = join(dir, 'municipal-sums.ttl');
  writeFileSync(sums, importDescriptionFile(join(FIXTURE, 'description.json')).turtle);
  copyFileSync(join(FIXTURE, 'rows.csv'), join(dir, 'rows.csv'));
  const description = readFileSync(join(FIXTURE, 'description.json'), 'utf8').replaceAll('cube/municipal-sums', 'cube/municipal-totals');
  writeFileSync(join(dir, 'totals.json'), description);
  const d = 'https://example.org/cube/municipal-totals/';
  const total = `<${TOTALS}/observation/2020_BE>`;
  const totals = join(dir, 'municipal-totals.ttl');
  writeFileSync(
    totals,
    `${importDescriptionFile(join(dir, 'totals.json')).turtle.replace('/municipality/winterthur>);', `/municipality/winterthur> <${canton('BE')}>);`)}
<${TOTALS}/observation/> <https://cube.link/observation> ${total} .
${total} a <https://cube.link/Observation> ; <${d}year> "2020"^^<http://www.w3.org/2001/XMLSchema#gYear> ;
  <${d}municipality> <${canton('BE')}> ; <${d}population> 232000 ; <${d}share> 21.5 .
`,
  );
  return [sums, totals];
};

let server: TestServer;
let remote: TestServer;

beforeAll(async () => {
  server = await startServer({ files: importCubes() });
  remote = await startServer({ endpoints: [`${server.url}/api/sparql`], remoteTimeoutMs: 60_000, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
}, 60_000);
afterAll(async () => {
  await remote?.close();
  await server?.close();
});

const ask = (on: 'embedded' | 'remote', cubeFilter: object, locale = 'en') =>
  on === 'embedded'
    ? server.post('/api/data/dataCubesObservations', { sourceType: 'sparql', sourceUrl: '/api/sparql', locale, cubeFilters: [cubeFilter] })
    : remote.post(
        '/api/data/dataCubesObservations',
        { sourceType: 'sparql', sourceUrl: `${server.url}/api/sparql`, locale, cubeFilters: [cubeFilter] },
        { 'cache-control': 'no-cache' },
      );

type Row = Record<string, string | number | null>;
const sorted = (rows: Row[]) => [...rows].sort((a, b) => `${a[YEAR]}${a[MUNICIPALITY]}`.localeCompare(`${b[YEAR]}${b[MUNICIPALITY]}`));
const count = (id: string) => `${id}/__count__`;

describe.each(['embedded', 'remote'] as const)('sums by canton (%s)', (on) => {
  it('sums the inhabitants of each canton and year over the municipalities there are, with their count', async () => {
    const response = await ask(on, { iri: CUBE, componentIds: [MUNICIPALITY, YEAR, POPULATION], aggregate: { componentId: MUNICIPALITY, depth: 1 } });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    const rows = sorted(response.body.data.dataCubesObservations.data);
    expect(rows.map((r) => [r[YEAR], r[MUNICIPALITY], r[POPULATION], r[count(POPULATION)]])).toEqual([
      ['2020', 'Bern (canton)', 232000, 3],
      ['2020', 'Zürich (canton)', 535000, 2],
      // Thun has no inhabitants in 2021, Biel none in 2022: the sums cover two municipalities.
      ['2021', 'Bern (canton)', 189700, 2],
      ['2021', 'Zürich (canton)', 538000, 2],
      ['2022', 'Bern (canton)', 178400, 2],
      ['2022', 'Zürich (canton)', 543000, 2],
    ]);
    expect(rows[0][`${MUNICIPALITY}/__iri__`]).toBe(canton('BE'));
  });

  it('chooses cantons by the field’s filter and observations by the others; the country level sums all', async () => {
    const filters = { [MUNICIPALITY]: { type: 'multi', values: { [canton('ZH')]: true } }, [YEAR]: { type: 'single', value: '2021' } };
    const response = await ask(on, { iri: CUBE, componentIds: [MUNICIPALITY, POPULATION], filters, aggregate: { componentId: MUNICIPALITY, depth: 1 } });
    expect(response.status).toBe(200);
    expect(response.body.data.dataCubesObservations.data).toEqual([
      { [MUNICIPALITY]: 'Zürich (canton)', [`${MUNICIPALITY}/__iri__`]: canton('ZH'), [POPULATION]: 538000, [count(POPULATION)]: 2 },
    ]);
    const country = await ask(
      on,
      { iri: CUBE, componentIds: [MUNICIPALITY, POPULATION], filters: { [YEAR]: filters[YEAR] }, aggregate: { componentId: MUNICIPALITY, depth: 0 } },
      'de',
    );
    expect(country.body.data.dataCubesObservations.data).toMatchObject([{ [MUNICIPALITY]: 'Schweiz', [POPULATION]: 727700, [count(POPULATION)]: 4 }]);
  });

  it('refuses with a 400 to sum a percent, a level that is not above the values, a dimension without hierarchy, a cube with a total beside its parts', async () => {
    const refused = async (cubeFilter: object, message: RegExp) => {
      const response = await ask(on, cubeFilter);
      expect(response.status, `${message}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(400);
      expect(response.body.message).toMatch(message);
    };
    const sums = (depth: number, ids = [MUNICIPALITY, POPULATION]) => ({ iri: CUBE, componentIds: ids, aggregate: { componentId: MUNICIPALITY, depth } });
    await refused(sums(1, [MUNICIPALITY, POPULATION, SHARE]), /share cannot be summed \(unit\)/);
    await refused(sums(2), /depth 2 is no level above the values/);
    await refused(sums(7), /depth 7 is no level above the values/);
    await refused({ ...sums(0), aggregate: { componentId: YEAR, depth: 0 } }, /has no hierarchy whose levels can be summed/);
    await refused({ ...sums(0), aggregate: { componentId: POPULATION, depth: 0 } }, /is no dimension of the cube/);
    await refused(
      {
        iri: TOTALS,
        componentIds: [component(TOTALS, 'municipality'), component(TOTALS, 'population')],
        aggregate: { componentId: component(TOTALS, 'municipality'), depth: 1 },
      },
      /values on more than one level/,
    );
    const schema = await ask(on, { ...sums(1), aggregate: { componentId: MUNICIPALITY, depth: -1 } });
    expect(schema.status).toBe(400);
  });
});
