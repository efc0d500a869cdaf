/**
 * The load stage every read of a saved config goes through, on the server and in the web app:
 *
 *   saved config (any version) ─► migrate to 5.0.0 ─► adopt foreign ids ─► parse (5.0.0 schema) ─► normalise
 *
 * It answers the typed config, or a readable error naming the version and the failing paths.
 */
import { COMPONENT_ID_SEPARATOR } from '../data';
import { savedConfigDataSchema, STATE_VERSION, type SavedConfigData } from './configurator-state';
import { formatZodError } from './format-error';
import { deriveChartKey, isChartKey } from './keys';
import { MigrationError, versionOf, type Loose, type MigrationContext } from './migrations/run';

export type LoadOptions = Pick<MigrationContext, 'unversionedIri' | 'warn'>;

/**
 * The data API's dataCubeUnversionedIri, however it is reached: the server asks its own data
 * service, the browser (a config given whole in the address) calls the API. Both load a config
 * through loadSavedConfig with unversionedIriLookup over it, so both make the same config.
 */
export type UnversionedIriQuery = (cubeIri: string, dataSource: { type: string; url: string } | undefined) => Promise<string | null | undefined>;

/**
 * The 4.0.0 step's look-up over that query. A cube the source does not know, a source that is not
 * served or one that fails gives no answer, and the step keeps the IRI it has.
 */
export const unversionedIriLookup =
  (query: UnversionedIriQuery): NonNullable<MigrationContext['unversionedIri']> =>
  async (cubeIri, dataSource) => {
    try {
      return (await query(cubeIri, dataSource)) ?? undefined;
    } catch {
      return undefined;
    }
  };

export type LoadResult = { success: true; data: SavedConfigData; version: string } | { success: false; message: string; version: string };

/** The production tool joins cube and component IRIs with this instead of ours. */
const FOREIGN_SEPARATOR = '(VISUALIZE.ADMIN_COMPONENT_ID_SEPARATOR)';

/**
 * Configs saved by the production tool name components with its separator and may have chart
 * keys with - and _: both are rewritten to ours, the keys wherever the layout names them.
 */
export const adoptForeignIds = (state: Loose): Loose => {
  const text = JSON.stringify(state);
  const adopted: Loose = text.includes(FOREIGN_SEPARATOR) ? JSON.parse(text.split(FOREIGN_SEPARATOR).join(COMPONENT_ID_SEPARATOR)) : structuredClone(state);
  const charts: Loose[] = Array.isArray(adopted.chartConfigs) ? adopted.chartConfigs : [];
  const renamed = new Map<string, string>();
  for (const chart of charts) {
    if (typeof chart?.key !== 'string' || isChartKey(chart.key)) continue;
    let key = deriveChartKey(chart.key);
    while (charts.some((c) => c.key === key) || [...renamed.values()].includes(key)) key = deriveChartKey(key);
    renamed.set(chart.key, key);
  }
  if (!renamed.size) return adopted;
  const rename = (key: unknown) => (typeof key === 'string' && renamed.get(key)) || key;
  for (const chart of charts) chart.key = rename(chart.key);
  adopted.activeChartKey = rename(adopted.activeChartKey);
  const layout = adopted.layout ?? {};
  for (const block of layout.blocks ?? []) if (block.type === 'chart') block.key = rename(block.key);
  for (const items of Object.values<Loose[]>(layout.layouts ?? {})) for (const item of items ?? []) item.i = rename(item.i);
  if (Array.isArray(layout.publishableChartKeys)) layout.publishableChartKeys = layout.publishableChartKeys.map(rename);
  return adopted;
};

/** Every chart has one chart block; blocks of charts that are gone are dropped; text blocks stay. */
export const normaliseSavedConfig = (data: SavedConfigData): SavedConfigData => {
  const keys = new Set(data.chartConfigs.map((c) => c.key));
  const blocks = data.layout.blocks.filter((b) => b.type === 'text' || keys.has(b.key));
  const missing = data.chartConfigs.filter((c) => !blocks.some((b) => b.type === 'chart' && b.key === c.key));
  return missing.length || blocks.length !== data.layout.blocks.length
    ? { ...data, layout: { ...data.layout, blocks: [...blocks, ...missing.map((c) => ({ type: 'chart' as const, key: c.key, initialized: false }))] } }
    : data;
};

/** No config nests this deep; deeper input would overflow the stack of the steps that copy it. */
export const MAX_CONFIG_DEPTH = 64;

/** The path of the first value nested deeper than `max`, walked without recursion. */
const tooDeep = (value: unknown, max: number): string | undefined => {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (path.length >= max) return path.join('.');
    for (const [key, child] of Object.entries(node)) stack.push([child, [...path, key]]);
  }
  return undefined;
};

export const loadSavedConfig = async (raw: unknown, options: LoadOptions = {}): Promise<LoadResult> => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { success: false, message: 'Invalid config: config: must be an object', version: '' };
  }
  const deep = tooDeep(raw, MAX_CONFIG_DEPTH);
  if (deep) return { success: false, message: `Invalid config: ${deep}: nested deeper than ${MAX_CONFIG_DEPTH} levels`, version: '' };
  const version = String(versionOf(raw as Loose));
  const at = `version ${version}${version === STATE_VERSION ? '' : `, migrated to ${STATE_VERSION}`}`;
  let migrated = raw as Loose;
  try {
    // The steps load only for an older config: a current one (all the server answers) needs none.
    if (version !== STATE_VERSION) migrated = await (await import('./migrations')).migrateConfiguratorState(migrated, options);
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    return { success: false, message: `Invalid config (version ${version}): ${error.message}`, version };
  }
  const parsed = savedConfigDataSchema.safeParse(adoptForeignIds(migrated));
  if (!parsed.success) return { success: false, message: `Invalid config (${at}): ${formatZodError(parsed.error, { limit: 5 })}`, version };
  return { success: true, data: normaliseSavedConfig(parsed.data), version };
};
