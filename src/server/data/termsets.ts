/**
 * Termsets (shared dimensions): the meta:SharedDimension term sets whose terms a cube's key
 * dimensions use, found through the values' schema:inDefinedTermSet.
 */
import type { Locale, Termset } from '../../domain/data';
import { groupBy, pickByLocale, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient } from './sparql';

const termsetsQuery = (cubeIri: string) => `${PREFIXES}
SELECT DISTINCT ?path ?termset ?name WHERE {
  ${sparqlIri(cubeIri)} cube:observationConstraint/sh:property ?shape .
  ?shape a cube:KeyDimension ; sh:path ?path ; sh:in/rdf:rest*/rdf:first ?value .
  ?value schema:inDefinedTermSet ?termset .
  ?termset a meta:SharedDimension .
  OPTIONAL { ?termset schema:name ?name }
}`;

/** Termsets per dimension path, sorted by IRI. */
export const loadTermsets = async (client: SparqlClient, cubeIri: string, locale: Locale): Promise<Map<string, Termset[]>> => {
  const result = new Map<string, Termset[]>();
  for (const [path, rows] of groupBy(await client.select(termsetsQuery(cubeIri)), 'path')) {
    result.set(
      path,
      [...groupBy(rows, 'termset')]
        .map(([iri, termsetRows]) => ({ iri, label: pickByLocale(termsetRows.map((r) => r.name), locale) ?? iri }))
        .sort((a, b) => a.iri.localeCompare(b.iri)),
    );
  }
  return result;
};
