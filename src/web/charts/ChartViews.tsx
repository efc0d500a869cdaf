/**
 * What ChartFrame draws inside its frame: the controls over the chart and the view of each scene
 * kind (SVG scene or its data as a table, map, table chart). Maps and tables bring libraries of
 * their own (MapLibre; @tanstack/react-table and -virtual): loaded when one is shown.
 */
import { Suspense, useEffect, useState, type Dispatch } from 'react';
import type { FilterSpec } from '../../domain/charts/chart-data';
import type { DrawnChartConfig } from '../../domain/charts/registry';
import type { Scene, Datum } from '../../domain/charts/scene';
import type { ChartConfig } from '../../domain/config';
import type { Component, Locale, Observation } from '../../domain/data';
import { sortPreviewObservations, togglePreviewSort, type PreviewSort } from '../../domain/browse/preview-sort';
import { axisComponents } from '../../domain/viewer/view-parts';
import type { ViewerAction, ViewerState } from '../../domain/viewer/viewer-state';
import { ObservationTable } from '../components/ObservationTable';
import type { MapView as MapViewType } from '../map/MapView';
import type { ChartViewOptions } from '../viewer/chart-view';
import { AnnotationsToggle, type useAnnotationsView } from './Annotations';
import { CalculationToggle, TimeRangeBrush } from './InteractiveFilters';
import { EmptyMessage } from './EmptyChart';
import { lazyPart } from './lazy-part';
import { useHydrated } from '../hydration';
import { ChartLoading } from './frame-parts';
import { SceneView } from './SceneView';
import type { Chart } from './useChart';

const loadMapView = () => import('../map/MapView');
const MapPreview = lazyPart('map/MapPreview.tsx', () => import('../map/MapPreview').then((m) => m.MapPreview));
const TableChart = lazyPart('charts/table/TableChart.tsx', () => import('./table/TableChart').then((m) => m.TableChart));

/**
 * The interactive map's view (MapLibre), once its code has come, and whether the map's SVG drawing
 * (MapPreview) stands in until then: in a page the server rendered, whose first HTML holds it. The
 * code is awaited outside React: a lazy view would suspend at the switch and show the loading
 * state in place of the drawing, and the page below it would jump (layout shift).
 */
