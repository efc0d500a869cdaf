import { describe, expect, it } from 'vitest';
import { ns } from './rdf';
import { MAX_STATED_VALUES, valuesBetween } from './stated-range';

const xsd = (type: string) => `${ns.xsd}${type}`;

describe('valuesBetween', () => {
  it('steps through years, months and integers in their canonical form', () => {
    expect(valuesBetween(xsd('gYear'), '1998', '2001')).toEqual(['1998', '1999', '2000', '2001']);
    expect(valuesBetween(xsd('gYearMonth'), '2020-11', '2021-02')).toEqual(['2020-11', '2020-12', '2021-01', '2021-02']);
    expect(valuesBetween(xsd('integer'), '-1', '2')).toEqual(['-1', '0', '1', '2']);
    expect(valuesBetween(xsd('gYear'), '2024', '2024')).toEqual(['2024']);
  });

  it('gives up where the values cannot be spelled as stored or are too many: the observations are read then', () => {
    expect(valuesBetween(xsd('decimal'), '1', '3')).toBeUndefined();
    expect(valuesBetween(xsd('string'), '1', '3')).toBeUndefined();
    expect(valuesBetween(xsd('date'), '2020-01-01', '2020-01-03')).toBeUndefined();
    expect(valuesBetween(xsd('gYear'), '2001Z', '2003Z')).toBeUndefined();
    expect(valuesBetween(xsd('integer'), '007', '9')).toBeUndefined();
    expect(valuesBetween(xsd('gYear'), '2005', '2001')).toBeUndefined();
    expect(valuesBetween(xsd('integer'), '1', String(MAX_STATED_VALUES))).toHaveLength(MAX_STATED_VALUES);
    expect(valuesBetween(xsd('integer'), '0', String(MAX_STATED_VALUES))).toBeUndefined();
  });
});
