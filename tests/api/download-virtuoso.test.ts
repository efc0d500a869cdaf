/**
 * The whole cube's file from a real Virtuoso (eval "$(bash .ci/virtuoso.sh)"), written in pages of
 * a key dimension's values (data/download.ts), holds the rows the embedded store's file holds, in
 * pages of its table: the same header, the same lines (SPARQL leaves their order open).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeCubeDownloadUrl } from '../../src/domain/viewer/download';
import { hasSharedCubes, sharedCubeFiles, startServer, type TestServer } from '../support/server';

const virtuoso = process.env.TEST_VIRTUOSO_ENDPOINT;
const FORESTRY = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103/2';
const NFI = 'https://environment.ld.admin.ch/foen/nfi/49-19-None-None-44/cube/1';

describe.runIf(virtuoso && hasSharedCubes)('whole-cube downloads from Virtuoso', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Pages of 1,000 observations: forestry is written in a dozen or more.
    server = await startServer({ files: sharedCubeFiles(), endpoints: [virtuoso!], remoteTimeoutMs: 150_000, settings: { DOWNLOAD_PAGE_ROWS: 1000 } });
  }, 180_000);
  afterAll(() => server?.close());

  const lines = async (sourceUrl: string, cubeIri: string) => {
    const response = await fetch(
      `${server.url}${wholeCubeDownloadUrl({ sourceType: 'sparql', sourceUrl, locale: 'de', cubeIri, format: 'csv', title: 'x', conversions: {} })}`,
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = Buffer.from(await response.arrayBuffer())
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    return { header, rows: rows.sort() };
  };

  it.each([FORESTRY, NFI])(
    'writes %s with the rows of the embedded store’s file',
    async (cubeIri) => {
      const [embedded, remote] = [await lines('/api/sparql', cubeIri), await lines(virtuoso!, cubeIri)];
      expect(embedded.rows.length).toBeGreaterThan(300);
      expect(remote.header).toBe(embedded.header);
      expect(remote.rows).toEqual(embedded.rows);
    },
    180_000,
  );
});
