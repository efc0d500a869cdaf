/**
 * Ticks of a time axis on round calendar dates (each January, quarter, decade…) when the axis is
 * too narrow to label every category. The steps are counted in whole months or days by hand:
 * d3-time's intervals did the same but added 3.5 KiB to a published chart's JavaScript, past its
 * budget (tests/api/view-budget.test.ts).
 */
import type { TimeUnit } from '../data';
import { tooClose } from './round-ticks';

/** Every `count` months from January of year 0, or every `count` days from the Monday before 1 January 1970. */
type CalendarStep = { unit: 'month' | 'day'; count: number };

const DAY = 86_400_000;
/** 1 January 1970 was a Thursday: days counted from the Monday before it make weeks start on Mondays. */
const MONDAY_OFFSET = 3;

const years = [1, 2, 5, 10, 20, 50, 100, 200, 500].map((k): CalendarStep => ({ unit: 'month', count: 12 * k }));
const months = [1, 2, 3, 6].map((count): CalendarStep => ({ unit: 'month', count }));
const days = (...counts: number[]) => counts.map((count): CalendarStep => ({ unit: 'day', count }));

/** The steps a time unit's axis may tick at, finest first, and how much of an ISO date a value of the unit keeps. */
const CALENDAR: Partial<Record<TimeUnit, { steps: CalendarStep[]; isoLength: number }>> = {
  Year: { steps: years, isoLength: 4 },
  Month: { steps: [...months, ...years], isoLength: 7 },
  Week: { steps: [...days(7, 14), ...months, ...years], isoLength: 10 },
  Day: { steps: [...days(1, 2, 7), ...months, ...years], isoLength: 10 },
};

/** The period of a step a moment (ms, UTC) falls in, numbered from the step's origin. */
const periodOf = ({ unit, count }: CalendarStep, time: number) => {
  const date = new Date(time);
  const index = unit === 'month' ? date.getUTCFullYear() * 12 + date.getUTCMonth() : Math.floor(time / DAY) + MONDAY_OFFSET;
  return Math.floor(index / count);
};

/** The moment (ms, UTC) a period of a step starts. */
const startOf = ({ unit, count }: CalendarStep, period: number) => {
  const index = period * count;
  if (unit === 'day') return (index - MONDAY_OFFSET) * DAY;
  // setUTCFullYear, not Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  const year = Math.floor(index / 12);
  return new Date(0).setUTCFullYear(year, index - year * 12, 1);
};

/**
 * The finest step of the unit whose ticks, as `place` puts them, leave GAP between labels at most
 * `widest` pixels wide (tooClose); undefined when that gives fewer than two, or none does.
 */
const finestFitting = <T extends { position: number }>(timeUnit: TimeUnit, widest: number, place: (step: CalendarStep) => T[]) => {
  for (const step of CALENDAR[timeUnit]?.steps ?? []) {
    const ticks = place(step);
    if (ticks.some((t, i) => i > 0 && tooClose(ticks[i - 1], t, widest))) continue;
    return ticks.length < 2 ? undefined : ticks;
  }
  return undefined;
};

/**
 * Ticks of a time scale from `start` to `end` (ms) on the round dates of the finest step that
 * fits (finestFitting), each labelled as the unit's values are (`label` of a date "2024-03").
 */
export const calendarTicks = (
  timeUnit: TimeUnit,
  [start, end]: [number, number],
  widest: number,
  scale: (time: number) => number,
  label: (c: string) => string,
) =>
  finestFitting(timeUnit, widest, (step) => {
    const ticks = [];
    for (let period = periodOf(step, start); startOf(step, period) <= end; period++) {
      const time = startOf(step, period);
      if (time < start) continue;
      ticks.push({ position: scale(time), label: label(new Date(time).toISOString().slice(0, CALENDAR[timeUnit]!.isoLength)) });
      // Two ticks too close already fail the step: a daily step over centuries stops here.
      if (ticks.length > 1 && tooClose(ticks[ticks.length - 2], ticks[ticks.length - 1], widest)) break;
    }
    return ticks;
  });

/** The categories of a temporal axis and their time unit. */
export type DatedCategories = { categories: string[]; timeUnit: TimeUnit };

/**
 * Dated categories of a band axis, `step` pixels apart: the indices of the first category of each
 * period of the finest step that fits (finestFitting), labelled as they are (a day missing on
 * 1 January leaves 2 January labelled). Undefined unless the categories are dates in ascending order.
 */
export const calendarCategories = ({ categories, timeUnit }: DatedCategories, step: number, widest: number) => {
  const times = categories.map((c) => new Date(c).getTime());
  if (times.some((t, i) => Number.isNaN(t) || (i > 0 && t <= times[i - 1]))) return undefined;
  return finestFitting(timeUnit, widest, (calendar) => {
    const periods = times.map((t) => periodOf(calendar, t));
    // The first category opens a period only when it stands on the period's start.
    return periods.flatMap((period, i) =>
      (i === 0 ? startOf(calendar, period) === times[0] : period > periods[i - 1]) ? [{ index: i, position: i * step }] : [],
    );
  })?.map((t) => t.index);
};
