/**
 * Saved configs of every version through real HTTP: config-create and config-update take any known
 * version and store 5.0.0, GET /api/config/{key} always answers 5.0.0 (rows of older versions are
 * migrated on read), the 4.0.0 step asks the data layer for unversioned IRIs, and bad configs get a
 * 400 naming the path and the version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../src/server/api/accounts';
import { savedConfigLoader } from '../../src/server/api/configs';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { hasSharedCubes, SHARED_CUBES, startServer, type TestServer } from '../support/server';
import { freshConfigStoreDir } from '../support/config-store-template';

const UNVERSIONED = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const id = (path: string) => `${UNVERSIONED}___${UNVERSIONED}/${path}`;
const oldConfig = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/configs/${name}.json`, import.meta.url), 'utf8'));

describe.skipIf(!hasSharedCubes)('saved configs of old versions', () => {
  let store: ConfigStore;
  let server: TestServer;

  beforeAll(async () => {
    store = await openConfigStore({ dataDir: freshConfigStoreDir() });
    server = await startServer({
      files: [join(SHARED_CUBES, 'fso-forestry-enterprises-v2.ttl.gz')],
      plugins: [(app, data) => accountRoutes(app, { store, validateData: savedConfigLoader(data.unversionedIri) })],
    });
    // Only an owner updates a config in place.
    await server.agent.signUp('config-versions author');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  const read = async (key: string) => (await server.get(`/api/config/${key}`)).body.data.data;

  it('creates from a 1.x config and stores it as 5.0.0, with component ids from the data layer', async () => {
    const created = await server.post('/api/config-create', { data: oldConfig('line-1.4.2-wood-production-over-years') });
    expect(created.status).toBe(200);
    const { key } = created.body.data;
    const stored = (await store.get(key))!.data as any;
    expect(stored.version).toBe('5.0.0');
    expect(stored.chartConfigs[0]).toMatchObject({
      version: '5.0.0',
      chartType: 'line',
      cubes: [{ iri: `${UNVERSIONED}/2` }],
      fields: { x: { componentId: id('jahr') }, y: { componentId: id('E040') } },
      interactiveFiltersConfig: { timeRange: { active: true, componentId: id('jahr') } },
    });
    expect(Object.keys(stored.chartConfigs[0].cubes[0].filters).sort()).toEqual([id('forstzone'), id('groessenklasse'), id('kanton')]);
    expect(await read(key)).toEqual(stored);
  });

  it('keeps the IRI it has for a cube the source does not know', async () => {
    const config = oldConfig('pie-1.2.0-enterprises-by-size-class');
    config.dataSet = 'https://example.org/cube/gone/3';
    const { key } = (await server.post('/api/config-create', { data: config })).body.data;
    expect((await read(key)).chartConfigs[0].fields.y.componentId).toBe(`https://example.org/cube/gone/3___${UNVERSIONED}/Betriebe`);
  });

  it('updates with an old config and answers 5.0.0', async () => {
    const { key } = (await server.post('/api/config-create', { data: oldConfig('line-1.4.2-wood-production-over-years') })).body.data;
    const updated = await server.post('/api/config-update', { key, data: oldConfig('map-1.0.0-enterprises-by-canton'), published_state: 'DRAFT' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.data.chartConfigs[0]).toMatchObject({ version: '5.0.0', chartType: 'map', fields: { areaLayer: { componentId: id('kanton') } } });
  });

  it('migrates rows an older release stored, on every read, leaving the row as it was', async () => {
    const old = oldConfig('table-1.2.0-enterprises-by-canton-and-year');
    const saved = await store.create({ data: old, publishedState: 'PUBLISHED' });
    const answer = await read(saved.key);
    expect(answer.version).toBe('5.0.0');
    expect(answer.chartConfigs[0]).toMatchObject({ chartType: 'table', sorting: [{ componentId: id('jahr'), sortingOrder: 'desc' }] });
    expect(Object.keys(answer.chartConfigs[0].fields).sort()).toEqual(['jahr', 'kanton', 'Betriebe', 'E012'].map(id).sort());
    expect((await store.get(saved.key))!.data).toEqual(old);
  });

  it.each([
    [
      'a 1.x config without its y field',
      () => {
        const c = oldConfig('line-1.4.2-wood-production-over-years');
        delete c.chartConfig.fields.y;
        return c;
      },
      /^Invalid config \(version 1\.0\.0, migrated to 5\.0\.0\): chartConfigs\.0\.fields\.y: /,
    ],
    [
      'an unknown version',
      () => ({ ...oldConfig('line-1.4.2-wood-production-over-years'), version: '6.0.0' }),
      /^Invalid config \(version 6\.0\.0\): unknown version "6\.0\.0"/,
    ],
    ['an old config its steps cannot read', () => ({ version: '2.0.0', chartConfigs: 7 }), /^Invalid config \(version 2\.0\.0\): cannot migrate/],
  ])('refuses %s with a 400 naming the path and version', async (_what, config, message) => {
    const response = await server.post('/api/config-create', { data: config() });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, data: null });
    expect(response.body.message).toMatch(message);
  });

  it('answers a stored row that no longer loads with a 400, not a 500', async () => {
    const saved = await store.create({ data: { version: '3.1.0', chartConfigs: [{ version: '3.0.0', chartType: 'column' }] }, publishedState: 'PUBLISHED' });
    const response = await server.get(`/api/config/${saved.key}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Invalid config \(version 3\.1\.0/);
  });
});
