/**
 * Empty and partial states (issue 29 §7): when a chart has nothing to draw, why, in words the view
 * writes in place of the plot, never an axis over a made-up domain. And which of the legend's
 * categories have no data under the visitor's filters: the legend lists them apart.
 *
 *   observations ─► the visitor's filters but the legend ─► none: 'filtered' (the filters named)
 *                                                        ─► none with a value: 'missing'
 *                 ─► the legend too ─► every category with a value hidden: 'hidden'
 *                 ─► values, yet no mark (a pie of values ≤ 0): 'not-positive'
 */
import type { Filters } from '../config';
import { findValue, isTemporalDimension, type Component, type Observation } from '../data';
import type { MessageKey } from '../messages';
import { isMostRecent } from '../configurator/most-recent';
import { applyInteractiveFilters, displayLabel, type FilterSpec, type InteractiveState } from './chart-data';
import type { LegendItem } from './scene';

/** The filters' values as they read, in the page's language: the dimensions', and the time apart ("Lugano", "1999"). */
export type FilterWords = { values: string[]; time: string[] };

export type EmptyState =
  /** The visitor hid, in the legend, every category that has a value. */
  | { reason: 'hidden' }
  /** No observation under the filters, named. */
  | ({ reason: 'filtered' } & FilterWords)
  /** Observations, none with a value. */
  | { reason: 'missing' }
  /** Values, none above zero: a pie has no slice. */
  | { reason: 'not-positive' };

const hasValue = (o: Observation, id: string) => typeof o[id] === 'number' && !Number.isNaN(o[id]);

/** Whether an observation has a value in every measure the chart draws (a scatterplot's point needs both). */
const hasValues = (o: Observation, measureIds: string[]) => measureIds.every((id) => hasValue(o, id));

/**
 * The words of the filters the observations answer to: each single value (a dimension's label, a
 * date in its unit's format), the visitor's time range and animation frame. Several values of one
 * dimension (a multi filter) are what the chart draws, not why it is empty: they are left out.
 */
export const filterWords = (filters: Filters, components: Map<string, Component>, spec: FilterSpec = {}, state?: InteractiveState): FilterWords => {
  const words: FilterWords = { values: [], time: [] };
  const add = (component: Component, label: string) =>
    isTemporalDimension(component) ? words.time.push(displayLabel(component, label)) : words.values.push(displayLabel(component, label));
  for (const [id, filter] of Object.entries(filters)) {
    const component = components.get(id);
    if (!component || filter.type === 'multi' || isMostRecent(filter)) continue;
    const label = (value: string | number) => findValue(component.values, value)?.label ?? String(value);
    if (filter.type === 'single') add(component, label(filter.value));
    else words.time.push(`${displayLabel(component, label(filter.from))}–${displayLabel(component, label(filter.to))}`);
  }
  const timed = spec.timeId ? components.get(spec.timeId) : undefined;
  if (timed && state?.timeRange) {
    const { from, to } = state.timeRange;
    words.time.push(from === to ? displayLabel(timed, from) : `${displayLabel(timed, from)}–${displayLabel(timed, to)}`);
  }
  const animated = spec.animationId ? components.get(spec.animationId) : undefined;
  if (animated && state?.animationValue !== undefined) add(animated, state.animationValue);
  return words;
};

/**
 * Why a chart draws no mark, or nothing when it draws one. `observations`: every loaded one;
 * `state`: the visitor's, with the animation frame shown; `words`: the filters' (filterWords),
 * asked only when the filters leave nothing.
 */
export const emptyState = ({
  observations,
  spec,
  state,
  measureIds,
  drawn,
  words,
}: {
  observations: Observation[];
  spec: FilterSpec;
  state: InteractiveState;
  measureIds: string[];
  drawn: boolean;
  words: () => FilterWords;
}): EmptyState | undefined => {
  if (drawn) return undefined;
  const filtered = applyInteractiveFilters(observations, { ...spec, legendId: undefined }, state);
  if (!filtered.length) return { reason: 'filtered', ...words() };
  const valued = filtered.filter((o) => hasValues(o, measureIds));
  if (!valued.length) return { reason: 'missing' };
  const hidden = new Set(state.hiddenCategories);
  const { legendId } = spec;
  if (legendId && valued.every((o) => hidden.has(String(o[legendId])))) return { reason: 'hidden' };
  return { reason: 'not-positive' };
};

/**
 * The legend with its categories that have no value under the visitor's filters other than the
 * legend (time range, animation frame) marked: colours stay put while the visitor filters, but a
 * legend never offers a series the chart cannot show.
 */
export const markNoData = (
  legend: LegendItem[],
  { observations, spec, state, measureIds }: { observations: Observation[]; spec: FilterSpec; state: InteractiveState; measureIds: string[] },
): LegendItem[] => {
  const { legendId } = spec;
  if (!legendId || !legend.length) return legend;
  const filtered = applyInteractiveFilters(observations, { ...spec, legendId: undefined }, state);
  const withData = new Set(filtered.flatMap((o) => (hasValues(o, measureIds) ? [String(o[legendId])] : [])));
  return legend.some((item) => !withData.has(item.key)) ? legend.map((item) => (withData.has(item.key) ? item : { ...item, noData: true })) : legend;
};

/** The categories the visitor may toggle: those with data (the last of them stays shown, chart-data.ts toggleCategory). */
export const toggleableCategories = (legend: LegendItem[]) => legend.flatMap((item) => (item.noData ? [] : [item.key]));

/** The keys of the empty states' messages. */
export type EmptyMessageKey = Extract<MessageKey, `chart.empty.${string}` | 'chart.no-data'>;

/** The message of an empty state, and what it names. */
export const emptyMessage = (empty: EmptyState): { key: EmptyMessageKey; values: { values?: string; time?: string } } => {
  switch (empty.reason) {
    case 'hidden':
      return { key: 'chart.empty.hidden', values: {} };
    case 'missing':
      return { key: 'chart.empty.missing', values: {} };
    case 'not-positive':
      return { key: 'chart.empty.not-positive', values: {} };
    case 'filtered': {
      const values = empty.values.join(', ');
      const time = empty.time.join(', ');
      if (values && time) return { key: 'chart.empty.filtered-time', values: { values, time } };
      if (values) return { key: 'chart.empty.filtered', values: { values } };
      if (time) return { key: 'chart.empty.time', values: { time } };
      return { key: 'chart.no-data', values: {} };
    }
  }
};
