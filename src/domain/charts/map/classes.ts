/**
 * Colour classes of a numerical map layer (spec 000 §9, 001 §5): the breaks of the discrete
 * interpolations quantize (equal widths), quantile (equal counts) and jenks (natural breaks, by
 * optimal one-dimensional k-means), and how many classes a number of values allows.
 */

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
 * groups (ckmeans, Wang & Song 2011): dynamic programming over the sorted values. Returns the
 * groups in ascending order; fewer than `k` when there are fewer distinct values.
 */
export const ckmeans = (values: number[], k: number): number[][] => {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const groups = Math.min(k, new Set(sorted).size);
  if (n === 0 || groups < 1) return [];
  // Prefix sums make the squared deviation of any run sorted[i..j] O(1).
  const sum = new Float64Array(n + 1);
  const squares = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    sum[i + 1] = sum[i] + sorted[i];
    squares[i + 1] = squares[i] + sorted[i] * sorted[i];
  }
  const cost = (i: number, j: number) => {
    const s = sum[j + 1] - sum[i];
    return squares[j + 1] - squares[i] - (s * s) / (j - i + 1);
  };
  // best[g][j]: least cost of sorted[0..j] in g+1 groups; start[g][j]: where its last group starts.
  const best = Array.from({ length: groups }, () => new Float64Array(n).fill(Infinity));
  const start = Array.from({ length: groups }, () => new Int32Array(n));
  for (let j = 0; j < n; j++) best[0][j] = cost(0, j);
  // The best start of the last group never moves left as j grows: each row is filled by divide and
  // conquer over j, searching starts only between its neighbours' (O(k n log n), not O(k n²)).
  const fill = (g: number, jFrom: number, jTo: number, iFrom: number, iTo: number) => {
    if (jFrom > jTo) return;
    const j = (jFrom + jTo) >> 1;
    let bestI = Math.max(g, iFrom);
    for (let i = bestI; i <= Math.min(j, iTo); i++) {
      const candidate = best[g - 1][i - 1] + cost(i, j);
      if (candidate < best[g][j]) {
        best[g][j] = candidate;
        bestI = i;
      }
    }
    start[g][j] = bestI;
    fill(g, jFrom, j - 1, iFrom, bestI);
    fill(g, j + 1, jTo, bestI, iTo);
  };
  for (let g = 1; g < groups; g++) fill(g, g, n - 1, g, n - 1);
  const result: number[][] = [];
  let end = n - 1;
  for (let g = groups - 1; g >= 0; g--) {
    const from = g === 0 ? 0 : start[g][end];
    result.unshift(sorted.slice(from, end + 1));
    end = from - 1;
  }
  return result;
};

/** The p-quantile of sorted values, linear between ranks (as d3's quantileSorted). */
const quantileSorted = (sorted: number[], p: number) => {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
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
      return Array.from({ length: k - 1 }, (_, i) => quantileSorted(sorted, (i + 1) / k));
    case 'jenks':
      // Each group after the first starts a class.
      return ckmeans(sorted, k).slice(1).map((group) => group[0]);
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
