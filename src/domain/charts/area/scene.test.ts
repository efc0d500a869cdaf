import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../../config';
import type { Component, Observation } from '../../data';
import { impute, type Imputation } from './scene';
import { initialInteractiveState, type InteractiveState } from '../chart-data';
import { CHART_DEFINITIONS } from '../registry';
import type { Mark, Scene } from '../scene';
import { configBase, dimension, measure, yearDimension } from '../test-fixture';

const year = yearDimension(['2000', '2001', '2002', '2003']);
const kind = dimension('kind', ['A', 'B'], { label: 'Kind' });
const amount = measure('amount', { label: 'Amount', unit: 't' });
const components = new Map<string, Component>([year, kind, amount].map((c) => [c.id, c]));

const row = (y: string, k: string, v: number): Observation => ({ [year.id]: y, [kind.id]: k, [amount.id]: v });
// A has no value in 2001; B has one in every year. 2002 has no observation at all.
const A = { '2000': 10, '2003': 40 };
const B = { '2000': 5, '2001': 5, '2003': 5 };
const observations = [...Object.entries(A).map(([y, v]) => row(y, 'A', v)), ...Object.entries(B).map(([y, v]) => row(y, 'B', v))];

const config = (imputationType?: Imputation, segment = true): ChartConfigOf<'area'> => ({
  ...configBase(),
  chartType: 'area',
  fields: {
    x: { componentId: year.id },
    y: { componentId: amount.id, imputationType },
    color: segment ? { type: 'segment', paletteId: 'category10', colorMapping: {} } : { type: 'single', paletteId: 'category10', color: '#336699' },
    ...(segment && { segment: { componentId: kind.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } } }),
  },
});

const scene = (c: ChartConfigOf<'area'>, state: Partial<InteractiveState> = {}, obs = observations): Scene =>
  CHART_DEFINITIONS.area.scene({
    config: c,
    components,
    observations: obs,
    state: { ...initialInteractiveState(), ...state },
    width: 600,
    height: 300,
    locale: 'en',
  });

const point = (s: Scene, series: string, x: string) =>
  s.marks.find((m): m is Extract<Mark, { type: 'circle' }> => m.type === 'circle' && m.key === `point:${series}:${x}`);
const areaPath = (s: Scene, series: string) => s.marks.find((m): m is Extract<Mark, { type: 'path' }> => m.type === 'path' && m.key === `area:${series}`);
/** Pieces of an svg path: one per moveto. */
const pieces = (d: string) => (d.match(/M/g) ?? []).length;
/** The stacked top of a point, read back through the scene's zero line and a known reference point. */
const stackTop = (s: Scene, p: { cy: number }, ref: { cy: number }, refTop: number) => ((s.zero!.position - p.cy) / (s.zero!.position - ref.cy)) * refTop;

describe('impute', () => {
  const xs = [0, 1, 2, 3, 4];
  const known = new Map([
    [1, 10],
    [3, 30],
  ]);

  it('none leaves missing values undefined', () => {
    expect(impute(xs, known, 'none')).toEqual([undefined, 10, undefined, 30, undefined]);
  });

  it('zeros counts missing values as 0', () => {
    expect(impute(xs, known, 'zeros')).toEqual([0, 10, 0, 30, 0]);
  });

  it('linear interpolates between neighbours, never beyond the first and last value', () => {
    expect(impute(xs, known, 'linear')).toEqual([undefined, 10, 20, 30, undefined]);
  });

  it('linear weighs by the distance in x, not by the count of values', () => {
    // Known at 0 and 10; 1 is a tenth of the way.
    expect(
      impute(
        [0, 1, 10],
        new Map([
          [0, 0],
          [10, 100],
        ]),
        'linear',
      ),
    ).toEqual([0, 10, 100]);
  });
});

