/**
 * dataCubesComponents: dimensions and measures of a cube from its observation constraint,
 * with kind, unit, scale type, order and values (label and position in the requested locale).
 *
 *   shapes query → facts per component → kind (component-kind.ts)
 *   values: sh:in lists, else the distinct values observed (asked value by value between stated bounds) → labels/positions of IRI values → units
 *   versioned values (shape with schema:version): answered as their schema:sameAs, described as stored
 *   numerical measures: [min, max] as the shape states them (on it or its sh:or alternative), else of the observed numbers
 *   termsets and limits: one query each for the whole cube, run alongside the shapes query
 *   shape dimensions: whether the source has a geometry for any value (read with the labels)
 *   units per value: where a unit attribute varies, the unit of each value of the dimensions deciding it (value-units.ts)
 *   the facts of values and units (labels, positions, the order shown): value-facts.ts
 */
import {
  isMeasure,
  parseComponentId,
  stringifyComponentId,
  type Component,
  type DataCubeComponents,
  type Dimension,
  type DimensionValue,
  type Locale,
  type Termset,
} from '../../domain/data';
import { batchingClient } from './batch';
import { componentTypeOf, dataKindOf, isNumericalShape, relationOf, scaleTypeOf, timeFormatOf, timeUnitOf, type ShapeFacts } from './component-kind';
import { hierarchyTrees, loadHierarchies, type LoadedHierarchy } from './hierarchy';
import { loadLimits } from './limits';
import { probedValues, readValues } from './observation-probe';
import { loadTermsets } from './termsets';
import { CUBE_UNDEFINED, groupBy, isNumericDatatype, ns, pickByLocale, PREFIXES, sparqlIri, sparqlTerm, valueFactsPattern } from './rdf';
import type { SparqlClient, SparqlRow, SparqlTerm } from './sparql';
import { describeAll, describeValue, sortValues, unitLabel } from './value-facts';
import { valuesBetween } from './stated-range';
import { isUnitAttribute, loadValueUnits } from './value-units';

/** Rows of (?path ?p ?o) describing each property shape of the cube, except rdf:type and cube:observedBy. */
const shapesQuery = (cubeIri: string) => `${PREFIXES}
SELECT ?path ?p ?o WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path .
  FILTER(?path NOT IN (rdf:type, cube:observedBy))
  {
    ?shape ?p ?o .
    FILTER(?p IN (rdf:type, schema:name, schema:description, sh:order, qudt:scaleType, qudt:hasUnit, sh:datatype, sh:nodeKind, schema:version, sh:minInclusive, sh:maxInclusive))
  } UNION {
    ?shape sh:or/rdf:rest*/rdf:first/sh:datatype ?o .
    FILTER(?o != cube:Undefined)
    BIND(sh:datatype AS ?p)
  } UNION {
    ?shape sh:or/rdf:rest*/rdf:first ?alternative .
    ?alternative ?p ?o .
    FILTER(?p IN (sh:minInclusive, sh:maxInclusive))
  } UNION {
    ?shape sh:in/rdf:rest*/rdf:first ?o .
    BIND(sh:in AS ?p)
  } UNION {
    ?shape meta:dataKind ?kind .
    { ?kind a ?o . BIND(meta:dataKind AS ?p) } UNION { ?kind time:unitType ?o . BIND(time:unitType AS ?p) }
  } UNION {
    ?shape meta:dimensionRelation ?relation .
    { ?relation a ?o . BIND(meta:dimensionRelation AS ?p) } UNION { ?relation meta:relatesTo ?o . BIND(meta:relatesTo AS ?p) }
  }
}`;

/**
 * Distinct observed values of the given components, for those without an sh:in list, each with
 * its facts (rows ?path ?value ?p ?o, ?p unbound for a value without any), so that labelling them
 * costs no round trip of its own: one branch per path with the path written out, from this cube's
 * observations. Undefined values are dropped by the caller: a datatype() filter here made Virtuoso
 * test every observation (130–250 ms for the years of a 14,000-observation cube instead of
 * ~10 ms), and a variable predicate is as slow.
 *
 * A path whose shape states the bounds of few enough values (`stated`, stated-range.ts) is asked
 * value by value whether an observation has it: ~15 ms for the 50 years of the 10⁶-observation
 * bench cube on Virtuoso, where reading its observations takes 70–340 ms, ten times as long as
 * for 10⁵; only where no other cube's shape has the path, else its observations are read
 * (observation-probe.ts).
 */
