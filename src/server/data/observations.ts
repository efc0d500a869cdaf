/**
 * dataCubesObservations: the observations of a cube, restricted by filters, with IRI values
 * resolved to labels in the locale. Only the requested components travel.
 */
import {
  componentsById,
  iriKey,
  isMeasure,
  parseComponentId,
  type Component,
  type DataCubeComponents,
  type Dimension,
  type Measure,
  type Filters,
  type HierarchyValue,
} from '../../domain/data';
import { encodeColumn, type ObservationColumn, type ObservationColumns } from '../../domain/observation-columns';
import { aggregatedDimension, aggregateProblem, aggregationLevels, leafNodes, sumCountColumn, type AggregateRequest } from '../../domain/observations/aggregation';
import { estimateRows } from '../../domain/charts/row-limit';
import { byteSize, maxObservations, tooManyObservations, type CostLimits } from '../../domain/observations/cost';
import { badRequest, contentTooLarge } from '../errors';
import { ancestorPattern, loadHierarchyStructures, type HierarchyStructure } from './hierarchy';
import { filterClauses, filterTest, termKey, valueForms, valueIsIri, withOtherVersions } from './observation-filters';
import type { TermTest } from './observation-table';
import { leastAnswerBytes } from './least-answer';
import { CUBE_UNDEFINED, groupBy, ns, PREFIXES, sparqlIri } from './rdf';
import { AnswerTooLargeError, type SparqlClient, type SparqlRow, type SparqlTerm } from './sparql';

export type ObservationsRequest = {
  cubeIri: string;
  /** All components of the cube (with values: they give the labels and tell IRIs from literals). */
  components: DataCubeComponents;
  /** Components to return (all when absent). Filtered components always take part in the query. */
  componentIds?: string[];
  filters?: Filters;
  /** At most this many observations, the first by observation IRI (the same rows on every engine). */
  limit?: number;
  /**
   * With a limit and no filters: the observations skipped before them, by observation IRI. A page of
   * the whole cube: observations offset to offset + limit, those with every key dimension.
   */
  offset?: number;
  /** Each combination of the selected components' values once (no limit then): which values have data. */
  distinct?: boolean;
  /**
   * What the answer may cost (domain/observations/cost.ts): an endpoint is asked for at most one
   * observation past what the limits admit, and more are refused (413) before the rest is read.
   */
  costLimits?: CostLimits;
  /**
   * Sums by a level of a dimension's hierarchy (domain/observations/aggregation.ts): one row per
   * node of the level and combination of the other selected dimensions, each selected measure
   * summed, with the count of values summed beside it. The dimension's filter chooses nodes.
   */
  aggregate?: AggregateRequest;
};

const observationsQuery = (request: ObservationsRequest, selected: Component[], filtered: Component[]) => {
  const all = [...new Set([...selected, ...filtered])];
  const variable = (c: Component) => `?c${all.indexOf(c)}`;
  const triple = (c: Component) => `?observation ${sparqlIri(parseComponentId(c.id).componentIri)} ${variable(c)} .`;
  // Order matters to the engines: filtered values first (they pick few observations), then the
  // observation set, then the other values; OPTIONAL last, as it stops the engine from reordering.
  const filteredPatterns = filtered.map((c) => `${filterClauses(variable(c), c, request.filters![c.id])}\n  ${triple(c)}`);
  const rest = selected.filter((c) => !filtered.includes(c));
  // Key dimensions are on every observation; measures and attributes may be missing.
  const required = rest.filter((c) => c.isKeyDimension).map(triple);
  const optional = rest.filter((c) => !c.isKeyDimension).map((c) => `OPTIONAL { ${triple(c)} }`);
  const observations = `${sparqlIri(request.cubeIri)} cube:observationSet/cube:observation ?observation .`;
  // A limit without filters picks the observations first, so the engine joins values for those rows only.
  const first =
    request.limit && !filtered.length
      ? `{ SELECT ?observation WHERE { ${observations} } ORDER BY ?observation LIMIT ${request.limit}${request.offset ? ` OFFSET ${request.offset}` : ''} }`
      : observations;
  return `${PREFIXES}
SELECT ${request.distinct ? 'DISTINCT ' : ''}${selected.map(variable).join(' ')} WHERE {
  ${[...filteredPatterns, first, ...required, ...optional].join('\n  ')}
}${request.limit ? `\nORDER BY ?observation\nLIMIT ${request.limit}` : ''}`;
};

