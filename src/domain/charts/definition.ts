/**
 * The interface every chart type implements, as the chart pipeline (pipeline.ts) calls it:
 *
 *   config → componentIds (what to query) → observations
 *          → applyInteractiveFilters → rows → scales and layout → Scene (marks, axes, legend)
 *
 * A definition is pure: tests build it from plain objects and check the scene, no DOM needed.
 */
import type { ChartConfigOf, ChartType, Filters } from '../config';
import type { Component, DataCubeComponents, Locale, Measure, Observation } from '../data';
import type { SortingType } from '../config/common';
import type { FilterSpec, InteractiveState } from './chart-data';
import type { Encoding } from './encoding-parts';
import type { Requirement } from './requirements';
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

/** A measure a combo's axis may take, disabled when its unit does not fit the other axis's. */
export type MeasureChoice = { measure: Measure; disabled: boolean };

/** The message keys a field panel names a field with, where a chart type names it otherwise than `controls.field.<field>`. */
export type FieldLabelKey = 'controls.field.measure' | 'controls.field.measures';

/**
 * What a chart type offers beyond its encodings: the options its field panels show, the
 * interactive filters and overlays it takes, how its fields read. The UI and the domain ask these
 * (`supports(type, 'showValues')`, charts/capabilities.ts) instead of comparing type names.
 */
export type Capabilities = {
  /** Where the chart-type selector lists it; combos are tried first for a chart of several cubes. */
  group: 'regular' | 'combo';
  /** The field of the value axis: x of a bar chart (column turned sideways), y elsewhere. */
  valueField: 'x' | 'y';
  /** The category axis a field panel may show in short names (the segment always may). */
  abbreviatedAxis?: 'x' | 'y';
  /** Value labels on the marks. */
  showValues: boolean;
  /** An author's own value-axis domain. */
  customDomain: boolean;
  /** Dots on the line and the uncertainty bands the cube relates to its measure. */
  lineOptions: boolean;
  /** How gaps in a series are filled. */
  imputation: boolean;
  /** Segments stacked or side by side; stacks start the value axis at zero. */
  segmentLayout: boolean;
  /** Shares of the total (percent) instead of values, when there is a segment. */
  percent: boolean;
  /** When the chart adds up the observations several values of a filter bring: always (slices), while stacked, or never. */
  sums: 'always' | 'stacked' | 'never';
  /** Limits (reference values) drawn over the chart. */
  limits: boolean;
  /** A single-value limit marked by a symbol at a point of a line or area. */
  limitSymbols: boolean;
  /** y holds several measures, each in its own colour (combo charts). */
  measures: boolean;
  /** The line's axis may stand left or right (line and column combo). */
  lineAxisOrientation: boolean;
  /** Annotations may target the animation's dimension: each point is its own frame's. */
  annotatesAnimation: boolean;
  /** No axis: time runs along the animation, which a time range narrows (maps). */
  timeAlongAnimation: boolean;
  /** Fields are columns, one per component (tables). */
  columns: boolean;
  /** Area and symbol layers over a base layer with custom layers (maps). */
  mapLayers: boolean;
  /** Interactive filters offered to the visitor. */
  interactiveFilters: boolean;
  /** Fields named otherwise than `controls.field.<field>`. */
  fieldLabels: Partial<Record<string, FieldLabelKey>>;
};

/** The boolean capabilities, asked with `supports`. */
export type Capability = { [K in keyof Capabilities]-?: Capabilities[K] extends boolean ? K : never }[keyof Capabilities];

/**
 * A chart type: its encodings, what it needs of a cube, its sorting options and capabilities, and
 * how it is drawn. Its folder holds it, with the fields schema (zod, kept apart: the published view
 * loads the definitions without zod) and the scene; `registry.ts` lists all eleven.
 */
export type ChartTypeDefinition<T extends ChartType> = {
  /** The fields, in panel order, and the components each accepts. */
  encodings: Encoding[];
  /** What the cube needs, checked in order: the first unmet requirement gives the message. */
  requires: Requirement[];
  /** Sorting types offered per field (spec 000 §5 "Sorting options"); fields not listed offer none. */
  sorting: Partial<Record<string, SortingType[]>>;
  /** Capabilities other than the defaults (`capabilities.ts`). */
  capabilities: Partial<Capabilities>;
  /**
   * The fields and settings a new chart starts with, where they are not one component per
   * encoding (map layers, table columns); the others start from their encodings (initial-config.ts).
   */
  initial?: { fields: (components: DataCubeComponents) => Record<string, unknown>; settings: () => Omit<ChartConfigOf<T>, keyof ChartConfigOf<'column'>> };
  /**
   * The measures each part of a y field holding several measures may take (combo charts, spec 001
   * §4): by key of the field, each measure disabled where the units do not fit.
   */
  measureChoices?: (y: Readonly<Partial<Record<string, unknown>>>, measures: Measure[]) => Record<string, MeasureChoice[]>;
  /** How it is drawn as an SVG scene; maps and tables have views of their own. */
  drawn: T extends DrawnChartType ? ChartDefinition<T> : undefined;
};
