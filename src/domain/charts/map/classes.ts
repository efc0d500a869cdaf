/**
 * Colour classes of a numerical map layer (spec 000 §9, 001 §5): the breaks of the discrete
 * interpolations quantize (equal widths), quantile (equal counts) and jenks (natural breaks, by
 * optimal one-dimensional k-means), and how many classes a number of values allows.
 */
import { quantileSorted } from 'd3-array';
import { ckmeans as simpleStatisticsCkmeans } from 'simple-statistics';

/** Class counts an author may choose: 3 to 9 (spec 001 §9). */
export const MIN_CLASSES = 3;
export const MAX_CLASSES = 9;
/** Discrete colour scales need at least 3 values (spec 001 §5). */
export const MIN_DISCRETE_VALUES = 3;
/** The spec's default: 3 classes. */
export const DEFAULT_CLASSES = 3;

export type Interpolation = 'quantize' | 'quantile' | 'jenks';

/** Whether values this many allow a discrete scale. */
export const allowsDiscrete = (valueCount: number) => valueCount >= MIN_DISCRETE_VALUES;

/**
 * The class counts offered for a number of values: 3 up to 9, and at most values − 2 (spec 001
 * §5). Three to four values still get 3 classes: the fewest a discrete scale has.
 */
export const classCountOptions = (valueCount: number): number[] => {
  const max = Math.max(MIN_CLASSES, Math.min(MAX_CLASSES, valueCount - 2));
  return Array.from({ length: max - MIN_CLASSES + 1 }, (_, i) => MIN_CLASSES + i);
};

/** The class count used: the author's choice within the options, else the default. */
export const classCount = (wanted: number | undefined, valueCount: number) => {
  const options = classCountOptions(valueCount);
  return Math.min(options[options.length - 1], Math.max(options[0], wanted ?? DEFAULT_CLASSES));
};

/**
 * Optimal partition of values into `k` groups with the least sum of squared deviations within the
 * groups (ckmeans, Wang & Song 2011; simple-statistics' implementation, as DESIGN chooses). Returns
 * the groups in ascending order; fewer than `k` when there are fewer distinct values (where
 * simple-statistics would split equal values or refuse), none for no values.
 */
export const ckmeans = (values: number[], k: number): number[][] => {
  const groups = Math.min(k, new Set(values).size);
  if (values.length === 0 || groups < 1) return [];
  return simpleStatisticsCkmeans(values, groups);
};

/**
 * The inner breaks of `k` classes: a value below breaks[0] is in class 0, one at or above
 * breaks[i] and below breaks[i + 1] in class i + 1. Always k − 1 breaks, ascending; jenks gives
 * fewer when the values have fewer distinct values than classes.
 */
export const classBreaks = (values: number[], k: number, interpolation: Interpolation): number[] => {
  if (values.length === 0) return [];
  const sorted = [...values].sort((a, b) => a - b);
  const [min, max] = [sorted[0], sorted[sorted.length - 1]];
  switch (interpolation) {
    case 'quantize':
      return Array.from({ length: k - 1 }, (_, i) => min + ((max - min) * (i + 1)) / k);
    case 'quantile':
      return Array.from({ length: k - 1 }, (_, i) => quantileSorted(sorted, (i + 1) / k)!);
    case 'jenks':
      // Each group after the first starts a class.
      return ckmeans(sorted, k)
        .slice(1)
        .map((group) => group[0]);
  }
};

/** The class of a value among breaks (binary search; a value on a break belongs to the upper class). */
export const classOf = (value: number, breaks: number[]) => {
  let low = 0;
  let high = breaks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (value >= breaks[mid]) low = mid + 1;
    else high = mid;
  }
  return low;
};
