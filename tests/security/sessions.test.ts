/**
 * Drafts, owners and sessions through real HTTP (issue 31 §6 and §7): a draft answers its owner
 * only (the API and its page); no answer names a config's owner; a visitor's views of a key count
 * once; the CSRF secret is new after a sign-in, a sign-up and a sign-out; sign-in and sign-up
 * share one budget; the view page is not framable by other sites, the embed page is; a body that
 * trickles is cut off with a 408; a JSON body with a prototype key is refused with a message
 * that says so. Clients are told apart by X-Forwarded-For (TRUST_PROXY).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../src/server/api/accounts';
import { PROTOTYPE_KEY } from '../../src/server/json-body';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { viewPageRoutes } from '../../src/server/view-pages';
import { WEB_ROOT } from '../../src/server/web';
import type { Agent } from '../support/agent';
import { savedStateFixture } from '../support/fixtures';
import { startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

const REQUEST_TIMEOUT_MS = 1_000;
const SIGN_IN_RATE_MAX = 4;

let server: TestServer;
let store: ConfigStore;
/** A fresh client address per use: budgets and view counts start whole. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });
let names = 0;
const uniqueName = (name: string) => `${name} ${Date.now()} ${++names}`;

beforeAll(async () => {
  store = await openConfigStore({ dataDir: freshConfigStoreDir() });
  server = await startServer({
    files: [],
    webRoot: WEB_ROOT,
    settings: { TRUST_PROXY: true, REQUEST_TIMEOUT_MS },
    plugins: [
      async (app) => {
        const { mayRead } = await accountRoutes(app, { store, validateData: validateSavedConfig, settings: { SIGN_IN_RATE_MAX } });
        viewPageRoutes(app, { store, validateData: validateSavedConfig, webRoot: WEB_ROOT, mayRead });
      },
    ],
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await store?.close();
});

/** A signed-up user's agent, from an address of its own (the sign-in budget is per address). */
const signedUp = async (name: string) => {
  const agent = server.newAgent();
  const answer = await agent.post('/api/auth/sign-up', { name: uniqueName(name), password: 'correct horse battery staple' }, from());
  expect(answer.status).toBe(200);
  return { agent, id: answer.body.data.user.id as number };
};
const create = async (agent: Agent, published_state: 'DRAFT' | 'PUBLISHED') => {
  const answer = await agent.post('/api/config-create', { data: savedStateFixture('Private chart'), published_state }, from());
  expect(answer.status).toBe(200);
  return answer.body.data.key as string;
};

describe('drafts and owners', () => {
  it("answers a draft to its owner only: others and signed-out visitors get a 404, from the API and the draft's page", async () => {
    const owner = await signedUp('Draft owner');
    const other = await signedUp('Curious');
    const visitor = server.newAgent();
    const key = await create(owner.agent, 'DRAFT');
    expect((await owner.agent.get(`/api/config/${key}`)).body.data).toMatchObject({ key, isOwner: true, published_state: 'DRAFT' });
    for (const agent of [other.agent, visitor]) {
      expect(await agent.get(`/api/config/${key}`)).toMatchObject({ status: 404, body: { success: false, message: 'Config not found' } });
      expect((await agent.get(`/api/config/view?id=${key}`)).status).toBe(404);
      expect((await agent.get(`/en/v/${key}`)).status).toBe(404);
    }
    expect((await owner.agent.get(`/en/v/${key}`)).status).toBe(200);
    // Its embed page is no one's: a draft is not embedded as if published.
    expect((await owner.agent.get(`/en/embed/${key}`)).status).toBe(404);
  });

  it('reads a draft saved signed out by its key: it has no owner to ask for', async () => {
    const key = await create(server.newAgent(), 'DRAFT');
    expect((await server.newAgent().get(`/api/config/${key}`)).body.data).toMatchObject({ key, isOwner: false, published_state: 'DRAFT' });
  });

  it("names no owner in a config's answers, only whether the reader is it", async () => {
    const owner = await signedUp('Publisher');
    const key = await create(owner.agent, 'PUBLISHED');
    const own = await owner.agent.get(`/api/config/${key}`);
    const others = await server.newAgent().get(`/api/config/${key}`);
    expect(own.body.data.isOwner).toBe(true);
    expect(others.body.data.isOwner).toBe(false);
    const updated = await owner.agent.post('/api/config-update', { key, data: savedStateFixture('Changed'), published_state: 'PUBLISHED' }, from());
    for (const answer of [own, others, updated]) {
      expect(answer.body.data).not.toHaveProperty('user_id');
      expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`"\\w*(?:user|owner)\\w*":${owner.id}\\b`, 'i'));
    }
  });

  it("counts a visitor's views of a key once per window, each visitor's", async () => {
    const key = await create(server.newAgent(), 'PUBLISHED');
    const view = (headers: Record<string, string>) => server.agent.request('GET', `/api/config/view?id=${key}`, undefined, headers);
    const first = from();
    const counts = [];
    for (let i = 0; i < 5; i++) counts.push((await view(first)).body.data.viewCount);
    counts.push((await view(from())).body.data.viewCount);
    expect(counts).toEqual([1, 1, 1, 1, 1, 2]);
  });
});

