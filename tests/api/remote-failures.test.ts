/** A failing remote endpoint gives a clear 502 within the timeout, never a hang. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DataSources } from '../../src/server/data/sources';
import type { FastifyInstance } from 'fastify';

const behaviours: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/slow': (res) => setTimeout(() => res.end('{}'), 3_000),
  '/html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
  '/huge': (res) => res.writeHead(200).end(JSON.stringify({ results: { bindings: Array(500).fill({ x: { type: 'literal', value: 'y' } }) } })),
  '/broken': (res) => res.writeHead(200).end(JSON.stringify({ head: {} })),
  '/error': (res) => res.writeHead(503).end('Service Unavailable'),
};

describe('remote endpoint failures', () => {
  let fake: Server;
  let app: FastifyInstance;
  let base: string;
  let down: string;

  beforeAll(async () => {
    fake = createServer((req, res) => behaviours[req.url ?? '']?.(res) ?? res.writeHead(404).end());
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    down = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/sparql`;
    await new Promise((resolve) => probe.close(resolve));
    const endpoints = [...Object.keys(behaviours).map((path) => base + path), down];
    app = await buildApp({ sources: new DataSources({ endpoints, defaultUrl: endpoints[0], remote: { timeoutMs: 400, maxBytes: 5_000 } }) });
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
    ['answers HTML', '/html', /not JSON/],
    ['answers too much', '/huge', /more than 5000 bytes/],
    ['answers JSON without bindings', '/broken', /no results.bindings/],
    ['fails', '/error', /answered 503/],
  ])('an endpoint that %s', async (_what, path, message) => {
    const started = Date.now();
    const response = await ask(base + path);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('an endpoint that is down', async () => {
    const response = await ask(down);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/SPARQL endpoint .* failed/);
  });
});
