import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent, measureDecimals } from './format';

describe('formatNumber', () => {
  it('groups thousands and keeps at most 2 decimals, per locale', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 'de')).toBe('1’234’567.89');
    expect(formatNumber(4043.25, 'fr')).toBe('4\u202f043,25');
    expect(formatNumber(0.5, 'it')).toBe('0.5');
  });
  it('switches to exponent notation outside 0.0001 … 999,999,999', () => {
    expect(formatNumber(1_234_567_890, 'en')).toBe('1.23e+9');
    expect(formatNumber(0.00001234, 'en')).toBe('1.23e-5');
    expect(formatNumber(999_999_999, 'en')).toBe('999,999,999');
    expect(formatNumber(0, 'en')).toBe('0');
    // A count (no decimals) still keeps two in exponent notation.
    expect(formatNumber(1_303_182_268, 'en', 0)).toBe('1.3e+9');
  });
  it('shows a dash for missing values', () => {
    expect(formatNumber(null, 'de')).toBe('–');
  });
  it('rounds percentages to whole numbers', () => {
    expect(formatPercent(33.5, 'en')).toBe('34 %');
  });
});

describe('measureDecimals', () => {
  it('shows counts whole: an integer datatype, or only whole values; else two decimals', () => {
    expect(measureDecimals({ dataType: 'http://www.w3.org/2001/XMLSchema#integer' }, [2.5])).toBe(0);
    expect(measureDecimals({ dataType: 'http://www.w3.org/2001/XMLSchema#decimal' }, [2, 494])).toBe(0);
    expect(measureDecimals({ dataType: 'http://www.w3.org/2001/XMLSchema#decimal' }, [2, 2.5])).toBe(2);
    expect(measureDecimals(undefined, [])).toBe(2);
  });
});

describe('formatDate', () => {
  it('formats by time unit', () => {
    expect(formatDate('2014', 'Year')).toBe('2014');
    expect(formatDate('2014-03', 'Month')).toBe('03.2014');
    expect(formatDate('2014-03-07', 'Day')).toBe('07.03.2014');
    expect(formatDate('2014-03-07', 'Week')).toBe('07.03.2014');
    expect(formatDate('2014-03-07T09:05:00', 'Minute')).toBe('07.03.2014 09:05');
    expect(formatDate('not a date', 'Day')).toBe('not a date');
  });
  it('formats a moment as day.month.year hour:minute', () => {
    expect(formatDateTime(new Date(2026, 10, 2, 8, 5))).toBe('02.11.2026 08:05');
  });
});
