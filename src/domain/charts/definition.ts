/**
 * The interface every drawn chart type implements:
 *
 *   config → componentIds (what to query) → observations
 *          → applyInteractiveFilters → rows → scales and layout → Scene (marks, axes, legend)
 *
 * A definition is pure: tests build it from plain objects and check the scene, no DOM needed.
 */
import type { ChartConfigOf, ChartType, Filters } from '../config';
import type { Component, Locale, Observation } from '../data';
import type { FilterSpec, InteractiveState } from './chart-data';
import type { Scene } from './scene';

/** Chart types drawn as SVG scenes (maps and tables have their own views). */
export type DrawnChartType = Exclude<ChartType, 'map' | 'table'>;

export type ChartInput<T extends DrawnChartType> = {
  config: ChartConfigOf<T>;
  components: Map<string, Component>;
  /** Every loaded observation: scales that do not follow the animation are computed over all of them. */
  observations: Observation[];
  state: InteractiveState;
  /** Width of the svg and height of the plot area, in px. */
  width: number;
  height: number;
  locale: Locale;
  /** The filters the observations were queried with (data filters applied); the config's cube filters when absent. */
  filters?: Filters;
};

export type ChartDefinition<T extends DrawnChartType> = {
  /** Components the observations query must return. */
  componentIds: (config: ChartConfigOf<T>, components: Map<string, Component>) => string[];
  /** Components the interactive filters act on, and whether percent makes sense. */
  interactive: (config: ChartConfigOf<T>, components: Map<string, Component>) => FilterSpec & { percent?: boolean };
  scene: (input: ChartInput<T>) => Scene;
};
