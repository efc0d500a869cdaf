/** Small statistics helpers for the bench scripts. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const median = (values: number[]) => percentile(values, 50);
export const round = (value: number) => Math.round(value * 10) / 10;

/** Times `fn` n times (sequentially) and returns the durations in ms. */
export const timeRuns = async (n: number, fn: () => Promise<unknown>) => {
  const durations: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    durations.push(performance.now() - started);
  }
  return durations;
};
