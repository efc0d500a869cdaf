/**
 * possibleFilters and 'most recent' under no filter on a remote endpoint (issue 32): the values of a
 * listed dimension are asked value by value from its shape's list, an unlisted dimension's come from
 * its components, and the answer is the embedded store's (its observation table) on every kind of
 * dimension: a listed value without observation, a path another cube's shape declares too (its
 * value is not this cube's), versioned values (answered as their schema:sameAs), literals between
 * stated bounds, numbers, an unlisted versioned dimension. The same on Virtuoso where one runs.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOST_RECENT_VALUE } from '../../src/domain/configurator/most-recent';
import { parseComponentId, type Filters } from '../../src/domain/data';
import { storedFormsQuery, unfilteredQuery } from '../../src/server/data/possible-filters';
import { PREFIXES } from '../../src/server/data/rdf';
import { RemoteSparqlClient } from '../../src/server/data/sparql';
import { sortedByJson } from '../support/canonical';
import { startServer, type TestServer } from '../support/server';
import { reloadVirtuoso, startVirtuoso, type VirtuosoPlace } from '../support/virtuoso';

const EX = 'https://example.org/unfiltered/';
const CUBE = `${EX}cube`;
const CUBES = `
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix sh: <http://www.w3.org/ns/shacl#> .
@prefix schema: <http://schema.org/> .
@prefix cube: <https://cube.link/> .
@prefix ex: <${EX}> .
ex:cube a cube:Cube ; cube:observationConstraint ex:shape ; cube:observationSet ex:set .
ex:shape sh:property
  [ sh:path ex:kind ; a cube:KeyDimension ; schema:name "Kind"@en ; sh:nodeKind sh:IRI ; sh:in (ex:k1 ex:k2 ex:k3) ],
  [ sh:path ex:place ; a cube:KeyDimension ; schema:name "Place"@en ; sh:nodeKind sh:IRI ; sh:in (ex:a ex:b ex:c) ],
  [ sh:path ex:zone ; a cube:KeyDimension ; schema:name "Zone"@en ; sh:nodeKind sh:IRI ; schema:version 1 ; sh:in (ex:v1z1 ex:v1z2 ex:v1z3) ],
  [ sh:path ex:year ; a cube:KeyDimension ; schema:name "Year"@en ; sh:datatype xsd:gYear ; sh:minInclusive "2001"^^xsd:gYear ; sh:maxInclusive "2004"^^xsd:gYear ],
  [ sh:path ex:count ; schema:name "Count"@en ; sh:datatype xsd:integer ],
  [ sh:path ex:tag ; schema:name "Tag"@en ; sh:nodeKind sh:IRI ; schema:version 1 ],
  [ sh:path ex:value ; a cube:MeasureDimension ; schema:name "Value"@en ; sh:datatype xsd:decimal ] .
ex:other a cube:Cube ; cube:observationConstraint ex:otherShape ; cube:observationSet ex:otherSet .
ex:otherShape sh:property
  [ sh:path ex:place ; a cube:KeyDimension ; schema:name "Place"@en ; sh:nodeKind sh:IRI ; sh:in (ex:a ex:c) ],
  [ sh:path ex:tag ; schema:name "Tag"@en ; sh:nodeKind sh:IRI ; schema:version 2 ],
  [ sh:path ex:value ; a cube:MeasureDimension ; schema:name "Value"@en ; sh:datatype xsd:decimal ] .
ex:k1 schema:name "K1"@en . ex:k2 schema:name "K2"@en . ex:k3 schema:name "K3"@en .
ex:a schema:name "A"@en . ex:b schema:name "B"@en . ex:c schema:name "C"@en .
ex:v1z1 schema:name "Zone 1"@en ; schema:sameAs ex:z1 . ex:v1z2 schema:name "Zone 2"@en ; schema:sameAs ex:z2 . ex:v1z3 schema:name "Zone 3"@en ; schema:sameAs ex:z3 .
ex:v1t1 schema:name "Tag 1"@en ; schema:sameAs ex:t1 . ex:v1t2 schema:name "Tag 2"@en ; schema:sameAs ex:t2 . ex:v1t3 schema:name "Tag 3"@en ; schema:sameAs ex:t3 .
ex:v2t2 schema:name "Tag 2"@en ; schema:sameAs ex:t2 .
ex:set cube:observation ex:o1, ex:o2, ex:o3 .
ex:o1 ex:kind ex:k1 ; ex:place ex:a ; ex:zone ex:v1z1 ; ex:year "2001"^^xsd:gYear ; ex:count 5 ; ex:tag ex:v1t1 ; ex:value 1 .
ex:o2 ex:kind ex:k2 ; ex:place ex:b ; ex:zone ex:v1z2 ; ex:year "2003"^^xsd:gYear ; ex:count 7 ; ex:value 2 .
ex:o3 ex:kind ex:k1 ; ex:place ex:b ; ex:zone ex:v1z1 ; ex:year "2003"^^xsd:gYear ; ex:count ""^^cube:Undefined ; ex:tag ex:v1t2 ; ex:value 3 .
ex:otherSet cube:observation ex:p1 .
ex:p1 ex:place ex:c ; ex:tag ex:v2t2 ; ex:value 9 .
`;

const id = (name: string) => `${CUBE}___${EX}${name}`;
const DIMENSIONS = ['kind', 'place', 'zone', 'year', 'count', 'tag'].map(id);
const single = (value: string) => ({ type: 'single' as const, value });
type Entry = { id: string; value?: string; values: (string | number)[] };

/** Each dimension's values with data under no filter. */
const EXPECTED: Record<string, (string | number)[]> = {
  // ex:k3 is listed and has no observation.
  [id('kind')]: [`${EX}k1`, `${EX}k2`],
  // ex:c is the other cube's (which declares the path too).
  [id('place')]: [`${EX}a`, `${EX}b`],
  // Listed in their versioned form, answered as their schema:sameAs; ex:v1z3 has no observation.
  [id('zone')]: [`${EX}z1`, `${EX}z2`],
  [id('year')]: ['2001', '2003'],
  // cube:Undefined is no value.
  [id('count')]: [5, 7],
  [id('tag')]: [`${EX}t1`, `${EX}t2`],
};

