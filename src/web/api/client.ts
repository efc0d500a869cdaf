/** The web app's only way to the server: the data API, the saved-config, session and palette calls. */
import type { CustomPalette, CustomPaletteInput } from '../../domain/charts/custom-palettes';
import type { RowLimits } from '../../domain/charts/row-limit';
import type { SavedConfigData } from '../../domain/config/configurator-state';
import type { TablePageQuery } from '../../domain/charts/table/page-query';
import type { ConfigSummary } from '../../domain/config/summary';
import type { Locale, Observation } from '../../domain/data';
import { servedSourceUrl } from '../../domain/data-sources';
import { decodeObservations, type ObservationColumns } from '../../domain/observation-columns';
import { ApiError, call } from './http';
import { change } from './session';

export { ApiError, call } from './http';

const postJson = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export type DataSource = { type: 'sparql' | 'sql'; url: string; label?: string };

/** The server's sources, the default first: asked once a page (they change only with the server's settings). */
let sources: Promise<DataSource[]> | undefined;
export const fetchSources = () => {
  sources ??= call<DataSource[]>('/api/data/sources').catch((error) => {
    sources = undefined;
    throw error;
  });
  return sources;
};

/** A config's data source that this server does not serve, neither itself nor an alias of it (domain/data-sources.ts). */
export class UnservedSourceError extends Error {
  constructor(readonly url: string) {
    super(`Data source ${url} is not served here`);
    this.name = 'UnservedSourceError';
  }
}

/**
 * A refused query's error, or UnservedSourceError when the source is why: asked only after a 400,
 * so a query never waits for the list of sources. Without the list the server's answer stands.
 */
const whyRefused = async (error: unknown, source: DataSource) => {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const served = await fetchSources().catch(() => undefined);
  return served &&
    servedSourceUrl(
      source.url,
      served.map((s) => s.url),
    ) === undefined
    ? new UnservedSourceError(source.url)
    : error;
};

/** Runs one data query and returns its named result. */
export const dataQuery = async <T>(name: string, source: DataSource, locale: Locale, variables: object): Promise<T> => {
  try {
    const data = await postJson<Record<string, T>>(`/api/data/${name}`, {
      sourceType: source.type,
      sourceUrl: source.url,
      locale,
      ...variables,
    });
    return data[name];
  } catch (error) {
    throw await whyRefused(error, source);
  }
};

export type ObservationsResult = { data: Observation[]; sparqlEditorUrls: { cubeIri: string; url: string }[] };

/** dataCubesObservations in the compact columns form, decoded to the rows the charts read. */
export const fetchObservations = async (source: DataSource, locale: Locale, cubeFilters: object[]): Promise<ObservationsResult> => {
  type Compact = Omit<ObservationsResult, 'data'> & { data: ObservationColumns };
  const result = await dataQuery<Compact>('dataCubesObservations', source, locale, { cubeFilters, format: 'columns' });
  return { ...result, data: decodeObservations(result.data) };
};

type TablePageAnswer = { observations: Observation[]; count: number; total: number; offset: number };

/** One page of a table's rows, sorted and searched by the server (domain/charts/table/page-query.ts), decoded to rows. */
export const fetchTablePage = async (source: DataSource, locale: Locale, variables: TablePageQuery): Promise<TablePageAnswer> => {
  const { data, ...counts } = await dataQuery<{ data: ObservationColumns; count: number; total: number; offset: number }>(
    'dataCubeTablePage',
    source,
    locale,
    variables,
  );
  return { ...counts, observations: decodeObservations(data) };
};

/** A saved config as the server gives it: whether it is the signed-in user's own, never who owns it. */
export type SavedConfig<T = unknown> = { key: string; isOwner: boolean; published_state: 'DRAFT' | 'PUBLISHED'; data: T; viewCount?: number };

export type PublishedState = 'DRAFT' | 'PUBLISHED';

export const createConfig = (data: unknown, publishedState: PublishedState) =>
  change<{ key: string }>('POST', '/api/config-create', { data, published_state: publishedState });

/** Updates the user's own config under its key; an answer without the config is an error (spec 001 §7). */
export const updateConfig = async (key: string, data: unknown, publishedState: PublishedState) => {
  const saved = await change<SavedConfig | null>('POST', '/api/config-update', { key, data, published_state: publishedState });
  if (!saved) throw new ApiError(publishedState === 'DRAFT' ? 'Could not update draft' : 'Could not publish', 500);
  return saved;
};

export const removeConfig = (key: string) => change<{ key: string }>('POST', '/api/config-remove', { key });

export type ConfigListItem = ConfigSummary & { key: string; published_state: PublishedState; viewCount: number; created_at: string; updated_at: string };

/** The signed-in user's configs, the last changed first. */
export const fetchConfigList = () => call<ConfigListItem[]>('/api/config/list', { cache: 'no-store' });

export const fetchPalettes = () => call<CustomPalette[]>('/api/user/color-palette', { cache: 'no-store' });
export const createPalette = (palette: CustomPaletteInput) => change<CustomPalette>('POST', '/api/user/color-palette', palette);
export const updatePalette = (palette: CustomPalette) => change<CustomPalette>('PUT', '/api/user/color-palette', palette);
export const removePalette = (paletteId: string) => change<{ paletteId: string }>('DELETE', '/api/user/color-palette', { paletteId });

/**
 * A saved config. The server runs every read through the load stage (domain/config/load.ts:
 * migrated to 5.0.0, parsed, normalised) and refuses what fails it, so the answer is a valid
 * config; parsing it again here would make every published view load the schemas and zod.
 */
export const fetchConfig = (key: string) => call<SavedConfig<SavedConfigData>>(`/api/config/${encodeURIComponent(key)}`);

export const countView = (key: string) => call<{ viewCount: number }>(`/api/config/view?id=${encodeURIComponent(key)}`);

/** Server settings the web app reads (the base map of map charts, the charts' row limits). */
export const fetchWebSettings = () => call<{ mapStyleUrl: string | null; rowLimits: RowLimits }>('/api/web-settings');
