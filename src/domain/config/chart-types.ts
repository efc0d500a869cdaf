/** The chart types, apart from the config schemas: the published view reads them without loading zod. */

/** Chart types in the spec's order (spec 000 §9). */
export const CHART_TYPES = [
  'column',
  'bar',
  'line',
  'area',
  'scatterplot',
  'pie',
  'map',
  'table',
  'comboLineSingle',
  'comboLineDual',
  'comboLineColumn',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];
