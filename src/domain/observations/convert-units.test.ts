import { describe, expect, it } from 'vitest';
import { dimension, measure, yearDimension } from '../charts/test-fixture';
import type { ConversionUnits } from '../config';
import type { DataCubeComponents, Dimension, Observation } from '../data';
import { convertComponents, convertObservations, enabledConversion, parseMultiplier } from './convert-units';

const year = yearDimension(['2020', '2021']);
const area = measure('area', {
  label: 'Area',
  unit: 'ha',
  values: [{ value: 10, label: '10' }, { value: 250, label: '250' }],
  limits: [
    { type: 'single', name: 'Goal', related: [], value: 200 },
    { type: 'value-range', name: 'Band', related: [], min: 50, max: 100 },
  ],
});
const count = measure('count', { unit: 'Number' });
const error = { ...dimension('error', []), __typename: 'StandardErrorDimension', isNumerical: true, related: [{ type: 'StandardError', id: area.id }] } as Dimension;
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