const useMapView = (shown: boolean) => {
  const [fromServer] = useState(!useHydrated());
  const [view, setView] = useState<{ MapView: typeof MapViewType }>();
  useEffect(() => {
    if (!shown) return undefined;
    let live = true;
    loadMapView().then(
      (module) => live && setView(module),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [shown]);
  return { fromServer, MapView: view?.MapView };
};

/** A map's code and MapLibre load while the data does: the map draws as soon as its scene is there. */
export const preloadMap = () => void Promise.all([loadMapView(), import('../map/load-maplibre').then((m) => m.loadMapLibre())]).catch(() => {});

type Annotations = ReturnType<typeof useAnnotationsView>;

/** The calculation toggle, the time-range brush and the annotations' switch, where the chart has them. */
export const ChartControls = (props: {
  config: ChartConfig;
  spec: FilterSpec & { percent?: boolean };
  components: Map<string, Component>;
  observations: Observation[];
  state: ViewerState;
  dispatch: Dispatch<ViewerAction>;
  annotated: boolean;
  annotations: Annotations;
  hidden?: boolean;
}) => {
  const { config, spec, components, observations, state, dispatch, annotated, annotations, hidden } = props;
  const { calculation, timeRange } = config.interactiveFiltersConfig;
  if (!((calculation.active && spec.percent) || (spec.timeId && timeRange.active) || annotated)) return null;
  return (
    <div className="chart-controls" hidden={hidden}>
      {calculation.active && spec.percent && (
        <CalculationToggle value={state.chart.calculation} onChange={(value) => dispatch({ type: 'CALCULATION_CHANGE', calculation: value })} />
      )}
      {spec.timeId && (
        <TimeRangeBrush
          // The brush starts at the presets: new presets (the author changing them in the preview) restart it.
          key={`${timeRange.presets.from}|${timeRange.presets.to}`}
          component={components.get(spec.timeId)}
          observations={observations}
          presets={state.requestedTimeRange ?? timeRange.presets}
          onChange={(range) => dispatch({ type: 'TIME_RANGE_CHANGE', timeRange: range })}
          onHold={(held) => dispatch({ type: 'TIME_RANGE_HOLD', held })}
        />
      )}
      {annotated && <AnnotationsToggle shown={annotations.shown} onChange={annotations.setShown} />}
    </div>
  );
};

/** An SVG scene, or the rows it shows as a sortable table (the published view's table view). */
const SvgView = (props: {
  config: DrawnChartConfig;
  scene: Scene;
  title?: string;
  locale: Locale;
  view: ChartViewOptions;
  tableComponents: Component[];
  shown: Observation[];
  annotations: Annotations;
  onToggle?: (category: string) => void;
  onMarkPick?: (datum: Datum) => void;
}) => {
  const { config, scene, title, locale, view, tableComponents, shown, annotations, onToggle, onMarkPick } = props;
  const [sort, setSort] = useState<PreviewSort>();
  const axes = axisComponents(config);
  const onAxisTitle =
    view.onAxisTitle && !view.flags?.removeLabelsInteractivity
      ? (position: 'bottom' | 'left' | 'right') => {
          const id = axes[position];
          if (id) view.onAxisTitle!(id);
        }
      : undefined;
  return view.tableView ? (
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
    <SceneView
      scene={scene}
      chartType={config.chartType}
      title={title}
      onToggle={onToggle}
      onAxisTitle={onAxisTitle}
      annotations={annotations.view}
      onMarkPick={onMarkPick}
    />
  );
};

/** The chart drawn by its scene's kind: an SVG scene, a map (MapLibre, loaded when shown) or a table. */
export const ChartScene = ({
  chart,
  title,
  locale,
  view,
  annotations,
  onToggle,
  onMarkPick,
  maxHeight,
}: {
  chart: Chart;
  title?: string;
  locale: Locale;
  view: ChartViewOptions;
  annotations: ReturnType<typeof useAnnotationsView>;
  onToggle?: (category: string) => void;
  onMarkPick?: (datum: Datum) => void;
  maxHeight?: number;
}) => {
  const { scene } = chart;
  const map = useMapView(scene?.kind === 'map');
  return (
    <Suspense fallback={<ChartLoading />}>
      {scene?.kind === 'svg' && (
        <SvgView
          {...{ title, locale, view, annotations, onToggle, onMarkPick }}
          config={scene.config}
          scene={scene.scene}
          tableComponents={chart.tableComponents}
          shown={chart.shown}
        />
      )}
      {scene?.kind === 'map' && scene.scene.empty && <EmptyMessage empty={scene.scene.empty} />}
      {scene?.kind === 'map' &&
        (() => {
          const { MapView } = map;
          return MapView ? (
            <MapView
              config={scene.config}
              scene={scene.scene}
              locale={locale}
              width={chart.width}
              height={view.plotHeight}
              title={title}
              styleUrl={chart.styleUrl}
              animationValue={chart.state.chart.animationValue}
            />
          ) : map.fromServer ? (
            <MapPreview config={scene.config} scene={scene.scene} width={chart.width} height={view.plotHeight} title={title} styleUrl={chart.styleUrl} />
          ) : (
            <ChartLoading />
          );
        })()}
      {scene?.kind === 'table' && (
        <TableChart
          config={scene.config}
          model={scene.model}
          search={chart.state.tableSearch}
          sorting={chart.state.tableSorting}
          onSearch={(search) => chart.dispatch({ type: 'TABLE_SEARCH_CHANGE', search })}
          onSorting={(sorting) => chart.dispatch({ type: 'TABLE_SORTING_CHANGE', sorting })}
          maxHeight={view.plotHeight ?? maxHeight}
          title={title}
          locale={locale}
          onPage={(offset) => chart.dispatch({ type: 'TABLE_PAGE_CHANGE', offset })}
          pageLoading={chart.pageLoading}
        />
      )}
    </Suspense>
  );
};
