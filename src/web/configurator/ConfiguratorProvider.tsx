/**
 * Runs the domain's configurator reducer for the page and hands its state, its dispatch and the
 * active chart's cube components to the panels. Panels only read and dispatch; the effects here
 * are the configurator's I/O: loading the start state, the possible filters, the draft kept in
 * browser storage, and publishing (an update of the user's own config, else a new one).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useReducer, useState, type Dispatch, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ChartConfig, ConfiguratorState } from '../../domain/config';
import type { ConfiguratorAction } from '../../domain/configurator/actions';
import { removeDraft, saveDraft, saveTarget, type SavedConfigRef } from '../../domain/configurator/draft';
import { configuratorReducer } from '../../domain/configurator/reducer';
import { activeChart, savedConfigData } from '../../domain/configurator/select';
import { needsColorRemap } from '../../domain/configurator/slices/colors';
import { singleURLsPublications } from '../../domain/layout/single-urls';
import type { DataCubeComponents, Locale } from '../../domain/data';
import { createConfig, updateConfig, type DataSource } from '../api/client';
import { useSession } from '../auth/useSession';
import { useChartComponents } from '../api/hooks';
import { useLocale, useLocalePath } from '../i18n/locale';
import { usePossibleFilters } from './usePossibleFilters';
import type { PossibleFiltersAnswer } from '../../domain/configurator/possible-filters';

export type Configurator = {
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  /** The chart being edited. */
  chart: ChartConfig;
  /** Components of the active chart's cubes. */
  components: DataCubeComponents;
  source: DataSource;
  locale: Locale;
  /** Why the possible filters could not be fetched; null when they were (or are on their way). */
  possibleFiltersError: Error | null;
  /** Which values of each filter and field dimension have data (the last possible filters' answers). */
  availability: PossibleFiltersAnswer;
  /** The saved config being edited (its key, owner and state); undefined for a new chart or a copy. */
  saved: SavedConfigRef | undefined;
  setSaved: (saved: SavedConfigRef) => void;
};

const ConfiguratorContext = createContext<Configurator | undefined>(undefined);

/** The configurator of the page; only components inside the provider call it. */
export const useConfigurator = () => {
  const value = useContext(ConfiguratorContext);
  if (!value) throw new Error('Could not find active chart config');
  return value;
};

/**
 * The chart's draft in browser storage, kept while it is configured or laid out: under its saved
 * key, or before its first save under the id the address holds (spec 001 §2, §4). Once saved, the
 * draft under the old id goes.
 */
const useStoredDraft = (state: ConfiguratorState, saved: SavedConfigRef | undefined, draftId: string | undefined) => {
  const key = saved?.key ?? draftId;
  useEffect(() => {
    if (key) saveDraft(localStorage, key, state);
  }, [state, key]);
  const savedKey = saved?.key;
  useEffect(() => {
    if (savedKey && draftId && savedKey !== draftId) removeDraft(localStorage, draftId);
  }, [savedKey, draftId]);
};

/**
 * The publish call of the PUBLISHING step: the signed-in owner updates the config under its key,
 * anyone else creates a new one. Published from a popup, the opener learns the key and the
 * popup closes; otherwise the published chart opens. Its outcome is the next action.
 */
const usePublishing = (state: ConfiguratorState, dispatch: Dispatch<ConfiguratorAction>, saved: SavedConfigRef | undefined, draftId: string | undefined) => {
  const navigate = useNavigate();
  const to = useLocalePath();
  const { user } = useSession();
  const client = useQueryClient();
  const publish = useMutation({
    // A single-URLs layout publishes each chart as a new config, in reverse order (spec 001 §4);
    // any other layout is one config, updated under its key by its signed-in owner.
    mutationFn: async (published: ConfiguratorState) => {
      const data = savedConfigData(published);
      if (data.layout.type !== 'singleURLs') {
        const target = saveTarget(saved, user);
        return [(target.action === 'update' ? await updateConfig(target.key, data, 'PUBLISHED') : await createConfig(data, 'PUBLISHED')).key];
      }
      const keys: string[] = [];
      for (const chart of singleURLsPublications(data)) keys.push((await createConfig(chart, 'PUBLISHED')).key);
      return keys;
    },
    onSuccess: (keys) => {
      const key = keys[keys.length - 1];
      const stored = saved?.key ?? draftId;
      if (stored) removeDraft(localStorage, stored);
      // An update changes what the key shows: the view must not draw a cached copy.
      client.removeQueries({ queryKey: ['config', key] });
      client.removeQueries({ queryKey: ['my-charts'] });
      dispatch({ type: 'PUBLISHED' });
      if (window.opener && window.opener !== window) {
        window.opener.postMessage(`CHART_ID:${key}`, '*');
        window.close();
        return;
      }
      // Each chart but the last opens in a new window; this window goes on to the last.
      for (const other of keys.slice(0, -1)) window.open(to(`/v/${other}`), '_blank', 'noopener');
      navigate(to(`/v/${key}?publishSuccess=true`));
    },
    onError: (error) => {
      console.error(error);
      dispatch({ type: 'PUBLISH_FAILED' });
    },
  });
  const { mutate } = publish;
  // Entering PUBLISHING publishes once; a failure has left PUBLISHING again.
  useEffect(() => {
    if (state.state === 'PUBLISHING') mutate(state);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the state is published as it is when PUBLISHING is entered, not again on each later change
  }, [state.state, mutate]);
  return publish.error;
};

export const ConfiguratorProvider = ({
  initial,
  source,
  saved: initialSaved,
  draftId,
  children,
  fallback,
}: {
  initial: ConfiguratorState;
  source: DataSource;
  saved?: SavedConfigRef;
  /** The address's id of a chart not saved yet, its draft's key in browser storage. */
  draftId?: string;
  children: (configurator: Configurator & { publishError: Error | null }) => ReactNode;
  fallback: (error: Error | null) => ReactNode;
}) => {
  const locale = useLocale();
  const [state, dispatch] = useReducer(configuratorReducer, initial);
  const chart = activeChart(state);
  const components = useChartComponents(source, locale, chart?.cubes ?? []);
  const [saved, setSaved] = useState(initialSaved);
  useStoredDraft(state, saved, draftId);
  const publishError = usePublishing(state, dispatch, saved, draftId);
  const { error: possibleFiltersError, availability } = usePossibleFilters(chart, components.data, source, locale, dispatch);
  // A colour mapping that lacks a value shown, or paints two of them alike, is remapped at once (spec 001 §5).
  const remap = !!chart && !!components.data && needsColorRemap(chart, 'color', components.data);
  useEffect(() => {
    if (remap && components.data) dispatch({ type: 'CHART_COLOR_MAPPING_UPDATED', value: { field: 'color', components: components.data } });
  }, [remap, components.data]);
  if (!chart || !components.data) return <>{fallback(components.error)}</>;
  const value = { state, dispatch, chart, components: components.data, source, locale, possibleFiltersError, availability, saved, setSaved };
  return <ConfiguratorContext.Provider value={value}>{children({ ...value, publishError })}</ConfiguratorContext.Provider>;
};
