import { describe, expect, it } from 'vitest';
import type { Component } from '../data';
import { previewColumns, sortPreviewObservations, togglePreviewSort } from './preview-sort';

const base = { cubeIri: 'c', isKeyDimension: true, values: [] };
const year: Component = {
  ...base,
  __typename: 'TemporalDimension',
  id: 'year',
  label: 'Year',
  timeUnit: 'Day',
  timeFormat: '%Y-%m-%d',
  isNumerical: false,
  order: 1,
};
const size: Component = {
  ...base,
  __typename: 'OrdinalDimension',
  id: 'size',
  label: 'Size',
  isNumerical: false,
  order: 2,
  values: [
    { value: 'u/small', label: 'below 1', position: 0 },
    { value: 'u/mid', label: '1 to 2', position: 1 },
    { value: 'u/big', label: 'above 2', position: 2 },
  ],
};
const value: Component = { ...base, __typename: 'NumericalMeasure', id: 'value', label: 'Value', isNumerical: true, isKeyDimension: false, order: 3 };
const name: Component = { ...base, __typename: 'NominalDimension', id: 'name', label: 'Name', isNumerical: false };
const components = [year, size, value, name];

const rows = [
  { year: '2018-02-01', size: '1 to 2', value: 10, name: 'b' },
  { year: '2017-12-31', size: 'above 2', value: 9, name: 'a' },
  { year: '2018-01-15', size: 'below 1', value: null, name: 'c' },
  { year: '2018-01-02', size: 'below 1', value: 100, name: 'B' },
];
const column = (sorted: typeof rows, id: keyof (typeof rows)[number]) => sorted.map((r) => r[id]);

describe('preview table sorting', () => {
  it('sorts ascending on the first click and toggles descending on the next', () => {
    const first = togglePreviewSort(undefined, 'value');
    expect(first).toEqual({ componentId: 'value', direction: 'asc' });
    expect(togglePreviewSort(first, 'value')).toEqual({ componentId: 'value', direction: 'desc' });
    expect(togglePreviewSort(togglePreviewSort(first, 'value'), 'value')).toEqual(first);
    expect(togglePreviewSort(first, 'year')).toEqual({ componentId: 'year', direction: 'asc' });
  });

  it('sorts numeric columns by number (not as text), missing values last', () => {
    expect(column(sortPreviewObservations(rows, components, { componentId: 'value', direction: 'asc' }), 'value')).toEqual([9, 10, 100, null]);
    expect(column(sortPreviewObservations(rows, components, { componentId: 'value', direction: 'desc' }), 'value')).toEqual([100, 10, 9, null]);
  });

  it('sorts temporal columns by time', () => {
    expect(column(sortPreviewObservations(rows, components, { componentId: 'year', direction: 'asc' }), 'year')).toEqual([
      '2017-12-31',
      '2018-01-02',
      '2018-01-15',
      '2018-02-01',
    ]);
  });

  it('sorts other columns by value position, then by label', () => {
    expect(column(sortPreviewObservations(rows, components, { componentId: 'size', direction: 'asc' }), 'size')).toEqual([
      'below 1',
      'below 1',
      '1 to 2',
      'above 2',
    ]);
    expect(column(sortPreviewObservations(rows, components, { componentId: 'size', direction: 'desc' }), 'size')).toEqual([
      'above 2',
      '1 to 2',
      'below 1',
      'below 1',
    ]);
    expect(column(sortPreviewObservations(rows, components, { componentId: 'name', direction: 'asc' }), 'name')).toEqual(['a', 'b', 'B', 'c']);
  });

  it('keeps the rows as they are without a sort', () => {
    expect(sortPreviewObservations(rows, components, undefined)).toBe(rows);
  });

  it('orders columns by the cube component order', () => {
    expect(previewColumns([name, value, year, size]).map((c) => c.id)).toEqual(['year', 'size', 'value', 'name']);
  });
});
