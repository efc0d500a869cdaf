import { describe, expect, it } from 'vitest';
import { initialInteractiveState } from '../charts/chart-data';
import { drawScene } from '../charts/registry';
import { configBase, dimension, measure, yearDimension } from '../charts/test-fixture';
import type { ChartConfigOf } from '../config';
import type { ConversionUnits } from '../config';
import type { DataCubeComponents, Dimension, Observation } from '../data';
import { convertComponents, convertObservations, enabledConversion, parseMultiplier } from './convert-units';

const year = yearDimension(['2020', '2021']);
const area = measure('area', {
  label: 'Area',
  unit: 'ha',
  values: [
    { value: 10, label: '10' },
    { value: 250, label: '250' },
  ],
  limits: [
    { type: 'single', name: 'Goal', related: [], value: 200 },
    { type: 'value-range', name: 'Band', related: [], min: 50, max: 100 },
  ],
});
const count = measure('count', { unit: 'Number' });
const error = {
  ...dimension('error', []),
  __typename: 'StandardErrorDimension',
  isNumerical: true,
  related: [{ type: 'StandardError', id: area.id }],
} as Dimension;
const components: DataCubeComponents = { dimensions: [year, error], measures: [area, count] };
const km2: ConversionUnits = { [area.id]: { multiplier: 0.01, labels: { de: 'km²', fr: 'km² (fr)', it: 'km² (it)', en: 'km² (en)' } } };
const observations: Observation[] = [
  { [year.id]: '2020', [area.id]: 250, [count.id]: 3, [error.id]: 5 },
  { [year.id]: '2021', [area.id]: null, [count.id]: 4, [error.id]: 1 },
];

describe('switching a conversion on', () => {
  it('starts at multiplier 1 with the original unit in all four languages', () => {
    expect(enabledConversion('ha')).toEqual({ multiplier: 1, labels: { de: 'ha', fr: 'ha', it: 'ha', en: 'ha' } });
    expect(enabledConversion(undefined).labels.en).toBe('');
  });
});

describe('the multiplier an author types', () => {
  it('must be a number above zero', () => {
    expect(parseMultiplier('0.01')).toEqual({ value: 0.01 });
    expect(parseMultiplier(' 1000 ')).toEqual({ value: 1000 });
    expect(parseMultiplier('abc')).toEqual({ error: 'invalid-number' });
    expect(parseMultiplier('')).toEqual({ error: 'invalid-number' });
    expect(parseMultiplier('0')).toEqual({ error: 'positive-number' });
    expect(parseMultiplier('-2')).toEqual({ error: 'positive-number' });
  });
});

describe('converting components', () => {
  const converted = convertComponents(components, km2, 'fr');
  const byId = new Map([...converted.dimensions, ...converted.measures].map((c) => [c.id, c]));

  it('gives the measure the unit label of the locale, its range and limits multiplied, the original unit kept', () => {
    expect(byId.get(area.id)).toMatchObject({ unit: 'km² (fr)', originalUnit: 'ha', values: [{ value: 0.1 }, { value: 2.5 }] });
    expect(byId.get(area.id)).toMatchObject({ limits: [{ value: 2 }, { min: 0.5, max: 1 }] });
  });

  it('leaves other measures alone and the given components untouched', () => {
    expect(byId.get(count.id)).toBe(count);
    expect(area.unit).toBe('ha');
    expect(area.limits![0]).toMatchObject({ value: 200 });
    expect(convertComponents(components, {}, 'en')).toBe(components);
  });
});

describe('converting observations', () => {
  it('multiplies the measure and its standard error, nothing else, in a new table', () => {
    const all = [...components.dimensions, ...components.measures];
    expect(convertObservations(observations, all, km2)).toEqual([
      { [year.id]: '2020', [area.id]: 2.5, [count.id]: 3, [error.id]: 0.05 },
      { [year.id]: '2021', [area.id]: null, [count.id]: 4, [error.id]: 0.01 },
    ]);
    expect(observations[0][area.id]).toBe(250);
    expect(convertObservations(observations, all, {})).toBe(observations);
  });
});

describe('a chart on the converted table', () => {
  it('draws a converted axis: the unit label in its title, the values multiplied on its ticks, marks and limits', () => {
    const config: ChartConfigOf<'column'> = {
      ...configBase(),
      conversionUnitsByComponentId: km2,
      limits: { [area.id]: [{ measureId: area.id, related: [], color: '#000000', lineType: 'solid' }] },
      chartType: 'column',
      fields: {
        x: { componentId: year.id, sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
        y: { componentId: area.id },
        color: { type: 'single', paletteId: 'category10', color: '#336699' },
      },
    };
    const converted = convertComponents(components, km2, 'en');
    const byId = new Map([...converted.dimensions, ...converted.measures].map((c) => [c.id, c]));
    const rows = convertObservations(observations, [...converted.dimensions, ...converted.measures], km2);
    const scene = drawScene({ config, components: byId, observations: rows, state: initialInteractiveState(), width: 400, height: 200, locale: 'en' });
    const axis = scene.axes.find((a) => a.position === 'left')!;
    expect(axis.title).toBe('Area (km² (en))');
    expect(axis.ticks.at(-1)!.label).toBe('2.5');
    expect(scene.marks.flatMap((m) => ('value' in m ? [m.value] : []))).toEqual([2.5]);
    expect(scene.marks[0]).toMatchObject({ tooltip: { value: '2.5 km² (en)' } });
    // The goal of 200 ha and the band of 50–100 ha, converted with their measure (both relate to
    // nothing: the one config entry with an empty related set switches both on, spec 001 §4).
    expect(scene.limits?.map((l) => l.label)).toEqual(['Goal: 2 km² (en)', 'Band: 0.5–1 km² (en)']);
  });
});
