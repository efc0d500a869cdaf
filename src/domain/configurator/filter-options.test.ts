import { describe, expect, it } from 'vitest';
import { dimension, yearDimension } from '../charts/test-fixture';
import type { DataCubeComponents, Filters } from '../data';
import {
  addableDimensions,
  choosesAll,
  addedFilterValue,
  canRemoveFilter,
  chartFilters,
  filterRows,
  offersMostRecent,
  reorderIndex,
  shownValuesDimensions,
  singleFilterCount,
} from './filter-options';

const components: DataCubeComponents = {
  dimensions: [
    yearDimension(['2020', '2021']),
    dimension('zone', ['CH', 'Jura']),
    dimension('size', ['small', 'large']),
    dimension('owner', ['public', 'private'], { isKeyDimension: false }),
    dimension('note', ['a'], { isKeyDimension: false }),
    dimension('error', ['1'], { isKeyDimension: false, __typename: 'StandardErrorDimension' }),
  ],
  measures: [],
};
const filters: Filters = {
  cube___size: { type: 'single', value: 'https://ld.example/size/small', position: 0 },
  cube___zone: { type: 'single', value: 'https://ld.example/zone/CH', position: 2 },
  cube___note: { type: 'single', value: 'https://ld.example/note/a', position: 1 },
  cube___year: { type: 'multi', values: { '2020': true }, position: 3 },
};
const chart = { cubes: [{ iri: 'cube/1', filters }], fields: { x: { componentId: 'cube___year' }, y: { componentId: 'cube___value' } } };

describe('data filters section', () => {
  it('counts the single filters on the badge', () => {
    expect(singleFilterCount(chartFilters(chart))).toBe(3);
  });

  it('lists filtered dimensions that are not fields in the author order', () => {
    expect(filterRows(chart, components).map((d) => d.label)).toEqual(['size', 'note', 'zone']);
  });

  it('offers the shown values of the field dimensions', () => {
    expect(shownValuesDimensions(chart, components).map((d) => d.label)).toEqual(['Year']);
  });

  it('offers to add filters on non-key dimensions without a filter, starting on their first value', () => {
    const addable = addableDimensions(chart, components);
    expect(addable.map((d) => d.label)).toEqual(['owner']);
    expect(addedFilterValue(addable[0])).toBe('https://ld.example/owner/public');
  });

  it('lets only non-key filters be removed and offers most recent on temporal dimensions', () => {
    expect(components.dimensions.map(canRemoveFilter)).toEqual([false, false, false, true, true, true]);
    expect(components.dimensions.map(offersMostRecent)).toEqual([true, false, false, false, false, false]);
  });

  it('maps a move among the rows onto the whole filter order', () => {
    expect(reorderIndex(['size', 'note', 'zone', 'year'], ['size', 'note', 'zone'], 2)).toBe(2);
    expect(reorderIndex(['year', 'size', 'note'], ['size', 'note'], 0)).toBe(1);
  });
});

describe('choosesAll', () => {
  it('is true when every value is chosen, in any order, and false when one is missing', () => {
    expect(choosesAll(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(choosesAll(['a', 'b', 'c'], ['a', 'c'])).toBe(false);
  });
});
