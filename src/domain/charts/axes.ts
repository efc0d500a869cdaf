/** Value scales, their ticks and the space axis labels take (spec 002 §5 axis minimum, §9 heights). */
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { utcDay, utcMonday, utcMonth, utcYear, type TimeInterval } from 'd3-time';
import type { Locale, TimeUnit } from '../data';
import { formatNumber } from '../format';
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

/** A category's label as an axis writes it: one or more lines, maybe a row lower, and the full label when that is shortened. */
export type CategoryLabel = { label: string; lines?: string[]; full?: string; offset?: number };

/**
 * How a horizontal category axis writes its labels, `step` pixels apart: every label flat, then
 * every label in its short name (schema:alternateName), wrapped on two lines, turned upright,
 * flat on two alternating rows; when none of these fits, every k-th label, turned (a regular thinning: the full label
 * of each category stays in its mark's tooltip, the keyboard's announcement and the data table).
 * `bottom` is the room the labels need below the plot; none crosses the plot's side edges, as a
 * label is at most one step wide and centred in its step.
 */
export const categoryAxisLayout = (
  labels: string[],
  step: number,
  short: (string | undefined)[] = [],
): { rotate: boolean; every: number; bottom: number; ticks: CategoryLabel[] } => {
  const line = lineHeight(TICK_FONT);
  const flatRoom = step - LABEL_GAP;
  const flat = (texts: string[]) => texts.every((t) => textWidth(t) <= flatRoom);
  const bottomFor = (lines: number) => BOTTOM_GAP + lines * line + 6;
  if (flat(labels)) return { rotate: false, every: 1, bottom: bottomFor(1), ticks: labels.map((label) => ({ label })) };
  const abbreviated = short.length === labels.length && short.every(Boolean) ? (short as string[]) : undefined;
  if (abbreviated && flat(abbreviated))
    return { rotate: false, every: 1, bottom: bottomFor(1), ticks: labels.map((full, i) => ({ label: abbreviated[i], full })) };
  const wrapped = labels.map((label) => wrapText(label, flatRoom, TICK_FONT, 2));
  if (wrapped.every(Boolean)) {
    const lines = Math.max(...wrapped.map((w) => w!.length));
    return { rotate: false, every: 1, bottom: bottomFor(lines), ticks: labels.map((label, i) => ({ label, lines: wrapped[i] })) };
  }
  // Turned labels stand one line height apart.
  const every = Math.max(1, Math.ceil((line + 2) / step));
  // Narrower still, short labels may alternate between two rows, each two steps wide.
  const staggered = abbreviated ?? labels;
  if (every > 1 && staggered.every((t) => textWidth(t) <= 2 * step - LABEL_GAP))
    return {
      rotate: false,
      every: 1,
      bottom: bottomFor(2),
      ticks: staggered.map((label, i) => ({ label, ...(label !== labels[i] && { full: labels[i] }), ...(i % 2 === 1 && { offset: 1 }) })),
    };
  // Otherwise every k-th label, turned.
  const ticks = (abbreviated ?? labels).map((text, i) => {
    const shown = ellipsize(text, MAX_TURNED, TICK_FONT);
    return shown === labels[i] ? { label: shown } : { label: shown, full: labels[i] };
  });
  const longest = Math.max(0, ...ticks.filter((_, i) => i % every === 0).map((t) => textWidth(t.label)));
  return { rotate: true, every, bottom: BOTTOM_GAP + Math.ceil(longest) + 6, ticks };
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

/** Plot height for a container width: a 16:9-ish ratio, never below the minimum of the screen size. */
export const plotHeight = (width: number, viewportWidth: number) => {
  const minimum = viewportWidth < 480 ? CHART_MIN_HEIGHTS.sm : viewportWidth < 1024 ? CHART_MIN_HEIGHTS.md : CHART_MIN_HEIGHTS.lg;
  return Math.max(minimum, Math.round(width * 0.5));
};

/** Calendar steps of a time axis by the data's time unit, finest first: whole months, quarters, years, decades… */
const YEAR_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500].map((k) => utcYear.every(k)!);
const MONTH_STEPS = [1, 2, 3, 6].map((k) => utcMonth.every(k)!);
const CALENDAR_STEPS: Partial<Record<TimeUnit, TimeInterval[]>> = {
  Year: YEAR_STEPS,
  Month: [...MONTH_STEPS, ...YEAR_STEPS],
  Week: [utcMonday, utcMonday.every(2)!, ...MONTH_STEPS, ...YEAR_STEPS],
  Day: [utcDay, utcDay.every(2)!, utcMonday, ...MONTH_STEPS, ...YEAR_STEPS],
};
/** How much of an ISO date a value of the unit keeps ("2024", "2024-03", "2024-03-18"). */
const ISO_LENGTHS: Partial<Record<TimeUnit, number>> = { Year: 4, Month: 7, Week: 10, Day: 10 };

/**
 * Ticks of a time axis too narrow to label every category: the finest calendar step of the unit
 * whose ticks stand at least `room` pixels apart (every 3 months, every 5 years…), on round dates
 * (January, 2020), labelled as the unit's values are. Undefined when the step that fits has fewer
 * than two ticks, or none fits: every k-th category then says more.
 */
const calendarTicks = (scale: ScaleLinear<number, number>, room: number, timeUnit: TimeUnit, label: (c: string) => string) => {
  const steps = CALENDAR_STEPS[timeUnit];
  const length = ISO_LENGTHS[timeUnit];
  if (!steps || !length) return undefined;
  const [start, end] = scale.domain();
  for (const step of steps) {
    const positions = step.range(new Date(start), new Date(end + 1)).map((d) => ({ date: d, position: scale(d.getTime()) }));
    if (positions.some((p, i) => i > 0 && p.position - positions[i - 1].position < room)) continue;
    return positions.length < 2 ? undefined : positions.map(({ date, position }) => ({ position, label: label(date.toISOString().slice(0, length)) }));
  }
  return undefined;
};

/**
 * Positions of the categories of a line or area x axis: dates on a time scale (uneven gaps stay
 * uneven), anything else evenly spaced. Ticks are the categories while all fit; then, on a time
 * scale, round calendar dates (calendarTicks), else every k-th category.
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
  const longest = Math.max(24, ...categories.map((c) => textWidth(label(c))));
  const room = longest + 16;
  const step = Math.ceil(categories.length / Math.max(1, Math.floor(width / room)));
  const ticks =
    (step > 1 && timed && calendarTicks(scale, room, timeUnit, label)) ||
    categories.filter((_, i) => i % step === 0).map((c) => ({ position: position(c), label: label(c) }));
  // Dates anywhere on a time axis (a limit's span may end past the data).
  const time = timed && categories.length > 1 ? linearMap(scale) : undefined;
  return { position, ticks, time };
};
