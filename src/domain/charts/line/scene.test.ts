import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../../config';
import type { Component, Dimension, Observation, ScaleType } from '../../data';
import { initialInteractiveState, type InteractiveState } from '../chart-data';
import { relatedDimension } from './scene';
import { CHART_DEFINITIONS } from '../registry';
import type { Axis, Mark, Scene } from '../scene';
import { configBase, dimension, measure, yearDimension } from '../test-fixture';
import { textCollisions } from '../text-boxes';

const year = yearDimension(['2000', '2001', '2002', '2003', '2004']);
const station = dimension('station', ['Davos', 'Lugano'], { label: 'Station' });
const celsius = (name: string, scaleType?: ScaleType) => measure(name, { unit: '°C', scaleType });
const temperature = celsius('temperature', 'Interval');
const rainfall = celsius('rainfall', 'Ratio');
const unscaled = celsius('unscaled');
const related = (name: string, type: 'StandardError' | 'ConfidenceUpperBound' | 'ConfidenceLowerBound', typename: string) =>
  ({ ...measure(name), __typename: typename, related: [{ type, id: temperature.id }] }) as Dimension;
const error = related('error', 'StandardError', 'StandardErrorDimension');
const upper = related('upper', 'ConfidenceUpperBound', 'ConfidenceUpperBoundDimension');
const lower = related('lower', 'ConfidenceLowerBound', 'ConfidenceLowerBoundDimension');
const all = [year, station, temperature, rainfall, unscaled, error, upper, lower];
const components = new Map<string, Component>(all.map((c) => [c.id, c]));
const withoutRelated = new Map<string, Component>([year, station, temperature, rainfall, unscaled].map((c) => [c.id, c]));

const values = [12, 15, 14, 18, 16];
const errors = [0.5, 1, 0.5, 2, 1];
const observations: Observation[] = year.values.map((y, i) => ({
  [year.id]: y.label,
  [temperature.id]: values[i],
  [rainfall.id]: values[i],
  [unscaled.id]: values[i],
  [error.id]: errors[i],
  [upper.id]: values[i] + 3,
  [lower.id]: values[i] - 3,
}));

type YField = ChartConfigOf<'line'>['fields']['y'];
const config = (y: Partial<YField> = {}, segment = false): ChartConfigOf<'line'> => ({
  ...configBase(),
  chartType: 'line',
  fields: {
    x: { componentId: year.id },
    y: { componentId: temperature.id, ...y },
    color: segment ? { type: 'segment', paletteId: 'category10', colorMapping: {} } : { type: 'single', paletteId: 'category10', color: '#336699' },
    ...(segment && { segment: { componentId: station.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } } }),
  },
});

const scene = (
  c: ChartConfigOf<'line'>,
  { obs = observations, comps = components, state = {} }: { obs?: Observation[]; comps?: Map<string, Component>; state?: Partial<InteractiveState> } = {},
): Scene =>
  CHART_DEFINITIONS.line.scene({
    config: c,
    components: comps,
    observations: obs,
    state: { ...initialInteractiveState(), ...state },
    width: 600,
    height: 300,
    locale: 'en',
  });

type Circle = Extract<Mark, { type: 'circle' }>;
type Rule = Extract<Mark, { type: 'rule' }>;
const dots = (s: Scene) => s.marks.filter((m): m is Circle => m.type === 'circle');
const rules = (s: Scene) => s.marks.filter((m): m is Rule => m.type === 'rule');
const left = (s: Scene) => s.axes.find((a) => a.position === 'left')!;
const tickValues = (a: Axis) => a.ticks.map((t) => Number(t.label.replace(/,/g, '').replace('\u2212', '-')));
const min = (xs: number[]) => Math.min(...xs);
/** Pixels per unit on the y axis, from the two most distant dots. */
const pxPerUnit = (s: Scene) => {
  const ds = dots(s);
  const [lo, hi] = [ds.reduce((a, b) => (b.value < a.value ? b : a)), ds.reduce((a, b) => (b.value > a.value ? b : a))];
  return (lo.cy - hi.cy) / (hi.value - lo.value);
};

