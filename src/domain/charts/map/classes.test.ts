import { quantile } from 'd3-array';
import { describe, expect, it } from 'vitest';
import { allowsDiscrete, ckmeans, classBreaks, classCount, classCountOptions, classOf } from './classes';

/** Least within-group sum of squares over every way to cut sorted values into k runs (brute force). */
const bruteForce = (values: number[], k: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const sse = (run: number[]) => {
    const mean = run.reduce((a, b) => a + b, 0) / run.length;
    return run.reduce((a, b) => a + (b - mean) ** 2, 0);
  };
  const cut = (from: number, groups: number): number => {
    if (groups === 1) return sse(sorted.slice(from));
    let best = Infinity;
    for (let end = from + 1; end <= sorted.length - groups + 1; end++) best = Math.min(best, sse(sorted.slice(from, end)) + cut(end, groups - 1));
    return best;
  };
  return cut(0, k);
};
const sseOf = (groups: number[][]) =>
  groups.reduce((total, g) => {
    const mean = g.reduce((a, b) => a + b, 0) / g.length;
    return total + g.reduce((a, b) => a + (b - mean) ** 2, 0);
  }, 0);

describe('ckmeans (jenks natural breaks)', () => {
  it('finds the obvious clusters', () => {
    expect(ckmeans([1, 2, 3, 50, 51, 52, 100, 101], 3)).toEqual([
      [1, 2, 3],
      [50, 51, 52],
      [100, 101],
    ]);
  });

  it('reaches the least within-group spread that brute force finds, on seeded random data', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 20; run++) {
      const values = Array.from({ length: 6 + (run % 7) }, () => Math.round(random() * 1000));
      const k = 2 + (run % 3);
      const groups = ckmeans(values, k);
      expect(groups.flat()).toEqual([...values].sort((a, b) => a - b));
      expect(sseOf(groups)).toBeCloseTo(bruteForce(values, k), 6);
    }
  });

  it('matches the plain O(k n²) dynamic programme on 200 seeded values, 2 to 9 groups', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = Array.from({ length: 200 }, () => Math.round(random() ** 2 * 10_000));
    const sorted = [...values].sort((a, b) => a - b);
    const sse = (from: number, to: number) => {
      const run = sorted.slice(from, to + 1);
      const mean = run.reduce((a, b) => a + b, 0) / run.length;
      return run.reduce((a, b) => a + (b - mean) ** 2, 0);
    };
    // best[g][j]: least spread of sorted[0..j] in g + 1 groups, trying every start of the last group.
    const best = [sorted.map((_, j) => sse(0, j))];
    for (let g = 1; g < 9; g++)
      best.push(sorted.map((_, j) => (j < g ? Infinity : Math.min(...Array.from({ length: j - g + 1 }, (_, k) => best[g - 1][g + k - 1] + sse(g + k, j))))));
    for (let k = 2; k <= 9; k++) expect(sseOf(ckmeans(values, k)), `${k} groups`).toBeCloseTo(best[k - 1][sorted.length - 1], 3);
  });

  it('gives no more groups than distinct values, and none for no values', () => {
    expect(ckmeans([5, 5, 5, 9], 3)).toHaveLength(2);
    expect(ckmeans([], 3)).toEqual([]);
  });
});

describe('class breaks', () => {
  const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100];
  it('quantize cuts the range into equal widths', () => {
    expect(classBreaks(values, 4, 'quantize')).toEqual([25, 50, 75]);
  });
  it('quantile puts as many values in each class', () => {
    expect(classBreaks(values, 4, 'quantile')).toEqual([0.25, 0.5, 0.75].map((p) => quantile(values, p)));
  });
  it('jenks starts a class at each natural group', () => {
    expect(classBreaks([1, 2, 3, 50, 51, 52, 100, 101], 3, 'jenks')).toEqual([50, 100]);
  });
  it('a value on a break belongs to the upper class', () => {
    expect([0, 24.9, 25, 99, 100].map((v) => classOf(v, [25, 50, 75]))).toEqual([0, 0, 1, 3, 3]);
  });
});

describe('class counts (spec 001 §5)', () => {
  it('need at least 3 values for a discrete scale', () => {
    expect([2, 3].map(allowsDiscrete)).toEqual([false, true]);
  });
  it('offer 3 to 9 classes and at most values − 2', () => {
    expect(classCountOptions(5)).toEqual([3]);
    expect(classCountOptions(8)).toEqual([3, 4, 5, 6]);
    expect(classCountOptions(26)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
  it('default to 3 and clamp a choice to what the values allow', () => {
    expect(classCount(undefined, 26)).toBe(3);
    expect(classCount(9, 8)).toBe(6);
    expect(classCount(7, 26)).toBe(7);
  });
});
