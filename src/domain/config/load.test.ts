import { describe, expect, it } from 'vitest';
import { loadSavedConfig, unversionedIriLookup } from './load';
import { fixture } from './migrations/test-fixtures';

const BW = 'https://environment.ld.admin.ch/foen/ubd01041prod';

describe('loadSavedConfig', () => {
  it('migrates an old config to 5.0.0, asking the data service once per cube, and says which version it read', async () => {
    const asked: string[] = [];
    const loaded = await loadSavedConfig(fixture('state-unversioned-column-stacked-by-year'), {
      unversionedIri: async (iri) => (asked.push(iri), 'http://environment.ld.admin.ch/foen/px/0703010000_105'),
    });
    expect(asked).toEqual(['http://environment.ld.admin.ch/foen/px/0703010000_105/dataset']);
    if (!loaded.success) throw new Error(loaded.message);
    expect(loaded.version).toBe('1.0.0');
    expect(loaded.data.version).toBe('5.0.0');
    const [chart] = loaded.data.chartConfigs;
    expect(chart.fields).toMatchObject({
      x: { componentId: 'http://environment.ld.admin.ch/foen/px/0703010000_105___http://environment.ld.admin.ch/foen/px/0703010000_105/dimension/2' },
    });
    expect(loaded.data.layout.blocks).toEqual([{ type: 'chart', key: chart.key, initialized: false }]);
  });

  it('completes with the IRIs it has when the data service is unreachable', async () => {
    const loaded = await loadSavedConfig(fixture('state-1.0.0-pie-by-forest-zone-no-interactive-filters'), {
      unversionedIri: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect(loaded.success).toBe(true);
  });

  it('asks the query through unversionedIriLookup with the source the 3.2.1 step gave the config; a refused, failed or empty answer keeps the IRI', async () => {
    const asked: string[] = [];
    const query = async (iri: string, source: { url: string } | undefined) => {
      asked.push(`${iri} ${source?.url}`);
      return iri.replace(/\/\d+$/, '');
    };
    const loaded = await loadSavedConfig(fixture('state-1.0.0-column-time-slider'), { unversionedIri: unversionedIriLookup(query) });
    if (!loaded.success) throw new Error(loaded.message);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/ https:\/\/lindas-cached\.cluster\.ldbar\.ch\/query$/);
    const lookup = (answer: () => Promise<string | null>) => unversionedIriLookup(answer)('https://example.org/cube/2', undefined);
    expect(await lookup(() => Promise.reject(new Error('Data source … is not allowed')))).toBeUndefined();
    expect(await lookup(async () => null)).toBeUndefined();
    expect(await lookup(async () => 'https://example.org/cube')).toBe('https://example.org/cube');
  });

  it("adopts the production tool's id separator and chart keys, wherever the layout names them", async () => {
    const loaded = await loadSavedConfig(fixture('state-4.0.0-canvas-dashboard-production-id-separator'));
    if (!loaded.success) throw new Error(loaded.message);
    const text = JSON.stringify(loaded.data);
    expect(text).not.toContain('VISUALIZE.ADMIN_COMPONENT_ID_SEPARATOR');
    expect(loaded.data.chartConfigs[0].cubes[0].filters).toHaveProperty([`${BW}___${BW}/location`]);
    const keys = loaded.data.chartConfigs.map((c) => c.key);
    expect(keys[0]).toBe('tupdJZmSpduE');
    expect(keys[1]).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(text).not.toContain('dPe76IX5-nFZ');
    expect(loaded.data.layout.blocks.map((b) => b.key)).toEqual(keys);
    if (loaded.data.layout.type !== 'dashboard') throw new Error('not a dashboard');
    expect(loaded.data.layout.layouts?.xl?.map((item) => item.i)).toEqual(keys);
  });

  it('gives every chart a block and drops blocks of charts that are gone', async () => {
    const state = fixture('state-5.0.0-column-annotation-and-text-block');
    state.layout.blocks = [{ type: 'chart', key: 'goneChart001', initialized: true }, state.layout.blocks[1]];
    const loaded = await loadSavedConfig(state);
    if (!loaded.success) throw new Error(loaded.message);
    expect(loaded.data.layout.blocks.map((b) => `${b.type} ${b.key}`)).toEqual(['text lotharText01', 'chart lotharColumn']);
  });

  it.each([
    ['a text', 'not a config', /^Invalid config: config: must be an object$/],
    ['a list', [], /^Invalid config: config: must be an object$/],
    [
      'an unknown version',
      { version: '0.9.0', chartConfigs: [] },
      /^Invalid config \(version 0\.9\.0\): unknown version "0\.9\.0" \(known: 1\.0\.0 to 5\.0\.0\)$/,
    ],
    ['a version that is no version', { version: 'latest' }, /^Invalid config \(version latest\): unknown version/],
    ['a 5.0.0 config with no chart list', { version: '5.0.0', chartConfigs: 'none' }, /^Invalid config \(version 5\.0\.0\): .*chartConfigs: /],
    [
      'an old config whose steps cannot read it',
      { version: '3.0.0', chartConfigs: 'none' },
      /^Invalid config \(version 3\.0\.0\): cannot migrate from 3\.0\.0 to 5\.0\.0: step to 3\.0\.1: /,
    ],
  ])('refuses %s with a message naming the version', async (_what, raw, message) => {
    const loaded = await loadSavedConfig(raw);
    expect(loaded.success).toBe(false);
    if (!loaded.success) expect(loaded.message).toMatch(message);
  });

  it('refuses a config nested deeper than any config is, without overflowing the stack', async () => {
    let deep: Record<string, unknown> = {};
    const state = { version: '1.0.0', meta: { title: deep } };
    for (let i = 0; i < 10_000; i++) deep = deep.next = {};
    const loaded = await loadSavedConfig(state);
    expect(loaded.success).toBe(false);
    if (!loaded.success) expect(loaded.message).toMatch(/^Invalid config: meta\.title\.next\.next\.[a-z.]+: nested deeper than 64 levels$/);
  });

  it('names the failing path of an old config after migration', async () => {
    const state = fixture('state-1.0.0-line-with-active-time-filter');
    delete state.chartConfig.fields.y;
    const loaded = await loadSavedConfig(state);
    expect(loaded).toMatchObject({ success: false, version: '1.0.0' });
    if (!loaded.success) expect(loaded.message).toMatch(/^Invalid config \(version 1\.0\.0, migrated to 5\.0\.0\): chartConfigs\.0\.fields\.y: /);
  });
});
