/**
 * Sorting of the dataset preview table (spec 000 §4): a click on a column header sorts ascending,
 * a second click on the same header descending. Numeric and temporal columns sort by number (a
 * date by its time), other columns by the position of their values.
 */
import { isNumericalMeasure, isTemporalDimension, type Component, type Observation } from '../data';

export type PreviewSort = { componentId: string; direction: 'asc' | 'desc' };

export const togglePreviewSort = (current: PreviewSort | undefined, componentId: string): PreviewSort => ({
  componentId,
  direction: current?.componentId === componentId && current.direction === 'asc' ? 'desc' : 'asc',
});

/** Columns in the cube's component order; components without one keep their place after the others. */
export const previewColumns = (components: Component[]) =>
  components
    .map((component, index) => ({ component, index }))
    .sort((a, b) => (a.component.order ?? Infinity) - (b.component.order ?? Infinity) || a.index - b.index)
    .map(({ component }) => component);

export type SortKey = number | string | undefined;

/** How a column's values compare: by number, by time, or by value position (else label). */
export const sortKey = (component: Component): ((value: Observation[string]) => SortKey) => {
  if (isNumericalMeasure(component) || component.isNumerical) return (value) => (value === null ? undefined : Number(value));
  if (isTemporalDimension(component)) {
    return (value) => {
      if (value === null) return undefined;
      const time = Date.parse(String(value));
      return Number.isNaN(time) ? Number(value) : time;
    };
  }
  const positions = new Map(component.values.map((v) => [v.label, v.position]));
  return (value) => (value === null ? undefined : (positions.get(String(value)) ?? String(value)));
};

/** Numbers before text (ascending); missing values (and NaN) last whatever the direction. */
export const compareKeys = (a: SortKey, b: SortKey, sign: 1 | -1) => {
  const missingA = a === undefined || Number.isNaN(a);
  const missingB = b === undefined || Number.isNaN(b);
  if (missingA || missingB) return Number(missingA) - Number(missingB);
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  if (typeof a === 'number') return -sign;
  if (typeof b === 'number') return sign;
  return sign * String(a).localeCompare(String(b));
};

export const sortPreviewObservations = <T extends Observation>(observations: T[], components: Component[], sort: PreviewSort | undefined): T[] => {
  const component = sort && components.find((c) => c.id === sort.componentId);
  if (!sort || !component) return observations;
  const key = sortKey(component);
  const sign = sort.direction === 'asc' ? 1 : -1;
  return observations
    .map((o) => ({ o, key: key(o[component.id]) }))
    .sort((a, b) => compareKeys(a.key, b.key, sign))
    .map(({ o }) => o);
};