describe('area chart: imputation of missing values (spec 001 §3)', () => {
  it("'none' leaves a gap: no point for A in 2001 and the area breaks in two", () => {
    const s = scene(config('none'));
    expect(point(s, 'A', '2001')).toBeUndefined();
    expect(point(s, 'A', '2000')?.value).toBe(10);
    expect(pieces(areaPath(s, 'A')!.d)).toBe(2);
    // B, complete, is one piece.
    expect(pieces(areaPath(s, 'B')!.d)).toBe(1);
  });

  it('no imputation type behaves like none', () => {
    expect(point(scene(config(undefined)), 'A', '2001')).toBeUndefined();
  });

  it("'zeros' counts A as 0 in 2001, and B stacks on that", () => {
    const s = scene(config('zeros'));
    const a = point(s, 'A', '2001')!;
    expect(a.value).toBe(0);
    expect(a.cy).toBeCloseTo(s.zero!.position);
    expect(pieces(areaPath(s, 'A')!.d)).toBe(1);
    // B of 2000 stacks on A: its top is A + B.
    const ref = point(s, 'B', '2000')!;
    const refTop = A['2000'] + B['2000'];
    expect(stackTop(s, point(s, 'B', '2001')!, ref, refTop)).toBeCloseTo(0 + B['2001']);
  });

  it("'linear' interpolates A in 2001 by time between 2000 and 2003 (2002 has no data at all)", () => {
    const s = scene(config('linear'));
    const a = point(s, 'A', '2001')!;
    // One of the three years from 2000 to 2003: 10 + (40 - 10) / 3 = 20, not halfway (25) as by position.
    expect(a.value).toBeCloseTo(20, 1);
    expect(pieces(areaPath(s, 'A')!.d)).toBe(1);
    const ref = point(s, 'B', '2000')!;
    const refTop = A['2000'] + B['2000'];
    expect(stackTop(s, a, ref, refTop)).toBeCloseTo(a.value);
    expect(stackTop(s, point(s, 'B', '2001')!, ref, refTop)).toBeCloseTo(a.value + B['2001']);
  });

  it('linear does not extrapolate before the first value of a series', () => {
    const obs = [row('2000', 'B', 1), row('2001', 'B', 1), row('2003', 'B', 1), row('2001', 'A', 4), row('2003', 'A', 8)];
    const s = scene(config('linear'), {}, obs);
    expect(point(s, 'A', '2000')).toBeUndefined();
    expect(point(s, 'A', '2001')?.value).toBe(4);
  });
});

