/**
 * The configurator. /create/new?cube=…&dataSource=… starts a chart on a cube; /create/{key} and
 * /create/new?copy={key} or ?edit={key} continue from a saved config (/create/{key} from the
 * draft kept in browser storage when there is one); ?state= starts from a config given whole
 * (JSON of a saved config of any version). A copy is a new chart: saving it creates a new key. The start state goes to
 * the provider, which runs the domain reducer; this page only lays out the step being shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { createChartKey, getInitialChartConfig } from '../../domain/config';
import { editedState, newChartState } from '../../domain/configurator/select';
import { loadDraft, saveDraft, type SavedConfigRef } from '../../domain/configurator/draft';
import { fetchConfig } from '../api/client';
import { loadConfigParam } from './state-param';
import { useCubesComponents, useDataSource } from '../api/hooks';
import { DatasetDrawer } from '../browse/DatasetDrawer';
import { useLocale, useLocalePath } from '../i18n/locale';
import { ConfiguratorProvider } from './ConfiguratorProvider';
import { ConfiguratorView } from './ConfiguratorView';
import { useChartFailureText } from '../api/error-text';

export const ConfiguratorPage = () => {
  const { t } = useTranslation();
  const failureText = useChartFailureText();
  const locale = useLocale();
  const { chartId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // /create/{id} continues the draft browser storage holds under that id, before any saved config.
  const localDraft = useMemo(() => (chartId && chartId !== 'new' ? loadDraft(localStorage, chartId) : undefined), [chartId]);
  const editedKey = chartId !== 'new' ? chartId : (params.get('edit') ?? undefined);
  const savedKey = editedKey ?? params.get('copy') ?? undefined;
  // The id this page gave a new chart has no saved config to ask the server for.
  const idGiven = useRef<string>(undefined);
  const saved = useQuery({
    queryKey: ['config', savedKey],
    queryFn: () => fetchConfig(savedKey!),
    enabled: !!savedKey && savedKey !== idGiven.current,
    retry: false,
  });
  const stateParam = savedKey ? undefined : (params.get('state') ?? undefined);
  const given = useQuery({
    queryKey: ['state-param', stateParam],
    queryFn: () => loadConfigParam(stateParam!),
    enabled: !!stateParam,
    retry: false,
    staleTime: Infinity,
  });
  const cubeIri = savedKey || stateParam ? undefined : (params.get('cube') ?? undefined);
  const requestedSource = useDataSource();
  const source = localDraft?.dataSource ?? saved.data?.data.dataSource ?? given.data?.dataSource ?? requestedSource;
  // Only the config edited (not a copy) is updated in place by its owner.
  const savedRef: SavedConfigRef | undefined =
    editedKey && saved.data ? { key: saved.data.key, isOwner: saved.data.isOwner, published_state: saved.data.published_state } : undefined;
  const components = useCubesComponents(source, locale, cubeIri ? [cubeIri] : []);
  // The start state is made once, when the components first arrive: a later locale switch
  // refetches them and must not restart the chart.
  const start = useMemo(() => {
    // Whether the draft's chart is saved (and whose it is) is known before it opens.
    if (localDraft) return saved.isLoading ? undefined : localDraft;
    if (saved.data) return editedState(saved.data.data);
    if (given.data) return editedState(given.data);
    if (cubeIri && components.data && source) return newChartState(getInitialChartConfig({ cubes: [{ iri: cubeIri }], ...components.data }), source);
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once the components are there, not again when a locale switch refetches them
  }, [localDraft, saved.isLoading, saved.data, given.data, cubeIri, !!components.data, source?.url]);

  // A new chart takes an id at once (/create/{id}), under which its draft is kept until it is saved.
  const draftId = useMemo(() => (chartId === 'new' ? createChartKey() : chartId), [chartId]);
  const to = useLocalePath();
  useEffect(() => {
    if (chartId !== 'new' || !start || savedRef || !draftId) return;
    saveDraft(localStorage, draftId, start);
    idGiven.current = draftId;
    navigate({ pathname: to(`/create/${draftId}`), search: '' }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the start state is made
  }, [start]);

  // A draft never saved has no config on the server: its 404 is no error.
  const error = (localDraft ? undefined : saved.error) ?? given.error ?? components.error;
  if (error)
    return (
      <p className="error" role="alert">
        {failureText(error, 'configurator.error')}
      </p>
    );
  if (!savedKey && !cubeIri && !stateParam) {
    // Without a dataset the chart starts by choosing one.
    return (
      <>
        <p className="page-message">{t('configurator.no-cube')}</p>
        <DatasetDrawer onCreateChartFromDataset={(cube) => setParams((current) => ({ ...Object.fromEntries(current), cube }))} />
      </>
    );
  }
  const loading = (
    <p className="loading" role="status">
      {t('browse.loading')}
    </p>
  );
  if (!start || !source) return loading;
  return (
    <ConfiguratorProvider
      initial={start}
      source={source}
      saved={savedRef}
      draftId={savedRef ? undefined : draftId}
      fallback={(e) =>
        e ? (
          <p className="error" role="alert">
            {failureText(e, 'configurator.error')}
          </p>
        ) : (
          loading
        )
      }
    >
      {(configurator) => <ConfiguratorView {...configurator} />}
    </ConfiguratorProvider>
  );
};
