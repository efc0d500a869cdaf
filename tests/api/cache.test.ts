/** Answers come from the SPARQL cache until a request says Cache-Control: no-cache. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import oxigraph from 'oxigraph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

const CUBE = 'https://example.org/cube/1';
const NAME = 'http://schema.org/name';

describe('SPARQL result cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cache-')), 'cube.ttl');
    writeFileSync(file, `<${CUBE}> a <https://cube.link/Cube> ; <${NAME}> "Old title"@en .`);
    server = await startServer({ files: [file] });
  });
  afterAll(() => server?.close());

  const title = async (headers: Record<string, string> = {}) =>
    (await server.post('/api/data/dataCubesMetadata', { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', cubeFilters: [{ iri: CUBE }] }, headers)).body.data
      .dataCubesMetadata[0].title;

  it('keeps answering from the cache, and asks again on no-cache', async () => {
    expect(await title()).toBe('Old title');
    const { namedNode, literal, quad } = oxigraph;
    server.store!.delete(quad(namedNode(CUBE), namedNode(NAME), literal('Old title', 'en')));
    server.store!.add(quad(namedNode(CUBE), namedNode(NAME), literal('New title', 'en')));
    expect(await title()).toBe('Old title');
    expect(await title({ 'cache-control': 'no-cache' })).toBe('New title');
    // The fresh answer replaced the cached one.
    expect(await title()).toBe('New title');
  });
});
