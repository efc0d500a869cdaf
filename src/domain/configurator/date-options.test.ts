import { describe, expect, it } from 'vitest';
import type { Dimension, TimeUnit } from '../data';
import { formatPickerDate, parsePickerDate, pickerDates, pickerUnit } from './date-options';

const temporal = (timeUnit: TimeUnit, values: string[]): Dimension => ({
  __typename: 'TemporalDimension',
  id: 'date',
  label: 'Date',
  cubeIri: 'cube',
  isKeyDimension: true,
  isNumerical: false,
  timeUnit,
  timeFormat: '%Y',
  values: values.map((value) => ({ value, label: value })),
});

describe('date picker', () => {
  it('supports day, week, month and year only', () => {
    expect(pickerUnit(temporal('Day', []))).toBe('day');
    expect(pickerUnit(temporal('Week', []))).toBe('week');
    expect(pickerUnit(temporal('Month', []))).toBe('month');
    expect(pickerUnit(temporal('Year', []))).toBe('year');
    expect(pickerUnit(temporal('Hour', []))).toBeUndefined();
    expect(pickerUnit({ ...temporal('Year', []), __typename: 'NominalDimension' } as Dimension)).toBeUndefined();
  });

  it('writes dates dd.MM.yyyy, MM.yyyy or yyyy', () => {
    expect(formatPickerDate('2021-03-07', 'day')).toBe('07.03.2021');
    expect(formatPickerDate('2021-03-01', 'week')).toBe('01.03.2021');
    expect(formatPickerDate('2021-03', 'month')).toBe('03.2021');
    expect(formatPickerDate(2021, 'year')).toBe('2021');
  });

  it('offers the dimension values in time order', () => {
    expect(pickerDates(temporal('Month', ['2021-03', '2020-12']), 'month')).toEqual([
      { value: '2020-12', text: '12.2020' },
      { value: '2021-03', text: '03.2021' },
    ]);
  });

  it('reads a typed date only when the dimension has it', () => {
    const days = temporal('Day', ['2021-03-07', '2021-03-08']);
    expect(parsePickerDate(' 08.03.2021 ', days, 'day')).toEqual({ value: '2021-03-08' });
    expect(parsePickerDate('09.03.2021', days, 'day')).toEqual({ error: 'unavailable' });
    expect(parsePickerDate('2021-03-08', days, 'day')).toEqual({ error: 'format' });
    expect(parsePickerDate('2020', temporal('Year', ['2019', '2020']), 'year')).toEqual({ value: '2020' });
  });
});
