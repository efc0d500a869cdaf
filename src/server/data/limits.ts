/**
 * Limits of measures (cube-link meta:Limit): annotations of a measure's property shape with a
 * name and either schema:value or schema:minValue and schema:maxValue, valid in the contexts
 * given by meta:annotationContext [sh:path dimension ; sh:hasValue value].
 */
import type { Limit, Locale } from '../../domain/data';
import { groupBy, ns, pickByLocale, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

/**
 * Rows of (?path ?limit ?p ?o ?value) for every limit of the cube: the limit's own facts, and
 * one row per context with ?p = meta:annotationContext, ?o the dimension and ?value its value.
 */
const limitsQuery = (cubeIri: string) => `${PREFIXES}
SELECT ?path ?limit ?p ?o ?value WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path ; meta:annotation ?limit .
  ?limit a meta:Limit .
  {
    ?limit ?p ?o .
    FILTER(?p IN (schema:name, schema:value, schema:minValue, schema:maxValue))
  } UNION {
    ?limit meta:annotationContext ?context .
    ?context sh:path ?o ; sh:hasValue ?value .
    BIND(meta:annotationContext AS ?p)
  }
}`;

const parseLimit = (rows: SparqlRow[], locale: Locale, idOf: (path: string) => string): Limit | undefined => {
  const of = (p: string) => rows.filter((r) => r.p?.value === p);
  const number = (p: string) => {
    const text = of(p)[0]?.o?.value;
    return text === undefined ? undefined : Number(text);
  };
  const name = pickByLocale(of(`${ns.schema}name`).map((r) => r.o), locale) ?? '';
  const related = of(`${ns.meta}annotationContext`)
    .map((r) => ({ dimensionId: idOf(r.o!.value), dimensionValue: r.value!.value }))
    .sort((a, b) => a.dimensionId.localeCompare(b.dimensionId) || a.dimensionValue.localeCompare(b.dimensionValue));
  const value = number(`${ns.schema}value`);
  if (value !== undefined) return { type: 'single', name, related, value };
  const from = number(`${ns.schema}minValue`);
  const to = number(`${ns.schema}maxValue`);
  // A half-open range has no place in a chart's limit types: skipped, as the production tool does.
  if (from !== undefined && to !== undefined) return { type: 'range', name, related, from, to };
  return undefined;
};

/** The limits of each component path of the cube, sorted by name. */
export const loadLimits = async (
  client: SparqlClient,
  request: { cubeIri: string; locale: Locale; idOf: (path: string) => string },
): Promise<Map<string, Limit[]>> => {
  const result = new Map<string, Limit[]>();
  for (const [path, rows] of groupBy(await client.select(limitsQuery(request.cubeIri)), 'path')) {
    const limits = [...groupBy(rows, 'limit').values()]
      .map((limitRows) => parseLimit(limitRows, request.locale, request.idOf))
      .filter((limit): limit is Limit => !!limit)
      // Ties by content, so the order does not depend on the engine's row order.
      .sort((a, b) => a.name.localeCompare(b.name) || JSON.stringify(a).localeCompare(JSON.stringify(b)));
    if (limits.length) result.set(path, limits);
  }
  return result;
};
