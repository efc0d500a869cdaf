/**
 * The values a literal dimension can take between the bounds its shape states (sh:minInclusive,
 * sh:maxInclusive): the years of an xsd:gYear dimension, the months of an xsd:gYearMonth, the
 * integers of an integer one. LINDAS cubes state such bounds for their years instead of listing
 * them (sh:in), and then the years a cube holds are found by asking for each of these whether an
 * observation has it, a cost that does not grow with the cube, instead of reading every
 * observation (components.ts).
 */
import { isNumericDatatype, ns } from './rdf';

/** At most this many values are asked for one by one: 50 years of months. */
export const MAX_STATED_VALUES = 600;

const YEAR = /^\d{4}$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const INTEGER = /^-?\d+$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The lexical forms from `min` to `max` in the datatype's canonical form, or undefined when the
 * datatype has no such steps, a bound is not in canonical form, or there are more than
 * MAX_STATED_VALUES of them (the caller then reads the observations).
 */
export const valuesBetween = (datatype: string | undefined, min: string, max: string): string[] | undefined => {
  const range = (from: number, to: number, write: (n: number) => string) =>
    to >= from && to - from < MAX_STATED_VALUES ? Array.from({ length: to - from + 1 }, (_, i) => write(from + i)) : undefined;
  if (datatype === `${ns.xsd}gYear` && YEAR.test(min) && YEAR.test(max)) return range(Number(min), Number(max), (n) => pad(n, 4));
  if (datatype === `${ns.xsd}gYearMonth`) {
    const [from, to] = [YEAR_MONTH.exec(min), YEAR_MONTH.exec(max)];
    if (!from || !to) return undefined;
    const month = (m: RegExpExecArray) => Number(m[1]) * 12 + Number(m[2]) - 1;
    return range(month(from), month(to), (n) => `${pad(Math.floor(n / 12), 4)}-${pad((n % 12) + 1, 2)}`);
  }
  const integer = isNumericDatatype(datatype) && !/decimal|double|float/.test(datatype!);
  // Canonical integers only (no sign, no leading zero): the probe must spell a value as stored.
  if (integer && INTEGER.test(min) && INTEGER.test(max) && String(Number(min)) === min && String(Number(max)) === max) {
    return range(Number(min), Number(max), String);
  }
  return undefined;
};