describe('line chart: y axis minimum (spec 002 §5)', () => {
  it('an interval-scale measure starts at the data minimum, not at zero', () => {
    const ticks = tickValues(left(scene(config())));
    expect(min(ticks)).toBeGreaterThan(0);
    expect(min(ticks)).toBeLessThanOrEqual(min(values));
  });

  it.each([
    ['a ratio-scale measure', rainfall],
    ['a measure without scale type', unscaled],
  ])('%s starts at zero', (_what, m) => {
    const ticks = tickValues(left(scene(config({ componentId: m.id }))));
    expect(min(ticks)).toBe(0);
  });

  it('a custom domain wins, exactly', () => {
    const s = scene(config({ customDomain: [10, 20] }));
    const ticks = tickValues(left(s));
    expect(min(ticks)).toBe(10);
    expect(Math.max(...ticks)).toBe(20);
    for (const d of dots(s)) expect(d.cy).toBeCloseTo(s.plot.height * (1 - (d.value - 10) / 10));
  });

  it('the highest and lowest dot lie inside the plot', () => {
    const s = scene(config());
    for (const d of dots(s)) {
      expect(d.cy).toBeGreaterThanOrEqual(-1e-6);
      expect(d.cy).toBeLessThanOrEqual(s.plot.height + 1e-6);
    }
  });
});

describe('line chart: dots', () => {
  it('draws a dot per value, invisible (radius 0) without showDots', () => {
    const s = scene(config({ showDots: false }));
    expect(dots(s).map((d) => d.value)).toEqual(values);
    for (const d of dots(s)) expect(d.r).toBe(0);
  });

  it('sizes dots by showDotsSize: Small < Medium < Large, Medium by default', () => {
    const radius = (showDotsSize?: 'Small' | 'Medium' | 'Large') => {
      const rs = new Set(dots(scene(config({ showDots: true, showDotsSize }))).map((d) => d.r));
      expect(rs.size).toBe(1);
      return [...rs][0];
    };
    const [small, medium, large] = [radius('Small'), radius('Medium'), radius('Large')];
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(medium);
    expect(medium).toBeLessThan(large);
    expect(radius(undefined)).toBe(medium);
  });

  it('a series of one value, which draws no line, is a dot in its colour even without showDots (issue 29)', () => {
    const obs = [...observations.map((o) => ({ ...o, [station.id]: 'Davos' })), { [year.id]: '2002', [station.id]: 'Lugano', [temperature.id]: 20 }];
    const s = scene(config({ showDots: false }, true), { obs });
    const lone = dots(s).filter((d) => d.key.startsWith('dot:Lugano:'));
    expect(lone).toHaveLength(1);
    expect(lone[0].r).toBeGreaterThan(0);
    const line = s.marks.find((m): m is Extract<Mark, { type: 'path' }> => m.key === 'line:Lugano');
    expect(lone[0].fill).toBe(s.legend.find((l) => l.key === 'Lugano')!.color);
    // Its single point makes no visible line (d3 draws a bare move-to, or nothing).
    expect(line?.d ?? '').not.toMatch(/L/);
    // The other series, a line, keeps its dots invisible.
    for (const d of dots(s).filter((d) => d.key.startsWith('dot:Davos:'))) expect(d.r).toBe(0);
  });

  it('dots run left to right in time and carry the formatted value with unit', () => {
    const s = scene(config());
    const xs = dots(s).map((d) => d.cx);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(dots(s)[0].tooltip).toMatchObject({ title: '2000', value: '12 °C' });
  });
});

