import { describe, expect, it } from 'vitest';
import type { ChartConfig, ChartConfigOf, ConfigLimit, Filters } from '../../config';
import type { Component, Limit, Observation } from '../../data';
import { initialInteractiveState } from '../chart-data';
import { drawScene, type DrawnChartConfig } from '../registry';
import type { Mark, Scene } from '../scene';
import { configBase, dimension, measure, yearDimension } from '../test-fixture';
import { configLimitOf, limitLabel, limitRelations, placeLimit, sameRelations } from './limits';

// The air-quality fixture cube (tests/fixtures/air-quality-cube.ttl) as the data API answers it.
const year = yearDimension(['2020', '2021']);
year.relatedLimitValues = ['2020', '2021', '2030'].map((y) => ({ value: y, label: y }));
const station = dimension('station', ['Bern', 'Lugano']);
const bern = station.values[0].value as string;
const lugano = station.values[1].value as string;
const annual: Limit = { type: 'single', name: 'Annual limit', related: [{ dimensionId: station.id, dimensionValue: bern }], value: 30 };
const path: Limit = {
  type: 'time-range',
  name: 'Reduction path',
  related: [{ dimensionId: station.id, dimensionValue: bern }],
  value: 25,
  timeRange: { dimensionId: year.id, from: '2020', to: '2030' },
};
const target: Limit = {
  type: 'value-range',
  name: 'Target range',
  related: [
    { dimensionId: station.id, dimensionValue: lugano },
    { dimensionId: year.id, dimensionValue: '2021' },
  ],
  min: 10,
  max: 20.5,
};
/** Not in the fixture: a value for one year, drawn as a symbol on a line. */
const goal: Limit = { type: 'single', name: 'Goal', related: [{ dimensionId: year.id, dimensionValue: '2021' }], value: 20 };
const no2 = measure('no2', { label: 'NO2', unit: 'µg/m³', limits: [annual, path, target, goal] });
const pm10 = measure('pm10', { label: 'PM10', unit: 'µg/m³', limits: [{ type: 'single', name: 'PM limit', related: [], value: 50 }] });
const components = new Map<string, Component>([year, station, no2, pm10].map((c) => [c.id, c]));
const observations: Observation[] = [
  { [year.id]: '2020', [station.id]: 'Bern', [no2.id]: 24.5, [pm10.id]: 20 },
  { [year.id]: '2021', [station.id]: 'Bern', [no2.id]: 22, [pm10.id]: 18 },
];

const on = (limit: Limit, extra: Partial<ConfigLimit> = {}, measureId = no2.id): ConfigLimit => ({
  measureId,
  related: limitRelations(limit),
  color: '#d62728',
  lineType: 'solid',
  ...extra,
});
const limitsOf = (...entries: ConfigLimit[]) => {
  const limits: Record<string, ConfigLimit[]> = {};
  for (const e of entries) (limits[e.measureId] ??= []).push(e);
  return limits;
};
const filtered = (value: string): ChartConfig['cubes'] => [{ iri: 'cube/1', filters: { [station.id]: { type: 'single', value } } }];
const color = { type: 'single' as const, paletteId: 'category10', color: '#336699' };
const domain: [number, number] = [0, 40];

const line = (limits: Record<string, ConfigLimit[]>, value = bern): ChartConfigOf<'line'> => ({
  ...configBase(),
  cubes: filtered(value),
  limits,
  chartType: 'line',
  fields: { x: { componentId: year.id }, y: { componentId: no2.id, customDomain: domain, showDots: true }, color },
});
const column = (limits: Record<string, ConfigLimit[]>, value = lugano): ChartConfigOf<'column'> => ({
  ...configBase(),
  cubes: filtered(value),
  limits,
  chartType: 'column',
  fields: { x: { componentId: year.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } }, y: { componentId: no2.id, customDomain: domain }, color },
});

const draw = (config: DrawnChartConfig, filters?: Filters, obs = observations): Scene =>
  drawScene({ config, components, observations: obs, state: initialInteractiveState(), width: 500, height: 300, locale: 'en', filters });
/** A value's pixel on a 300 px high plot over the custom domain 0–40. */
const yOf = (value: number) => 300 * (1 - value / 40);
const marksOf = <T extends Mark['type']>(scene: Scene, type: T) => scene.marks.filter((m): m is Extract<Mark, { type: T }> => m.type === type);

