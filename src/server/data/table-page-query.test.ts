import { describe, expect, it } from 'vitest';
import type { Component } from '../../domain/data';
import { CUBE_UNDEFINED } from './rdf';
import { rankWindow, tablePageQuery, valueWindow, valueWindowed, windowed, type TablePageSelect } from './table-page-query';

/** A nominal key dimension of IRI values with these labels (two share one: equal ranks). */
const dimension = (labels: string[]) =>
  ({
    __typename: 'NominalDimension',
    id: 'https://example.org/cube___https://example.org/d',
    isKeyDimension: true,
    isNumerical: false,
    values: labels.map((label, i) => ({ value: `https://example.org/v${i}`, label })),
  }) as unknown as Component;

/** A value's key as the counts and windows name it (termKey): the IRI. */
const v = (i: number) => `<https://example.org/v${i}`;

describe('rankWindow', () => {
  // Labels sort b, c (twice: v1 and v3), d; rows: b 10, c 5 + 5, d 10.
  const component = dimension(['d', 'c', 'b', 'c']);
  const counts = new Map([
    [v(0), 10],
    [v(1), 5],
    [v(2), 10],
    [v(3), 5],
  ]);

  it('names the values whose rows hold the page and counts the rows before them', () => {
    expect(rankWindow(component, counts, 'asc', 0, 5)).toEqual({ values: new Set([v(2)]), skipped: 0 });
    expect(rankWindow(component, counts, 'asc', 8, 5)).toEqual({ values: new Set([v(2), v(1), v(3)]), skipped: 0 });
    expect(rankWindow(component, counts, 'asc', 10, 10)).toEqual({ values: new Set([v(1), v(3)]), skipped: 10 });
  });

  it('keeps values of equal labels together, and walks the ranks backwards for a descending sort', () => {
    expect(rankWindow(component, counts, 'desc', 12, 3)).toEqual({ values: new Set([v(1), v(3)]), skipped: 10 });
    expect(rankWindow(component, counts, 'desc', 25, 10)).toEqual({ values: new Set([v(2)]), skipped: 20 });
  });

  it('names no value past the last row, and leaves out values without rows', () => {
    expect(rankWindow(component, counts, 'asc', 30, 10)).toEqual({ values: new Set(), skipped: 30 });
    expect(rankWindow(component, new Map([[v(0), 3]]), 'asc', 0, 10)).toEqual({ values: new Set([v(0)]), skipped: 0 });
  });
});

const xsd = (type: string) => `http://www.w3.org/2001/XMLSchema#${type}`;

/** A key dimension of literals of a datatype (years by default) with these values, as the components read them. */
const literals = (values: string[], dataType = xsd('gYear'), __typename = 'TemporalDimension') =>
  ({
    __typename,
    id: 'https://example.org/cube___https://example.org/year',
    isKeyDimension: true,
    isNumerical: false,
    dataType,
    values: values.map((value) => ({ value, label: value })),
  }) as unknown as Component;

describe('rankWindow of a literal key dimension', () => {
  // Years as the browser sorts them: 2019 (listed, no observation), 2020 4 rows, 2021 6, 2022 3.
  const years = literals(['2022', '2019', '2021', '2020']);
  const year = (y: string) => `"${y}"^^${xsd('gYear')}`;
  const counts = new Map([
    [year('2020'), 4],
    [year('2021'), 6],
    [year('2022'), 3],
    // The same lexical form of another datatype is another term: no year's rows.
    [`"2019"^^${xsd('string')}`, 50],
  ]);

  it('ranks the years by value, leaves out a year without rows, and keys them by term', () => {
    expect(rankWindow(years, counts, 'asc', 0, 5)).toEqual({ values: new Set([year('2020'), year('2021')]), skipped: 0 });
    expect(rankWindow(years, counts, 'asc', 4, 6)).toEqual({ values: new Set([year('2021')]), skipped: 4 });
    expect(rankWindow(years, counts, 'desc', 2, 3)).toEqual({ values: new Set([year('2022'), year('2021')]), skipped: 0 });
    expect(rankWindow(years, counts, 'desc', 9, 10)).toEqual({ values: new Set([year('2020')]), skipped: 9 });
  });
});