describe('line chart: standard error whiskers', () => {
  it('finds the dimension related to the measure', () => {
    expect(relatedDimension(components, temperature.id, 'StandardError')?.id).toBe(error.id);
    expect(relatedDimension(components, rainfall.id, 'StandardError')).toBeUndefined();
  });

  it('draws a whisker of ± the standard error around each value, centred on its dot', () => {
    const s = scene(config({ showStandardError: true }));
    const ws = rules(s);
    expect(ws).toHaveLength(values.length);
    const k = pxPerUnit(s);
    dots(s).forEach((d, i) => {
      const w = ws.find((r) => r.key.endsWith(`:${year.values[i].label}`))!;
      expect(w.x1).toBeCloseTo(d.cx);
      expect(w.x2).toBeCloseTo(d.cx);
      expect((w.y1 + w.y2) / 2).toBeCloseTo(d.cy);
      expect(Math.abs(w.y1 - w.y2)).toBeCloseTo(2 * errors[i] * k);
      expect(d.tooltip.value).toBe(`${values[i]} °C ± ${errors[i]}`);
    });
  });

  it('widens the y domain to hold the whiskers', () => {
    const s = scene(config({ showStandardError: true }));
    for (const w of rules(s)) expect(Math.min(w.y1, w.y2)).toBeGreaterThanOrEqual(-1e-6);
    for (const w of rules(s)) expect(Math.max(w.y1, w.y2)).toBeLessThanOrEqual(s.plot.height + 1e-6);
  });

  it('queries the standard error dimension only when shown', () => {
    expect(CHART_DEFINITIONS.line.componentIds(config({ showStandardError: true }), components)).toContain(error.id);
    expect(CHART_DEFINITIONS.line.componentIds(config(), components)).not.toContain(error.id);
  });

  it('no whiskers without showStandardError', () => {
    expect(rules(scene(config()))).toEqual([]);
  });

  it('no whiskers when the cube has no standard error for the measure', () => {
    expect(rules(scene(config({ showStandardError: true }), { comps: withoutRelated }))).toEqual([]);
  });
});

describe('line chart: confidence interval', () => {
  it('draws a band between the bounds with showConfidenceInterval, and the domain holds it', () => {
    const s = scene(config({ showConfidenceInterval: true }));
    const bands = s.marks.filter((m) => m.type === 'path' && m.key.startsWith('band:'));
    expect(bands).toHaveLength(1);
    // The lowest dot sits at least the 3 units of its lower bound above the bottom of the plot.
    const lowest = dots(s).find((d) => d.value === min(values))!;
    expect(s.plot.height - lowest.cy).toBeGreaterThanOrEqual(3 * pxPerUnit(s) - 1e-6);
  });

  it('no band without it', () => {
    expect(scene(config()).marks.some((m) => m.type === 'path' && m.key.startsWith('band:'))).toBe(false);
  });
});

describe('line chart: segments', () => {
  const obs = station.values.flatMap((st, j) =>
    year.values.map((y, i) => ({ [year.id]: y.label, [station.id]: st.label, [temperature.id]: values[i] + j * 5 })),
  );

  it('draws one line per segment with a legend of lines', () => {
    const s = scene(config({}, true), { obs });
    const lines = s.marks.filter((m) => m.type === 'path' && m.key.startsWith('line:'));
    expect(lines.map((l) => l.key)).toEqual(['line:Davos', 'line:Lugano']);
    expect(s.legend.map((l) => [l.key, l.shape])).toEqual([
      ['Davos', 'line'],
      ['Lugano', 'line'],
    ]);
    expect((lines[0] as Extract<Mark, { type: 'path' }>).stroke).not.toBe((lines[1] as Extract<Mark, { type: 'path' }>).stroke);
  });

  it('hides a segment switched off in the legend, which keeps its legend entry', () => {
    const s = scene(config({}, true), { obs, state: { hiddenCategories: ['Lugano'] } });
    expect(s.marks.some((m) => m.key === 'line:Lugano')).toBe(false);
    expect(s.legend.find((l) => l.key === 'Lugano')!.hidden).toBe(true);
  });

  it('writes the first year below the lowest value label, not into it', () => {
    // The rainfall axis starts at zero: its "0" is centred on the plot's bottom edge, beside where "2000" is centred below it.
    const s = scene(config({ componentId: rainfall.id }));
    expect(left(s).ticks[0].label).toBe('0');
    expect(textCollisions(s)).toEqual({ overlapping: [], cut: [] });
  });
});
