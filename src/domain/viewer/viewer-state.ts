/**
 * What a visitor does to a chart (spec 002 §4) as a reducer: the legend's hidden categories, the
 * time range, the calculation, the animation frame, the data filters and a table's sorting and
 * search. It lives beside the chart, never in the saved config; the chart pipeline
 * (charts/pipeline.ts) reads it. The address's share of it is view-state.ts.
 *
 * SYNC carries what the chart learns while it loads and what the author changes in the preview;
 * it corrects the state and returns the same object when nothing needs correcting, so a view may
 * dispatch it on every render.
 */
import { initialInteractiveState, toggleCategory, type InteractiveState } from '../charts/chart-data';
import { isDrawnChart } from '../charts/registry';
import type { ColumnSort } from '../charts/table/sorting';
import type { ChartConfig } from '../config';
import { initialDataFilters, type DataFilterChoices } from './data-filters';
import { categoryLabels, categoryValues, resolveCalculation, resolveHiddenCategories, type Calculation, type ViewState } from './view-state';

export type TimeRange = { from: string; to: string };
type CategoryValue = { value: string | number; label: string };

export type ViewerState = {
  /** What the scene is drawn with (kept as one object: the rest changes without redrawing). */
  chart: InteractiveState;
  /** Data-filter choices as asked (the address's, then the visitor's); dataFilterChoices checks them against the cube. */
  dataFilters: DataFilterChoices;
  /** The author's calculation the toggle started from: a new one (the author in the preview) resets the visitor's. */
  configuredCalculation: Calculation;
  /** Whether hidden categories are labels yet: an address names them by value, the legend by label. */
  labelled: boolean;
  /** True while the visitor holds a time-range handle: the animation pauses (spec 002 §4). */
  held: boolean;
  /** The range a shared address asked for: the brush starts there instead of at the author's presets. */
  requestedTimeRange?: TimeRange;
  /** A table's header sorting (first first) and search. */
  tableSorting: ColumnSort[];
  tableSearch: string;
  /** The first row of the page a table paged on the server shows (charts/table/page-query.ts); a new sorting or search starts at 0. */
  tableOffset: number;
};

export type ViewerAction =
  | { type: 'LEGEND_TOGGLE'; category: string; categories: string[] }
  | { type: 'TIME_RANGE_CHANGE'; timeRange: TimeRange }
  | { type: 'TIME_RANGE_HOLD'; held: boolean }
  | { type: 'CALCULATION_CHANGE'; calculation: Calculation }
  | { type: 'ANIMATION_FRAME'; value: string }
  | { type: 'DATA_FILTERS_CHANGE'; choices: DataFilterChoices }
  | { type: 'TABLE_SORTING_CHANGE'; sorting: ColumnSort[] }
  | { type: 'TABLE_SEARCH_CHANGE'; search: string }
  | { type: 'TABLE_PAGE_CHANGE'; offset: number }
  | {
      type: 'SYNC';
      config: ChartConfig;
      /** The values of the legend's component, once its components are loaded. */
      legendValues?: CategoryValue[];
      /** The categories the drawn legend shows (none before the first scene). */
      legendCategories: string[];
    };

/**
 * The state a chart opens in: the calculation the author chose (or a shared address asked for),
 * the address's hidden categories and data filters. Maps and tables share no view state: they
 * open as the author made them.
 */
export const initialViewerState = ({ config, requested }: { config: ChartConfig; requested?: Omit<ViewState, 'tab'> }): ViewerState => {
  const { calculation } = config.interactiveFiltersConfig;
  const drawn = isDrawnChart(config);
  return {
    chart: drawn
      ? {
          ...initialInteractiveState(),
          hiddenCategories: requested?.hiddenCategories ?? [],
          calculation: resolveCalculation(requested?.calculation, calculation.active, calculation.type),
        }
      : initialInteractiveState(),
    dataFilters: drawn ? { ...initialDataFilters(config), ...requested?.dataFilters } : {},
    configuredCalculation: calculation.type,
    labelled: false,
    held: false,
    requestedTimeRange: drawn ? requested?.timeRange : undefined,
    tableSorting: [],
    tableSearch: '',
    tableOffset: 0,
  };
};

const withChart = (state: ViewerState, chart: Partial<InteractiveState>): ViewerState => ({ ...state, chart: { ...state.chart, ...chart } });

/** The corrections of SYNC, each only when needed. */
const sync = (state: ViewerState, { config, legendValues, legendCategories }: Extract<ViewerAction, { type: 'SYNC' }>) => {
  let next = state;
  const type = config.interactiveFiltersConfig.calculation.type;
  if (isDrawnChart(config) && type !== next.configuredCalculation) next = { ...withChart(next, { calculation: type }), configuredCalculation: type };
  if (legendValues && !next.labelled)
    next = { ...withChart(next, { hiddenCategories: categoryLabels(next.chart.hiddenCategories, legendValues) }), labelled: true };
  // A shared address may hide categories the legend lacks, or all of them: those are shown.
  if (legendCategories.length) {
    const hidden = resolveHiddenCategories(next.chart.hiddenCategories, legendCategories);
    if (hidden.length !== next.chart.hiddenCategories.length) next = withChart(next, { hiddenCategories: hidden });
  }
  return next;
};

export const viewerReducer = (state: ViewerState, action: ViewerAction): ViewerState => {
  switch (action.type) {
    case 'LEGEND_TOGGLE':
      return { ...state, chart: toggleCategory(state.chart, action.category, action.categories) };
    case 'TIME_RANGE_CHANGE': {
      const { timeRange } = state.chart;
      return timeRange?.from === action.timeRange.from && timeRange.to === action.timeRange.to ? state : withChart(state, { timeRange: action.timeRange });
    }
    case 'TIME_RANGE_HOLD':
      return state.held === action.held ? state : { ...state, held: action.held };
    case 'CALCULATION_CHANGE':
      return withChart(state, { calculation: action.calculation });
    case 'ANIMATION_FRAME':
      return state.chart.animationValue === action.value ? state : withChart(state, { animationValue: action.value });
    case 'DATA_FILTERS_CHANGE':
      return { ...state, dataFilters: action.choices };
    case 'TABLE_SORTING_CHANGE':
      return { ...state, tableSorting: action.sorting, tableOffset: 0 };
    case 'TABLE_SEARCH_CHANGE':
      return { ...state, tableSearch: action.search, tableOffset: 0 };
    case 'TABLE_PAGE_CHANGE':
      return state.tableOffset === action.offset ? state : { ...state, tableOffset: Math.max(0, action.offset) };
    case 'SYNC':
      return sync(state, action);
  }
};

/**
 * The part of the state a shared address keeps (view-state.ts): hidden categories by value, and
 * only what the chart offers the visitor.
 */
export const sharedViewState = (
  config: ChartConfig,
  state: ViewerState,
  choices: DataFilterChoices,
  legendValues: CategoryValue[] | undefined,
): Omit<ViewState, 'tab'> => {
  const { timeRange, calculation, dataFilters } = config.interactiveFiltersConfig;
  const { hiddenCategories } = state.chart;
  return {
    hiddenCategories: legendValues ? categoryValues(hiddenCategories, legendValues) : hiddenCategories,
    timeRange: timeRange.active ? state.chart.timeRange : undefined,
    calculation: calculation.active ? state.chart.calculation : undefined,
    dataFilters: dataFilters.active ? choices : {},
  };
};
