import { describe, expect, it } from 'vitest';
import type { ChartConfigOf } from '../../config';
import type { Sorting } from '../../config/common';
import type { Component, Observation } from '../../data';
import { initialInteractiveState, type InteractiveState } from '../chart-data';
import { CHART_DEFINITIONS } from '../registry';
import type { Axis, Mark, Scene } from '../scene';
import { configBase, dimension, measure } from '../test-fixture';

const canton = dimension('Canton', ['Zürich', 'Bern', 'Luzern', 'Uri']);
const fuel = dimension('Fuel', ['Coal', 'Gas', 'Wind']);
const year = dimension('Year', ['2000', '2001', '2002', '2003'], { __typename: 'TemporalDimension', timeUnit: 'Year', timeFormat: '%Y' });
year.values.forEach((v) => (v.value = v.label));
const generation = measure('generation', { label: 'Generation', unit: 'GWh' });
const components = new Map<string, Component>([canton, fuel, year, generation].map((c) => [c.id, c]));

const table: Record<string, Record<string, number>> = {
  Zürich: { Coal: 10, Gas: 30, Wind: 5 },
  Bern: { Coal: 40, Gas: 20, Wind: 25 },
  Luzern: { Coal: 5, Gas: 5, Wind: 2 },
  Uri: { Coal: 1, Gas: 2, Wind: 60 },
};
const observations: Observation[] = Object.entries(table).flatMap(([c, byFuel]) =>
  Object.entries(byFuel).map(([f, v]) => ({ [canton.id]: c, [fuel.id]: f, [generation.id]: v })),
);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const totalOf = (c: string) => sum(Object.values(table[c]));

type Options = {
  category?: string;
  sorting?: Sorting;
  segment?: 'stacked' | 'grouped';
  customDomain?: [number, number];
  showValues?: boolean;
  animation?: { componentId: string; dynamicScales: boolean };
};
const segmentColor = { type: 'segment' as const, paletteId: 'category10', colorMapping: {} };
const singleColor = { type: 'single' as const, paletteId: 'category10', color: '#336699' };
const bandFields = (o: Options) => ({
  color: o.segment ? segmentColor : singleColor,
  ...(o.segment && { segment: { componentId: fuel.id, type: o.segment, sorting: { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const } } }),
  ...(o.animation && { animation: { ...o.animation, showPlayButton: true, type: 'stepped' as const, duration: 10 } }),
});
const column = (o: Options = {}): ChartConfigOf<'column'> => ({
  ...configBase(),
  chartType: 'column',
  fields: {
    x: { componentId: o.category ?? canton.id, sorting: o.sorting },
    y: { componentId: generation.id, customDomain: o.customDomain, showValues: o.showValues },
    ...bandFields(o),
  },
});
const bar = (o: Options = {}): ChartConfigOf<'bar'> => ({
  ...configBase(),
  chartType: 'bar',
  fields: {
    x: { componentId: generation.id, customDomain: o.customDomain, showValues: o.showValues },
    y: { componentId: o.category ?? canton.id, sorting: o.sorting },
    ...bandFields(o),
  },
});

const scene = (config: ChartConfigOf<'column'> | ChartConfigOf<'bar'>, state: Partial<InteractiveState> = {}, obs = observations): Scene =>
  (CHART_DEFINITIONS[config.chartType].scene as (input: unknown) => Scene)({
    config,
    components,
    observations: obs,
    state: { ...initialInteractiveState(), ...state },
    width: 800,
    height: 400,
    locale: 'en',
  });

type Rect = Extract<Mark, { type: 'rect' }>;
const rects = (s: Scene) => s.marks.filter((m): m is Rect => m.type === 'rect');
const rectsOf = (s: Scene, category: string) => rects(s).filter((r) => r.key.split('\u0000')[0] === category);
const segmentOf = (r: Rect) => r.key.split('\u0000')[1];
const axis = (s: Scene, position: Axis['position']) => s.axes.find((a) => a.position === position)!;
// d3-format writes a true minus sign.
const tickValues = (a: Axis) => a.ticks.map((t) => Number(t.label.replace(/[,%\s]/g, '').replace('\u2212', '-')));
/** Pixels per unit of the value axis, read off one mark. */
const unitHeight = (r: Rect) => r.height / Math.abs(r.value);

