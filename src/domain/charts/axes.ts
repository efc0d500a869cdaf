/** Value scales, their ticks and the space axis labels take (spec 002 §5 axis minimum, §9 heights). */
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { ChartType } from '../config/chart-types';
import type { Locale, TimeUnit } from '../data';
import { formatNumber } from '../format';
import { calendarCategories, calendarTicks, type DatedCategories } from './calendar-ticks';
import { roundNumberCategories } from './round-ticks';
import type { LinearMap, Tick } from './scene';
import { ellipsize, lineHeight, measureText, TICK_FONT, wrapText } from './text';

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
  // One value: a unit around it, and from zero up when it is zero (a count of none has no −1).
  if (min === max) return min === 0 ? [0, 1] : [min - 1, max + 1];
  return [min, max];
};

/** Whether values are whole numbers (counts): their axis shows no fractional tick. */
export const wholeNumbers = (values: number[]) => values.every(Number.isInteger);

const TICK_COUNT = 5;

/** A linear scale over a domain, rounded to nice values unless the domain was set by hand. */
export const linearScale = (domain: [number, number], range: [number, number], custom = false) => {
  const scale = scaleLinear().domain(domain).range(range);
  // Nice to the same tick count the axis shows, so both ends of the axis carry a label.
  return custom ? scale : scale.nice(TICK_COUNT);
};

/** The ticks of a value axis; `integers`: whole-number data (wholeNumbers), whose axis shows whole ticks only (no 0.5 of a count). */
export const valueTicks = (scale: ScaleLinear<number, number>, locale: Locale, { count = TICK_COUNT, percent = false, integers = false } = {}): Tick[] =>
  scale
    .ticks(count)
    .filter((value) => !integers || Number.isInteger(value))
    .map((value) => ({ position: scale(value), label: percent ? `${formatNumber(value, locale, 0)} %` : formatNumber(value, locale) }));

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

/** The width of a tick label in the 12 px axis font. */
export const textWidth = (text: string) => measureText(text, TICK_FONT);

/** Room for the longest tick label of a vertical axis. */
export const verticalAxisWidth = (ticks: Tick[]) => Math.ceil(Math.max(24, ...ticks.map((t) => textWidth(t.label)))) + TICK_GAP + 4;

/** Space between a tick label's box and the plot. */
export const TICK_GAP = 6;
/**
 * Where a bottom label's box starts below the plot: clear of the half line a side axis's lowest
 * label, centred on the plot's bottom edge, reaches below it (the "0" beside the first year).
 */
export const BOTTOM_GAP = Math.max(TICK_GAP, lineHeight(TICK_FONT) / 2);
/** Space at least between two flat labels side by side. */
const LABEL_GAP = 4;
/** Turned labels longer than this end in an ellipsis (the full label is their title). */
const MAX_TURNED = 160;

/** The widest of a horizontal axis's tick labels (24 px at least). */
export const widestLabel = (labels: string[]) => Math.max(24, ...labels.map(textWidth));
/** Room of a tick label when ticks are counted, not placed: the widest label and a gap, wide for dates that stand closer than their average. */
export const countedRoom = (labels: string[]) => widestLabel(labels) + 16;

/** A category's label as an axis writes it: one or more lines, maybe a row lower, and the full label when that is shortened. */
export type CategoryLabel = { label: string; lines?: string[]; full?: string; offset?: number };

/**
 * How a horizontal category axis writes its labels, `step` pixels apart: every label flat, then
 * every label in its short name (schema:alternateName), wrapped on two lines, turned upright, flat
 * on two alternating rows; when none of these fits, dates in order flat on round calendar dates
 * (calendarCategories) and numbers in order on round numbers (roundNumberCategories), other labels
 * every k-th, turned (a regular thinning: the full label of each category stays in its mark's
 * tooltip, the keyboard's announcement and the data table).
 * `ticks` are the labels written, each with its category's index; `bottom` is the room they need
 * below the plot. None crosses the plot's side edges, as a label is at most one step wide and
 * centred in its step.
 */
