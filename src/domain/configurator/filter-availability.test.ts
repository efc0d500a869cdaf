import { describe, expect, it } from 'vitest';
import { AIR, sparseComponents, sparseValuesWithData } from '../../../tests/support/sparse-cube';
import type { Filters } from '../data';
import { hasData, resolutionOrder, resolveAvailability, resolvedValue, type FilterAvailability } from './filter-availability';
import { MOST_RECENT_VALUE } from './most-recent';

const components = sparseComponents();
const single = (value: string | number, position?: number) => ({ type: 'single' as const, value, ...(position !== undefined && { position }) });
const resolve = async (filters: Filters, fieldIds?: string[]) => {
  const answer = await resolveAvailability(filters, components.dimensions, sparseValuesWithData, fieldIds);
  return Object.fromEntries(answer.map((a) => [a.id, a as FilterAvailability]));
};

describe('filter availability on the sparse cube', () => {
  it('resolves filters in the author’s order, most recent last', () => {
    const filters: Filters = { [AIR.year]: single(MOST_RECENT_VALUE, 0), [AIR.station]: single('s', 1), [AIR.pollutant]: single('p', 2) };
    expect(resolutionOrder(filters)).toEqual([AIR.station, AIR.pollutant, AIR.year]);
  });

  it('keeps a value with data and offers the values with data under the filters above', async () => {
    const answer = await resolve({ [AIR.station]: single(AIR.stationValue('payerne')), [AIR.pollutant]: single(AIR.pollutantValue('so2')) });
    expect(answer[AIR.pollutant]).toMatchObject({ value: AIR.pollutantValue('so2'), above: [{ id: AIR.station, value: AIR.stationValue('payerne') }] });
    expect([...answer[AIR.pollutant].values].sort()).toEqual([AIR.pollutantValue('o3'), AIR.pollutantValue('so2')]);
    expect(answer[AIR.station].values).toHaveLength(6);
  });

  it('replaces a value without data by the first with data in display order', async () => {
    // Bern-Bollwerk has no O3: NO2 (first of the pollutants) has data.
    const answer = await resolve({ [AIR.station]: single(AIR.stationValue('bern-bollwerk')), [AIR.pollutant]: single(AIR.pollutantValue('o3')) });
    expect(answer[AIR.pollutant].value).toBe(AIR.pollutantValue('no2'));
    expect(hasData(answer[AIR.pollutant], AIR.pollutantValue('o3'))).toBe(false);
    expect(hasData(answer[AIR.pollutant], AIR.pollutantValue('pm10'))).toBe(true);
  });

  it('most recent is the latest year with data under the other filters (Lugano: 1998), wherever it stands in the order', async () => {
    const filters: Filters = {
      [AIR.year]: single(MOST_RECENT_VALUE, 0),
      [AIR.station]: single(AIR.stationValue('lugano'), 1),
      [AIR.pollutant]: single(AIR.pollutantValue('no2'), 2),
    };
    const answer = await resolve(filters);
    expect(answer[AIR.year]).toMatchObject({ value: '1998' });
    // The station is not narrowed by the year it precedes.
    expect(answer[AIR.station].values).toHaveLength(6);
  });

  it('a temporal filter without data moves to the latest year with data, not the oldest', async () => {
    const answer = await resolve({ [AIR.station]: single(AIR.stationValue('lugano')), [AIR.year]: single('2020') });
    expect(answer[AIR.year].value).toBe('1998');
    expect(resolvedValue(components.dimensions[0], '2020', false, ['1986', '1990', '1998'])).toBe('1998');
  });

  it('answers the values of field dimensions under all resolved filters', async () => {
    const answer = await resolve({ [AIR.pollutant]: single(AIR.pollutantValue('co')) }, [AIR.station]);
    expect(answer[AIR.station]).toMatchObject({ type: 'field', above: [{ id: AIR.pollutant, value: AIR.pollutantValue('co') }] });
    expect([...answer[AIR.station].values].sort()).toEqual([AIR.stationValue('jungfraujoch'), AIR.stationValue('zuerich-kaserne')]);
  });

  it('keeps the chosen value when nothing has data', () => {
    expect(resolvedValue(undefined, 'x', false, [])).toBe('x');
    expect(hasData(undefined, 'x')).toBe(true);
  });
});
