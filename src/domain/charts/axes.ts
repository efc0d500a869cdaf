/** Value scales, their ticks and the space axis labels take (spec 002 §5 axis minimum, §9 heights). */
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { Locale } from '../data';
import { formatNumber } from '../format';
import type { LinearMap, Tick } from './scene';

/**
 * The value domain. 'zero': bar, column, area, pie and combo columns start at or below zero;
 * 'data': lines and scatterplots of an interval scale start at the data minimum. A custom
 * domain (line charts) wins.
 */
export const valueDomain = (values: number[], rule: 'zero' | 'data', custom?: [number, number]): [number, number] => {
  if (custom) return custom;
  if (!values.length) return [0, 1];
  // A loop, not Math.min(...values): spreading some 120,000 values overflows the call stack.
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (rule === 'zero') {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  return min === max ? [min - 1, max + 1] : [min, max];
};

const TICK_COUNT = 5;

/** A linear scale over a domain, rounded to nice values unless the domain was set by hand. */
export const linearScale = (domain: [number, number], range: [number, number], custom = false) => {
  const scale = scaleLinear().domain(domain).range(range);
  // Nice to the same tick count the axis shows, so both ends of the axis carry a label.
  return custom ? scale : scale.nice(TICK_COUNT);
};

export const valueTicks = (scale: ScaleLinear<number, number>, locale: Locale, { count = TICK_COUNT, percent = false } = {}): Tick[] =>
  scale.ticks(count).map((value) => ({ position: scale(value), label: percent ? `${formatNumber(value, locale, 0)} %` : formatNumber(value, locale) }));

/** A value as tooltips and value labels show it: whole percent, or the number (to `decimals`, 2 by default) with its unit. */
export const formatValue = (
  value: number,
  locale: Locale,
  { unit, percent = false, decimals }: { unit?: string; percent?: boolean; decimals?: number } = {},
) => (percent ? `${formatNumber(Math.round(value), locale, 0)} %` : `${formatNumber(value, locale, decimals)}${unit ? ` ${unit}` : ''}`);

/** A linear scale as plain numbers, for the scene's overlays. */
export const linearMap = (scale: ScaleLinear<number, number>): LinearMap => ({
  domain: scale.domain() as [number, number],
  range: scale.range() as [number, number],
});

/** Roughly the width of a label in the 12 px axis font. */
export const textWidth = (text: string) => text.length * 6.6;

/** Room for the longest tick label of a vertical axis. */
export const verticalAxisWidth = (ticks: Tick[]) => Math.ceil(Math.max(24, ...ticks.map((t) => textWidth(t.label)))) + 12;

/**
 * Whether the labels of a horizontal category axis must turn to fit, how much room they need
 * below the plot and how many to skip between two shown ones.
 */
export const categoryAxisLayout = (labels: string[], plotWidth: number) => {
  const longest = Math.max(0, ...labels.map(textWidth));
  const band = plotWidth / Math.max(1, labels.length);
  const rotate = longest + 8 > band;
  // Labels turned by 40° need about 20 px each; flat ones their width.
  const step = Math.max(1, Math.ceil((rotate ? 20 : longest + 8) / band));
  const bottom = rotate ? Math.min(140, 24 + Math.min(longest, 180) * 0.65) : 32;
  return { rotate, step, bottom };
};

/** Chart minimum heights by screen size (spec 002 §9: 150, 300 and 500). */
export const CHART_MIN_HEIGHTS = { sm: 150, md: 300, lg: 500 } as const;

/** Plot height for a container width: a 16:9-ish ratio, never below the minimum of the screen size. */
export const plotHeight = (width: number, viewportWidth: number) => {
  const minimum = viewportWidth < 480 ? CHART_MIN_HEIGHTS.sm : viewportWidth < 1024 ? CHART_MIN_HEIGHTS.md : CHART_MIN_HEIGHTS.lg;
  return Math.max(minimum, Math.round(width * 0.5));
};

/**
 * Positions of the categories of a line or area x axis: dates on a time scale (uneven gaps stay
 * uneven), anything else evenly spaced. Ticks are categories, thinned out to fit.
 */
export const pointAxis = (categories: string[], range: [number, number], temporal: boolean, label: (c: string) => string) => {
  const dates = temporal ? categories.map((c) => new Date(c).getTime()) : [];
  const timed = temporal && dates.every((d) => !Number.isNaN(d));
  const scale = timed
    ? scaleLinear()
        .domain([Math.min(...dates), Math.max(...dates)])
        .range(range)
    : scaleLinear()
        .domain([0, Math.max(1, categories.length - 1)])
        .range(range);
  const index = new Map(categories.map((c, i) => [c, timed ? dates[i] : i]));
  // One category alone sits in the middle.
  const position = (c: string) => (categories.length === 1 ? (range[0] + range[1]) / 2 : scale(index.get(c) ?? 0));
  const width = Math.abs(range[1] - range[0]);
  const longest = Math.max(24, ...categories.map((c) => textWidth(label(c))));
  const step = Math.max(1, Math.ceil(categories.length / Math.max(1, Math.floor(width / (longest + 16)))));
  const ticks = categories.filter((_, i) => i % step === 0).map((c) => ({ position: position(c), label: label(c) }));
  // Dates anywhere on a time axis (a limit's span may end past the data).
  const time = timed && categories.length > 1 ? linearMap(scale) : undefined;
  return { position, ticks, time };
};
