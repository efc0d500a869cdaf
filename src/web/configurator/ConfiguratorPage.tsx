/**
 * The configurator. /create/new?cube=…&dataSource=… opens with the initial chart config for the
 * cube; /create/{key} and /create/new?copy={key} continue from a saved config. The author picks
 * the chart type, x, y, segment and single-value filters; publishing stores the config and opens
 * the published view.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { getInitialChartConfig, type ChartConfig, type SavedConfigData } from '../../domain/config';
import { createConfig, fetchConfig } from '../api/client';
import { useCubeMetadata, useCubesComponents, useDataSource } from '../api/hooks';
import { DatasetDrawer } from '../browse/DatasetDrawer';
import { ChartFrame } from '../charts/ChartFrame';
import { useLocale, useLocalePath } from '../i18n/locale';
import { buildSavedState } from './publish';
import { ChartTypeSelector } from './ChartTypeSelector';
import { FieldControls } from './FieldControls';
import { MetaControls } from './MetaControls';

export const ConfiguratorPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { chartId } = useParams();
  const [params, setParams] = useSearchParams();
  const savedKey = chartId !== 'new' ? chartId : (params.get('copy') ?? params.get('edit') ?? undefined);
  const saved = useQuery({
    queryKey: ['config', savedKey],
    queryFn: () => fetchConfig<SavedConfigData>(savedKey!),
    enabled: !!savedKey,
    retry: false,
  });
  const savedChart = saved.data && (saved.data.data.chartConfigs.find((c) => c.key === saved.data.data.activeChartKey) ?? saved.data.data.chartConfigs[0]);
  const cubeIri = savedChart?.cubes[0].iri ?? params.get('cube') ?? undefined;
  const requestedSource = useDataSource();
  const source = saved.data?.data.dataSource ?? requestedSource;
  const components = useCubesComponents(source, locale, cubeIri ? [cubeIri] : []);
  const metadata = useCubeMetadata(source, locale, cubeIri);
  const [config, setConfig] = useState<ChartConfig>();

  // The starting config is set once; later locale switches keep the author's choices.
  useEffect(() => {
    if (config || !components.data || !cubeIri) return;
    setConfig(savedChart ?? getInitialChartConfig({ cubes: [{ iri: cubeIri }], ...components.data }));
  }, [components.data, cubeIri, config, savedChart]);
  useEffect(() => {
    document.title = `${metadata.data?.title ?? t('configurator.title')} – ${t('app.name')}`;
  }, [metadata.data, t]);

  const publish = useMutation({
    mutationFn: () => createConfig(buildSavedState(config!, source!), 'PUBLISHED'),
    onSuccess: ({ key }) => navigate(to(`/v/${key}`)),
  });

  const error = saved.error ?? components.error ?? metadata.error;
  if (error) return <p className="error" role="alert">{t('configurator.error', { message: error.message })}</p>;
  if (!savedKey && !params.get('cube')) {
    // Without a dataset the chart starts by choosing one.
    return (
      <>
        <p className="page-message">{t('configurator.no-cube')}</p>
        <DatasetDrawer onCreateChartFromDataset={(cube) => setParams((current) => ({ ...Object.fromEntries(current), cube }))} />
      </>
    );
  }
  if (!config || !components.data || !source) return <p className="loading" role="status">{t('browse.loading')}</p>;

  return (
    <div>
      <div className="configurator-header">
        <h1>{metadata.data?.title ?? t('configurator.title')}</h1>
        <button className="button" type="button" disabled={publish.isPending} onClick={() => publish.mutate()} data-testid="publish">
          {publish.isPending ? t('button.publishing') : t('button.publish')}
        </button>
      </div>
      {publish.error && <p className="error" role="alert">{t('publish.error', { message: publish.error.message })}</p>}
      <div className="configurator">
        <div className="controls panel">
          <MetaControls config={config} locale={locale} onChange={setConfig} />
          <ChartTypeSelector config={config} components={components.data} cubeIri={config.cubes[0].iri} onChange={setConfig} />
          <FieldControls config={config} components={components.data} onChange={setConfig} />
        </div>
        <ChartFrame config={config} source={source} locale={locale} />
      </div>
    </div>
  );
};
