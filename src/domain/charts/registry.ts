/**
 * Every chart type and its definition (encodings, requirements, sorting, capabilities, scene), one
 * line each: the compiler says when one is missing. Each type's folder holds its definition, its
 * fields schema (zod, imported by the config schema only: the published view stays free of zod)
 * and its scene. Adding a type: its folder, a line here, its name in `config/chart-types.ts`, its
 * fields in `config/chart-config.ts`'s union and its catalogue keys.
 */
import type { ChartConfig, ChartType } from '../config';
import { withAbbreviations } from './abbreviations';
import { area } from './area/definition';
import { withAnimationFrame } from './chart-data';
import { bar, column } from './band/definition';
import { comboLineColumn, comboLineDual, comboLineSingle } from './combo/definition';
import type { ChartDefinition, ChartInput, ChartTypeDefinition, DrawnChartType } from './definition';
import { line } from './line/definition';
import { map } from './map/definition';
import { annotationOverlays } from './overlays/annotations';
import { pie } from './pie/definition';
import type { Scene } from './scene';
import { withLimits } from './overlays/limits';
import { scatterplot } from './scatterplot/definition';
import { table } from './table/definition';

// The modules a scene imports must not import this registry (nor capabilities, encodings or
// availability, which read it): the cycle would leave a definition undefined when a scene loads first.
export const CHART_REGISTRY: { [T in ChartType]: ChartTypeDefinition<T> } = {
  column,
  bar,
  line,
  area,
  scatterplot,
  pie,
  map,
  table,
  comboLineSingle,
  comboLineDual,
  comboLineColumn,
};

/** The scenes of the types drawn as SVG, read from the registry. */
export const CHART_DEFINITIONS = Object.fromEntries(
  Object.entries(CHART_REGISTRY).flatMap(([type, definition]) => (definition.drawn ? [[type, definition.drawn]] : [])),
) as { [T in DrawnChartType]: ChartDefinition<T> };

export type DrawnChartConfig = Extract<ChartConfig, { chartType: DrawnChartType }>;

export const isDrawnChart = (config: ChartConfig): config is DrawnChartConfig => config.chartType in CHART_DEFINITIONS;

/**
 * The definition for a config. Dispatching on the config's own chart type keeps the two
 * matched, which the type system cannot see through the union.
 */
export const definitionOf = (config: DrawnChartConfig) => CHART_DEFINITIONS[config.chartType] as unknown as ChartDefinition<DrawnChartType>;

/**
 * The scene of a chart in one animation frame (the first until the visitor picks one), its legend
 * titled with the segment's name when the author asks for it, short value names where asked for,
 * with its overlays (limits, annotations).
 */
export const drawScene = (input: ChartInput<DrawnChartType>): Scene => {
  const definition = definitionOf(input.config);
  const state = withAnimationFrame(input.state, input.observations, definition.interactive(input.config, input.components), input.components);
  const scene = definition.scene({ ...input, state, components: withAbbreviations(input.config, input.components) });
  const segment = 'segment' in input.config.fields ? input.config.fields.segment : undefined;
  const titled = segment?.showTitle ? { ...scene, legendTitle: input.components.get(segment.componentId)?.label } : scene;
  const filters = input.filters ?? Object.assign({}, ...input.config.cubes.map((c) => c.filters));
  const limited = withLimits(titled, { limits: input.config.limits, components: input.components, filters, locale: input.locale });
  const { annotations } = input.config;
  return annotations.length ? { ...limited, annotations: annotationOverlays(limited, annotations, input.components, input.locale) } : limited;
};
