import { describe, expect, it } from 'vitest';
import { cubeQueryFilters, findValue, type DimensionValue } from './data';

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