describe('sessions', () => {
  /** The CSRF secret cookie and a state-changing call with a token, as the agent's browser (its cookies now). */
  const secret = (agent: Agent) => agent.cookies.get('_csrf');
  const paletteWith = async (agent: Agent, token: string) =>
    (await agent.request('POST', '/api/user/color-palette', { name: uniqueName('P'), type: 'categorical', colors: ['#000000'] }, { 'x-csrf-token': token }))
      .status;

  it('gives the browser a new CSRF secret at sign-up, sign-in and sign-out: a token from before passes no check', async () => {
    const agent = server.newAgent();
    const before = (await agent.credentials())['x-csrf-token'];
    const beforeSecret = secret(agent);
    const name = uniqueName('Rotating');
    const signUp = await agent.post('/api/auth/sign-up', { name, password: 'correct horse battery staple' }, from());
    expect(signUp.status).toBe(200);
    expect(secret(agent)).not.toBe(beforeSecret);
    expect(await paletteWith(agent, before)).toBe(403);
    expect(await paletteWith(agent, signUp.body.data.csrfToken)).toBe(200);

    const signedIn = signUp.body.data.csrfToken as string;
    const signOut = await agent.post('/api/auth/sign-out', {}, from());
    expect(signOut.status).toBe(200);
    expect(await agent.request('POST', '/api/config-create', { data: savedStateFixture() }, { 'x-csrf-token': signedIn, ...from() })).toMatchObject({
      status: 403,
      body: { message: /CSRF token/ },
    });

    const signedOut = signOut.body.data.csrfToken as string;
    const signIn = await agent.post('/api/auth/sign-in', { name, password: 'correct horse battery staple' }, from());
    expect(signIn.status).toBe(200);
    expect(await paletteWith(agent, signedOut)).toBe(403);
    expect(await paletteWith(agent, signIn.body.data.csrfToken)).toBe(200);
  });

  it('lets sign-in and sign-up of one address share one budget (SIGN_IN_RATE_MAX a minute), then 429 with Retry-After', async () => {
    const client = from();
    const agent = server.newAgent();
    const name = uniqueName('Budget');
    const signUp = (n: string) => agent.post('/api/auth/sign-up', { name: n, password: 'correct horse battery staple' }, client);
    const signIn = () => agent.post('/api/auth/sign-in', { name, password: 'guessing wrong' }, client);
    const statuses = [(await signUp(name)).status, (await signIn()).status, (await signUp(uniqueName('Second'))).status, (await signIn()).status];
    expect(statuses).toEqual([200, 401, 200, 401]);
    const refused = [await signIn(), await signUp(uniqueName('Third'))];
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 429, body: { success: false, message: /Too many sign-in attempts from this address\. Retry in \d+ s/ } });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('keeps the view page out of other sites’ frames; the embed page, without account controls, may be framed', async () => {
    const key = await create(server.newAgent(), 'PUBLISHED');
    for (const locale of ['', '/en']) {
      const view = await fetch(`${server.url}${locale}/v/${key}`);
      expect(view.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(view.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    const embed = await fetch(`${server.url}/en/embed/${key}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toMatch(/frame-ancestors \*(;|$)/);
    expect(embed.headers.get('x-frame-options')).toBeNull();
  });
});

describe('request bodies', () => {
  it('cuts off a body that trickles in: 408 and the connection closed, long before the body could arrive', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    socket.write('POST /api/config-create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"data":');
    // A byte every 100 ms: 10,000 bytes would take 1,000 s.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const upperBound = new Promise<number>((resolve) => setTimeout(() => resolve(-1), REQUEST_TIMEOUT_MS * 6));
    const end = await Promise.race([closed, upperBound]);
    clearInterval(trickle);
    socket.destroy();
    expect(end, 'the server kept the connection open').toBeGreaterThan(0);
    expect(end - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('The request took too long to arrive');
  });

  it.each([
    ['a __proto__ key', '{"__proto__":{"polluted":"yes"},"data":{}}'],
    ['a nested __proto__ key', '{"data":{"layout":{"__proto__":{"polluted":"yes"}}}}'],
    ['an escaped __proto__ key', '{"data":{"\\u005f_proto__":{"polluted":"yes"}}}'],
    ['a constructor key holding prototype', '{"data":{"constructor":{"prototype":{"polluted":"yes"}}}}'],
  ])('refuses a JSON body with %s with a 400 that says so', async (_what, body) => {
    const answer = await server.agent.request('POST', '/api/config-create', body, { 'content-type': 'application/json', ...from() });
    expect(answer).toMatchObject({ status: 400, body: { success: false, data: null, message: PROTOTYPE_KEY } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('still takes a "constructor" or "prototype" text and answers malformed JSON as such', async () => {
    const malformed = await server.agent.request('POST', '/api/config-create', '{"data":', { 'content-type': 'application/json', ...from() });
    expect(malformed).toMatchObject({ status: 400, body: { message: /not valid JSON/ } });
    const data = savedStateFixture('constructor prototype __proto__');
    expect((await server.agent.post('/api/config-create', { data, published_state: 'PUBLISHED' }, from())).status).toBe(200);
  });
});
