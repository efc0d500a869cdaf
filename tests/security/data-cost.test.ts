/**
 * No data request costs much more than its answer, through real HTTP (issue 31, 1): a request
 * naming a cube twice is refused; observations past DATA_MAX_CELLS or DATA_MAX_ANSWER_BYTES are
 * refused with 413 and a message naming the limit; a client has DATA_CLIENT_CONCURRENCY answers
 * built at once (DATA_CLIENT_QUEUE waiting), past those 429 with Retry-After, while other clients
 * and cached answers are served. Concurrency without timing: the remote endpoint holds every query
 * until the test releases it. Clients are named by X-Forwarded-For (TRUST_PROXY=true).
 */
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

const AIR = 'https://example.org/cube/air/1';
const id = (path: string) => `${AIR}___https://example.org/air/${path}`;
const FIXTURE = new URL('../fixtures/air-quality-cube.ttl', import.meta.url).pathname;

describe('what one data request may cost', () => {
  let server: TestServer;
  let endpoint: Server;
  let endpointUrl = '';
  /** Queries the endpoint holds, unanswered until released. */
  const held: ServerResponse[] = [];
  let heldOne: () => void = () => {};

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
  });
  afterAll(async () => {
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
    for (const response of held.splice(0))
      response.writeHead(200, { 'content-type': 'application/sparql-results+json' }).end('{"head":{"vars":[]},"results":{"bindings":[]}}');
    expect((await first).status).not.toBe(429);
    // Its slot given back, the client's next request is built.
    expect((await ask('dataCubesObservations', { cubeFilters: [{ iri: AIR, componentIds: [id('station')] }], format: 'columns' }, client)).status).toBe(200);
  });
});
