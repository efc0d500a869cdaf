/** The web app's only way to the server: the data API and the saved-config calls. */
import type { SavedConfigData } from '../../domain/config/configurator-state';
import type { Locale, Observation } from '../../domain/data';
import { decodeObservations, type ObservationColumns } from '../../domain/observation-columns';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(path, init);
  const body = await response.json().catch(() => ({ success: false, message: `${response.status} ${response.statusText}` }));
  // The envelope's message is thrown when success is false (spec 001 §7).
  if (!response.ok || body.success === false) throw new ApiError(body.message ?? `Request failed (${response.status})`, response.status);
  return body.data as T;
};

const postJson = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export type DataSource = { type: 'sparql' | 'sql'; url: string; label?: string };

export const fetchSources = () => call<DataSource[]>('/api/data/sources');

/** Runs one data query and returns its named result. */
export const dataQuery = async <T>(name: string, source: DataSource, locale: Locale, variables: object): Promise<T> => {
  const data = await postJson<Record<string, T>>(`/api/data/${name}`, {
    sourceType: source.type,
    sourceUrl: source.url,
    locale,
    ...variables,
  });
  return data[name];
};

export type ObservationsResult = { data: Observation[]; sparqlEditorUrls: { cubeIri: string; url: string }[] };

/** dataCubesObservations in the compact columns form, decoded to the rows the charts read. */
export const fetchObservations = async (source: DataSource, locale: Locale, cubeFilters: object[]): Promise<ObservationsResult> => {
  type Compact = Omit<ObservationsResult, 'data'> & { data: ObservationColumns };
  const result = await dataQuery<Compact>('dataCubesObservations', source, locale, { cubeFilters, format: 'columns' });
  return { ...result, data: decodeObservations(result.data) };
};

export type SavedConfig<T = unknown> = { key: string; user_id: number | null; published_state: 'DRAFT' | 'PUBLISHED'; data: T; viewCount?: number };

export const createConfig = (data: unknown, publishedState: 'DRAFT' | 'PUBLISHED') =>
  postJson<{ key: string }>('/api/config-create', { data, published_state: publishedState });

/**
 * A saved config. The server runs every read through the load stage (domain/config/load.ts:
 * migrated to 5.0.0, parsed, normalised) and refuses what fails it, so the answer is a valid
 * config; parsing it again here would make every published view load the schemas and zod.
 */
export const fetchConfig = (key: string) => call<SavedConfig<SavedConfigData>>(`/api/config/${encodeURIComponent(key)}`);

export const countView = (key: string) => call<{ viewCount: number }>(`/api/config/view?id=${encodeURIComponent(key)}`);

/** Server settings the web app reads (the base map of map charts). */
export const fetchWebSettings = () => call<{ mapStyleUrl: string | null }>('/api/web-settings');
