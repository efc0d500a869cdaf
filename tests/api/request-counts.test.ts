/**
 * The SPARQL requests each data query sends to a remote endpoint on a cold cache, and the rounds
 * of them it waits for one after another (issue 14): on a real endpoint each round is a round
 * trip, so a change that adds one shows here. The endpoint is a second server's /api/sparql.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';
import { NFI, NFI_SPARSE_FILTERS } from '../support/shared';
import { recordSparqlRequests } from '../support/sparql-requests';

const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const FORESTRY_V2 = `${FORESTRY}/2`;
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

  /** The requests one cold call sends (Cache-Control: no-cache reads no cached SPARQL answer), and its rounds. */
  const requestsOf = async (name: string, variables: object) => {
    // Timed where cubeviz sends them: the endpoint's single worker answers them one by one.
    const recorder = recordSparqlRequests();
    try {
      const response = await server.post(`/api/data/${name}`, { sourceType: 'sparql', sourceUrl, locale: 'de', ...variables }, { 'cache-control': 'no-cache' });
      expect(response.status, response.body.message).toBe(200);
      const { requests, rounds } = recorder.take();
      return [requests, rounds];
    } finally {
      recorder.restore();
    }
  };

  const forestryFilters = {
    [id('jahr')]: { type: 'single', value: '2014' },
    [id('forstzone')]: { type: 'single', value: `${FORESTRY_V2}/forstzone/0` },
    [id('kanton')]: { type: 'single', value: 'https://ld.admin.ch/country/CHE' },
  };
  // As the configurator sends them: versioned values in their version-independent form (the components' values).
  const versionIndependent = {
    ...forestryFilters,
    [id('forstzone')]: { type: 'single', value: `${FORESTRY}/forstzone/0` },
    [id('groessenklasse')]: { type: 'single', value: `${FORESTRY}/groessenklasse/1` },
  };
  const nfiFilters = { [nfiId('inventory')]: { type: 'single', value: 'https://environment.ld.admin.ch/foen/nfi/Inventory/150' } };

  // [requests, rounds]
  const cases: [string, string, object, [number, number]][] = [
    ['forestry v2', 'dataCubesComponents', { cubeFilters: [{ iri: FORESTRY_V2 }] }, [5, 2]],
    // The rows (they sort the observations) beside the other queries, asked as one.
    ['forestry v2', 'dataCubePreview', { cubeFilter: { iri: FORESTRY_V2 } }, [2, 1]],
    // The filtered dimensions with values (their display order decides defaults) and one SELECT DISTINCT per filter, all sent ahead
    // with the version query, the listed values' labels and the stored forms of versioned values: the year's value, a literal, taken
    // as the xsd:gYear its form tells. The year's values (between the shape's stated bounds) are asked once the shapes are known.
    ['forestry v2', 'possibleFilters', { cubeIri: FORESTRY_V2, filters: forestryFilters }, [5, 2]],
    // The same with version-independent values: their stored forms, asked with the first step, write the others' guesses.
    ['forestry v2', 'possibleFilters', { cubeIri: FORESTRY_V2, filters: versionIndependent }, [7, 2]],
    ['forestry v2', 'dataCubesObservations', { cubeFilters: [{ iri: FORESTRY_V2 }] }, [5, 3]],
    ['forestry v2', 'dataCubesMetadata', { cubeFilters: [{ iri: FORESTRY_V2 }] }, [1, 1]],
    ['NFI', 'dataCubesComponents', { cubeFilters: [{ iri: NFI }] }, [4, 2]],
    ['NFI', 'dataCubePreview', { cubeFilter: { iri: NFI } }, [2, 1]],
    // Listed IRI values only: one round.
    ['NFI', 'possibleFilters', { cubeIri: NFI, filters: nfiFilters }, [4, 1]],
    // Each filter that resolves to another value costs one round: the steps after it are sent again at once.
    ['NFI', 'possibleFilters', { cubeIri: NFI, filters: NFI_SPARSE_FILTERS }, [6, 2]],
    ['NFI', 'dataCubesObservations', { cubeFilters: [{ iri: NFI }] }, [5, 3]],
    ['NFI', 'dataCubesMetadata', { cubeFilters: [{ iri: NFI }] }, [1, 1]],
  ];
  it.each(cases)('%s: %s', async (_cube, name, variables, expected) => {
    expect(await requestsOf(name, variables)).toEqual(expected);
  });
});
