/**
 * Dashboard shared filters (spec 001 §4, §5; 002 §2): which time range and data filters a
 * dashboard can share, what turning one on sets, which dates stay selectable, and a chart
 * config with the shared filters (and the visitor's choices) applied to its cube filters.
 */
import type { ChartConfig, DashboardFilters, Filters } from '../config';
import { isTemporalDimension, type DataCubeComponents, type Dimension, type TimeUnit } from '../data';
import { formatDate } from '../format';

type TimeRange = DashboardFilters['timeRange'];
export type SharedTimeRange = { from: string; to: string };
/** What a visitor chose in a published dashboard: a time range and one value per shared data filter. */
export type SharedFilterChoices = { timeRange?: SharedTimeRange; dataFilters: Record<string, string> };

export type TimeRangeCandidate = { timeUnit: TimeUnit; values: string[] };

const sortedUnique = (values: string[]) => [...new Set(values)].sort();

/** Time-range candidates: the charts' temporal dimensions, one per time unit, with every date any of them has. */
export const timeRangeCandidates = (components: DataCubeComponents[]): TimeRangeCandidate[] => {
  const byUnit = new Map<TimeUnit, string[]>();
  for (const dimension of components.flatMap((c) => c.dimensions).filter(isTemporalDimension)) {
    byUnit.set(dimension.timeUnit, [...(byUnit.get(dimension.timeUnit) ?? []), ...dimension.values.map((v) => String(v.value))]);
  }
  return [...byUnit].map(([timeUnit, values]) => ({ timeUnit, values: sortedUnique(values) })).filter((c) => c.values.length > 0);
};

/** The time-range toggle turned on: presets from the earliest to the latest available date. */
export const timeRangeOn = ({ timeUnit, values }: TimeRangeCandidate): TimeRange => ({
  active: true,
  timeUnit,
  presets: { from: values[0], to: values[values.length - 1] },
});

/** A date is disabled when absent from the values, or after the end (for the start) or before the start (for the end). */
export const isDateDisabled = (value: string, end: 'from' | 'to', range: SharedTimeRange, available: string[]) =>
  !available.includes(value) || (end === 'from' ? value > range.to : value < range.from);

/** The range with one end moved; the other end follows so that the start never passes the end. */
export const moveRangeEnd = (range: SharedTimeRange, end: 'from' | 'to', value: string): SharedTimeRange =>
  end === 'from' ? { from: value, to: value > range.to ? value : range.to } : { from: value < range.from ? value : range.from, to: value };

const chartFilters = (chart: ChartConfig) => chart.cubes.flatMap((c) => Object.entries(c.filters));

/** Data-filter candidates: dimensions filtered single or multi in more than one chart. */
export const dataFilterCandidates = (charts: ChartConfig[]): string[] => {
  const counts = new Map<string, number>();
  for (const chart of charts) {
    const ids = new Set(
      chartFilters(chart)
        .filter(([, f]) => f.type === 'single' || f.type === 'multi')
        .map(([id]) => id),
    );
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([id]) => id);
};

/** The first value of a dimension: what turning its data filter on sets. */
export const firstValue = (dimension: Pick<Dimension, 'values'>) => (dimension.values[0] ? String(dimension.values[0].value) : undefined);

/** The visitor's choices kept only where they fit: a range of available dates in order, values the filter's dimension has. */
export const resolveSharedChoices = (
  requested: SharedFilterChoices,
  available: { timeRange?: string[]; dataFilters: Record<string, string[]> },
): SharedFilterChoices => {
  const range = requested.timeRange;
  const dates = available.timeRange ?? [];
  const timeRange = range && dates.includes(range.from) && dates.includes(range.to) && range.from <= range.to ? range : undefined;
  const dataFilters = Object.fromEntries(Object.entries(requested.dataFilters).filter(([id, value]) => available.dataFilters[id]?.includes(value)));
  return { ...(timeRange ? { timeRange } : {}), dataFilters };
};

/**
 * A chart as the dashboard shows it: each shared data filter replaces the chart's own filter on
 * that dimension, and the shared time range filters the chart's temporal dimensions of that time
 * unit that it shows (not those it fixes to one value). `components` are the chart's cubes'.
 */
export const withDashboardFilters = (
  chart: ChartConfig,
  filters: DashboardFilters | undefined,
  components: DataCubeComponents | undefined,
  choices: SharedFilterChoices = { dataFilters: {} },
): ChartConfig => {
  if (!filters) return chart;
  const range = filters.timeRange.active ? (choices.timeRange ?? filters.timeRange.presets) : undefined;
  const temporal = new Set((components?.dimensions ?? []).filter((d) => isTemporalDimension(d) && d.timeUnit === filters.timeRange.timeUnit).map((d) => d.id));
  const shared = (id: string, current: Filters[string]): Filters[string] => {
    if (filters.dataFilters.componentIds.includes(id)) {
      const value = choices.dataFilters[id] ?? (filters.dataFilters.filters[id]?.type === 'single' ? String(filters.dataFilters.filters[id].value) : undefined);
      if (value !== undefined) return { type: 'single', value, ...(current.position !== undefined ? { position: current.position } : {}) };
    }
    return current;
  };
  const cubes = chart.cubes.map((cube) => {
    const next: Filters = Object.fromEntries(Object.entries(cube.filters).map(([id, f]) => [id, shared(id, f)]));
    if (range) {
      for (const id of temporal) {
        const own = next[id];
        if (!own || own.type === 'range') next[id] = { type: 'range', from: range.from, to: range.to };
      }
    }
    return { ...cube, filters: next };
  });
  return { ...chart, cubes };
};

export type ValueOption = { value: string; label: string };

const options = (dimensions: Dimension[]): ValueOption[] => {
  const byValue = new Map<string, string>();
  for (const d of dimensions) for (const v of d.values) if (!byValue.has(String(v.value))) byValue.set(String(v.value), v.label);
  return [...byValue].map(([value, label]) => ({ value, label }));
};

/** The dates a shared time range offers: every chart's temporal values of that unit, in order, written as the unit's dates are (06.2024). */
export const timeRangeOptions = (components: DataCubeComponents[], timeUnit: string): ValueOption[] =>
  options(components.flatMap((c) => c.dimensions).filter((d) => isTemporalDimension(d) && d.timeUnit === timeUnit))
    .map(({ value }) => ({ value, label: formatDate(value, timeUnit as TimeUnit) }))
    .sort((a, b) => (a.value < b.value ? -1 : 1));

/** A shared data filter's dimension label and values, from the charts that have it. */
export const dataFilterOptions = (components: DataCubeComponents[], id: string): { label: string; values: ValueOption[] } | undefined => {
  const dimensions = components.flatMap((c) => c.dimensions).filter((d) => d.id === id);
  return dimensions.length ? { label: dimensions[0].label, values: options(dimensions) } : undefined;
};
