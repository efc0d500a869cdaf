import oxigraph from 'oxigraph';
import { describe, expect, it } from 'vitest';
import { parseTsvResults, parseTsvTerm } from './tsv';

const XSD = 'http://www.w3.org/2001/XMLSchema#';

describe('parseTsvTerm', () => {
  it('reads IRIs, blank nodes and literals with a language or a datatype', () => {
    expect(parseTsvTerm('<https://example.org/ü?a=1&b>')).toEqual({ type: 'uri', value: 'https://example.org/ü?a=1&b' });
    expect(parseTsvTerm('_:b12')).toEqual({ type: 'bnode', value: 'b12' });
    expect(parseTsvTerm('"Zürich"@de-ch')).toEqual({ type: 'literal', value: 'Zürich', 'xml:lang': 'de-ch' });
    expect(parseTsvTerm(`"2014"^^<${XSD}gYear>`)).toEqual({ type: 'literal', value: '2014', datatype: `${XSD}gYear` });
    expect(parseTsvTerm('""')).toEqual({ type: 'literal', value: '' });
  });

  it('resolves escapes, keeping quotes and "@" or "^^" inside the text', () => {
    expect(parseTsvTerm('"a\\tb\\nc\\rd \\"q\\" e\\\\f"').value).toBe('a\tb\nc\rd "q" e\\f');
    expect(parseTsvTerm('"say \\"hi\\"@en"@en')).toEqual({ type: 'literal', value: 'say "hi"@en', 'xml:lang': 'en' });
    expect(parseTsvTerm('"x^^<y>"').value).toBe('x^^<y>');
    expect(parseTsvTerm('"\\u00e9\\U0001F600 \\\\u0041"').value).toBe('é😀 \\u0041');
    expect(() => parseTsvTerm('"bad \\q"')).toThrow(/Invalid escape/);
  });

  it('reads the unquoted numbers and booleans of Turtle', () => {
    expect(parseTsvTerm('42')).toEqual({ type: 'literal', value: '42', datatype: `${XSD}integer` });
    expect(parseTsvTerm('-5')).toEqual({ type: 'literal', value: '-5', datatype: `${XSD}integer` });
    expect(parseTsvTerm('0.5')).toEqual({ type: 'literal', value: '0.5', datatype: `${XSD}decimal` });
    expect(parseTsvTerm('1.5E-3')).toEqual({ type: 'literal', value: '1.5E-3', datatype: `${XSD}double` });
    expect(parseTsvTerm('true')).toEqual({ type: 'literal', value: 'true', datatype: `${XSD}boolean` });
    expect(() => parseTsvTerm('nonsense')).toThrow(/Unreadable term/);
  });
});

describe('parseTsvResults', () => {
  it('keys cells by variable and leaves empty cells unbound', () => {
    expect(parseTsvResults('?a\t?b\n<x:1>\t\n\t"v"\n')).toEqual([{ a: { type: 'uri', value: 'x:1' } }, { b: { type: 'literal', value: 'v' } }]);
    expect(parseTsvResults('?a\n')).toEqual([]);
  });

  it("gives the rows Oxigraph's JSON results give, for every kind of term", () => {
    const store = new oxigraph.Store();
    store.load(
      `@prefix xsd: <${XSD}> .
      <https://example.org/s> <https://example.org/p>
        "tab\\there, line\\nbreak\\r, \\"quoted\\", back\\\\slash", "Grüezi 😀 ✓"@de-CH, "ünïcödé", "",
        42, -7, 1.50, 2.5e10, true, "2014"^^xsd:gYear, "2024-01-01"^^xsd:date, ""^^<https://cube.link/Undefined>,
        "NaN"^^xsd:double, _:node, <https://example.org/ö#frag> .`,
      { format: 'text/turtle' },
    );
    const query = 'SELECT ?s ?o ?missing WHERE { ?s ?p ?o OPTIONAL { ?o <https://example.org/none> ?missing } } ORDER BY STR(?o)';
    const json = JSON.parse(store.query(query, { results_format: 'application/sparql-results+json' }) as string);
    const tsv = parseTsvResults(store.query(query, { results_format: 'text/tab-separated-values' }) as string);
    expect(tsv).toHaveLength(15);
    // Blank node labels are minted per answer: compare them by kind only.
    const anonymous = (rows: any[]) => rows.map((row) => (row.o.type === 'bnode' ? { ...row, o: { type: 'bnode' } } : row));
    expect(anonymous(tsv)).toEqual(anonymous(json.results.bindings));
  });
});