describe('column chart, stacked segments', () => {
  const s = scene(column({ segment: 'stacked' }));

  it('draws one rect per observation', () => {
    expect(rects(s)).toHaveLength(observations.length);
  });

  it('stack tops stand at the per-category sums', () => {
    const k = unitHeight(rects(s)[0]);
    for (const c of Object.keys(table)) {
      const top = Math.min(...rectsOf(s, c).map((r) => r.y));
      expect(s.zero!.position - top).toBeCloseTo(totalOf(c) * k, 6);
    }
  });

  it('segments of a category touch, from zero up, in the legend order', () => {
    for (const c of Object.keys(table)) {
      const stack = rectsOf(s, c);
      expect(stack.map(segmentOf)).toEqual(['Coal', 'Gas', 'Wind']);
      expect(stack[0].y + stack[0].height).toBeCloseTo(s.zero!.position);
      for (let i = 1; i < stack.length; i++) expect(stack[i].y + stack[i].height).toBeCloseTo(stack[i - 1].y);
      // One column per category: the same x and width.
      expect(new Set(stack.map((r) => r.x)).size).toBe(1);
    }
  });

  it('the value axis starts at zero and reaches the highest stack', () => {
    const values = tickValues(axis(s, 'left'));
    expect(Math.min(...values)).toBe(0);
    expect(axis(s, 'left').ticks[0].position).toBeCloseTo(s.zero!.position);
    const highest = Math.max(...Object.keys(table).map(totalOf));
    for (const r of rects(s)) expect(r.y).toBeGreaterThanOrEqual(-1e-6);
    expect(s.zero!.position - Math.min(...rects(s).map((r) => r.y))).toBeCloseTo(highest * unitHeight(rects(s)[0]));
  });

  it('legend lists the segments; a hidden one leaves no rect', () => {
    const hidden = scene(column({ segment: 'stacked' }), { hiddenCategories: ['Gas'] });
    expect(hidden.legend.map((l) => [l.key, !!l.hidden])).toEqual([
      ['Coal', false],
      ['Gas', true],
      ['Wind', false],
    ]);
    expect(rects(hidden).some((r) => segmentOf(r) === 'Gas')).toBe(false);
    expect(rects(hidden)).toHaveLength(observations.length - Object.keys(table).length);
  });

  it('stacks negative values down from zero, apart from the positive ones', () => {
    const obs = [
      { [canton.id]: 'Bern', [fuel.id]: 'Coal', [generation.id]: 30 },
      { [canton.id]: 'Bern', [fuel.id]: 'Gas', [generation.id]: -10 },
      { [canton.id]: 'Bern', [fuel.id]: 'Wind', [generation.id]: 20 },
    ];
    const n = scene(column({ segment: 'stacked' }), {}, obs);
    const [coal, gas, wind] = rectsOf(n, 'Bern');
    const zero = n.zero!.position;
    expect(gas.y).toBeCloseTo(zero);
    expect(coal.y + coal.height).toBeCloseTo(zero);
    expect(wind.y + wind.height).toBeCloseTo(coal.y);
    expect(Math.min(...tickValues(axis(n, 'left')))).toBeLessThanOrEqual(-10);
    expect(Math.max(...tickValues(axis(n, 'left')))).toBeGreaterThanOrEqual(30);
  });
});

