/**
 * The date picker of a temporal filter (spec 001 §5): it offers only the dimension's values,
 * written dd.MM.yyyy (day, week), MM.yyyy (month) or yyyy (year); other units get no picker.
 */
import type { Dimension, TimeUnit } from '../data';
import { isTemporalDimension } from '../data';
import { formatDate } from '../format';

/** The time units the date picker supports. */
export type PickerUnit = 'day' | 'week' | 'month' | 'year';

const UNITS: Partial<Record<TimeUnit, PickerUnit>> = { Day: 'day', Week: 'week', Month: 'month', Year: 'year' };

/** The format a typed date must have, per unit. */
export const PICKER_FORMATS: Record<PickerUnit, string> = { day: 'dd.MM.yyyy', week: 'dd.MM.yyyy', month: 'MM.yyyy', year: 'yyyy' };

const PATTERNS: Record<PickerUnit, RegExp> = { day: /^\d{2}\.\d{2}\.\d{4}$/, week: /^\d{2}\.\d{2}\.\d{4}$/, month: /^\d{2}\.\d{4}$/, year: /^\d{4}$/ };

/** The picker's unit of a dimension; undefined when the dimension gets no date picker. */
export const pickerUnit = (dimension: Dimension): PickerUnit | undefined => (isTemporalDimension(dimension) ? UNITS[dimension.timeUnit] : undefined);

/** A dimension value as the picker writes it. */
export const formatPickerDate = (value: string | number, unit: PickerUnit) =>
  formatDate(String(value), unit === 'year' ? 'Year' : unit === 'month' ? 'Month' : 'Day');

/** The dates a picker offers: the dimension's values, formatted, in time order. */
export const pickerDates = (dimension: Dimension, unit: PickerUnit) =>
  dimension.values
    .map((v) => ({ value: String(v.value), text: formatPickerDate(v.value, unit) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));

/** A typed date read: the dimension value it names, or why it names none. */
export type ParsedPickerDate = { value: string } | { error: 'format' | 'unavailable' };

/** Reads a typed date; a well-formed date that is not among the dimension's values is refused. */
export const parsePickerDate = (text: string, dimension: Dimension, unit: PickerUnit): ParsedPickerDate => {
  const typed = text.trim();
  if (!PATTERNS[unit].test(typed)) return { error: 'format' };
  const match = pickerDates(dimension, unit).find((d) => d.text === typed);
  return match ? { value: match.value } : { error: 'unavailable' };
};
