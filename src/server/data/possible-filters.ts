/**
 * possibleFilters: for each single filter in the author's order, the values of its dimension that
 * have observations under the resolved filters above it, and the value it resolves to (the
 * decision is the domain's, configurator/filter-availability.ts). Fields named in `fieldIds` get
 * their values with data under all resolved filters. Each step is one SELECT DISTINCT (on the
 * embedded store a scan of the cube's observation table); on a remote endpoint a step under no
 * filter (the first, fields asked without filters) reads no observation (issue 32): a listed
 * dimension's values are asked one by one (unfilteredQuery), an unlisted one's are its components'.
 *
 * On a remote endpoint the steps are sent ahead, all at once, on the assumption that every filter
 * keeps its value (the usual case): those the request writes alone (each dimension taken as a key
 * dimension, IRI-valued, or of the datatype a literal value's form tells: a year xsd:gYear) with
 * the first queries, beside the shapes, the labels of the named dimensions' listed values (the
 * components are asked for those dimensions only) and the form each IRI value has in this cube's
 * observations where it is a versioned value's schema:sameAs; the others as soon as the shapes are
 * known (`shapes`: the components without values), written with those forms; any the values
 * write otherwise once the components are in; and, when a step is asked, the steps after it under
 * the filters as resolved so far. A step whose own query turns out to be the same text takes the
 * answer sent ahead; any other is asked then. The answer is the same either way: in one round trip
 * where the request writes every step and the values are listed, in one more per filter that
 * resolves to another value.
 *
 * Also here: 'use most recent' in an observations query resolves to the latest value with data
 * under the query's other filters, so a chart of a series that ends early shows its last year.
 */
import { componentsById, iriKey, parseComponentId, type DataCubeComponents, type Dimension, type Filters } from '../../domain/data';
import { resolutionOrder, resolveAvailability, resolvedValue, type FieldAvailability, type FilterAvailability } from '../../domain/configurator/filter-availability';
import { isMostRecent, MOST_RECENT_VALUE } from '../../domain/configurator/most-recent';
import { decodeObservations } from '../../domain/observation-columns';
import { badRequest } from '../errors';
import { TIME_DATATYPES } from '../import/values';
import { isIri } from '../../domain/text';
import { checkFilterValues, storedTerm } from './observation-filters';
import { probedValues } from './observation-probe';
import { observationColumns, observationsQueryOf, observationTerms } from './observations';
import { PREFIXES, sparqlIri } from './rdf';
import { aheadClient, type SparqlClient, type SparqlRow } from './sparql';

/**
 * The query of a step under no filter on a remote endpoint, written from the cube and the id alone
 * (so it goes out with the first queries): for a dimension whose shape lists its values (sh:in), a
 * row with the list alone, and the listed values that an observation has, read from the list in
 * the shape instead of the observations (observation-probe.ts: ~5 ms for the 9 groups of the
 * 10⁶-observation bench cube on Virtuoso, where reading the observations takes ~50 ms; the list of
 * its 2,200 municipalities alone takes Virtuoso ~70 ms). An unlisted dimension gets no row: its
 * values in the components are those observed.
 */
export const unfilteredQuery = (cubeIri: string, id: string) => {
  const cube = sparqlIri(cubeIri);
  const path = sparqlIri(parseComponentId(id).componentIri);
  return `${PREFIXES}
SELECT DISTINCT ?list ?value WHERE {
  ${cube} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ${path} ; sh:in ?list .
  {} UNION { ${probedValues(cube, path, '?shape sh:in/rdf:rest*/rdf:first ?value .')} }
}`;
};

