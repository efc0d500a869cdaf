/** The embedded store as a read-only SPARQL 1.1 endpoint, through real HTTP. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

describe('/api/sparql', () => {
  let server: TestServer;
  const select = 'SELECT ?name WHERE { <https://example.org/a> <http://schema.org/name> ?name } ORDER BY ?name';

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparql-'));
    writeFileSync(join(dir, 'a.ttl'), '<https://example.org/a> <http://schema.org/name> "A"@en .');
    // Gzipped TriG: the named graph is kept, and the default graph is the union of all graphs.
    writeFileSync(join(dir, 'b.trig.gz'), gzipSync('<https://example.org/g> { <https://example.org/a> <http://schema.org/name> "B"@de . }'));
    server = await startServer({ files: [join(dir, 'a.ttl'), join(dir, 'b.trig.gz')] });
  });
  afterAll(() => server?.close());

  const names = (body: any) => body.results.bindings.map((b: any) => b.name.value);

  it('answers GET ?query= with SPARQL JSON over the union of all graphs', async () => {
    const response = await fetch(`${server.url}/api/sparql?${new URLSearchParams({ query: select })}`);
    expect(response.headers.get('content-type')).toMatch(/application\/sparql-results\+json/);
    expect(names(await response.json())).toEqual(['A', 'B']);
  });

  it('answers form-encoded and application/sparql-query POSTs', async () => {
    const form = await fetch(`${server.url}/api/sparql`, { method: 'POST', body: new URLSearchParams({ query: select }) });
    expect(names(await form.json())).toEqual(['A', 'B']);
    const direct = await fetch(`${server.url}/api/sparql`, { method: 'POST', headers: { 'content-type': 'application/sparql-query' }, body: select });
    expect(names(await direct.json())).toEqual(['A', 'B']);
  });

  it('keeps named graphs', async () => {
    const query = 'SELECT ?g WHERE { GRAPH ?g { ?s ?p ?o } }';
    const response = await fetch(`${server.url}/api/sparql?${new URLSearchParams({ query })}`);
    expect((await response.json()).results.bindings.map((b: any) => b.g.value)).toEqual(['https://example.org/g']);
  });

  it('negotiates CSV for SELECT and Turtle for CONSTRUCT', async () => {
    const csv = await fetch(`${server.url}/api/sparql?${new URLSearchParams({ query: select })}`, { headers: { accept: 'text/csv' } });
    expect(await csv.text()).toBe('name\r\nA\r\nB\r\n');
    const construct = await fetch(`${server.url}/api/sparql?${new URLSearchParams({ query: 'CONSTRUCT WHERE { ?s ?p ?o }' })}`);
    expect(construct.headers.get('content-type')).toMatch(/text\/turtle/);
    expect(await construct.text()).toContain('<https://example.org/a>');
  });

  it('refuses updates and malformed queries with a 400', async () => {
    const update = await server.post('/api/sparql', 'INSERT DATA { <https://x> <https://y> 1 }', { 'content-type': 'application/sparql-query' });
    expect(update.status).toBe(400);
    expect(update.body.message).toMatch(/read-only/);
    const missing = await server.get('/api/sparql');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Missing SPARQL query/);
    const count = await fetch(`${server.url}/api/sparql?${new URLSearchParams({ query: 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }' })}`);
    expect((await count.json()).results.bindings[0].n.value).toBe('2');
  });
});
