/**
 * Accounts through real HTTP, on PGlite and (with TEST_DATABASE_URL) on a PostgreSQL server:
 * sign-up, sign-in and sign-out; sessions that expire; CSRF tokens on every state-changing call;
 * configs owned by the user of the session and changed by no one else; custom palettes; and a
 * password that is neither stored nor logged.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../src/server/api/accounts';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { createAgent, TEST_PASSWORD, type Agent } from '../support/agent';
import { savedStateFixture } from '../support/fixtures';
import { startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

const drivers: [string, () => Promise<ConfigStore>][] = [['PGlite', () => openConfigStore({ dataDir: freshConfigStoreDir() })]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', () => openConfigStore({ databaseUrl: process.env.TEST_DATABASE_URL })]);

/** Names unique to this run: the PostgreSQL database outlives it. */
const uniqueName = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;
const SESSION_TTL_MS = 1500;

describe.each(drivers)('accounts on %s', (_driver, open) => {
  let store: ConfigStore;
  let server: TestServer;
  const log: string[] = [];

  beforeAll(async () => {
    store = await open();
    server = await startServer({
      files: [],
      plugins: [(app) => accountRoutes(app, { store, validateData: validateSavedConfig, settings: { SESSION_TTL_MS, SIGN_IN_RATE_MAX: 0 } })],
      // Every request logged, at the most detailed level: the password must appear in none.
      logLevel: 'trace',
      logStream: new Writable({
        write(chunk, _encoding, done) {
          log.push(String(chunk));
          done();
        },
      }),
      // Every agent comes from one address: the sign-in limit is tested on a server of its own below.
      settings: { RATE_LIMIT_MAX: 0 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const signedUp = async (name: string) => {
    const agent = server.newAgent();
    const answer = await agent.signUp(uniqueName(name));
    expect(answer.status).toBe(200);
    return { agent, user: answer.body.data.user as { id: number; name: string } };
  };
  const create = (agent: Agent, published_state = 'PUBLISHED', title = 'Forest area') =>
    agent.post('/api/config-create', { data: savedStateFixture(title), published_state });

  it('signs up, answers the session with the user and a CSRF token, signs out and in again', async () => {
    const agent = server.newAgent();
    const name = uniqueName('Ada Lovelace');
    expect((await agent.get('/api/auth/session')).body.data).toMatchObject({ user: null, csrfToken: expect.any(String), oidc: false });
    const up = await agent.signUp(name);
    expect(up.body).toMatchObject({ success: true, data: { user: { id: expect.any(Number), name } } });
    const cookie = up.headers.getSetCookie().find((c) => c.startsWith('cubeviz_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await agent.get('/api/auth/session')).body.data.user).toEqual(up.body.data.user);

    expect((await agent.signOut()).status).toBe(200);
    expect((await agent.get('/api/auth/session')).body.data.user).toBeNull();
    // Names differ in case only: one account.
    expect((await agent.signIn(name.toUpperCase())).body.data.user).toEqual(up.body.data.user);
    expect((await agent.get('/api/auth/session')).body.data.user).toEqual(up.body.data.user);
  });

  it('refuses a taken name, a wrong password and bad input with a 4xx and a message', async () => {
    const { user } = await signedUp('Grace Hopper');
    const agent = server.newAgent();
    expect(await agent.signUp(user.name.toLowerCase())).toMatchObject({ status: 409, body: { success: false, message: /name is taken/ } });
    expect(await agent.signIn(user.name, 'not the password')).toMatchObject({ status: 401, body: { message: 'Wrong name or password' } });
    expect(await agent.signIn(uniqueName('nobody'))).toMatchObject({ status: 401, body: { message: 'Wrong name or password' } });
    expect(await agent.signUp('x')).toMatchObject({ status: 400, body: { message: /name: must be at least 2 characters/ } });
    expect(await agent.signUp(uniqueName('short'), 'short')).toMatchObject({ status: 400, body: { message: /password: must be at least 8/ } });
    expect(await agent.post('/api/auth/sign-in', { name: ['array'], password: 42 })).toMatchObject({ status: 400 });
    expect(await agent.post('/api/auth/sign-in', '{"name":')).toMatchObject({ status: 400 });
  });

  it('refuses every state-changing call without a valid CSRF token (403 with a message)', async () => {
    const { agent } = await signedUp('Csrf');
    const { cookie } = await agent.credentials();
    const { key } = (await create(agent)).body.data;
    const calls: [string, string, unknown][] = [
      ['POST', '/api/config-create', { data: savedStateFixture(), published_state: 'DRAFT' }],
      ['POST', '/api/config-update', { key, data: savedStateFixture('Changed'), published_state: 'DRAFT' }],
      ['POST', '/api/config-remove', { key }],
      ['POST', '/api/auth/sign-in', { name: 'Csrf', password: TEST_PASSWORD }],
      ['POST', '/api/auth/sign-up', { name: uniqueName('Csrf'), password: TEST_PASSWORD }],
      ['POST', '/api/auth/sign-out', {}],
      ['POST', '/api/user/color-palette', { name: 'P', type: 'categorical', colors: ['#000000'] }],
      ['PUT', '/api/user/color-palette', { paletteId: randomUUID(), name: 'P', type: 'categorical', colors: ['#000000'] }],
      ['DELETE', '/api/user/color-palette', { paletteId: randomUUID() }],
    ];
    const other = createAgent(server.url);
    const othersToken = (await other.credentials())['x-csrf-token'];
    for (const [method, path, body] of calls) {
      for (const headers of [{ cookie }, { cookie, 'x-csrf-token': 'forged' }, { cookie, 'x-csrf-token': othersToken }] as Record<string, string>[]) {
        const answer = await fetch(server.url + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
        expect({ path, status: answer.status, body: await answer.json() }).toMatchObject({
          path,
          status: 403,
          body: { success: false, message: /CSRF token/ },
        });
      }
    }
    // Nothing was changed: the config is still there, as it was.
    expect((await agent.get(`/api/config/${key}`)).body.data.data.chartConfigs[0].meta.title.de).toBe('Forest area');
    expect((await agent.get('/api/auth/session')).body.data.user).not.toBeNull();
  });

  it('takes the owner from the session, never from the request', async () => {
    const { agent } = await signedUp('Owner');
    const other = await signedUp('Other');
    const own = await agent.post('/api/config-create', { data: savedStateFixture(), user_id: other.user.id, published_state: 'DRAFT' });
    expect((await agent.get(`/api/config/${own.body.data.key}`)).body.data.isOwner).toBe(true);
    expect((await other.agent.get(`/api/config/${own.body.data.key}`)).status).toBe(404);
    const anonymous = await server.newAgent().post('/api/config-create', { data: savedStateFixture(), user_id: other.user.id });
    expect(anonymous.status).toBe(200);
    expect((await agent.get(`/api/config/${anonymous.body.data.key}`)).body.data.isOwner).toBe(false);
  });

  it('lets only the owner update or remove a config (403 with a message), and loses nothing refused', async () => {
    const { agent: owner } = await signedUp('Author');
    const { agent: other } = await signedUp('Reader');
    const visitor = server.newAgent();
    const { key } = (await create(owner, 'PUBLISHED', 'Original')).body.data;
    const change = { key, data: savedStateFixture('Overwritten'), published_state: 'PUBLISHED' };

    for (const [who, message] of [
      [other, /Only the owner of this chart may change or delete it/],
      [visitor, /Sign in as the owner/],
    ] as const) {
      expect(await who.post('/api/config-update', change)).toMatchObject({ status: 403, body: { success: false, message } });
      expect(await who.post('/api/config-remove', { key })).toMatchObject({ status: 403, body: { success: false, message } });
      // Anyone may still read it.
      expect((await who.get(`/api/config/${key}`)).body.data.data.chartConfigs[0].meta.title.de).toBe('Original');
    }
    const updated = await owner.post('/api/config-update', change);
    expect(updated.body).toMatchObject({ success: true, data: { key, published_state: 'PUBLISHED' } });
    expect((await other.get(`/api/config/${key}`)).body.data.data.chartConfigs[0].meta.title.de).toBe('Overwritten');
    expect((await owner.post('/api/config-remove', { key })).status).toBe(200);
    expect((await owner.get(`/api/config/${key}`)).status).toBe(404);
  });

  it('never changes a config created signed out in place', async () => {
    const visitor = server.newAgent();
    const { key } = (await create(visitor)).body.data;
    const { agent: user } = await signedUp('Later');
    for (const who of [visitor, user]) {
      const refused = await who.post('/api/config-update', { key, data: savedStateFixture('Changed'), published_state: 'PUBLISHED' });
      expect(refused).toMatchObject({ status: 403, body: { message: /published without an account.*Publish it again to create a new chart/ } });
      expect((await who.post('/api/config-remove', { key })).status).toBe(403);
    }
    expect((await visitor.get(`/api/config/${key}`)).status).toBe(200);
  });

  it("lists the signed-in user's configs, the last changed first, with titles, types and view counts", async () => {
    const { agent } = await signedUp('Lister');
    const first = (await create(agent, 'DRAFT', 'First')).body.data.key;
    const second = (await create(agent, 'PUBLISHED', 'Second')).body.data.key;
    await agent.get(`/api/config/view?id=${second}`);
    await create(server.newAgent(), 'PUBLISHED', 'Not mine');
    await create((await signedUp('Someone else')).agent, 'PUBLISHED', 'Not mine either');
    const list = (await agent.get('/api/config/list')).body.data;
    expect(list).toEqual([
      expect.objectContaining({
        key: second,
        published_state: 'PUBLISHED',
        viewCount: 1,
        chartTypes: ['column'],
        title: expect.objectContaining({ de: 'Second' }),
      }),
      expect.objectContaining({ key: first, published_state: 'DRAFT', viewCount: 0, title: expect.objectContaining({ de: 'First' }) }),
    ]);
    expect(await server.newAgent().get('/api/config/list')).toMatchObject({ status: 401, body: { success: false, message: 'Sign in required' } });
  });

  it('ends a session at its expiry', async () => {
    const { agent, user } = await signedUp('Expiring');
    const { key } = (await create(agent, 'DRAFT')).body.data;
    expect((await agent.get('/api/auth/session')).body.data.user).toEqual(user);
    await new Promise((resolve) => setTimeout(resolve, SESSION_TTL_MS + 200));
    expect((await agent.get('/api/auth/session')).body.data.user).toBeNull();
    expect((await agent.post('/api/config-update', { key, data: savedStateFixture(), published_state: 'DRAFT' })).status).toBe(403);
    expect((await agent.get('/api/config/list')).status).toBe(401);
    await agent.signIn(user.name);
    expect((await agent.post('/api/config-update', { key, data: savedStateFixture(), published_state: 'PUBLISHED' })).status).toBe(200);
  });

  it('keeps custom palettes per user: create, list, update, delete; a taken name is "title unavailable" and nothing is saved', async () => {
    const { agent } = await signedUp('Painter');
    const { agent: other } = await signedUp('Other painter');
    const created = await agent.post('/api/user/color-palette', { name: 'Forest', type: 'categorical', colors: ['#228b22', '#000000'] });
    expect(created.body).toMatchObject({
      success: true,
      data: { paletteId: expect.any(String), name: 'Forest', type: 'categorical', colors: ['#228b22', '#000000'] },
    });
    const { paletteId } = created.body.data;
    expect(await agent.post('/api/user/color-palette', { name: ' forest ', type: 'sequential', colors: ['#ffffff'] })).toMatchObject({
      status: 409,
      body: { message: 'title unavailable' },
    });
    expect((await agent.get('/api/user/color-palette')).body.data).toHaveLength(1);
    // Another user's palettes are their own: the same name is free there, and this one is out of reach.
    expect((await other.post('/api/user/color-palette', { name: 'Forest', type: 'diverging', colors: ['#ff0000', '#ffffff', '#0000ff'] })).status).toBe(200);
    expect((await other.request('PUT', '/api/user/color-palette', { paletteId, name: 'Mine', type: 'categorical', colors: ['#000000'] })).status).toBe(404);
    expect((await other.request('DELETE', '/api/user/color-palette', { paletteId })).status).toBe(404);

    const second = (await agent.post('/api/user/color-palette', { name: 'Sea', type: 'sequential', colors: ['#0000ff'] })).body.data;
    expect(await agent.request('PUT', '/api/user/color-palette', { ...second, name: 'FOREST' })).toMatchObject({
      status: 409,
      body: { message: 'title unavailable' },
    });
    expect(await agent.request('PUT', '/api/user/color-palette', { ...second, name: 'Deep sea', colors: ['#000080', '#0000ff'] })).toMatchObject({
      status: 200,
      body: { data: { name: 'Deep sea' } },
    });
    expect((await agent.request('DELETE', '/api/user/color-palette', { paletteId })).status).toBe(200);
    expect((await agent.get('/api/user/color-palette')).body.data).toEqual([{ ...second, name: 'Deep sea', colors: ['#000080', '#0000ff'] }]);
  });

  it.each([
    ['no name', { name: '', type: 'categorical', colors: ['#000000'] }, /name: must not be empty/],
    ['no colours', { name: 'Empty', type: 'sequential', colors: [] }, /colors: must hold at least one colour/],
    ['27 categorical colours', { name: 'Many', type: 'categorical', colors: Array(27).fill('#000000') }, /at most 26 colours/],
    ['4 diverging colours', { name: 'Four', type: 'diverging', colors: Array(4).fill('#000000') }, /at most 3 colours/],
    ['a colour that is none', { name: 'Odd', type: 'categorical', colors: ['red'] }, /colors.0: must be a colour/],
    ['an unknown type', { name: 'Odd', type: 'rainbow', colors: ['#000000'] }, /type/],
  ])('refuses a palette with %s', async (_what, body, message) => {
    const { agent } = await signedUp('Refused painter');
    expect(await agent.post('/api/user/color-palette', body)).toMatchObject({ status: 400, body: { success: false, message } });
    expect((await agent.get('/api/user/color-palette')).body.data).toEqual([]);
  });

  it('offers palettes to signed-in users only', async () => {
    const visitor = server.newAgent();
    expect(await visitor.get('/api/user/color-palette')).toMatchObject({ status: 401, body: { message: 'Sign in required' } });
    expect(await visitor.post('/api/user/color-palette', { name: 'P', type: 'categorical', colors: ['#000000'] })).toMatchObject({ status: 401 });
  });

  it('limits sign-in and sign-up attempts per client, together', async () => {
    const limited = await startServer({
      files: [],
      plugins: [(app) => accountRoutes(app, { store, validateData: validateSavedConfig, settings: { SIGN_IN_RATE_MAX: 5 } })],
    });
    try {
      const name = uniqueName('Guarded');
      expect((await limited.agent.signUp(name)).status).toBe(200);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.agent.signIn(name, 'guessing wrong')).status);
      // The sign-up spent one attempt of the five: sign-in and sign-up share the budget.
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      expect((await limited.agent.signIn(name)).body).toMatchObject({
        success: false,
        message: /Too many sign-in attempts from this address\. Retry in \d+ s/,
      });
    } finally {
      await limited.close();
    }
  });

  it('neither stores nor logs a password in clear', async () => {
    const password = `secret ${randomUUID()}`;
    const agent = server.newAgent();
    const name = uniqueName('Careful');
    expect((await agent.signUp(name, password)).status).toBe(200);
    expect((await agent.signIn(name, password)).status).toBe(200);
    expect((await agent.signIn(name, `${password} wrong`)).status).toBe(401);
    const stored = await store.accounts.findLocalUser(name.toLowerCase());
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.passwordHash).not.toContain(password);
    expect(log.length).toBeGreaterThan(0);
    expect(log.join('\n')).toContain('/api/auth/sign-in');
    expect(log.join('\n')).not.toContain(password);
    expect(log.join('\n')).not.toContain(password.split(' ')[1]);
  });
});
