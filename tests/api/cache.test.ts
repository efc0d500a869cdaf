/**
 * Answers come from the caches (SPARQL results, serialised answers) until a request says
 * Cache-Control: no-cache; errors are never cached.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import oxigraph from 'oxigraph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

const CUBE = 'https://example.org/cube/1';
const OTHER = 'https://example.org/cube/2';
const NAME = 'http://schema.org/name';
const AIR = 'https://example.org/cube/air/1';
const FIXTURE = new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname;
const air = (path: string) => `${AIR}___https://example.org/air/${path}`;

describe('answer caches', () => {
  let server: TestServer;
  let proxy: Server;
  let proxyUrl: string;
  // While failing, the proxy endpoint answers 503; else it forwards to the embedded store.
  let failing = true;
  let forwarded = 0;

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cache-')), 'cube.ttl');
    writeFileSync(file, [CUBE, OTHER].map((iri) => `<${iri}> a <https://cube.link/Cube> ; <${NAME}> "Old title"@en, "Alter Titel"@de .`).join('\n'));
    proxy = createServer(async (req, res) => {
      if (failing) return res.writeHead(503).end('Service Unavailable');
      forwarded++;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk);
      const answer = await fetch(`${server.url}/api/sparql`, {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type']!, accept: req.headers.accept ?? '*/*' },
        body: Buffer.concat(chunks),
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type')! }).end(await answer.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/sparql`;
    server = await startServer({ files: [file, FIXTURE], endpoints: [proxyUrl], onThisThread: true });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  const metadata = (iri: string, { headers = {}, ...variables }: { headers?: Record<string, string>; [key: string]: unknown } = {}) =>
    server.post('/api/data/dataCubesMetadata', { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri }], ...variables }, headers);
  const title = async (iri: string, options?: Parameters<typeof metadata>[1]) => (await metadata(iri, options)).body.data.dataCubesMetadata[0].title;
  const retitle = (iri: string, from: string, to: string) => {
    const { namedNode, literal, quad } = oxigraph;
    server.store!.delete(quad(namedNode(iri), namedNode(NAME), literal(from, 'en')));
    server.store!.add(quad(namedNode(iri), namedNode(NAME), literal(to, 'en')));
  };

  it('keeps answering from the cache, and asks again on no-cache', async () => {
    expect(await title(CUBE)).toBe('Old title');
    retitle(CUBE, 'Old title', 'New title');
    expect(await title(CUBE)).toBe('Old title');
    expect(await title(CUBE, { headers: { 'cache-control': 'no-cache' } })).toBe('New title');
    // The fresh answer replaced the cached one.
    expect(await title(CUBE)).toBe('New title');
  });

  it('answers each query and locale on its own', async () => {
    expect(await title(OTHER)).toBe('Old title');
    expect(await title(OTHER, { locale: 'de' })).toBe('Alter Titel');
    const single = await server.post('/api/data/dataCubeMetadata', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeFilter: { iri: OTHER },
    });
    expect(single.body.data.dataCubeMetadata.iri).toBe(OTHER);
  });

  it('never caches an error', async () => {
    const failed = await metadata(CUBE, { sourceUrl: proxyUrl });
    expect(failed.status).toBe(502);
    failing = false;
    const answered = await metadata(CUBE, { sourceUrl: proxyUrl });
    expect(answered.status).toBe(200);
    expect(answered.body.data.dataCubesMetadata[0].title).toBe('New title');
  });

  it('answers the same filters in another key order from the cache', async () => {
    failing = false;
    const observations = (filters: object) =>
      server.post('/api/data/dataCubesObservations', { sourceType: 'sparql', sourceUrl: proxyUrl, locale: 'en', cubeFilters: [{ iri: AIR, filters }] });
    const year = { type: 'single', value: '2021' };
    const station = { type: 'multi', values: { 'https://example.org/air/station/bern': true, 'https://example.org/air/station/lugano': true } };
    const first = await observations({ [air('year')]: year, [air('station')]: station });
    expect(first.body.data.dataCubesObservations.data).toHaveLength(2);
    const asked = forwarded;
    // Another key order would write another SPARQL query: the endpoint is not asked again.
    const again = await observations({
      [air('station')]: { ...station, values: Object.fromEntries(Object.entries(station.values).reverse()) },
      [air('year')]: year,
    });
    expect(again.body).toEqual(first.body);
    expect(forwarded).toBe(asked);
  });

  it('compresses an answer once per encoding, from the first request on', async () => {
    const components = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/data/dataCubesComponents',
        headers,
        payload: { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'de', cubeFilters: [{ iri: AIR }] },
      });
    const zipped = await components({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['x-cache']).toBe('miss');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    const plain = await components({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.payload);
    const brotli = await components({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['x-cache']).toBe('hit');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.payload);
  });
});