const observedValuesQuery = (cubeIri: string, paths: string[], locale: Locale, stated: Map<string, string[]>) => {
  const cube = sparqlIri(cubeIri);
  const branch = (iri: string) => {
    const path = sparqlIri(iri);
    const values = stated.get(iri);
    return `{ ${values ? probedValues(cube, path, `VALUES ?value { ${values.join(' ')} }`) : readValues(cube, path)} BIND(${path} AS ?path) }`;
  };
  return `${PREFIXES}
SELECT ?path ?value ?p ?o WHERE {
  {
    SELECT DISTINCT ?path ?value WHERE {
      ${paths.map(branch).join('\n      UNION ')}
    }
  }
  OPTIONAL { ${valueFactsPattern('?value', locale)} }
}`;
};

/**
 * Smallest and largest number each measure takes in the cube's observations (cube:Undefined and
 * other non-numbers left out), one row per path.
 */
const rangeQuery = (cubeIri: string, paths: string[]) => `${PREFIXES}
SELECT ?path (MIN(?value) AS ?min) (MAX(?value) AS ?max) WHERE {
  VALUES ?path { ${paths.map(sparqlIri).join(' ')} }
  ${sparqlIri(cubeIri)} cube:observationSet/cube:observation ?observation .
  ?observation ?path ?value .
  FILTER(isNumeric(?value))
}
GROUP BY ?path`;

type Shape = { path: string; rows: SparqlRow[] };

const objects = (shape: Shape, predicate: string): SparqlTerm[] =>
  shape.rows.filter((r) => r.p?.value === predicate).map((r) => r.o!);
const object = (shape: Shape, predicate: string) => objects(shape, predicate)[0]?.value;

const factsOf = (shape: Shape): ShapeFacts => {
  const types = objects(shape, `${ns.rdf}type`).map((t) => t.value);
  const nodeKind = object(shape, `${ns.sh}nodeKind`);
  return {
    isKey: types.includes(`${ns.cube}KeyDimension`),
    isMeasure: types.includes(`${ns.cube}MeasureDimension`),
    scaleType: scaleTypeOf(object(shape, `${ns.qudt}scaleType`)),
    datatype: object(shape, `${ns.sh}datatype`),
    nodeKind: nodeKind === `${ns.sh}IRI` ? 'IRI' : nodeKind === `${ns.sh}Literal` ? 'Literal' : undefined,
    dataKind: dataKindOf(object(shape, `${ns.meta}dataKind`)),
    timeUnit: timeUnitOf(object(shape, `${ns.time}unitType`)),
    relation: relationOf(object(shape, `${ns.meta}dimensionRelation`)),
  };
};

/** [min, max] of the numbers among the terms, or undefined when there are none. */
export const numberRange = (terms: SparqlTerm[]): [number, number] | undefined => {
  let min = Infinity;
  let max = -Infinity;
  for (const term of terms) {
    const n = term.type === 'literal' && isNumericDatatype(term.datatype) ? Number(term.value) : NaN;
    if (Number.isNaN(n)) continue;
    if (n < min) min = n;
    if (n > max) max = n;
  }
  return min <= max ? [min, max] : undefined;
};

/** The values between the bounds the shape states, as SPARQL terms, where there are few enough to ask for each (stated-range.ts). */
const statedValues = (shape: Shape, datatype: string | undefined) => {
  const [min, max] = [objects(shape, `${ns.sh}minInclusive`), objects(shape, `${ns.sh}maxInclusive`)];
  if (min.length !== 1 || max.length !== 1 || !datatype) return undefined;
  return valuesBetween(datatype, min[0].value, max[0].value)?.map((value) => sparqlTerm({ type: 'literal', value, datatype }));
};

export type ComponentsRequest = {
  cubeIri: string;
  /** May still be on its way (the metadata query): only the ids need it, after the first queries. */
  unversionedCubeIri: string | Promise<string>;
  locale: Locale;
  /** Only these component ids (all when absent). */
  componentIds?: string[];
  /**
   * Load the values of each dimension (default true), or only those of versioned dimensions, which
   * translate filters between the versioned and the version-independent form.
   */
  loadValues?: boolean | 'versioned';
  /** Sends the queries asked in one tick as one (batch.ts batchingClient): the caller's small queries join the extras'. */
  together?: SparqlClient;
  /** The answer of listedFactsQuery, asked beside the shapes: only IRIs it does not hold are described after them. */
  prefetched?: Promise<SparqlRow[]>;
  /**
   * Load termsets, limits, hierarchies and the measures' [min, max], and label units (default
   * true). Queries that only build observation queries from the components leave them out: each
   * is a round trip.
   */
  loadExtras?: boolean;
};

