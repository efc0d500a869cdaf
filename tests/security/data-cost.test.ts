/**
 * No data request costs much more than its answer, through real HTTP (issue 31, 1): a request
 * naming a cube twice is refused; observations past DATA_MAX_CELLS or DATA_MAX_ANSWER_BYTES are
 * refused with 413 and a message naming the limit; a client has DATA_CLIENT_CONCURRENCY answers
 * built at once (DATA_CLIENT_QUEUE waiting), past those 429 with Retry-After, while other clients
 * and cached answers are served. Concurrency without timing: the remote endpoint holds every query
 * until the test releases it. Clients are named by X-Forwarded-For (TRUST_PROXY=true).
 */
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDescriptionFile } from '../../src/server/import/catalogue';
import { recordSparqlRequests } from '../support/sparql-requests';
import { startServer, type TestServer } from '../support/server';

const AIR = 'https://example.org/cube/air/1';
const id = (path: string) => `${AIR}___https://example.org/air/${path}`;
const FIXTURE = new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname;
const MUNICIPAL = new URL('../fixtures/municipal-sums/', import.meta.url).pathname;
const MUNICIPAL_CUBE = 'https://example.org/cube/municipal-sums/1';

describe('what one data request may cost', () => {
  let server: TestServer;
  /** A server with no store of its own, asking the first one's /api/sparql, under the same limits. */
  let remote: TestServer;
  let endpoint: Server;
  let endpointUrl = '';
  /** Queries the endpoint holds, unanswered until released. */
  const held: ServerResponse[] = [];
  let heldOne: () => void = () => {};
  /** Answers the queries the endpoint holds with no rows; how many it answered. */
  const releaseHeld = () => {
    const released = held.splice(0);
    for (const response of released)
      response.writeHead(200, { 'content-type': 'application/sparql-results+json' }).end('{"head":{"vars":[]},"results":{"bindings":[]}}');
    return released.length;
  };

  beforeAll(async () => {
    endpoint = createServer((req, res) => {
      req.resume();
      held.push(res);
      heldOne();
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/sparql`;
    server = await startServer({
      files: [FIXTURE],
      endpoints: [endpointUrl],
      settings: {
        TRUST_PROXY: true,
        RATE_LIMIT_MAX: 0,
        DATA_MAX_CELLS: 12,
        DATA_MAX_ANSWER_BYTES: 500,
        DATA_CLIENT_CONCURRENCY: 1,
        DATA_CLIENT_QUEUE: 0,
      },
    });
    remote = await startServer({ endpoints: [`${server.url}/api/sparql`], settings: { RATE_LIMIT_MAX: 0, DATA_MAX_CELLS: 6 } });
  });
  afterAll(async () => {
    await remote?.close();
    await server?.close();
    endpoint?.closeAllConnections();
    await new Promise((resolve) => endpoint?.close(resolve));
  });

  const ask = async (query: string, variables: object, client = '198.51.100.10') => {
    const response = await fetch(`${server.url}/api/data/${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'en', ...variables }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  };

  it('refuses a request that names a cube more than once', async () => {
    for (const query of ['dataCubesObservations', 'dataCubesComponents', 'dataCubesMetadata']) {
      const answer = await ask(query, { cubeFilters: Array.from({ length: 20 }, () => ({ iri: AIR })) });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        `Invalid variables for ${query}: cubeFilters: names the cube ${AIR} more than once: name each cube once, with all its components and filters`,
      );
    }
  });

  it('answers a request within the limits', async () => {
    const answer = await ask('dataCubesObservations', {
      cubeFilters: [{ iri: AIR, componentIds: [id('no2')], filters: { [id('year')]: { type: 'single', value: '2020' } } }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.dataCubesObservations.data).toHaveLength(2);
  });

  it('refuses observations past DATA_MAX_CELLS with 413, saying how many and what to do', async () => {
    const answer = await ask('dataCubesObservations', { cubeFilters: [{ iri: AIR }] });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      data: null,
      message:
        'The request asks for 28 cells (4 observations × their components); at most 12 per request (DATA_MAX_CELLS): ask for fewer components or filter the observations',
    });
  });

  it('refuses with 413 by a count, before asking an endpoint for them, observations past what the limits admit; asks for one past them otherwise', async () => {
    const requests = recordSparqlRequests();
    const post = (componentIds: string[]) =>
      remote.post('/api/data/dataCubesObservations', {
        sourceType: 'sparql',
        sourceUrl: `${server.url}/api/sparql`,
        locale: 'en',
        format: 'columns',
        cubeFilters: [{ iri: AIR, componentIds }],
      });
    // The observations query and its count: those cut by a LIMIT at their end.
    const observationsQueries = () => requests.queries().filter((q) => /\nLIMIT \d+( } })?$/.test(q));
    try {
      // Two components: at most 3 observations of 6 cells; the components allow 4 (2 years × 2 stations), which the count finds.
      const refused = await post([id('no2'), id('year')]);
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe(
        'More than 3 observations of 2 components match, past the 6 cells (DATA_MAX_CELLS) a request may have: ask for fewer components or filter the observations',
      );
      expect(observationsQueries()).toEqual([expect.stringMatching(/^[^]*SELECT \(COUNT\(\*\) AS \?rows\)[^]*\nLIMIT 4 } }$/)]);
      // One component: 6 admitted, no more than the components allow; the query asks for 7 and gets the cube's 4.
      const answered = await post([id('no2')]);
      expect(answered.status).toBe(200);
      expect(answered.body.data.dataCubesObservations.data.length).toBe(4);
      expect(observationsQueries().slice(1)).toEqual([expect.stringMatching(/\nLIMIT 7$/)]);
    } finally {
      requests.restore();
    }
  });

  it("refuses with 413 an observations query whose answer is longer than the endpoint's SPARQL_MAX_BYTES; other queries are answered", async () => {
    // The importer's municipal cube over two centuries: 1,000 observations, whose SPARQL answer passes 150 kB; the components' queries stay under it.
    const dir = mkdtempSync(join(tmpdir(), 'long-answer-'));
    copyFileSync(join(MUNICIPAL, 'description.json'), join(dir, 'description.json'));
    const municipalities = ['bern,BE', 'thun,BE', 'biel,BE', 'zurich,ZH', 'winterthur,ZH'];
    const rows = Array.from({ length: 200 }, (_, i) => municipalities.map((m) => `${1820 + i},${m},${1000 + i},${i % 50}.5`));
    writeFileSync(join(dir, 'rows.csv'), `year,municipality,canton,population,share\n${rows.flat().join('\n')}\n`);
    const file = join(dir, 'municipal.ttl');
    writeFileSync(file, importDescriptionFile(join(dir, 'description.json')).turtle);
    const store = await startServer({ files: [file] });
    const sourceUrl = `${store.url}/api/sparql`;
    const asking = await startServer({ endpoints: [sourceUrl], settings: { RATE_LIMIT_MAX: 0, SPARQL_MAX_BYTES: 150_000 } });
    const requests = recordSparqlRequests();
    try {
      const ask = (name: string, componentIds?: string[]) =>
        asking.post(`/api/data/${name}`, {
          sourceType: 'sparql',
          sourceUrl,
          locale: 'en',
          format: 'columns',
          cubeFilters: [{ iri: MUNICIPAL_CUBE, componentIds }],
        });
      const components = await ask('dataCubesComponents');
      expect(components.status).toBe(200);
      const population: string = components.body.data.dataCubesComponents.measures.find((m: { id: string }) => m.id.endsWith('population')).id;
      requests.take();
      const refused = await ask('dataCubesObservations');
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe(
        "The endpoint's answer to these observations is larger than 146 kB (SPARQL_MAX_BYTES): ask for fewer components or filter the observations",
      );
      // Told by the count of its rows and bound cells: 1,000 rows of five cells cannot be written in 146 kB. The rows are never asked for.
      const observationsQueries = () => requests.queries().filter((q) => /\nLIMIT \d+( } })?$/.test(q));
      expect(observationsQueries()).toEqual([expect.stringMatching(/^[^]*SELECT \(COUNT\(\*\) AS \?rows\) \(COUNT\(\?c0\) AS \?b0\)[^]*\nLIMIT \d+ } }$/)]);
      // One measure's 1,000 numbers may fit: they are asked for, and answered.
      const numbers = await ask('dataCubesObservations', [population]);
      expect(numbers.status).toBe(200);
      expect(numbers.body.data.dataCubesObservations.data.length).toBe(1000);
    } finally {
      requests.restore();
      await asking.close();
      await store.close();
    }
  });

  it('refuses an answer past DATA_MAX_ANSWER_BYTES in the row form, and gives it in the column form', async () => {
    const cubeFilters = [{ iri: AIR, componentIds: [id('no2'), id('year')] }];
    const rows = await ask('dataCubesObservations', { cubeFilters });
    expect(rows.status).toBe(413);
    expect(rows.body.message).toMatch(
      /^The answer would be about \d+ bytes; at most 500 bytes per request \(DATA_MAX_ANSWER_BYTES\): ask with format: 'columns' \(about a tenth of the size\), fewer components or filters$/,
    );
    const columns = await ask('dataCubesObservations', { cubeFilters, format: 'columns' });
    expect(columns.status).toBe(200);
    expect(columns.body.data.dataCubesObservations.data.length).toBe(4);
  });

  it('builds one answer of a client at a time: its next is refused with 429 and Retry-After, others are served', async () => {
    const client = '198.51.100.20';
    const cached = { cubeFilters: [{ iri: AIR, componentIds: [id('no2')] }], format: 'columns' };
    expect((await ask('dataCubesObservations', cached, client)).status).toBe(200);
    // The client's first request waits on the remote endpoint, which holds its query.
    const reached = new Promise<void>((resolve) => (heldOne = resolve));
    const first = ask('dataCubesMetadata', { sourceUrl: endpointUrl, cubeFilters: [{ iri: 'https://example.org/held' }] }, client);
    await reached;
    const second = await ask('dataCubesObservations', { cubeFilters: [{ iri: AIR, componentIds: [id('year')] }], format: 'columns' }, client);
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBe('1');
    expect(second.body.message).toBe(
      'Too many data requests at once from this client (at most 1 built at a time and 0 waiting: DATA_CLIENT_CONCURRENCY, DATA_CLIENT_QUEUE); send the next when one has been answered',
    );
    // An answer already made costs no slot; another client's new answer is built.
    expect((await ask('dataCubesObservations', cached, client)).status).toBe(200);
    expect((await ask('dataCubesObservations', { cubeFilters: [{ iri: AIR, componentIds: [id('year')] }], format: 'columns' }, '198.51.100.21')).status).toBe(
      200,
    );
    releaseHeld();
    expect((await first).status).not.toBe(429);
    // Its slot given back, the client's next request is built.
    expect((await ask('dataCubesObservations', { cubeFilters: [{ iri: AIR, componentIds: [id('station')] }], format: 'columns' }, client)).status).toBe(200);
  });

  it('answers requests like one being built as it is answered, taking no slot and asking the endpoint nothing more', async () => {
    /** Answers every query the endpoint holds until `settled` settles; the queries answered. */
    const answerAll = async (settled: Promise<unknown>) => {
      let answered = 0;
      let done = false;
      void settled.finally(() => (done = true));
      while (!done) {
        answered += releaseHeld();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return answered;
    };
    const metadata = (cube: string, client: string) => ask('dataCubesMetadata', { sourceUrl: endpointUrl, cubeFilters: [{ iri: cube }] }, client);
    const alone = await answerAll(metadata('https://example.org/held/alone', '198.51.100.30'));
    // A client with one slot and no room to wait asks three times at once, another client once, while the first is built.
    const reached = new Promise<void>((resolve) => (heldOne = resolve));
    const first = metadata('https://example.org/held/together', '198.51.100.31');
    await reached;
    const all = Promise.all([
      first,
      ...['198.51.100.31', '198.51.100.31', '198.51.100.32'].map((client) => metadata('https://example.org/held/together', client)),
    ]);
    // Time for the three to reach the server (a refusal would come back at once), then the endpoint answers.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const together = await answerAll(all);
    const answers = await all;
    // The endpoint knows no such cube: all four get the first one's 404, none a 429.
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(together).toBe(alone);
  });
});
