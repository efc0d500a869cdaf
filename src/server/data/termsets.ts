/**
 * Termsets (shared dimensions): the meta:SharedDimension term sets whose terms a cube's key
 * dimensions use, found through the values' schema:inDefinedTermSet.
 */
import type { Locale, Termset } from '../../domain/data';
import { groupBy, pickByLocale, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

/** Binds ?termset (and its ?termsetName) for a key dimension's ?shape whose listed values are terms of it. */
export const TERMSET_PATTERN = `?shape a cube:KeyDimension ; sh:in/rdf:rest*/rdf:first ?value .
    ?value schema:inDefinedTermSet ?termset .
    ?termset a meta:SharedDimension .
    OPTIONAL { ?termset schema:name ?termsetName }`;

const termsetsQuery = (cubeIri: string) => `${PREFIXES}
SELECT DISTINCT ?path ?termset ?termsetName WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape sh:path ?path .
  ${TERMSET_PATTERN}
}`;

/** The termsets named by rows of TERMSET_PATTERN, labelled in the locale, sorted by IRI. */
export const termsetsOf = (rows: SparqlRow[], locale: Locale): Termset[] =>
  [...groupBy(rows, 'termset')]
    .map(([iri, termsetRows]) => ({ iri, label: pickByLocale(termsetRows.map((r) => r.termsetName), locale) ?? iri }))
    .sort((a, b) => a.iri.localeCompare(b.iri));

/** Termsets per dimension path. */
export const loadTermsets = async (client: SparqlClient, cubeIri: string, locale: Locale): Promise<Map<string, Termset[]>> => {
  const result = new Map<string, Termset[]>();
  for (const [path, rows] of groupBy(await client.select(termsetsQuery(cubeIri)), 'path')) result.set(path, termsetsOf(rows, locale));
  return result;
};
