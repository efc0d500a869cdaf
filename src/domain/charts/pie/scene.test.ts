import { schemeCategory10 } from 'd3-scale-chromatic';
import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../../config';
import type { Sorting } from '../../config/common';
import type { Component, Observation } from '../../data';
import { initialInteractiveState, type InteractiveState } from '../chart-data';
import { CHART_DEFINITIONS } from '../registry';
import type { Mark, Scene } from '../scene';
import { configBase, dimension, measure } from '../test-fixture';
import { textCollisions } from '../text-boxes';

const source = dimension('source', ['Coal', 'Gas', 'Hydro', 'Wind', 'Solar', 'Oil']);
const year = dimension('year', ['2000', '2001']);
const generation = measure('generation', { label: 'Generation', unit: 'GWh' });
const components = new Map<string, Component>([source, year, generation].map((c) => [c.id, c]));

const row = (y: string, s: string, v: number | null): Observation => ({ [year.id]: y, [source.id]: s, [generation.id]: v });
// Coal comes in two observations that add up; Oil is negative and Solar missing: neither makes a slice.
const observations = [
  row('2000', 'Coal', 100),
  row('2000', 'Coal', 50),
  row('2000', 'Gas', 400),
  row('2000', 'Hydro', 250),
  row('2000', 'Wind', 17),
  row('2000', 'Solar', null),
  row('2000', 'Oil', -30),
  row('2001', 'Coal', 10),
  row('2001', 'Gas', 20),
  row('2001', 'Hydro', 900),
  row('2001', 'Wind', 70),
];
const year2000 = observations.filter((o) => o[year.id] === '2000');
const totalsOf = (obs: Observation[]) => {
  const totals = new Map<string, number>();
  for (const o of obs) {
    const v = o[generation.id];
    if (typeof v === 'number' && v > 0) totals.set(String(o[source.id]), (totals.get(String(o[source.id])) ?? 0) + v);
  }
  return totals;
};

const config = ({
  sorting,
  showValues = false,
  animation = false,
}: { sorting?: Sorting; showValues?: boolean; animation?: boolean } = {}): ChartConfigOf<'pie'> => ({
  ...configBase(),
  chartType: 'pie',
  fields: {
    y: { componentId: generation.id, showValues },
    segment: { componentId: source.id, sorting: sorting ?? { sortingType: 'byMeasure', sortingOrder: 'desc' } },
    color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
    ...(animation && { animation: { componentId: year.id, showPlayButton: true, type: 'stepped', duration: 10, dynamicScales: false } }),
  },
});

const scene = (c: ChartConfigOf<'pie'>, state: Partial<InteractiveState> = {}, obs = observations): Scene =>
  CHART_DEFINITIONS.pie.scene({
    config: c,
    components,
    observations: obs,
    state: { ...initialInteractiveState(), ...state },
    width: 400,
    height: 400,
    locale: 'en',
  });

type Arc = Extract<Mark, { type: 'arc' }>;
const arcs = (s: Scene) => s.marks.filter((m): m is Arc => m.type === 'arc');
const names = (s: Scene) => arcs(s).map((a) => a.key.replace(/^slice:/, ''));
const shareOf = (a: Arc) => Number(/\((\d+) %\)$/.exec(a.tooltip.value)![1]);

