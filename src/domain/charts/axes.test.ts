import { describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import {
  categoryAxisLayout,
  CHART_MIN_HEIGHTS,
  formatValue,
  linearScale,
  plotHeight,
  pointAxis,
  sideCategoryLayout,
  textWidth,
  valueDomain,
  valueTicks,
  verticalAxisWidth,
  wholeNumbers,
} from './axes';

describe('valueDomain (spec 002 §5: numeric axis minimum)', () => {
  it("'zero' reaches down to zero for positive values", () => {
    expect(valueDomain([12, 30, 18], 'zero')).toEqual([0, 30]);
  });

  it("'zero' reaches up to zero for negative values", () => {
    expect(valueDomain([-12, -30], 'zero')).toEqual([-30, 0]);
  });

  it("'zero' keeps both signs when values have both", () => {
    expect(valueDomain([-5, 20], 'zero')).toEqual([-5, 20]);
  });

  it("'data' starts at the data minimum", () => {
    expect(valueDomain([12, 30, 18], 'data')).toEqual([12, 30]);
    expect(valueDomain([-12, -30], 'data')).toEqual([-30, -12]);
  });

  it('a custom domain wins over both rules and over the data', () => {
    expect(valueDomain([12, 30], 'zero', [15, 25])).toEqual([15, 25]);
    expect(valueDomain([12, 30], 'data', [-100, 100])).toEqual([-100, 100]);
    expect(valueDomain([], 'data', [3, 4])).toEqual([3, 4]);
  });

  it('gives a usable domain without values', () => {
    const [min, max] = valueDomain([], 'zero');
    expect(min).toBeLessThan(max);
  });

  it('widens a domain of one single value so the scale is not degenerate', () => {
    const [min, max] = valueDomain([7, 7], 'data');
    expect(min).toBeLessThan(7);
    expect(max).toBeGreaterThan(7);
    const [zmin, zmax] = valueDomain([0], 'zero');
    expect(zmin).toBeLessThanOrEqual(0);
    expect(zmax).toBeGreaterThan(0);
  });

  it('starts a domain of zeros at zero: a count of none has no −1', () => {
    expect(valueDomain([0, 0], 'zero')).toEqual([0, 1]);
    expect(valueDomain([0], 'data')).toEqual([0, 1]);
    expect(valueTicks(linearScale(valueDomain([0, 0], 'zero'), [100, 0]), 'en', { integers: true }).map((t) => t.label)).toEqual(['0', '1']);
  });

  it('handles many values (no argument-count limit)', () => {
    const values = Array.from({ length: 200_000 }, (_, i) => i + 1);
    expect(valueDomain(values, 'data')).toEqual([1, 200_000]);
  });
});

describe('linearScale', () => {
  it('rounds a computed domain to nice values', () => {
    const scale = linearScale([0, 97], [100, 0]);
    expect(scale.domain()).toEqual([0, 100]);
    expect(scale(50)).toBeCloseTo(50);
  });

  it('ends on a labelled tick: nice to the axis tick count', () => {
    for (const max of [45, 97, 11.5, 2_437]) {
      const scale = linearScale([0, max], [100, 0]);
      const ticks = valueTicks(scale, 'en');
      expect(ticks.at(-1)!.position).toBeCloseTo(0);
      expect(ticks[0].position).toBeCloseTo(100);
    }
  });

  it('keeps a custom domain as it is', () => {
    const scale = linearScale([0, 97], [100, 0], true);
    expect(scale.domain()).toEqual([0, 97]);
    expect(scale(97)).toBeCloseTo(0);
  });
});

describe('valueTicks', () => {
  it('places ticks on the scale and labels them in the locale', () => {
    const scale = linearScale([0, 5000], [200, 0]);
    const ticks = valueTicks(scale, 'en');
    expect(ticks.map((t) => t.label)).toEqual(['0', '1,000', '2,000', '3,000', '4,000', '5,000']);
    for (const t of ticks) expect(t.position).toBeCloseTo(scale(Number(t.label.replace(/,/g, ''))));
    expect(valueTicks(scale, 'de').at(-1)!.label).toBe('5’000');
  });

  it('shows whole ticks only for whole-number data (no 0.5 of a count)', () => {
    const scale = linearScale(valueDomain([0, 1, 3], 'zero'), [100, 0]);
    expect(valueTicks(scale, 'en').map((t) => t.label)).toContain('0.5');
    expect(valueTicks(scale, 'en', { integers: wholeNumbers([0, 1, 3]) }).map((t) => t.label)).toEqual(['0', '1', '2', '3']);
    expect(wholeNumbers([1, 2.5])).toBe(false);
    // Large whole numbers keep their usual ticks.
    expect(valueTicks(linearScale([0, 5000], [200, 0]), 'en', { integers: true })).toHaveLength(6);
  });

  it('labels percent ticks as whole percent', () => {
    const ticks = valueTicks(linearScale([0, 100], [100, 0]), 'en', { percent: true });
    expect(ticks[0].label).toBe('0 %');
    expect(ticks.at(-1)!.label).toBe('100 %');
    for (const t of ticks) expect(t.label).toMatch(/^\d+ %$/);
  });
});

describe('formatValue', () => {
  it('writes the number with at most 2 decimals, grouped, and its unit', () => {
    expect(formatValue(1234.5, 'en', { unit: 'ha' })).toBe('1,234.5 ha');
    expect(formatValue(1234.567, 'en')).toBe('1,234.57');
    expect(formatValue(1234.5, 'fr', { unit: 'ha' })).toBe('1\u202f234,5 ha');
  });

  it('writes percent as a whole number without the unit', () => {
    expect(formatValue(33.4, 'en', { percent: true, unit: 'ha' })).toBe('33 %');
    expect(formatValue(66.6, 'en', { percent: true })).toBe('67 %');
  });
});

describe('categoryAxisLayout', () => {
  const cantons = ['Zürich', 'Bern', 'Luzern', 'Appenzell Ausserrhoden', 'Basel-Landschaft', 'Graubünden'];
  const codes = ['ZH', 'BE', 'LU', 'AR', 'BL', 'GR'];

  it('keeps labels that fit flat, every one shown', () => {
    const layout = categoryAxisLayout(['2000', '2001', '2002'], 200);
    expect(layout.rotate).toBe(false);
    expect(layout.ticks.map((t) => t.label)).toEqual(['2000', '2001', '2002']);
  });

  it('writes the short names, titled with the full ones, before turning labels', () => {
    const layout = categoryAxisLayout(cantons, 40, codes);
    expect(layout.rotate).toBe(false);
    expect(layout.ticks.map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(layout.ticks[3]).toEqual({ label: 'AR', full: 'Appenzell Ausserrhoden', index: 3 });
  });

  it('wraps labels on two lines when each line fits its step', () => {
    const layout = categoryAxisLayout(['Basel-Stadt', 'Basel-Landschaft', 'St. Gallen'], 80);
    expect(layout.rotate).toBe(false);
    expect(layout.ticks[1].lines).toEqual(['Basel-', 'Landschaft']);
    expect(layout.bottom).toBeGreaterThan(categoryAxisLayout(['a'], 80).bottom);
  });

  it('turns labels upright when they fit neither flat nor wrapped, and makes room for the longest', () => {
    const layout = categoryAxisLayout(cantons, 30);
    expect(layout.rotate).toBe(true);
    expect(layout.ticks).toHaveLength(cantons.length);
    expect(layout.bottom).toBeGreaterThan(textWidth('Appenzell Ausserrhoden'));
  });

  it('shortens very long turned labels with an ellipsis and keeps the full label as title', () => {
    const long = 'Canton of Appenzell Ausserrhoden, half-canton in the north-east';
    const layout = categoryAxisLayout([long, 'Bern'], 30);
    expect(layout.ticks[0].label.endsWith('…')).toBe(true);
    expect(layout.ticks[0].full).toBe(long);
    expect(layout.bottom).toBeLessThanOrEqual(180);
  });

  it('thins regularly, every k-th label, when not even upright labels fit', () => {
    const labels = Array.from({ length: 100 }, (_, i) => `Municipality ${i}`);
    const layout = categoryAxisLayout(labels, 5);
    expect(layout.rotate).toBe(true);
    const every = Math.ceil(16 / 5);
    expect(layout.ticks.map((t) => t.index)).toEqual(labels.map((_, i) => i).filter((i) => i % every === 0));
    // Shown labels stand at least a line height apart.
    expect(every * 5).toBeGreaterThanOrEqual(15);
  });
});

describe('categoryAxisLayout of dates', () => {
  const months = Array.from({ length: 30 }, (_, i) => `${2022 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  const layout = (categories: string[], step: number, timeUnit: 'Month' | 'Day' = 'Month') =>
    categoryAxisLayout(
      categories.map((c) => formatDate(c, timeUnit)),
      step,
      [],
      { categories, timeUnit },
    );

  it('30 monthly columns on a phone: flat labels under each January, not every other month turned', () => {
    const { rotate, ticks } = layout(months, 8.5);
    expect(rotate).toBe(false);
    expect(ticks).toEqual([
      { label: '01.2022', index: 0 },
      { label: '01.2023', index: 12 },
      { label: '01.2024', index: 24 },
    ]);
  });

  it('labels the first day of each period there is: 2 January when the first is missing', () => {
    const days = Array.from({ length: 730 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10)).filter((d) => d !== '2024-01-01');
    expect(layout(days, 0.4, 'Day').ticks.map((t) => t.label)).toEqual(['01.01.2023', '02.01.2024']);
  });

  it('keeps every label when all fit, and thins turned labels when the dates are not in order (sorted by value)', () => {
    expect(layout(months.slice(0, 6), 80).ticks).toHaveLength(6);
    const byValue = [...months].reverse();
    expect(layout(byValue, 8.5).rotate).toBe(true);
  });
});

describe('sideCategoryLayout', () => {
  it('keeps labels that fit on one line', () => {
    const layout = sideCategoryLayout(['Bern', 'Zürich'], 200);
    expect(layout.lines).toBe(1);
    expect(layout.width).toBeGreaterThanOrEqual(textWidth('Zürich'));
  });

  it('wraps long labels on up to three lines, never wider than the room', () => {
    const layout = sideCategoryLayout(['Graubünden / Grigioni / Grischun', 'Bern'], 100);
    expect(layout.ticks[0].lines).toEqual(['Graubünden /', 'Grigioni /', 'Grischun']);
    expect(layout.lines).toBe(3);
    expect(layout.width).toBeLessThanOrEqual(100 + 10);
  });

  it('ends a word too long for the room in an ellipsis, titled with the full label', () => {
    const layout = sideCategoryLayout(['Donaudampfschifffahrtsgesellschaft', 'Bern'], 80);
    expect(layout.ticks[0].label.endsWith('…')).toBe(true);
    expect(textWidth(layout.ticks[0].label)).toBeLessThanOrEqual(80);
    expect(layout.ticks[0].full).toBe('Donaudampfschifffahrtsgesellschaft');
  });
});

describe('verticalAxisWidth', () => {
  it('makes room for the longest tick label', () => {
    const narrow = verticalAxisWidth([{ position: 0, label: '0' }]);
    const wide = verticalAxisWidth([{ position: 0, label: '1,000,000,000' }]);
    expect(wide).toBeGreaterThan(narrow);
    expect(wide).toBeGreaterThanOrEqual(textWidth('1,000,000,000'));
  });
});

describe('plotHeight (spec 002 §9: minimum heights 150, 300 and 500)', () => {
  it('has the minimum heights of the spec', () => {
    expect(Object.values(CHART_MIN_HEIGHTS).sort((a, b) => a - b)).toEqual([150, 300, 500]);
  });

  it('never goes below the minimum of the screen size', () => {
    expect(plotHeight(100, 320)).toBe(CHART_MIN_HEIGHTS.sm);
    expect(plotHeight(100, 800)).toBe(CHART_MIN_HEIGHTS.md);
    expect(plotHeight(100, 1600)).toBe(CHART_MIN_HEIGHTS.lg);
  });

  it('uses the small minimum below the md breakpoint of 480 px and the larger one from it', () => {
    expect(plotHeight(100, 479)).toBe(150);
    expect(plotHeight(100, 480)).toBe(300);
  });

  it('grows with the container width above the minimum', () => {
    const h1 = plotHeight(1400, 1600);
    const h2 = plotHeight(2000, 1600);
    expect(h1).toBeGreaterThanOrEqual(CHART_MIN_HEIGHTS.lg);
    expect(h2).toBeGreaterThan(h1);
  });

  it('gives a pie on a phone the width it has, up to 300 px, and leaves it as other charts from the tablet on', () => {
    expect(plotHeight(330, 390, 'pie')).toBe(300);
    expect(plotHeight(250, 320, 'pie')).toBe(250);
    expect(plotHeight(330, 390, 'column')).toBe(165);
    expect(plotHeight(580, 640, 'pie')).toBe(plotHeight(580, 640, 'column'));
    expect(plotHeight(1000, 1280, 'pie')).toBe(500);
  });
});

describe('pointAxis', () => {
  it('spaces dates by time, so uneven gaps stay uneven', () => {
    const years = ['2000', '2001', '2010'];
    const axis = pointAxis(years, [0, 1000], 'Year', (c) => c);
    const [a, b, c] = years.map(axis.position);
    expect(a).toBe(0);
    expect(c).toBe(1000);
    const expected = (Date.parse('2001') - Date.parse('2000')) / (Date.parse('2010') - Date.parse('2000'));
    expect(b / 1000).toBeCloseTo(expected, 5);
  });

  it('spaces other categories evenly', () => {
    const axis = pointAxis(['low', 'mid', 'high'], [0, 100], undefined, (c) => c);
    expect(['low', 'mid', 'high'].map(axis.position)).toEqual([0, 50, 100]);
  });

  it('puts a single category in the middle', () => {
    expect(pointAxis(['2000'], [0, 300], 'Year', (c) => c).position('2000')).toBe(150);
  });

  it('thins ticks out to fit, keeping the first', () => {
    const months = Array.from({ length: 120 }, (_, i) => `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const axis = pointAxis(months, [0, 400], 'Month', (c) => c);
    expect(axis.ticks.length).toBeLessThan(months.length);
    expect(axis.ticks.length).toBeGreaterThan(1);
    expect(axis.ticks[0]).toEqual({ position: 0, label: months[0] });
  });

  describe('on a time axis too narrow for every category, ticks on round calendar dates', () => {
    const monthsFrom = (year: number, count: number) =>
      Array.from({ length: count }, (_, i) => `${year + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const labels = (categories: string[], width: number, unit: 'Year' | 'Month' | 'Day') =>
      pointAxis(categories, [0, width], unit, (c) => formatDate(c, unit)).ticks.map((t) => t.label);

    it('30 months on a phone: each January (every 10th month before)', () => {
      expect(labels(monthsFrom(2022, 30), 250, 'Month')).toEqual(['01.2022', '01.2023', '01.2024']);
    });

    it('30 months on a wider plot: each quarter', () => {
      expect(labels(monthsFrom(2022, 30), 700, 'Month')).toEqual([
        ...['01.2022', '04.2022', '07.2022', '10.2022'],
        ...['01.2023', '04.2023', '07.2023', '10.2023'],
        ...['01.2024', '04.2024'],
      ]);
    });

    it('34 years on a phone: each decade', () => {
      const years = Array.from({ length: 34 }, (_, i) => String(1990 + i));
      expect(labels(years, 250, 'Year')).toEqual(['1990', '2000', '2010', '2020']);
    });

    it('a year of days: each half year at 300 px, the first of each month at 1200 px', () => {
      const days = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10));
      expect(labels(days, 300, 'Day')).toEqual(['01.01.2023', '01.07.2023']);
      expect(labels(days, 1200, 'Day')).toHaveLength(12);
      expect(labels(days, 1200, 'Day')[1]).toBe('01.02.2023');
    });

    it('a tick stands where its date is, between categories on an uneven axis', () => {
      const axis = pointAxis(['2001', '2003', '2007', '2013', '2019', '2021', '2022'], [0, 210], 'Year', (c) => c);
      expect(axis.ticks.map((t) => t.label)).toEqual(['2005', '2010', '2015', '2020']);
      expect(axis.ticks[0].position).toBeCloseTo(
        axis.time!.range[1] * ((Date.parse('2005') - Date.parse('2001')) / (Date.parse('2022') - Date.parse('2001'))),
        6,
      );
    });

    it('keeps every k-th category when round dates would be fewer than half as many', () => {
      // 13 years in 240 px: two-year ticks stand too close, five-year ones are two (1990, 1995).
      const years = Array.from({ length: 13 }, (_, i) => String(1986 + i));
      expect(labels(years, 240, 'Year')).toEqual(['1986', '1989', '1992', '1995', '1998']);
      expect(labels(years, 260, 'Year')).toEqual(['1986', '1988', '1990', '1992', '1994', '1996', '1998']);
    });

    it('keeps every k-th category when no round date would get two ticks', () => {
      // March to November: six-monthly ticks would label July alone.
      expect(labels(monthsFrom(2022, 11).slice(2), 140, 'Month')).toEqual(['03.2022', '08.2022']);
    });
  });
});

describe('categoryAxisLayout of numbers', () => {
  const ages = Array.from({ length: 101 }, (_, i) => String(i));
  it('101 ages on a phone: flat labels every 20 years, not every 7th age turned', () => {
    const { rotate, ticks } = categoryAxisLayout(ages, 2.7, [], { numbers: ages.map(Number) });
    expect(rotate).toBe(false);
    expect(ticks.map((t) => t.label)).toEqual(['0', '20', '40', '60', '80', '100']);
    expect(ticks.map((t) => t.index)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('keeps every label when all fit, and thins turned labels of numbers out of order', () => {
    expect(categoryAxisLayout(ages.slice(0, 10), 40, [], { numbers: ages.slice(0, 10).map(Number) }).ticks).toHaveLength(10);
    const reversed = [...ages].reverse();
    expect(categoryAxisLayout(reversed, 2.7, [], { numbers: reversed.map(Number) }).rotate).toBe(true);
  });
});