describe('column chart, grouped segments', () => {
  const s = scene(column({ segment: 'grouped' }));

  it('puts the bars of a category side by side, each from zero, in the legend order', () => {
    for (const c of Object.keys(table)) {
      const group = rectsOf(s, c);
      expect(group.map(segmentOf)).toEqual(['Coal', 'Gas', 'Wind']);
      for (let i = 1; i < group.length; i++) expect(group[i].x).toBeGreaterThanOrEqual(group[i - 1].x + group[i - 1].width - 1e-9);
      expect(new Set(group.map((r) => r.width.toFixed(6))).size).toBe(1);
      for (const r of group) expect(r.y + r.height).toBeCloseTo(s.zero!.position);
    }
  });

  it('bar heights are the values themselves, not stacked', () => {
    const k = unitHeight(rects(s)[0]);
    for (const r of rects(s)) expect(r.height).toBeCloseTo(table[r.key.split('\u0000')[0]][segmentOf(r)] * k);
    // The value axis covers the largest single value, not the largest sum.
    const largest = Math.max(...observations.map((o) => o[generation.id] as number));
    expect(Math.max(...tickValues(axis(s, 'left')))).toBeLessThan(Math.max(...Object.keys(table).map(totalOf)));
    expect(Math.min(...rects(s).map((r) => r.y))).toBeCloseTo(s.zero!.position - largest * k);
  });

  it('groups of different categories do not overlap', () => {
    const spans = Object.keys(table).map((c) => {
      const g = rectsOf(s, c);
      return [Math.min(...g.map((r) => r.x)), Math.max(...g.map((r) => r.x + r.width))];
    });
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThan(spans[i - 1][1]);
  });
});

describe('column chart, percent (spec 002 §5: shown in whole numbers, stacked exactly)', () => {
  it.each(['stacked', 'grouped'] as const)('%s: values per category sum to 100; tooltips round', (type) => {
    const s = scene(column({ segment: type }), { calculation: 'percent' });
    for (const c of Object.keys(table)) {
      const values = rectsOf(s, c).map((r) => r.value);
      expect(sum(values)).toBeCloseTo(100, 10);
      const gas = rectsOf(s, c).find((r) => segmentOf(r) === 'Gas')!;
      expect(gas.value).toBeCloseTo((table[c].Gas / totalOf(c)) * 100, 10);
      expect(gas.tooltip.value).toBe(`${Math.round(gas.value)} %`);
    }
  });

  it('stacked: every category’s bars reach the same height, 100 %, whatever the rounding of their shares', () => {
    const s = scene(column({ segment: 'stacked' }), { calculation: 'percent' });
    const heights = Object.keys(table).map((c) => sum(rectsOf(s, c).map((r) => r.height)));
    for (const h of heights) expect(h).toBeCloseTo(heights[0], 6);
  });

  it('stacked percent runs the value axis from 0 to 100 %', () => {
    const s = scene(column({ segment: 'stacked' }), { calculation: 'percent' });
    const left = axis(s, 'left');
    expect(left.ticks[0].label).toBe('0 %');
    expect(left.ticks.at(-1)!.label).toBe('100 %');
    expect(left.title).toBe('%');
  });

  it('without a segment, percent does not apply', () => {
    const s = scene(column(), { calculation: 'percent' });
    expect(rects(s).map((r) => r.value)).toEqual(rects(scene(column())).map((r) => r.value));
  });
});

describe('column chart, category sorting', () => {
  const order = (s: Scene) => axis(s, 'bottom').ticks.map((t) => t.label);
  const byX = (s: Scene) => [
    ...new Set(
      rects(s)
        .sort((a, b) => a.x - b.x)
        .map((r) => r.key.split('\u0000')[0]),
    ),
  ];

  it('byMeasure desc puts the largest category total first', () => {
    const s = scene(column({ segment: 'stacked', sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } }));
    const expected = Object.keys(table).sort((a, b) => totalOf(b) - totalOf(a));
    expect(order(s)).toEqual(expected);
    expect(byX(s)).toEqual(expected);
  });

  it('byMeasure asc puts the smallest first', () => {
    const s = scene(
      column({ sorting: { sortingType: 'byMeasure', sortingOrder: 'asc' } }),
      {},
      observations.filter((o) => o[fuel.id] === 'Coal'),
    );
    expect(order(s)).toEqual(Object.keys(table).sort((a, b) => table[a].Coal - table[b].Coal));
  });

  it("byAuto keeps the dimension's order; byDimensionLabel sorts the labels", () => {
    expect(order(scene(column({ segment: 'stacked', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } })))).toEqual(canton.values.map((v) => v.label));
    const byLabel = scene(column({ segment: 'stacked', sorting: { sortingType: 'byDimensionLabel', sortingOrder: 'asc' } }));
    expect(order(byLabel)).toEqual(canton.values.map((v) => v.label).sort((a, b) => a.localeCompare(b, 'en')));
  });

  const yearly = [
    ['2000', 50],
    ['2001', 10],
    ['2002', 80],
    ['2003', 30],
  ].map(([y, v]) => ({ [year.id]: y, [generation.id]: v }));

  it.each(['asc', 'desc'] as const)('byAuto %s on a temporal x stays chronological', (sortingOrder) => {
    const s = scene(column({ category: year.id, sorting: { sortingType: 'byAuto', sortingOrder } }), {}, yearly);
    expect(order(s)).toEqual(['2000', '2001', '2002', '2003']);
    expect(byX(s)).toEqual(['2000', '2001', '2002', '2003']);
  });

  it('byMeasure on a temporal x still sorts by value', () => {
    const s = scene(column({ category: year.id, sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } }), {}, yearly);
    expect(order(s)).toEqual([...yearly].sort((a, b) => (b[generation.id] as number) - (a[generation.id] as number)).map((o) => String(o[year.id])));
  });
});

