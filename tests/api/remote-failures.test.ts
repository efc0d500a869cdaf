/**
 * A failing or hostile remote endpoint gives a clear 502 within the timeout, never a hang, a 500
 * or a leak: redirects lead only to allowed endpoints, names resolving to private addresses are
 * not connected to, and upstream bodies go to the log, not into the answer.
 */
import { lookup as dnsLookup } from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DataSources } from '../../src/server/data/sources';
import type { FastifyInstance } from 'fastify';

const SECRET = 'TOP-SECRET-INTERNAL-PAGE';
const results = (bindings: unknown) => JSON.stringify({ head: { vars: [] }, results: { bindings } });

let base = '';
let port = 0;
/** Paths the fake endpoints were asked for, in order. */
const hits: string[] = [];
/** What the /ok endpoint was posted. */
const received: string[] = [];
/** How Virtuoso answers a query chosen as a deadlock's victim. */
const DEADLOCKED = 'Virtuoso 40001 Error SR172: Transaction deadlocked\n\nSPARQL query:\nSELECT …';
/** The queries /deadlock-once has answered so. */
const lostDeadlock = new Set<string>();

const compressed = (encoding: 'gzip' | 'br', body: string) => (req: IncomingMessage, res: ServerResponse) =>
  req.headers['accept-encoding']?.includes(encoding)
    ? res.writeHead(200, { 'content-encoding': encoding }).end(encoding === 'gzip' ? gzipSync(body) : brotliCompressSync(body))
    : res.writeHead(406).end();

const redirect = (status: number, to: () => string) => (_req: IncomingMessage, res: ServerResponse) => res.writeHead(status, { location: to() }).end('moved');

const behaviours: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/slow': (_req, res) => setTimeout(() => res.end('{}'), 3_000),
  '/stall': (_req, res) => res.writeHead(200).write('{"results":{"bindings":['),
  '/html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
  '/huge': (_req, res) => res.writeHead(200).end(results(Array(500).fill({ x: { type: 'literal', value: 'y' } }))),
  '/broken': (_req, res) => res.writeHead(200).end(JSON.stringify({ head: {} })),
  '/error': (_req, res) => res.writeHead(503).end(`Service Unavailable: ${SECRET}`),
  '/error-500': (_req, res) => res.writeHead(500).end('Virtuoso 42000 Error SR186: No permission'),
  '/deadlock': (_req, res) => res.writeHead(500).end(DEADLOCKED),
  // Each query's first asking loses a deadlock; asked again, it is answered.
  '/deadlock-once': (req, res) => {
    let body = '';
    req
      .on('data', (chunk) => (body += chunk))
      .on('end', () => {
        if (lostDeadlock.has(body)) res.writeHead(200).end(results([]));
        else res.writeHead(500).end(DEADLOCKED);
        lostDeadlock.add(body);
      });
  },
  '/null-row': (_req, res) => res.writeHead(200).end(results([null])),
  '/number-row': (_req, res) => res.writeHead(200).end(results([1])),
  '/array-row': (_req, res) => res.writeHead(200).end(results([[]])),
  '/bad-term': (_req, res) => res.writeHead(200).end(results([{ x: { type: 'literal', value: 5 } }])),
  '/string-term': (_req, res) => res.writeHead(200).end(results([{ x: 'y' }])),
  '/results-string': (_req, res) => res.writeHead(200).end(JSON.stringify({ results: 'x' })),
  '/not-object': (_req, res) => res.writeHead(200).end('[1, 2]'),
  '/garbage': (_req, res) => res.writeHead(200).end(Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0xc3, 0x28, 0x81])),
  '/ok': (req, res) => {
    let body = '';
    req
      .on('data', (chunk) => (body += chunk))
      .on('end', () => {
        received.push(`${req.method} ${body}`);
        res.writeHead(200).end(results([]));
      });
  },
  '/gzip': compressed('gzip', results([])),
  '/br': compressed('br', results([])),
  // 100 kB of white space is about 100 bytes compressed: the limit counts what it expands to.
  '/gzip-bomb': compressed('gzip', results([]) + ' '.repeat(100_000)),
  // Not listed: nothing may reach it, however asked.
  '/secret': (_req, res) => res.writeHead(200).end(results([{ x: { type: 'literal', value: SECRET } }])),
  '/to-secret': redirect(302, () => `${base}/secret`),
  '/to-secret-relative': redirect(307, () => `/secret?from=${SECRET}`),
  '/to-ok': redirect(307, () => `${base}/ok`),
  '/moved': redirect(301, () => `${base}/ok`),
  '/loop': redirect(308, () => `${base}/loop`),
  '/to-private': redirect(307, () => 'http://10.255.255.1/sparql'),
  '/to-loopback-name': redirect(307, () => `http://rebind.test:${port}/ok`),
};

