/**
 * Observation tables answer every observations request exactly as the SPARQL query does on the
 * same store: the same rows (in the same order under a limit), values, labels and IRIs.
 */
import { existsSync } from 'node:fs';
import oxigraph from 'oxigraph';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeObservations } from '../../domain/observation-columns';
import type { DataCubeComponents, Filters } from '../../domain/data';
import { loadComponents, numberRange } from './components';
import { buildObservationTables } from './observation-table';
import { loadObservations, type ObservationsRequest } from './observations';
import { ns } from './rdf';
import { EmbeddedSparqlClient } from './sparql';
import { createEmbeddedStore, listRdfFiles } from './store';
import { onThisThread } from './store-query';

const SHARED = new URL('../../../../shared/data/cubes/', import.meta.url).pathname;

/** Both paths on one store: with tables, and by query only. */
const clientsOf = async (store: oxigraph.Store) => ({
  tables: new EmbeddedSparqlClient(onThisThread(store), '/api/sparql', await buildObservationTables(onThisThread(store))),
  query: new EmbeddedSparqlClient(onThisThread(store), '/api/sparql'),
});

const answersOf = async (clients: Awaited<ReturnType<typeof clientsOf>>, request: ObservationsRequest) => {
  const [fromTable, fromQuery] = await Promise.all([loadObservations(clients.tables, request), loadObservations(clients.query, request)]);
  const rows = (answer: typeof fromTable) => decodeObservations(answer.data).map((row) => JSON.stringify(row));
  // SPARQL leaves row order open unless a limit orders by observation.
  const order = (list: string[]) => (request.limit ? list : list.sort());
  return { table: order(rows(fromTable)), query: order(rows(fromQuery)), sameQuery: fromTable.query === fromQuery.query };
};

const EX = 'https://example.org/edge/';
// Observations the queries must treat alike: a missing measure, cube:Undefined, a value with a
// language, integers, a missing key dimension (no row), a blank-free second cube with the same
// predicates, an attribute with two values on one observation (a row per value in SPARQL), and a
// versioned dimension (schema:version) whose values are answered as their schema:sameAs, while the
// same link on an IRI of an unversioned dimension is not followed.
const EDGE_CUBES = `
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix sh: <http://www.w3.org/ns/shacl#> .
@prefix schema: <http://schema.org/> .
@prefix cube: <https://cube.link/> .
@prefix ex: <${EX}> .
ex:cube a cube:Cube ; cube:observationConstraint ex:shape ; cube:observationSet ex:set .
ex:other a cube:Cube ; cube:observationConstraint ex:shape ; cube:observationSet ex:otherSet .
ex:shape sh:property
  [ sh:path ex:place ; a cube:KeyDimension ; schema:name "Place"@en ; sh:nodeKind sh:IRI ],
  [ sh:path ex:count ; a cube:KeyDimension ; schema:name "Count"@en ; sh:datatype xsd:integer ],
  [ sh:path ex:note ; schema:name "Note"@en ; sh:datatype xsd:string ],
  [ sh:path ex:tag ; schema:name "Tag"@en ; sh:datatype xsd:string ],
  [ sh:path ex:value ; a cube:MeasureDimension ; schema:name "Value"@en ; sh:datatype xsd:decimal ],
  [ sh:path ex:share ; a cube:MeasureDimension ; schema:name "Share"@en ; sh:datatype xsd:decimal ; sh:minInclusive 0 ; sh:maxInclusive 100 ],
  [ sh:path ex:zone ; schema:name "Zone"@en ; sh:nodeKind sh:IRI ; schema:version 1 ],
  [ sh:path ex:year ; schema:name "Year"@en ; sh:datatype xsd:gYear ; sh:minInclusive "2001"^^xsd:gYear ; sh:maxInclusive "2005"^^xsd:gYear ] .
ex:solo a cube:Cube ; cube:observationConstraint ex:soloShape ; cube:observationSet ex:soloSet .
ex:soloShape sh:property
  [ sh:path ex:month ; schema:name "Month"@en ; sh:datatype xsd:gYearMonth ; sh:minInclusive "2020-11"^^xsd:gYearMonth ; sh:maxInclusive "2021-02"^^xsd:gYearMonth ],
  [ sh:path ex:step ; schema:name "Step"@en ; sh:datatype xsd:integer ; sh:minInclusive 1 ; sh:maxInclusive 4 ],
  [ sh:path ex:amount ; a cube:MeasureDimension ; schema:name "Amount"@en ; sh:datatype xsd:decimal ] .
ex:soloSet cube:observation ex:s1, ex:s2 .
ex:s1 ex:month "2020-11"^^xsd:gYearMonth ; ex:step 1 ; ex:amount 3.5 .
ex:s2 ex:month "2021-01"^^xsd:gYearMonth ; ex:step 4 ; ex:amount ""^^cube:Undefined .
ex:a schema:name "A"@en ; schema:sameAs ex:elsewhere . ex:b schema:name "B"@en .
ex:v1z1 schema:name "Zone 1"@en ; schema:sameAs ex:z1 . ex:v1z2 schema:name "Zone 2"@en ; schema:sameAs ex:z2 .
ex:v0z2 schema:name "Zone 2 (earlier version)"@en ; schema:sameAs ex:z2 .
ex:set cube:observation ex:o1, ex:o2, ex:o3, ex:o4, ex:o5 .
ex:o1 ex:place ex:a ; ex:year "2001"^^xsd:gYear ; ex:count 1 ; ex:note "eins"@de ; ex:tag "x" ; ex:value 1.5 ; ex:zone ex:v1z1 .
ex:o2 ex:place ex:b ; ex:year "2002"^^xsd:gYear ; ex:count 2 ; ex:note "zwei" ; ex:tag "x", "y" ; ex:zone ex:v1z2 .
ex:o3 ex:place ex:a ; ex:count 10 ; ex:note ""^^cube:Undefined ; ex:value ""^^cube:Undefined .
ex:o4 ex:count 3 ; ex:value 4.0 ; ex:share 12.5 .
ex:o5 ex:place ex:b ; ex:year "2005"^^xsd:gYear ; ex:count 2 ; ex:value -2 .
ex:otherSet cube:observation ex:p1 .
ex:p1 ex:place ex:a ; ex:year "2003"^^xsd:gYear ; ex:count 7 ; ex:value 9 .
`;

