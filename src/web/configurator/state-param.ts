/**
 * A config given whole in the address (?state=): JSON of a saved config of any version, loaded as
 * the server loads one. Here, not in api/client.ts: the load stage brings zod, which only the
 * configurator loads.
 */
import type { SavedConfigData } from '../../domain/config/configurator-state';
import { loadSavedConfig } from '../../domain/config/load';
import { ApiError } from '../api/http';

export const loadConfigParam = async (text: string): Promise<SavedConfigData> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('The state in the address is not JSON', 400);
  }
  const loaded = await loadSavedConfig(parsed, {});
  if (!loaded.success) throw new ApiError(loaded.message, 400);
  return loaded.data;
};
