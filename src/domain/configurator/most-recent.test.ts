import { describe, expect, it } from 'vitest';
import type { DataCubeComponents, Dimension } from '../data';
import { isMostRecent, latestValue, MOST_RECENT_VALUE, resolveMostRecent } from './most-recent';

const year: Dimension = {
  __typename: 'TemporalDimension',
  id: 'year',
  label: 'Year',
  cubeIri: 'cube',
  isKeyDimension: true,
  isNumerical: false,
  timeUnit: 'Year',
  timeFormat: '%Y',
  values: ['2019', '2021', '2020'].map((value) => ({ value, label: value })),
};
const components: DataCubeComponents = { dimensions: [year], measures: [] };

describe("'use most recent'", () => {
  it('resolves the sentinel to the latest value and leaves other filters alone', () => {
    const filters = { year: { type: 'single' as const, value: MOST_RECENT_VALUE, position: 1 }, zone: { type: 'single' as const, value: 'CH' } };
    expect(isMostRecent(filters.year)).toBe(true);
    expect(latestValue(year)).toBe('2021');
    expect(resolveMostRecent(filters, components)).toEqual({ year: { type: 'single', value: '2021', position: 1 }, zone: { type: 'single', value: 'CH' } });
    const plain = { zone: { type: 'single' as const, value: 'CH' } };
    expect(resolveMostRecent(plain, components)).toBe(plain);
    // With observations (the server resolved it to the latest year with data), their value.
    expect(resolveMostRecent(filters, components, [{ year: '2020' }]).year).toEqual({ type: 'single', value: '2020', position: 1 });
  });
});
