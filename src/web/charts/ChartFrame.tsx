/**
 * A chart with its frame: title, description, fixed filters, the interactive filters a visitor
 * uses, the drawn chart, source footnotes and the accessible data table. Loads the components
 * and observations its chart definition asks for.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyInteractiveFilters, initialInteractiveState, toggleCategory, type InteractiveState } from '../../domain/charts/chart-data';
import { plotHeight } from '../../domain/charts/axes';
import { definitionOf, drawScene, type DrawnChartConfig } from '../../domain/charts/registry';
import type { ChartConfig } from '../../domain/config';
import { resolveMostRecent } from '../../domain/configurator/most-recent';
import { isMeasure, type Locale } from '../../domain/data';
import type { DataSource } from '../api/client';
import { ChartDataTable } from './DataTable';
import { CalculationToggle, DataFilters, TimeRangeBrush, dataFilterQuery, initialDataFilters, type DataFilterChoices } from './InteractiveFilters';
import { SceneView } from './SceneView';
import { AnnotationsToggle, useAnnotationsView } from './Annotations';
import type { Datum } from '../../domain/charts/scene';
import { ChartAnimation, ChartArticle, ChartLoading, FixedFilters, useChartCubes, useChartObservations } from './frame-parts';
import { useWidth } from './useWidth';
import { useErrorText } from '../api/error-text';
import { localizedText } from '../../domain/i18n/fallback';
import { categoryLabels, categoryValues, resolveCalculation, resolveDataFilters, resolveHiddenCategories } from '../../domain/viewer/view-state';
import { axisComponents } from '../../domain/viewer/view-parts';
import { sortPreviewObservations, togglePreviewSort, type PreviewSort } from '../../domain/browse/preview-sort';
import { ObservationTable } from '../components/ObservationTable';
import type { ChartViewOptions } from '../viewer/chart-view';

/** `maxHeight` caps a table's height (dashboards: 600, spec 002 §9); `view` is what the published view asks. */
type FrameProps = {
  config: ChartConfig;
  source: DataSource;
  locale: Locale;
  view?: ChartViewOptions;
  maxHeight?: number;
  /** A click on a mark hands over what it stands for (the configurator's annotation targets). */
  onMarkPick?: (datum: Datum) => void;
};

// Tables and maps bring libraries of their own (@tanstack/react-table and -virtual; MapLibre): loaded when one is shown.
const TableChartFrame = lazy(() => import('./table/TableChartFrame').then((m) => ({ default: m.TableChartFrame })));
const MapFrame = lazy(() => import('../map/MapFrame').then((m) => ({ default: m.MapFrame })));

export const ChartFrame = ({ config, source, locale, view, maxHeight, onMarkPick }: FrameProps) => {
  if (config.chartType === 'table' || config.chartType === 'map') {
    return (
      <Suspense fallback={<ChartLoading />}>
        {config.chartType === 'table' ? (
          <TableChartFrame config={config} source={source} locale={locale} view={view} maxHeight={maxHeight} />
        ) : (
          <MapFrame config={config} source={source} locale={locale} view={view} />
        )}
      </Suspense>
    );
  }
  return <DrawnChartFrame config={config} source={source} locale={locale} view={view} onMarkPick={onMarkPick} />;
};

