/** Every drawn chart type and its definition: the compiler says when one is missing. */
import type { ChartConfig } from '../config';
import { areaChart } from './area';
import { bar, column } from './band';
import { comboLineColumn, comboLineDual, comboLineSingle } from './combo';
import type { ChartDefinition, DrawnChartType } from './definition';
import { lineChart } from './line';
import { pieChart } from './pie';
import { scatterplot } from './scatterplot';

export const CHART_DEFINITIONS: { [T in DrawnChartType]: ChartDefinition<T> } = {
  column,
  bar,
  line: lineChart,
  area: areaChart,
  scatterplot,
  pie: pieChart,
  comboLineSingle,
  comboLineDual,
  comboLineColumn,
};

export type DrawnChartConfig = Extract<ChartConfig, { chartType: DrawnChartType }>;

export const isDrawnChart = (config: ChartConfig): config is DrawnChartConfig => config.chartType in CHART_DEFINITIONS;

/**
 * The definition for a config. Dispatching on the config's own chart type keeps the two
 * matched, which the type system cannot see through the union.
 */
export const definitionOf = (config: DrawnChartConfig) => CHART_DEFINITIONS[config.chartType] as unknown as ChartDefinition<DrawnChartType>;
