/**
 * Components of published cube versions survive a restart (STATE_DIR/cubes): after one, a
 * components call costs the version query alone, until the endpoint's copy of the cube changes.
 * The endpoint is a second server's /api/sparql over a store this test may change.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import oxigraph from 'oxigraph';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';

const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const FORESTRY_V2 = `${FORESTRY}/2`;
const NFI = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';
const SCHEMA = 'http://schema.org/';

/**
 * Queries of forestry v2's components on a cold cache (tests/api/request-counts.test.ts tells them
 * apart); one more after a look-up on disk, as the version query then goes before the others, alone.
 */
const COLD_QUERIES = 5;
const AFTER_LOOK_UP = COLD_QUERIES + 1;
describe.runIf(hasSharedCubes)('components of published cube versions kept across restarts', () => {
  let endpoint: TestServer;
  const cubeCacheDir = mkdtempSync(join(tmpdir(), 'cube-cache-'));
  const servers: TestServer[] = [];

  beforeAll(async () => {
    endpoint = await startServer({ files: sharedCubeFiles(), onThisThread: true });
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await endpoint?.close();
  });

  /** A fresh server on the same folder, as after a restart. */
  const restart = async () => {
    const server = await startServer({ endpoints: [`${endpoint.url}/api/sparql`], cubeCacheDir, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
    servers.push(server);
    return server;
  };

  /** The components of a cube and the SPARQL queries the endpoint answered for them. */
  const components = async (server: TestServer, iri: string, headers: Record<string, string> = {}) => {
    const query = vi.spyOn(endpoint.store!, 'query');
    try {
      const response = await server.post(
        '/api/data/dataCubesComponents',
        { sourceType: 'sparql', sourceUrl: `${endpoint.url}/api/sparql`, locale: 'de', cubeFilters: [{ iri }] },
        headers,
      );
      expect(response.status, response.body.message).toBe(200);
      return { answer: response.body.data.dataCubesComponents, queries: query.mock.calls.length };
    } finally {
      query.mockRestore();
    }
  };

  it('answers after a restart with the version query alone, the same components', async () => {
    const first = await components(await restart(), FORESTRY_V2);
    expect(first.queries).toBe(AFTER_LOOK_UP);
    const again = await components(await restart(), FORESTRY_V2);
    expect(again).toEqual({ answer: first.answer, queries: 1 });
  });

  it('reads nothing kept for Cache-Control: no-cache, and keeps no drafts', async () => {
    expect((await components(await restart(), FORESTRY_V2, { 'cache-control': 'no-cache' })).queries).toBe(COLD_QUERIES);
    const draft = await components(await restart(), NFI);
    expect((await components(await restart(), NFI)).queries).toBe(draft.queries);
  });

  it('reads the cube afresh once the endpoint holds another copy of it', async () => {
    await components(await restart(), FORESTRY_V2);
    const store = endpoint.store!;
    const cube = oxigraph.namedNode(FORESTRY_V2);
    const modified = oxigraph.namedNode(`${SCHEMA}dateModified`);
    const [old] = store.match(cube, modified, null, null);
    store.delete(old);
    store.add(oxigraph.quad(cube, modified, oxigraph.literal('2026-01-01', oxigraph.namedNode('http://www.w3.org/2001/XMLSchema#date'))));
    // The new copy also names the year dimension differently (in every version: shapes may be shared).
    const names = store.match(null, oxigraph.namedNode(`${SCHEMA}name`), oxigraph.literal('Jahr', 'de'), null);
    const renamed = names.map((q) => oxigraph.quad(q.subject, q.predicate, oxigraph.literal('Erhebungsjahr', 'de'), q.graph));
    for (const [i, q] of names.entries()) {
      store.delete(q);
      store.add(renamed[i]);
    }
    try {
      const fresh = await components(await restart(), FORESTRY_V2);
      expect(fresh.queries).toBe(AFTER_LOOK_UP);
      expect(fresh.answer.dimensions.map((d: { label: string }) => d.label)).toContain('Erhebungsjahr');
      expect((await components(await restart(), FORESTRY_V2)).queries).toBe(1);
    } finally {
      store.delete(store.match(cube, modified, null, null)[0]);
      store.add(old);
      for (const [i, q] of names.entries()) {
        store.delete(renamed[i]);
        store.add(q);
      }
    }
  });
});