/** DNS as a rebinding attacker would set it: rebind.test points at loopback. */
const lookup = ((hostname, options, callback) => dnsLookup(hostname === 'rebind.test' ? '127.0.0.1' : hostname, options, callback)) as LookupFunction;

describe('remote endpoint failures', () => {
  let fake: Server;
  let app: FastifyInstance;
  let down: string;
  let rebind: string;
  const logged: string[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      hits.push(req.url ?? '');
      const behaviour = behaviours[req.url ?? ''];
      if (behaviour) behaviour(req, res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    port = (fake.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    rebind = `http://rebind.test:${port}/ok`;
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    down = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/sparql`;
    await new Promise((resolve) => probe.close(resolve));
    const endpoints = [
      ...Object.keys(behaviours)
        .filter((path) => path !== '/secret')
        .map((path) => base + path),
      down,
      rebind,
    ];
    const remote = { timeoutMs: 400, maxBytes: 5_000, log: (message: string) => logged.push(message), lookup };
    app = await buildApp({ sources: new DataSources({ endpoints, defaultUrl: endpoints[0], remote }) });
  });
  afterAll(async () => {
    await app?.close();
    fake?.closeAllConnections();
    await new Promise((resolve) => fake?.close(resolve));
  });

  const ask = (sourceUrl: string) =>
    app.inject({
      method: 'POST',
      url: '/api/data/dataCubesMetadata',
      payload: { sourceType: 'sparql', sourceUrl, locale: 'en', cubeFilters: [{ iri: 'https://example.org/cube' }] },
    });

  it.each([
    ['is slow', '/slow', /no answer within 400 ms/],
    ['sends part of an answer and hangs', '/stall', /no answer within 400 ms/],
    ['answers HTML', '/html', /not JSON/],
    ['answers too much', '/huge', /more than 5000 bytes/],
    ['answers too much once decompressed', '/gzip-bomb', /more than 5000 bytes/],
    ['answers JSON without bindings', '/broken', /no results.bindings/],
    ['fails', '/error', /answered 503$/],
    ['answers a null binding', '/null-row', /binding 1 is not an object/],
    ['answers a number as a binding', '/number-row', /binding 1 is not an object/],
    ['answers an array as a binding', '/array-row', /binding 1 is not an object/],
    ['answers a term with a number as value', '/bad-term', /binding 1 holds a value that is not an RDF term/],
    ['answers a string as a term', '/string-term', /not an RDF term/],
    ['answers a string as results', '/results-string', /no results.bindings/],
    ['answers JSON that is not an object', '/not-object', /not a JSON object/],
    ['answers bytes that are not UTF-8', '/garbage', /not UTF-8/],
    ['redirects in a loop', '/loop', /redirected more than 3 times/],
  ])('an endpoint that %s', async (_what, path, message) => {
    const started = Date.now();
    const response = await ask(base + path);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  // Their queries go out together, ahead of the answers they wait for: a failure of all of them is one 502 (an unsettled one fails the run).
  it.each([
    ['dataCubePreview', { cubeFilter: { iri: 'https://example.org/cube' } }],
    ['dataCubesComponents', { cubeFilters: [{ iri: 'https://example.org/cube' }] }],
    [
      'possibleFilters',
      {
        cubeIri: 'https://example.org/cube',
        filters: {
          'https://example.org/cube___https://example.org/a': { type: 'single', value: 'https://example.org/a/1' },
          'https://example.org/cube___https://example.org/b': { type: 'single', value: 'https://example.org/b/1' },
        },
      },
    ],
  ])('%s on an endpoint that fails', async (query, variables) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/data/${query}`,
      payload: { sourceType: 'sparql', sourceUrl: `${base}/error`, locale: 'en', ...variables },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/answered 503$/);
  });

  it('an endpoint that is down', async () => {
    const response = await ask(down);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/SPARQL endpoint .* failed/);
  });

  it('logs the body of a failed answer and keeps it out of the message', async () => {
    const response = await ask(`${base}/error`);
    expect(response.json().message).toBe(`SPARQL endpoint ${base}/error answered 503`);
    expect(response.body).not.toContain(SECRET);
    expect(logged.some((line) => line.includes(`${base}/error answered 503`) && line.includes(SECRET))).toBe(true);
  });

  it('asks a query that lost a deadlock once more, and only such a query', async () => {
    const count = (path: string) => hits.filter((hit) => hit === path).length;
    const direct = await ask(`${base}/ok`);
    const retried = await ask(`${base}/deadlock-once`);
    expect(retried.statusCode).toBe(404);
    expect(retried.json()).toEqual(direct.json());
    expect(count('/deadlock-once')).toBe(2 * lostDeadlock.size);
    // Losing again is a failure; another error on a 500 is not asked again.
    expect((await ask(`${base}/deadlock`)).json().message).toBe(`SPARQL endpoint ${base}/deadlock answered 500`);
    expect((await ask(`${base}/error-500`)).statusCode).toBe(502);
    expect(count('/deadlock')).toBe(2 * count('/error-500'));
    expect(count('/error-500')).toBeGreaterThan(0);
  });

  it.each([
    ['an unlisted page on the same host', '/to-secret'],
    ['a relative unlisted page', '/to-secret-relative'],
    ['a private address', '/to-private'],
  ])('refuses a redirect to %s without asking it', async (_what, path) => {
    const response = await ask(base + path);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(`SPARQL endpoint ${base}${path} redirected to an address that is not an allowed data source`);
    expect(response.body).not.toContain(SECRET);
    expect(hits.filter((hit) => hit.startsWith('/secret'))).toEqual([]);
    expect(logged.some((line) => line.includes(`refused redirect from ${base}${path}`))).toBe(true);
  });

  it.each([
    ['307', '/to-ok'],
    ['301', '/moved'],
  ])('follows a %s redirect to another allowed endpoint, posting the query there', async (_status, path) => {
    received.length = 0;
    const direct = await ask(`${base}/ok`);
    const redirected = await ask(base + path);
    // /ok answers no rows: the cube is not found, as when /ok is asked directly.
    expect(direct.statusCode).toBe(404);
    expect(redirected.statusCode).toBe(404);
    expect(redirected.json()).toEqual(direct.json());
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((request) => request.startsWith('POST query=') && /SELECT/i.test(decodeURIComponent(request)))).toBe(true);
  });

  it.each(['/gzip', '/br'])('reads a compressed answer (%s)', async (path) => {
    const direct = await ask(`${base}/ok`);
    const response = await ask(base + path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(direct.json());
  });

  it('does not connect to a listed name that resolves to a loopback address, asked or redirected to', async () => {
    received.length = 0;
    for (const sourceUrl of [rebind, `${base}/to-loopback-name`]) {
      const response = await ask(sourceUrl);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(`SPARQL endpoint ${sourceUrl} refused: its host name resolves to a private or local address`);
    }
    expect(received).toEqual([]);
  });

  it('refuses an unlisted source without printing the allowed ones', async () => {
    const response = await ask('http://evil.example/sparql');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/http:\/\/evil.example\/sparql is not allowed.*GET \/api\/data\/sources/);
    expect(response.body).not.toContain(base);
    expect(response.body).not.toContain('rebind.test');
  });
});
