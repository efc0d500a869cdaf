/**
 * The public SPARQL endpoint cannot hurt the app, and is fair between its clients, through real
 * HTTP: the app's data queries run on workers /api/sparql never touches; a client has one query
 * running (and one waiting), a further one is refused with 429 and Retry-After; a client whose
 * queries were stopped three times in a row (it hung up: each ends a worker, which reloads the
 * store) waits. Clients are named by X-Forwarded-For (TRUST_PROXY=true, behind a reverse proxy).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FAIRNESS } from '../../src/server/data/fair-queue';
import { startServer, type TestServer } from '../support/server';

// Every triple joined with every other, four times over: billions of rows, past any time limit.
const CARTESIAN = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }';
const QUICK = 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }';
const PUBLIC_WORKERS = 2;
const SPARES = 1;

describe('/api/sparql against an abusive client', () => {
  let server: TestServer;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fairness-')), 'data.ttl');
    writeFileSync(
      file,
      Array.from({ length: 300 }, (_, i) => `<https://example.org/s${i}> <http://schema.org/name> "${i}" .`).join('\n') +
        '\n<https://example.org/cube> a <https://cube.link/Cube> ; <http://schema.org/name> "Cube"@en .',
    );
    server = await startServer({
      files: [file],
      publicPool: { size: PUBLIC_WORKERS, spares: SPARES, fairness: { ...PUBLIC_FAIRNESS, queue: 8 } },
      settings: { TRUST_PROXY: true },
    });
  });
  afterAll(() => server?.close());

  /** A query of `client`, which it can hang up on; `settled` says whether it has been answered. */
  const sparql = (client: string, query: string) => {
    const gone = new AbortController();
    const state = { settled: false };
    const response = fetch(`${server.url}/api/sparql`, {
      method: 'POST',
      headers: { 'x-forwarded-for': client },
      body: new URLSearchParams({ query }),
      signal: gone.signal,
    }).then(
      async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() }),
      () => ({ status: 'gone' as const, retryAfter: null, body: null }),
    );
    void response.then(() => (state.settled = true));
    return { response, state, hangUp: () => gone.abort() };
  };
  const count = async (client: string) => (await sparql(client, QUICK).response).body.results.bindings[0].n.value;
  /** Every public worker loaded and idle: a query sent now runs at once. */
  const idle = async () => {
    while (server.publicPool!.readyWorkers < PUBLIC_WORKERS + SPARES || server.publicPool!.runningQueries > 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('answers the app data queries while every /api/sparql worker runs a heavy query', async () => {
    await idle();
    const heavy = ['198.51.100.1', '198.51.100.2'].map((client) => sparql(client, CARTESIAN));
    // Both heavy queries have reached a worker by the time the data query comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await server.post('/api/data/dataCubesMetadata', {
      sourceType: 'sparql',
      sourceUrl: '/api/sparql',
      locale: 'en',
      cubeFilters: [{ iri: 'https://example.org/cube' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.dataCubesMetadata[0].title).toBe('Cube');
    expect(heavy.map((query) => query.state.settled)).toEqual([false, false]);
    for (const query of heavy) query.hangUp();
  });

  it('runs one query per client: its second waits while another client is answered, its third gets 429 with Retry-After', async () => {
    await idle();
    const abusive = '198.51.100.3';
    const first = sparql(abusive, CARTESIAN);
    const second = sparql(abusive, CARTESIAN);
    // The second heavy query does not take the other worker: this client's query is answered on it.
    expect(await count('198.51.100.4')).toBe('302');
    const third = await sparql(abusive, QUICK).response;
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(third.body).toEqual({
      success: false,
      data: null,
      message: 'One query per client at a time, and one more waiting: send the next when one has been answered',
    });
    expect([first.state.settled, second.state.settled]).toEqual([false, false]);
    first.hangUp();
    second.hangUp();
  });

  it('makes a client whose last three queries it hung up on wait, with 429 and Retry-After; others are answered', async () => {
    const abusive = '198.51.100.5';
    for (let i = 0; i < 3; i++) {
      await idle();
      const query = sparql(abusive, CARTESIAN);
      // Hung up once it runs: a query hung up while it waits costs no worker and is not held against its client.
      while (server.publicPool!.runningQueries < 1) await new Promise((resolve) => setTimeout(resolve, 20));
      query.hangUp();
      expect((await query.response).status).toBe('gone');
    }
    // The server learns of the third hang-up when the connection closes.
    await idle();
    const slowed = await sparql(abusive, QUICK).response;
    expect(slowed.status).toBe(429);
    expect(Number(slowed.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.retryAfter)).toBeLessThanOrEqual(10);
    expect(slowed.body.message).toMatch(/^Your last 3 queries were stopped before they finished \(hung up or past the time limit\)/);
    expect(await count('198.51.100.6')).toBe('302');
  });
});
