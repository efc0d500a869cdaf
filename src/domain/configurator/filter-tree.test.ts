import { describe, expect, it } from 'vitest';
import type { Dimension, HierarchyValue } from '../data';
import { filterTree, hasHierarchy, matchesSearch, searchTree, selectableValues } from './filter-tree';

const node = (value: string, label: string, children: HierarchyValue[] = [], hasValue = true): HierarchyValue => ({
  value,
  label,
  dimensionId: 'kanton',
  depth: 0,
  hasValue,
  children,
});
const kanton: Dimension = {
  __typename: 'NominalDimension',
  id: 'kanton',
  label: 'Kanton',
  cubeIri: 'cube',
  isKeyDimension: true,
  isNumerical: false,
  values: [],
  hierarchy: [
    node('CH', 'Schweiz', [
      node('R4', 'Nordwestschweiz', [node('BS', 'Basel-Stadt'), node('BL', 'Basel-Landschaft')], false),
      node('R5', 'Zürich', [node('ZH', 'Zürich')]),
      node('R7', 'Tessin', [node('TI', 'Tessin')]),
    ]),
  ],
};

describe('tree select search', () => {
  it('matches the start of the label or of any word, ignoring case', () => {
    expect(matchesSearch('Zürich', 'zür')).toBe(true);
    expect(matchesSearch('Basel-Stadt', 'stadt')).toBe(true);
    expect(matchesSearch('Appenzell (Ausserrhoden)', 'ausser')).toBe(true);
    expect(matchesSearch('Basel-Stadt', 'asel')).toBe(false);
    expect(matchesSearch('anything', '  ')).toBe(true);
  });

  it('keeps matches with their ancestors and drops the rest', () => {
    const found = searchTree(filterTree(kanton), 'Stadt');
    expect(found).toEqual([
      {
        value: 'CH',
        label: 'Schweiz',
        selectable: true,
        children: [
          { value: 'R4', label: 'Nordwestschweiz', selectable: false, children: [{ value: 'BS', label: 'Basel-Stadt', selectable: true, children: [] }] },
        ],
      },
    ]);
    expect(selectableValues(searchTree(filterTree(kanton), 'zür'))).toEqual(['CH', 'R5', 'ZH']);
    expect(searchTree(filterTree(kanton), 'Genf')).toEqual([]);
  });

  it('lists selectable values depth first; hierarchy nodes without data are not selectable', () => {
    expect(selectableValues(filterTree(kanton))).toEqual(['CH', 'BS', 'BL', 'R5', 'ZH', 'R7', 'TI']);
  });

  it('makes a flat tree of the values of a dimension without hierarchy, with formatted labels', () => {
    const year: Dimension = { ...kanton, hierarchy: undefined, values: [{ value: '2020', label: '2020-01-01' }] };
    expect(filterTree(year, (l) => l.slice(0, 4))).toEqual([{ value: '2020', label: '2020', selectable: true, children: [] }]);
    expect(hasHierarchy(year)).toBe(false);
    expect(hasHierarchy(kanton)).toBe(true);
  });
});
