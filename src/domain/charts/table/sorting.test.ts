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

  it('sorts a table no item or header sorts by its groups, then by each shown key dimension column in turn', () => {
    const year = { componentId: 'cube___year', sortingOrder: 'asc' } as const;
    const canton = { componentId: 'cube___canton', sortingOrder: 'asc' } as const;
    expect(defaultSorting(['cube___year', 'cube___canton', 'cube___area'], byId)).toEqual([year, canton]);
    // Measures and columns the cube lacks are passed over; no key dimension, no default.
    expect(defaultSorting(['cube___area', 'cube___gone', 'cube___canton'], byId)).toEqual([canton]);
    expect(defaultSorting(['cube___area'], byId)).toEqual([]);
    expect(effectiveSorting([], [], [], [year, canton])).toEqual([year, canton]);
    // Groups come first, each column once; an item or a header replaces the default.
    expect(effectiveSorting(['cube___canton'], [], [], [year, canton])).toEqual([canton, year]);
    const area = { componentId: 'cube___area', sortingOrder: 'desc' } as const;
    expect(effectiveSorting([], [area], [], [year, canton])).toEqual([area]);
    expect(effectiveSorting(['cube___canton'], [], [area], [year, canton])).toEqual([canton, area]);
    // Ties broken by the key columns too, where asked (the browser's tables), each column once.
    expect(effectiveSorting([], [area], [], [year, canton], [year, canton])).toEqual([area, year, canton]);
    expect(effectiveSorting([], [], [], [year, canton], [year, canton])).toEqual([year, canton]);
  });

  it('orders the rows of each group by the next key columns, not by the observations’ IRIs', () => {
    // Age classes whose codes sort "100+" before "15-19": their positions order them.
    const age = { ...dimension('age', ['0-4', '15-19', '100+']), scaleType: 'Ordinal' } as Component;
    age.values = age.values.map((v, i) => ({ ...v, position: i }));
    const ages = new Map<string, Component>([...byId, [age.id, age]]);
    const tied: Observation[] = [
      { cube___canton: 'Bern', cube___age: '100+', cube___area: 1 },
      { cube___canton: 'Zurich', cube___age: '0-4', cube___area: 2 },
      { cube___canton: 'Bern', cube___age: '15-19', cube___area: 3 },
      { cube___canton: 'Bern', cube___age: '0-4', cube___area: 4 },
    ];
    const ties = defaultSorting(['cube___canton', 'cube___age', 'cube___area'], ages);
    expect(sortedIndices(tied, effectiveSorting(['cube___canton'], [], [], ties), ages)).toEqual([3, 2, 0, 1]);
  });

  it('tells the author which columns order a table without sorting items: its groups, then its shown key columns', () => {
    expect(orderWithoutItems(fields, byId)).toEqual(['cube___year', 'cube___canton']);
    expect(orderWithoutItems(setTableFieldHidden(fields, 'cube___year', true), byId)).toEqual(['cube___canton']);
    expect(orderWithoutItems(moveTableField(fields, 'cube___canton', true, 0), byId)).toEqual(['cube___canton', 'cube___year']);
    // Only a measure shown: no column orders the rows.
    const measureOnly = setTableFieldHidden(setTableFieldHidden(fields, 'cube___year', true), 'cube___canton', true);
    expect(orderWithoutItems(measureOnly, byId)).toEqual([]);
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
