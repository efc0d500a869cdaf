/**
 * npm run config:migrate -- <config.json> [--to VERSION] [--endpoint URL]
 *
 * Migrates a saved config (a configurator state, a lone chart config, or a saved record
 * {key, data}) up or down and writes it to stdout. Without --to it runs the whole load stage to
 * 5.0.0 (migrate, parse, normalise). The 4.0.0 step asks --endpoint (a SPARQL endpoint) for
 * unversioned cube IRIs; without one it keeps the IRIs it has. Warnings go to stderr; exit 1 on
 * any problem.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chartConfigSchema, formatZodError, loadSavedConfig } from '../../domain/config';
import { isChartConfig, migrateChartConfig, migrateConfiguratorState, type MigrationContext } from '../../domain/config/migrations';
import type { Loose } from '../../domain/config/migrations/run';
import { DataSources } from '../data/sources';
import { loadCubeVersions } from '../data/versions';

const USAGE = 'Usage: npm run config:migrate -- <config.json> [--to VERSION] [--endpoint URL]';

/** A lookup of unversioned IRIs on one SPARQL endpoint. */
const endpointLookup = (url: string): MigrationContext['unversionedIri'] => {
  const sources = new DataSources({ endpoints: [url], defaultUrl: url, remote: { timeoutMs: 30_000, maxBytes: 16 * 1024 * 1024 } });
  return async (iri) => (await loadCubeVersions(sources.resolve('sparql', url), iri)).unversionedIri ?? undefined;
};

const migrateOne = async (raw: Loose, to: string | undefined, context: MigrationContext) => {
  if (isChartConfig(raw)) {
    const migrated = await migrateChartConfig(raw, context, to);
    if (to) return migrated;
    const parsed = chartConfigSchema.safeParse(migrated);
    if (!parsed.success)
      throw new Error(`Invalid chart config (version ${raw.version ?? '1.0.0'}, migrated to 5.0.0): ${formatZodError(parsed.error, { limit: 5 })}`);
    return parsed.data;
  }
  if (to) return migrateConfiguratorState(raw, context, to);
  const loaded = await loadSavedConfig(raw, context);
  if (!loaded.success) throw new Error(loaded.message);
  return loaded.data;
};

const main = async () => {
  const { values, positionals } = parseArgs({ options: { to: { type: 'string' }, endpoint: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error(USAGE);
  const raw = JSON.parse(readFileSync(positionals[0], 'utf8'));
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${positionals[0]}: not a config (a JSON object)`);
  const context: MigrationContext = {
    unversionedIri: values.endpoint ? endpointLookup(values.endpoint) : undefined,
    warn: (message) => process.stderr.write(`warning: ${message}\n`),
  };
  // A saved record (key, data, published_state…) keeps its envelope.
  const record = 'data' in raw && typeof raw.data === 'object' && !('chartType' in raw) ? raw : undefined;
  const migrated = await migrateOne(record ? record.data : raw, values.to, context);
  process.stdout.write(`${JSON.stringify(record ? { ...record, data: migrated } : migrated, null, 2)}\n`);
};

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
