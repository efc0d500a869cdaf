import oxigraph from 'oxigraph';
import { describe, expect, it } from 'vitest';
import { batchingClient, selectTogether } from './batch';
import { PREFIXES } from './rdf';
import { EmbeddedSparqlClient, type SparqlClient, type SparqlRow } from './sparql';
import { onThisThread } from './store-query';

const store = new oxigraph.Store();
store.load(
  `@prefix ex: <https://example.org/> .
@prefix schema: <http://schema.org/> .
ex:a schema:name "A"@de, "A"@fr ; schema:position 1 .
ex:b schema:name "B"@de ; schema:position 2 .
ex:c schema:position 3 .`,
  { format: 'text/turtle' },
);
const embedded = new EmbeddedSparqlClient(onThisThread(store), '/api/sparql');

/** Counts the queries the store is asked. */
const counting = () => {
  const queries: string[] = [];
  const client: SparqlClient = { url: embedded.url, select: (query) => (queries.push(query), embedded.select(query)) };
  return { client, queries };
};

const QUERIES = [
  `${PREFIXES}\nSELECT ?s ?name WHERE { ?s schema:name ?name }`,
  `${PREFIXES}\nSELECT DISTINCT ?s WHERE { ?s schema:position ?p . FILTER(?p > 1) } ORDER BY ?s LIMIT 1`,
  `${PREFIXES}\nSELECT * WHERE { ?s schema:position ?p ; schema:name ?name . FILTER(lang(?name) = "fr") }`,
  `${PREFIXES}\nSELECT ?s WHERE { ?s schema:identifier ?id }`,
];

const sorted = (rows: SparqlRow[]) => rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();

describe('selectTogether', () => {
  it('answers each query with the rows it has alone, in one query', async () => {
    const { client, queries } = counting();
    const together = await selectTogether(client, QUERIES);
    expect(queries).toHaveLength(1);
    const alone = await Promise.all(QUERIES.map((query) => embedded.select(query)));
    expect(together.map(sorted)).toEqual(alone.map(sorted));
    expect(together.map((rows) => rows.length)).toEqual([3, 1, 1, 0]);
  });

  it('sends a single query as it is, and a query given twice once', async () => {
    const { client, queries } = counting();
    const [rows] = await selectTogether(client, [QUERIES[0]]);
    expect(queries).toEqual([QUERIES[0]]);
    expect(await selectTogether(client, [QUERIES[0], QUERIES[0]])).toEqual([rows, rows]);
    const [first, second, again] = await selectTogether(client, [QUERIES[0], QUERIES[1], QUERIES[0]]);
    expect(queries).toHaveLength(3);
    expect([sorted(first), sorted(again)]).toEqual([sorted(rows), sorted(rows)]);
    expect(second).toHaveLength(1);
  });
});

describe('batchingClient', () => {
  it('sends the queries asked in one tick together, and later ones apart', async () => {
    const { client, queries } = counting();
    const batching = batchingClient(client);
    const first = await Promise.all(QUERIES.slice(0, 3).map((query) => batching.select(query)));
    const later = await batching.select(QUERIES[1]);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toBe(QUERIES[1]);
    expect(first.map(sorted)).toEqual((await Promise.all(QUERIES.slice(0, 3).map((query) => embedded.select(query)))).map(sorted));
    expect(sorted(later)).toEqual(sorted(first[1]));
  });

  it('fails every query of a batch the endpoint refuses', async () => {
    const batching = batchingClient(embedded);
    const answers = [batching.select(QUERIES[0]), batching.select(`${PREFIXES}\nSELECT ?s WHERE { ?s ?p }`)];
    for (const answer of answers) await expect(answer).rejects.toThrow();
  });
});
