import { describe, expect, it } from 'vitest';
import { readableTextColor } from '../contrast';
import type { ChartConfigOf } from '../../config';
import type { Component, Observation } from '../../data';
import { initialInteractiveState } from '../chart-data';
import type { DrawnChartType } from '../definition';
import { CHART_DEFINITIONS } from '../registry';
import type { Axis, Mark, Scene } from '../scene';
import { configBase, measure, yearDimension } from '../test-fixture';

type Combo = Extract<DrawnChartType, `combo${string}`>;

const year = yearDimension(['2000', '2001', '2002', '2003', '2004']);
const power = measure('power', { label: 'Generation', unit: 'GWh' });
const imports = measure('imports', { label: 'Imports', unit: 'GWh' });
const share = measure('share', { label: 'Renewable share', unit: '%' });
const temperature = measure('temperature', { label: 'Temperature', unit: '°C', scaleType: 'Interval' });
const components = new Map<string, Component>([year, power, imports, share, temperature].map((c) => [c.id, c]));

// Two measures four orders of magnitude apart.
const data = {
  [power.id]: [1000, 3000, 2000, 5000, 4000],
  [imports.id]: [500, 800, 1200, 900, 700],
  [share.id]: [0.1, 0.3, 0.2, 0.5, 0.4],
  [temperature.id]: [12, 15, 14, 18, 16],
};
const observations: Observation[] = year.values.map((v, i) => ({
  [year.id]: v.label,
  ...Object.fromEntries(Object.entries(data).map(([id, values]) => [id, values[i]])),
}));

const color = { type: 'measures' as const, paletteId: 'category10', colorMapping: {} };
const dual = (left: string, right: string): ChartConfigOf<'comboLineDual'> => ({
  ...configBase(),
  chartType: 'comboLineDual',
  fields: { x: { componentId: year.id }, y: { leftAxisComponentId: left, rightAxisComponentId: right }, color },
});
const lineColumn = (column: string, line: string, lineAxisOrientation: 'left' | 'right'): ChartConfigOf<'comboLineColumn'> => ({
  ...configBase(),
  chartType: 'comboLineColumn',
  fields: { x: { componentId: year.id }, y: { columnComponentId: column, lineComponentId: line, lineAxisOrientation }, color },
});
const single = (ids: string[]): ChartConfigOf<'comboLineSingle'> => ({
  ...configBase(),
  chartType: 'comboLineSingle',
  fields: { x: { componentId: year.id }, y: { componentIds: ids }, color },
});

const scene = (config: ChartConfigOf<Combo>, obs = observations): Scene =>
  (CHART_DEFINITIONS[config.chartType].scene as (input: unknown) => Scene)({
    config,
    components,
    observations: obs,
    state: initialInteractiveState(),
    width: 700,
    height: 300,
    locale: 'en',
  });

const axis = (s: Scene, position: Axis['position']) => s.axes.find((a) => a.position === position)!;
const tickValues = (a: Axis) => a.ticks.map((t) => Number(t.label.replace(/,/g, '')));
const dots = (s: Scene, id: string) => s.marks.filter((m): m is Extract<Mark, { type: 'circle' }> => m.type === 'circle' && m.key.startsWith(`dot:${id}:`));
const min = (xs: number[]) => Math.min(...xs);
const max = (xs: number[]) => Math.max(...xs);

/** The ticks of an axis span the values of one measure: from its start to about its maximum. */
const expectSpans = (a: Axis, values: number[], start: number) => {
  const ticks = tickValues(a);
  expect(min(ticks)).toBeCloseTo(start);
  expect(max(ticks)).toBeGreaterThanOrEqual(max(values) * 0.5);
  expect(max(ticks)).toBeLessThanOrEqual(max(values) * 2);
};

describe('comboLineDual: each measure on its own axis', () => {
  const s = scene(dual(power.id, share.id));

  it('left axis ticks span the left measure, right axis ticks the right measure', () => {
    expectSpans(axis(s, 'left'), data[power.id], 0);
    expectSpans(axis(s, 'right'), data[share.id], 0);
  });

  it('each line uses the whole plot height: both maxima sit at the top, both zeros at the bottom', () => {
    for (const id of [power.id, share.id]) {
      const ds = dots(s, id);
      expect(ds).toHaveLength(year.values.length);
      const top = ds.find((d) => d.value === max(data[id]))!;
      expect(top.cy).toBeCloseTo(0);
      for (const d of ds) expect(d.cy).toBeCloseTo(s.plot.height * (1 - d.value / max(data[id])));
    }
  });

  it('axes carry the title and colour of their measure; the legend has both lines', () => {
    const left = axis(s, 'left');
    const right = axis(s, 'right');
    expect(left.title).toBe('Generation (GWh)');
    expect(right.title).toBe('Renewable share (%)');
    expect(s.legend.map((l) => [l.key, l.shape])).toEqual([
      [power.id, 'line'],
      [share.id, 'line'],
    ]);
    // Titles in the series' colour, deepened where needed to read as text (4.5:1).
    expect(left.color).toBe(readableTextColor(s.legend[0].color));
    expect(right.color).toBe(readableTextColor(s.legend[1].color));
    expect(left.color).not.toBe(right.color);
  });

  it('only the left axis draws grid lines', () => {
    expect(axis(s, 'left').grid).toBe(true);
    expect(axis(s, 'right').grid).toBeFalsy();
  });

  it('swapping the measures swaps the axes', () => {
    const swapped = scene(dual(share.id, power.id));
    expect(axis(swapped, 'left').title).toBe('Renewable share (%)');
    expectSpans(axis(swapped, 'right'), data[power.id], 0);
  });

  it('an interval-scale measure starts its axis at the data minimum, not at zero (spec 002 §5)', () => {
    const t = scene(dual(power.id, temperature.id));
    const ticks = tickValues(axis(t, 'right'));
    expect(min(ticks)).toBeGreaterThan(0);
    expect(min(ticks)).toBeLessThanOrEqual(min(data[temperature.id]));
    expect(min(tickValues(axis(t, 'left')))).toBe(0);
  });
});

