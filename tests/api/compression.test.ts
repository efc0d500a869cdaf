/**
 * Every kind of answer travels compressed, through real HTTP: the built app's files (hashed
 * bundles, CSS, the HTML page), the data API's answers (the first, built, and the cached), and the
 * app's other JSON answers; brotli when accepted, then gzip, else as they are, and each decodes to
 * the same bytes. Node's HTTP client is used because it leaves the body as sent (fetch decodes it).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../src/server/web';
import { startServer, type TestServer } from '../support/server';

const FIXTURE = new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname;
const AIR = 'https://example.org/cube/air/1';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request, its answer's body as the bytes that came over the wire. */
const raw = (url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Promise<Raw>((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
        .on('error', reject);
    });
    request.on('error', reject).end(options.body);
  });

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** The body as the application wrote it. */
const decoded = ({ headers, body }: Raw) => {
  const encoding = headers['content-encoding'];
  return encoding ? DECODERS[encoding](body) : body;
};

/** What a client sends, and the encoding it gets. */
const CLIENTS = [
  { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
  { acceptEncoding: 'gzip, deflate', encoding: 'gzip' },
  { acceptEncoding: undefined, encoding: undefined },
] as const;

const headersOf = (acceptEncoding: string | undefined): Record<string, string> => (acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

describe('compressed answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ files: [FIXTURE], webRoot: WEB_ROOT });
  });
  afterAll(() => server?.close());

  const html = () => readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
  const builtFile = (path: string) => readFileSync(join(WEB_ROOT, path));

  it.each([
    // The framework's script, one of the two largest the page loads (the build groups React and its kin in it). The
    // app's own largest chunk, minified application code, shrinks less: 2.9× with gzip.
    ['the framework bundle', () => html().match(/(?:src|href)="(\/assets\/framework-[^"]+\.js)"/)![1]],
    ['the main style sheet', () => html().match(/href="(\/assets\/[^"]+\.css)"/)![1]],
  ])('sends %s precompressed, kept for a year', async (_what, path) => {
    const bytes = builtFile(path());
    for (const { acceptEncoding, encoding } of CLIENTS) {
      const answer = await raw(server.url + path(), { headers: headersOf(acceptEncoding) });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['content-type']).toMatch(path().endsWith('.js') ? /^application\/javascript; charset=utf-8$/ : /^text\/css; charset=utf-8$/);
      expect(decoded(answer).equals(bytes), acceptEncoding).toBe(true);
      // The build's strongest settings: brotli and gzip shrink the bundle at least 3×.
      if (encoding) expect(answer.body.length).toBeLessThan(bytes.length / 3);
    }
  });

  // The app's page names a few grouped scripts: under the build's 1 KB threshold it has no compressed copy (scripts/vite-precompress.ts).
  const pageEncoding = (encoding: string | undefined) => (Buffer.byteLength(html()) < 1024 ? undefined : encoding);

  it.each(['/', '/index.html', '/de/browse', '/en/v/abcdefabcdef'])(
    'sends the page at %s as built (precompressed from 1 KB), revalidated on every load',
    async (path) => {
      for (const { acceptEncoding, encoding } of CLIENTS) {
        const answer = await raw(server.url + path, { headers: headersOf(acceptEncoding) });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding'], acceptEncoding).toBe(pageEncoding(encoding));
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(decoded(answer).toString()).toBe(html());
        // Revalidation: the same copy, unchanged, answers 304 with no body.
        const etag = answer.headers.etag!;
        expect(etag).toBeTruthy();
        const again = await raw(server.url + path, { headers: { ...headersOf(acceptEncoding), 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      }
    },
  );

  it('compresses a data query answer from its first request on, and sends the cached copy after', async () => {
    // One locale per client: each one's first request builds the answer.
    for (const [i, { acceptEncoding, encoding }] of CLIENTS.entries()) {
      const body = JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: ['en', 'de', 'fr'][i], cubeFilters: [{ iri: AIR }] });
      const ask = () =>
        raw(`${server.url}/api/data/dataCubesObservations`, {
          method: 'POST',
          headers: { ...headersOf(acceptEncoding), 'content-type': 'application/json' },
          body,
        });
      const first = await ask();
      const cached = await ask();
      expect([first.headers['x-cache'], cached.headers['x-cache']]).toEqual(['miss', 'hit']);
      for (const answer of [first, cached]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding'], acceptEncoding).toBe(encoding);
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      }
      expect(cached.body.equals(first.body)).toBe(true);
      const text = decoded(first).toString();
      expect(JSON.parse(text).data.dataCubesObservations.data.length).toBeGreaterThan(0);
      if (encoding) expect(first.body.length).toBeLessThan(text.length / 3);
      // Another encoding of the cached answer: the same JSON.
      const plain = await raw(`${server.url}/api/data/dataCubesObservations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(text);
    }
  });

  it('compresses the other JSON answers of the API as they go out', async () => {
    const query = encodeURIComponent(`SELECT * WHERE { <${AIR}> ?p ?o }`);
    const ask = (acceptEncoding: string | undefined) =>
      raw(`${server.url}/api/sparql?query=${query}`, { headers: { ...headersOf(acceptEncoding), accept: 'application/sparql-results+json' } });
    const plain = await ask(undefined);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const { acceptEncoding, encoding } of CLIENTS) {
      const answer = await ask(acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^application\/sparql-results\+json/);
      expect(decoded(answer).equals(plain.body)).toBe(true);
    }
  });

  it('sends small answers as they are', async () => {
    const sources = await raw(`${server.url}/api/data/sources`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(sources.status).toBe(200);
    expect(sources.body.length).toBeLessThan(1024);
    expect(sources.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(sources.body.toString())).toMatchObject({ success: true });
  });

  it.each([
    ['no encoding it knows', 'compress, zstd, deflate'],
    ['identity only', 'identity'],
    ['every encoding refused', 'br;q=0, gzip;q=0'],
    ['an unparsable header', '\u00ff\u00fe;;;q=,, =;q=abc'],
    ['a weight that is not a number', 'br;q=NaN, gzip;q=-1'],
  ])('answers a client that accepts %s as it is', async (_what, acceptEncoding) => {
    const html = await raw(`${server.url}/de/browse`, { headers: { 'accept-encoding': acceptEncoding } });
    const data = await raw(`${server.url}/api/data/dataCubesObservations`, {
      method: 'POST',
      headers: { 'accept-encoding': acceptEncoding, 'content-type': 'application/json' },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'it', cubeFilters: [{ iri: AIR }] }),
    });
    for (const answer of [html, data]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
    expect(html.body.toString()).toBe(readFileSync(join(WEB_ROOT, 'index.html'), 'utf8'));
    expect(JSON.parse(data.body.toString())).toMatchObject({ success: true });
  });

  it('takes request bodies as they come: a compressed one is not inflated but refused', async () => {
    const body = gzipSync(JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri: AIR }] }));
    const answer = await fetch(`${server.url}/api/data/dataCubesMetadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, message: expect.stringMatching(/not valid JSON/) });
  });
});

describe('files without a compressed copy', () => {
  let server: TestServer;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    // Random bytes, as compressed data looks.
    for (const name of ['chart.png', 'font.woff2']) writeFileSync(join(root, name), randomBytes(8192));
    // Under the build's threshold: it has no compressed copy.
    writeFileSync(join(root, 'tiny.js'), `export const a = ${JSON.stringify('a'.repeat(400))};`);
    server = await startServer({ files: [], webRoot: root });
  });
  afterAll(() => server?.close());

  it('sends a small file as it is', async () => {
    const answer = await raw(`${server.url}/tiny.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toMatch(/^export const a/);
  });

  it.each(['/chart.png', '/font.woff2'])('sends %s as it is', async (path) => {
    const answer = await raw(server.url + path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(8192);
  });
});
