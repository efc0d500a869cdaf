/**
 * A chart's frame, less the drawing: loads what the chart pipeline (domain/charts/pipeline.ts)
 * asks for, keeps the visitor's state (domain/viewer/viewer-state.ts) and runs the pipeline to
 * the scene. It tells the published view the state to share and the data shown.
 */
import { useContext, useDeferredValue, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chartFilterSpec,
  chartQuery,
  chartScene,
  chartShapeDimensions,
  dataTableComponents,
  legendValues,
  queryFilters,
  sceneKind,
  showsBaseMap,
  shownData,
} from '../../domain/charts/pipeline';
import { presentValues, presetRange } from '../../domain/charts/chart-data';
import { toggleableCategories } from '../../domain/charts/empty';
import type { ChartConfig } from '../../domain/config';
import type { Locale, Observation } from '../../domain/data';
import { dataFilterChoices } from '../../domain/viewer/data-filters';
import { viewChartWidth } from '../../domain/viewer/server-state';
import { initialViewerState, sharedViewState, viewerReducer } from '../../domain/viewer/viewer-state';
import type { DataSource } from '../api/client';
import { useObservations } from '../api/hooks';
import { withFilterUnits } from '../../domain/measure-units';
import { useShapes } from '../map/hooks';
import { useRowExcess } from './row-excess';
import type { ChartViewOptions } from '../viewer/chart-view';
import { useChartCubes, useConvertedObservations } from './frame-parts';
import { useSceneMakers } from './scene-makers';
import { ChartPlaceContext, EmbedPageContext, useViewportWidth } from '../hydration';
import { useWidth } from './useWidth';
import { useTablePages } from './table/useTablePages';

const NO_ROWS: Observation[] = [];
const NO_CATEGORIES: string[] = [];

