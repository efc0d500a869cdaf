/**
 * The SPARQL requests each data query sends to a remote endpoint on a cold cache (issue 14): on a
 * real endpoint each one is a round trip, so a change that adds one shows here. The endpoint is a
 * second server's /api/sparql; its store counts the queries.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';

const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const FORESTRY_V2 = `${FORESTRY}/2`;
const NFI = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';
const NFI_PATH = 'https://environment.ld.admin.ch/foen/nfi';
const id = (path: string) => `${FORESTRY}___${FORESTRY}/${path}`;
const nfiId = (path: string) => `${NFI}___${NFI_PATH}/${path}`;

describe.runIf(hasSharedCubes)('SPARQL requests per query on a cold cache', () => {
  let endpoint: TestServer;
  let server: TestServer;
  let sourceUrl: string;

  beforeAll(async () => {
    endpoint = await startServer({ files: sharedCubeFiles() });
    sourceUrl = `${endpoint.url}/api/sparql`;
    server = await startServer({ endpoints: [sourceUrl], remoteTimeoutMs: 60_000, settings: { NO_CACHE_BUDGET: 1e9, RATE_LIMIT_MAX: 0 } });
  });
  afterAll(async () => {
    await server?.close();
    await endpoint?.close();
  });

  /** The requests one cold call sends (Cache-Control: no-cache reads no cached SPARQL answer). */
  const requestsOf = async (name: string, variables: object) => {
    const run = vi.spyOn(endpoint.pool!, 'run');
    try {
      const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl, locale: 'de', ...variables }, { 'cache-control': 'no-cache' });
      expect(response.status, response.body.message).toBe(200);
      return run.mock.calls.length;
    } finally {
      run.mockRestore();
    }
  };

  const forestryFilters = {
    [id('jahr')]: { type: 'single', value: '2014' },
    [id('forstzone')]: { type: 'single', value: `${FORESTRY_V2}/forstzone/0` },
    [id('kanton')]: { type: 'single', value: 'https://ld.admin.ch/country/CHE' },
  };
  const nfiFilters = { [nfiId('inventory')]: { type: 'single', value: 'https://environment.ld.admin.ch/foen/nfi/Inventory/150' } };

  const cases: [string, string, object, number][] = [
    ['forestry v2', 'dataCubesComponents', { cubeFilters: [{ iri: FORESTRY_V2 }] }, 10],
    ['forestry v2', 'dataCubePreview', { cubeFilter: { iri: FORESTRY_V2 } }, 11],
    ['forestry v2', 'possibleFilters', { cubeIri: FORESTRY_V2, filters: forestryFilters }, 5],
    ['forestry v2', 'dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V2 }] }, 5],
    ['forestry v2', 'dataCubesMetadata', { cubeFilters: [{ iri: FORESTRY_V2 }] }, 1],
    ['NFI', 'dataCubesComponents', { cubeFilters: [{ iri: NFI }] }, 7],
    ['NFI', 'dataCubePreview', { cubeFilter: { iri: NFI } }, 8],
    ['NFI', 'possibleFilters', { cubeIri: NFI, filters: nfiFilters }, 5],
    ['NFI', 'dataCubesObservations', { cubeFilters: [{ iri: NFI }] }, 5],
    ['NFI', 'dataCubesMetadata', { cubeFilters: [{ iri: NFI }] }, 1],
  ];
  it.each(cases)('%s: %s', async (_cube, name, variables, expected) => {
    expect(await requestsOf(name, variables)).toBe(expected);
  });
});
