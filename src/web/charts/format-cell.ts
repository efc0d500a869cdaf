/** A value of a component as tables show it: numbers and dates formatted for the locale. */
export { formatComponentValue as formatCell } from '../../domain/format';
