/**
 * What a chart definition hands to the renderer: positioned marks, axes and a legend, all in
 * pixels and with every label already formatted. React draws a scene and nothing more.
 */

import type { EmptyState } from './empty';
import type { AnnotationOverlay } from './overlays/annotations';
import type { Pattern } from './patterns';

/** Hover and focus text of a mark: the category, the series and the formatted value with unit. */
/** What a mark says when pointed at; `count`: how many values its sum covers (a chart summed by a hierarchy level). */
export type Tooltip = { title: string; series?: string; value: string; count?: number };

/**
 * A value written beside or inside its mark: above a column, right of a bar, inside a slice; y is
 * the baseline, or the middle of the text when centred; upright, it is turned to read upwards
 * around x, y. Inside a dark mark it is written in a light colour.
 */
export type ValueLabel = { x: number; y: number; text: string; anchor: 'start' | 'middle' | 'end'; centred?: boolean; upright?: boolean; color?: string };

/** The dimension labels a mark stands for, by component id: what annotations point at. */
export type Datum = Record<string, string>;

/** Marks a visitor can point at carry their value (the y value of a scatterplot point). */
export type Mark =
  | {
      type: 'rect';
      key: string;
      x: number;
      y: number;
      width: number;
      height: number;
      fill: string;
      pattern?: Pattern;
      value: number;
      tooltip: Tooltip;
      label?: ValueLabel;
      datum?: Datum;
    }
  | { type: 'circle'; key: string; cx: number; cy: number; r: number; fill: string; value: number; tooltip: Tooltip; datum?: Datum }
  /** A line (stroke) or an area (fill); a line's pattern is drawn as its dash. */
  | { type: 'path'; key: string; d: string; stroke?: string; fill?: string; pattern?: Pattern; opacity?: number; dashed?: boolean }
  | { type: 'rule'; key: string; x1: number; y1: number; x2: number; y2: number; stroke: string; dashed?: boolean }
  /** A wedge of a pie, drawn around the plot centre. */
  | { type: 'arc'; key: string; d: string; fill: string; pattern?: Pattern; value: number; tooltip: Tooltip; label?: ValueLabel; datum?: Datum };

/**
 * A tick and its label; a category label may be written on several lines, or shortened (its
 * short name, an ellipsis) with the full label kept as its title, or staggered a line lower
 * (offset 1) than its neighbours.
 */
export type Tick = { position: number; label: string; lines?: string[]; full?: string; offset?: number };

export type Axis = {
  position: 'bottom' | 'left' | 'right';
  ticks: Tick[];
  /** Grid lines across the plot at each tick (value axes). */
  grid?: boolean;
  /** Labels turned upright (reading upwards), for long categories on a horizontal axis. */
  rotate?: boolean;
  title?: string;
  /** Colour of the title, when the axis belongs to one series of a combo chart. */
  color?: string;
};

/** A legend entry; `noData`: the category has no value under the visitor's filters (empty.ts), listed apart. */
export type LegendItem = {
  key: string;
  label: string;
  color: string;
  pattern?: Pattern;
  shape: 'square' | 'line' | 'circle';
  hidden?: boolean;
  noData?: boolean;
};

export type Scene = {
  width: number;
  height: number;
  /** The plot area inside the svg. */
  plot: { left: number; top: number; width: number; height: number };
  axes: Axis[];
  marks: Mark[];
  legend: LegendItem[];
  /** Values written for a group of marks, not one: the totals of stacked columns and bars. */
  totals?: ValueLabel[];
  /** Shown above the legend when the author asks for it: the segment's name. */
  legendTitle?: string;
  /** Pies are drawn around their centre. */
  centre?: { x: number; y: number };
  /** Value of the zero line, in plot pixels along the value axis. */
  zero?: { orientation: 'horizontal' | 'vertical'; position: number };
  /** The chart's annotations that point at marks shown now (overlays/annotations.ts). */
  annotations?: AnnotationOverlay[];
  /** Where values sit in the plot, for the overlays every chart gets (overlays/). */
  scales?: SceneScales;
  /** The measures' limits switched on, drawn over the marks (overlays/limits.ts). */
  limits?: LimitMark[];
  /** Why nothing is drawn (empty.ts): the view says it in place of the plot; such a scene has no axes. */
  empty?: EmptyState;
};

/** A linear map from values to plot pixels, as plain numbers (a scene stays data). */
export type LinearMap = { domain: [number, number]; range: [number, number] };

/**
 * The scales of a scene in plot pixels: each measure's value axis ('y': values run up the plot,
 * 'x': across it), and the category axis, if any, with where each category (by label) sits and,
 * on a time axis, how any date maps to pixels.
 */
export type SceneScales = {
  values: { measureId: string; along: 'x' | 'y'; scale: LinearMap }[];
  category?: { componentId: string; positions: { label: string; from: number; to: number }[]; time?: LinearMap };
};

/**
 * A limit drawn over the plot: a line (a value, or a value over a span of time), a band (a value
 * range) or a symbol (a value at one point of a line or area), in plot pixels.
 */
export type LimitMark = {
  key: string;
  shape: 'line' | 'band' | 'symbol';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  dashed: boolean;
  symbol?: 'circle' | 'cross' | 'triangle';
  /** Name, value and unit, as the legend and the tooltip say it. */
  label: string;
};
