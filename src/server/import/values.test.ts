import { describe, expect, it } from 'vitest';
import { parseDescription } from './description';
import { exampleDescription, exampleRows } from './test-fixture';
import { slug } from '../../domain/text';
import { binOf, decimalLexical, mapColumn, truncateTime } from './values';

const columns = () => parseDescription(exampleDescription()).columns;
const column = (id: string) => columns().find((c) => c.id === id)!;

describe('cell mapping', () => {
  it('truncates dates, years and epoch milliseconds to the time unit', () => {
    expect(truncateTime('2000-01-01T08:00:00.000Z', 'month')).toBe('2000-01');
    expect(truncateTime(1880, 'year')).toBe('1880');
    expect(truncateTime(1517966773840, 'day')).toBe('2018-02-07');
    expect(truncateTime('2001', 'day')).toBeUndefined();
  });

  it('writes decimals without exponents, slugs and bins', () => {
    expect(decimalLexical(1e-7)).toBe('0.0000001');
    expect(slug('Wholesale and Retail Trade')).toBe('wholesale-and-retail-trade');
    expect(slug('Zürich')).toBe('zurich');
    expect(binOf([1, 2, 3], 0.5)).toBe(0);
    expect(binOf([1, 2, 3], 2)).toBe(2);
  });

  it('maps literal columns, keeping gaps as undefined', () => {
    const temp = mapColumn(column('temp'), exampleRows());
    expect(temp.cells.map((c) => c?.value)).toEqual(['9.5', undefined, '10.25', '0.0000001']);
    const year = mapColumn(column('year'), exampleRows());
    expect(year.cells[0]).toMatchObject({ value: '2001', datatype: { value: 'http://www.w3.org/2001/XMLSchema#gYear' } });
  });

  it('maps coded cells to IRIs with labels, in list order with positions for ordinal values', () => {
    const country = mapColumn(column('country'), exampleRows());
    expect(country.cells[0]?.value).toBe('https://example.org/country/CHE');
    expect(country.resources[0].names).toEqual({ de: 'Schweiz', fr: 'Suisse', it: 'Svizzera', en: 'Switzerland' });
    const region = mapColumn(column('region'), exampleRows());
    expect(region.resources.map((r) => [r.code, r.position])).toEqual([
      ['west', 0],
      ['alps', 1],
    ]);
  });

  it('rejects missing keys, unknown coded values and unreadable literals', () => {
    expect(() => mapColumn(column('year'), [{ date: '' }])).toThrow(/keys cannot be missing/);
    expect(() => mapColumn(column('region'), [{ region: 'z' }])).toThrow(/"z" is not in values.list/);
    expect(() => mapColumn(column('country'), [{ country: 'Atlantis' }])).toThrow(/no ISO country code/);
    expect(() => mapColumn(column('pop'), [{ pop: 1.5 }])).toThrow(/cannot read 1.5 as integer/);
  });
});