/** The cubes in a folder of their own: a Virtuoso may load only the files of the folder it was started with. */
const writeCubes = (dir: string) => {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'unfiltered.ttl');
  writeFileSync(file, CUBES);
  return file;
};

let server: TestServer;
let remote: TestServer;
/** The queries the remote server sends while recording. */
let asked: string[] | undefined;
const select = RemoteSparqlClient.prototype.select;

beforeAll(async () => {
  server = await startServer({ files: [writeCubes(mkdtempSync(join(tmpdir(), 'unfiltered-')))] });
  remote = await startServer({ endpoints: [`${server.url}/api/sparql`], remoteTimeoutMs: 60_000, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
  RemoteSparqlClient.prototype.select = function (this: RemoteSparqlClient, query: string) {
    asked?.push(query);
    return select.call(this, query);
  };
}, 60_000);
afterAll(async () => {
  RemoteSparqlClient.prototype.select = select;
  await remote?.close();
  await server?.close();
});

/** A data query on the given server and source, cold (no SPARQL answer cached). */
const ask = async (on: TestServer, sourceUrl: string, name: string, variables: object) => {
  const response = await on.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl, locale: 'en', ...variables }, { 'cache-control': 'no-cache' });
  expect(response.status, `${JSON.stringify(response.body).slice(0, 300)} ${on.remoteLog.join('\n')}`).toBe(200);
  return response.body.data[name];
};
/** The rows of an observations query, sorted: SPARQL leaves their order open. */
const observations = async (on: TestServer, sourceUrl: string, cubeFilters: object[]): Promise<Record<string, unknown>[]> =>
  sortedByJson((await ask(on, sourceUrl, 'dataCubesObservations', { cubeFilters })).data);
const embedded = (name: string, variables: object) => ask(server, '/api/sparql', name, variables);
const byId = (answer: Entry[]) => Object.fromEntries(answer.map((e) => [e.id, e]));

/** The stored forms (path, value, stored) an endpoint answers for filter values. */
const storedForms = async (endpoint: string, filters: Filters) => {
  const query = storedFormsQuery(CUBE, filters)!;
  const response = await fetch(endpoint, { method: 'POST', body: new URLSearchParams({ query }), headers: { accept: 'application/sparql-results+json' } });
  const { results } = (await response.json()) as { results: { bindings: Record<string, { value: string }>[] } };
  return results.bindings.map((b) => [b.path.value, b.value.value, b.stored.value]).sort();
};
/**
 * A listed value without observation has its stored form, an unlisted one only with an observation of
 * this cube (ex:v2t2, the other cube's form of ex:t2, is not); an unversioned one has none.
 */
const STORED_FORMS = [
  {
    filters: { [id('zone')]: single(`${EX}z3`), [id('tag')]: single(`${EX}t2`), [id('kind')]: single(`${EX}k1`) },
    rows: [
      [`${EX}tag`, `${EX}t2`, `${EX}v1t2`],
      [`${EX}zone`, `${EX}z3`, `${EX}v1z3`],
    ],
  },
  { filters: { [id('tag')]: single(`${EX}t3`) }, rows: [] },
];

/** The requests: each field under no filter, each dimension as the first filter (a value without data too), and filters below one. */
const REQUESTS: { filters: Record<string, object>; fieldIds?: string[] }[] = [
  { filters: {}, fieldIds: DIMENSIONS },
  { filters: { [id('kind')]: single(`${EX}k3`), [id('zone')]: single(`${EX}z3`) }, fieldIds: [id('place')] },
  { filters: { [id('zone')]: single(`${EX}v1z2`) } },
  { filters: { [id('place')]: single(`${EX}c`) } },
  { filters: { [id('tag')]: single(`${EX}t2`), [id('count')]: single('7') } },
  { filters: { [id('year')]: single('2004') } },
  // A value of a year's form on an integer: its guess (xsd:gYear) is wrong, and the step is asked again.
  { filters: { [id('count')]: single('2003'), [id('kind')]: single(`${EX}k2`) } },
];

