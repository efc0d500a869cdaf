/**
 * SPARQL injection in a table page's search (dataCubeTablePage, issue 32): the search text is the
 * one variable whose words go into the query as written (CONTAINS on a literal's text). Each
 * injection, alone and after a real word, and with codepoint escapes (\u0022: some engines read
 * them before the query's grammar), is asked of an app that reads the test cubes as a remote SPARQL
 * endpoint, so the page's SPARQL runs: the answer is a normal page of the cube asked (or a 4xx),
 * never a 5xx, and finds only rows that say the words. Component ids in every list are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeObservations, type ObservationColumns } from '../../src/domain/observation-columns';
import { startServer, type TestServer } from '../support/server';
import { AIR_MONITORING, importTestCubes } from '../support/test-cubes';
import { SPARQL_INJECTIONS } from './payloads';

let endpoint: TestServer;
let app: TestServer;
beforeAll(async () => {
  endpoint = await startServer({ files: importTestCubes().files });
  app = await startServer({ endpoints: [`${endpoint.url}/api/sparql`], remoteTimeoutMs: 60_000, settings: { RATE_LIMIT_MAX: 0 } });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await endpoint?.close();
});

const { cube, component } = AIR_MONITORING;
const ids = (['year', 'station', 'pollutant', 'value', 'unit'] as const).map((name) => component(name));
const ask = (variables: object) =>
  app.post('/api/data/dataCubeTablePage', {
    sourceType: 'sparql',
    sourceUrl: `${endpoint.url}/api/sparql`,
    locale: 'en',
    cubeFilter: { iri: cube },
    componentIds: ids,
    searchIds: ids,
    sorting: [{ componentId: component('year'), sortingOrder: 'asc' }],
    search: '',
    offset: 0,
    limit: 100,
    ...variables,
  });

const ESCAPED = ['\\u0022 } UNION { ?s ?p ?o } #', '\\\\u0022 } UNION { ?s ?p ?o } #', '\\U00000022) || true || ("'];

describe('a table page’s search', () => {
  it('finds only rows that say its words, whatever SPARQL it holds', async () => {
    const failures: string[] = [];
    for (const injection of [...SPARQL_INJECTIONS, ...ESCAPED]) {
      for (const search of [injection, `2000 ${injection}`]) {
        const response = await ask({ search });
        if (response.status >= 500) failures.push(`${JSON.stringify(search)}: ${response.status}`);
        if (response.status !== 200) continue;
        const answer = response.body.data.dataCubeTablePage as { data: ObservationColumns; count: number };
        const rows = decodeObservations(answer.data);
        const words = search.toLowerCase().split(/\s+/).filter(Boolean);
        const says = (row: (typeof rows)[number]) =>
          words.every((w) =>
            ids.some((id) =>
              String(row[id] ?? '')
                .toLowerCase()
                .includes(w),
            ),
          );
        if (rows.length !== Math.min(answer.count, 100) || !rows.every(says)) failures.push(`${JSON.stringify(search)}: found rows that do not say it`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses component ids that are no component ids, in every list', async () => {
    for (const bad of ['> } ; DROP ALL ; #', 'https://example.org/x> } UNION { ?s ?p ?o } #']) {
      for (const variables of [{ componentIds: [bad] }, { searchIds: [bad] }, { sorting: [{ componentId: bad, sortingOrder: 'asc' }] }]) {
        expect((await ask(variables)).status, JSON.stringify(variables)).toBe(400);
      }
    }
  });
});