/**
 * What an aggregated request sums: the dimension, the level's dimension (its nodes as values), the
 * stored leaf → node pairs the field's filter lets through (the observation table's), the nodes it
 * chooses (none: all), the hierarchy's paths (the query's).
 */
type Aggregation = {
  dimension: Component;
  level: Component;
  pairs: Map<string, string>;
  nodes?: string[];
  structure: HierarchyStructure;
  depth: number;
  measures: Component[];
};

/**
 * The aggregated query: the observations summed and counted per value of the dimension (leaf) and
 * of the other selected dimensions first, then those sums joined to their node of the level by the
 * hierarchy's paths from the root (a VALUES table of leaf → node pairs instead takes Virtuoso 6 s on
 * the 10⁶ cube) and summed again per node. Joining the paths to each observation instead cost
 * Virtuoso 470 ms for the 2,200 observations of one year, summed first 170 ms, the same sums.
 * ?c0 … are the selected components (the node in the dimension's place), ?k0 … the counts.
 */
const aggregatedQuery = (request: ObservationsRequest, selected: Component[], filtered: Component[], aggregation: Aggregation) => {
  const others = filtered.filter((c) => c !== aggregation.dimension);
  const all = [...new Set([...selected, ...others])];
  const variable = (c: Component) => (c === aggregation.dimension ? '?leaf' : isMeasure(c) ? `?m${all.indexOf(c)}` : `?c${all.indexOf(c)}`);
  const triple = (c: Component) => `?observation ${sparqlIri(parseComponentId(c.id).componentIri)} ${variable(c)} .`;
  const node = `?c${all.indexOf(aggregation.dimension)}`;
  const nodes = aggregation.nodes && (aggregation.nodes.length ? `VALUES ${node} { ${aggregation.nodes.map(sparqlIri).join(' ')} }` : 'FILTER(false)');
  const filteredPatterns = others.map((c) => `${filterClauses(variable(c), c, request.filters![c.id])}\n  ${triple(c)}`);
  const rest = selected.filter((c) => !others.includes(c) && c !== aggregation.dimension);
  const required = rest.filter((c) => c.isKeyDimension).map(triple);
  // A missing value (cube:Undefined) is no number: it is neither summed nor counted (SUM stops at an unbound value: 0 takes its place).
  const optional = rest.filter((c) => !c.isKeyDimension).map((c) => `OPTIONAL { ${triple(c)}${isMeasure(c) ? ` FILTER(isNumeric(${variable(c)}))` : ''} }`);
  const measures = selected.filter(isMeasure);
  const dimensions = selected.filter((c) => !isMeasure(c) && c !== aggregation.dimension).map(variable);
  const sums = measures.map((c) => `(SUM(COALESCE(${variable(c)}, 0)) AS ?s${all.indexOf(c)}) (COUNT(${variable(c)}) AS ?n${all.indexOf(c)})`);
  const projection = selected.map((c) => (isMeasure(c) ? `(SUM(?s${all.indexOf(c)}) AS ?c${all.indexOf(c)}) (SUM(?n${all.indexOf(c)}) AS ?k${all.indexOf(c)})` : `?c${all.indexOf(c)}`));
  return `${PREFIXES}
SELECT ${projection.join(' ')} WHERE {
  {
    SELECT ?leaf ${[...dimensions, ...sums].join(' ')} WHERE {
      ${[...filteredPatterns, `${sparqlIri(request.cubeIri)} cube:observationSet/cube:observation ?observation .`, triple(aggregation.dimension), ...required, ...optional].join('\n      ')}
    }
    GROUP BY ${['?leaf', ...dimensions].join(' ')}
  }
  ${[...(nodes ? [nodes] : []), ancestorPattern(aggregation.structure, aggregation.depth, node, '?leaf')].join('\n  ')}
}
GROUP BY ${selected.filter((c) => !isMeasure(c)).map((c) => `?c${all.indexOf(c)}`).join(' ')}`;
};