/** The terms of one dimension with observations under no filter, asked of a remote endpoint (unfilteredQuery), as observationTerms gives them. */
const unfilteredTermColumns = async (client: SparqlClient, cubeIri: string, components: DataCubeComponents, id: string) => {
  const dimension = componentsById(components).get(id)!;
  // A dimension the shape lists gets the values its rows hold; one it does not list, its values in the components: those
  // observed (components.ts reads them, or asks between stated bounds). For a cube its shapes describe, the values observed either way.
  const rows = await client.select(unfilteredQuery(cubeIri, id));
  const terms = rows.length ? rows.flatMap((row) => (row.value ? [row.value] : [])) : dimension.values.map((v) => storedTerm(dimension, v.value));
  return { selected: [dimension], termColumns: [terms] };
};

/**
 * The values of one dimension with observations under the filters, in the answer's form (IRIs
 * version-independent, observationColumns). Under no filter a remote endpoint is asked the
 * unfiltered query, not to read every observation of the cube.
 */
const valuesWithData = async (client: SparqlClient, cubeIri: string, components: DataCubeComponents, id: string, filters: Filters) => {
  const { selected, termColumns } =
    Object.keys(filters).length || client.observationTable?.(cubeIri)
      ? await observationTerms(client, { cubeIri, components, componentIds: [id], filters, distinct: true })
      : await unfilteredTermColumns(client, cubeIri, components, id);
  return decodeObservations(await observationColumns(selected, termColumns)).flatMap((row) => {
    const value = row[iriKey(id)] ?? row[id];
    return value === undefined || value === null ? [] : [value as string | number];
  });
};

/** The datatype a literal filter value's form tells: a year, a month, a day. A wrong guess costs its queries, never an answer. */
const LITERAL_FORMS: [RegExp, string][] = [
  [/^\d{4}$/, TIME_DATATYPES.year],
  [/^\d{4}-\d{2}$/, TIME_DATATYPES.month],
  [/^\d{4}-\d{2}-\d{2}$/, TIME_DATATYPES.day],
];

/**
 * The components as far as the request tells them: each dimension it names a key dimension (observationsQuery writes its path
 * from the id), IRI-valued, or of the datatype its filter value's form tells.
 */
const provisionalComponents = (request: { filters: Filters; fieldIds?: string[] }): DataCubeComponents => ({
  dimensions: [...new Set([...Object.keys(request.filters), ...(request.fieldIds ?? [])])].map((id) => {
    const filter = request.filters[id];
    const value = filter?.type === 'single' ? String(filter.value) : '';
    const dataType = LITERAL_FORMS.find(([form]) => form.test(value))?.[1];
    return { id, values: [], isKeyDimension: true, ...(dataType && { dataType }) } as unknown as Dimension;
  }),
  measures: [],
});

const tryWriting = (write: () => string) => {
  try {
    return write();
  } catch {
    return undefined;
  }
};

/** The steps of possibleFilters whose query can be written before any is answered: those above the first 'most recent' filter, and the fields when there is none. */
const guessedSteps = (filters: Filters, fieldIds: string[] = []) => {
  const order = resolutionOrder(filters);
  const kept = order.filter((id) => !isMostRecent(filters[id]));
  const steps = kept.map((id, i) => ({ id, above: kept.slice(0, i) }));
  if (kept.length === order.length) for (const id of fieldIds) if (!(id in filters)) steps.push({ id, above: kept });
  return steps;
};

/**
 * The versioned values (rows ?path ?value ?stored) whose schema:sameAs are IRI filter values, among
 * the values of a versioned shape of this cube (its sh:in list, else its observations): the form the
 * components' values give a filter value in the observations query (observations.ts valueForms),
 * known before them. Only a guess's input: a wrong one costs a round trip, never a wrong answer.
 *
 * Listed and unlisted shapes are two branches, and neither asks an EXISTS of a path or of more than
 * one pattern: Oxigraph evaluates such an EXISTS without the row's bindings (a list's path in one
 * took 5 s for forestry's filters, an observation of the cube 20–85 s). An unlisted shape's values
 * are read from the cube's observations (its path is shared where versions share it,
 * observation-probe.ts), a branch the engines leave out where its first part, an unlisted shape
 * among the paths, is empty.
 */
