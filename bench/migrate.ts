/**
 * npm run bench:migrate — the load stage on saved configs of old versions:
 * the time to migrate one 1.0.0 config to 5.0.0 (migrate only, and the whole load stage with
 * parse and normalise), and how many fixture configs of how many versions reach a valid 5.0.0.
 * The 4.0.0 step's IRI lookup answers at once here, so the numbers are the stage's own cost.
 */
import { chartConfigSchema, loadSavedConfig } from '../src/domain/config';
import { isChartConfig, migrateChartConfig, migrateConfiguratorState } from '../src/domain/config/migrations';
import { FIXTURE_NAMES, fixture, LONE_CHART_STATE, versionOf } from '../src/domain/config/migrations/test-fixtures';
import { median, percentile, timeRuns } from './stats';

const ms = (value: number) => Math.round(value * 1000) / 1000;

const context = { unversionedIri: async (iri: string) => iri.replace(/\/(\d+|dataset)$/, '') };
const RUNS = 2000;

const oldest = fixture('state-1.0.0-line-with-active-time-filter');
// Warm up the JIT before timing.
await timeRuns(200, () => loadSavedConfig(oldest, context));
const migrateOnly = await timeRuns(RUNS, () => migrateConfiguratorState(oldest, context));
const wholeStage = await timeRuns(RUNS, () => loadSavedConfig(oldest, context));

const results = await Promise.all(
  FIXTURE_NAMES.map(async (name) => {
    const raw = fixture(name);
    const valid = isChartConfig(raw)
      ? chartConfigSchema.safeParse(await migrateChartConfig(raw, { ...context, state: LONE_CHART_STATE })).success
      : (await loadSavedConfig(raw, context)).success;
    return { name, version: String(versionOf(raw)), valid };
  }),
);
const versions = new Set(results.map((r) => r.version));
const passing = results.filter((r) => r.valid);

const summary = {
  oneConfig_1_0_0_to_5_0_0: {
    runs: RUNS,
    migrateMedianMs: ms(median(migrateOnly)),
    migrateP95Ms: ms(percentile(migrateOnly, 95)),
    loadStageMedianMs: ms(median(wholeStage)),
    loadStageP95Ms: ms(percentile(wholeStage, 95)),
  },
  fixtures: { passing: passing.length, total: results.length, versions: versions.size, versionList: [...versions].sort() },
  failing: results.filter((r) => !r.valid).map((r) => r.name),
};
console.log(JSON.stringify(summary, null, 2));
console.log(
  `1.0.0 → 5.0.0: migrate ${summary.oneConfig_1_0_0_to_5_0_0.migrateMedianMs} ms, whole load stage ${summary.oneConfig_1_0_0_to_5_0_0.loadStageMedianMs} ms (median of ${RUNS}); ` +
    `${passing.length} of ${results.length} fixture configs of ${versions.size} versions reach a valid 5.0.0`,
);
