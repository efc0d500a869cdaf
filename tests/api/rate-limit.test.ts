/**
 * Per-client limits through real HTTP: the API's request rate (429 past it) and the budget of
 * honoured `Cache-Control: no-cache` (past it the caches answer). Each test is its own client,
 * named by X-Forwarded-For (TRUST_PROXY=true, as behind a reverse proxy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../src/server/web';
import { startServer, type TestServer } from '../support/server';

const FIXTURE = new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname;
const AIR = 'https://example.org/cube/air/1';

const metadataBody = JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri: AIR }] });

describe('per-client limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      files: [FIXTURE],
      webRoot: WEB_ROOT,
      settings: { RATE_LIMIT_MAX: 5, RATE_LIMIT_WINDOW_MS: 60_000, NO_CACHE_BUDGET: 2, TRUST_PROXY: true },
    });
  });
  afterAll(() => server?.close());

  const get = (path: string, client: string) => fetch(server.url + path, { headers: { 'x-forwarded-for': client } });
  const metadata = (client: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/data/dataCubesMetadata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
      body: metadataBody,
    });

  it('answers 429 in the envelope, with Retry-After, past the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await get('/api/data/sources', '203.0.113.1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await get('/api/data/sources', '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      success: false,
      data: null,
      message: expect.stringMatching(/^Too many requests: at most 5 API requests per 60 s from one client\. Retry in \d+ s\.$/),
    });
    // Data calls count towards the same limit; another client is not affected.
    expect((await metadata('203.0.113.1')).status).toBe(429);
    expect((await get('/api/data/sources', '203.0.113.2')).status).toBe(200);
  });

  it('does not limit app pages and static files', async () => {
    for (let i = 0; i < 5; i++) await get('/api/data/sources', '203.0.113.3');
    expect((await get('/api/data/sources', '203.0.113.3')).status).toBe(429);
    for (const path of ['/', '/de/browse', '/de/v/abcdefabcdef']) expect((await get(path, '203.0.113.3')).status, path).toBe(200);
  });

  it('honours no-cache within the budget, then answers from the caches', async () => {
    const client = '203.0.113.4';
    const noCache = { 'cache-control': 'no-cache' };
    const sources = [];
    for (const headers of [{}, {}, noCache, noCache, noCache]) {
      const response = await metadata(client, headers);
      expect(response.status).toBe(200);
      sources.push(response.headers.get('x-cache'));
    }
    expect(sources).toEqual(['miss', 'hit', 'bypass', 'bypass', 'hit']);
    // The budget is per client.
    expect((await metadata('203.0.113.5', noCache)).headers.get('x-cache')).toBe('bypass');
  });
});

describe('RATE_LIMIT_MAX=0', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ files: [], settings: { RATE_LIMIT_MAX: 0 } });
  });
  afterAll(() => server?.close());

  it('turns the limit off', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${server.url}/api/data/sources`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });
});

describe('default limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ files: [FIXTURE] });
  });
  afterAll(() => server?.close());

  it('let a dashboard opening many charts at once through', async () => {
    // 20 charts, each asking for its components, metadata, observations and possible filters.
    const responses = await Promise.all(Array.from({ length: 80 }, () => server.post('/api/data/dataCubesMetadata', JSON.parse(metadataBody))));
    expect(responses.every((r) => r.status === 200)).toBe(true);
  });
});
