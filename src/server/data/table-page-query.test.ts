import { describe, expect, it } from 'vitest';
import type { Component } from '../../domain/data';
import { CUBE_UNDEFINED } from './rdf';
import { rankWindow, valueWindow } from './table-page-query';

/** A nominal key dimension of IRI values with these labels (two share one: equal ranks). */
const dimension = (labels: string[]) =>
  ({
    __typename: 'NominalDimension',
    id: 'https://example.org/cube___https://example.org/d',
    isKeyDimension: true,
    isNumerical: false,
    values: labels.map((label, i) => ({ value: `https://example.org/v${i}`, label })),
  }) as unknown as Component;

const v = (i: number) => `https://example.org/v${i}`;

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

  it('names no value past the last row, and skips values without rows', () => {
    expect(rankWindow(component, counts, 'asc', 30, 10)).toEqual({ values: new Set(), skipped: 30 });
    expect(rankWindow(component, new Map([[v(0), 3]]), 'asc', 0, 10)).toEqual({ values: new Set([v(0)]), skipped: 0 });
  });
});

describe('valueWindow', () => {
  const xsd = (type: string) => `http://www.w3.org/2001/XMLSchema#${type}`;
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
