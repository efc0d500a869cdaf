/**
 * The colour of each feature of a map layer and the legend that explains it (spec 000 §9, 001 §3):
 * a fixed colour; a colour per category (colour mapping, else the palette); or a numerical scale,
 * continuous (linear) or discrete (quantize, quantile, jenks) over a sequential or diverging
 * palette. Features without a value take the missing-value colour.
 */
import { DEFAULT_SEQUENTIAL_PALETTE } from '../../config/defaults';
import type { MapColor } from './fields';
import type { Component, Locale } from '../../data';
import { labelWithUnit, measureDecimals } from '../../format';
import { formatValue } from '../axes';
import { displayLabel } from '../chart-data';
import { categoryColors, DIVERGING_PALETTES, SEQUENTIAL_PALETTES, valueLookup } from '../palettes';
import { toHex } from '../rgb';
import { allowsDiscrete, classBreaks, classCount, classOf } from './classes';

/** Opacities in percent (spec 000 §9): a fixed colour lets the map show through, scales are opaque. */
export const FIXED_OPACITY = 80;
export const SCALE_OPACITY = 100;
/** Areas without a value (spec 000 §9: 222, 222, 222 with alpha 125 of 255). */
export const MISSING_COLOR = '#dedede';
export const MISSING_OPACITY = 125 / 255;
/** The white line around every area and circle, so neighbours of one colour stay apart (width in px). */
export const AREA_OUTLINE = { color: '#ffffff', width: 0.75 } as const;
export const SYMBOL_OUTLINE = { color: '#ffffff', width: 1 } as const;

/** Sequential palettes start a little above their palest tint, which vanishes on a plain background. */
const PALE_END = 0.15;

/** A palette as a function of 0..1; a categorical palette id (not meant for numbers) falls back to oranges. */
export const rampOf = (paletteId: string): ((t: number) => string) => {
  if (DIVERGING_PALETTES[paletteId]) return DIVERGING_PALETTES[paletteId];
  const sequential = SEQUENTIAL_PALETTES[paletteId] ?? SEQUENTIAL_PALETTES[DEFAULT_SEQUENTIAL_PALETTE];
  return (t) => sequential(PALE_END + (1 - PALE_END) * t);
};

/** `count` colours evenly over a ramp, palest first. */
const classColors = (ramp: (t: number) => string, count: number) => Array.from({ length: count }, (_, i) => toHex(ramp(count === 1 ? 1 : i / (count - 1)))!);

export type MapLegend =
  | { type: 'categories'; title: string; items: { label: string; color: string }[] }
  | { type: 'ramp'; title: string; from: string; to: string; colors: string[] }
  | { type: 'classes'; title: string; classes: { label: string; color: string }[] }
  /** Circle sizes: reference circles with the value each stands for. */
  | { type: 'sizes'; title: string; sizes: { label: string; radius: number }[] };

/** What colours a layer: a colour per feature value, its opacity, and the legend. */
export type LayerColors = {
  /** The colour of a feature's value: a number for numerical scales, a category label otherwise; undefined is missing. */
  colorOf: (value: string | number | undefined) => string | undefined;
  opacity: number;
  legend?: MapLegend;
};

const RAMP_STOPS = 9;

/**
 * The colours of a layer whose features take these values (numbers of the colour's measure or
 * labels of its component, over every observation the scale spans).
 */
export const layerColors = (color: MapColor, values: (string | number)[], components: Map<string, Component>, locale: Locale): LayerColors => {
  const opacity = color.opacity / 100;
  if (color.type === 'fixed') return { colorOf: () => color.value, opacity };
  const component = components.get(color.componentId);
  const title = component ? labelWithUnit(component) : '';
  if (color.type === 'categorical') {
    const present = new Set(values.map(String));
    const labels = (component?.values.map((v) => v.label) ?? []).filter((l) => present.has(l));
    const ordered = [...labels, ...[...present].filter((l) => !labels.includes(l)).sort()];
    const colors = categoryColors(ordered, { paletteId: color.paletteId, colorMapping: color.colorMapping, ...valueLookup(component) });
    return {
      colorOf: (value) => (value === undefined ? undefined : colors.get(String(value))),
      opacity,
      legend: { type: 'categories', title, items: ordered.map((label) => ({ label: displayLabel(component, label), color: colors.get(label)! })) },
    };
  }
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const ramp = rampOf(color.paletteId);
  // The measure's format: counts read as whole numbers, their classes as whole ranges.
  const decimals = measureDecimals(component, numbers);
  const format = (v: number) => formatValue(v, locale, { decimals });
  if (numbers.length === 0) return { colorOf: () => undefined, opacity };
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  const distinct = new Set(numbers).size;
  if (color.scaleType === 'continuous' || color.interpolationType === 'linear' || !allowsDiscrete(distinct)) {
    const span = max - min;
    return {
      colorOf: (value) => (typeof value === 'number' && Number.isFinite(value) ? toHex(ramp(span ? (value - min) / span : 0.5)) : undefined),
      opacity,
      legend: { type: 'ramp', title, from: format(min), to: format(max), colors: classColors(ramp, RAMP_STOPS) },
    };
  }
  const k = classCount(color.nbClass, distinct);
  // Whole numbers sit in the same class at a break raised to the next whole number (100.4 → 101).
  const breaks = classBreaks(numbers, k, color.interpolationType).map((b) => (decimals === 0 ? Math.ceil(b) : b));
  const colors = classColors(ramp, breaks.length + 1);
  return {
    colorOf: (value) => (typeof value === 'number' && Number.isFinite(value) ? colors[classOf(value, breaks)] : undefined),
    opacity,
    legend: { type: 'classes', title, classes: colors.map((c, i) => ({ color: c, label: classLabel([min, ...breaks, max], i, decimals === 0, format) })) },
  };
};

/**
 * The label of class i between the data's true extremes and the breaks: "from – to", where whole
 * numbers end a class one below the next one's start (2 – 100, 101 – 199); a class of one value
 * (the largest canton alone) reads as that value.
 */
export const classLabel = (bounds: number[], i: number, whole: boolean, format: (value: number) => string) => {
  const from = bounds[i];
  const last = i === bounds.length - 2;
  const to = whole && !last ? Math.max(from, bounds[i + 1] - 1) : bounds[i + 1];
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
};