export const storedFormsQuery = (cubeIri: string, filters: Filters) => {
  const pairs = Object.entries(filters).flatMap(([id, filter]) => {
    const path = parseComponentId(id).componentIri;
    return filter.type === 'single' && isIri(path) && typeof filter.value === 'string' && isIri(filter.value) ? [[path, filter.value]] : [];
  });
  if (!pairs.length) return undefined;
  const cube = sparqlIri(cubeIri);
  const versionedShape = (shape: string, path: string) => `${cube} cube:observationConstraint/sh:property ${shape} . ${shape} sh:path ${path} ; schema:version ?version .`;
  const shapes = `VALUES (?path ?value) { ${pairs.map(([path, value]) => `(${sparqlIri(path)} ${sparqlIri(value)})`).join(' ')} }
    ${versionedShape('?shape', '?path')}`;
  const paths = [...new Set(pairs.map(([path]) => sparqlIri(path)))].join(' ');
  return `${PREFIXES}
SELECT DISTINCT ?path ?value ?stored WHERE {
  {
    ${shapes}
    ?shape sh:in/rdf:rest*/rdf:first ?stored .
    ?stored schema:sameAs ?value .
  } UNION {
    { SELECT ?unlisted WHERE { VALUES ?unlistedPath { ${paths} } ${versionedShape('?unlisted', '?unlistedPath')} FILTER NOT EXISTS { ?unlisted sh:in ?list } } LIMIT 1 }
    ${shapes}
    FILTER NOT EXISTS { ?shape sh:in ?list }
    ?stored schema:sameAs ?value .
    ?observation ?path ?stored .
    ${cube} cube:observationSet/cube:observation ?observation .
  }
}`;
};

/** The shapes with each filter value that has a stored form as their value in that form, as the components with values would give it. */
const withStoredForms = (shapes: DataCubeComponents, filters: Filters, rows: SparqlRow[]): DataCubeComponents => ({
  ...shapes,
  dimensions: shapes.dimensions.map((d) => {
    const path = parseComponentId(d.id).componentIri;
    const filter = filters[d.id];
    const row = filter?.type === 'single' && rows.find((r) => r.path?.value === path && r.value?.value === String(filter.value));
    return row ? { ...d, values: [{ value: row.value!.value, label: row.value!.value, versionedValue: row.stored!.value }] } : d;
  }),
});

/**
 * Sends each step's query as it would be if every filter kept its value, written with the given
 * components: the shapes (known after the first round) with the stored forms of versioned filter
 * values, then the components with values. From a step on (`from`: its id and the resolved filters
 * above it), the steps after it, as if it and those between kept their values: a filter that
 * resolves to another value costs one round trip, not one per step after it. A query already sent
 * is not sent again; a guess that cannot be written (a value the shapes refuse) is sent no answer.
 */
const sendGuesses = async (
  send: (query: string, via?: SparqlClient) => void,
  client: SparqlClient,
  request: { cubeIri: string; filters: Filters; fieldIds?: string[] },
  components: DataCubeComponents,
  from?: { id: string; filters: Filters },
  via?: SparqlClient,
) => {
  const steps = guessedSteps(request.filters, request.fieldIds);
  const after = from ? steps.findIndex((step) => step.id === from.id) + 1 : 0;
  if (from && after === 0) return;
  const queries = await Promise.all(
    steps.slice(after).map(async ({ id, above }) => {
      const filters = { ...from?.filters };
      for (const a of above) if (!(a in filters)) filters[a] = request.filters[a];
      try {
        if (!Object.keys(filters).length) return unfilteredQuery(request.cubeIri, id);
        return await observationsQueryOf(client, { cubeIri: request.cubeIri, components, componentIds: [id], filters, distinct: true });
      } catch {
        return undefined;
      }
    }),
  );
  // All in one tick: through a batching client (`via`) the guesses go as one request, apart from the caller's small queries,
  // which the one that reads a long list of values (unfilteredQuery) would hold up.
  for (const query of queries) if (query) send(query, via);
};