/** The observation table's rows summed as the aggregated query sums them: columns of the selected components, then the counts. */
const sumRows = (rows: (SparqlTerm | undefined)[][], selected: Component[], aggregation: Aggregation): (SparqlTerm | undefined)[][] => {
  const at = selected.indexOf(aggregation.dimension);
  const measureAt = selected.flatMap((c, i) => (isMeasure(c) ? [i] : []));
  const groups = new Map<string, { terms: (SparqlTerm | undefined)[]; sums: number[]; counts: number[] }>();
  for (let r = 0; r < (rows[0]?.length ?? 0); r++) {
    const node = aggregation.pairs.get(rows[at][r]!.value);
    if (node === undefined) continue;
    const terms = selected.map((c, i): SparqlTerm | undefined => (i === at ? { type: 'uri', value: node } : isMeasure(c) ? undefined : rows[i][r]));
    const key = terms.map((t) => (t ? termKey(t) : '')).join('\t');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { terms, sums: measureAt.map(() => 0), counts: measureAt.map(() => 0) }));
    measureAt.forEach((i, m) => {
      const term = rows[i][r];
      if (!term || term.datatype === CUBE_UNDEFINED) return;
      group.sums[m] += Number(term.value);
      group.counts[m]++;
    });
  }
  const list = [...groups.values()];
  const sumAt = new Map(measureAt.map((i, m) => [i, m]));
  return [
    ...selected.map((_, i) => {
      const m = sumAt.get(i);
      return m === undefined ? list.map((g) => g.terms[i]) : list.map((g): SparqlTerm => ({ type: 'literal', value: String(g.sums[m]), datatype: DECIMAL }));
    }),
    ...measureAt.map((_, m) => list.map((g): SparqlTerm => ({ type: 'literal', value: String(g.counts[m]), datatype: INTEGER }))),
  ];
};

const DECIMAL = `${ns.xsd}decimal`;
const INTEGER = `${ns.xsd}integer`;

/** A sum without any value summed is no value (SPARQL's SUM of nothing is 0). */
const withoutEmptySums = (columns: (SparqlTerm | undefined)[][], selected: Component[]) => {
  const measureAt = selected.flatMap((c, i) => (isMeasure(c) ? [i] : []));
  return columns.map((column, i) => {
    const m = measureAt.indexOf(i);
    if (m < 0) return column;
    const counts = columns[selected.length + m];
    return column.map((term, r) => (Number(counts[r]?.value ?? 0) > 0 ? term : undefined));
  });
};