describe('possibleFilters under no filter on a remote endpoint', () => {
  it('answers the values with data: listed values with observations, this cube only, versioned values version-independent', async () => {
    const answer = byId(await embedded('possibleFilters', { cubeIri: CUBE, filters: {}, fieldIds: DIMENSIONS }));
    for (const dimension of DIMENSIONS) expect([...answer[dimension].values].sort(), dimension).toEqual(EXPECTED[dimension]);
  });

  it.each(REQUESTS)('answers as the embedded store does: %j', async (variables) => {
    const sourceUrl = `${server.url}/api/sparql`;
    expect(await ask(remote, sourceUrl, 'possibleFilters', { cubeIri: CUBE, ...variables })).toEqual(
      await embedded('possibleFilters', { cubeIri: CUBE, ...variables }),
    );
  });

  it('reads no observation for a step under no filter: a listed value is asked for, where no other cube declares the path', async () => {
    asked = [];
    try {
      await ask(remote, `${server.url}/api/sparql`, 'possibleFilters', { cubeIri: CUBE, filters: {}, fieldIds: DIMENSIONS });
    } finally {
      const queries = asked.join('\n');
      asked = undefined;
      // No step reads the observations (observations.ts would write it as a SELECT DISTINCT ?c0 of the observation set) …
      expect(queries).not.toContain('SELECT DISTINCT ?c0');
      for (const dimension of DIMENSIONS) {
        // … each is asked its unfiltered query (batched queries lose the shared prefixes) …
        const step = unfilteredQuery(CUBE, dimension).slice(PREFIXES.length);
        expect(queries).toContain(step);
        // … which reads the observation set only in the branch taken where another cube's shape has the path (observation-probe.ts).
        expect(step.match(/cube:observationSet/g)).toHaveLength(1);
        expect(step).toMatch(/UNION \{ \{ SELECT \?shared WHERE \{[^}]*\} LIMIT 1 \} <[^>]*> cube:observationSet/);
        expect(step).toContain(`sh:in/rdf:rest*/rdf:first ?value . FILTER EXISTS { ?observation <${parseComponentId(dimension).componentIri}> ?value }`);
      }
    }
  });

  it.each(STORED_FORMS)('finds the stored forms of versioned filter values: %j', async ({ filters, rows }) => {
    expect(await storedForms(`${server.url}/api/sparql`, filters)).toEqual(rows);
  });

  it("resolves 'most recent' under no other filter to the latest year with data, as the embedded store does", async () => {
    const cubeFilters = [{ iri: CUBE, componentIds: [id('year'), id('value')], filters: { [id('year')]: single(MOST_RECENT_VALUE) } }];
    const sourceUrl = `${server.url}/api/sparql`;
    const rows = await observations(remote, sourceUrl, cubeFilters);
    expect(rows.map((o) => o[id('year')])).toEqual(['2003', '2003']);
    expect(await observations(server, '/api/sparql', cubeFilters)).toEqual(rows);
  });
});

const virtuoso = process.env.TEST_VIRTUOSO_ENDPOINT;

// The cubes in a Virtuoso of their own (their own ports and folder), where a Virtuoso runs.
describe.runIf(virtuoso)('possibleFilters under no filter on Virtuoso', () => {
  const place: VirtuosoPlace = { http: 8893, isql: 11109, dir: '/tmp/cubeviz-virtuoso-unfiltered' };
  let endpoint: string;
  let onVirtuoso: TestServer;
  beforeAll(async () => {
    const file = writeCubes('/tmp/cubeviz-unfiltered-cubes');
    endpoint = startVirtuoso('/tmp/cubeviz-unfiltered-cubes', place);
    reloadVirtuoso(place, file);
    onVirtuoso = await startServer({ endpoints: [endpoint], remoteTimeoutMs: 60_000, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
  }, 120_000);
  afterAll(() => onVirtuoso?.close());

  it.each(REQUESTS)('answers as the embedded store does: %j', async (variables) => {
    expect(await ask(onVirtuoso, endpoint, 'possibleFilters', { cubeIri: CUBE, ...variables })).toEqual(
      await embedded('possibleFilters', { cubeIri: CUBE, ...variables }),
    );
  });

  it.each(STORED_FORMS)('finds the stored forms of versioned filter values: %j', async ({ filters, rows }) => {
    expect(await storedForms(endpoint, filters)).toEqual(rows);
  });

  it("resolves 'most recent' as the embedded store does", async () => {
    const cubeFilters = [{ iri: CUBE, componentIds: [id('year'), id('value')], filters: { [id('year')]: single(MOST_RECENT_VALUE) } }];
    expect(await observations(onVirtuoso, endpoint, cubeFilters)).toEqual(await observations(server, '/api/sparql', cubeFilters));
  });
});