describe('observation tables on edge cases', () => {
  const store = new oxigraph.Store();
  store.load(EDGE_CUBES, { format: 'text/turtle' });
  let clients: Awaited<ReturnType<typeof clientsOf>>;
  let components: DataCubeComponents;
  beforeAll(async () => {
    clients = await clientsOf(store);
    components = await loadComponents(clients.query, { cubeIri: `${EX}cube`, unversionedCubeIri: `${EX}cube`, locale: 'en' });
  });
  const id = (name: string) => `${EX}cube___${EX}${name}`;
  const same = async (extra: Omit<ObservationsRequest, 'cubeIri' | 'components'> = {}) => {
    const answers = await answersOf(clients, { cubeIri: `${EX}cube`, components, ...extra });
    expect(answers.table).toEqual(answers.query);
    expect(answers.sameQuery).toBe(true);
    return answers.table.map((row) => JSON.parse(row));
  };

  it('gives the components the values the query gives, cube:Undefined left out', async () => {
    const fromTable = await loadComponents(clients.tables, { cubeIri: `${EX}cube`, unversionedCubeIri: `${EX}cube`, locale: 'en' });
    expect(fromTable).toEqual(components);
    const note = components.dimensions.find((d) => d.id === id('note'))!;
    expect(note.values.map((v) => v.value).sort()).toEqual(['eins', 'zwei']);
  });

  it('lists the values between stated bounds that observations have: of this cube only, gaps left out', async () => {
    // ex:year's path is the other cube's too: its 2003 is not this cube's.
    expect(components.dimensions.find((d) => d.id === id('year'))!.values.map((v) => v.value)).toEqual(['2001', '2002', '2005']);
    // ex:month and ex:step are ex:solo's alone: each value between the bounds is asked for.
    const request = { cubeIri: `${EX}solo`, unversionedCubeIri: `${EX}solo`, locale: 'en' as const };
    const asked: string[] = [];
    const recording = { url: clients.query.url, select: (query: string) => (asked.push(query), clients.query.select(query)) };
    const [fromTable, fromQuery] = await Promise.all([loadComponents(clients.tables, request), loadComponents(recording, request)]);
    expect(fromQuery).toEqual(fromTable);
    // Asked value by value, not read from the observations: a cost that does not grow with the cube.
    const observed = asked.find((query) => query.includes(`<${EX}month>`) && query.includes('SELECT DISTINCT ?path ?value'))!;
    expect(observed).toContain('VALUES ?value { "2020-11"^^');
    expect(observed.match(/FILTER NOT EXISTS/g)).toHaveLength(2);
    const values = (name: string) => fromQuery.dimensions.find((d) => d.id === `${EX}solo___${EX}${name}`)!.values.map((v) => v.value);
    expect(values('month')).toEqual(['2020-11', '2021-01']);
    expect(values('step')).toEqual(['1', '4']);
  });

  it('gives a numerical measure the bounds of its shape, else its smallest and largest observed number, as values', async () => {
    const value = components.measures.find((m) => m.id === id('value'))!;
    // 1.5, 4.0 and -2 (an integer among decimals); cube:Undefined and the other cube's 9 left out.
    expect(value.values).toEqual([
      { value: -2, label: '-2' },
      { value: 4, label: '4' },
    ]);
    const decimal = `${ns.xsd}decimal`;
    // Bounds the shape states are the range, as the production tool answers, whatever is observed.
    expect(components.measures.find((m) => m.id === id('share'))!.values).toEqual([
      { value: 0, label: '0' },
      { value: 100, label: '100' },
    ]);
    expect(numberRange([{ type: 'literal', value: 'n/a' }, { type: 'literal', value: '', datatype: `${ns.cube}Undefined` }])).toBeUndefined();
    expect(numberRange([{ type: 'literal', value: '7' }, { type: 'literal', value: '0.5', datatype: decimal }])).toEqual([0.5, 0.5]);
  });

  it('answers versioned values as their version-independent IRI, with the versioned label', async () => {
    const zone = components.dimensions.find((d) => d.id === id('zone'))!;
    expect(zone.values).toEqual([
      { value: `${EX}z1`, label: 'Zone 1', versionedValue: `${EX}v1z1` },
      { value: `${EX}z2`, label: 'Zone 2', versionedValue: `${EX}v1z2` },
    ]);
    // schema:sameAs on a value of a dimension without schema:version is no version link.
    const place = components.dimensions.find((d) => d.id === id('place'))!;
    expect(place.values.map((v) => v.value)).toEqual([`${EX}a`, `${EX}b`]);
    const rows = await same({ componentIds: [id('count'), id('zone')] });
    expect(rows.filter((r) => r[id('zone')] !== null).map((r) => [r[id('zone')], r[`${id('zone')}/__iri__`]])).toEqual([
      ['Zone 1', `${EX}z1`],
      ['Zone 2', `${EX}z2`],
    ]);
  });

  it.each([`${EX}z2`, `${EX}v1z2`, `${EX}v0z2`])('filters a versioned dimension by %s, a form of one value (or of another version)', async (value) => {
    const rows = await same({ componentIds: [id('count'), id('zone')], filters: { [id('zone')]: { type: 'single', value } } });
    expect(rows).toEqual([{ [id('count')]: 2, [id('zone')]: 'Zone 2', [`${id('zone')}/__iri__`]: `${EX}z2` }]);
    const multi = await same({ componentIds: [id('count')], filters: { [id('zone')]: { type: 'multi', values: { [value]: true, [`${EX}z1`]: true } } } });
    expect(multi).toHaveLength(2);
  });

  it('reads one table per cube, of its own observations only', async () => {
    const tables = await buildObservationTables(onThisThread(store));
    expect(tables.get(`${EX}cube`)?.observations).toEqual(['o1', 'o2', 'o3', 'o4', 'o5'].map((o) => EX + o));
    expect(tables.get(`${EX}other`)?.observations).toEqual([`${EX}p1`]);
  });

  it('drops observations without a key dimension and keeps missing and undefined measures as null', async () => {
    const rows = await same({ componentIds: [id('place'), id('count'), id('value')] });
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r[id('count')] === 10)[id('value')]).toBeNull();
    expect(rows.find((r) => r[id('count')] === 1)[id('place')]).toBe('A');
  });

  it('falls back to the query when a selected component has two values on one observation', async () => {
    const rows = await same({ componentIds: [id('count'), id('tag')] });
    expect(rows.filter((r) => r[id('tag')] !== null).map((r) => r[id('tag')]).sort()).toEqual(['x', 'x', 'y']);
  });

  const filterCases: [string, Filters][] = [
    ['an IRI', { [id('place')]: { type: 'single', value: `${EX}b` } }],
    ['an integer', { [id('count')]: { type: 'single', value: 2 } }],
    ['several values', { [id('count')]: { type: 'multi', values: { '1': true, '10': true } } }],
    ['no values', { [id('count')]: { type: 'multi', values: {} } }],
    ['a lexical range', { [id('count')]: { type: 'range', from: '1', to: '2' } }],
    ['a plain string, which a value with a language is not', { [id('note')]: { type: 'single', value: 'eins' } }],
    ['a plain string', { [id('note')]: { type: 'single', value: 'zwei' } }],
    ['two components', { [id('place')]: { type: 'single', value: `${EX}a` }, [id('count')]: { type: 'range', from: '0', to: '5' } }],
  ];
  it.each(filterCases)('filters by %s as the query does', async (_, filters) => {
    await same({ componentIds: [id('place'), id('count'), id('note'), id('value')], filters });
  });

  it('takes the first observations by IRI under a limit', async () => {
    expect(await same({ componentIds: [id('count'), id('value')], limit: 2 })).toEqual([
      { [id('count')]: 1, [id('value')]: 1.5 },
      { [id('count')]: 2, [id('value')]: null },
    ]);
  });

  it('pages the whole cube by observation IRI: a page without its observations that miss a key dimension, the pages together the cube', async () => {
    const componentIds = [id('place'), id('count'), id('value')];
    const pages = [await same({ componentIds, limit: 2 }), await same({ componentIds, limit: 2, offset: 2 }), await same({ componentIds, limit: 2, offset: 4 })];
    // o4 has no place: its page holds o3 alone.
    expect(pages.map((page) => page.map((row) => row[id('count')]))).toEqual([[1, 2], [10], [2]]);
    expect(pages.flat()).toEqual(await same({ componentIds, limit: 100 }));
    expect(await same({ componentIds, limit: 2, offset: 6 })).toEqual([]);
  });
});