describe('comboLineColumn: columns and a line, the line axis left or right', () => {
  it("lineAxisOrientation right puts the line's axis on the right, the columns' on the left", () => {
    const s = scene(lineColumn(power.id, share.id, 'right'));
    expect(axis(s, 'left').title).toBe('Generation (GWh)');
    expect(axis(s, 'right').title).toBe('Renewable share (%)');
    expectSpans(axis(s, 'left'), data[power.id], 0);
    expectSpans(axis(s, 'right'), data[share.id], 0);
  });

  it("lineAxisOrientation left puts the line's axis on the left, the columns' on the right", () => {
    const s = scene(lineColumn(power.id, share.id, 'left'));
    expect(axis(s, 'left').title).toBe('Renewable share (%)');
    expect(axis(s, 'right').title).toBe('Generation (GWh)');
    expectSpans(axis(s, 'left'), data[share.id], 0);
    expectSpans(axis(s, 'right'), data[power.id], 0);
    expect(axis(s, 'left').color).toBe(readableTextColor(s.legend.find((l) => l.key === share.id)!.color));
  });

  it('draws one column per year from zero and a line with a dot per year through the column centres', () => {
    const s = scene(lineColumn(power.id, share.id, 'right'));
    const rects = s.marks.filter((m): m is Extract<Mark, { type: 'rect' }> => m.type === 'rect');
    expect(rects.map((r) => r.value)).toEqual(data[power.id]);
    for (const r of rects) expect(r.y + r.height).toBeCloseTo(s.plot.height);
    // Heights in proportion to the values.
    const k = rects[0].height / rects[0].value;
    for (const r of rects) expect(r.height).toBeCloseTo(r.value * k);
    expect(s.marks.some((m) => m.type === 'path' && m.key === `line:${share.id}`)).toBe(true);
    const ds = dots(s, share.id);
    expect(ds.map((d) => d.value)).toEqual(data[share.id]);
    ds.forEach((d, i) => expect(d.cx).toBeCloseTo(rects[i].x + rects[i].width / 2));
    expect(s.legend.map((l) => l.shape)).toEqual(['square', 'line']);
  });

  it('columns start at zero even for an interval-scale measure', () => {
    const s = scene(lineColumn(temperature.id, share.id, 'right'));
    expect(min(tickValues(axis(s, 'left')))).toBe(0);
  });
});

describe('comboLineSingle: measures of one unit on one shared axis', () => {
  const s = scene(single([power.id, imports.id]));

  it('has a single value axis spanning all measures, titled with their names and the unit they share', () => {
    expect(s.axes.filter((a) => a.position !== 'bottom')).toHaveLength(1);
    expectSpans(axis(s, 'left'), [...data[power.id], ...data[imports.id]], 0);
    expect(axis(s, 'left').title).toBe('Generation, Imports (GWh)');
  });

  it('names measures of different units without a unit (a config made before their units changed)', () => {
    expect(axis(scene(single([power.id, share.id])), 'left').title).toBe('Generation, Renewable share');
  });

  it('the same value sits at the same height on every line', () => {
    const k = (d: { cy: number; value: number }) => (s.plot.height - d.cy) / d.value;
    const all = [...dots(s, power.id), ...dots(s, imports.id)];
    for (const d of all) expect(k(d)).toBeCloseTo(k(all[0]));
  });

  it('colours each measure from the palette, a colour mapping by component id first', () => {
    const mapped = single([power.id, imports.id]);
    mapped.fields.color = { type: 'measures', paletteId: 'category10', colorMapping: { [imports.id]: '#00ff00' } };
    const m = scene(mapped);
    expect(m.legend.find((l) => l.key === imports.id)!.color).toBe('#00ff00');
    expect(m.marks.find((mk) => mk.type === 'path' && mk.key === `line:${imports.id}`)).toMatchObject({ stroke: '#00ff00' });
  });
});

describe('combo charts: a lone value, which draws no line, is a dot in its colour (issue 29)', () => {
  const lone = [{ [year.id]: '2002', [power.id]: 2000, [imports.id]: 900, [share.id]: 0.2 }];
  it.each<[string, ChartConfigOf<Combo>, string[]]>([
    ['comboLineSingle', single([power.id, imports.id]), [power.id, imports.id]],
    ['comboLineDual', dual(power.id, share.id), [power.id, share.id]],
    ['comboLineColumn', lineColumn(power.id, share.id, 'right'), [share.id]],
  ])('%s', (_type, config, lines) => {
    const s = scene(config, lone);
    for (const id of lines) {
      const [dot] = dots(s, id);
      expect(dot.r).toBeGreaterThan(0);
      expect(dot.fill).toBe(s.legend.find((l) => l.key === id)!.color);
    }
    // With values in every year, the points stay invisible: the line shows them.
    for (const id of lines) for (const d of dots(scene(config), id)) expect(d.r).toBe(0);
  });
});