describe('which limit a config switches on', () => {
  it('tells a value over a span from a plain value with the same related values', () => {
    expect(sameRelations(limitRelations(annual), limitRelations(path))).toBe(false);
    const limits = limitsOf(on(path));
    expect(configLimitOf(limits, no2.id, path)).toBeDefined();
    expect(configLimitOf(limits, no2.id, annual)).toBeUndefined();
  });

  it('matches related values whatever their order', () => {
    const reversed = { ...on(target), related: [...limitRelations(target)].reverse() };
    expect(configLimitOf(limitsOf(reversed), no2.id, target)).toBe(reversed);
  });
});

describe('where a limit holds', () => {
  it('holds only where the filters fix its related dimensions to its values', () => {
    expect(placeLimit(annual, year, { [station.id]: { type: 'single', value: bern } }, components)).toEqual({ category: undefined });
    expect(placeLimit(annual, year, { [station.id]: { type: 'single', value: lugano } }, components)).toBeUndefined();
    expect(placeLimit(annual, year, {}, components)).toBeUndefined();
    expect(placeLimit(annual, year, { [station.id]: { type: 'multi', values: { [bern]: true } } }, components)).toBeUndefined();
  });

  it('puts a relation on the category axis at that category, and a span between its ends', () => {
    expect(placeLimit(goal, year, {}, components)).toEqual({ category: '2021' });
    expect(placeLimit(path, year, { [station.id]: { type: 'single', value: bern } }, components)).toEqual({ category: undefined, span: ['2020', '2030'] });
  });

  it('holds a span off the axis where the time filter falls inside it', () => {
    const filters = (y: string): Filters => ({ [station.id]: { type: 'single', value: bern }, [year.id]: { type: 'single', value: y } });
    expect(placeLimit(path, station, filters('2025'), components)).toEqual({ category: 'Bern' });
    expect(placeLimit(path, undefined, filters('2031'), components)).toBeUndefined();
  });
});

