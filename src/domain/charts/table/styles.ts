/**
 * Column styles (spec 001 §3 "Column style types"): how each cell of a column is painted.
 *
 *   text      the author's text and column colours, regular or bold
 *   category  a coloured tag per value (palette, colour mapping by value)
 *   heatmap   the cell's background from a sequential palette over the column's range, or a
 *             diverging one centred on zero
 *   bar       a bar from zero, positive and negative colours, an optional background track
 *
 * Text on a coloured background is black or white, whichever reads better (WCAG contrast).
 */
import { extent } from 'd3-array';
import { DEFAULT_SEQUENTIAL_PALETTE, DEFAULT_PALETTE } from '../../config/defaults';
import type { ColumnStyle } from './fields';
import type { Component, Observation } from '../../data';
import { labelOrder } from '../chart-data';
import { contrastRatio } from '../contrast';
import { categoryColors, DIVERGING_PALETTES, SEQUENTIAL_PALETTES, valueLookup } from '../palettes';
import { toHex } from '../rgb';
import { DEFAULT_TEXT_STYLE } from './columns';

/** A bar inside a cell, as fractions of the cell's width. */
export type CellBar = { start: number; width: number; color: string };

/** What a cell looks like besides its text. */
export type CellPaint = {
  bold: boolean;
  color?: string;
  background?: string;
  /** Category columns draw the value as a coloured tag. */
  tag?: boolean;
  bar?: CellBar;
  /** The bar's track across the whole cell (bar columns with background on). */
  track?: string;
};

export const DEFAULT_HEATMAP_PALETTE = DEFAULT_SEQUENTIAL_PALETTE;
export const BAR_COLORS = { barColorPositive: '#1f77b4', barColorNegative: '#d62728', barColorBackground: '#e6e6e6' } as const;

/**
 * A colour from the config as #rrggbb, else the fallback: colours are author input and go into
 * style attributes, so anything that is not a colour (a url(), an expression) never gets there.
 */
const colorOr = (color: string | undefined, fallback: string) => (color && toHex(color)) ?? fallback;

/** Black or white, whichever has more contrast on the background. */
export const textOn = (background: string) =>
  (contrastRatio('#000000', background) ?? 21) >= (contrastRatio('#ffffff', background) ?? 1) ? '#000000' : '#ffffff';

/** A category column's colours by value (the mapping's keys), from the palette in value order. */
export const categoryMapping = (component: Component, observations: Observation[], paletteId = DEFAULT_PALETTE, kept: Record<string, string> = {}) => {
  const lookup = valueLookup(component);
  const colors = categoryColors(labelOrder(component, observations), { paletteId, colorMapping: kept, ...lookup });
  return Object.fromEntries([...colors].map(([label, color]) => [lookup.keyOf(label), color]));
};

/** The style a column takes when the author picks a style type; the text weight is kept. */
export const defaultColumnStyle = (
  type: ColumnStyle['type'],
  component: Component,
  observations: Observation[],
  textStyle: 'regular' | 'bold' = 'regular',
): ColumnStyle => {
  switch (type) {
    case 'text':
      return { ...DEFAULT_TEXT_STYLE, textStyle };
    case 'category':
      return { type, textStyle, paletteId: DEFAULT_PALETTE, colorMapping: categoryMapping(component, observations) };
    case 'heatmap':
      return { type, textStyle, paletteId: DEFAULT_HEATMAP_PALETTE };
    case 'bar':
      return { type, textStyle, ...BAR_COLORS, barShowBackground: false };
  }
};

const numbers = (observations: Observation[], id: string) => {
  const values: number[] = [];
  for (const o of observations) {
    const v = o[id];
    if (typeof v === 'number' && !Number.isNaN(v)) values.push(v);
  }
  return values;
};

/** A heatmap's colour of a value: sequential over [min, max], diverging over [−m, m] with m the largest magnitude. */
const heatmapScale = (paletteId: string, values: number[]) => {
  const diverging = paletteId in DIVERGING_PALETTES;
  const interpolate = DIVERGING_PALETTES[paletteId] ?? SEQUENTIAL_PALETTES[paletteId] ?? SEQUENTIAL_PALETTES[DEFAULT_HEATMAP_PALETTE];
  const [min = 0, max = 0] = extent(values);
  if (diverging) {
    const m = Math.max(Math.abs(min), Math.abs(max)) || 1;
    return (v: number) => toHex(interpolate(0.5 + v / (2 * m)))!;
  }
  return (v: number) => toHex(interpolate(max === min ? 1 : (v - min) / (max - min)))!;
};

/** A bar column's bar of a value: from zero, over the column's range with zero included. */
const barScale = (values: number[]) => {
  const [min = 0, max = 0] = extent(values);
  const low = Math.min(0, min);
  const span = Math.max(0, max) - low || 1;
  const zero = low < 0 ? -low / span : 0;
  return (v: number) => {
    const width = Math.abs(v) / span;
    return { start: v >= 0 ? zero : zero - width, width };
  };
};

/**
 * The painter of a column: its cells' look from each observation's value. Scales (heatmap, bar)
 * span the observations given, which are the rows the table shows before any search.
 */
export const columnPainter = (style: ColumnStyle, component: Component, observations: Observation[]): ((value: Observation[string]) => CellPaint) => {
  const bold = style.textStyle === 'bold';
  switch (style.type) {
    case 'text': {
      const paint = {
        bold,
        color: colorOr(style.textColor, DEFAULT_TEXT_STYLE.textColor),
        background: colorOr(style.columnColor, DEFAULT_TEXT_STYLE.columnColor),
      };
      return () => paint;
    }
    case 'category': {
      const { keyOf } = valueLookup(component);
      const colors = new Map(Object.entries(categoryMapping(component, observations, style.paletteId, style.colorMapping)));
      return (value) => {
        const mapped = value === null || value === undefined ? undefined : colors.get(keyOf(String(value)));
        const background = mapped && toHex(mapped);
        return background ? { bold, tag: true, background, color: textOn(background) } : { bold };
      };
    }
    case 'heatmap': {
      const color = heatmapScale(style.paletteId, numbers(observations, component.id));
      return (value) => {
        if (typeof value !== 'number' || Number.isNaN(value)) return { bold };
        const background = color(value);
        return { bold, background, color: textOn(background) };
      };
    }
    case 'bar': {
      const bar = barScale(numbers(observations, component.id));
      const track = style.barShowBackground ? colorOr(style.barColorBackground, BAR_COLORS.barColorBackground) : undefined;
      const positive = colorOr(style.barColorPositive, BAR_COLORS.barColorPositive);
      const negative = colorOr(style.barColorNegative, BAR_COLORS.barColorNegative);
      return (value) =>
        typeof value !== 'number' || Number.isNaN(value) ? { bold, track } : { bold, track, bar: { ...bar(value), color: value < 0 ? negative : positive } };
    }
  }
};
