/**
 * Saved configs through real HTTP, on PGlite and (with TEST_DATABASE_URL) on a PostgreSQL server:
 * the same calls, the same answers, nothing lost by a failed write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../src/server/api/accounts';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { startServer, type TestServer } from '../support/server';
import { savedStateFixture } from '../support/fixtures';
import { freshConfigStoreDir } from '../support/config-store-template';

const drivers: [string, () => Promise<ConfigStore>][] = [['PGlite', () => openConfigStore({ dataDir: freshConfigStoreDir() })]];
if (process.env.TEST_DATABASE_URL) {
  drivers.push(['PostgreSQL', () => openConfigStore({ databaseUrl: process.env.TEST_DATABASE_URL })]);
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL storage tests are skipped (eval "$(bash .ci/postgres.sh)" starts a server)');
}

describe.each(drivers)('saved configs on %s', (_driver, open) => {
  let store: ConfigStore;
  let server: TestServer;

  beforeAll(async () => {
    store = await open();
    server = await startServer({ files: [], plugins: [(app) => accountRoutes(app, { store, validateData: validateSavedConfig })] });
    // Configs are updated and removed by their owner.
    expect((await server.agent.signUp(`author on ${_driver} ${Date.now()}`)).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const create = (data: unknown, published_state = 'PUBLISHED') => server.post('/api/config-create', { data, published_state });

  it('creates, reads, counts views, updates and removes a config', async () => {
    const state = savedStateFixture();
    const created = await create(state);
    expect(created.status).toBe(200);
    const { key } = created.body.data;
    expect(key).toMatch(/^[A-Za-z0-9]{12}$/);

    const read = await server.get(`/api/config/${key}`);
    expect(read.body).toMatchObject({ success: true, data: { key, isOwner: true, published_state: 'PUBLISHED', data: state, viewCount: 0 } });
    expect(read.body.data).not.toHaveProperty('user_id');

    // A visitor's views count once per window.
    expect((await server.get(`/api/config/view?id=${key}`)).body.data.viewCount).toBe(1);
    expect((await server.get(`/api/config/view?id=${key}`)).body.data.viewCount).toBe(1);

    const changed = savedStateFixture('Neuer Titel');
    const updated = await server.post('/api/config-update', { key, data: changed, published_state: 'DRAFT' });
    expect(updated.body).toMatchObject({ success: true, data: { key, isOwner: true, published_state: 'DRAFT', data: changed, viewCount: 1 } });

    expect((await server.post('/api/config-remove', { key })).body).toMatchObject({ success: true });
    const gone = await server.get(`/api/config/${key}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, message: 'Config not found' });
  });

  it('keeps drafts as drafts', async () => {
    const { key } = (await create(savedStateFixture(), 'DRAFT')).body.data;
    expect((await server.get(`/api/config/${key}`)).body.data.published_state).toBe('DRAFT');
  });

  it.each([
    ['malformed JSON', '/api/config-create', '{"data":', 400, /JSON/i],
    ['a missing config', '/api/config-create', { published_state: 'DRAFT' }, 400, /data: is required/],
    ['an invalid published_state', '/api/config-create', { data: savedStateFixture(), published_state: 'LIVE' }, 400, /published_state/],
    [
      'a config that fails the schema',
      '/api/config-create',
      { data: { version: '5.0.0', chartConfigs: 'none' } },
      400,
      /Invalid config \(version 5\.0\.0\): .*chartConfigs/,
    ],
    [
      'a key of the wrong length',
      '/api/config-update',
      { key: 'short', data: savedStateFixture(), published_state: 'DRAFT' },
      400,
      /key: must be 12 letters or digits/,
    ],
    ['an unknown key', '/api/config-update', { key: 'AAAAAAAAAAAA', data: savedStateFixture(), published_state: 'DRAFT' }, 404, /Config not found/],
    ['removing an unknown key', '/api/config-remove', { key: 'AAAAAAAAAAAA' }, 404, /Config not found/],
  ])('refuses %s', async (_what, path, body, status, message) => {
    const response = await server.post(path, body);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(message);
  });

  it('refuses a bad key in the read and view calls', async () => {
    expect((await server.get('/api/config/not-a-key')).status).toBe(400);
    expect((await server.get('/api/config/view')).status).toBe(400);
    expect((await server.get('/api/config/view?id=AAAAAAAAAAAA')).status).toBe(404);
  });

  it('leaves the stored config as it was when an update fails', async () => {
    const original = savedStateFixture('Original');
    const { key } = (await create(original)).body.data;
    // Fails validation: nothing is written.
    const invalid = await server.post('/api/config-update', { key, data: { ...original, chartConfigs: 42 }, published_state: 'DRAFT' });
    expect(invalid.status).toBe(400);
    // Text jsonb cannot hold (\u0000) is refused before the database sees it…
    const refused = await server.post('/api/config-update', { key, data: savedStateFixture('bad \u0000 title'), published_state: 'DRAFT' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: /title.de: must be well-formed text/ });
    // …and a write the database refuses fails as a whole.
    await expect(store.update(key, { data: savedStateFixture('bad \u0000 title'), publishedState: 'DRAFT' })).rejects.toThrow();
    const stored = (await server.get(`/api/config/${key}`)).body.data;
    expect(stored).toMatchObject({ data: original, published_state: 'PUBLISHED' });
  });
});