describe('limits drawn on the scenes', () => {
  it('draws a single value as a line across the plot at its value, in the legend with its unit', () => {
    const scene = draw(line(limitsOf(on(annual, { lineType: 'dashed' }))));
    expect(scene.limits).toEqual([
      {
        key: expect.any(String),
        shape: 'line',
        x1: 0,
        x2: scene.plot.width,
        y1: yOf(30),
        y2: yOf(30),
        color: '#d62728',
        dashed: true,
        label: 'Annual limit: 30 µg/m³',
      },
    ]);
  });

  it('stretches the value axis to a limit beyond the data, not to one that does not hold', () => {
    const free = (config: ChartConfigOf<'line'>) => ({ ...config, fields: { ...config.fields, y: { componentId: no2.id } } });
    const axisTop = (scene: Scene) => scene.scales!.values[0].scale.domain[1];
    // The data reach 24.5: the axis ends at 25, and at 30 or above with the annual limit of 30 on.
    expect(axisTop(draw(free(line({}))))).toBe(25);
    expect(axisTop(draw(free(line(limitsOf(on(annual))))))).toBeGreaterThanOrEqual(30);
    expect(axisTop(draw(free(line(limitsOf(on(annual)), lugano))))).toBe(25);
  });

  it('draws nothing for a limit switched off, or one whose related value is not the filtered one', () => {
    expect(draw(line({})).limits).toBeUndefined();
    expect(draw(line(limitsOf(on(annual)), lugano)).limits).toBeUndefined();
    // The data filters the visitor chose count, not only the author's filters.
    expect(draw(line(limitsOf(on(annual))), { [station.id]: { type: 'single', value: lugano } }).limits).toBeUndefined();
  });

  it('draws a value range on the axis category as a band between min and max over its column', () => {
    const scene = draw(
      column(limitsOf(on(target))),
      undefined,
      observations.map((o) => ({ ...o, [station.id]: 'Lugano' })),
    );
    const bar2021 = marksOf(scene, 'rect').find((m) => m.key.startsWith('2021'))!;
    expect(scene.limits).toEqual([
      expect.objectContaining({
        shape: 'band',
        x1: bar2021.x,
        x2: bar2021.x + bar2021.width,
        y1: yOf(10),
        y2: yOf(20.5),
        label: 'Target range: 10–20.5 µg/m³',
      }),
    ]);
  });

  it('draws a value over a span of years from its first year to past the plot where the span ends after the data', () => {
    const scene = draw(line(limitsOf(on(path))));
    const [limit] = scene.limits!;
    expect(limit).toMatchObject({ shape: 'line', x1: 0, y1: yOf(25), y2: yOf(25) });
    // A time axis: 2030 lies as many days past 2020 as the calendar says, the plot spanning 2020–2021.
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    expect(limit.x2).toBeCloseTo((scene.plot.width * days('2020', '2030')) / days('2020', '2021'), 6);
  });

  it('draws a value at one point of a line as the chosen symbol on that point', () => {
    const scene = draw(line(limitsOf(on(goal, { symbolType: 'triangle' }))));
    const dot2021 = marksOf(scene, 'circle').find((m) => m.key.endsWith('2021'))!;
    expect(scene.limits).toEqual([expect.objectContaining({ shape: 'symbol', symbol: 'triangle', x1: dot2021.cx, y1: yOf(20) })]);
    // Without a choice, a circle.
    expect(draw(line(limitsOf(on(goal)))).limits![0].symbol).toBe('circle');
  });

  it('draws a bar chart limit across the value axis running right', () => {
    const config: ChartConfigOf<'bar'> = {
      ...column(limitsOf(on(annual)), bern),
      chartType: 'bar',
      fields: { y: { componentId: year.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } }, x: { componentId: no2.id, customDomain: domain }, color },
    };
    const scene = draw(config);
    const x = scene.plot.width * (30 / 40);
    expect(scene.limits).toEqual([expect.objectContaining({ shape: 'line', x1: x, x2: x, y1: 0, y2: scene.plot.height })]);
  });

  it('draws the limits of a scatterplot measure on the axis it is on', () => {
    const config: ChartConfigOf<'scatterplot'> = {
      ...configBase(),
      limits: limitsOf(on(pm10.limits![0], {}, pm10.id)),
      chartType: 'scatterplot',
      fields: { x: { componentId: pm10.id }, y: { componentId: no2.id }, color },
    };
    const scene = draw(config);
    const [limit] = scene.limits!;
    // 50, past the data (18–20): the x axis reaches it, the limit a vertical line at its value.
    const x = scene.scales!.values.find((v) => v.measureId === pm10.id)!.scale;
    expect(x.domain[1]).toBeGreaterThanOrEqual(50);
    expect(limit).toMatchObject({ x1: limit.x2, y1: 0, y2: scene.plot.height });
    expect(limit.x1).toBeCloseTo((scene.plot.width * (50 - x.domain[0])) / (x.domain[1] - x.domain[0]), 6);
  });

  it('draws a combo chart limit on the scale of its own measure', () => {
    const config: ChartConfigOf<'comboLineDual'> = {
      ...configBase(),
      limits: limitsOf(on(pm10.limits![0], {}, pm10.id)),
      chartType: 'comboLineDual',
      fields: {
        x: { componentId: year.id },
        y: { leftAxisComponentId: no2.id, rightAxisComponentId: pm10.id },
        color: { type: 'measures', paletteId: 'category10', colorMapping: {} },
      },
    };
    const scene = draw(config);
    const right = scene.scales!.values.find((v) => v.measureId === pm10.id)!.scale;
    const expected = right.range[0] + ((50 - right.domain[0]) / (right.domain[1] - right.domain[0])) * (right.range[1] - right.range[0]);
    expect(scene.limits).toEqual([expect.objectContaining({ y1: expected, x1: 0, x2: scene.plot.width })]);
    // The right axis (0–20) is not the left one (0–25): the limit follows the right.
    expect(right.domain).not.toEqual(scene.scales!.values.find((v) => v.measureId === no2.id)!.scale.domain);
  });

  it('draws no limits in percent, where the value axis is no longer in the measure units', () => {
    const config = {
      ...column(limitsOf(on(annual)), bern),
      fields: {
        ...column({}).fields,
        segment: { componentId: station.id, type: 'stacked' as const, sorting: { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const } },
      },
    };
    const scene = drawScene({
      config,
      components,
      observations,
      state: { ...initialInteractiveState(), calculation: 'percent' },
      width: 500,
      height: 300,
      locale: 'en',
    });
    expect(scene.limits).toBeUndefined();
  });

  it('formats the legend label in the locale', () => {
    expect(limitLabel({ ...target, min: 1000, max: 2500.5 }, 'ha', 'de')).toBe('Target range: 1’000–2’500.5 ha');
  });
});
