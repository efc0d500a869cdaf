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

const encodeColumn = (rows: Observation[], key: string): ObservationColumn => {
  if (rows.every((row) => Object.hasOwn(row, key) && typeof row[key] !== 'string')) return rows.map((row) => row[key] as number | null);
  const codeOf = new Map<string | number | null, number>();
  const codes = rows.map((row) => {
    if (!Object.hasOwn(row, key)) return null;
    const value = row[key];
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
  return { length: rows.length, columns, values: columns.map((key) => encodeColumn(rows, key)) };
};

/** The rows {@link encodeObservations} was given, with the same keys and values. */
export const decodeObservations = ({ length, columns, values }: ObservationColumns): Observation[] => {
  const rows = Array.from({ length }, (): Observation => ({}));
  columns.forEach((key, c) => {
    const column = values[c];
    if (Array.isArray(column)) {
      column.forEach((value, i) => (rows[i][key] = value));
    } else {
      column.codes.forEach((code, i) => {
        if (code !== null) rows[i][key] = column.dictionary[code];
      });
    }
  });
  return rows;
};
