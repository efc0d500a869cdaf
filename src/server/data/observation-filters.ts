/**
 * Filter values of observation queries: the two forms of versioned values (observations hold the
 * versioned IRI, answers give the version-independent one), values of other cube versions, and a
 * filter as SPARQL clauses or as a test of an observation table's terms.
 */
import { componentsById, type Component, type DataCubeComponents, type Filters } from '../../domain/data';
import { isIri } from '../../domain/text';
import { badRequest } from '../errors';
import type { TermTest } from './observation-table';
import { ns, PREFIXES, sparqlIri, sparqlString, sparqlTerm } from './rdf';
import type { SparqlClient, SparqlTerm } from './sparql';

const XSD_STRING = `${ns.xsd}string`;

/** IRI-valued components have no datatype; their loaded values (if any) are IRIs. */
export const valueIsIri = (component: Component) =>
  component.dataType === undefined &&
  (component.values.length === 0 || component.values.some((v) => /^[a-z][a-z0-9+.-]*:/i.test(String(v.value))));

type ValueForms = {
  /** Version-independent IRI → the versioned IRI the observations hold. */
  stored: Map<string, string>;
  /** Versioned IRI → version-independent IRI. */
  answered: Map<string, string>;
};

const forms = new WeakMap<Component, ValueForms>();

/**
 * The two forms of a component's versioned values (DimensionValue.versionedValue): observations
 * hold the versioned IRI, answers give the version-independent one, filters take either.
 */
export const valueForms = (component: Component): ValueForms => {
  let known = forms.get(component);
  if (!known) {
    const versioned = component.values.filter((v) => v.versionedValue !== undefined);
    known = {
      stored: new Map(versioned.map((v) => [String(v.value), v.versionedValue!])),
      answered: new Map(versioned.map((v) => [v.versionedValue!, String(v.value)])),
    };
    forms.set(component, known);
  }
  return known;
};

/** The version-independent IRIs (schema:sameAs) of the given IRIs. */
const sameAsQuery = (iris: string[]) => `${PREFIXES}
SELECT ?iri ?sameAs WHERE {
  VALUES ?iri { ${iris.map(sparqlIri).join(' ')} }
  ?iri schema:sameAs ?sameAs .
  FILTER(isIRI(?sameAs))
}`;

const filterValues = (filter: Filters[string]) =>
  filter.type === 'single' ? [String(filter.value)] : filter.type === 'multi' ? Object.keys(filter.values) : [];

/**
 * Filters on versioned dimensions with a value in neither form of this version's values (the
 * versioned IRI of another cube version, as saved before values were answered version-independent)
 * take that value's schema:sameAs instead. One query, and only when there are such values.
 */
export const withOtherVersions = async (client: SparqlClient, filtered: Component[], filters: Filters): Promise<Filters> => {
  const foreign = (c: Component) =>
    filterValues(filters[c.id]).filter((v) => {
      const { stored, answered } = valueForms(c);
      return stored.size > 0 && !stored.has(v) && !answered.has(v) && isIri(v);
    });
  const iris = [...new Set(filtered.flatMap(foreign))];
  if (!iris.length) return filters;
  const links = new Map<string, string>();
  // The first by IRI, should a value have several: the same on every engine.
  const rows = [...(await client.select(sameAsQuery(iris)))].sort((a, b) => a.sameAs!.value.localeCompare(b.sameAs!.value));
  for (const row of rows) if (!links.has(row.iri!.value)) links.set(row.iri!.value, row.sameAs!.value);
  const to = (v: string) => links.get(v) ?? v;
  return Object.fromEntries(
    Object.entries(filters).map(([id, filter]) => [
      id,
      filter.type === 'single'
        ? { ...filter, value: typeof filter.value === 'string' ? to(filter.value) : filter.value }
        : filter.type === 'multi'
          ? { ...filter, values: Object.fromEntries(Object.entries(filter.values).map(([v, on]) => [to(v), on])) }
          : filter,
    ]),
  );
};

/** A component's value as the term the observations hold: an IRI (the versioned one of a versioned value), or the literal with the component's datatype. */
export const storedTerm = (component: Component, value: string | number): SparqlTerm =>
  valueIsIri(component)
    ? { type: 'uri', value: valueForms(component).stored.get(String(value)) ?? String(value) }
    : { type: 'literal', value: String(value), datatype: component.dataType };

/** A filter value as a SPARQL term. */
const filterTerm = (component: Component, value: string | number) => {
  try {
    return sparqlTerm(storedTerm(component, value));
  } catch {
    throw badRequest(`Filter value ${JSON.stringify(String(value))} of ${component.id} is not an IRI`);
  }
};

/** Refuses (400) filter values that no query could hold: a value that is no IRI on an IRI-valued component. */
export const checkFilterValues = (components: DataCubeComponents, filters: Filters, except: (value: string | number) => boolean = () => false) => {
  const byId = componentsById(components);
  for (const [id, filter] of Object.entries(filters)) {
    const component = byId.get(id);
    if (component && filter.type === 'single' && !except(filter.value)) filterTerm(component, filter.value);
  }
};

export const filterClauses = (variable: string, component: Component, filter: Filters[string]): string => {
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

/** RDF term equality, as VALUES applies it: a literal without datatype is an xsd:string. */
export const termKey = (term: SparqlTerm) =>
  term.type === 'uri' ? `<${term.value}` : `"${term.value}"${term['xml:lang'] ? `@${term['xml:lang']}` : `^^${term.datatype ?? XSD_STRING}`}`;

/** The same filter as filterClauses, as a test of a value (for observation tables). */
export const filterTest = (component: Component, filter: Filters[string]): TermTest => {
  switch (filter.type) {
    case 'single':
    case 'multi': {
      const values = filter.type === 'single' ? [filter.value] : Object.keys(filter.values);
      const wanted = new Set(values.map((v) => termKey(storedTerm(component, v))));
      return (term) => wanted.has(termKey(term));
    }
    case 'range':
      return (term) => term.value >= filter.from && term.value <= filter.to;
  }
};
