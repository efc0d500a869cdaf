/**
 * What the configurator remembers of the author's filter choices (issue 28: "the author always
 * sees what they chose, or is told, in words, why not and what was chosen instead"). Kept in the
 * configurator state, never saved with the config:
 *
 * - the single filter values the author chose, per chart and dimension: a dimension that stops
 *   being a field (or a map's colour) gets its filter back at that value, not at a default;
 * - the notices of chosen values that the possible filters changed for want of data, and the
 *   chart as it was before the author's edit that caused them, for one Undo.
 *
 * Values the author never chose (defaults of spec 001 §4 normalisation, or values the
 * configurator chose and announced) follow the possible filters, as the spec's normalisation says.
 */
import type { ChartConfig, ConfiguratorState, FilterNotice } from '../config';
import type { DataCubeComponents } from '../data';
import type { ConfiguratorAction } from './actions';
import { MOST_RECENT_VALUE } from './most-recent';
import type { FilterChange } from './possible-filters';
import { activeChart } from './select';

type Value = string | number;
type Choices = Record<string, Value>;

/** Actions the configurator makes itself: they are no edit of the author's. */
const AUTOMATIC = new Set<ConfiguratorAction['type']>(['CHART_CONFIG_FILTERS_UPDATE', 'CHART_COLOR_MAPPING_UPDATED', 'FILTER_NOTICE_UNDO', 'INITIALIZED']);

/** The single filter values of a chart's cubes, by dimension. */
const singleValues = (chart: ChartConfig): Choices =>
  Object.fromEntries(chart.cubes.flatMap((cube) => Object.entries(cube.filters).flatMap(([id, f]) => (f.type === 'single' ? [[id, f.value]] : []))));

/** The filter choices of charts opened for editing: every single filter they have was the author's. */
export const chosenFilters = (charts: ChartConfig[]): Record<string, Choices> => Object.fromEntries(charts.map((c) => [c.key, singleValues(c)]));

/** What the data of a chart depends on: an edit that changes none of it announces nothing and keeps the notices. */
const dataOf = (chart: ChartConfig) => JSON.stringify([chart.chartType, chart.fields, chart.cubes]);

const componentsOf = (action: ConfiguratorAction): DataCubeComponents | undefined =>
  'value' in action && action.value && typeof action.value === 'object' && 'components' in action.value
    ? (action.value.components as DataCubeComponents)
    : undefined;

/**
 * Filters the edit added (their dimension left the fields, or a key dimension needed one) take the
 * value the author chose for them before, where it is still a value of the dimension.
 */
const restoreChoices = (previous: ChartConfig, chart: ChartConfig, choices: Choices, components: DataCubeComponents | undefined): ChartConfig => {
  const had = singleValues(previous);
  const valid = (id: string, value: Value) =>
    !components || components.dimensions.some((d) => d.id === id && d.values.some((v) => String(v.value) === String(value)));
  let changed = false;
  const cubes = chart.cubes.map((cube) => {
    const filters = { ...cube.filters };
    for (const [id, filter] of Object.entries(cube.filters)) {
      const choice = choices[id];
      if (filter.type !== 'single' || id in had || choice === undefined || String(choice) === String(filter.value)) continue;
      if (!valid(id, choice) && choice !== MOST_RECENT_VALUE) continue;
      filters[id] = { ...filter, value: choice };
      changed = true;
    }
    return { ...cube, filters };
  });
  return changed ? { ...chart, cubes } : chart;
};

/** The notices with the changes of chosen values added (a later change of an announced filter updates its notice). */
const announced = (notices: FilterNotice[], changes: FilterChange[], choices: Choices): FilterNotice[] => {
  const next = [...notices];
  for (const change of changes) {
    const index = next.findIndex((n) => n.dimensionId === change.dimensionId);
    if (index >= 0) next[index] = { ...next[index], to: change.to, because: change.because };
    else if (choices[change.dimensionId] !== undefined && String(choices[change.dimensionId]) === String(change.from)) next.push(change);
  }
  return next;
};

const withChart = (state: ConfiguratorState, chart: ChartConfig): ConfiguratorState => ({
  ...state,
  chartConfigs: state.chartConfigs.map((c) => (c.key === chart.key ? chart : c)),
});

/**
 * The state after an action, with the filter memory kept: choices recorded, restored to filters
 * an edit added, changes of chosen values announced, and Undo of the edit that caused them.
 */
export const withFilterMemory = (before: ConfiguratorState, after: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  const chart = activeChart(after);
  const previous = chart && before.chartConfigs.find((c) => c.key === chart.key);
  if (!chart || !previous) return after;
  const key = chart.key;
  const choices = after.filterChoices?.[key] ?? {};
  const entry = after.filterNotices?.[key];
  if (action.type === 'FILTER_NOTICE_UNDO') {
    if (!entry?.before) return after;
    const { [key]: _, ...notices } = after.filterNotices ?? {};
    return {
      ...withChart(after, entry.before),
      filterNotices: notices,
      filterChoices: { ...after.filterChoices, [key]: { ...choices, ...singleValues(entry.before) } },
    };
  }
  if (action.type === 'CHART_CONFIG_FILTERS_UPDATE') {
    const changes = action.value.changes ?? [];
    const notices = announced(entry?.notices ?? [], changes, choices);
    if (!notices.length) return after;
    // Before any edit (a chart opened with values that have no data) there is nothing to undo.
    return { ...after, filterNotices: { ...after.filterNotices, [key]: { ...entry, notices } } };
  }
  // A value the author picks is theirs even when the filter had it already.
  const chosen = action.type === 'FILTER_SET_SINGLE' ? { ...choices, [action.value.dimensionId]: action.value.value } : choices;
  if (AUTOMATIC.has(action.type)) return after;
  if (dataOf(previous) === dataOf(chart)) return chosen === choices ? after : { ...after, filterChoices: { ...after.filterChoices, [key]: chosen } };
  // An edit of the author's: its choice is remembered, earlier notices go, and Undo returns to the chart before it.
  const restored = restoreChoices(previous, chart, chosen, componentsOf(action));
  return {
    ...withChart(after, restored),
    filterChoices: { ...after.filterChoices, [key]: chosen },
    filterNotices: { ...after.filterNotices, [key]: { notices: [], before: previous } },
  };
};

/** The notice of a filter of the active chart, if its value was changed for want of data. */
export const filterNoticeOf = (state: ConfiguratorState, dimensionId: string): FilterNotice | undefined => {
  const chart = activeChart(state);
  return chart ? state.filterNotices?.[chart.key]?.notices.find((n) => n.dimensionId === dimensionId) : undefined;
};

/** Whether the active chart's notices can be undone: they follow an edit of the author's. */
export const canUndoFilterNotice = (state: ConfiguratorState) => {
  const chart = activeChart(state);
  return !!chart && !!state.filterNotices?.[chart.key]?.before;
};
