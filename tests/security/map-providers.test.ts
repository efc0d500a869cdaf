/**
 * The map-provider allow-list holds for a provider that decodes its paths (issue 31 §4): with
 * MAP_PROVIDERS=http://{loopback}/public/, no spelling of a path reaches a file outside /public/
 * (encoded slashes, dots and backslashes, double escapes, redirects), and capabilities documents
 * the parser refuses (99 nested layers, an element named __proto__) are a 502 with a message.
 * The provider is a naive static server on loopback: it decodes the path, turns backslashes into
 * slashes and resolves dot segments, as many do.
 */
import { createServer, type Server } from 'node:http';
import { posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DataSources } from '../../src/server/data/sources';
import { solidPng } from '../support/map-provider';

const SECRET = solidPng([255, 0, 0, 255], 8);
const TILE = solidPng([0, 128, 0, 255], 8);
const wms = (layers: string) =>
  `<?xml version="1.0"?><WMS_Capabilities version="1.3.0"><Service><Title>Decoding provider</Title></Service><Capability>${layers}</Capability></WMS_Capabilities>`;
const DOCUMENTS: Record<string, string> = {
  '/public/ok': wms('<Layer><Name>roads</Name><Title>Roads</Title><CRS>EPSG:3857</CRS></Layer>'),
  '/public/nested': wms(`${'<Layer><Name>l</Name><CRS>EPSG:3857</CRS>'.repeat(99)}${'</Layer>'.repeat(99)}`),
  '/public/proto': wms('<Layer><Name>a</Name><CRS>EPSG:3857</CRS><__proto__><polluted>yes</polluted></__proto__></Layer>'),
};

let provider: Server;
let base = '';
/** The paths the provider read (after its decoding). */
const served: string[] = [];
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  provider = createServer((request, response) => {
    const raw = new URL(request.url ?? '/', 'http://provider').pathname;
    let path: string;
    try {
      path = posix.normalize(decodeURIComponent(raw).replaceAll('\\', '/'));
    } catch {
      response.writeHead(400).end();
      return;
    }
    served.push(path);
    if (path === '/private/secret.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(SECRET);
    if (path === '/public/tile.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
    if (path === '/public/redirect') return response.writeHead(302, { location: '/public/..%2fprivate/secret.png' }).end();
    if (DOCUMENTS[path]) return response.writeHead(200, { 'content-type': 'text/xml' }).end(DOCUMENTS[path]);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
  app = await buildApp({
    sources: new DataSources({
      endpoints: ['http://127.0.0.1:9/sparql'],
      defaultUrl: 'http://127.0.0.1:9/sparql',
      remote: { timeoutMs: 1_000, maxBytes: 1_000 },
    }),
    settings: { MAP_PROVIDERS: [`${base}/public/`], MAP_TIMEOUT_MS: 2_000, RATE_LIMIT_MAX: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

const tile = async (path: string) => {
  const response = await fetch(`${url}/api/map/tile?url=${encodeURIComponent(base + path)}`);
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
};

describe('the map-provider allow-list on the path the provider reads', () => {
  it('serves a tile under the allowed prefix', async () => {
    expect(await tile('/public/tile.png')).toMatchObject({ status: 200, type: 'image/png', body: TILE });
  });

  it.each([
    '/public/..%2fprivate/secret.png',
    '/public/..%2Fprivate/secret.png',
    '/public/%2e%2e%2fprivate/secret.png',
    '/public/%2e%2e/private/secret.png',
    '/public/.%2E/private/secret.png',
    '/public/..%5cprivate/secret.png',
    '/public/..\\private/secret.png',
    '/public/%252e%252e%252fprivate/secret.png',
    '/public/tile.png/../../private/secret.png',
    '/publicity/../private/secret.png',
  ])('refuses %s with a 403, asking the provider nothing', async (path) => {
    served.length = 0;
    const answer = await tile(path);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^(Map provider paths may not hold encoded slashes|http:\/\/127\.0\.0\.1:\d+ is not an allowed map provider under this path)/,
      ),
    });
    expect(served).toEqual([]);
  });

  it('refuses a redirect of an allowed path to an encoded traversal', async () => {
    served.length = 0;
    const answer = await tile('/public/redirect');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString()).message).toMatch(/redirected to an address that is not an allowed map provider/);
    expect(served).toEqual(['/public/redirect']);
  });
});

describe('capabilities documents the parser refuses', () => {
  const capabilities = async (path: string) => {
    const response = await fetch(`${url}/api/map/capabilities?type=wms&url=${encodeURIComponent(base + path)}`);
    return { status: response.status, body: await response.json() };
  };

  it('reads a plain document', async () => {
    expect(await capabilities('/public/ok')).toMatchObject({ status: 200, body: { success: true, data: { layers: [{ id: 'roads' }] } } });
  });

  it.each([
    ['99 nested layers', '/public/nested', /^Map provider http:\/\/127\.0\.0\.1:\d+: The document cannot be read: Maximum nested tags exceeded$/],
    ['an element named __proto__', '/public/proto', /^Map provider http:\/\/127\.0\.0\.1:\d+: The document cannot be read: Invalid name: "__proto__"/],
  ])('answers a document with %s with a 502 that says so', async (_what, path, message) => {
    expect(await capabilities(path)).toEqual({ status: 502, body: { success: false, data: null, message: expect.stringMatching(message) } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
