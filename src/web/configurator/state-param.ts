/**
 * A config given whole in the address (?state=): JSON of a saved config of any version, loaded as
 * the server loads one: the same load stage, whose 4.0.0 step asks the data API for each cube's
 * unversioned IRI as the server asks its data service. Here, not in api/client.ts: the load stage
 * brings zod, which only the configurator loads.
 */
import type { SavedConfigData } from '../../domain/config/configurator-state';
import { loadSavedConfig, unversionedIriLookup } from '../../domain/config/load';
import { dataQuery, fetchSources, type DataSource } from '../api/client';
import { ApiError } from '../api/http';

/** The server's answer to dataCubeUnversionedIri, from the config's source or else the default one. */
const unversionedIri = unversionedIriLookup(async (iri, dataSource) => {
  const source = (dataSource as DataSource | undefined) ?? (await fetchSources())[0];
  // The IRI is the same in every language: the locale only completes the request.
  return dataQuery<string | null>('dataCubeUnversionedIri', source, 'en', { cubeFilter: { iri } });
});

export const loadConfigParam = async (text: string): Promise<SavedConfigData> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('The state in the address is not JSON', 400);
  }
  const loaded = await loadSavedConfig(parsed, { unversionedIri });
  if (!loaded.success) throw new ApiError(loaded.message, 400);
  return loaded.data;
};
