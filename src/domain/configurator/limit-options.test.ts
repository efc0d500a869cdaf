import { describe, expect, it } from 'vitest';
import type { ChartConfig, ChartConfigOf } from '../config';
import type { Limit } from '../data';
import { configBase, dimension, measure, yearDimension } from '../charts/test-fixture';
import { DEFAULT_LIMIT_COLOR } from '../config/defaults';
import { changedLimit, limitOptions, offersLimits } from './limit-options';

const year = yearDimension(['2020', '2021']);
const station = dimension('station', ['Bern', 'Lugano']);
const bern = station.values[0].value as string;
const annual: Limit = { type: 'single', name: 'Annual limit', related: [{ dimensionId: station.id, dimensionValue: bern }], value: 30 };
const range: Limit = { type: 'value-range', name: 'Target', related: [], min: 10, max: 20 };
const no2 = measure('no2', { label: 'NO2', unit: 'µg/m³', limits: [annual, range] });
const components = { dimensions: [year, station], measures: [no2] };
const color = { type: 'single' as const, paletteId: 'category10', color: '#1f77b4' };

const line = (filters = {}, limits = {}): ChartConfigOf<'line'> => ({
  ...configBase(),
  cubes: [{ iri: 'cube/1', filters }],
  limits,
  chartType: 'line',
  fields: { x: { componentId: year.id }, y: { componentId: no2.id }, color },
});
const bar = (filters = {}, limits = {}): ChartConfigOf<'bar'> => ({
  ...configBase(),
  cubes: [{ iri: 'cube/1', filters }],
  limits,
  chartType: 'bar',
  fields: { x: { componentId: no2.id }, y: { componentId: station.id }, color },
});
const on = { measureId: no2.id, related: [{ dimensionId: station.id, value: bern }], color: '#000000', lineType: 'dashed' as const };

describe('the limits a measure’s panel offers', () => {
  it('lists each limit of the measure, named with its value and unit, off until switched on', () => {
    const options = limitOptions(line(), no2, components, 'en');
    expect(options.map((o) => o.label)).toEqual(['Annual limit: 30 µg/m³', 'Target: 10–20 µg/m³']);
    expect(options.map((o) => o.on)).toEqual([undefined, undefined]);
    expect(options.map((o) => o.notShown)).toEqual([false, false]);
  });

  it('offers a symbol for a single value on a line, not for a range nor on bars', () => {
    expect(limitOptions(line(), no2, components, 'en').map((o) => o.symbol)).toEqual([true, false]);
    expect(limitOptions(bar(), no2, components, 'en').map((o) => o.symbol)).toEqual([false, false]);
  });

  it('says when a limit that is on does not hold under the filters', () => {
    const limits = { [no2.id]: [on] };
    expect(limitOptions(line({}, limits), no2, components, 'en')[0]).toMatchObject({ on, notShown: true });
    const atBern = { [station.id]: { type: 'single', value: bern } };
    expect(limitOptions(line(atBern, limits), no2, components, 'en')[0].notShown).toBe(false);
  });

  it('places a limit related to the category axis at its category: the left axis of a bar chart', () => {
    expect(limitOptions(bar({}, { [no2.id]: [on] }), no2, components, 'en')[0].notShown).toBe(false);
  });

  it('starts a limit red and solid, and keeps what the author chose', () => {
    const [option] = limitOptions(line(), no2, components, 'en');
    expect(changedLimit(no2.id, option)).toEqual({ measureId: no2.id, related: option.related, color: DEFAULT_LIMIT_COLOR, lineType: 'solid' });
    expect(changedLimit(no2.id, { ...option, on }, { symbolType: 'cross' })).toEqual({ ...on, symbolType: 'cross' });
  });

  it('is offered on charts with a value axis only', () => {
    expect(offersLimits(line())).toBe(true);
    expect(offersLimits({ ...line(), chartType: 'pie' } as unknown as ChartConfig)).toBe(false);
  });
});
