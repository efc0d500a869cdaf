/**
 * Every fixture config reaches 5.0.0 and passes the schema; the chain up, down and up again is
 * stable: down to the fixture's own version and up again gives the same 5.0.0 config, and
 * down to 1.0.0 and up again comes back to the same 1.0.0 config.
 */
import { describe, expect, it } from 'vitest';
import { chartConfigSchema } from '../chart-config';
import { formatZodError } from '../format-error';
import { loadSavedConfig } from '../load';
import { isChartConfig, migrateChartConfig, migrateConfiguratorState } from './index';
import { FIXTURE_NAMES, fixture, LONE_CHART_STATE, versionOf } from './test-fixtures';

/** The data service of the tests: every cube's unversioned IRI is its IRI without the version. */
const context = { unversionedIri: async (iri: string) => iri.replace(/\/(\d+|dataset|\d{4}-\d+)$/, '') };

const migrateTo = (raw: Record<string, any>, version: string) =>
  isChartConfig(raw) ? migrateChartConfig(raw, { ...context, state: LONE_CHART_STATE }, version) : migrateConfiguratorState(raw, context, version);

describe('fixture configs of old versions', () => {
  it('cover many versions of both kinds', () => {
    const versions = new Set(FIXTURE_NAMES.map((name) => versionOf(fixture(name))));
    expect(FIXTURE_NAMES.length).toBeGreaterThanOrEqual(18);
    expect(versions.size).toBeGreaterThanOrEqual(10);
  });

  it.each(FIXTURE_NAMES)('%s reaches 5.0.0 and passes the schema', async (name) => {
    const raw = fixture(name);
    if (isChartConfig(raw)) {
      const parsed = chartConfigSchema.safeParse(await migrateTo(raw, '5.0.0'));
      expect(parsed.success ? 'valid' : formatZodError(parsed.error)).toBe('valid');
    } else {
      const loaded = await loadSavedConfig(raw, context);
      expect(loaded.success ? 'valid' : loaded.message).toBe('valid');
      if (loaded.success) expect(loaded.data.chartConfigs.every((c) => c.version === '5.0.0')).toBe(true);
    }
  });

  it.each(FIXTURE_NAMES)('%s: up, down to its version and up again gives the same config', async (name) => {
    const raw = fixture(name);
    const up = await migrateTo(raw, '5.0.0');
    const down = await migrateTo(up, String(versionOf(raw)));
    expect(versionOf(down)).toBe(versionOf(raw));
    expect(await migrateTo(down, '5.0.0')).toEqual(up);
  });

  it.each(FIXTURE_NAMES)('%s: down to 1.0.0 and up again is stable', async (name) => {
    const first = await migrateTo(await migrateTo(fixture(name), '5.0.0'), '1.0.0');
    const again = await migrateTo(await migrateTo(first, '5.0.0'), '1.0.0');
    expect(again).toEqual(first);
  });
});
