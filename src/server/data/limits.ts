/**
 * Limits of measures (cube-link meta:Limit): annotations of a measure's property shape with a
 * name and a target, valid in the contexts given by meta:annotationContext:
 * - [sh:path dimension ; sh:hasValue value]: where the dimension takes that value;
 * - [sh:path temporal dimension ; sh:minInclusive from ; sh:maxInclusive to]: over that span of time.
 * The target is schema:value (a single value, or over a span of time: a time-range limit) or
 * schema:minValue and schema:maxValue (a value range).
 */
import type { Limit, LimitRelation, Locale } from '../../domain/data';
import { groupBy, ns, pickByLocale, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient, SparqlRow, SparqlTerm } from './sparql';

/**
 * Rows of (?path ?limit ?p ?o ?value) for every limit of the cube: the limit's own facts, and one
 * row per context value with ?p = sh:hasValue, sh:minInclusive or sh:maxInclusive, ?o the dimension.
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
    ?context sh:path ?o ; ?p ?value .
    FILTER(?p IN (sh:hasValue, sh:minInclusive, sh:maxInclusive))
  }
}`;

const byContent = (a: LimitRelation, b: LimitRelation) =>
  a.dimensionId.localeCompare(b.dimensionId) || a.dimensionValue.localeCompare(b.dimensionValue);

const parseLimit = (rows: SparqlRow[], locale: Locale, idOf: (path: string) => string): Limit | undefined => {
  const of = (p: string) => rows.filter((r) => r.p?.value === p);
  const number = (p: string) => {
    const text = of(p)[0]?.o?.value;
    return text === undefined ? undefined : Number(text);
  };
  const relations = (p: string) => of(p).map((r) => ({ dimensionId: idOf(r.o!.value), dimensionValue: r.value!.value }));
  const name = pickByLocale(of(`${ns.schema}name`).map((r) => r.o), locale) ?? '';
  const related = relations(`${ns.sh}hasValue`).sort(byContent);
  const [from] = relations(`${ns.sh}minInclusive`);
  const [to] = relations(`${ns.sh}maxInclusive`);
  const value = number(`${ns.schema}value`);
  const min = number(`${ns.schema}minValue`);
  const max = number(`${ns.schema}maxValue`);
  if (from || to) {
    // A span needs both ends on one dimension, and a time-range limit is a single value over it.
    if (!from || !to || from.dimensionId !== to.dimensionId || value === undefined) return undefined;
    return { type: 'time-range', name, related, value, timeRange: { dimensionId: from.dimensionId, from: from.dimensionValue, to: to.dimensionValue } };
  }
  if (value !== undefined) return { type: 'single', name, related, value };
  // A half-open range has no place in a chart's limit types: skipped, as the production tool does.
  if (min !== undefined && max !== undefined) return { type: 'value-range', name, related, min, max };
  return undefined;
};

export type CubeLimits = {
  /** Limits by measure path, sorted by name. */
  limits: Map<string, Limit[]>;
  /** By dimension path: the values limits refer to (related values and the ends of time spans). */
  relatedValues: Map<string, SparqlTerm[]>;
};

export const loadLimits = async (
  client: SparqlClient,
  /** `idOf` may still be on its way (it needs the metadata query): the limits query does not wait for it. */
  request: { cubeIri: string; locale: Locale; idOf: Promise<(path: string) => string> },
): Promise<CubeLimits> => {
  const [rows, idOf] = await Promise.all([client.select(limitsQuery(request.cubeIri)), request.idOf]);
  const limits = new Map<string, Limit[]>();
  const relatedValues = new Map<string, Map<string, SparqlTerm>>();
  for (const [path, pathRows] of groupBy(rows, 'path')) {
    const parsed: Limit[] = [];
    for (const limitRows of groupBy(pathRows, 'limit').values()) {
      const limit = parseLimit(limitRows, request.locale, idOf);
      if (!limit) continue;
      parsed.push(limit);
      for (const row of limitRows.filter((r) => r.value)) {
        const values = relatedValues.get(row.o!.value) ?? new Map<string, SparqlTerm>();
        relatedValues.set(row.o!.value, values.set(row.value!.value, row.value!));
      }
    }
    // Ties by content, so the order does not depend on the engine's row order.
    parsed.sort((a, b) => a.name.localeCompare(b.name) || JSON.stringify(a).localeCompare(JSON.stringify(b)));
    if (parsed.length) limits.set(path, parsed);
  }
  return { limits, relatedValues: new Map([...relatedValues].map(([path, values]) => [path, [...values.values()]])) };
};
