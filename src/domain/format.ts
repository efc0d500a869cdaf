/**
 * Number and date formats of the charts (spec 001 §9): 2 decimals, grouped, in the locale's
 * style; exponent notation above 999,999,999 or below 0.0001; dates dd.MM.yyyy / MM.yyyy / yyyy.
 */
import { formatLocale, type FormatLocaleDefinition, type FormatLocaleObject } from 'd3-format';
import { isTemporalDimension, type Component, type Locale, type Observation, type TimeUnit } from './data';

/** Separators per locale: Swiss conventions for the national languages, British for English. */
const LOCALE_DEFINITIONS: Record<Locale, FormatLocaleDefinition> = {
  de: { decimal: '.', thousands: '’', grouping: [3], currency: ['CHF ', ''] },
  fr: { decimal: ',', thousands: '\u202f', grouping: [3], currency: ['', ' CHF'] },
  it: { decimal: '.', thousands: '’', grouping: [3], currency: ['CHF ', ''] },
  en: { decimal: '.', thousands: ',', grouping: [3], currency: ['CHF ', ''] },
};
// d3-format rather than Intl: the same output in Node and in every browser, whatever its ICU data.
const LOCALES = Object.fromEntries(Object.entries(LOCALE_DEFINITIONS).map(([locale, definition]) => [locale, formatLocale(definition)])) as Record<
  Locale,
  FormatLocaleObject
>;

export const formatNumber = (value: number | null | undefined, locale: Locale, decimals = 2): string => {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  const size = Math.abs(value);
  const exponent = size > 999_999_999 || (size > 0 && size < 0.0001);
  // A whole number in exponent notation keeps its two decimals: 1.3e+9, not 1e+9.
  return formatter(locale, exponent ? `.${Math.max(2, decimals)}~e` : `,.${decimals}~f`)(value);
};

/** XML Schema datatypes of whole numbers: a measure of one counts. */
const INTEGER_TYPES = new Set(
  [
    'integer',
    'int',
    'long',
    'short',
    'byte',
    'nonNegativeInteger',
    'positiveInteger',
    'nonPositiveInteger',
    'negativeInteger',
    'unsignedLong',
    'unsignedInt',
    'unsignedShort',
    'unsignedByte',
  ].map((name) => `http://www.w3.org/2001/XMLSchema#${name}`),
);

/**
 * The decimals a measure's numbers show: none for counts (an integer datatype, or only whole
 * values among those shown), else the default two (spec 001 §9).
 */
export const measureDecimals = (measure: Pick<Component, 'dataType'> | undefined, values: number[]) =>
  (measure?.dataType && INTEGER_TYPES.has(measure.dataType)) || (values.length > 0 && values.every(Number.isInteger)) ? 0 : 2;

// Charts format thousands of values: parse each specifier once per locale.
const FORMATTERS = new Map<string, (value: number) => string>();
const formatter = (locale: Locale, specifier: string) => {
  const key = `${locale} ${specifier}`;
  let format = FORMATTERS.get(key);
  if (!format) FORMATTERS.set(key, (format = LOCALES[locale].format(specifier)));
  return format;
};

/** Whole-number percent, as the percent calculation shows it. */
export const formatPercent = (value: number, locale: Locale) => `${formatNumber(Math.round(value), locale, 0)} %`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Formats an ISO date, year-month or year by the dimension's time unit. */
export const formatDate = (value: string, timeUnit: TimeUnit | undefined): string => {
  const match = /^(-?\d{4})(?:-(\d{2}))?(?:-(\d{2}))?(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return value;
  const [, year, month = '01', day = '01', hour, minute, second] = match;
  switch (timeUnit) {
    case 'Year':
      return year;
    case 'Month':
      return `${month}.${year}`;
    case 'Hour':
    case 'Minute':
      return `${day}.${month}.${year} ${hour ?? '00'}:${minute ?? '00'}`;
    case 'Second':
      return `${day}.${month}.${year} ${hour ?? '00'}:${minute ?? '00'}:${second ?? '00'}`;
    default:
      return `${day}.${month}.${year}`;
  }
};

/** Day.month.year hour:minute of a moment (download footnotes). */
export const formatDateTime = (date: Date) =>
  `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A component's value as tables show it: numbers and dates formatted for the locale, missing as a dash. */
export const formatComponentValue = (component: Component, value: Observation[string] | undefined, locale: Locale): string => {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return formatNumber(value, locale);
  if (isTemporalDimension(component)) return formatDate(value, component.timeUnit);
  return value;
};

/** A column header: the component's label, its unit in brackets. */
export const labelWithUnit = (component: Pick<Component, 'label' | 'unit'>) => (component.unit ? `${component.label} (${component.unit})` : component.label);
