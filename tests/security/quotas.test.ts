/**
 * Storage quotas through real HTTP, on PGlite and (with TEST_DATABASE_URL) on a PostgreSQL server
 * (issue 31 §2): oversized texts and configs get a 413, signed-out floods and full accounts a 429
 * that says why (Retry-After where waiting helps); a refused write leaves what was saved; a config
 * saved before the limits keeps loading. Clients are told apart by X-Forwarded-For (TRUST_PROXY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../src/server/api/accounts';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { createAgent, type Agent } from '../support/agent';
import { freshClientAddress } from '../support/client-address';
import { savedStateFixture } from '../support/fixtures';
import { startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

const drivers: [string, () => Promise<ConfigStore>][] = [['PGlite', () => openConfigStore({ dataDir: freshConfigStoreDir() })]];
if (process.env.TEST_DATABASE_URL) drivers.push(['PostgreSQL', () => openConfigStore({ databaseUrl: process.env.TEST_DATABASE_URL })]);

/** A config of short texts whose multi filter holds `n` values of ~60 bytes. */
const manyFilterValues = (n: number) => {
  const state = savedStateFixture('Many municipalities');
  const values = Object.fromEntries(Array.from({ length: n }, (_, i) => [`https://ld.admin.ch/municipality/${String(i).padStart(20, '0')}`, true as const]));
  state.chartConfigs[0].cubes[0].filters = { cube___canton: { type: 'multi', values } };
  return state;
};

const LIMITS = {
  CONFIG_MAX_BYTES: 64 * 1024,
  ANON_CONFIGS_PER_HOUR: 3,
  USER_MAX_CONFIGS: 2,
  USER_MAX_PALETTES: 2,
};

