import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import oxigraph from 'oxigraph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { ns } from './rdf';

const PREFIXES = Object.entries(ns)
  .map(([prefix, iri]) => `PREFIX ${prefix}: <${iri}>`)
  .join('\n');

describe('the bundled catalogue', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'cubeviz-catalogue-'));
  const store = new oxigraph.Store();
  let first: Awaited<ReturnType<typeof buildCatalogue>>;
  const select = (query: string) =>
    (store.query(`${PREFIXES}\n${query}`, { use_default_graph_as_union: true }) as Map<string, oxigraph.Term>[]).map((row) =>
      Object.fromEntries([...row].map(([k, v]) => [k, v.value])),
    );
  const count = (where: string) => Number(select(`SELECT (COUNT(*) AS ?n) WHERE { ${where} }`)[0].n);

  beforeAll(async () => {
    first = await buildCatalogue({ cacheDir });
    for (const file of first.files) store.load(readFileSync(file, 'utf8'), { format: 'text/turtle' });
  });
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('builds one Turtle file per description', () => {
    expect(first.built).toBe(true);
    expect(first.files.length).toBeGreaterThanOrEqual(8);
  });

  it('holds at least 8 cubes, exactly one of them a draft, and one cube in two versions', () => {
    expect(count('?cube a cube:Cube')).toBeGreaterThanOrEqual(8);
    expect(count('?cube a cube:Cube ; schema:creativeWorkStatus <https://ld.admin.ch/vocabulary/CreativeWorkStatus/Draft>')).toBe(1);
    const versioned = select('SELECT ?u (COUNT(?v) AS ?n) WHERE { ?u a schema:CreativeWork ; schema:hasPart ?v } GROUP BY ?u HAVING (COUNT(?v) = 2)');
    expect(versioned.map((r) => r.u)).toEqual(['https://ld.cubeviz.org/cube/gapminder']);
    expect(count('<https://ld.cubeviz.org/cube/gapminder/1> schema:expires ?e')).toBe(1);
  });

  it('has a geo-shapes dimension whose values have WKT and a geo-coordinates dimension with latitudes', () => {
    expect(count('?shape meta:dataKind/a schema:GeoShape ; sh:in/rdf:rest*/rdf:first ?v . ?v geo:hasGeometry/geo:asWKT ?wkt')).toBeGreaterThan(50);
    expect(
      count('?shape meta:dataKind/a schema:GeoCoordinates ; sh:in/rdf:rest*/rdf:first ?v . ?v schema:latitude ?lat ; schema:longitude ?long'),
    ).toBeGreaterThan(1000);
  });

  it('has temporal dimensions by year, month and day', () => {
    const units = select('SELECT DISTINCT ?unit WHERE { ?shape meta:dataKind/time:unitType ?unit }').map((r) => r.unit.replace(ns.time, ''));
    expect(units.sort()).toEqual(['unitDay', 'unitMonth', 'unitYear']);
  });

  it('labels cubes, components, values, themes and organisations in four languages', () => {
    const languages = (where: string) =>
      select(`SELECT DISTINCT (LANG(?label) AS ?l) WHERE { ${where} }`)
        .map((r) => r.l)
        .sort();
    expect(languages('?cube a cube:Cube ; schema:name ?label')).toEqual(['de', 'en', 'fr', 'it']);
    expect(languages('?cube cube:observationConstraint/sh:property/schema:name ?label')).toEqual(['de', 'en', 'fr', 'it']);
    expect(languages('?cube dcat:theme/schema:name ?label')).toEqual(['de', 'en', 'fr', 'it']);
    expect(languages('?cube dcterms:creator/schema:name ?label')).toEqual(['de', 'en', 'fr', 'it']);
    // One name per language for each shared resource: different files must agree on them.
    expect(count('?r schema:inDefinedTermSet ?set ; schema:name ?a, ?b . FILTER(?a != ?b && LANG(?a) = LANG(?b))')).toBe(0);
  });

  it('uses at least 3 units, each with exactly one rdfs:label', () => {
    const units = select('SELECT ?unit (COUNT(DISTINCT ?label) AS ?n) WHERE { ?shape qudt:hasUnit ?unit . ?unit rdfs:label ?label } GROUP BY ?unit');
    expect(units.length).toBeGreaterThanOrEqual(3);
    expect(units.every((u) => u.n === '1')).toBe(true);
  });

  it('has as many observations as each cube says and stays modest in size', () => {
    expect(count('?cube cube:observationSet/cube:observation ?o')).toBe(count('?o a cube:Observation'));
    expect(store.size).toBeLessThan(150_000);
  });

  it('is served from the cache on the next call', async () => {
    const again = await buildCatalogue({ cacheDir });
    expect(again.built).toBe(false);
    expect(again.files).toEqual(first.files);
    expect(again.ms).toBeLessThan(first.ms);
  });
});