describe('column chart, value domain', () => {
  const single = observations.filter((o) => o[fuel.id] === 'Gas');

  it('includes zero for all-positive data far from it (spec 002 §5)', () => {
    const far = single.map((o) => ({ ...o, [generation.id]: 1000 + (o[generation.id] as number) }));
    const s = scene(column(), {}, far);
    const values = tickValues(axis(s, 'left'));
    expect(Math.min(...values)).toBe(0);
    for (const r of rects(s)) expect(r.y + r.height).toBeCloseTo(s.zero!.position);
  });

  it('includes zero for all-negative data', () => {
    const negative = single.map((o) => ({ ...o, [generation.id]: -(o[generation.id] as number) }));
    const s = scene(column(), {}, negative);
    expect(Math.max(...tickValues(axis(s, 'left')))).toBe(0);
    expect(s.zero!.position).toBeCloseTo(0);
    for (const r of rects(s)) expect(r.y).toBeCloseTo(s.zero!.position);
  });

  it('respects a custom domain exactly, no nice rounding', () => {
    const s = scene(column({ customDomain: [0, 70] }), {}, single);
    const left = axis(s, 'left');
    expect(Math.max(...tickValues(left))).toBeLessThanOrEqual(70);
    // Heights in proportion on a 0–70 axis spanning the whole plot.
    const k = s.plot.height / 70;
    for (const r of rects(s)) expect(r.height).toBeCloseTo((r.value as number) * k);
    expect(s.zero!.position).toBeCloseTo(s.plot.height);
  });

  it.each(['stacked', 'grouped'] as const)('%s percent ignores a custom domain set in the measure units (spec 001 §5)', (type) => {
    const s = scene(column({ segment: type, customDomain: [0, 1000] }), { calculation: 'percent' });
    const values = tickValues(axis(s, 'left'));
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(100);
    expect(Math.min(...rects(s).map((r) => r.y))).toBeLessThan(s.plot.height / 2);
  });

  it('a custom domain may start above zero', () => {
    const s = scene(column({ customDomain: [10, 40] }), {}, single);
    expect(Math.min(...tickValues(axis(s, 'left')))).toBeGreaterThanOrEqual(10);
  });
});

describe('column chart, animation', () => {
  const frames = Object.keys(table).flatMap((c, i) =>
    ['2000', '2001'].map((y, j) => ({ [canton.id]: c, [year.id]: y, [generation.id]: (i + 1) * (j === 0 ? 10 : 100) })),
  );

  it('shows the frame chosen and holds the value scale still across frames', () => {
    const config = column({ animation: { componentId: year.id, dynamicScales: false } });
    const a = scene(config, { animationValue: '2000' }, frames);
    const b = scene(config, { animationValue: '2001' }, frames);
    expect(rects(a)).toHaveLength(Object.keys(table).length);
    expect(rects(a).map((r) => r.value)).toEqual(frames.filter((o) => o[year.id] === '2000').map((o) => o[generation.id]));
    expect(axis(a, 'left').ticks).toEqual(axis(b, 'left').ticks);
    // The 2001 maximum reaches the top of the fixed scale.
    expect(Math.max(...tickValues(axis(a, 'left')))).toBeGreaterThanOrEqual(Math.max(...frames.map((o) => o[generation.id] as number)));
  });

  it('dynamic scales follow each frame', () => {
    const config = column({ animation: { componentId: year.id, dynamicScales: true } });
    const a = scene(config, { animationValue: '2000' }, frames);
    const b = scene(config, { animationValue: '2001' }, frames);
    expect(Math.max(...tickValues(axis(a, 'left')))).toBeLessThan(Math.max(...tickValues(axis(b, 'left'))));
  });
});

