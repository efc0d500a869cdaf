import { describe, expect, it } from 'vitest';
import { CELL_BYTES, costRefusal, maxObservations, observationCost, repeatedCubes, repeatedCubesMessage, tooManyObservations } from './cost';

describe('repeatedCubes', () => {
  it('names each cube named more than once, once', () => {
    expect(repeatedCubes(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual(['a', 'b']);
  });

  it('finds none among distinct cubes', () => {
    expect(repeatedCubes(['a', 'b', 'c'])).toEqual([]);
  });

  it('says which cubes a message refuses', () => {
    expect(repeatedCubesMessage(['https://x/cube'])).toBe(
      'names the cube https://x/cube more than once: name each cube once, with all its components and filters',
    );
    expect(repeatedCubesMessage(['https://x/a', 'https://x/b'])).toMatch(/^names the cubes https:\/\/x\/a, https:\/\/x\/b more than once/);
  });
});

describe('observationCost', () => {
  const shares = [
    { rows: 1000, columns: ['year', 'value'] },
    { rows: 10, columns: ['place', 'place/__iri__', 'value'] },
  ];

  it('counts rows and cells over the cubes', () => {
    const cost = observationCost(shares, 'columns');
    expect(cost.rows).toBe(1010);
    expect(cost.cells).toBe(2030);
  });

  it('repeats each key in every row of the row form, once in the column form', () => {
    const one = [{ rows: 100, columns: ['a-long-component-id'] }];
    const key = 'a-long-component-id'.length + 3;
    expect(observationCost(one, 'rows').bytes).toBe(100 * (key + CELL_BYTES));
    expect(observationCost(one, 'columns').bytes).toBe(key + 100 * CELL_BYTES);
  });

  it('costs nothing for no observations', () => {
    expect(observationCost([{ rows: 0, columns: ['a'] }], 'rows')).toEqual({ rows: 0, cells: 0, bytes: 0 });
  });
});

describe('costRefusal', () => {
  const limits = { maxCells: 1000, maxBytes: 10_000 };

  it('admits a request within both limits, up to them', () => {
    expect(costRefusal({ rows: 10, cells: 1000, bytes: 10_000 }, limits, 'rows')).toBeUndefined();
  });

  it('refuses too many cells, naming the limit and its setting', () => {
    expect(costRefusal({ rows: 501, cells: 1002, bytes: 100 }, limits, 'columns')).toBe(
      'The request asks for 1,002 cells (501 observations × their components); at most 1,000 per request (DATA_MAX_CELLS): ask for fewer components or filter the observations',
    );
  });

  it('refuses too large an answer, suggesting the column form to a row-form request', () => {
    const big = { rows: 10, cells: 100, bytes: 3 * 1024 * 1024 };
    const tight = { maxCells: 1000, maxBytes: 1024 * 1024 };
    expect(costRefusal(big, tight, 'rows')).toBe(
      "The answer would be about 3 MB; at most 1 MB per request (DATA_MAX_ANSWER_BYTES): ask with format: 'columns' (about a tenth of the size), fewer components or filters",
    );
    expect(costRefusal(big, tight, 'columns')).toMatch(/DATA_MAX_ANSWER_BYTES\): ask with fewer components or filters$/);
    expect(costRefusal({ rows: 1, cells: 1, bytes: 2048 }, { maxCells: 10, maxBytes: 500 }, 'columns')).toMatch(
      /^The answer would be about 2 kB; at most 500 bytes per request/,
    );
  });
});

describe('maxObservations', () => {
  it('admits the observations whose cells are within both limits, one column of CELL_BYTES per component at least', () => {
    expect(maxObservations(4, { maxCells: 1000, maxBytes: 1e9 })).toBe(250);
    expect(maxObservations(4, { maxCells: 1e9, maxBytes: 100 * CELL_BYTES })).toBe(25);
    expect(maxObservations(3, { maxCells: 1000, maxBytes: 1e9 })).toBe(333);
  });

  it('refuses one more whatever their columns', () => {
    const limits = { maxCells: 1000, maxBytes: 12_000 };
    for (const components of [1, 3, 7]) {
      const rows = maxObservations(components, limits) + 1;
      const columns = Array.from({ length: components }, (_, i) => `c${i}`);
      expect(costRefusal(observationCost([{ rows, columns }], 'columns'), limits, 'columns')).toBeDefined();
    }
  });

  it('says which limit the observations pass and what to do', () => {
    expect(tooManyObservations(4, { maxCells: 1000, maxBytes: 1e9 })).toBe(
      'More than 250 observations of 4 components match, past the 1,000 cells (DATA_MAX_CELLS) a request may have: ask for fewer components or filter the observations',
    );
    expect(tooManyObservations(4, { maxCells: 1e9, maxBytes: 1024 * 1024 })).toMatch(
      /^More than 16,384 observations .* past the 1 MB \(DATA_MAX_ANSWER_BYTES\)/,
    );
  });
});
