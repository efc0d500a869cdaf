/**
 * The configurator's screen (spec 001 §2): a header with the steps' buttons, the chart tabs, and
 * three panels — the left controls, the chart preview, and the active field's panel. On a narrow
 * screen the preview stays on top and the field panel opens as a sheet over the controls.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCubeMetadata, useCubesMetadata } from '../api/hooks';
import { ChartFrame } from '../charts/ChartFrame';
import { useLocalePath } from '../i18n/locale';
import type { Configurator } from './ConfiguratorProvider';
import { PublishButton } from './PublishButton';
import { SaveDraftButton } from './SaveDraftButton';
import { ChartOptions } from './panels/chart/ChartOptions';
import { BaseLayerPanel } from './panels/map/BaseLayerPanel';
import { CustomLayersPanel } from './panels/map/CustomLayersPanel';
import { ChartTypeSelector } from './panels/chart/ChartTypeSelector';
import { DatasetsSection } from './panels/datasets/DatasetsSection';
import { FieldPanel } from './panels/chart/FieldPanel';
import { ChartTabs } from './panels/charts/ChartTabs';
import { DataFiltersSection } from './panels/filters/DataFiltersSection';
import { FilterRequestContext, type FilterRequest } from './panels/filters/filter-request';
import { InteractiveFiltersPanel } from './panels/interactive/InteractiveFiltersPanel';
import { TablePanels } from './panels/table/TablePanels';
import { LayoutView } from './layout/LayoutView';
import { useErrorText } from '../api/error-text';
import { titleGaps } from '../../domain/configurator/select';
import { localizedPlainTitle } from '../../domain/i18n/fallback';
import { isDrawnChart } from '../../domain/charts/registry';
import { supports } from '../../domain/charts/capabilities';
import { isAnnotationKey, markTargets } from '../../domain/charts/overlays/annotations';
import type { Datum } from '../../domain/charts/scene';
import { componentsById } from '../../domain/data';
import { LANGUAGE_KEY } from '../../domain/messages';
import { AnnotationsSection } from './panels/annotations/AnnotationsSection';

export const ConfiguratorView = ({
  state,
  chart,
  components,
  source,
  locale,
  dispatch,
  publishError,
  saved,
  setSaved,
}: Configurator & { publishError: Error | null }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const to = useLocalePath();
  const metadata = useCubeMetadata(source, locale, chart.cubes[0].iri);
  // Without a chart title, the page is named by the dataset titles, joined when the chart has several (spec 001 §2).
  const datasets = useCubesMetadata(source, locale, chart.cubes.length > 1 ? chart.cubes.map((c) => c.iri) : []);
  const datasetTitle = datasets.data?.map((m) => m.title).join(', ') || metadata.data?.title;
  const title = localizedPlainTitle(chart.meta.title, locale) || datasetTitle || t('configurator.title');
  // The preview's advice on a chart past its row limit opens the filter it names. The request lasts
  // one commit (the filter's effect runs before this one): a filter control mounted later opens nothing.
  const [filterRequest, setFilterRequest] = useState<FilterRequest>();
  useEffect(() => {
    if (filterRequest) setFilterRequest(undefined);
  }, [filterRequest]);
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);

  // While an annotation's panel is open, a click on a mark in the preview makes that mark its element.
  const annotationKey = isAnnotationKey(chart.activeField) ? chart.activeField : undefined;
  const pickTargets = annotationKey
    ? (datum: Datum) =>
        dispatch({ type: 'CHART_ANNOTATION_TARGETS_CHANGE', value: { key: annotationKey, targets: markTargets(datum, componentsById(components)) } })
    : undefined;

  if (state.state === 'PUBLISHING' || state.state === 'PUBLISHED')
    return (
      <p className="loading" role="status">
        {t('button.publishing')}
      </p>
    );
  const several = state.chartConfigs.length > 1;
  const headerWith = (actions?: ReactNode) => (
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
      <h1>{datasetTitle ?? t('configurator.title')}</h1>
      {actions}
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
  const header = headerWith();
  const error = publishError && (
    <p className="error" role="alert">
      {t('publish.error', { message: errorText(publishError) })}
    </p>
  );
  // Next to the publish button: titles missing in every or some language (warnings; publishing goes ahead).
  const gaps = several && state.state === 'CONFIGURING_CHART' ? undefined : titleGaps(state);
  const missingTitles = gaps && (gaps.untitledCharts > 0 || gaps.locales.length > 0) && (
    <div className="warning publish-warning" role="note" data-testid="publish-missing-title">
      {gaps.untitledCharts > 0 && <p>{t('publish.no-title', { count: gaps.untitledCharts })}</p>}
      {gaps.locales.length > 0 && <p>{t('publish.missing-title', { languages: gaps.locales.map((l) => t(LANGUAGE_KEY[l])).join(', ') })}</p>}
    </div>
  );

  if (state.state === 'LAYOUTING') {
    return (
      <LayoutView
        state={state}
        source={source}
        locale={locale}
        dispatch={dispatch}
        header={(actions) => (
          <>
            {headerWith(actions)}
            {error}
            {missingTitles}
          </>
        )}
      />
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
          <DatasetsSection />
          <ChartTypeSelector />
          <ChartOptions />
          {supports(chart.chartType, 'columns') && <TablePanels />}
          <BaseLayerPanel />
          {'baseLayer' in chart && <CustomLayersPanel customLayers={chart.baseLayer.customLayers} dispatch={dispatch} />}
          <FilterRequestContext.Provider value={filterRequest}>
            <DataFiltersSection />
          </FilterRequestContext.Provider>
          {isDrawnChart(chart) && <AnnotationsSection />}
          {/* Tables have no interactive filters (spec 001 §9). */}
          {supports(chart.chartType, 'interactiveFilters') && <InteractiveFiltersPanel />}
        </div>
        <div className="panel-middle" data-testid="chart-preview">
          <ChartFrame config={chart} source={source} locale={locale} onMarkPick={pickTargets} onFilter={(dimensionId) => setFilterRequest({ dimensionId })} />
        </div>
        <aside className="panel panel-right" id="field-panel" data-testid="panel-right" aria-label={t('controls.field.panel')}>
          <FieldPanel />
        </aside>
      </div>
    </div>
  );
};
