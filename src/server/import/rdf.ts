/**
 * The importer's tiny RDF model: statements whose objects may be nested blank nodes and lists,
 * so shapes come out as readable `[ … ]` and `( … )` Turtle, and so triples can be counted
 * without parsing the output back.
 */
import N3 from 'n3';
import { ns } from '../vocabulary';

const { namedNode, literal } = N3.DataFactory;

export { ns };

type Prefix = keyof typeof ns;

/** A named node from a prefixed name such as `schema:name`. */
export const term = (curie: `${Prefix}:${string}`) => {
  const colon = curie.indexOf(':');
  return namedNode(ns[curie.slice(0, colon) as Prefix] + curie.slice(colon + 1));
};
export const iri = (value: string) => namedNode(value);
export const typed = (value: string, datatype: string) => literal(value, namedNode(datatype));
export const langString = (value: string, language: string) => literal(value, language);
export const plain = (value: string) => literal(value);
export const integer = (value: number) => typed(String(value), ns.xsd + 'integer');

export type Term = N3.NamedNode | N3.Literal;
/** An object: a term, a blank node given by its predicate–object pairs, or an RDF list. */
export type RdfObject = Term | { blank: PredicateObject[] } | { list: RdfObject[] };
export type PredicateObject = [N3.NamedNode, RdfObject];
export type Statement = [N3.NamedNode, N3.NamedNode, RdfObject];

export const blank = (...pairs: PredicateObject[]): RdfObject => ({ blank: pairs });
export const list = (items: RdfObject[]): RdfObject => ({ list: items });

/** One statement per object, all about the same subject (a language map, a list of themes…). */
export const each = (subject: N3.NamedNode, predicate: N3.NamedNode, objects: RdfObject[]): Statement[] =>
  objects.map((object) => [subject, predicate, object]);

/** The statements without repeats of a plain triple (a resource two columns share); blank nodes and lists are kept. */
export const uniqueStatements = (statements: Statement[]): Statement[] => {
  const seen = new Set<string>();
  return statements.filter(([subject, predicate, object]) => {
    if ('blank' in object || 'list' in object) return true;
    const key = `${subject.id} ${predicate.id} ${object.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const objectTriples = (object: RdfObject): number => {
  if ('blank' in object) return object.blank.reduce((n, [, o]) => n + 1 + objectTriples(o), 0);
  // Each list cell is an rdf:first and an rdf:rest triple.
  if ('list' in object) return object.list.reduce((n, o) => n + 2 + objectTriples(o), 0);
  return 0;
};

/** How many triples the statements become once blank nodes and lists are expanded. */
export const countTriples = (statements: Statement[]) => statements.reduce((n, [, , object]) => n + 1 + objectTriples(object), 0);

/** Serialises statements as Turtle with the importer's prefixes (n3 escapes literals and IRIs). */
export const writeTurtle = (statements: Statement[], header = '', prefixes: Record<string, string> = {}): string => {
  const writer = new N3.Writer({ prefixes: { ...ns, ...prefixes } });
  const encode = (object: RdfObject): N3.Quad_Object => {
    if ('blank' in object) return writer.blank(object.blank.map(([predicate, o]) => ({ predicate, object: encode(o) })));
    // The typings say list() returns terms; it returns one list term, as blank() does.
    if ('list' in object) return writer.list(object.list.map(encode)) as unknown as N3.Quad_Object;
    return object;
  };
  for (const [subject, predicate, object] of statements) writer.addQuad(subject, predicate, encode(object));
  let turtle = '';
  writer.end((error, result) => {
    if (error) throw error;
    turtle = result;
  });
  return header + turtle;
};