export const loadPossibleFilters = async (
  client: SparqlClient,
  request: {
    cubeIri: string;
    components: Promise<DataCubeComponents>;
    /** The components without values, known sooner: the steps are sent ahead with them (remote endpoints only). */
    shapes?: Promise<DataCubeComponents>;
    /** Sends the queries asked in one tick as one (batch.ts): the first guesses go as one request, and the stored forms with the caller's first small queries. */
    together?: SparqlClient;
    filters: Filters;
    fieldIds?: string[];
  },
): Promise<(FilterAvailability | FieldAvailability)[]> => {
  if (Object.values(request.filters).some((filter) => filter.type !== 'single')) throw badRequest('possibleFilters takes single filters only');
  const { send, ahead } = aheadClient(client);
  // The first guesses go as one request, the stored forms with the caller's first small queries; the others each on its own, answered side by side.
  const first = request.together ?? client;
  const guessing = request.shapes && !client.observationTable?.(request.cubeIri);
  if (guessing) {
    // Sent before the ids are checked (an id no query can hold is sent no guess, and refused below):
    // the steps as far as the request writes them (provisionalComponents; a literal value of no
    // known form is sent no guess), and the stored forms of versioned filter values, which the
    // next guesses are written with.
    void sendGuesses(send, client, request, provisionalComponents(request), undefined, first);
    const storedQuery = tryWriting(() => storedFormsQuery(request.cubeIri, request.filters) ?? '');
    const stored = storedQuery ? first.select(storedQuery) : Promise.resolve([]);
    Promise.all([request.shapes!, stored]).then(([shapes, rows]) => sendGuesses(send, client, request, withStoredForms(shapes, request.filters, rows)), () => {});
  }
  const components = await request.components;
  const known = new Set(components.dimensions.map((d) => d.id));
  const unknown = [...Object.keys(request.filters), ...(request.fieldIds ?? [])].find((id) => !known.has(id));
  if (unknown) throw badRequest(`Unknown dimension in possibleFilters: ${unknown}`);
  // Only the filters above another go into a query: every value is checked as a query would.
  checkFilterValues(components, request.filters, (value) => value === MOST_RECENT_VALUE);
  if (guessing) await sendGuesses(send, client, request, components);
  return resolveAvailability(
    request.filters,
    components.dimensions,
    (id, filters) => {
      if (guessing) void sendGuesses(send, client, request, components, { id, filters });
      return valuesWithData(ahead, request.cubeIri, components, id, filters);
    },
    request.fieldIds,
  );
};

/**
 * The filters of an observations query with each 'most recent' single filter replaced by the
 * latest value that has observations under the other filters; unchanged without one.
 */
export const resolveMostRecentWithData = async (client: SparqlClient, cubeIri: string, components: DataCubeComponents, filters: Filters): Promise<Filters> => {
  const sentinels = Object.keys(filters).filter((id) => isMostRecent(filters[id]));
  if (!sentinels.length) return filters;
  const others = Object.fromEntries(Object.entries(filters).filter(([id]) => !sentinels.includes(id)));
  const resolved = { ...filters };
  for (const id of sentinels) {
    const dimension = components.dimensions.find((d) => d.id === id);
    if (!dimension) throw badRequest(`Unknown component in filters: ${id}`);
    const values = await valuesWithData(client, cubeIri, components, id, others);
    const filter = filters[id] as Extract<Filters[string], { type: 'single' }>;
    // Without data there is no latest value: the dimension's own latest keeps the query valid (and empty).
    const value = values.length ? resolvedValue(dimension, filter.value, true, values) : dimension.values.at(-1)?.value;
    if (value === undefined) delete resolved[id];
    else resolved[id] = { ...filter, value };
  }
  return resolved;
};
