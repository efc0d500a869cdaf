import { describe, expect, it } from 'vitest';
import { calendarCategories, calendarTicks } from './calendar-ticks';

/** A time scale over [start, end] onto [0, width]. */
const scaleOver = (start: number, end: number, width: number) => (time: number) => ((time - start) / (end - start)) * width;
const ticksOf = (unit: 'Year' | 'Day', from: string, to: string, width: number, room: number) => {
  const [start, end] = [Date.parse(from), Date.parse(to)];
  return calendarTicks(unit, [start, end], room, scaleOver(start, end, width), (c) => c)?.map((t) => t.label);
};

describe('calendarTicks', () => {
  it('ticks weeks on Mondays', () => {
    // 1 to 31 March 2024 (a Friday to a Sunday): 31 days, too many; every week fits.
    expect(ticksOf('Day', '2024-03-01', '2024-03-31', 300, 40)).toEqual(['2024-03-04', '2024-03-11', '2024-03-18', '2024-03-25']);
  });

  it('counts the years of the first century as they are, not as 1900 to 1999', () => {
    expect(ticksOf('Year', '0040', '0160', 300, 60)).toEqual(['0050', '0100', '0150']);
  });

  it('ticks a daily axis over fifteen centuries every 500 years, trying each finer step only until two ticks stand too close', () => {
    expect(ticksOf('Day', '0500-01-01', '2020-12-31', 300, 70)).toEqual(['0500-01-01', '1000-01-01', '1500-01-01', '2000-01-01']);
  });

  it('gives no ticks when the step that fits has fewer than two dates', () => {
    // Two-year ticks stand 67 px apart, five-year ones have no date between 2001 and 2004.
    expect(ticksOf('Year', '2001', '2004', 100, 70)).toBeUndefined();
  });
});

describe('calendarCategories', () => {
  it('opens a period with the first category only when it stands on its start', () => {
    const months = ['2022-03', '2022-04', '2022-05', '2022-06', '2022-07', '2022-08', '2022-09', '2022-10', '2022-11', '2022-12', '2023-01', '2023-02'];
    // Quarters fit (3 steps of 20 px ≥ 50): April, July, October, January; March, mid-quarter, gets none.
    expect(calendarCategories({ categories: months, timeUnit: 'Month' }, 20, 50)).toEqual([1, 4, 7, 10]);
  });
});