/**
 * The queries, in as few rounds as their inputs allow:
 *   1. shapes, termsets + limits + hierarchy structure (one query), and the caller's metadata, in parallel;
 *   2. observed values of unlisted dimensions with their labels, labels of listed values, units
 *      and the values limits name, measure ranges the shapes do not state, hierarchy nodes (with
 *      the labels of those above the last level: the last level's are the values');
 *   3. (rarely) units per value, and hierarchy nodes that are values in a form not yet described.
 */
/** A promise started before an earlier await that may throw: its own failure must not go unhandled. */
const started = <T>(promise: Promise<T>) => {
  promise.catch(() => {});
  return promise;
};

export const loadComponents = async (client: SparqlClient, request: ComponentsRequest): Promise<DataCubeComponents> => {
  const { cubeIri, locale, loadValues = true, loadExtras = true } = request;
  const unversioned = started(Promise.resolve(request.unversionedCubeIri));
  const shapeRowsPromise = client.select(shapesQuery(cubeIri));
  // The extras' small queries go as one (batch.ts), with the caller's; the shapes query, the largest, beside them.
  const extras = request.together ?? batchingClient(client);
  const termsetsPromise = loadExtras ? started(loadTermsets(extras, cubeIri, locale)) : new Map<string, Termset[]>();
  const limitsPromise = loadExtras
    ? started(loadLimits(extras, { cubeIri, locale, idOf: unversioned.then((u) => (path: string) => stringifyComponentId(u, path)) }))
    : ({ limits: new Map(), relatedValues: new Map() } as Awaited<ReturnType<typeof loadLimits>>);
  // The IRIs that are values of versioned dimensions (observed, listed or named by limits), known
  // after round 2; hierarchy nodes, read in round 1, are described only once the trees are built.
  let versionedIris = new Set<string>();
  const describeIri = (iri: string, rows: Map<string, SparqlRow[]>) => describeValue(iri, rows.get(iri), locale, versionedIris.has(iri));
  // Facts of IRI values (and units), known after round 2: hierarchy nodes without facts of their own (the last level's) take these.
  let described = new Map<string, SparqlRow[]>();
  const hierarchiesPromise =
    loadValues && loadExtras
      ? started(
          loadHierarchies(extras, {
            cubeIri,
            locale,
            after: shapeRowsPromise,
            describe: (rows) => (iri) => describeIri(iri, rows.has(iri) ? rows : described),
          }),
        )
      : new Map<string, LoadedHierarchy>();
  let shapes: Shape[] = [...groupBy(await shapeRowsPromise, 'path')].map(([path, rows]) => ({ path, rows }));
  const versionedPaths = new Set(shapes.filter((s) => objects(s, `${ns.schema}version`).length).map((s) => s.path));
  if (request.componentIds) {
    const cube = await unversioned;
    shapes = shapes.filter((s) => request.componentIds!.includes(stringifyComponentId(cube, s.path)));
  }
  const facts = new Map(shapes.map((s) => [s.path, factsOf(s)]));

  const valueTerms = new Map<string, SparqlTerm[]>();
  const ranges = new Map<string, [number, number]>();
  const unlisted: string[] = [];
  const statedTerms = new Map<string, string[]>();
  const unranged: string[] = [];
  if (loadValues) {
    // Values: the sh:in list where the shape has one, else what the observations hold (read from
    // the embedded store's observation table where there is one, else asked).
    const table = client.observationTable?.(cubeIri);
    const wanted = (s: Shape) => !facts.get(s.path)!.isMeasure && (loadValues === true || versionedPaths.has(s.path));
    for (const s of shapes.filter(wanted)) {
      const listed = objects(s, `${ns.sh}in`).filter((t) => t.datatype !== CUBE_UNDEFINED);
      const values = listed.length ? listed : table?.distinctValues(s.path);
      if (values) {
        if (values.length) valueTerms.set(s.path, values);
        continue;
      }
      unlisted.push(s.path);
      const stated = statedValues(s, facts.get(s.path)!.datatype);
      if (stated) statedTerms.set(s.path, stated);
    }
    // Numerical measures: the bounds of the shape where it states them (as the production tool
    // answers), else the smallest and largest observed number (the table's distinct values hold
    // both). An extra: queries that only build observation queries need no measure values.
    for (const s of shapes.filter((s) => loadExtras && isNumericalShape(facts.get(s.path)!))) {
      // Stated on the shape or on its one alternative that is not cube:Undefined (sh:or); several are no range.
      const stated = [objects(s, `${ns.sh}minInclusive`), objects(s, `${ns.sh}maxInclusive`)];
      const bounds = stated.map((terms) => (terms.length === 1 ? Number(terms[0].value) : NaN));
      if (bounds.every(Number.isFinite)) {
        ranges.set(s.path, bounds as [number, number]);
        continue;
      }
      const values = table?.distinctValues(s.path);
      const range = values && numberRange(values);
      if (!values) unranged.push(s.path);
      else if (range) ranges.set(s.path, range);
    }
  }
  // Round 2: the unlisted values are read with their labels and the measures' ranges as soon as
  // the shapes are in; listed values, units and the values limits name are labelled once the
  // limits are in too (the metadata and limits queries are often the slower of round 1).
  const observedPromise = started(unlisted.length ? client.select(observedValuesQuery(cubeIri, unlisted, locale, statedTerms)) : Promise.resolve([]));
  const rangePromise = started(unranged.length ? client.select(rangeQuery(cubeIri, unranged)) : Promise.resolve([]));
  const [unversionedCubeIri, limits] = await Promise.all([unversioned, limitsPromise]);
  const idOf = (path: string) => stringifyComponentId(unversionedCubeIri, path);
  const unitIris = loadValues === true || loadExtras ? shapes.map((s) => object(s, `${ns.qudt}hasUnit`)).filter((u): u is string => !!u) : [];
  const listedIris = [...valueTerms.values()].flat().filter((t) => t.type === 'uri').map((t) => t.value);
  const limitIris = [...limits.relatedValues.values()].flat().filter((t) => t.type === 'uri').map((t) => t.value);
  const [describedValues, observedRows, rangeRows, termsets] = await Promise.all([
    request.prefetched
      ? request.prefetched.then((rows) => describeAll(client, [...listedIris, ...unitIris, ...limitIris], locale, rows))
      : describeAll(client, [...listedIris, ...unitIris, ...limitIris], locale),
    observedPromise,
    rangePromise,
    termsetsPromise,
  ]);
  described = describedValues;
  for (const row of rangeRows) {
    if (row.min && row.max) ranges.set(row.path!.value, [Number(row.min.value), Number(row.max.value)]);
  }
  // An IRI observed under several paths comes with its facts once per path: those of one path are kept.
  const observedFacts = new Map<string, { path: string; rows: SparqlRow[] }>();
  for (const [path, rows] of groupBy(observedRows, 'path')) {
    const values = new Map<string, SparqlTerm>();
    for (const { value, p, o } of rows) {
      if (value!.datatype === CUBE_UNDEFINED) continue;
      values.set(value!.value, value!);
      if (value!.type !== 'uri' || !p) continue;
      const facts = observedFacts.get(value!.value) ?? observedFacts.set(value!.value, { path, rows: [] }).get(value!.value)!;
      if (facts.path === path) facts.rows.push({ p, o: o! });
    }
    if (values.size) valueTerms.set(path, [...values.values()]);
  }
  for (const [iri, { rows }] of observedFacts) if (!described.has(iri)) described.set(iri, rows);
  versionedIris = new Set(
    [...valueTerms, ...limits.relatedValues]
      .filter(([path]) => versionedPaths.has(path))
      .flatMap(([, terms]) => terms.filter((t) => t.type === 'uri').map((t) => t.value)),
  );
  const valueOf = (term: SparqlTerm): DimensionValue =>
    term.type === 'uri' ? describeIri(term.value, described) : { value: term.value, label: term.value };
  const answerForm = (iri: string) => (versionedIris.has(iri) ? String(describeIri(iri, described).value) : iri);

  const components = shapes.map((shape): Component => {
    const f = facts.get(shape.path)!;
    const __typename = componentTypeOf(f);
    const unitIri = object(shape, `${ns.qudt}hasUnit`);
    const range = ranges.get(shape.path);
    const values = range
      ? range.map((n) => ({ value: n, label: String(n) }))
      : sortValues((valueTerms.get(shape.path) ?? []).map(valueOf));
    const order = object(shape, `${ns.sh}order`);
    const base = {
      id: idOf(shape.path),
      label: pickByLocale(objects(shape, `${ns.schema}name`), locale) ?? shape.path,
      description: pickByLocale(objects(shape, `${ns.schema}description`), locale),
      cubeIri,
      unit: unitIri ? (unitLabel(described.get(unitIri), locale) ?? unitIri) : undefined,
      scaleType: f.scaleType,
      dataType: f.datatype,
      order: order === undefined ? undefined : Number(order),
      isNumerical: f.isMeasure ? isNumericalShape(f) : isNumericDatatype(f.datatype),
      isKeyDimension: f.isKey,
      values,
    };
    if (f.relation) {
      const target = object(shape, `${ns.meta}relatesTo`);
      if (target) Object.assign(base, { related: [{ type: f.relation, id: idOf(target) }] });
    }
    // Whether the source has shapes for a shape dimension: an area layer of one without any draws nothing.
    if (__typename === 'GeoShapesDimension' && loadValues === true) {
      const hasGeometry = (term: SparqlTerm) => term.type === 'uri' && !!described.get(term.value)?.some((r) => r.p?.value === `${ns.geo}hasGeometry`);
      Object.assign(base, { hasShapes: (valueTerms.get(shape.path) ?? []).some(hasGeometry) });
    }
    if (__typename === 'TemporalDimension' || __typename === 'TemporalEntityDimension') {
      return { ...base, __typename, timeUnit: f.timeUnit ?? 'Year', timeFormat: timeFormatOf(f.datatype, f.timeUnit) };
    }
    return { ...base, __typename } as Component;
  });

  // Round 3, beside the hierarchies' labels: the units of the dimensions that decide a unit attribute.
  const unitShape =
    loadValues === true && loadExtras
      ? shapes.find((s) => !facts.get(s.path)!.isMeasure && !facts.get(s.path)!.isKey && isUnitAttribute(s.path, valueTerms.get(s.path) ?? []))
      : undefined;
  const keyPaths = shapes.filter((s) => facts.get(s.path)!.isKey).map((s) => s.path);
  const valueUnitsPromise = started(unitShape ? loadValueUnits(client, cubeIri, unitShape.path, keyPaths) : Promise.resolve(new Map()));
  const hierarchies = await hierarchiesPromise;
  // Round 3, rarely: nodes without facts that are values in a form the values were not described in.
  const answered = new Set(components.flatMap((c) => c.values.map((v) => String(v.value))));
  const undescribed = [...hierarchies.values()].flatMap((h) => h.withoutFacts).filter((iri) => !described.has(iri) && answered.has(iri));
  if (undescribed.length) for (const [iri, rows] of await describeAll(client, undescribed, locale)) described.set(iri, rows);
  const trees = hierarchyTrees(hierarchies, {
    idOf,
    valuesOf: (path) => components.find((c) => c.id === idOf(path))?.values ?? [],
  });
  for (const component of components) {
    const tree = trees.get(component.id);
    if (tree) Object.assign(component, { hierarchy: tree });
  }
  const valueUnits = await valueUnitsPromise;
  for (const component of components) {
    const path = parseComponentId(component.id).componentIri;
    const units = valueUnits.get(path);
    if (units) {
      const unitOf = (v: DimensionValue) => units.get(v.versionedValue ?? String(v.value));
      component.values = component.values.map((v) => (unitOf(v) ? { ...v, unit: describeIri(unitOf(v)!, described).label } : v));
    }
    const used = termsets.get(path);
    if (used) Object.assign(component, { termsets: used });
    if (isMeasure(component) && limits.limits.has(path)) {
      component.limits = limits.limits.get(path)!.map((limit) => ({
        ...limit,
        related: limit.related.map((r) => ({ ...r, dimensionValue: answerForm(r.dimensionValue) })),
      }));
    }
    const limitValues = limits.relatedValues.get(path);
    if (!isMeasure(component) && limitValues) component.relatedLimitValues = sortValues(limitValues.map(valueOf));
  }

  const byOrder = (a: Component, b: Component) =>
    (a.order ?? Infinity) - (b.order ?? Infinity) || a.label.localeCompare(b.label);
  return {
    dimensions: components.filter((c): c is Dimension => !isMeasure(c)).sort(byOrder),
    measures: components.filter(isMeasure).sort(byOrder),
  };
};