/** What an aggregate request sums, or a 400 saying why it cannot be summed (the hierarchy's structure read for its level paths). */
const aggregationOf = async (client: SparqlClient, request: ObservationsRequest, selected: Component[], filtered: Component[]): Promise<Aggregation> => {
  const aggregate = request.aggregate!;
  const dimension = componentsById(request.components).get(aggregate.componentId);
  const measures = selected.filter(isMeasure);
  const problem =
    (request.limit || request.offset || request.distinct ? 'aggregate takes no limit, offset or distinct' : undefined) ??
    aggregateProblem(aggregate, dimension, measures) ??
    (selected.includes(dimension!) ? undefined : `aggregate.componentId ${aggregate.componentId} is not among the componentIds`);
  if (problem) throw badRequest(problem);
  const levels = aggregationLevels(dimension!)!;
  const structure = (await loadHierarchyStructures(client, request.cubeIri)).get(parseComponentId(dimension!.id).componentIri);
  if (structure?.levels.length !== levels.own) throw badRequest(`The hierarchy of ${dimension!.id} does not end in its values`);
  const level = aggregatedDimension(dimension as Dimension, levels.above.find((l) => l.depth === aggregate.depth)!);
  const chosen = filtered.includes(dimension!) ? filterTest(level, request.filters![dimension!.id]) : undefined;
  const { stored } = valueForms(dimension!);
  const storedNode = (node: HierarchyValue) => node.versionedValue ?? String(node.value);
  const pairs = new Map<string, string>();
  for (const [leaf, node] of leafNodes(dimension!, aggregate.depth)) {
    if (!chosen || chosen({ type: 'uri', value: storedNode(node) })) pairs.set(stored.get(leaf) ?? leaf, storedNode(node));
  }
  return { dimension: dimension!, level, pairs, nodes: chosen && [...new Set(pairs.values())], structure, depth: aggregate.depth, measures };
};

/** The aggregated request's terms: the selected components (the level's nodes in the dimension's place) and the counts, column by column. */
const aggregatedTerms = async (client: SparqlClient, request: ObservationsRequest, selected: Component[], filtered: Component[], query: string, aggregation: Aggregation) => {
  const predicate = (c: Component) => parseComponentId(c.id).componentIri;
  const others = filtered.filter((c) => c !== aggregation.dimension);
  const fromTable = client.observationTable?.(request.cubeIri)?.select({
    selected: selected.map(predicate),
    required: [...others, ...selected.filter((c) => c.isKeyDimension)].map(predicate),
    tests: [
      ...others.map((c): [string, TermTest] => [predicate(c), filterTest(c, request.filters![c.id])]),
      [predicate(aggregation.dimension), (term) => aggregation.pairs.has(term.value)],
    ],
  });
  const measureAt = selected.flatMap((c, i) => (isMeasure(c) ? [i] : []));
  const columns = fromTable
    ? sumRows(fromTable, selected, aggregation)
    : ((rows: SparqlRow[]) => [...termColumnsOf(rows, selected.length), ...measureAt.map((i) => rows.map((row) => row[`k${i}`]))])(await client.select(query));
  return {
    selected: [...selected.map((c) => (c === aggregation.dimension ? aggregation.level : c)), ...aggregation.measures.map((m) => sumCountColumn(m as Measure, m.label))],
    termColumns: withoutEmptySums(columns, selected),
  };
};

/**
 * The terms of the first observations (rows ?observation ?p ?o, every fact of each, preview.ts) for
 * the selected components, column by column as observationTerms gives them: an observation without a value of a key dimension is left out, as that query leaves
 * it out.
 */
export const firstObservationTerms = (rows: SparqlRow[], selected: Component[]) => {
  const paths = selected.map((c) => parseComponentId(c.id).componentIri);
  const observations = [...groupBy(rows, 'observation').values()].flatMap((facts) => {
    const terms = paths.map((path) => facts.find((r) => r.p?.value === path)?.o);
    return selected.some((c, i) => c.isKeyDimension && !terms[i]) ? [] : [terms];
  });
  return selected.map((_, i) => observations.map((terms) => terms[i]));
};

/** The terms of ?c0 … ?c(n-1), column by column. */
const termColumnsOf = (rows: SparqlRow[], count: number) => Array.from({ length: count }, (_, i) => rows.map((row) => row[`c${i}`]));

/** Columns with each combination of terms once, as SELECT DISTINCT answers. */
const distinctRows = (columns: (SparqlTerm | undefined)[][]) => {
  const seen = new Set<string>();
  const rows: number[] = [];
  for (let i = 0; i < (columns[0]?.length ?? 0); i++) {
    const key = columns.map((c) => (c[i] ? termKey(c[i]!) : '')).join('\t');
    if (!seen.has(key)) {
      seen.add(key);
      rows.push(i);
    }
  }
  return columns.map((c) => rows.map((i) => c[i]));
};

