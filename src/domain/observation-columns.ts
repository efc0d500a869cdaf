/**
 * Observations as columns: the compact form of dataCubesObservations (request `format: 'columns'`).
 * Each key travels once instead of once per row, and a label repeated over thousands of rows
 * travels once per column, so a whole cube is a fraction of the row form's size.
 */
import type { Observation } from './data';

/**
 * One column of {@link ObservationColumns}: the values themselves when every row has the key
 * and none is a string (measures), else the column's distinct values with one code per row,
 * the index of the row's value, or null when the row lacks the key.
 */
export type ObservationColumn = (number | null)[] | { dictionary: (string | number | null)[]; codes: (number | null)[] };

/** Observations as columns: `values[i]` holds the values of key `columns[i]` for `length` rows. */
export type ObservationColumns = { length: number; columns: string[]; values: ObservationColumn[] };

/** A column from one cell per row: the row's value, or undefined when the row lacks the key. */
export const encodeColumn = (cells: (string | number | null | undefined)[]): ObservationColumn => {
  if (cells.every((value) => value !== undefined && typeof value !== 'string')) return cells as (number | null)[];
  const codeOf = new Map<string | number | null, number>();
  const codes = cells.map((value) => {
    if (value === undefined) return null;
    let code = codeOf.get(value);
    if (code === undefined) codeOf.set(value, (code = codeOf.size));
    return code;
  });
  return { dictionary: [...codeOf.keys()], codes };
};

export const encodeObservations = (rows: Observation[]): ObservationColumns => {
  const keys = new Set<string>();
  for (const row of rows) for (const key in row) keys.add(key);
  const columns = [...keys];
  return {
    length: rows.length,
    columns,
    values: columns.map((key) => encodeColumn(rows.map((row) => (Object.hasOwn(row, key) ? row[key] : undefined)))),
  };
};

const cell = (column: ObservationColumn, i: number) => {
  if (Array.isArray(column)) return column[i];
  const code = column.codes[i];
  return code === null ? undefined : column.dictionary[code];
};

/**
 * The rows {@link encodeObservations} was given, with the same keys and values, a range at a time:
 * `(from, to)` gives rows from … to-1. The server writes a big answer's rows a slice at a time,
 * never holding them all.
 */
export const rowDecoder = ({ columns, values }: ObservationColumns) => {
  // Each row is a copy of a template with its keys, then filled in: a row grown key by key turns
  // into a slow dictionary-mode object in V8 past ~16 keys (10× slower to build and to read).
  // JSON.parse gives the template fast properties. Rows lacking keys get a template of their own.
  const sparse = values.flatMap((column, c) => (!Array.isArray(column) && column.codes.includes(null) ? [c] : []));
  const templates = new Map<string, Observation>();
  const templateOf = (i: number) => {
    const absent = sparse.filter((c) => cell(values[c], i) === undefined);
    const shape = absent.join();
    let template = templates.get(shape);
    if (!template) {
      const keys = columns.filter((_, c) => !absent.includes(c));
      template = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null])))) as Observation;
      templates.set(shape, template);
    }
    return template;
  };
  return (from: number, to: number): Observation[] => {
    const rows: Observation[] = new Array(Math.max(0, to - from));
    for (let i = from; i < to; i++) {
      const row = { ...templateOf(i) };
      for (let c = 0; c < columns.length; c++) {
        const value = cell(values[c], i);
        if (value !== undefined) row[columns[c]] = value;
      }
      rows[i - from] = row;
    }
    return rows;
  };
};

/** The rows {@link encodeObservations} was given, with the same keys and values. */
export const decodeObservations = (columns: ObservationColumns): Observation[] => rowDecoder(columns)(0, columns.length);
