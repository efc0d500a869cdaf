/**
 * Axes too narrow to label every category label round values instead: round calendar dates
 * (calendar-ticks.ts) or round numbers, the finest step whose labels stand apart.
 */

/** Space at least between two labels of round values, measured where they stand. */
const GAP = 10;

/** Whether two ticks in order stand too close for labels at most `widest` pixels wide. */
export const tooClose = (a: { position: number }, b: { position: number }, widest: number) => b.position - a.position < widest + GAP;

/** Round steps from `least` up: 1, 2 and 5 times a power of ten. */
function* roundSteps(least: number) {
  for (let power = 10 ** Math.floor(Math.log10(least)); ; power *= 10) for (const m of [1, 2, 5]) if (m * power >= least * (1 - 1e-9)) yield m * power;
}

const isMultiple = (n: number, of: number) => Math.abs(n / of - Math.round(n / of)) < 1e-6;

/**
 * Numbers in ascending order (ages, income classes) as the categories of a band axis, `step` pixels
 * apart: the indices of those on the finest round step (1, 2, 5, 10, 20 …, from the categories' own
 * spacing) whose labels, at most `widest` pixels wide, stand apart: 0, 20, 40 … rather than 0, 7, 14.
 * Undefined unless the numbers ascend, or when no step labels two of them.
 */
export const roundNumberCategories = (numbers: number[], step: number, widest: number): number[] | undefined => {
  if (numbers.length < 2 || numbers.some((n, i) => !Number.isFinite(n) || (i > 0 && n <= numbers[i - 1]))) return undefined;
  const spacing = Math.min(...numbers.slice(1).map((n, i) => n - numbers[i]));
  for (const round of roundSteps(spacing)) {
    const indices = numbers.flatMap((n, i) => (isMultiple(n, round) ? [i] : []));
    if (indices.length < 2) return undefined;
    if (!indices.some((index, k) => k > 0 && tooClose({ position: indices[k - 1] * step }, { position: index * step }, widest))) return indices;
  }
  return undefined;
};