describe.each(drivers)('storage quotas on %s', (driver, open) => {
  let store: ConfigStore;
  let server: TestServer;
  /** A fresh client address per test: the per-client quota, counted in the database, starts whole. */
  const from = () => ({ 'x-forwarded-for': freshClientAddress() });
  const create = (agent: Agent, data: unknown, headers: Record<string, string>) =>
    agent.post('/api/config-create', { data, published_state: 'PUBLISHED' }, headers);

  beforeAll(async () => {
    store = await open();
    // The signed-out budget is per database: the other tests' configs of the last hour count, so it is off here but in its own test.
    server = await startServer({
      files: [],
      settings: { TRUST_PROXY: true },
      plugins: [(app) => accountRoutes(app, { store, validateData: validateSavedConfig, settings: { ...LIMITS, ANON_CONFIG_BYTES_PER_HOUR: 0 } })],
    });
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('refuses the flood config (an 800,000-character title) with a 413 naming the text, storing nothing', async () => {
    const before = (await store.anonymous.list()).length;
    const answer = await create(server.agent, savedStateFixture('x'.repeat(200_000)), from());
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      data: null,
      message: 'Config too large: chartConfigs.0.meta.title.de: must be at most 300 characters (has 200,000)',
    });
    expect((await store.anonymous.list()).length).toBe(before);
  });

  it('refuses a config over CONFIG_MAX_BYTES with a 413 and accepts one under it', async () => {
    const large = await create(server.agent, manyFilterValues(1500), from());
    expect(large.status).toBe(413);
    expect(large.body.message).toMatch(/^Config too large: [\d,]+ bytes, more than the 65,536 bytes one config may take$/);
    expect((await create(server.agent, manyFilterValues(500), from())).status).toBe(200);
  });

  it('leaves the saved config as it was when an update is too large, and keeps loading a config saved before the limits', async () => {
    const owner = server.newAgent();
    await owner.signUp(`quota owner on ${driver} ${Date.now()}`);
    const { key } = (await create(owner, savedStateFixture('Original'), {})).body.data;
    const refused = await owner.post('/api/config-update', { key, data: savedStateFixture('y'.repeat(301)), published_state: 'DRAFT' });
    expect(refused.status).toBe(413);
    expect((await owner.get(`/api/config/${key}`)).body.data).toMatchObject({ published_state: 'PUBLISHED', data: savedStateFixture('Original') });

    // Written before the limits (straight into the store): read as it is, and still changed by its owner.
    const old = await store.create({ data: manyFilterValues(2000), userId: null, publishedState: 'PUBLISHED' });
    const long = await store.create({ data: savedStateFixture('z'.repeat(10_000)), userId: null, publishedState: 'PUBLISHED' });
    expect((await server.get(`/api/config/${old.key}`)).body.data.data).toEqual(manyFilterValues(2000));
    expect((await server.get(`/api/config/${long.key}`)).body.data.data.chartConfigs[0].meta.title.en).toHaveLength(10_000);
    await owner.post('/api/config-remove', { key });
  });

  it('gives each client address ANON_CONFIGS_PER_HOUR signed-out creates, then a 429 with Retry-After', async () => {
    const client = from();
    for (let i = 0; i < 3; i++) expect((await create(server.agent, savedStateFixture(`Anonymous ${i}`), client)).status).toBe(200);
    const refused = await create(server.agent, savedStateFixture('One too many'), client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many configs created signed out: at most 3 per hour from one client\. Retry in (3[56]\d\d) s, or sign in\.$/),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address, and a signed-in author at the same address, are not held back.
    expect((await create(server.agent, savedStateFixture('Elsewhere'), from())).status).toBe(200);
    const author = server.newAgent();
    await author.signUp(`quota author on ${driver} ${Date.now()}`);
    const { key } = (await create(author, savedStateFixture('Signed in'), client)).body.data;
    await author.post('/api/config-remove', { key });
  });

  it('keeps a signed-in user to USER_MAX_CONFIGS configs and USER_MAX_PALETTES palettes until they delete one', async () => {
    const user = server.newAgent();
    await user.signUp(`full account on ${driver} ${Date.now()}`);
    const keys = [];
    for (let i = 0; i < 2; i++) keys.push((await create(user, savedStateFixture(`Mine ${i}`), {})).body.data.key);
    const refused = await create(user, savedStateFixture('Third'), {});
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have 2 configs, the most one account may keep: delete one to create another.');
    expect(refused.headers.get('retry-after')).toBeNull();
    await user.post('/api/config-remove', { key: keys[0] });
    expect((await create(user, savedStateFixture('Third'), {})).status).toBe(200);

    const palette = (name: string) => user.post('/api/user/color-palette', { name, type: 'categorical', colors: ['#228b22', '#000000'] });
    const first = (await palette('First')).body.data.paletteId;
    expect((await palette('Second')).status).toBe(200);
    const third = await palette('Third');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('You have 2 palettes, the most one account may keep: delete one to create another.');
    expect((await user.get('/api/user/color-palette')).body.data).toHaveLength(2);
    await user.request('DELETE', '/api/user/color-palette', { paletteId: first });
    expect((await palette('Third')).status).toBe(200);
  });
});

describe('the hourly budget of signed-out creates', () => {
  let store: ConfigStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await openConfigStore({ dataDir: freshConfigStoreDir() });
    // One signed-out config of the hour already; the budget holds three as the database counts them.
    await store.create({ data: savedStateFixture('Budget 0'), userId: null, publishedState: 'PUBLISHED' });
    const [{ bytes }] = await store.anonymous.list();
    server = await startServer({
      files: [],
      settings: { TRUST_PROXY: true },
      plugins: [(app) => accountRoutes(app, { store, validateData: validateSavedConfig, settings: { ANON_CONFIG_BYTES_PER_HOUR: bytes * 3 } })],
    });
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  it('is shared by all clients: past it every signed-out create gets a 429 with Retry-After, signed-in ones pass', async () => {
    const agent = createAgent(server.url);
    const statuses = [];
    for (let i = 1; i <= 3; i++) {
      const answer = await agent.post('/api/config-create', { data: savedStateFixture(`Budget ${i}`) }, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.message).toMatch(
          /^Too many configs created signed out: at most [\d,]+ bytes of them per hour from all clients together\. Retry in \d+ s, or sign in\.$/,
        );
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3500);
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    const author = createAgent(server.url);
    await author.signUp('Budget author');
    expect((await author.post('/api/config-create', { data: savedStateFixture('Signed in') })).status).toBe(200);
  });
});