describe('pie chart', () => {
  it('sums each category into one slice; negative and missing values make none', () => {
    const s = scene(config({ animation: true }), { animationValue: '2000' });
    const totals = totalsOf(observations.filter((o) => o[year.id] === '2000'));
    expect(new Set(names(s))).toEqual(new Set(totals.keys()));
    for (const a of arcs(s)) expect(a.value).toBe(totals.get(a.key.replace(/^slice:/, '')));
  });

  it('orders the slices byMeasure desc, largest first', () => {
    const s = scene(config(), {}, year2000);
    const values = arcs(s).map((a) => a.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(names(s)[0]).toBe('Gas');
  });

  it('orders byMeasure asc, and byAuto in the dimension order', () => {
    const asc = scene(config({ sorting: { sortingType: 'byMeasure', sortingOrder: 'asc' } }), {}, year2000);
    const values = arcs(asc).map((a) => a.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const auto = scene(config({ sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } }), {}, year2000);
    expect(names(auto)).toEqual(source.values.map((v) => v.label).filter((l) => names(auto).includes(l)));
  });

  it('shares are whole percent and sum to about 100', () => {
    const s = scene(config(), {}, year2000);
    const shares = arcs(s).map(shareOf);
    const sum = shares.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(shares.length / 2);
    const totals = totalsOf(observations.filter((o) => o[year.id] === '2000'));
    const all = [...totals.values()].reduce((a, b) => a + b, 0);
    expect(shareOf(arcs(s).find((a) => a.key === 'slice:Gas')!)).toBe(Math.round((totals.get('Gas')! / all) * 100));
    expect(arcs(s)[0].tooltip.value).toMatch(/^400 GWh \(\d+ %\)$/);
  });

  it('shares are of the shown slices only when the legend hides some', () => {
    const s = scene(config({ animation: true }), { animationValue: '2000', hiddenCategories: ['Gas'] });
    expect(names(s)).not.toContain('Gas');
    const totals = totalsOf(observations.filter((o) => o[year.id] === '2000' && o[source.id] !== 'Gas'));
    const all = [...totals.values()].reduce((a, b) => a + b, 0);
    expect(shareOf(arcs(s).find((a) => a.key === 'slice:Hydro')!)).toBe(Math.round((totals.get('Hydro')! / all) * 100));
    expect(s.legend.find((l) => l.key === 'Gas')!.hidden).toBe(true);
  });

  it('writes the share in the slice with showValues, except for slivers under 3 %', () => {
    const s = scene(config({ showValues: true, animation: true }), { animationValue: '2000' });
    for (const a of arcs(s)) {
      if (shareOf(a) >= 3) expect(a.label?.text).toBe(`${shareOf(a)} %`);
      else expect(a.label).toBeUndefined();
    }
    expect(arcs(s).some((a) => a.label === undefined)).toBe(true);
    expect(arcs(scene(config({ animation: true }), { animationValue: '2000' })).every((a) => a.label === undefined)).toBe(true);
  });

  it('slice colours follow the dimension order, not the sorting', () => {
    const s = scene(config({ animation: true }), { animationValue: '2000' });
    for (const a of arcs(s)) {
      const index = source.values.findIndex((v) => `slice:${v.label}` === a.key);
      expect(a.fill).toBe(schemeCategory10[index]);
    }
  });

  it('the animation shows one frame at a time', () => {
    const s = scene(config({ animation: true }), { animationValue: '2001' });
    const totals = totalsOf(observations.filter((o) => o[year.id] === '2001'));
    expect(new Set(names(s))).toEqual(new Set(totals.keys()));
    expect(arcs(s).find((a) => a.key === 'slice:Hydro')!.value).toBe(totals.get('Hydro'));
  });

  it('is drawn around its centre, without axes', () => {
    const s = scene(config());
    expect(s.axes).toEqual([]);
    expect(s.centre).toBeDefined();
    for (const a of arcs(s)) expect(a.d).toMatch(/^M/);
  });

  it('writes no share over a bigger slice’s: many small slices on a small pie keep theirs in the tooltip', () => {
    // Twenty-six slices of 3 to 8 %, drawn 200 px wide: neighbours' labels would overlap.
    const many = dimension(
      'canton',
      Array.from({ length: 26 }, (_, i) => `Canton ${i}`),
    );
    const obs = many.values.map((v, i) => ({ [year.id]: '2000', [many.id]: v.label, [generation.id]: 100 + ((i * 37) % 11) * 15 }));
    const c = {
      ...config({ showValues: true }),
      fields: { ...config({ showValues: true }).fields, segment: { componentId: many.id, sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } } },
    } as ChartConfigOf<'pie'>;
    const s = CHART_DEFINITIONS.pie.scene({
      config: c,
      components: new Map([...components, [many.id, many]]),
      observations: obs,
      state: initialInteractiveState(),
      width: 200,
      height: 200,
      locale: 'en',
    });
    expect(textCollisions(s)).toEqual({ overlapping: [], cut: [] });
    const labelled = arcs(s).filter((a) => a.label);
    expect(labelled.length).toBeGreaterThan(0);
    expect(labelled.length).toBeLessThan(26);
    // The biggest slice always keeps its share.
    expect(arcs(s)[0].label?.text).toBe(`${shareOf(arcs(s)[0])} %`);
  });

  it('writes a share in white on a dark slice and in ink on a light one', () => {
    const s = scene(config({ showValues: true, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } }), {}, year2000);
    // category10: Coal blue, Gas orange.
    const colour = (name: string) => arcs(s).find((a) => a.key === `slice:${name}`)!.label!.color;
    expect(colour('Coal')).toBe('#ffffff');
    expect(colour('Gas')).toBe('#1d2433');
  });
});
