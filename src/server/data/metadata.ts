/** Cube metadata (spec 002 §3 "Cube metadata"), read in one query for one cube or for all cubes. */
import type { DataCubeMetadata, Locale, TimeUnit } from '../../domain/data';
import { timeUnitOf } from './component-kind';
import { notFound } from '../errors';
import { DRAFT, groupBy, ns, pickByLocale, PREFIXES, sparqlIri } from './rdf';
import type { SparqlClient, SparqlRow } from './sparql';

const CUBE_PROPERTIES = [
  'schema:name',
  'schema:description',
  'schema:version',
  'schema:datePublished',
  'schema:dateModified',
  'schema:expires',
  'schema:creativeWorkStatus',
  'schema:workExample',
  'schema:about',
  'dcterms:identifier',
  'dcterms:publisher',
  'dcterms:creator',
  'dcat:theme',
  'dcat:landingPage',
  'dcat:keyword',
];

/**
 * Rows of (?cube ?p ?o ?ref): the cube's own properties, its contact points (?ref names the
 * contact), the labels of the resources it refers to (creator, publisher, themes, sub-themes, termsets; ?ref names the
 * resource), the termsets that say they are used in it, the time units of its temporal
 * dimensions and its unversioned parent (?p = schema:isPartOf).
 */
const metadataQuery = (cubeIris?: string[]) => `${PREFIXES}
SELECT ?cube ?p ?o ?ref WHERE {
  ${cubeIris ? `VALUES ?cube { ${cubeIris.map(sparqlIri).join(' ')} }` : ''}
  ?cube a cube:Cube .
  {
    ?cube ?p ?o .
    FILTER(?p IN (${CUBE_PROPERTIES.join(', ')}))
  } UNION {
    ?cube dcat:contactPoint ?ref .
    ?ref ?p ?o .
    FILTER(?p IN (vcard:fn, vcard:hasEmail))
  } UNION {
    ?cube dcterms:creator|dcterms:publisher|dcat:theme|schema:about ?ref .
    ?ref schema:name ?o .
    BIND(schema:name AS ?p)
  } UNION {
    ?o meta:isUsedIn ?cube .
    BIND(meta:isUsedIn AS ?p)
  } UNION {
    ?ref meta:isUsedIn ?cube ; schema:name ?o .
    BIND(schema:name AS ?p)
  } UNION {
    ?cube cube:observationConstraint/sh:property/meta:dataKind/time:unitType ?o .
    BIND(time:unitType AS ?p)
  } UNION {
    ?o schema:hasPart ?cube .
    BIND(schema:isPartOf AS ?p)
  }
}`;

const expand = (curie: string) => {
  const [prefix, local] = curie.split(':');
  return ns[prefix as keyof typeof ns] + local;
};
const P = Object.fromEntries(CUBE_PROPERTIES.map((curie) => [curie, expand(curie)]));

const parseCube = (iri: string, rows: SparqlRow[], locale: Locale): DataCubeMetadata => {
  const own = (curie: string) => rows.filter((r) => r.ref === undefined && r.p?.value === (P[curie] ?? expand(curie)));
  const first = (curie: string) => own(curie)[0]?.o?.value;
  const labelOf = (ref: string) =>
    pickByLocale(
      rows.filter((r) => r.ref?.value === ref).map((r) => r.o),
      locale,
    ) ?? ref;
  const refs = (curie: string) =>
    [...new Set(own(curie).map((r) => r.o!.value))].sort().map((ref) => ({ iri: ref, label: labelOf(ref) }));
  const publisher = own('dcterms:publisher')[0]?.o;
  const creator = refs('dcterms:creator')[0];
  const contactPoints = contactPointsOf(rows, locale);
  return {
    iri,
    unversionedIri: first('schema:isPartOf'),
    title: pickByLocale(own('schema:name').map((r) => r.o), locale) ?? iri,
    description: pickByLocale(own('schema:description').map((r) => r.o), locale) ?? '',
    publicationStatus: first('schema:creativeWorkStatus') === DRAFT ? 'DRAFT' : 'PUBLISHED',
    version: first('schema:version'),
    datePublished: first('schema:datePublished'),
    dateModified: first('schema:dateModified'),
    expires: first('schema:expires'),
    identifier: first('dcterms:identifier'),
    publisher: publisher && (publisher.type === 'uri' ? labelOf(publisher.value) : publisher.value),
    creator,
    contactPoint: contactPoints[0],
    contactPoints,
    landingPage: first('dcat:landingPage'),
    themes: refs('dcat:theme'),
    subthemes: refs('schema:about'),
    workExamples: own('schema:workExample').map((r) => r.o!.value).sort(),
    keywords: [...new Set(own('dcat:keyword').map((r) => r.o!.value))].sort(),
    termsets: [...new Set(rows.filter((r) => r.p?.value === `${ns.meta}isUsedIn`).map((r) => r.o!.value))]
      .sort()
      .map((ref) => ({ iri: ref, label: labelOf(ref) })),
    timeUnits: [...new Set(own('time:unitType').map((r) => timeUnitOf(r.o!.value)).filter((u): u is TimeUnit => !!u))].sort(),
  };
};

