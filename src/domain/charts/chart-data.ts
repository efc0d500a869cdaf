/**
 * The observation table a chart draws: interactive filters applied, categories ordered and
 * sorted, values turned to percent. Every function returns new data; none touches the config.
 */
import { isTemporalDimension, type Component, type Observation } from '../data';
import type { Sorting } from '../config/common';
import { formatDate } from '../format';
import { shortName } from './abbreviations';

/**
 * What a visitor changes on a published chart (spec 002 §4). It lives beside the chart, never
 * in the saved config.
 */
export type InteractiveState = {
  /** Categories switched off in the legend (labels of the legend's component). */
  hiddenCategories: string[];
  /** The time-range brush: x values from..to, inclusive. */
  timeRange?: { from: string; to: string };
  /** The animation frame shown: a value label of the animation component. */
  animationValue?: string;
  calculation: 'identity' | 'percent';
};

export const initialInteractiveState = (): InteractiveState => ({ hiddenCategories: [], calculation: 'identity' });

/** Labels of a component in display order: its values' order, then labels only the observations have. */
export const labelOrder = (component: Component, observations: Observation[]) => {
  const ordered = component.values.map((v) => v.label);
  const known = new Set(ordered);
  const extra = [...new Set(observations.map((o) => String(o[component.id])))].filter((l) => !known.has(l)).sort();
  return [...ordered, ...extra];
};

/** The labels the observations have, in display order (labelOrder without the absent values). */
export const presentLabels = (component: Component, observations: Observation[]) => {
  const present = new Set(observations.map((o) => String(o[component.id])));
  return labelOrder(component, observations).filter((label) => present.has(label));
};

/** The values present, in order (dates chronologically): what the time-range brush and the animation step through. */
export const presentValues = (component: Component | undefined, observations: Observation[]) => {
  if (!component) return [];
  const ordered = presentLabels(component, observations);
  return isTemporalDimension(component) ? ordered.sort() : ordered;
};

/** Where the time-range brush starts over `values`: the first values at or after the presets' ends (an empty or unmet end: the first or last value). */
export const presetRange = (values: string[], presets: { from: string; to: string }): [number, number] => {
  const indexOf = (preset: string, fallback: number) => {
    const i = preset ? values.findIndex((v) => v >= preset) : -1;
    return i < 0 ? fallback : i;
  };
  return [indexOf(presets.from, 0), indexOf(presets.to, values.length - 1)];
};

/** A value label as charts show it: dates in the format of their time unit, short names where the chart asks for them. */
export const displayLabel = (component: Component | undefined, label: string) =>
  component && isTemporalDimension(component) ? formatDate(label, component.timeUnit) : ((component && shortName(component, label)) ?? label);

export type FilterSpec = {
  /** Component whose categories the legend toggles. */
  legendId?: string;
  /** Component the time-range brush filters (temporal x). */
  timeId?: string;
  /** Component the animation steps through. */
  animationId?: string;
};

/** Observations the chart shows now: legend, time range and animation frame applied. */
export const applyInteractiveFilters = (observations: Observation[], spec: FilterSpec, state: InteractiveState) => {
  const hidden = new Set(state.hiddenCategories);
  const { timeRange, animationValue } = state;
  return observations.filter(
    (o) =>
      !(spec.legendId && hidden.has(String(o[spec.legendId]))) &&
      !(spec.timeId && timeRange && (String(o[spec.timeId]) < timeRange.from || String(o[spec.timeId]) > timeRange.to)) &&
      !(spec.animationId && animationValue !== undefined && String(o[spec.animationId]) !== animationValue),
  );
};

/**
 * The state with the animation frame a chart shows: the visitor's, else the first value the
 * observations have under the other interactive filters, where the player starts. Drawn without a
 * frame, an animated chart would lay every frame over the others (a bar per observation of every year).
 */
export const withAnimationFrame = (
  state: InteractiveState,
  observations: Observation[],
  spec: FilterSpec,
  components: Map<string, Component>,
): InteractiveState => {
  if (!spec.animationId || state.animationValue !== undefined) return state;
  const [first] = presentValues(components.get(spec.animationId), applyInteractiveFilters(observations, { ...spec, animationId: undefined }, state));
  return first === undefined ? state : { ...state, animationValue: first };
};

/** A legend toggle: the last shown category cannot be switched off (spec 002 §4). */
export const toggleCategory = (state: InteractiveState, category: string, all: string[]): InteractiveState => {
  const hidden = new Set(state.hiddenCategories);
  if (hidden.has(category)) hidden.delete(category);
  else if (all.filter((c) => !hidden.has(c)).length > 1) hidden.add(category);
  return { ...state, hiddenCategories: [...hidden] };
};

/**
 * Categories in the order a sorting asks for. byAuto keeps the dimension's own order (dates
 * chronologically); byMeasure and byTotalSize order by the category's total value.
 */
export const sortCategories = (categories: string[], sorting: Sorting | undefined, totalOf: (category: string) => number, locale: string): string[] => {
  if (!sorting) return categories;
  const byLabel = (a: string, b: string) => a.localeCompare(b, locale, { numeric: true });
  let sorted: string[];
  switch (sorting.sortingType) {
    case 'byAuto':
      sorted = [...categories];
      break;
    case 'byDimensionLabel':
      sorted = [...categories].sort(byLabel);
      break;
    case 'byMeasure':
    case 'byTotalSize':
      sorted = [...categories].sort((a, b) => totalOf(a) - totalOf(b) || byLabel(a, b));
      break;
  }
  return sorting.sortingOrder === 'desc' ? sorted.reverse() : sorted;
};

/** Totals of a measure per category, for sorting and percentages. */
export const totalsBy = (rows: { category: string; value: number }[]) => {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.category, (totals.get(row.category) ?? 0) + row.value);
  return totals;
};

/**
 * Each value as a percent of its group's total, unrounded, so that a stack sums to 100. Spec 002
 * §5's whole-number rounding is what labels and tooltips show (formatValue), never what is stacked:
 * 36.79 + 32.53 + 30.68 rounded first would stack to 101.
 */
export const toPercent = <T extends { value: number }>(rows: T[], groupOf: (row: T) => string): T[] => {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(groupOf(row), (totals.get(groupOf(row)) ?? 0) + Math.abs(row.value));
  return rows.map((row) => {
    const total = totals.get(groupOf(row))!;
    return { ...row, value: total ? (row.value / total) * 100 : 0 };
  });
};

/** Numeric rows of a measure against a category, dropping observations without a value. */
export const numericRows = (observations: Observation[], categoryId: string | undefined, measureId: string, segmentId?: string) =>
  observations.flatMap((o) => {
    const value = o[measureId];
    if (typeof value !== 'number' || Number.isNaN(value)) return [];
    return [
      {
        category: categoryId ? String(o[categoryId]) : '',
        segment: segmentId ? String(o[segmentId]) : '',
        value,
        observation: o,
      },
    ];
  });
export type Row = ReturnType<typeof numericRows>[number];
