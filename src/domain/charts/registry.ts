/**
 * Every chart type and its definition (encodings, requirements, sorting, capabilities, scene), one
 * line each: the compiler says when one is missing. Each type's folder holds its definition, its
 * fields schema (zod, imported by the config schema only: the published view stays free of zod)
 * and its scene. Adding a type: its folder, a line here, its name in `config/chart-types.ts`, its
 * fields in `config/chart-config.ts`'s union and its catalogue keys.
 */
import type { ChartConfig, ChartType } from '../config';
import { isMeasure } from '../data';
import { withAbbreviations } from './abbreviations';
import { area } from './area/definition';
import { withAnimationFrame } from './chart-data';
import { emptyState, filterWords, markNoData } from './empty';
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
  const { config, components, observations } = input;
  const definition = definitionOf(config);
  const spec = definition.interactive(config, components);
  const state = withAnimationFrame(input.state, observations, spec, components);
  const drawn = definition.scene({ ...input, state, components: withAbbreviations(config, components) });
  const filters = input.filters ?? Object.assign({}, ...config.cubes.map((c) => c.filters));
  const measureIds = definition.componentIds(config, components).filter((id) => {
    const component = components.get(id);
    return !!component && isMeasure(component);
  });
  const legend = markNoData(drawn.legend, { observations, spec, state, measureIds });
  const words = () => filterWords(filters, components, spec, state);
  const empty = emptyState({ observations, spec, state, measureIds, drawn: drawn.marks.length > 0, words });
  const segment = 'segment' in config.fields ? config.fields.segment : undefined;
  const legendTitle = segment?.showTitle ? components.get(segment.componentId)?.label : undefined;
  // Nothing drawn: the legend (to show a hidden series again) and the reason, no axis over a made-up domain.
  if (empty) return { width: drawn.width, height: drawn.height, plot: drawn.plot, axes: [], marks: [], legend, legendTitle, empty };
  const scene = { ...drawn, legend };
  const titled = legendTitle ? { ...scene, legendTitle } : scene;
  const limited = withLimits(titled, { limits: config.limits, components, filters, locale: input.locale });
  const { annotations } = config;
  return annotations.length ? { ...limited, annotations: annotationOverlays(limited, annotations, components, input.locale) } : limited;
};