describe.runIf(existsSync(SHARED))('observation tables on the shared cubes', () => {
  const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
  const NFI = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';
  const id = (name: string) => `${FORESTRY}___${FORESTRY}/${name}`;
  let clients: Awaited<ReturnType<typeof clientsOf>>;
  const components = new Map<string, DataCubeComponents>();
  beforeAll(async () => {
    clients = await clientsOf(createEmbeddedStore(listRdfFiles(SHARED)));
    for (const [iri, unversioned] of [[`${FORESTRY}/1`, FORESTRY], [`${FORESTRY}/2`, FORESTRY], [NFI, NFI]]) {
      components.set(iri, await loadComponents(clients.query, { cubeIri: iri, unversionedCubeIri: unversioned, locale: 'de' }));
    }
  }, 120_000);

  const ask = async (cubeIri: string, extra: Omit<ObservationsRequest, 'cubeIri' | 'components'> = {}) => {
    const answers = await answersOf(clients, { cubeIri, components: components.get(cubeIri)!, ...extra });
    expect(answers.table).toEqual(answers.query);
    return answers.table;
  };

  it('gives the components the query gives', async () => {
    for (const [iri, expected] of components) {
      const unversionedCubeIri = iri === NFI ? NFI : FORESTRY;
      expect(await loadComponents(clients.tables, { cubeIri: iri, unversionedCubeIri, locale: 'de' })).toEqual(expected);
    }
  }, 60_000);

  it.each([`${FORESTRY}/1`, `${FORESTRY}/2`, NFI])('answers the whole cube %s, and its first 10 observations', async (iri) => {
    expect((await ask(iri)).length).toBeGreaterThan(300);
    expect(await ask(iri, { limit: 10 })).toHaveLength(10);
  }, 60_000);

  it('answers filtered chart requests', async () => {
    const zone = { type: 'single', value: `${FORESTRY}/2/forstzone/0` } as const;
    const sizes = { type: 'multi', values: { [`${FORESTRY}/2/groessenklasse/1`]: true, [`${FORESTRY}/2/groessenklasse/2`]: true } } as const;
    const rows = await ask(`${FORESTRY}/2`, {
      componentIds: [id('jahr'), id('kanton'), id('E012')],
      filters: { [id('forstzone')]: zone, [id('groessenklasse')]: sizes, [id('jahr')]: { type: 'range', from: '2005', to: '2010' } },
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(await ask(`${FORESTRY}/1`, { componentIds: [id('kanton')], filters: { [id('jahr')]: { type: 'single', value: '2010' } }, limit: 1 })).toHaveLength(1);
  }, 60_000);
});