export const categoryAxisLayout = (
  labels: string[],
  step: number,
  short: (string | undefined)[] = [],
  ordered?: DatedCategories | { numbers: number[] },
): { rotate: boolean; bottom: number; ticks: (CategoryLabel & { index: number })[] } => {
  const line = lineHeight(TICK_FONT);
  const flatRoom = step - LABEL_GAP;
  const flat = (texts: string[]) => texts.every((t) => textWidth(t) <= flatRoom);
  const bottomFor = (lines: number) => BOTTOM_GAP + lines * line + 6;
  const each = (tick: (label: string, index: number) => CategoryLabel) => labels.map((label, index) => ({ ...tick(label, index), index }));
  if (flat(labels)) return { rotate: false, bottom: bottomFor(1), ticks: each((label) => ({ label })) };
  const abbreviated = short.length === labels.length && short.every(Boolean) ? (short as string[]) : undefined;
  if (abbreviated && flat(abbreviated)) return { rotate: false, bottom: bottomFor(1), ticks: each((full, i) => ({ label: abbreviated[i], full })) };
  const wrapped = labels.map((label) => wrapText(label, flatRoom, TICK_FONT, 2));
  if (wrapped.every(Boolean)) {
    const lines = Math.max(...wrapped.map((w) => w!.length));
    return { rotate: false, bottom: bottomFor(lines), ticks: each((label, i) => ({ label, lines: wrapped[i] })) };
  }
  // Turned labels stand one line height apart.
  const every = Math.max(1, Math.ceil((line + 2) / step));
  // Narrower still, short labels may alternate between two rows, each two steps wide.
  const staggered = abbreviated ?? labels;
  if (every > 1 && staggered.every((t) => textWidth(t) <= 2 * step - LABEL_GAP))
    return {
      rotate: false,
      bottom: bottomFor(2),
      ticks: each((label, i) => ({ label: staggered[i], ...(staggered[i] !== label && { full: label }), ...(i % 2 === 1 && { offset: 1 }) })),
    };
  // Dates or numbers in order too many to turn each: flat on round dates or numbers.
  const round =
    every > 1 &&
    ordered &&
    ('numbers' in ordered ? roundNumberCategories(ordered.numbers, step, widestLabel(labels)) : calendarCategories(ordered, step, widestLabel(labels)));
  if (round) return { rotate: false, bottom: bottomFor(1), ticks: round.map((index) => ({ label: labels[index], index })) };
  // Otherwise every k-th label, turned.
  const ticks = each((label, i) => {
    const shown = ellipsize((abbreviated ?? labels)[i], MAX_TURNED, TICK_FONT);
    return shown === label ? { label: shown } : { label: shown, full: label };
  }).filter((t) => t.index % every === 0);
  const longest = Math.max(0, ...ticks.map((t) => textWidth(t.label)));
  return { rotate: true, bottom: BOTTOM_GAP + Math.ceil(longest) + 6, ticks };
};

/**
 * How a vertical category axis (bars) writes its labels in at most maxWidth: every label on one
 * line, then in its short name, then wrapped on up to three lines, a word too long for the room
 * ending in an ellipsis. `width` is the room the labels take, `lines` the most lines of one label.
 */
export const sideCategoryLayout = (labels: string[], maxWidth: number, short: (string | undefined)[] = []) => {
  const widest = (texts: string[]) => Math.max(24, ...texts.map(textWidth));
  const fits = (texts: string[]) => texts.every((t) => textWidth(t) <= maxWidth);
  const done = (ticks: CategoryLabel[]) => ({
    ticks,
    width: Math.ceil(widest(ticks.flatMap((t) => t.lines ?? [t.label]))) + TICK_GAP + 4,
    lines: Math.max(1, ...ticks.map((t) => t.lines?.length ?? 1)),
  });
  if (fits(labels)) return done(labels.map((label) => ({ label })));
  const abbreviated = short.length === labels.length && short.every(Boolean) ? (short as string[]) : undefined;
  if (abbreviated && fits(abbreviated)) return done(labels.map((full, i) => ({ label: abbreviated[i], full })));
  return done(
    labels.map((label) => {
      const lines = wrapText(label, maxWidth, TICK_FONT, 3);
      if (lines) return { label, lines };
      const shown = ellipsize(label, maxWidth, TICK_FONT);
      return { label: shown, full: label };
    }),
  );
};

/** Chart minimum heights by screen size (spec 002 §9: 150, 300 and 500). */
export const CHART_MIN_HEIGHTS = { sm: 150, md: 300, lg: 500 } as const;

/**
 * Plot height for a container width: a 16:9-ish ratio, never below the minimum of the screen size.
 * A pie is round: on a phone it takes the width it has up to the tablet's minimum (300 px), not half
 * of it (a 150 px pie of 26 slices crowded its percentages).
 */
export const plotHeight = (width: number, viewportWidth: number, chartType?: ChartType) => {
  const minimum = viewportWidth < 480 ? CHART_MIN_HEIGHTS.sm : viewportWidth < 1024 ? CHART_MIN_HEIGHTS.md : CHART_MIN_HEIGHTS.lg;
  const height = Math.max(minimum, Math.round(width * 0.5));
  return chartType === 'pie' ? Math.max(height, Math.min(Math.round(width), CHART_MIN_HEIGHTS.md)) : height;
};

/**
 * Positions of the categories of a line or area x axis: dates on a time scale (uneven gaps stay
 * uneven), anything else evenly spaced. Ticks are the categories while all fit; then, on a time
 * scale, round calendar dates (calendarTicks) when they are at least half as many as every k-th
 * category, else every k-th category.
 * `timeUnit`: the unit of a temporal x, undefined for other categories.
 */
export const pointAxis = (categories: string[], range: [number, number], timeUnit: TimeUnit | undefined, label: (c: string) => string) => {
  const dates = timeUnit ? categories.map((c) => new Date(c).getTime()) : [];
  const timed = !!timeUnit && dates.every((d) => !Number.isNaN(d));
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
  const texts = categories.map(label);
  const step = Math.ceil(categories.length / Math.max(1, Math.floor(width / countedRoom(texts))));
  const thinned = categories.flatMap((c, i) => (i % step === 0 ? [{ position: position(c), label: texts[i] }] : []));
  const calendar = step > 1 && timed ? calendarTicks(timeUnit, scale.domain() as [number, number], widestLabel(texts), scale, label) : undefined;
  // Round dates unless they say much less: 1990 and 1995 alone under 13 years, where 1986, 1989… fit.
  const ticks = calendar && calendar.length * 2 >= thinned.length ? calendar : thinned;
  // Dates anywhere on a time axis (a limit's span may end past the data).
  const time = timed && categories.length > 1 ? linearMap(scale) : undefined;
  return { position, ticks, time };
};
