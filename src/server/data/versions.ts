/**
 * Cube versions as cube-creator publishes them: `<unversioned> schema:hasPart <unversioned/N>`,
 * each version with schema:version. The latest version is the newest published, unexpired one.
 */
import { PREFIXES, PUBLISHED, sparqlIri } from './rdf';
import type { SparqlClient } from './sparql';

/** Every version that shares a parent with the given IRI (or is part of it), with its facts. */
const versionsQuery = (iri: string) => `${PREFIXES}
SELECT ?cube ?version ?status ?expires ?parent WHERE {
  { ${sparqlIri(iri)} schema:hasPart ?cube . BIND(${sparqlIri(iri)} AS ?parent) }
  UNION { ?parent schema:hasPart ${sparqlIri(iri)} . ?parent schema:hasPart ?cube . }
  UNION { ${sparqlIri(iri)} a cube:Cube . BIND(${sparqlIri(iri)} AS ?cube) }
  OPTIONAL { ?cube schema:version ?version }
  OPTIONAL { ?cube schema:creativeWorkStatus ?status }
  OPTIONAL { ?cube schema:expires ?expires }
}`;

export type CubeVersions = { unversionedIri: string | null; latestIri: string | null };

export const loadCubeVersions = async (client: SparqlClient, iri: string, now = Date.now()): Promise<CubeVersions> => {
  const rows = await client.select(versionsQuery(iri));
  if (!rows.length) return { unversionedIri: null, latestIri: null };
  const parent = rows.find((r) => r.parent)?.parent?.value;
  const candidates = rows
    .filter((r) => r.cube)
    .map((r) => ({
      iri: r.cube!.value,
      version: Number(r.version?.value ?? 0),
      published: r.status?.value === PUBLISHED,
      expired: !!r.expires && Date.parse(r.expires.value) <= now,
    }));
  // Newest published and unexpired first; failing that, the newest version of any kind.
  const ranked = [...candidates].sort((a, b) => Number(b.published && !b.expired) - Number(a.published && !a.expired) || b.version - a.version);
  return { unversionedIri: parent ?? iri, latestIri: ranked[0]?.iri ?? null };
};
