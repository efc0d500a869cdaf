/** The fixture configs of old versions (fixtures/*.json), read for the migration tests and the bench. */
import { readdirSync, readFileSync } from 'node:fs';
import { chartSteps } from './chart';
import { isChartConfig } from './index';
import { migrate, versionOf, type Loose, type MigrationContext, type Version } from './run';

const DIR = new URL('./fixtures/', import.meta.url);

export const FIXTURE_NAMES = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

export const fixture = (name: string): Loose => JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8'));

/** Chart configs saved alone before 2.3.0 had their dataSet on the state: this is the state they lean on. */
export const LONE_CHART_STATE = {
  dataSet: 'http://environment.ld.admin.ch/foen/px/0703010000_105/dataset',
  meta: { title: { de: 'Alone', fr: 'Alone', it: 'Alone', en: 'Alone' } },
};

/**
 * The (first) chart config of a fixture migrated to a chart version, with the state it belongs to
 * as the steps' context.
 */
export const chartAt = async (name: string, version: Version, context: MigrationContext = {}) => {
  const raw = fixture(name);
  const state = isChartConfig(raw) ? LONE_CHART_STATE : raw;
  const chart = isChartConfig(raw) ? raw : (raw.chartConfig ?? raw.chartConfigs[0]);
  return { chart: await migrate(chart, version, chartSteps, { ...context, state }), context: { ...context, state } };
};

export { versionOf };
