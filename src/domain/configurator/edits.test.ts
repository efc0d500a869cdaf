import { describe, expect, it } from 'vitest';
import type { DataCubeComponents, Dimension, FilterValue } from '../data';
import { normaliseFilters, setFieldComponent, setSingleFilter } from './edits';

const dimension = (id: string, values: string[], isKeyDimension = true): Dimension => ({
  __typename: 'NominalDimension',
  id,
  label: id,
  cubeIri: 'cube',
  isKeyDimension,
  isNumerical: false,
  values: values.map((value) => ({ value, label: value })),
});
const components: DataCubeComponents = {
  dimensions: [dimension('year', ['2004', '2005']), dimension('zone', ['CH', 'Jura']), dimension('size', ['small', 'large']), dimension('note', ['a'], false)],
  measures: [],
};
const config = {
  cubes: [{ iri: 'cube', filters: {} as Record<string, FilterValue> }],
  fields: { x: { componentId: 'year' }, y: { componentId: 'area' } } as Record<string, { componentId?: string; type?: string } | undefined>,
};

describe('filter normalisation', () => {
  it('gives every key dimension that is not a field a single filter on its first value', () => {
    expect(normaliseFilters(config, components).cubes[0].filters).toEqual({
      zone: { type: 'single', value: 'CH' },
      size: { type: 'single', value: 'small' },
    });
  });

  it('drops the filter of a dimension that becomes a field and filters the one it replaces', () => {
    const start = normaliseFilters(setSingleFilter(config, 'zone', 'Jura'), components);
    const next = setFieldComponent(start, 'x', 'zone', components);
    expect(next.cubes[0].filters).toEqual({ year: { type: 'single', value: '2004' }, size: { type: 'single', value: 'small' } });
    expect(next.fields.x).toEqual({ componentId: 'zone' });
  });

  it('keeps valid choices, collapses multi filters and replaces values the dimension does not have', () => {
    const withFilters = {
      ...config,
      cubes: [{ iri: 'cube', filters: { zone: { type: 'multi' as const, values: { Jura: true as const, CH: true as const } }, size: { type: 'single' as const, value: 'huge' } } }],
    };
    expect(normaliseFilters(withFilters, components).cubes[0].filters).toEqual({
      zone: { type: 'single', value: 'Jura' },
      size: { type: 'single', value: 'small' },
    });
  });

  it('adds a segment with its defaults and removes it again', () => {
    const segmented = setFieldComponent(config, 'segment', 'size', components, { type: 'stacked' });
    expect(segmented.fields.segment).toEqual({ type: 'stacked', componentId: 'size' });
    expect(segmented.cubes[0].filters).not.toHaveProperty('size');
    const plain = setFieldComponent(segmented, 'segment', undefined, components);
    expect(plain.fields).not.toHaveProperty('segment');
    expect(plain.cubes[0].filters.size).toEqual({ type: 'single', value: 'small' });
  });
});
