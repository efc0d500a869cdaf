/** The embedded store as a read-only SPARQL 1.1 endpoint, through real HTTP. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SparqlEndpointFetcher } from 'fetch-sparql-endpoint';
import { Parser } from 'n3';
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
    const missing = await server.post('/api/sparql', 'query=', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Missing SPARQL query/);
    const count = await fetch(`${server.url}/api/sparql?${new URLSearchParams({ query: 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }' })}`);
    expect((await count.json()).results.bindings[0].n.value).toBe('2');
  });
});

describe('/api/sparql for standard clients', () => {
  let server: TestServer;
  let endpoint: string;
  const SD = 'http://www.w3.org/ns/sparql-service-description#';

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sparql-')), 'a.ttl');
    writeFileSync(file, '<https://example.org/a> <http://schema.org/name> "A"@en, "B"@de .');
    server = await startServer({ files: [file] });
    endpoint = `${server.url}/api/sparql`;
  });
  afterAll(() => server?.close());

  it('answers a SELECT and an ASK of a SPARQL client library (Comunica fetch-sparql-endpoint), by POST and by GET', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const fetcher = new SparqlEndpointFetcher({ method });
      const names: string[] = [];
      const bindings = await fetcher.fetchBindings(endpoint, 'SELECT ?name WHERE { ?s <http://schema.org/name> ?name } ORDER BY ?name');
      for await (const binding of bindings as AsyncIterable<Record<string, { value: string; language: string }>>) {
        names.push(`${binding.name.value}@${binding.name.language}`);
      }
      expect(names, method).toEqual(['A@en', 'B@de']);
      expect(await fetcher.fetchAsk(endpoint, 'ASK { <https://example.org/a> ?p "A"@en }'), method).toBe(true);
      expect(await fetcher.fetchAsk(endpoint, 'ASK { <https://example.org/b> ?p ?o }'), method).toBe(false);
    }
  });

  it('describes itself on a GET without a query: a SPARQL 1.1 service description, Turtle unless asked otherwise', async () => {
    const turtle = await fetch(endpoint, { headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(turtle.status).toBe(200);
    expect(turtle.headers.get('content-type')).toBe('text/turtle; charset=utf-8');
    const quads = new Parser().parse(await turtle.text());
    const values = (predicate: string) => quads.filter((q) => q.predicate.value === SD + predicate).map((q) => q.object.value);
    const service = quads.find((q) => q.object.value === `${SD}Service`)!.subject;
    expect(quads.filter((q) => q.subject.equals(service) && q.predicate.value === `${SD}endpoint`).map((q) => q.object.value)).toEqual([endpoint]);
    expect(values('supportedLanguage')).toEqual([`${SD}SPARQL11Query`]);
    expect(values('resultFormat')).toEqual(expect.arrayContaining(['http://www.w3.org/ns/formats/SPARQL_Results_JSON', 'http://www.w3.org/ns/formats/Turtle']));
    expect(values('feature')).toEqual([`${SD}UnionDefaultGraph`]);
    const triples = await fetch(endpoint, { headers: { accept: 'application/n-triples' } });
    expect(triples.headers.get('content-type')).toBe('application/n-triples; charset=utf-8');
    expect(new Parser({ format: 'N-Triples' }).parse(await triples.text())).toHaveLength(quads.length);
  });

  it('answers CORS for any origin, without credentials, preflight included', async () => {
    const origin = { origin: 'https://yasgui.example' };
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'Accept, Content-Type',
    });
    const answers = [
      await fetch(`${endpoint}?${new URLSearchParams({ query: 'ASK {}' })}`, { headers: origin }),
      await fetch(endpoint, { method: 'POST', headers: { ...origin, 'content-type': 'application/sparql-query' }, body: 'ASK {}' }),
      await fetch(endpoint, { method: 'POST', headers: { ...origin, 'content-type': 'application/sparql-query' }, body: 'DROP ALL' }),
      await fetch(endpoint, { headers: origin }),
    ];
    expect(answers.map((a) => [a.status, a.headers.get('access-control-allow-origin'), a.headers.get('access-control-allow-credentials')])).toEqual([
      [200, '*', null],
      [200, '*', null],
      [400, '*', null],
      [200, '*', null],
    ]);
  });

  it('opens no other route to other origins', async () => {
    for (const path of ['/api/data/sources', '/api/web-settings', '/api/openapi.json']) {
      const answer = await fetch(server.url + path, { headers: { origin: 'https://yasgui.example' } });
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      const preflight = await fetch(server.url + path, {
        method: 'OPTIONS',
        headers: { origin: 'https://yasgui.example', 'access-control-request-method': 'POST' },
      });
      expect([preflight.status, preflight.headers.get('access-control-allow-origin')], path).toEqual([404, null]);
    }
  });
});

describe('/api/sparql under expensive queries', () => {
  let server: TestServer;
  // Every triple joined with every other, four times over: billions of rows.
  const cartesian = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }';
  const sparql = (query: string, init: RequestInit = {}) => fetch(`${server.url}/api/sparql?${new URLSearchParams({ query })}`, init);

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sparql-')), 'data.ttl');
    writeFileSync(
      file,
      Array.from({ length: 300 }, (_, i) => `<https://example.org/s${i}> <http://schema.org/name> "${i}" .`).join('\n') +
        '\n<https://example.org/cube> a <https://cube.link/Cube> ; <http://schema.org/name> "Cube"@en .',
    );
    server = await startServer({ files: [file], timeoutMs: 2_000, settings: { SPARQL_MAX_ROWS: 100, SPARQL_MAX_BYTES: 1_000_000 } });
  });
  afterAll(() => server?.close());

  it('stops a query past the time limit with a 504 in the envelope, while other requests are served', async () => {
    const started = performance.now();
    const running = sparql(cartesian);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unrelated = performance.now();
    expect((await server.get('/api/data/sources')).status).toBe(200);
    expect(performance.now() - unrelated).toBeLessThan(500);
    const response = await running;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ success: false, data: null, message: 'The query took longer than 2000 ms and was stopped' });
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it('stops the query of a client that has gone', async () => {
    await expect(sparql(cartesian, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    // The store's only worker is free again at once (a fresh one), not after the 2 s time limit.
    const started = performance.now();
    const response = await sparql('SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }');
    expect((await response.json()).results.bindings[0].n.value).toBe('302');
    expect(performance.now() - started).toBeLessThan(1_900);
  });

  it('refuses answers past the row cap with a 400 naming it', async () => {
    const response = await sparql('SELECT * WHERE { ?s ?p ?o }');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The answer has more than 100 rows: add a LIMIT or narrow the query');
    const limited = await sparql('SELECT * WHERE { ?s ?p ?o } LIMIT 100');
    expect((await limited.json()).results.bindings).toHaveLength(100);
  });

  it('keeps answering the data API of the same store', async () => {
    const answer = await server.post('/api/data/dataCubesMetadata', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeFilters: [{ iri: 'https://example.org/cube' }],
    });
    expect(answer.body.data.dataCubesMetadata[0].title).toBe('Cube');
  });
});