describe('bar chart: column with the axes swapped', () => {
  const s = scene(bar({ segment: 'stacked', showValues: true }));

  it('puts the values on the bottom axis from zero and the categories on the left', () => {
    expect(axis(s, 'bottom').grid).toBe(true);
    expect(Math.min(...tickValues(axis(s, 'bottom')))).toBe(0);
    expect(axis(s, 'left').ticks.map((t) => t.label)).toEqual(canton.values.map((v) => v.label));
    expect(s.zero!.orientation).toBe('vertical');
  });

  it('stacks bars from the zero line to the right, ending at the category sums', () => {
    const k = rects(s)[0].width / rects(s)[0].value;
    for (const c of Object.keys(table)) {
      const stack = rectsOf(s, c);
      expect(stack[0].x).toBeCloseTo(s.zero!.position);
      const end = Math.max(...stack.map((r) => r.x + r.width));
      expect(end - s.zero!.position).toBeCloseTo(totalOf(c) * k);
      expect(new Set(stack.map((r) => r.y)).size).toBe(1);
    }
  });

  it('writes the value of each stacked segment in its middle, where it fits inside', () => {
    const labelled = rects(s).filter((r) => r.label);
    expect(labelled.length).toBeGreaterThan(0);
    for (const r of labelled) {
      expect(r.label!.text).toBe(String(r.value));
      expect(r.label!.x).toBeCloseTo(r.x + r.width / 2);
    }
    // A segment one unit wide has no room for its value: the tooltip says it.
    expect(rects(s).find((r) => r.value === 1)!.label).toBeUndefined();
  });

  it('sorts categories top to bottom byMeasure desc', () => {
    const sorted = scene(bar({ segment: 'stacked', sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } }));
    expect(axis(sorted, 'left').ticks.map((t) => t.label)).toEqual(Object.keys(table).sort((a, b) => totalOf(b) - totalOf(a)));
  });
});

describe('column chart: sorting and scales across percent and animation', () => {
  it('byMeasure sorts by the category totals in percent too, not by the rounded percent sums', () => {
    const s = scene(column({ segment: 'stacked', sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } }), { calculation: 'percent' });
    const expected = Object.keys(table).sort((a, b) => totalOf(b) - totalOf(a));
    expect(axis(s, 'bottom').ticks.map((t) => t.label)).toEqual(expected);
  });

  // Two frames with the same stacks: a fixed scale fits one frame's highest stack, not the frames added up.
  const frames = ['2000', '2001'].flatMap((y) => observations.map((o) => ({ ...o, [year.id]: y })));
  const highest = Math.max(...Object.keys(table).map(totalOf));

  it('a fixed scale of a stacked animation fits the highest stack of any frame', () => {
    const s = scene(column({ segment: 'stacked', animation: { componentId: year.id, dynamicScales: false } }), { animationValue: '2000' }, frames);
    const top = s.zero!.position - Math.min(...rects(s).map((r) => r.y));
    // The highest stack reaches at least half the plot; stacked frames would push it below.
    expect(top).toBeGreaterThan(s.plot.height / 2);
    expect(Math.max(...tickValues(axis(s, 'left')))).toBeLessThan(2 * highest);
  });

  it('a fixed scale of a grouped percent animation is the percent of each frame', () => {
    const config = column({ segment: 'grouped', animation: { componentId: year.id, dynamicScales: false } });
    const fixed = scene(config, { animationValue: '2000', calculation: 'percent' }, frames);
    const single = scene(column({ segment: 'grouped' }), { calculation: 'percent' });
    expect(axis(fixed, 'left').ticks).toEqual(axis(single, 'left').ticks);
  });
});