const CONTACT_PROPERTIES = [expand('vcard:fn'), expand('vcard:hasEmail')];

/** Every contact point of the cube (name and e-mail address), ordered by name and address. */
const contactPointsOf = (rows: SparqlRow[], locale: Locale) =>
  [...groupBy(rows.filter((r) => r.ref && CONTACT_PROPERTIES.includes(r.p?.value ?? '')), 'ref').values()]
    .map((contact) => {
      const name = pickByLocale(contact.filter((r) => r.p!.value === CONTACT_PROPERTIES[0]).map((r) => r.o), locale);
      const email = contact.find((r) => r.p!.value === CONTACT_PROPERTIES[1])?.o?.value.replace(/^mailto:/, '');
      return { ...(name !== undefined && { name }), ...(email !== undefined && { email }) };
    })
    .sort((a, b) => `${a.name ?? ''} ${a.email ?? ''}`.localeCompare(`${b.name ?? ''} ${b.email ?? ''}`));

/** Metadata of the given cubes, in the order asked; an unknown IRI is a 404. */
export const loadCubesMetadata = async (
  client: SparqlClient,
  cubeIris: string[],
  locale: Locale,
): Promise<DataCubeMetadata[]> => {
  const byCube = groupBy(await client.select(metadataQuery(cubeIris)), 'cube');
  return cubeIris.map((iri) => {
    const rows = byCube.get(iri);
    if (!rows) throw notFound(`Cube not found: ${iri}`);
    return parseCube(iri, rows, locale);
  });
};

/** Metadata of every cube of the source, in every locale at once (the search index needs all four). */
export const loadAllCubesMetadata = async (client: SparqlClient, locales: readonly Locale[]) => {
  const byCube = groupBy(await client.select(metadataQuery()), 'cube');
  return [...byCube].map(([iri, rows]) => ({
    iri,
    byLocale: Object.fromEntries(locales.map((locale) => [locale, parseCube(iri, rows, locale)])) as Record<
      Locale,
      DataCubeMetadata
    >,
  }));
};

/**
 * What a cube's components need of its metadata, in a query ~15× smaller than the metadata's: the
 * unversioned parent, whether it is a draft, and the facts that change when the endpoint's copy is
 * republished (rows ?p ?o; rdf:type always, so a cube without the others still answers).
 */
const versionQuery = (cubeIri: string) => `${PREFIXES}
SELECT ?p ?o WHERE {
  ${sparqlIri(cubeIri)} a cube:Cube .
  {
    ${sparqlIri(cubeIri)} ?p ?o .
    FILTER(?p IN (rdf:type, schema:version, schema:datePublished, schema:dateModified, schema:expires, schema:creativeWorkStatus))
  } UNION {
    ?o schema:hasPart ${sparqlIri(cubeIri)} .
    BIND(schema:isPartOf AS ?p)
  }
}`;

export type CubeVersionFacts = {
  iri: string;
  /** As DataCubeMetadata.unversionedIri gives it, the IRI itself when the cube has no parent. */
  unversionedIri: string;
  draft: boolean;
  /** The facts as text, sorted: equal while the endpoint's copy of the version is the same. */
  facts: string;
};

/** The version facts of a cube; an unknown IRI is a 404, as for its metadata. */
export const loadCubeVersionFacts = async (client: SparqlClient, cubeIri: string): Promise<CubeVersionFacts> => {
  const rows = await client.select(versionQuery(cubeIri));
  if (!rows.length) throw notFound(`Cube not found: ${cubeIri}`);
  const first = (p: string) => rows.find((r) => r.p?.value === p)?.o?.value;
  return {
    iri: cubeIri,
    unversionedIri: first(`${ns.schema}isPartOf`) ?? cubeIri,
    draft: first(`${ns.schema}creativeWorkStatus`) === DRAFT,
    facts: rows.map((r) => `${r.p?.value} ${JSON.stringify(r.o)}`).sort().join('\n'),
  };
};

/** The unversioned IRI of a cube version (its schema:hasPart parent), or the IRI itself when it has none. */
export const unversionedIriOf = (metadata: Pick<DataCubeMetadata, 'iri' | 'unversionedIri'>) =>
  metadata.unversionedIri ?? metadata.iri;
