/**
 * A chart with its frame, for all chart types: title, description, fixed filters, the
 * interactive filters a visitor uses, the chart (by its scene's kind: an SVG scene, a map or a
 * table), source footnotes and the accessible data table. useChart loads the data, keeps the
 * visitor's state and runs the chart pipeline; this draws and dispatches.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { plotHeight } from '../../domain/charts/axes';
import { chartAnimation, sceneKind, shapelessLayer } from '../../domain/charts/pipeline';
import type { Datum } from '../../domain/charts/scene';
import type { ChartConfig } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { localizedPlainTitle } from '../../domain/i18n/fallback';
import type { DataSource } from '../api/client';
import { useChartFailureText } from '../api/error-text';
import type { ChartViewOptions } from '../viewer/chart-view';
import { useAnnotationsView } from './Annotations';
import { ChartControls, ChartScene, preloadMap } from './ChartViews';
import { ChartDataTable } from './DataTable';
import { EmptyMessage } from './EmptyChart';
import { ChartAnimation, ChartArticle, ChartLoading, FixedFilters } from './frame-parts';
import { DataFilters } from './InteractiveFilters';
import { TooManyRows } from './TooManyRows';
import { useChart } from './useChart';

/** `maxHeight` caps a table's height (dashboards: 600, spec 002 §9); `view` is what the published view asks. */
type FrameProps = {
  config: ChartConfig;
  source: DataSource;
  locale: Locale;
  view?: ChartViewOptions;
  maxHeight?: number;
  /** A click on a mark hands over what it stands for (the configurator's annotation targets). */
  onMarkPick?: (datum: Datum) => void;
  /** Opens a dimension's filter, named by the advice of a chart past its row limit (the configurator). */
  onFilter?: (dimensionId: string) => void;
};

// A new kind of scene (the author changing the type in the preview) starts from a new visitor's state.
export const ChartFrame = (props: FrameProps) => <Frame key={sceneKind(props.config)} {...props} />;

const Frame = ({ config, source, locale, view = {}, maxHeight, onMarkPick, onFilter }: FrameProps) => {
  const { t } = useTranslation();
  const failureText = useChartFailureText();
  const chart = useChart(config, source, locale, view);
  const { kind, byId, rows, scene, state, dispatch, spec } = chart;
  const annotations = useAnnotationsView(config.annotations);
  useEffect(() => (kind === 'map' ? preloadMap() : undefined), [kind]);
  useEffect(() => {
    view.onScene?.(scene);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told when the scene changes, not when the parent's callback does
  }, [scene]);
  const { dataFilters, legend } = config.interactiveFiltersConfig;
  const { flags = {} } = view;
  const title = localizedPlainTitle(config.meta.title, locale) ?? chart.metadata.data?.title;
  const shapeless = shapelessLayer(config, byId);
  const onToggle =
    legend.active && !flags.removeLabelsInteractivity
      ? (category: string) => dispatch({ type: 'LEGEND_TOGGLE', category, categories: chart.toggleCategories })
      : undefined;

  // Where the chart would be, as tall (a table's reason takes its lines).
  const height = kind === 'table' ? undefined : (view.plotHeight ?? plotHeight(chart.width, chart.viewportWidth, config.chartType));
  const drawn = chart.error ? (
    <p className="error" role="alert">
      {failureText(chart.error, 'chart.error')}
    </p>
  ) : chart.excess ? (
    <TooManyRows excess={chart.excess} kind={kind} components={byId} locale={locale} height={height} onFilter={onFilter} />
  ) : chart.loading ? (
    <ChartLoading />
  ) : scene?.kind === 'empty' ? (
    <EmptyMessage empty={scene.empty} height={height} />
  ) : (
    <>
      {kind !== 'table' && (
        <ChartControls
          {...{ config, spec, state, dispatch, annotations }}
          components={byId}
          observations={rows}
          annotated={!!(scene?.kind === 'svg' && scene.scene.annotations?.length)}
          hidden={flags.removeFilters}
        />
      )}
      {shapeless && (
        <p className="warning" role="status">
          {t('chart.map.no-shapes', { dimension: shapeless.label })}
        </p>
      )}
      <ChartScene {...{ chart, title, locale, view, annotations, onToggle, onMarkPick, maxHeight }} />
      <ChartAnimation field={chartAnimation(config)} {...{ spec, state, dispatch }} components={byId} observations={rows} />
      {kind !== 'table' && !(kind === 'svg' && view.tableView) && <ChartDataTable components={chart.tableComponents} observations={rows} locale={locale} />}
    </>
  );

  return (
    <ChartArticle config={config} locale={locale} metadata={chart.metadata.data} view={view}>
      {kind !== 'table' && (
        <FixedFilters
          filters={config.cubes[0].filters}
          components={chart.components}
          observations={rows}
          byId={byId}
          except={kind === 'svg' ? dataFilters.componentIds : []}
        />
      )}
      {/* removeFilters hides the filters; their choices (a shared address's, the time range's presets) still apply. */}
      {kind === 'svg' && dataFilters.active && chart.components && (
        <div hidden={flags.removeFilters}>
          <DataFilters
            componentIds={dataFilters.componentIds}
            filterTypes={dataFilters.filterTypes}
            components={byId}
            choices={chart.choices}
            onChange={(choices) => dispatch({ type: 'DATA_FILTERS_CHANGE', choices })}
          />
        </div>
      )}
      {kind === 'table' ? drawn : <div ref={chart.ref}>{drawn}</div>}
    </ChartArticle>
  );
};
