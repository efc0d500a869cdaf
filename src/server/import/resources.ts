/**
 * The resources a cube refers to, written in each cube file so that every file stands alone:
 * dimension values (labels, positions, coordinates, shapes), units, themes and organisations.
 * Files repeat identical triples for shared resources; the store keeps one copy.
 */
import countries from 'i18n-iso-countries';
import { LANGUAGES, type LocalizedText, type Named, type Unit } from './description';
import { each, integer, iri, langString, ns, plain, term, typed, type Statement } from './rdf';
import { decimalLexical, type MappedHierarchy, type ValueResource } from './values';

/** Termsets of the catalogue's themes and organisations, as LINDAS groups opendata.swiss categories and organisations. */
export const THEME_SET = 'https://ld.cubeviz.org/category';
export const ORGANISATION_SET = 'https://ld.cubeviz.org/org';

const names = (subject: string, text: Partial<LocalizedText>): Statement[] =>
  LANGUAGES.filter((l) => text[l]).map((l) => [iri(subject), term('schema:name'), langString(text[l]!, l)]);

/** Shapes are looked up by the value's code, then by its ISO 3166 numeric code (world-atlas ids). */
const shapeOf = (shapes: Map<string, string>, code: string) => shapes.get(code) ?? shapes.get(countries.alpha3ToNumeric(code) ?? '');

export const valueStatements = (resource: ValueResource, shapes?: Map<string, string>): Statement[] => {
  const subject = iri(resource.iri);
  const statements = names(resource.iri, resource.names);
  if (resource.position !== undefined) statements.push([subject, term('schema:position'), integer(resource.position)]);
  if (resource.latitude !== undefined && resource.longitude !== undefined) {
    statements.push(
      [subject, term('schema:latitude'), typed(decimalLexical(resource.latitude), ns.xsd + 'decimal')],
      [subject, term('schema:longitude'), typed(decimalLexical(resource.longitude), ns.xsd + 'decimal')],
    );
  }
  const wkt = shapes && shapeOf(shapes, resource.code);
  if (wkt) {
    const geometry = iri(`${resource.iri}/geometry`);
    statements.push(
      [subject, term('geo:hasGeometry'), geometry],
      [geometry, term('rdf:type'), term('geo:Geometry')],
      [geometry, term('geo:asWKT'), typed(wkt, ns.geo + 'wktLiteral')],
    );
  }
  return statements;
};

/** The nodes of a column's hierarchy above its values, with their names, and each step down from parent to child. */
export const hierarchyStatements = ({ nodes, children }: MappedHierarchy): Statement[] => [
  ...nodes.flatMap((node) => names(node.iri, node.names)),
  ...[...children].flatMap(([parent, kids]) => each(iri(parent), term('schema:containsPlace'), kids.map(iri))),
];

/** A unit as QUDT has it (one English rdfs:label) plus names per language for the UI. */
export const unitStatements = (unit: Unit): Statement[] => {
  const subject = iri(unit.iri);
  return [
    [subject, term('rdf:type'), term('qudt:Unit')],
    [subject, term('rdfs:label'), langString(unit.label, 'en')],
    ...(unit.symbol ? [[subject, term('qudt:symbol'), plain(unit.symbol)] as Statement] : []),
    ...names(unit.iri, unit.name),
  ];
};

const termInSet = (item: Named, type: 'schema:DefinedTerm' | 'schema:Organization', set: string): Statement[] => [
  [iri(item.iri), term('rdf:type'), term(type)],
  [iri(item.iri), term('schema:inDefinedTermSet'), iri(set)],
  ...names(item.iri, item.name),
];

export const themeStatements = (theme: Named) => termInSet(theme, 'schema:DefinedTerm', THEME_SET);
export const organisationStatements = (organisation: Named) => termInSet(organisation, 'schema:Organization', ORGANISATION_SET);

/** The two termsets themselves. */
export const termSetStatements = (): Statement[] =>
  [THEME_SET, ORGANISATION_SET].flatMap((set) => each(iri(set), term('rdf:type'), [term('schema:DefinedTermSet')]));