describe('tablePageQuery sorted first by a literal key dimension', () => {
  const years = literals(['2021', '2019', '2020']);
  const select = (window: TablePageSelect['window'], sortingOrder: 'asc' | 'desc' = 'asc', component = years): TablePageSelect => ({
    cubeIri: 'https://example.org/cube/1',
    selected: [component],
    searched: [],
    sorting: [{ component, sortingOrder }],
    filters: {},
    filtered: [],
    words: [],
    locale: 'en',
    offset: 120,
    limit: 100,
    window,
  });
  const gYear = (y: string) => `"${y}"^^<${xsd('gYear')}>`;

  it('reads the rows of the window’s years, as the observations hold them, with their ranks in the sort’s direction', () => {
    const window = { values: new Set([`"2020"^^${xsd('gYear')}`, `"2021"^^${xsd('gYear')}`]), skipped: 100 };
    expect(tablePageQuery(select(window))).toContain(`VALUES (?c0 ?r0) { (${gYear('2020')} 1) (${gYear('2021')} 2) }`);
    expect(tablePageQuery(select(window))).toMatch(/ORDER BY \?r0 \?observation\nLIMIT 100 OFFSET 20$/);
    expect(tablePageQuery(select(window, 'desc'))).toContain(`VALUES (?c0 ?r0) { (${gYear('2021')} 0) (${gYear('2020')} 1) }`);
    expect(tablePageQuery(select(window, 'desc'))).not.toContain('STR(');
  });

  it('sorts nothing in a window of one year (Virtuoso compiles no rank of one row)', () => {
    const query = tablePageQuery(select({ values: new Set([`"2020"^^${xsd('gYear')}`]), skipped: 100 }));
    expect(query).toContain(`VALUES ?c0 { ${gYear('2020')} }`);
    expect(query).toMatch(/ORDER BY \?observation\n/);
  });

  it('sorts the years by their text where they do not pick the window (a later sort column)', () => {
    const labels = dimension(['b', 'a']);
    const query = tablePageQuery({ ...select({ values: new Set([v(1)]), skipped: 100 }), sorting: [{ component: labels, sortingOrder: 'asc' }, { component: years, sortingOrder: 'desc' }] });
    expect(query).toContain('DESC(STR(?s0))');
    expect(query).not.toContain('?r0');
  });

  it('ranks dates of no time last in either direction, as the browser sorts missing values', () => {
    const dates = literals(['2020-02-01', 'unknown', '2020-01-01'], xsd('date'));
    const date = (d: string) => `"${d}"^^<${xsd('date')}>`;
    const all = { values: new Set(['2020-02-01', 'unknown', '2020-01-01'].map((d) => `"${d}"^^${xsd('date')}`)), skipped: 0 };
    expect(tablePageQuery(select(all, 'asc', dates))).toContain(`{ (${date('2020-01-01')} 0) (${date('2020-02-01')} 1) (${date('unknown')} 2) }`);
    expect(tablePageQuery(select(all, 'desc', dates))).toContain(`{ (${date('2020-02-01')} 0) (${date('2020-01-01')} 1) (${date('unknown')} 2) }`);
  });

  it('is windowed by its values (not a range of numbers), unless its values are unknown or it is no key dimension', () => {
    const codes = literals(['10', '9'], xsd('integer'), 'NominalDimension');
    const numbers = { ...codes, isNumerical: true } as Component;
    expect(windowed(select(undefined, 'asc', numbers))).toBe(numbers);
    expect(valueWindowed(select(undefined, 'asc', numbers))).toBeUndefined();
    expect(windowed(select(undefined, 'asc', { ...years, values: [] }))).toBeUndefined();
    expect(windowed(select(undefined, 'asc', { ...years, isKeyDimension: false }))).toBeUndefined();
    expect(windowed(select(undefined, 'asc', { ...years, dataType: undefined }))).toBeUndefined();
  });
});

describe('valueWindow', () => {
  const n = (value: string, type = 'integer') => ({ type: 'literal' as const, value, datatype: xsd(type) });
  // Rows: 1 (and 1.0) 4 + 2, 2 3, 5 10; missing 7 (unbound) + 1 (cube:Undefined).
  const counts = [
    { term: n('5'), count: 10 },
    { term: n('1'), count: 4 },
    { count: 7 },
    { term: n('2'), count: 3 },
    { term: n('1.0', 'decimal'), count: 2 },
    { term: { type: 'literal' as const, value: '', datatype: CUBE_UNDEFINED }, count: 1 },
  ];
  const term = (t: { value: string; datatype: string }) => `"${t.value}"^^<${t.datatype}>`;

  it('is the range of numbers whose rows hold the page, the rows before it, those with a value and the missing ones', () => {
    expect(valueWindow(counts, 'asc', 0, 5)).toMatchObject({ between: [term(n('1')), term(n('1'))], skipped: 0, bound: 19, missing: 8 });
    expect(valueWindow(counts, 'asc', 5, 5)?.between).toEqual([term(n('1')), term(n('5'))]);
    expect(valueWindow(counts, 'asc', 6, 3)).toMatchObject({ between: [term(n('2')), term(n('2'))], skipped: 6 });
  });

  it('walks the numbers backwards for a descending sort, the missing values still last', () => {
    expect(valueWindow(counts, 'desc', 8, 4)).toMatchObject({ between: [term(n('2')), term(n('5'))], skipped: 0, bound: 19 });
    expect(valueWindow(counts, 'desc', 12, 10)).toMatchObject({ between: [term(n('1')), term(n('2'))], skipped: 10 });
    expect(valueWindow(counts, 'desc', 19, 10)).toMatchObject({ between: undefined, skipped: 19, bound: 19, missing: 8 });
  });

  it('is undefined for values that are no numbers of a numeric datatype', () => {
    expect(valueWindow([{ term: n('2020-01-01', 'date'), count: 1 }], 'asc', 0, 10)).toBeUndefined();
    expect(valueWindow([{ term: { type: 'literal', value: '12' }, count: 1 }], 'asc', 0, 10)).toBeUndefined();
  });
});
