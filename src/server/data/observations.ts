/**
 * dataCubesObservations: the observations of a cube, restricted by filters, with IRI values
 * resolved to labels in the locale. Only the requested components travel.
 */
import {
  iriKey,
  isMeasure,
  parseComponentId,
  type Component,
  type DataCubeComponents,
  type Filters,
} from '../../domain/data';
import { encodeColumn, type ObservationColumn, type ObservationColumns } from '../../domain/observation-columns';
import { badRequest } from '../errors';
import { ns, PREFIXES, sparqlIri, sparqlString } from './rdf';
import type { SparqlClient, SparqlTerm } from './sparql';

export type ObservationsRequest = {
  cubeIri: string;
  /** All components of the cube (with values: they give the labels and tell IRIs from literals). */
  components: DataCubeComponents;
  /** Components to return (all when absent). Filtered components always take part in the query. */
  componentIds?: string[];
  filters?: Filters;
  /** At most this many observations, the first by observation IRI (the same rows on every engine). */
  limit?: number;
};

/** IRI-valued components have no datatype; their loaded values (if any) are IRIs. */
const valueIsIri = (component: Component) =>
  component.dataType === undefined &&
  (component.values.length === 0 || component.values.some((v) => /^[a-z][a-z0-9+.-]*:/i.test(String(v.value))));

/** A filter value as a SPARQL term: an IRI, or the literal with the component's datatype. */
const filterTerm = (component: Component, value: string | number) => {
  const text = String(value);
  if (valueIsIri(component)) {
    try {
      return sparqlIri(text);
    } catch {
      throw badRequest(`Filter value ${JSON.stringify(text)} of ${component.id} is not an IRI`);
    }
  }
  return component.dataType ? `${sparqlString(text)}^^${sparqlIri(component.dataType)}` : sparqlString(text);
};

const filterClauses = (variable: string, component: Component, filter: Filters[string]): string => {
  switch (filter.type) {
    case 'single':
      return `VALUES ${variable} { ${filterTerm(component, filter.value)} }`;
    case 'multi': {
      const values = Object.keys(filter.values);
      // An empty multi filter selects nothing, as an empty selection in the UI does.
      return values.length ? `VALUES ${variable} { ${values.map((v) => filterTerm(component, v)).join(' ')} }` : 'FILTER(false)';
    }
    case 'range':
      // Lexical comparison is right for ISO dates and years of one format, and works on every engine.
      return `FILTER(str(${variable}) >= ${sparqlString(filter.from)} && str(${variable}) <= ${sparqlString(filter.to)})`;
  }
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
      ? `{ SELECT ?observation WHERE { ${observations} } ORDER BY ?observation LIMIT ${request.limit} }`
      : observations;
  return `${PREFIXES}
SELECT ${selected.map(variable).join(' ')} WHERE {
  ${[...filteredPatterns, first, ...required, ...optional].join('\n  ')}
}${request.limit ? `\nORDER BY ?observation\nLIMIT ${request.limit}` : ''}`;
};

const UNDEFINED = `${ns.cube}Undefined`;

export const loadObservations = async (client: SparqlClient, request: ObservationsRequest) => {
  const all = [...request.components.dimensions, ...request.components.measures];
  const byId = new Map(all.map((c) => [c.id, c]));
  const pick = (id: string, what: string) => {
    const component = byId.get(id);
    if (!component) throw badRequest(`Unknown component in ${what}: ${id}`);
    return component;
  };
  const selected = request.componentIds ? [...new Set(request.componentIds)].map((id) => pick(id, 'componentIds')) : all;
  const filtered = Object.keys(request.filters ?? {}).map((id) => pick(id, 'filters'));
  const query = observationsQuery(request, selected, filtered);
  const rows = await client.select(query);

  // Read column by column, as the API sends them (domain/observation-columns).
  const columns: string[] = [];
  const values: ObservationColumn[] = [];
  selected.forEach((component, i) => {
    const variable = `c${i}`;
    const terms = rows.map((row) => (row[variable]?.datatype === UNDEFINED ? undefined : row[variable]));
    const numeric = isMeasure(component) || (component.isNumerical && !valueIsIri(component));
    const labels = new Map(component.values.map((v) => [String(v.value), v.label]));
    const value = (term: SparqlTerm | undefined) =>
      !term ? null : numeric ? Number(term.value) : term.type === 'uri' ? (labels.get(term.value) ?? term.value) : term.value;
    columns.push(component.id);
    values.push(encodeColumn(terms.map(value)));
    // IRI values travel as labels, and as IRIs under a key of their own.
    if (!numeric && terms.some((term) => term?.type === 'uri')) {
      columns.push(iriKey(component.id));
      values.push(encodeColumn(terms.map((term) => (term?.type === 'uri' ? term.value : undefined))));
    }
  });
  const data: ObservationColumns = { length: rows.length, columns, values };
  return { data, query };
};
