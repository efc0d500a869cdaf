import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../../config';
import type { Component, Observation } from '../../data';
import { initialInteractiveState, type InteractiveState } from '../chart-data';
import { CHART_DEFINITIONS } from '../registry';
import type { Axis, Mark, Scene } from '../scene';
import { configBase, dimension, measure } from '../test-fixture';
import { textCollisions } from '../text-boxes';

const region = dimension('region', ['Europe', 'Asia', 'Africa']);
const year = dimension('year', ['1990', '2020']);
const income = measure('income', { unit: 'USD', scaleType: 'Ratio' });
const lifeExpectancy = measure('lifeExpectancy', { unit: 'years', scaleType: 'Interval' });
const components = new Map<string, Component>([region, year, income, lifeExpectancy].map((c) => [c.id, c]));

const rows: [string, string, number | null, number | null][] = [
  ['Europe', '1990', 20000, 75],
  ['Asia', '1990', 3000, 65],
  ['Africa', '1990', 1000, 50],
  ['Europe', '2020', 40000, 82],
  ['Asia', '2020', 12000, 74],
  ['Africa', '2020', 2500, 62],
  ['Africa', '2020', null, 60],
];
const observations: Observation[] = rows.map(([r, y, i, l]) => ({ [region.id]: r, [year.id]: y, [income.id]: i, [lifeExpectancy.id]: l }));
const complete = observations.filter((o) => typeof o[income.id] === 'number');

const config = ({ animation }: { animation?: { dynamicScales: boolean } } = {}): ChartConfigOf<'scatterplot'> => ({
  ...configBase(),
  chartType: 'scatterplot',
  fields: {
    x: { componentId: income.id },
    y: { componentId: lifeExpectancy.id },
    color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
    segment: { componentId: region.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
    ...(animation && { animation: { componentId: year.id, showPlayButton: true, type: 'stepped', duration: 10, ...animation } }),
  },
});

const scene = (c: ChartConfigOf<'scatterplot'>, state: Partial<InteractiveState> = {}): Scene =>
  CHART_DEFINITIONS.scatterplot.scene({
    config: c,
    components,
    observations,
    state: { ...initialInteractiveState(), ...state },
    width: 600,
    height: 300,
    locale: 'en',
  });

type Circle = Extract<Mark, { type: 'circle' }>;
const dots = (s: Scene) => s.marks.filter((m): m is Circle => m.type === 'circle');
const axis = (s: Scene, position: Axis['position']) => s.axes.find((a) => a.position === position)!;
const tickValues = (a: Axis) => a.ticks.map((t) => Number(t.label.replace(/,/g, '')));

describe('scatterplot', () => {
  it('draws one dot per observation with both values', () => {
    const s = scene(config());
    expect(dots(s)).toHaveLength(complete.length);
    expect(dots(s).map((d) => d.value)).toEqual(complete.map((o) => o[lifeExpectancy.id]));
  });

  it('starts the interval-scale axis at the data minimum and the ratio-scale axis at zero (spec 002 §5)', () => {
    const s = scene(config());
    const y = tickValues(axis(s, 'left'));
    expect(Math.min(...y)).toBeGreaterThan(0);
    expect(Math.min(...y)).toBeLessThanOrEqual(Math.min(...complete.map((o) => o[lifeExpectancy.id] as number)));
    expect(Math.min(...tickValues(axis(s, 'bottom')))).toBe(0);
  });

  it('places dots in proportion to their values on both axes', () => {
    const s = scene(config());
    const ds = dots(s);
    // x from zero: cx is proportional to income.
    const kx = ds[0].cx / (complete[0][income.id] as number);
    ds.forEach((d, i) => expect(d.cx).toBeCloseTo((complete[i][income.id] as number) * kx));
    // y: equal steps in value are equal steps in pixels.
    const [a, b, c] = [ds[0], ds[1], ds[2]];
    expect((a.cy - b.cy) / (a.value - b.value)).toBeCloseTo((b.cy - c.cy) / (b.value - c.value));
  });

  it('colours dots by segment and lists the segments with circles', () => {
    const s = scene(config());
    expect(s.legend.map((l) => [l.key, l.shape])).toEqual(region.values.map((v) => [v.label, 'circle']));
    const colorOf = new Map(s.legend.map((l) => [l.key, l.color]));
    dots(s).forEach((d, i) => expect(d.fill).toBe(colorOf.get(String(complete[i][region.id]))));
    expect(new Set(colorOf.values()).size).toBe(3);
  });

  it('hides the dots of a segment switched off in the legend', () => {
    const s = scene(config(), { hiddenCategories: ['Asia'] });
    expect(dots(s)).toHaveLength(complete.filter((o) => o[region.id] !== 'Asia').length);
  });

  it('an animation shows one frame and holds both scales still', () => {
    const c = config({ animation: { dynamicScales: false } });
    const a = scene(c, { animationValue: '1990' });
    const b = scene(c, { animationValue: '2020' });
    expect(dots(a)).toHaveLength(complete.filter((o) => o[year.id] === '1990').length);
    expect(axis(a, 'left').ticks).toEqual(axis(b, 'left').ticks);
    expect(axis(a, 'bottom').ticks).toEqual(axis(b, 'bottom').ticks);
  });

  it('dynamic scales follow each frame', () => {
    const c = config({ animation: { dynamicScales: true } });
    const a = scene(c, { animationValue: '1990' });
    const b = scene(c, { animationValue: '2020' });
    expect(Math.max(...tickValues(axis(a, 'bottom')))).toBeLessThan(Math.max(...tickValues(axis(b, 'bottom'))));
  });

  it('titles the axes with label and unit, and writes both values in the tooltip', () => {
    const s = scene(config());
    expect(axis(s, 'bottom').title).toBe('income (USD)');
    expect(axis(s, 'left').title).toBe('lifeExpectancy (years)');
    expect(dots(s)[0].tooltip).toEqual({ title: 'Europe', value: 'income: 20,000 USD · lifeExpectancy: 75 years' });
  });

  it('keeps the last x label, centred on the plot’s right end, inside the svg', () => {
    // Millions on x: "10,000,000" is wider than the 16 px margin beside the plot doubled.
    const big = observations.map((o) => ({ ...o, [income.id]: typeof o[income.id] === 'number' ? (o[income.id] as number) * 240 : null }));
    for (const width of [390, 640, 1280]) {
      const s = CHART_DEFINITIONS.scatterplot.scene({
        config: config(),
        components,
        observations: big,
        state: initialInteractiveState(),
        width,
        height: 300,
        locale: 'en',
      });
      expect(axis(s, 'bottom').ticks.at(-1)!.label).toBe('10,000,000');
      expect(textCollisions(s)).toEqual({ overlapping: [], cut: [] });
    }
  });
});