describe('area chart: stacking and scene', () => {
  it('stacks the series in legend order from zero, tops at the per-year totals', () => {
    const s = scene(config('zeros'));
    const ref = point(s, 'A', '2000')!;
    for (const y of ['2000', '2001', '2003'] as const) {
      const a = A[y as keyof typeof A] ?? 0;
      const b = B[y];
      expect(stackTop(s, point(s, 'A', y)!, ref, A['2000'])).toBeCloseTo(a);
      expect(stackTop(s, point(s, 'B', y)!, ref, A['2000'])).toBeCloseTo(a + b);
    }
  });

  it('stacks diverging: positive values up from zero, negative ones down from it, and the axis holds both (issue 29)', () => {
    // C is a third series, negative in every year; B is positive, A negative in 2000 and positive after.
    const obs = [row('2000', 'A', -10), row('2001', 'A', 20), row('2000', 'B', 5), row('2001', 'B', 5), row('2000', 'C', -30), row('2001', 'C', -30)];
    const comps = new Map(components);
    comps.set(kind.id, dimension('kind', ['A', 'B', 'C'], { label: 'Kind' }));
    const s = CHART_DEFINITIONS.area.scene({
      config: config('none'),
      components: comps,
      observations: obs,
      state: initialInteractiveState(),
      width: 600,
      height: 300,
      locale: 'en',
    });
    const zero = s.zero!.position;
    const k = (zero - point(s, 'B', '2001')!.cy) / 25; // B of 2001 tops A's 20: 25 units above zero.
    const top = (series: string, y: string) => (zero - point(s, series, y)!.cy) / k;
    expect(top('A', '2000')).toBeCloseTo(-10);
    expect(top('B', '2000')).toBeCloseTo(5);
    expect(top('C', '2000')).toBeCloseTo(-40);
    expect(top('A', '2001')).toBeCloseTo(20);
    expect(top('C', '2001')).toBeCloseTo(-30);
    const values = s.axes.find((a) => a.position === 'left')!.ticks.map((t) => Number(t.label.replace(/,/g, '').replace('\u2212', '-')));
    expect(Math.min(...values)).toBeLessThanOrEqual(-40);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(25);
    for (const m of s.marks) if (m.type === 'circle') expect(m.cy).toBeGreaterThanOrEqual(-1e-9);
    for (const m of s.marks) if (m.type === 'circle') expect(m.cy).toBeLessThanOrEqual(s.plot.height + 1e-9);
  });

  it('a lone value, between gaps or a series of one, is a narrow band in its colour from its base to its value (issue 29)', () => {
    const s = scene(config('none'), {}, [row('2000', 'B', 5), row('2001', 'B', 5), row('2003', 'B', 5), row('2001', 'A', 4)]);
    const band = areaPath(s, 'A')!;
    expect(band.fill).toBe(s.legend.find((l) => l.key === 'A')!.color);
    const numbers = (band.d.match(/-?[\d.]+/g) ?? []).map(Number);
    const [x0, y0, x1, y1] = numbers;
    const p = point(s, 'A', '2001')!;
    expect(x1 - x0).toBeGreaterThanOrEqual(4);
    expect((x0 + x1) / 2).toBeCloseTo(p.cx);
    expect(Math.abs(y1 - y0)).toBeGreaterThan(10);
    // The band reaches from zero, A being first in the stack, up to its value.
    expect(y0).toBeCloseTo(s.zero!.position);
    expect(y1).toBeCloseTo(p.cy);
  });

  it('value axis starts at zero and the highest stack fits in the plot', () => {
    const s = scene(config('zeros'));
    const left = s.axes.find((a) => a.position === 'left')!;
    const values = left.ticks.map((t) => Number(t.label.replace(/,/g, '')));
    expect(Math.min(...values)).toBe(0);
    expect(left.ticks[0].position).toBeCloseTo(s.zero!.position);
    expect(s.zero!.position).toBeCloseTo(s.plot.height);
    for (const m of s.marks) if (m.type === 'circle') expect(m.cy).toBeGreaterThanOrEqual(-1e-9);
    expect(left.title).toBe('Amount (t)');
  });

  it('x positions follow time: 2003 is three times as far from 2000 as 2001', () => {
    const s = scene(config('zeros'));
    const [x0, x1, x3] = ['2000', '2001', '2003'].map((y) => point(s, 'B', y)!.cx);
    expect((x3 - x0) / (x1 - x0)).toBeCloseTo(3, 1);
  });

  it('percent stacks every year to exactly 100; tooltips round', () => {
    const s = scene(config('zeros'), { calculation: 'percent' });
    for (const y of ['2000', '2001', '2003']) {
      const values = ['A', 'B'].map((k) => point(s, k, y)!.value);
      expect(values[0] + values[1]).toBeCloseTo(100, 10);
    }
    expect(point(s, 'A', '2000')!.tooltip.value).toBe(`${Math.round((A['2000'] / (A['2000'] + B['2000'])) * 100)} %`);
    expect(s.axes.find((a) => a.position === 'left')!.ticks.at(-1)!.label).toBe('100 %');
  });

  it('legend lists the segment categories; a hidden one leaves the chart but not the legend', () => {
    const s = scene(config('zeros'), { hiddenCategories: ['A'] });
    expect(s.legend.map((l) => [l.key, !!l.hidden])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(areaPath(s, 'A')).toBeUndefined();
    expect(point(s, 'B', '2003')!.cy).toBeCloseTo(s.plot.height - (s.plot.height * B['2003']) / 5, 0);
  });

  it('without a segment, one area in the single colour and no legend', () => {
    const obs = Object.entries(B).map(([y, v]) => ({ [year.id]: y, [amount.id]: v }));
    const s = scene(config('none', false), {}, obs);
    const paths = s.marks.filter((m) => m.type === 'path');
    expect(paths).toHaveLength(1);
    expect((paths[0] as Extract<Mark, { type: 'path' }>).fill).toBe('#336699');
    expect(s.legend).toEqual([]);
  });

  it('time range brushes the years when active', () => {
    const c = config('zeros');
    c.interactiveFiltersConfig.timeRange = { active: true, componentId: year.id, presets: { type: 'range', from: '', to: '' } };
    const s = scene(c, { timeRange: { from: '2001', to: '2003' } });
    expect(point(s, 'B', '2000')).toBeUndefined();
    expect(point(s, 'B', '2001')).toBeDefined();
  });
});
