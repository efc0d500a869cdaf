/**
 * Units that differ between a cube's observations (issue 28: "a measure never mixes values of
 * different units in one scale"). Cube-link states one unit per measure (qudt:hasUnit on its
 * shape); cubes whose observations are measured in several units carry the unit as an attribute
 * instead, as the RDF Data Cube practice does (sdmx-attribute:unitMeasure) or with QUDT unit IRIs
 * as values. A key dimension whose every value is measured in one unit, while its values together
 * span several (a pollutant: NO2 in µg/m³, CO in mg/m³), decides the unit: the configurator keeps
 * such a dimension on one unit wherever one scale draws it (domain/measure-units.ts).
 */
import { ns, sparqlIri } from './rdf';
import type { SparqlClient, SparqlTerm } from './sparql';

const UNIT_PATHS = new Set([`${ns.qudt}hasUnit`, `${ns.qudt}unit`, 'http://purl.org/linked-data/sdmx/2009/attribute#unitMeasure']);

/** Whether a non-key component holds each observation's unit: by its path, or by values that are all QUDT units. */
export const isUnitAttribute = (path: string, values: SparqlTerm[]) =>
  UNIT_PATHS.has(path) || (values.length > 0 && values.every((v) => v.type === 'uri' && v.value.startsWith(ns.unit)));

type Pair = { path: string; value: string; unit: string };

/**
 * From the distinct (dimension, value, unit) triples of a cube's observations, the dimensions that
 * decide the unit: each of their values has one unit, and they have at least two. Per dimension
 * path, the unit IRI of each value.
 */
export const unitDecidingDimensions = (pairs: Pair[]): Map<string, Map<string, string>> => {
  const byPath = new Map<string, Map<string, Set<string>>>();
  for (const { path, value, unit } of pairs) {
    const values = byPath.get(path) ?? byPath.set(path, new Map()).get(path)!;
    (values.get(value) ?? values.set(value, new Set()).get(value)!).add(unit);
  }
  const deciding = new Map<string, Map<string, string>>();
  for (const [path, values] of byPath) {
    if (![...values.values()].every((units) => units.size === 1)) continue;
    const units = new Map([...values].map(([value, [unit]]) => [value, unit]));
    if (new Set(units.values()).size >= 2) deciding.set(path, units);
  }
  return deciding;
};

/** The distinct (dimension value, unit) pairs of the observations, for each dimension path. */
const pairsQuery = (cubeIri: string, unitPath: string, paths: string[]) => `SELECT DISTINCT ?path ?value ?unit WHERE {
  VALUES ?path { ${paths.map(sparqlIri).join(' ')} }
  ${sparqlIri(cubeIri)} <${ns.cube}observationSet>/<${ns.cube}observation> ?observation .
  ?observation ?path ?value ; ${sparqlIri(unitPath)} ?unit .
}`;

/**
 * The unit IRI of each value of the dimensions that decide the unit (see {@link unitDecidingDimensions}).
 * The embedded store's observation table answers in memory; other sources get one query.
 */
export const loadValueUnits = async (client: SparqlClient, cubeIri: string, unitPath: string, paths: string[]) => {
  if (!paths.length) return new Map<string, Map<string, string>>();
  const columns = client.observationTable?.(cubeIri)?.select({ selected: [unitPath, ...paths], required: [unitPath], tests: [] });
  const pairs: Pair[] = [];
  if (columns) {
    const [units, ...values] = columns;
    values.forEach((column, i) =>
      column.forEach((term, row) => term && pairs.push({ path: paths[i], value: term.value, unit: units[row]!.value })),
    );
  } else {
    for (const row of await client.select(pairsQuery(cubeIri, unitPath, paths))) {
      pairs.push({ path: row.path!.value, value: row.value!.value, unit: row.unit!.value });
    }
  }
  return unitDecidingDimensions(pairs);
};
