/**
 * The configurator's screen (spec 001 §2): a header with the steps' buttons, the chart tabs, and
 * three panels — the left controls, the chart preview, and the active field's panel. On a narrow
 * screen the preview stays on top and the field panel opens as a sheet over the controls.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCubeMetadata } from '../api/hooks';
import { ChartFrame } from '../charts/ChartFrame';
import { useLocalePath } from '../i18n/locale';
import type { Configurator } from './ConfiguratorProvider';
import { PublishButton } from './PublishButton';
import { SaveDraftButton } from './SaveDraftButton';
import { ChartOptions } from './panels/chart/ChartOptions';
import { BaseLayerPanel } from './panels/map/BaseLayerPanel';
import { CustomLayersPanel } from './panels/map/CustomLayersPanel';
import { ChartTypeSelector } from './panels/chart/ChartTypeSelector';
import { FieldPanel } from './panels/chart/FieldPanel';
import { ChartTabs } from './panels/charts/ChartTabs';
import { DataFiltersSection } from './panels/filters/DataFiltersSection';
import { InteractiveFiltersPanel } from './panels/interactive/InteractiveFiltersPanel';
import { TablePanels } from './panels/table/TablePanels';
import { useErrorText } from '../api/error-text';
import { untitledLocales } from '../../domain/configurator/select';
import { localizedText } from '../../domain/i18n/fallback';

export const ConfiguratorView = ({ state, chart, source, locale, dispatch, publishError, saved, setSaved }: Configurator & { publishError: Error | null }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const to = useLocalePath();
  const metadata = useCubeMetadata(source, locale, chart.cubes[0].iri);
  const title = localizedText(chart.meta.title, locale)?.text || metadata.data?.title || t('configurator.title');
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);

  if (state.state === 'PUBLISHING' || state.state === 'PUBLISHED') return <p className="loading" role="status">{t('button.publishing')}</p>;
  const several = state.chartConfigs.length > 1;
  const header = (
    <div className="configurator-header">
      {state.state === 'LAYOUTING' ? (
        <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'STEP_PREVIOUS' })} data-testid="back-to-configurator">
          {t('button.back-to-configurator')}
        </button>
      ) : (
        <Link className="button button-secondary" to={to(`/browse?${new URLSearchParams({ dataset: chart.cubes[0].iri })}`)}>
          {t('button.back-to-preview')}
        </Link>
      )}
      <h1>{metadata.data?.title ?? t('configurator.title')}</h1>
      <SaveDraftButton state={state} dispatch={dispatch} saved={saved} setSaved={setSaved} />
      {several && state.state === 'CONFIGURING_CHART' ? (
        <button type="button" className="button" onClick={() => dispatch({ type: 'STEP_NEXT' })} data-testid="layout">
          {t('button.layout')}
        </button>
      ) : (
        <PublishButton dispatch={dispatch} saved={saved} />
      )}
    </div>
  );
  const error = publishError && <p className="error" role="alert">{t('publish.error', { message: errorText(publishError) })}</p>;
  // Next to the publish button: titles missing in some language (a warning; publishing goes ahead).
  const untitled = several && state.state === 'CONFIGURING_CHART' ? [] : untitledLocales(state);
  const missingTitles = untitled.length > 0 && (
    <p className="warning publish-warning" role="note" data-testid="publish-missing-title">
      {t('publish.missing-title', { languages: untitled.map((l) => t(`language.${l}`)).join(', ') })}
    </p>
  );

  if (state.state === 'LAYOUTING') {
    // The layout step proper (layout types, dashboards) is its own part; here: the charts, in tabs.
    return (
      <div>
        {header}
        {error}
        {missingTitles}
        <div className="layout-preview">
          {state.chartConfigs.map((c) => (
            <section key={c.key} className="layout-chart">
              <ChartFrame config={c} source={source} locale={locale} />
              <button type="button" className="link-button" onClick={() => dispatch({ type: 'CONFIGURE_CHART', value: { chartKey: c.key } })}>
                {t('button.edit-chart')}
              </button>
            </section>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div>
      {header}
      {error}
      {missingTitles}
      <ChartTabs />
      <div className="configurator" data-field-open={chart.activeField ? 'true' : undefined}>
        <div className="panel panel-left" data-testid="panel-left">
          <ChartTypeSelector />
          <ChartOptions />
          {chart.chartType === 'table' && <TablePanels />}
          <BaseLayerPanel />
          {chart.chartType === 'map' && <CustomLayersPanel customLayers={chart.baseLayer.customLayers} dispatch={dispatch} />}
          <DataFiltersSection />
          {/* Tables have no interactive filters (spec 001 §9). */}
          {chart.chartType !== 'table' && <InteractiveFiltersPanel />}
        </div>
        <div className="panel-middle" data-testid="chart-preview">
          <ChartFrame config={chart} source={source} locale={locale} />
        </div>
        <aside className="panel panel-right" id="field-panel" data-testid="panel-right" aria-label={t('controls.field.panel')}>
          <FieldPanel />
        </aside>
      </div>
    </div>
  );
};
