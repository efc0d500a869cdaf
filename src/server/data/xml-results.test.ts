import oxigraph from 'oxigraph';
import { describe, expect, it } from 'vitest';
import { parseJsonResults } from './json-results';
import { parseXmlResults, XmlResultsReader } from './xml-results';

const XSD = 'http://www.w3.org/2001/XMLSchema#';
const bytes = (text: string) => Buffer.from(text, 'utf8');
const doc = (results: string) =>
  bytes(`<?xml version="1.0"?><sparql xmlns="http://www.w3.org/2005/sparql-results#"><head><variable name="a"/></head><results>${results}</results></sparql>`);

describe('parseXmlResults', () => {
  it('reads IRIs, blank nodes and literals with a language or a datatype, entities resolved', () => {
    const rows = parseXmlResults(
      doc(`
  <result>
   <binding name="a"><uri>https://example.org/ü?a=1&amp;b</uri></binding>
   <binding name="b"><bnode>b12</bnode></binding>
   <binding name="c"><literal xml:lang="de-ch">tab\there
new &quot;q&quot; &lt;x&gt; &#233;&#x1F600;</literal></binding>
   <binding name="d"><literal datatype="${XSD}gYear">2014</literal></binding>
  </result>
  <result><binding name="a"><literal></literal></binding><binding name="b"><literal/></binding></result>
  <result/>`),
    );
    expect(rows).toEqual([
      {
        a: { type: 'uri', value: 'https://example.org/ü?a=1&b' },
        b: { type: 'bnode', value: 'b12' },
        c: { type: 'literal', value: 'tab\there\nnew "q" <x> é😀', 'xml:lang': 'de-ch' },
        d: { type: 'literal', value: '2014', datatype: `${XSD}gYear` },
      },
      { a: { type: 'literal', value: '' }, b: { type: 'literal', value: '' } },
      {},
    ]);
  });

  it('answers as the JSON results of the same query do (Oxigraph writes both)', () => {
    const store = new oxigraph.Store();
    store.load(
      `<http://e/s> <http://e/p> "a\\tb\\n\\"c\\" & <d>"@en, "5"^^<${XSD}integer>, <http://e/o?x=1&y=2>, _:b1, "", "x"^^<https://cube.link/Undefined> .`,
      { format: 'text/turtle' },
    );
    const query = 'SELECT ?s ?o ?none WHERE { ?s ?p ?o OPTIONAL { ?o ?q ?none } } ORDER BY ?o';
    const xml = parseXmlResults(bytes(store.query(query, { results_format: 'application/sparql-results+xml' }) as string));
    const json = parseJsonResults(bytes(store.query(query, { results_format: 'application/sparql-results+json' }) as string));
    expect(xml).toEqual(json);
    expect(xml).toHaveLength(6);
  });

  it('reads an answer arriving in pieces as it reads it whole, characters split between pieces included', () => {
    const whole = doc(
      '<result><binding name="a"><literal xml:lang="de">Zürich 𝄞 &amp;</literal></binding></result><result/><result><binding name="b"><uri>https://e/é</uri></binding></result>',
    );
    for (const size of [1, 2, 3, 7, 64]) {
      const reader = new XmlResultsReader();
      for (let i = 0; i < whole.length; i += size) reader.push(whole.subarray(i, i + size));
      expect(reader.end(), `pieces of ${size}`).toEqual(parseXmlResults(whole));
    }
  });

  it('refuses what is not SPARQL XML results', () => {
    for (const text of ['{"results":{"bindings":[]}}', '<html>maintenance</html>', '<sparql><results><result>', '<sparql><results><result><oops/></result></results></sparql>']) {
      expect(() => parseXmlResults(bytes(text)), text).toThrow(/./);
    }
    expect(() => parseXmlResults(Buffer.from([0x3c, 0xff, 0xfe]))).toThrow('not UTF-8');
    expect(() => parseXmlResults(doc('<result><binding name="a"><literal>&bogus;</literal></binding></result>'))).toThrow('unknown entity');
  });
});
