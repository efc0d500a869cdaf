import { describe, expect, it } from 'vitest';
import type { Component, Dimension, Measure } from './data';
import { unitScope, withFilterUnits } from './measure-units';

const pollutant: Dimension = {
  __typename: 'NominalDimension',
  id: 'pollutant',
  label: 'Pollutant',
  cubeIri: 'cube',
  isKeyDimension: true,
  isNumerical: false,
  values: [
    { value: 'co', label: 'CO', unit: 'mg/m³' },
    { value: 'no2', label: 'NO2', unit: 'µg/m³' },
    { value: 'o3', label: 'O3', unit: 'µg/m³' },
  ],
};
const multi = (...values: string[]) => ({ type: 'multi' as const, values: Object.fromEntries(values.map((v) => [v, true as const])) });

describe('unitScope', () => {
  it('names the unit shown and the values of other units a field leaves out', () => {
    const scope = unitScope(pollutant, multi('no2', 'o3'), 'column')!;
    expect(scope.unit).toBe('µg/m³');
    expect(scope.left.map((v) => v.label)).toEqual(['CO']);
    expect([scope.allowed('o3'), scope.allowed('co')]).toEqual([true, false]);
  });

  it('says nothing for a table, for all values of one unit, or without a filter', () => {
    expect(unitScope(pollutant, multi('no2'), 'table')).toBeUndefined();
    expect(unitScope({ ...pollutant, values: pollutant.values.slice(1) }, multi('no2'), 'column')).toBeUndefined();
    expect(unitScope(pollutant, undefined, 'column')).toBeUndefined();
  });
});

describe('withFilterUnits', () => {
  const value: Measure = {
    __typename: 'NumericalMeasure',
    id: 'value',
    label: 'Annual mean',
    cubeIri: 'cube',
    isKeyDimension: false,
    isNumerical: true,
    values: [],
  };
  const byId = new Map<string, Component>([
    [pollutant.id, pollutant],
    [value.id, value],
  ]);

  it('gives a measure without a unit the unit its filters decide', () => {
    expect(withFilterUnits(byId, { pollutant: { type: 'single', value: 'co' } }).get('value')!.unit).toBe('mg/m³');
    expect(withFilterUnits(byId, { pollutant: multi('no2', 'o3') }).get('value')!.unit).toBe('µg/m³');
  });

  it('decides nothing for filters of several units, and keeps a measure’s own unit', () => {
    expect(withFilterUnits(byId, { pollutant: multi('no2', 'co') })).toBe(byId);
    const own = new Map(byId).set('value', { ...value, unit: 't' });
    expect(withFilterUnits(own, { pollutant: { type: 'single', value: 'co' } }).get('value')!.unit).toBe('t');
  });
});