/**
 * The observations' terms, column by column in the order of the selected components, and the query
 * that asks for them. The query needs only the components' paths and kinds (and, for filters on
 * versioned dimensions, their values); `observationColumns` then reads the terms with labels.
 */
export const observationTerms = async (client: SparqlClient, request: ObservationsRequest) => {
  const { selected, filtered, query, aggregation, ...prepared } = await prepareObservations(client, request);
  request = prepared.request;
  if (aggregation) return { ...(await aggregatedTerms(client, request, selected, filtered, query, aggregation)), query };
  const predicate = (c: Component) => parseComponentId(c.id).componentIri;
  const fromTable = client.observationTable?.(request.cubeIri)?.select({
    selected: selected.map(predicate),
    required: [...filtered, ...selected.filter((c) => c.isKeyDimension)].map(predicate),
    tests: filtered.map((c): [string, TermTest] => [predicate(c), filterTest(c, request.filters![c.id])]),
    limit: request.limit,
    offset: request.offset,
  });
  const termColumns = fromTable ? (request.distinct ? distinctRows(fromTable) : fromTable) : termColumnsOf(await selectWithin(client, query, selected, request), selected.length);
  return { selected, termColumns, query };
};

/** The count of an observations query's rows (?rows), up to `atMost` (the engine stops there), and of the bound cells of each of its first `columns` columns (?b0 …). */
const countQuery = (query: string, columns: number, atMost: number) => `${PREFIXES}
SELECT (COUNT(*) AS ?rows) ${Array.from({ length: columns }, (_, i) => `(COUNT(?c${i}) AS ?b${i})`).join(' ')} WHERE { { ${query.slice(PREFIXES.length)}\nLIMIT ${atMost} } }`;

const answerTooLarge = (maxBytes: number) =>
  contentTooLarge(`The endpoint's answer to these observations is larger than ${byteSize(maxBytes)} (SPARQL_MAX_BYTES): ask for fewer components or filter the observations`);

/**
 * The rows of an observations query, refused (413) past the request's cost limits before the
 * endpoint reads further: asked for one row past what the limits admit. Where the components
 * allow more than that (a row per combination of the key dimensions' values left by the filters,
 * estimateRows), or where that many rows could pass the largest answer the client reads
 * (least-answer.ts), the rows and their bound cells are counted first: a request far past the
 * limits, or whose answer cannot fit, is refused by a count, which Virtuoso answers in under a
 * second over 10⁶ observations, instead of writing out rows until the answer passes a limit (over
 * 60 MB, ~15 s).
 */
const selectWithin = async (client: SparqlClient, query: string, selected: Component[], request: ObservationsRequest) => {
  if (!request.costLimits || request.limit || request.distinct) return client.select(query);
  const components = selected.length;
  const max = maxObservations(components, request.costLimits);
  const refusal = () => contentTooLarge(tooManyObservations(components, request.costLimits!));
  const { maxAnswerBytes } = client;
  const passes = (rows: number, bound: number[]) => maxAnswerBytes !== undefined && leastAnswerBytes(selected, rows, bound) > maxAnswerBytes;
  const estimate = estimateRows([{ iri: request.cubeIri, filters: request.filters ?? {} }], request.components);
  if (estimate > max || passes(estimate, selected.map(() => estimate))) {
    const [counted] = await client.select(countQuery(query, components, max + 1));
    const rows = Number(counted?.rows?.value ?? 0);
    if (rows > max) throw refusal();
    if (passes(rows, selected.map((_, i) => Number(counted?.[`b${i}`]?.value ?? 0)))) throw answerTooLarge(maxAnswerBytes!);
  }
  try {
    const rows = await client.select(`${query}\nLIMIT ${max + 1}`);
    if (rows.length > max) throw refusal();
    return rows;
  } catch (error) {
    if (!(error instanceof AnswerTooLargeError)) throw error;
    throw answerTooLarge(error.maxBytes);
  }
};

