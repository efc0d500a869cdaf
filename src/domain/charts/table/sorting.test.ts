import { describe, expect, it } from 'vitest';
import { tableSortingSchema } from './fields';
import type { Component, Observation } from '../../data';
import { dimension, measure, yearDimension } from '../test-fixture';
import { initialTableFields, moveTableField, setTableFieldHidden } from './columns';
import {
  addSortingItem,
  changeSortingItem,
  defaultSorting,
  effectiveSorting,
  moveSortingItem,
  orderWithoutItems,
  removeSortingItem,
  sortedIndices,
  sortingOptions,
  validSorting,
  type ColumnSort,
} from './sorting';

const components = { dimensions: [yearDimension(['2020', '2021']), dimension('canton', ['Zurich', 'Bern'])], measures: [measure('area')] };
const byId = new Map<string, Component>([...components.dimensions, ...components.measures].map((c) => [c.id, c]));
const fields = initialTableFields(components);

describe('table sorting items', () => {
  it('are added once each, at the end, ascending', () => {
    let sorting = addSortingItem([], fields, 'cube___area');
    sorting = addSortingItem(sorting, fields, 'cube___year', 'desc');
    expect(addSortingItem(sorting, fields, 'cube___area')).toBe(sorting);
    expect(addSortingItem(sorting, fields, 'cube___unknown')).toBe(sorting);
    expect(sorting).toEqual([
      { componentId: 'cube___area', componentType: 'NumericalMeasure', sortingOrder: 'asc' },
      { componentId: 'cube___year', componentType: 'TemporalDimension', sortingOrder: 'desc' },
    ]);
    expect(sortingOptions(fields, sorting).map((f) => f.componentId)).toEqual(['cube___canton']);
    expect(tableSortingSchema.safeParse(sorting).success).toBe(true);
    expect(tableSortingSchema.safeParse([...sorting, sorting[0]]).success).toBe(false);
  });

  it('are changed in column and order, never onto a column another item sorts', () => {
    const sorting = addSortingItem(addSortingItem([], fields, 'cube___area'), fields, 'cube___year');
    expect(changeSortingItem(sorting, fields, 0, { sortingOrder: 'desc' })[0].sortingOrder).toBe('desc');
    expect(changeSortingItem(sorting, fields, 0, { componentId: 'cube___canton' })[0]).toEqual({
      componentId: 'cube___canton',
      componentType: 'NominalDimension',
      sortingOrder: 'asc',
    });
    expect(changeSortingItem(sorting, fields, 0, { componentId: 'cube___year' })).toBe(sorting);
    expect(changeSortingItem(sorting, fields, 5, { sortingOrder: 'desc' })).toBe(sorting);
  });

  it('are reordered and removed', () => {
    const sorting = addSortingItem(addSortingItem(addSortingItem([], fields, 'cube___area'), fields, 'cube___year'), fields, 'cube___canton');
    expect(moveSortingItem(sorting, 2, 0).map((s) => s.componentId)).toEqual(['cube___canton', 'cube___area', 'cube___year']);
    expect(moveSortingItem(sorting, 0, 3)).toBe(sorting);
    expect(removeSortingItem(sorting, 1).map((s) => s.componentId)).toEqual(['cube___area', 'cube___canton']);
    const { cube___canton: _, ...withoutCanton } = fields;
    expect(validSorting(sorting, withoutCanton).map((s) => s.componentId)).toEqual(['cube___area', 'cube___year']);
  });
});

describe('the rows order', () => {
  const rows: Observation[] = [
    { cube___year: '2021', cube___canton: 'Zurich', cube___area: 3 },
    { cube___year: '2020', cube___canton: 'Bern', cube___area: null },
    { cube___year: '2020', cube___canton: 'Zurich', cube___area: 10 },
    { cube___year: '2021', cube___canton: 'Bern', cube___area: -2 },
  ];

  it('puts groups first, then the visitor, then the author, each column once', () => {
    expect(
      effectiveSorting(
        ['cube___canton'],
        [
          { componentId: 'cube___area', sortingOrder: 'asc' },
          { componentId: 'cube___canton', sortingOrder: 'desc' },
        ],
        [{ componentId: 'cube___year', sortingOrder: 'desc' }],
      ),
    ).toEqual([
      { componentId: 'cube___canton', sortingOrder: 'desc' },
      { componentId: 'cube___year', sortingOrder: 'desc' },
      { componentId: 'cube___area', sortingOrder: 'asc' },
    ]);
  });

  it('sorts a table nothing sorts by its first shown key dimension column, ascending', () => {
    const year: ColumnSort[] = [{ componentId: 'cube___year', sortingOrder: 'asc' }];
    expect(defaultSorting(['cube___year', 'cube___canton', 'cube___area'], byId)).toEqual(year);
    // A measure first, or a column the cube lacks, is passed over; no key dimension, no default.
    expect(defaultSorting(['cube___area', 'cube___gone', 'cube___canton'], byId)).toEqual([{ componentId: 'cube___canton', sortingOrder: 'asc' }]);
    expect(defaultSorting(['cube___area'], byId)).toEqual([]);
    expect(effectiveSorting([], [], [], year)).toEqual(year);
    // Anything that sorts replaces the default: a group, an item, a header.
    expect(effectiveSorting(['cube___canton'], [], [], year)).toEqual([{ componentId: 'cube___canton', sortingOrder: 'asc' }]);
    expect(effectiveSorting([], [{ componentId: 'cube___area', sortingOrder: 'desc' }], [], year)).toEqual([
      { componentId: 'cube___area', sortingOrder: 'desc' },
    ]);
  });

  it('tells the author which column orders a table without sorting items: its first group, else its first shown key column', () => {
    expect(orderWithoutItems(fields, byId)).toBe('cube___year');
    expect(orderWithoutItems(setTableFieldHidden(fields, 'cube___year', true), byId)).toBe('cube___canton');
    expect(orderWithoutItems(moveTableField(fields, 'cube___canton', true, 0), byId)).toBe('cube___canton');
    // Only a measure shown: no column orders the rows.
    const measureOnly = setTableFieldHidden(setTableFieldHidden(fields, 'cube___year', true), 'cube___canton', true);
    expect(orderWithoutItems(measureOnly, byId)).toBeUndefined();
  });

  it('sorts numbers by value with missing values last either way', () => {
    expect(sortedIndices(rows, [{ componentId: 'cube___area', sortingOrder: 'asc' }], byId)).toEqual([3, 0, 2, 1]);
    expect(sortedIndices(rows, [{ componentId: 'cube___area', sortingOrder: 'desc' }], byId)).toEqual([2, 0, 3, 1]);
  });

  it('sorts by several columns: categories by their values’ order, ties by the next column', () => {
    // Canton values are listed Zurich, Bern: their position order, not the alphabet.
    const withPositions = new Map(byId);
    withPositions.set(
      'cube___canton',
      dimension('canton', ['Zurich', 'Bern'], {
        values: [
          { value: 'z', label: 'Zurich', position: 0 },
          { value: 'b', label: 'Bern', position: 1 },
        ],
      }),
    );
    expect(
      sortedIndices(
        rows,
        [
          { componentId: 'cube___canton', sortingOrder: 'asc' },
          { componentId: 'cube___year', sortingOrder: 'desc' },
        ],
        withPositions,
      ),
    ).toEqual([0, 2, 3, 1]);
  });

  it('keeps the observations’ order without sorting', () => {
    expect(sortedIndices(rows, [], byId)).toEqual([0, 1, 2, 3]);
  });
});
