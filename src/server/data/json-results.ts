/**
 * SPARQL 1.1 JSON results (https://www.w3.org/TR/sparql11-results-json/) of a remote endpoint to
 * rows, checked on the way: an answer that is not UTF-8, not JSON or not shaped like results
 * is refused here rather than crashing a cube query later. One loop over the rows, no schema
 * per row: a whole cube is 100k+ rows.
 */
import type { SparqlRow } from './sparql';

/** An answer that is not SPARQL JSON results; the message names the problem, never the content. */
export class MalformedResultsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedResultsError';
  }
}

// Virtuoso answers `typed-literal`, the JSON results of SPARQL 1.0; read as `literal`.
const TERM_TYPES = new Set(['uri', 'literal', 'bnode', 'typed-literal']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

type WireTerm = { type: string; value: string };

const isTerm = (term: unknown): term is WireTerm =>
  isObject(term) &&
  typeof term.type === 'string' &&
  TERM_TYPES.has(term.type) &&
  typeof term.value === 'string' &&
  isOptionalString(term.datatype) &&
  isOptionalString(term['xml:lang']);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The rows of a JSON results document; throws MalformedResultsError for anything else. */
export const parseJsonResults = (bytes: Uint8Array): SparqlRow[] => {
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(bytes));
  } catch (error) {
    throw new MalformedResultsError(error instanceof TypeError ? 'not UTF-8' : 'not JSON');
  }
  if (!isObject(json)) throw new MalformedResultsError('not a JSON object');
  const { results } = json;
  if (!isObject(results) || !Array.isArray(results.bindings)) throw new MalformedResultsError('no results.bindings');
  const bindings: unknown[] = results.bindings;
  for (let index = 0; index < bindings.length; index++) {
    const row = bindings[index];
    if (!isObject(row)) throw new MalformedResultsError(`binding ${index + 1} is not an object`);
    for (const variable of Object.keys(row)) {
      const term = row[variable];
      if (!isTerm(term)) throw new MalformedResultsError(`binding ${index + 1} holds a value that is not an RDF term`);
      if (term.type === 'typed-literal') term.type = 'literal';
    }
  }
  return bindings as SparqlRow[];
};
