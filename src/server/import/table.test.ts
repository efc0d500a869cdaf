import { describe, expect, it } from 'vitest';
import { field, filterRows, parseTable } from './table';
import { resolveDataPath } from './resolve';

describe('table reading', () => {
  it('reads CSV, TSV and JSON rows, also nested at a path', () => {
    expect([...parseTable('a,b\n1,x\n', 'csv')]).toEqual([{ a: '1', b: 'x' }]);
    expect([...parseTable('a\tb\n1\tx\n', 'tsv')]).toEqual([{ a: '1', b: 'x' }]);
    expect(parseTable('{"features":[{"id":1}]}', 'json', 'features')).toEqual([{ id: 1 }]);
    expect(() => parseTable('{"a":1}', 'json')).toThrow(/array of rows/);
  });

  it('walks dotted paths into nested JSON', () => {
    const row = { geometry: { coordinates: [8.5, 47.4, 10] }, 'adjusted CO2': 3 };
    expect(field(row, 'geometry.coordinates.1')).toBe(47.4);
    expect(field(row, 'adjusted CO2')).toBe(3);
    expect(field(row, 'missing.path')).toBeUndefined();
  });

  it('filters by bounds (also on dates) and by listed values', () => {
    const rows = [
      { year: 1990, d: '1990-05-01', k: 'a' },
      { year: 2000, d: '2000-01-01', k: 'b' },
    ];
    expect(filterRows(rows, [{ path: 'year', max: 1995 }])).toEqual([rows[0]]);
    expect(filterRows(rows, [{ path: 'd', min: 1995 }])).toEqual([rows[1]]);
    expect(filterRows(rows, [{ path: 'k', in: ['b'] }])).toEqual([rows[1]]);
  });

  it('resolves package paths although the package exports hide them', () => {
    expect(resolveDataPath('vega-datasets/data/gapminder.json', '/nowhere')).toMatch(/node_modules\/vega-datasets\/data\/gapminder\.json$/);
    expect(() => resolveDataPath('vega-datasets/data/none.json', '/nowhere')).toThrow(/has no file/);
    expect(() => resolveDataPath('./none.csv', '/tmp')).toThrow(/File not found/);
  });
});