export const useChart = (config: ChartConfig, source: DataSource, locale: Locale, view: ChartViewOptions) => {
  const { t } = useTranslation();
  const kind = sceneKind(config);
  const { components, metadata, byId } = useChartCubes(config, source, locale);
  const [state, dispatch] = useReducer(viewerReducer, { config, requested: view.requested }, initialViewerState);
  const choices = useMemo(() => dataFilterChoices(config, byId, state.dataFilters), [config, byId, state.dataFilters]);
  const query = useMemo(() => chartQuery(config, components.data, choices), [config, components.data, choices]);
  // Past the row limit of its kind the chart is not asked for: the frame says which filter to add.
  const { settings, known, excess } = useRowExcess(config, components.data, query);
  // A table of many rows holds one page, one that fits in a page the rows of its first (table/useTablePages.ts); other charts and tables load all their rows.
  const pages = useTablePages({ config, source, locale, query, byId, components: components.data, state });
  const loadsRows = known && !excess && pages.paged === false && !pages.rows;
  const observations = useConvertedObservations(config, useObservations(source, locale, query, loadsRows), components.data);
  const shapes = useShapes(source, locale, excess ? [] : chartShapeDimensions(config, byId));
  const makers = useSceneMakers(kind);
  const viewportWidth = useViewportWidth();
  // Drawn first for the width a view's chart has in this viewport (the server's, while hydrating: the same drawing), until measured.
  const place = useContext(ChartPlaceContext);
  const embedded = useContext(EmbedPageContext);
  const [widthGuess] = useState(() => viewChartWidth(viewportWidth, place, { embedded, ...view.flags }));
  const [ref, width] = useWidth<HTMLDivElement>(widthGuess);
  // The search box follows each key at once; the table's rows as soon as the browser has time.
  const search = useDeferredValue(state.tableSearch);

  const rows = (pages.paged ? pages.page?.observations : (pages.rows ?? observations.data?.data)) ?? NO_ROWS;
  const filters = useMemo(() => queryFilters(query), [query]);
  const spec = useMemo(() => chartFilterSpec(config, byId), [config, byId]);
  // The time range the brush starts at, drawn before the brush tells it (the server draws no brush's effect): no redraw once it does.
  const presets = state.requestedTimeRange ?? config.interactiveFiltersConfig.timeRange.presets;
  const chartState = useMemo(() => {
    const values = !state.chart.timeRange && spec.timeId ? presentValues(byId.get(spec.timeId), rows) : [];
    if (!values.length) return state.chart;
    const [from, to] = presetRange(values, presets).map((i) => values[Math.min(i, values.length - 1)]);
    return { ...state.chart, timeRange: { from, to } };
  }, [state.chart, spec.timeId, byId, rows, presets]);
  const scene = useMemo(
    () =>
      chartScene({
        config,
        components: byId,
        observations: rows,
        state: { chart: chartState, tableSorting: state.tableSorting, tableSearch: pages.paged ? pages.search : search },
        locale,
        width,
        viewportWidth,
        height: view.plotHeight,
        filters,
        shapes: shapes.ready ? shapes.shapes : undefined,
        makers: makers.makers,
        tablePage: pages.page,
      }),
    [
      config,
      byId,
      rows,
      chartState,
      state.tableSorting,
      search,
      locale,
      width,
      viewportWidth,
      view.plotHeight,
      filters,
      shapes.ready,
      shapes.shapes,
      makers.makers,
      pages.paged,
      pages.search,
      pages.page,
    ],
  );

  // What loading and the first scene teach the state: the author's new calculation, labels for an address's hidden values, the legend's categories.
  const values = useMemo(() => legendValues(config, byId), [config, byId]);
  const legendCategories = useMemo(() => (scene?.kind === 'svg' ? scene.scene.legend.map((item) => item.key) : NO_CATEGORIES), [scene]);
  // The visitor toggles the categories with data: the last of them stays shown.
  const toggleCategories = useMemo(() => (scene?.kind === 'svg' ? toggleableCategories(scene.scene.legend) : NO_CATEGORIES), [scene]);
  const sync = { type: 'SYNC', config, legendValues: values, legendCategories } as const;
  if (viewerReducer(state, sync) !== state) dispatch(sync);

  // The data table's headers carry the unit the filters decide, as the chart's axis does; a summed chart's, how many values each sum covers.
  const countLabel = t('chart.sum-count-column');
  const tableComponents = useMemo(() => dataTableComponents(config, withFilterUnits(byId, filters), countLabel), [config, byId, filters, countLabel]);
  const { onStateChange, onShownData } = view;
  // Maps and tables share no state; a drawn chart tells each change of what it shares.
  const shared = kind === 'svg' ? sharedViewState(config, state, choices, values) : undefined;
  const sharedKey = JSON.stringify(shared);
  useEffect(() => {
    if (shared) onStateChange?.(shared);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told when what is shared changes (compared by content), not when the parent's callback does
  }, [sharedKey]);
  // A paged table's data is the page it shows.
  const loaded = pages.paged ? !!pages.page : !!(pages.rows ?? observations.data);
  const shown = useMemo(
    () => (loaded ? shownData(config, byId, rows, { chart: chartState }, filters, countLabel) : undefined),
    [config, byId, rows, chartState, filters, loaded, countLabel],
  );
  useEffect(() => {
    if (shown) onShownData?.(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told when the data shown changes, not when the parent's callback does
  }, [shown]);

  return {
    kind,
    excess,
    components: components.data,
    byId,
    metadata,
    rows,
    shown: shown?.observations ?? NO_ROWS,
    tableComponents,
    spec,
    scene,
    toggleCategories,
    state,
    dispatch,
    choices,
    ref,
    width,
    viewportWidth,
    styleUrl: showsBaseMap(config) ? (settings.data?.mapStyleUrl ?? undefined) : undefined,
    /** A paged table's next page is on its way (the last one stays shown). */
    pageLoading: pages.fetching,
    error: components.error ?? pages.error ?? observations.error ?? metadata.error ?? shapes.error ?? makers.error,
    loading: !loaded || !shapes.ready || (kind !== 'svg' && !makers.makers[kind]) || (kind === 'map' && settings.isPending),
  };
};

/** What useChart gives the frame: the data, the scene, the visitor's state and its dispatch. */
export type Chart = ReturnType<typeof useChart>;
