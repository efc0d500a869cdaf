/**
 * A server pointed at one LINDAS environment serves every address of it and no other
 * environment's, through the real HTTP layer: the data API and the load stage of config-create
 * both read an alias from the served endpoint. No request leaves the machine: the endpoints' DNS
 * look-up records the host asked and fails, so the answer tells which endpoint was asked.
 */
import { readFileSync } from 'node:fs';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINDAS_ENVIRONMENTS } from '../../src/domain/data-sources';
import { accountRoutes } from '../../src/server/api/accounts';
import { savedConfigLoader } from '../../src/server/api/configs';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

const INT = 'https://int.lindas.admin.ch/query';

/** Host names the server looked up, in order. */
const looked: string[] = [];
const offline = ((hostname, _options, callback) => {
  looked.push(hostname);
  callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
}) as LookupFunction;

describe('a server pointed at LINDAS INT', () => {
  let server: TestServer;
  let store: ConfigStore;

  beforeAll(async () => {
    store = await openConfigStore({ dataDir: freshConfigStoreDir() });
    server = await startServer({
      files: [],
      endpoints: [INT],
      remoteLookup: offline,
      plugins: [(app, data) => accountRoutes(app, { store, validateData: savedConfigLoader(data.unversionedIri) })],
    });
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });
  beforeEach(() => {
    looked.length = 0;
  });

  const ask = (sourceUrl: string) =>
    server.post('/api/data/dataCubeMetadata', { sourceType: 'sparql', sourceUrl, locale: 'en', cubeFilter: { iri: 'https://example.org/cube/1' } });

  it('lists the endpoint it was given, the default first', async () => {
    const { body } = await server.get('/api/data/sources');
    expect(body.data.map((s: { url: string }) => s.url)).toEqual([INT, '/api/sparql']);
  });

  it.each(LINDAS_ENVIRONMENTS.int.urls)('reads %s from the INT endpoint', async (alias) => {
    const { status, body } = await ask(alias);
    // Offline: the endpoint asked fails, and the answer names it.
    expect(status).toBe(502);
    expect(body.message).toBe(`SPARQL endpoint ${INT} failed: getaddrinfo ENOTFOUND int.lindas.admin.ch`);
    expect(looked).toEqual(['int.lindas.admin.ch']);
  });

  it.each([...LINDAS_ENVIRONMENTS.prod.urls, ...LINDAS_ENVIRONMENTS.test.urls])('refuses %s, of another environment, without asking anyone', async (url) => {
    const { status, body } = await ask(url);
    expect(status).toBe(400);
    expect(body.message).toMatch(new RegExp(`^Data source ${url.replace(/\./g, '\\.')} \\(LINDAS( TEST)?, which this server does not serve\\) is not allowed`));
    expect(looked).toEqual([]);
  });

  it('refuses another source as before', async () => {
    const { status, body } = await ask('https://example.org/sparql');
    expect(status).toBe(400);
    expect(body.message).toBe('Data source https://example.org/sparql is not allowed: GET /api/data/sources lists the sources a request may name');
  });

  const oldConfig = (url: string) => {
    const config = JSON.parse(readFileSync(new URL('../fixtures/configs/column-1.2.0-forest-enterprises-stacked-by-zone.json', import.meta.url), 'utf8'));
    return { ...config, dataSource: { type: 'sparql', url } };
  };

  it("migrates a 1.x config of an INT alias asking the INT endpoint for its cube, and keeps the config's address", async () => {
    const { status, body } = await server.post('/api/config-create', {
      data: oldConfig('https://lindas-cached.int.cluster.ldbar.ch/query'),
      published_state: 'PUBLISHED',
    });
    expect(status, body.message).toBe(200);
    expect(looked).toEqual(['int.lindas.admin.ch']);
    const saved = await server.get(`/api/config/${body.data.key}`);
    expect(saved.body.data.data.dataSource).toEqual({ type: 'sparql', url: 'https://lindas-cached.int.cluster.ldbar.ch/query' });
  });

  it('migrates a 1.x config of production without asking INT', async () => {
    const { status, body } = await server.post('/api/config-create', { data: oldConfig('https://cached.lindas.admin.ch/query'), published_state: 'PUBLISHED' });
    expect(status, body.message).toBe(200);
    expect(looked).toEqual([]);
  });
});
