/** A value of a component as tables show it: numbers and dates formatted for the locale. */
import { isTemporalDimension, type Component, type Locale, type Observation } from '../../domain/data';
import { formatDate, formatNumber } from '../../domain/format';

export const formatCell = (component: Component, value: Observation[string], locale: Locale) => {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'number') return formatNumber(value, locale);
  if (isTemporalDimension(component)) return formatDate(value, component.timeUnit);
  return value;
};
