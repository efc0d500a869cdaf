import oxigraph from 'oxigraph';
import { describe, expect, it } from 'vitest';
import { answerQuery, answerText, countRows, StoreQueryError, type StoreQuery } from './store-query';

const store = new oxigraph.Store();
store.load(
  `@prefix ex: <https://example.org/> .
ex:a ex:name "A", """two
lines""", "c" .
ex:b ex:name "B" .`,
  { format: 'text/turtle' },
);

const JSON_RESULTS = 'application/sparql-results+json';
const ask = (request: Omit<StoreQuery, 'format'> & { format?: string }) => {
  const answer = answerQuery(store, { format: JSON_RESULTS, ...request });
  return { format: answer.format, text: answerText(answer) };
};
const rejection = (request: Omit<StoreQuery, 'format'>) => {
  try {
    ask(request);
  } catch (error) {
    return error as StoreQueryError;
  }
  throw new Error('The query was answered');
};

describe('countRows', () => {
  const query = 'SELECT ?s ?name WHERE { ?s <https://example.org/name> ?name }';
  it.each(['application/sparql-results+json', 'application/sparql-results+xml', 'text/csv', 'text/tab-separated-values'])(
    'counts the solutions of %s, a literal with a line break included',
    (format) => {
      expect(countRows(format, ask({ query, format }).text)).toBe(4);
      expect(countRows(format, ask({ query: `${query} LIMIT 0`, format }).text)).toBe(0);
    },
  );
});

describe('answerQuery', () => {
  const limits = { rows: 3, bytes: 10_000 };

  it('answers within the caps with the variables and order the query asks for', () => {
    const { text } = ask({ query: 'SELECT ?name ?s WHERE { ?s <https://example.org/name> ?name } ORDER BY DESC(?name) LIMIT 3', limits });
    const json = JSON.parse(text);
    expect(json.head.vars).toEqual(['name', 's']);
    expect(json.results.bindings.map((b: any) => b.name.value)).toEqual(['two\nlines', 'c', 'B']);
  });

  it('refuses an answer with more rows than the cap, whether or not the query has a LIMIT of its own', () => {
    for (const query of ['SELECT * WHERE { ?s ?p ?o }', 'SELECT * WHERE { ?s ?p ?o } LIMIT 100', 'SELECT * WHERE { ?s ?p ?o } # a comment']) {
      const error = rejection({ query, limits });
      expect(error.tooLarge).toBe(true);
      expect(error.message).toBe('The answer has more than 3 rows: add a LIMIT or narrow the query');
    }
    expect(JSON.parse(ask({ query: 'SELECT * WHERE { ?s ?p ?o }', limits: { rows: 4, bytes: 10_000 } }).text).results.bindings).toHaveLength(4);
  });

  it('refuses an answer larger than the byte cap', () => {
    const error = rejection({ query: 'SELECT * WHERE { ?s ?p ?o }', limits: { rows: 10, bytes: 100 } });
    expect(error.tooLarge).toBe(true);
    expect(error.message).toMatch(/larger than 100 bytes/);
  });

  it('answers graph queries in the graph format, capped in bytes', () => {
    const answer = ask({ query: 'CONSTRUCT WHERE { ?s ?p ?o }', graphFormat: 'application/n-triples', limits });
    expect(answer.format).toBe('application/n-triples');
    expect(answer.text.trim().split('\n')).toHaveLength(4);
    expect(rejection({ query: 'CONSTRUCT WHERE { ?s ?p ?o }', graphFormat: 'application/n-triples', limits: { rows: 10, bytes: 10 } }).tooLarge).toBe(true);
  });

  it('reports the errors of the query itself, not of the capped form', () => {
    const error = rejection({ query: 'INSERT DATA { <https://x> <https://y> 1 }', limits });
    expect(error.tooLarge).toBe(false);
    expect(error.message).toMatch(/^error at 1:1/);
    expect(rejection({ query: 'SELECT * WHERE { ?s ?p ?o } LIMIT 1 LIMIT 2' }).message).toMatch(/^error at/);
  });
});

describe('countRows of JSON results', () => {
  it('counts rows, not the braces and quotes inside values', () => {
    const json = JSON.stringify({
      head: { vars: ['x'] },
      results: { bindings: [{ x: { type: 'literal', value: '{"a": {}} \\" }}' } }, { x: { type: 'literal', value: '}' } }, {}] },
    });
    expect(countRows('application/sparql-results+json', json)).toBe(3);
    expect(countRows('application/sparql-results+json', JSON.stringify({ head: {}, boolean: true }))).toBe(0);
  });
});
