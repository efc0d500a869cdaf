/** The observation set: one cube:Observation per row, one value per column, gaps as ""^^cube:Undefined. */
import { iri, term, type Statement, type Term } from './rdf';
import { UNDEFINED } from './shape';
import { slug } from '../../domain/text';
import { CODE_SLUG, type MappedColumn } from './values';

export type ObservationInput = {
  observationSet: string;
  observation: (key: string) => string;
  observer: string;
  rowCount: number;
  columns: { mapped: MappedColumn; path: string }[];
};

/** The part of an observation IRI one key value contributes: the code of an IRI value, else the literal. */
const keyPart = (value: Term) =>
  value.termType === 'NamedNode' ? slug(decodeURIComponent(value.value.slice(value.value.lastIndexOf('/') + 1)), CODE_SLUG) : slug(value.value, CODE_SLUG);

export class DuplicateKeyError extends Error {}

export const observationStatements = ({ observationSet, observation, observer, rowCount, columns }: ObservationInput): Statement[] => {
  const set = iri(observationSet);
  const keys = columns.filter(({ mapped }) => mapped.column.kind === 'key');
  const seen = new Map<string, number>();
  // Set membership first and apart, so the Turtle lists the members in one statement.
  const members: Statement[] = [[set, term('rdf:type'), term('cube:ObservationSet')]];
  const statements: Statement[] = [];
  for (let row = 0; row < rowCount; row++) {
    const key = keys.map(({ mapped }) => keyPart(mapped.cells[row]!)).join('_');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new DuplicateKeyError(`rows ${earlier + 1} and ${row + 1} have the same key (${key}): add a key column or filter the rows`);
    }
    seen.set(key, row);
    const subject = iri(observation(key));
    members.push([set, term('cube:observation'), subject]);
    statements.push([subject, term('rdf:type'), term('cube:Observation')], [subject, term('cube:observedBy'), iri(observer)]);
    for (const { mapped, path } of columns) statements.push([subject, iri(path), mapped.cells[row] ?? UNDEFINED]);
  }
  return [...members, ...statements];
};
