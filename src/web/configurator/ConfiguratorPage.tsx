/**
 * /create/new?cube=…&dataSource=…: the configurator. Opens with the initial chart config for the
 * cube; the author picks the chart type, x, y and segment and single-value filters; publishing
 * stores the config and opens the published view.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { getInitialChartConfig, type ChartConfig } from '../../domain/config';
import { createConfig } from '../api/client';
import { useCubeMetadata, useCubesComponents, useDataSource } from '../api/hooks';
import { ChartFrame, type ColumnChartConfig } from '../charts/ChartFrame';
import { useLocale, useLocalePath } from '../i18n/locale';
import { buildSavedState } from './publish';
import { ChartTypeSelector } from './ChartTypeSelector';
import { FieldControls } from './FieldControls';

export const ConfiguratorPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { chartId } = useParams();
  const [params] = useSearchParams();
  const cubeIri = params.get('cube') ?? undefined;
  const source = useDataSource();
  const components = useCubesComponents(source, locale, cubeIri ? [cubeIri] : []);
  const metadata = useCubeMetadata(source, locale, cubeIri);
  const [config, setConfig] = useState<ChartConfig>();

  // The initial config is derived once per cube; later locale switches keep the author's choices.
  useEffect(() => {
    if (!config && components.data && cubeIri) {
      setConfig(getInitialChartConfig({ cubes: [{ iri: cubeIri }], ...components.data }));
    }
  }, [components.data, cubeIri, config]);
  useEffect(() => {
    document.title = `${metadata.data?.title ?? t('configurator.title')} – ${t('app.name')}`;
  }, [metadata.data, t]);

  const publish = useMutation({
    mutationFn: () => createConfig(buildSavedState(config!, source!), 'PUBLISHED'),
    onSuccess: ({ key }) => navigate(to(`/v/${key}`)),
  });

  if (chartId !== 'new' || !cubeIri) return <p className="error">{t('configurator.error', { message: 'cube' })}</p>;
  const error = components.error ?? metadata.error;
  if (error) return <p className="error" role="alert">{t('configurator.error', { message: error.message })}</p>;
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
          <ChartTypeSelector config={config} components={components.data} cubeIri={cubeIri} onChange={setConfig} />
          <FieldControls config={config} components={components.data} onChange={setConfig} />
        </div>
        <ChartFrame config={config as unknown as ColumnChartConfig} source={source} locale={locale} />
      </div>
    </div>
  );
};
