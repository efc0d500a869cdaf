import { describe, expect, it } from 'vitest';
import type { Component } from '../../domain/data';
import { rankWindow } from './table-page-query';

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
