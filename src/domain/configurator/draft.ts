/**
 * Drafts in browser storage (spec 001 §4 "Draft saving") and what saving or publishing does
 * with a saved config. Storage is injected: the web app gives localStorage, tests a map.
 */
import { configuratorStateSchema, type ConfiguratorState } from '../config/configurator-state';
import { formatZodError } from '../config/format-error';
import type { SessionUser } from '../accounts/credentials';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key of a chart's draft. */
export const draftKey = (chartId: string) => `cubeviz.configurator-state.${chartId}`;

/** Drafts are kept while a chart is configured or laid out, not once it is being published. */
export const isDraftState = (state: ConfiguratorState) => state.state === 'CONFIGURING_CHART' || state.state === 'LAYOUTING';

export const saveDraft = (storage: DraftStorage, chartId: string, state: ConfiguratorState) => {
  if (isDraftState(state)) storage.setItem(draftKey(chartId), JSON.stringify(state));
};

/**
 * A chart's stored draft; one that is not JSON or fails the state schema is discarded with a
 * warning and removed from storage (spec 001 §5).
 */
export const loadDraft = (storage: DraftStorage, chartId: string, warn: (message: string) => void = console.warn): ConfiguratorState | undefined => {
  const key = draftKey(chartId);
  const text = storage.getItem(key);
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    warn(`Error parsing stored state of chart ${chartId}: ${(error as Error).message}`);
    storage.removeItem(key);
    return undefined;
  }
  const checked = configuratorStateSchema.safeParse(parsed);
  if (!checked.success) {
    warn(`Invalid stored state of chart ${chartId} removed: ${formatZodError(checked.error, { root: 'state', limit: 1 })}`);
    storage.removeItem(key);
    return undefined;
  }
  return checked.data;
};

export const removeDraft = (storage: DraftStorage, chartId: string) => storage.removeItem(draftKey(chartId));

/** What the configurator knows of the saved config it edits. */
export type SavedConfigRef = { key: string; isOwner: boolean; published_state: 'DRAFT' | 'PUBLISHED' };

/** The server said whether the config is the signed-in user's own (isOwner); signed out since, it is not. */
const owns = (saved: SavedConfigRef | undefined, user: SessionUser | null | undefined): saved is SavedConfigRef => !!saved && !!user && saved.isOwner;

/**
 * Save-draft and publish both update the config under its key when the signed-in user owns it,
 * and otherwise create a new one (spec 001 §4).
 */
export const saveTarget = (
  saved: SavedConfigRef | undefined,
  user: SessionUser | null | undefined,
): { action: 'update'; key: string } | { action: 'create' } => (owns(saved, user) ? { action: 'update', key: saved.key } : { action: 'create' });

/** The publish button reads 'update' (with a warning) when the user's own config is already published. */
export const publishLabel = (saved: SavedConfigRef | undefined, user: SessionUser | null | undefined): 'update' | 'publish' =>
  owns(saved, user) && saved.published_state === 'PUBLISHED' ? 'update' : 'publish';
