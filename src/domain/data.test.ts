import { describe, expect, it } from 'vitest';
import { componentsById, cubeQueryFilters, findValue, type DataCubeComponents, type DimensionValue } from './data';

describe('findValue', () => {
  const values: DimensionValue[] = [
    { value: 'https://ld.example/cube/zone/1', versionedValue: 'https://ld.example/cube/2/zone/1', label: 'Jura' },
    { value: 2014, label: '2014' },
  ];

  it('finds a value by its version-independent IRI and by the versioned one a saved config may hold', () => {
    expect(findValue(values, 'https://ld.example/cube/zone/1')?.label).toBe('Jura');
    expect(findValue(values, 'https://ld.example/cube/2/zone/1')?.label).toBe('Jura');
  });

  it('compares numbers and strings as text, and finds nothing for another value', () => {
    expect(findValue(values, '2014')?.label).toBe('2014');
    expect(findValue(values, 'https://ld.example/cube/1/zone/1')).toBeUndefined();
  });
});

describe('cubeQueryFilters', () => {
  it('sends each cube with its joins to the data API', () => {
    expect(cubeQueryFilters([{ iri: 'a/1' }, { iri: 'b/1', joinBy: ['b___y'] }])).toEqual([{ iri: 'a/1' }, { iri: 'b/1', joinBy: ['b___y'] }]);
  });
});

describe('componentsById', () => {
  it('finds dimensions and measures by id', () => {
    const components = {
      dimensions: [{ id: 'year', label: 'Year', __typename: 'TemporalDimension' }],
      measures: [{ id: 'area', label: 'Area', __typename: 'NumericalMeasure' }],
    } as unknown as DataCubeComponents;
    const byId = componentsById(components);
    expect([...byId.keys()]).toEqual(['year', 'area']);
    expect(byId.get('area')).toBe(components.measures[0]);
    expect(byId.get('other')).toBeUndefined();
  });
});
