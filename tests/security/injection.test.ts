/**
 * SPARQL injection in every variable of every data query: each IRI, component id, filter key
 * and value, search text and search filter value of the corpus set to text that ends a term and
 * adds patterns of its own. The answer is a 4xx or a normal one, never a 5xx, and never holds data
 * of another cube than the one asked. Text values of the hostile cube that look like SPARQL go
 * back into queries as filters and select exactly their observations; the read-only endpoint
 * refuses every update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeObservations, type ObservationColumns } from '../../src/domain/observation-columns';
import { corpus, type Sample } from './corpus';
import { HOSTILE, OTHER_CUBE, startHostileApp } from './hostile-app';
import { judge, send } from './http';
import { SPARQL_INJECTIONS } from './payloads';
import { requestOf, type Probe } from './probes';

let app: Awaited<ReturnType<typeof startHostileApp>>;
beforeAll(async () => {
  app = await startHostileApp();
});
afterAll(() => app?.close());

const dataSamples = corpus({ key: '' })
  .find((entry) => entry.url === '/api/data/:query')!
  .samples.filter((sample) => !sample.status);
const INJECTED_KINDS = new Set(['iri', 'componentId', 'text']);

const answer = async (request: Probe['request']) => {
  const response = await send(app.url, request);
  return { status: response.status, text: await response.text() };
};

/** Words of the other cube's data in an answer that the sample's own answer does not hold. */
const foreignMarkers = (text: string, baseline: string) => OTHER_CUBE.markers.filter((marker) => text.includes(marker) && !baseline.includes(marker));

describe('SPARQL injection', () => {
  it.each(dataSamples.map((sample) => [sample.name, sample] as const))('%s: every variable', async (_name, sample: Sample) => {
    const baseline = await answer(requestOf(sample));
    expect(baseline.status).toBe(200);
    const failures: string[] = [];
    for (const field of sample.fields.filter((f) => INJECTED_KINDS.has(f.kind) && f.at[0] === 'body' && f.at[1] !== 'sourceUrl')) {
      const [, ...path] = field.at;
      const valid = field.key ? '' : String(path.reduce<any>((node, step) => node[step], sample.body));
      for (const injection of SPARQL_INJECTIONS) {
        for (const value of new Set([injection, valid + injection])) {
          const probe: Probe = { name: `${field.at.join('.')} = ${JSON.stringify(value)}`, request: requestOf(sample, { field, value }), expect: 'answer' };
          const { status, text } = await answer(probe.request);
          const problem =
            judge(probe, status, text) ??
            (status === 200 && sample.params?.query !== 'searchCubes' && foreignMarkers(text, baseline.text).length
              ? `answered data of another cube: ${foreignMarkers(text, baseline.text).join(', ')}`
              : undefined);
          if (problem) failures.push(`${probe.name}: ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('finds only catalogue cubes, whatever the search text', async () => {
    const search = async (variables: object) =>
      JSON.parse(
        (
          await answer(
            requestOf({
              name: 'search',
              method: 'POST',
              url: '/api/data/searchCubes',
              body: { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', includeDrafts: true, ...variables },
              fields: [],
            }),
          )
        ).text,
      );
    const all = new Set((await search({})).data.searchCubes.map((r: { cube: { iri: string } }) => r.cube.iri));
    for (const query of SPARQL_INJECTIONS.filter((q) => !q.includes('\u0000'))) {
      const { data } = await search({ query });
      for (const result of data.searchCubes) expect(all.has(result.cube.iri), query).toBe(true);
    }
  });

  it('filters on text values that look like SPARQL select exactly their observations', async () => {
    for (const category of HOSTILE.categories) {
      const { status, text } = await answer(
        requestOf({
          name: 'category filter',
          method: 'POST',
          url: '/api/data/dataCubesObservations',
          body: {
            sourceType: 'sparql',
            sourceUrl: '/api/sparql',
            locale: 'en',
            format: 'columns',
            cubeFilters: [{ iri: HOSTILE.iri, filters: { [HOSTILE.id('category')]: { type: 'single', value: category } } }],
          },
          fields: [],
        }),
      );
      expect(status).toBe(200);
      const rows = decodeObservations(JSON.parse(text).data.dataCubesObservations.data as ObservationColumns);
      // Two years by two places have each category once.
      expect(rows.map((row) => row[HOSTILE.id('category')])).toEqual([category, category, category, category]);
    }
  });

  it('refuses every update on the read-only SPARQL endpoint and keeps the data', async () => {
    const count = async () => {
      const response = await send(app.url, {
        method: 'GET',
        url: `/api/sparql?query=${encodeURIComponent('SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }')}`,
        headers: { accept: 'application/sparql-results+json' },
      });
      return (await response.json()).results.bindings[0].n.value;
    };
    const before = await count();
    const updates = [
      'DROP ALL',
      'CLEAR DEFAULT',
      'INSERT DATA { <https://example.org/s> <https://example.org/p> "injected" }',
      `DELETE WHERE { <${HOSTILE.iri}> ?p ?o }`,
      'LOAD <http://127.0.0.1:1/data.ttl>',
      'CREATE GRAPH <https://example.org/g>',
      `SELECT * WHERE { ?s ?p ?o } ; DROP ALL`,
    ];
    for (const update of updates) {
      const { status, text } = await answer({ method: 'POST', url: '/api/sparql', headers: { 'content-type': 'application/sparql-query' }, body: update });
      expect(judge({ name: update, request: { method: 'POST', url: '', headers: {} }, expect: 'refuse' }, status, text), update).toBeUndefined();
    }
    expect(await count()).toBe(before);
  });
});
