/** The cube resource (cube:Cube, schema:Dataset, dcat:Dataset) and its version link, as LINDAS publishes them. */
import { LANGUAGES, type Description, type LocalizedText } from './description';
import { blank, each, integer, iri, langString, ns, plain, term, typed, type RdfObject, type Statement } from './rdf';

export const STATUS_IRIS = {
  Published: 'https://ld.admin.ch/vocabulary/CreativeWorkStatus/Published',
  Draft: 'https://ld.admin.ch/vocabulary/CreativeWorkStatus/Draft',
} as const;
export const VISUALIZE = 'https://ld.admin.ch/application/visualize';

/** IRIs the importer mints under the cube version. */
export const cubeIris = (cube: Description['cube']) => ({
  shape: `${cube.iri}/shape`,
  observationSet: `${cube.iri}/observation/`,
  observation: (key: string) => `${cube.iri}/observation/${key}`,
  /** Dimension IRIs live under the unversioned IRI, so every version shares them. */
  dimension: (id: string) => `${cube.unversionedIri}/${id}`,
});

const localized = (text: LocalizedText): RdfObject[] => LANGUAGES.map((l) => langString(text[l], l));
const date = (value: string) => typed(value, ns.xsd + 'date');

export const cubeStatements = (cube: Description['cube']): Statement[] => {
  const subject = iri(cube.iri);
  const iris = cubeIris(cube);
  const publisher = cube.publisher ?? cube.creator;
  const contact = blank(
    [term('rdf:type'), term('vcard:Organization')],
    [term('vcard:fn'), plain(cube.contact.name)],
    [term('vcard:hasEmail'), plain(cube.contact.email)],
  );
  return [
    // Versions as cube-creator publishes them: the unversioned IRI has each version as a part.
    [iri(cube.unversionedIri), term('rdf:type'), term('schema:CreativeWork')],
    [iri(cube.unversionedIri), term('schema:hasPart'), subject],
    ...each(subject, term('rdf:type'), [term('cube:Cube'), term('schema:Dataset'), term('dcat:Dataset')]),
    ...each(subject, term('schema:name'), localized(cube.title)),
    ...each(subject, term('schema:description'), localized(cube.description)),
    [subject, term('schema:version'), integer(cube.version)],
    [subject, term('schema:datePublished'), date(cube.datePublished)],
    [subject, term('schema:dateModified'), date(cube.dateModified ?? cube.datePublished)],
    ...(cube.expires ? [[subject, term('schema:expires'), typed(cube.expires, ns.xsd + 'dateTime')] as Statement] : []),
    [subject, term('schema:creativeWorkStatus'), iri(STATUS_IRIS[cube.status])],
    [subject, term('schema:workExample'), iri(VISUALIZE)],
    [subject, term('dcterms:identifier'), plain(cube.identifier)],
    [subject, term('dcterms:creator'), iri(cube.creator.iri)],
    [subject, term('dcterms:publisher'), iri(publisher.iri)],
    ...each(
      subject,
      term('dcat:theme'),
      cube.themes.map((t) => iri(t.iri)),
    ),
    [subject, term('dcat:contactPoint'), contact],
    [subject, term('dcat:landingPage'), iri(cube.landingPage)],
    [subject, term('schema:license'), iri(cube.license)],
    [subject, term('schema:creditText'), plain(cube.credit)],
    ...each(subject, term('dcat:keyword'), (cube.keywords ?? []).flatMap(localized)),
    [subject, term('cube:observationConstraint'), iri(iris.shape)],
    [subject, term('cube:observationSet'), iri(iris.observationSet)],
  ];
};
