/**
 * The facts of dimension values and units that answers carry: labels in the locale, positions and
 * the rest (VALUE_FACTS), asked by IRI or, for the values a cube's shapes list, beside the shapes;
 * and the order values are shown in.
 */
import type { DimensionValue, Locale } from '../../domain/data';
import { groupBy, inBatches, ns, pickByLocale, PREFIXES, sparqlIri, valueFactsPattern } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

/** Labels and ordering facts of IRI values (and of units): one row per (?iri ?p ?o). */
export const describeQuery = (iris: string[], locale: Locale) => `${PREFIXES}
SELECT ?iri ?p ?o WHERE {
  VALUES ?iri { ${iris.map(sparqlIri).join(' ')} }
  ${valueFactsPattern('?iri', locale)}
}`;

/**
 * Label, position and the other facts of one IRI value, from describeQuery rows. A versioned value
 * (its dimension's shape has schema:version) answers as its version-independent schema:sameAs, as
 * the production tool does, so that saved filters survive a new cube version; its facts stay those
 * of the versioned IRI, which holds them.
 */
export const describeValue = (iri: string, rows: SparqlRow[] | undefined, locale: Locale, versioned = false): DimensionValue => {
  const of = (p: string) => (rows ?? []).filter((r) => r.p?.value === p).map((r) => r.o);
  const one = (p: string) => of(p)[0]?.value;
  const number = (p: string) => (one(p) === undefined ? undefined : Number(one(p)));
  // The first by IRI, should a value have several: the same on every engine.
  const sameAs = versioned ? of(`${ns.schema}sameAs`).filter((t) => t?.type === 'uri').map((t) => t!.value).sort()[0] : undefined;
  const value: DimensionValue = {
    value: sameAs ?? iri,
    label: pickByLocale(of(`${ns.schema}name`), locale) ?? pickByLocale(of(`${ns.rdfs}label`), locale) ?? iri,
    ...(sameAs && { versionedValue: iri }),
  };
  const optional = {
    position: number(`${ns.schema}position`),
    alternateName: pickByLocale(of(`${ns.schema}alternateName`), locale),
    identifier: one(`${ns.schema}identifier`),
    description: pickByLocale(of(`${ns.schema}description`), locale),
    color: one(`${ns.schema}color`),
    latitude: number(`${ns.schema}latitude`),
    longitude: number(`${ns.schema}longitude`),
  };
  for (const [key, v] of Object.entries(optional)) if (v !== undefined) (value as Record<string, unknown>)[key] = v;
  return value;
};

/** Unit label: the symbol where there is one, else the name in the locale, else rdfs:label. */
export const unitLabel = (rows: SparqlRow[] | undefined, locale: Locale) => {
  const of = (p: string) => (rows ?? []).filter((r) => r.p?.value === p).map((r) => r.o);
  return (
    pickByLocale(of(`${ns.qudt}symbol`), locale) ??
    pickByLocale(of(`${ns.schema}name`), locale) ??
    pickByLocale(of(`${ns.rdfs}label`), locale)
  );
};

/** One collator for every comparison: `localeCompare` with options builds one per call (~30× slower). */
const byNumericText = new Intl.Collator('en', { numeric: true }).compare;

/** Values in display order: by position, then numerically or lexically by value. */
export const sortValues = (values: DimensionValue[]) =>
  [...values].sort((a, b) => {
    if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
    if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value;
    return byNumericText(String(a.value), String(b.value));
  });

/**
 * Facts of the IRIs a cube's shapes (those of the given paths, else all) list (sh:in) and of their
 * units, as describeQuery gives them, and a row with ?p unbound for each IRI without any: asked
 * beside the shapes (ComponentsRequest.prefetched), it spares the values' labels a round trip.
 */
export const listedFactsQuery = (cubeIri: string, locale: Locale, paths?: string[]) => `${PREFIXES}
SELECT ?iri ?p ?o WHERE {
  {
    SELECT DISTINCT ?iri WHERE {${paths ? `\n      VALUES ?path { ${paths.map(sparqlIri).join(' ')} }` : ''}
      ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .${paths ? '\n      ?shape sh:path ?path .' : ''}
      { ?shape sh:in/rdf:rest*/rdf:first ?iri . } UNION { ?shape qudt:hasUnit ?iri . }
      FILTER(isIRI(?iri))
    }
  }
  OPTIONAL { ${valueFactsPattern('?iri', locale)} }
}`;

/** Facts (rows ?p ?o) by IRI; those `prefetched` holds (listedFactsQuery rows) are not asked again. */
export const describeAll = async (client: SparqlClient, iris: string[], locale: Locale, prefetched: SparqlRow[] = []) => {
  const wanted = new Set(iris);
  const known = new Set(prefetched.map((r) => r.iri!.value));
  const asked = await inBatches([...wanted].filter((iri) => !known.has(iri)), 300, (batch) => client.select(describeQuery(batch, locale)));
  return groupBy([...prefetched.filter((r) => r.p && wanted.has(r.iri!.value)), ...asked], 'iri');
};
