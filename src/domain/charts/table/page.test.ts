import { describe, expect, it } from 'vitest';
import type { Component, Observation } from '../../data';
import { dimension, measure, yearDimension } from '../test-fixture';
import { initialTableFields, moveTableField, setTableFieldHidden } from './columns';
import { pagedTableModel } from './page';
import { allRowsInFirstPage, pageOffsets, pageRange, pagesOnServer, TABLE_BROWSER_MAX_ROWS, TABLE_PAGE_SIZE, tablePageQuery } from './page-query';

const components = { dimensions: [yearDimension(['2020', '2021']), dimension('canton', ['Zurich', 'Bern'])], measures: [measure('area', { unit: 'ha' })] };
const byId = new Map<string, Component>([...components.dimensions, ...components.measures].map((c) => [c.id, c]));
const fields = initialTableFields(components);
const query = [{ iri: 'https://example.org/cube/1', filters: { cube___year: { type: 'single' as const, value: '2020' } } }];

describe('table pages on the server', () => {
  it('page tables of more rows than the browser holds', () => {
    expect(pagesOnServer(TABLE_BROWSER_MAX_ROWS)).toBe(false);
    expect(pagesOnServer(TABLE_BROWSER_MAX_ROWS + 1)).toBe(true);
  });

  it('take a first page that holds every row as all the rows, and none that leaves rows out', () => {
    const rows: Observation[] = Array.from({ length: 3 }, (_, i) => ({ cube___year: String(2020 + i) }));
    expect(allRowsInFirstPage({ observations: rows, offset: 0, total: 3 })).toBe(rows);
    expect(allRowsInFirstPage({ observations: [], offset: 0, total: 0 })).toEqual([]);
    // A page of more rows than it holds, or a later page: the browser asks for the rest.
    expect(allRowsInFirstPage({ observations: rows, offset: 0, total: TABLE_PAGE_SIZE + 1 })).toBeUndefined();
    expect(allRowsInFirstPage({ observations: rows, offset: 100, total: 103 })).toBeUndefined();
  });

  it('ask for the shown columns, groups first in the order, the visitor’s headers before the author’s items, the search’s words once', () => {
    const grouped = moveTableField(setTableFieldHidden(fields, 'cube___area', true), 'cube___canton', true, 0);
    const sorting = [{ componentId: 'cube___area', componentType: 'NumericalMeasure', sortingOrder: 'desc' as const }];
    const page = tablePageQuery({ fields: grouped, sorting }, query, byId, {
      sorting: [{ componentId: 'cube___year', sortingOrder: 'desc' }],
      search: '  Bern  bern 20 ',
      offset: 200,
    });
    expect(page).toEqual({
      cubeFilter: query[0],
      // The hidden area is asked for: the author sorts by it; the search looks in the shown columns only.
      componentIds: ['cube___canton', 'cube___year', 'cube___area'],
      searchIds: ['cube___canton', 'cube___year'],
      sorting: [
        { componentId: 'cube___canton', sortingOrder: 'asc' },
        { componentId: 'cube___year', sortingOrder: 'desc' },
        { componentId: 'cube___area', sortingOrder: 'desc' },
      ],
      search: 'bern 20',
      offset: 200,
      limit: TABLE_PAGE_SIZE,
    });
  });

  it('ask a table nothing sorts by its shown key dimensions in turn, as the browser orders it', () => {
    const page = tablePageQuery({ fields, sorting: [] }, query, byId, { sorting: [], search: '', offset: 0 });
    expect(page?.sorting).toEqual([
      { componentId: 'cube___year', sortingOrder: 'asc' },
      { componentId: 'cube___canton', sortingOrder: 'asc' },
    ]);
    const yearHidden = tablePageQuery({ fields: setTableFieldHidden(fields, 'cube___year', true), sorting: [] }, query, byId, {
      sorting: [],
      search: '',
      offset: 0,
    });
    expect(yearHidden?.sorting).toEqual([{ componentId: 'cube___canton', sortingOrder: 'asc' }]);
  });

  it('leave out columns the cube lacks, and joined cubes to the browser', () => {
    const lacking = new Map([...byId].filter(([id]) => id !== 'cube___canton'));
    const page = tablePageQuery({ fields, sorting: [] }, query, lacking, {
      sorting: [{ componentId: 'cube___canton', sortingOrder: 'asc' }],
      search: '',
      offset: 0,
    });
    expect(page?.componentIds).toEqual(['cube___year', 'cube___area']);
    expect(page?.sorting).toEqual([]);
    const joined = query.map((q) => ({ ...q, joinBy: ['cube___year'] }));
    expect(
      tablePageQuery({ fields, sorting: [] }, [...joined, { ...joined[0], iri: 'https://example.org/other' }], byId, { sorting: [], search: '', offset: 0 }),
    ).toBe(undefined);
  });

  it('draw one page: group rows where a group’s value changes, uncounted; the counts the server gave', () => {
    const observations: Observation[] = [
      { cube___canton: 'Bern', cube___year: '2020', cube___area: 80 },
      { cube___canton: 'Bern', cube___year: '2021', cube___area: null },
      { cube___canton: 'Zurich', cube___year: '2020', cube___area: 1200 },
    ];
    const grouped = moveTableField(fields, 'cube___canton', true, 0);
    const model = pagedTableModel({
      config: { fields: grouped, sorting: [] },
      components: byId,
      page: { observations, count: 12_345, total: 20_000, offset: 300 },
      locale: 'en',
      search: 'a',
    });
    expect(model.rows.map((r) => (r.type === 'group' ? `[${r.text}${r.count ?? ''}]` : r.observation.cube___year))).toEqual([
      '[canton: Bern]',
      '2020',
      '2021',
      '[canton: Zurich]',
      '2020',
    ]);
    expect(model).toMatchObject({ rowCount: 12_345, total: 20_000, searching: true, page: { offset: 300, size: TABLE_PAGE_SIZE } });
  });

  it('say which rows a page shows and where the other pages start', () => {
    expect(pageRange({ offset: 200 }, 100, 1_000_000)).toEqual({ from: 201, to: 300, count: 1_000_000 });
    expect(pageRange({ offset: 0 }, 0, 0)).toEqual({ from: 0, to: 0, count: 0 });
    expect(pageOffsets(0, 250)).toEqual({ first: undefined, previous: undefined, next: 100, last: 200 });
    expect(pageOffsets(100, 250)).toEqual({ first: 0, previous: 0, next: 200, last: 200 });
    expect(pageOffsets(200, 250)).toEqual({ first: 0, previous: 100, next: undefined, last: undefined });
    expect(pageOffsets(0, 100)).toEqual({ first: undefined, previous: undefined, next: undefined, last: undefined });
  });
});