const DrawnChartFrame = ({ config, source, locale, view = {}, onMarkPick }: FrameProps & { config: DrawnChartConfig }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [ref, width] = useWidth<HTMLDivElement>();
  const definition = definitionOf(config);
  const cube = config.cubes[0];
  const { components, metadata, byId } = useChartCubes(config, source, locale);

  const interactive = config.interactiveFiltersConfig;
  const { requested, flags = {} } = view;
  // The chart opens in the calculation the author chose (or a shared address asked for); the visitor's toggle starts from it.
  const [state, setState] = useState<InteractiveState>(() => ({
    ...initialInteractiveState(),
    hiddenCategories: requested?.hiddenCategories ?? [],
    calculation: resolveCalculation(requested?.calculation, interactive.calculation.active, interactive.calculation.type),
  }));
  const [calculationType, setCalculationType] = useState(interactive.calculation.type);
  if (calculationType !== interactive.calculation.type) {
    setCalculationType(interactive.calculation.type);
    setState((s) => ({ ...s, calculation: interactive.calculation.type }));
  }
  const [brushing, setBrushing] = useState(false);
  const [requestedChoices, setChoices] = useState<DataFilterChoices>(() => ({ ...initialDataFilters(config), ...requested?.dataFilters }));
  // Choices a shared address asked for count once the filters' values are known; others fall back to the defaults.
  const choices = useMemo(() => {
    const specs = Object.fromEntries(
      interactive.dataFilters.componentIds.map((id) => [id, { type: interactive.dataFilters.filterTypes[id] ?? 'single', values: byId.get(id)?.values.map((v) => String(v.value)) ?? [] }]),
    );
    return resolveDataFilters(requestedChoices, specs, initialDataFilters(config));
  }, [requestedChoices, byId, interactive.dataFilters, config]);
  // One cube: only the components the chart needs travel. Joined cubes answer with all theirs.
  const componentIds = components.data ? [...new Set([...definition.componentIds(config, byId), ...interactive.dataFilters.componentIds])] : [];
  // 'Use most recent' is resolved also when a data filter starts on it.
  const observations = useChartObservations(config, source, locale, components, componentIds, (filters) => dataFilterQuery(filters, choices));

  const spec = components.data ? definition.interactive(config, byId) : {};
  const rows = observations.data?.data ?? [];
  // The filters the observations answer to, data filters included: limits hold under these.
  const filters = useMemo(
    () => (components.data ? Object.assign({}, ...config.cubes.map((c) => resolveMostRecent(dataFilterQuery(c.filters, choices), components.data!))) : undefined),
    [config.cubes, choices, components.data],
  );
  const scene = useMemo(
    () =>
      rows.length && width
        ? drawScene({ config, components: byId, observations: rows, state, width, height: plotHeight(width, window.innerWidth), locale, filters })
        : undefined,
    [config, byId, rows, state, width, locale, filters],
  );

  const annotations = useAnnotationsView(config.annotations);
  const annotated = !!scene?.annotations?.length;
  const error = components.error ?? observations.error ?? metadata.error;
  // The data table reads like the cube: dimensions first, then the values.
  const tableComponents = componentIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => Number(isMeasure(a)) - Number(isMeasure(b)));
  const legendCategories = scene?.legend.map((item) => item.key) ?? [];
  const shown = useMemo(() => applyInteractiveFilters(rows, spec, state), [rows, spec.legendId, spec.timeId, spec.animationId, state]);
  const [sort, setSort] = useState<PreviewSort>();

  // The address names hidden categories by value: on screen they are labels, known once the legend's component is.
  const legendValues = spec.legendId ? byId.get(spec.legendId)?.values : undefined;
  const [labelled, setLabelled] = useState(false);
  if (legendValues && !labelled) {
    setLabelled(true);
    setState((s) => ({ ...s, hiddenCategories: categoryLabels(s.hiddenCategories, legendValues) }));
  }
  // A shared address may hide every category of the legend: then none is hidden.
  const legendKey = legendCategories.join('\u0000');
  useEffect(() => {
    if (!legendCategories.length) return;
    const hidden = resolveHiddenCategories(state.hiddenCategories, legendCategories);
    if (hidden.length !== state.hiddenCategories.length) setState((s) => ({ ...s, hiddenCategories: hidden }));
  }, [legendKey]);
  const { onStateChange, onShownData } = view;
  useEffect(() => {
    onStateChange?.({
      hiddenCategories: legendValues ? categoryValues(state.hiddenCategories, legendValues) : state.hiddenCategories,
      timeRange: interactive.timeRange.active ? state.timeRange : undefined,
      calculation: interactive.calculation.active ? state.calculation : undefined,
      dataFilters: interactive.dataFilters.active ? choices : {},
    });
  }, [state.hiddenCategories, state.timeRange, state.calculation, choices]);
  const tableKey = tableComponents.map((c) => c.id).join(' ');
  useEffect(() => {
    if (observations.data) onShownData?.({ components: tableComponents, observations: shown });
  }, [shown, tableKey, !!observations.data]);
  const axes = axisComponents(config);
  const onAxisTitle = view.onAxisTitle && !flags.removeLabelsInteractivity
    ? (position: 'bottom' | 'left' | 'right') => {
        const id = axes[position];
        if (id) view.onAxisTitle!(id);
      }
    : undefined;

  return (
    <ChartArticle config={config} locale={locale} metadata={metadata.data} view={view}>
      <FixedFilters filters={cube.filters} components={components.data} byId={byId} except={interactive.dataFilters.componentIds} />
      {/* removeFilters hides the filters; their choices (a shared address's, the time range's presets) still apply. */}
      {interactive.dataFilters.active && components.data && (
        <div hidden={flags.removeFilters}>
          <DataFilters componentIds={interactive.dataFilters.componentIds} filterTypes={interactive.dataFilters.filterTypes} components={byId} choices={choices} onChange={setChoices} />
        </div>
      )}
      <div ref={ref}>
        {error ? (
          <p className="error" role="alert">{t('chart.error', { message: errorText(error) })}</p>
        ) : !observations.data ? (
          <ChartLoading />
        ) : rows.length === 0 ? (
          <p className="warning">{t('chart.no-data')}</p>
        ) : (
          <>
            {(interactive.calculation.active && spec.percent) || (spec.timeId && interactive.timeRange.active) || annotated ? (
              <div className="chart-controls" hidden={flags.removeFilters}>
                {interactive.calculation.active && spec.percent && (
                  <CalculationToggle value={state.calculation} onChange={(calculation) => setState((s) => ({ ...s, calculation }))} />
                )}
                {spec.timeId && (
                  <TimeRangeBrush
                    // The brush starts at the presets: new presets (the author changing them in the preview) restart it.
                    key={`${interactive.timeRange.presets.from}|${interactive.timeRange.presets.to}`}
                    component={byId.get(spec.timeId)}
                    observations={rows}
                    presets={requested?.timeRange ?? interactive.timeRange.presets}
                    onChange={(timeRange) => setState((s) => ({ ...s, timeRange }))}
                    onHold={setBrushing}
                  />
                )}
                {annotated && <AnnotationsToggle shown={annotations.shown} onChange={annotations.setShown} />}
              </div>
            ) : null}
            {view.tableView ? (
              <div className="table-scroll chart-table-view">
                <ObservationTable
                  components={tableComponents}
                  observations={sortPreviewObservations(shown, tableComponents, sort)}
                  locale={locale}
                  testId="chart-table-view"
                  sort={sort}
                  onSort={(id) => setSort((s) => togglePreviewSort(s, id))}
                />
              </div>
            ) : (
              scene && (
                <SceneView
                  scene={scene}
                  chartType={config.chartType}
                  title={localizedText(config.meta.title, locale)?.text ?? metadata.data?.title}
                  onToggle={interactive.legend.active && !flags.removeLabelsInteractivity ? (key) => setState((s) => toggleCategory(s, key, legendCategories)) : undefined}
                  onAxisTitle={onAxisTitle}
                  annotations={annotations.view}
                  onMarkPick={onMarkPick}
                />
              )
            )}
            <ChartAnimation
              field={'animation' in config.fields ? config.fields.animation : undefined}
              spec={spec}
              components={byId}
              observations={rows}
              state={state}
              setState={setState}
              held={brushing}
            />
            {!view.tableView && <ChartDataTable components={tableComponents} observations={rows} locale={locale} />}
          </>
        )}
      </div>
    </ChartArticle>
  );
};
