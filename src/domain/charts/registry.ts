/** Every drawn chart type and its definition: the compiler says when one is missing. */
import type { ChartConfig } from '../config';
import { withAbbreviations } from './abbreviations';
import { areaChart } from './area';
import { bar, column } from './band';
import { comboLineColumn, comboLineDual, comboLineSingle } from './combo';
import type { ChartDefinition, ChartInput, DrawnChartType } from './definition';
import { lineChart } from './line';
import { annotationOverlays } from './overlays/annotations';
import { pieChart } from './pie';
import type { Scene } from './scene';
import { withLimits } from './overlays/limits';
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

/** The scene of a chart, its legend titled with the segment's name when the author asks for it, short value names where asked for, with its overlays (limits, annotations). */
export const drawScene = (input: ChartInput<DrawnChartType>): Scene => {
  const scene = definitionOf(input.config).scene({ ...input, components: withAbbreviations(input.config, input.components) });
  const segment = 'segment' in input.config.fields ? input.config.fields.segment : undefined;
  const titled = segment?.showTitle ? { ...scene, legendTitle: input.components.get(segment.componentId)?.label } : scene;
  const filters = input.filters ?? Object.assign({}, ...input.config.cubes.map((c) => c.filters));
  const limited = withLimits(titled, { limits: input.config.limits, components: input.components, filters, locale: input.locale });
  const { annotations } = input.config;
  return annotations.length ? { ...limited, annotations: annotationOverlays(limited, annotations, input.components, input.locale) } : limited;
};
