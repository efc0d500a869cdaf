/**
 * Runs the domain's configurator reducer for the page and hands its state, its dispatch and the
 * active chart's cube components to the panels. Panels only read and dispatch; the effects here
 * are the configurator's I/O: loading the start state, the possible filters and publishing.
 */
import { useMutation } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ChartConfig, ConfiguratorState } from '../../domain/config';
import type { ConfiguratorAction } from '../../domain/configurator/actions';
import { configuratorReducer } from '../../domain/configurator/reducer';
import { activeChart, savedConfigData } from '../../domain/configurator/select';
import { needsColorRemap } from '../../domain/configurator/slices/colors';
import { singleURLsPublications } from '../../domain/layout/single-urls';
import type { DataCubeComponents, Locale } from '../../domain/data';
import { createConfig, type DataSource } from '../api/client';
import { useChartComponents } from '../api/hooks';
import { useLocale, useLocalePath } from '../i18n/locale';
import { usePossibleFilters } from './usePossibleFilters';

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
};

const ConfiguratorContext = createContext<Configurator | undefined>(undefined);

/** The configurator of the page; only components inside the provider call it. */
export const useConfigurator = () => {
  const value = useContext(ConfiguratorContext);
  if (!value) throw new Error('Could not find active chart config');
  return value;
};

/** The publish call of the PUBLISHING step: its outcome is the next action. */
const usePublishing = (state: ConfiguratorState, dispatch: Dispatch<ConfiguratorAction>) => {
  const navigate = useNavigate();
  const to = useLocalePath();
  const publish = useMutation({
    // A single-URLs layout publishes each chart on its own, in reverse order (spec 001 §4).
    mutationFn: async (published: ConfiguratorState) => {
      const keys: string[] = [];
      for (const data of singleURLsPublications(savedConfigData(published))) keys.push((await createConfig(data, 'PUBLISHED')).key);
      return keys;
    },
    onSuccess: (keys) => {
      dispatch({ type: 'PUBLISHED' });
      // Each chart but the last opens in a new window; this window goes on to the last.
      for (const key of keys.slice(0, -1)) window.open(to(`/v/${key}`), '_blank', 'noopener');
      navigate(to(`/v/${keys[keys.length - 1]}?publishSuccess=true`));
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
  }, [state.state, mutate]);
  return publish.error;
};

export const ConfiguratorProvider = ({
  initial,
  source,
  children,
  fallback,
}: {
  initial: ConfiguratorState;
  source: DataSource;
  children: (configurator: Configurator & { publishError: Error | null }) => ReactNode;
  fallback: (error: Error | null) => ReactNode;
}) => {
  const locale = useLocale();
  const [state, dispatch] = useReducer(configuratorReducer, initial);
  const chart = activeChart(state);
  const components = useChartComponents(source, locale, chart?.cubes ?? []);
  const publishError = usePublishing(state, dispatch);
  const possibleFiltersError = usePossibleFilters(chart, components.data, source, locale, dispatch);
  // A colour mapping that lacks a value shown, or paints two of them alike, is remapped at once (spec 001 §5).
  const remap = !!chart && !!components.data && needsColorRemap(chart, 'color', components.data);
  useEffect(() => {
    if (remap && components.data) dispatch({ type: 'CHART_COLOR_MAPPING_UPDATED', value: { field: 'color', components: components.data } });
  }, [remap, components.data]);
  if (!chart || !components.data) return <>{fallback(components.error)}</>;
  const value = { state, dispatch, chart, components: components.data, source, locale, possibleFiltersError };
  return <ConfiguratorContext.Provider value={value}>{children({ ...value, publishError })}</ConfiguratorContext.Provider>;
};