/** The components an observations request selects and filters, and its query (filter values of other versions translated). */
const prepareObservations = async (client: SparqlClient, request: ObservationsRequest) => {
  const all = [...request.components.dimensions, ...request.components.measures];
  const byId = componentsById(request.components);
  const pick = (id: string, what: string) => {
    const component = byId.get(id);
    if (!component) throw badRequest(`Unknown component in ${what}: ${id}`);
    return component;
  };
  const selected = request.componentIds ? [...new Set(request.componentIds)].map((id) => pick(id, 'componentIds')) : all;
  const filtered = Object.keys(request.filters ?? {}).map((id) => pick(id, 'filters'));
  if (request.offset && (filtered.length || !request.limit)) throw new Error('An offset pages the whole cube: it needs a limit and no filters');
  if (request.filters) request = { ...request, filters: await withOtherVersions(client, filtered, request.filters) };
  if (request.aggregate) {
    const aggregation = await aggregationOf(client, request, selected, filtered);
    return { request, selected, filtered, aggregation, query: aggregatedQuery(request, selected, filtered, aggregation) };
  }
  return { request, selected, filtered, aggregation: undefined, query: observationsQuery(request, selected, filtered) };
};

/** The query observationTerms sends for the request (unless an observation table answers it). */
export const observationsQueryOf = async (client: SparqlClient, request: ObservationsRequest) => (await prepareObservations(client, request)).query;

/**
 * The terms as the API sends them (domain/observation-columns): IRI values as labels (from the
 * components' values), and as IRIs in answer form under a key of their own.
 */
const isNumeric = (component: Component) => isMeasure(component) || (component.isNumerical && !valueIsIri(component));

/** IRI values travel as labels, and as IRIs under a key of their own. */
const carriesIris = (component: Component, terms: (SparqlTerm | undefined)[]) => !isNumeric(component) && terms.some((term) => term?.type === 'uri');

/** The keys of the answer's columns for these terms (observationColumns), told before it is built. */
export const answerKeys = (selected: Component[], termColumns: (SparqlTerm | undefined)[][]) =>
  selected.flatMap((component, i) => (carriesIris(component, termColumns[i]) ? [component.id, iriKey(component.id)] : [component.id]));

/** Columns of more rows than this are labelled one at a time between turns of the event loop (a whole cube's take ~5 ms each). */
const ROWS_PER_TURN = 2_000;

export const observationColumns = async (selected: Component[], termColumns: (SparqlTerm | undefined)[][]): Promise<ObservationColumns> => {
  const columns: string[] = [];
  const values: ObservationColumn[] = [];
  const big = (termColumns[0]?.length ?? 0) > ROWS_PER_TURN;
  for (const [i, component] of selected.entries()) {
    if (big) await new Promise((resolve) => setImmediate(resolve));
    const terms = termColumns[i].map((term) => (term?.datatype === CUBE_UNDEFINED ? undefined : term));
    const numeric = isNumeric(component);
    const { answered } = valueForms(component);
    const labels = new Map(component.values.map((v) => [v.versionedValue ?? String(v.value), v.label]));
    const value = (term: SparqlTerm | undefined) =>
      !term ? null : numeric ? Number(term.value) : term.type === 'uri' ? (labels.get(term.value) ?? term.value) : term.value;
    columns.push(component.id);
    values.push(encodeColumn(terms.map(value)));
    if (carriesIris(component, terms)) {
      columns.push(iriKey(component.id));
      values.push(encodeColumn(terms.map((term) => (term?.type === 'uri' ? (answered.get(term.value) ?? term.value) : undefined))));
    }
  }
  return { length: termColumns[0]?.length ?? 0, columns, values };
};

export const loadObservations = async (client: SparqlClient, request: ObservationsRequest) => {
  const { selected, termColumns, query } = await observationTerms(client, request);
  return { data: await observationColumns(selected, termColumns), query };
};
