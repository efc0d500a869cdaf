/** Reading the source table: CSV, TSV or JSON rows, a field accessor for nested JSON, row filters. */
import { readFileSync } from 'node:fs';
import { csvParse, tsvParse } from 'd3-dsv';
import type { Filter } from './description';

export type Row = Record<string, unknown>;
export type Format = 'csv' | 'tsv' | 'json';

/** The value at a dotted path (`geometry.coordinates.2`); a plain key with dots wins over walking. */
export const field = (row: Row, path: string): unknown => {
  if (path in row) return row[path];
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
};

export const formatOf = (file: string, format?: Format): Format => {
  if (format) return format;
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'csv' || extension === 'tsv' || extension === 'json') return extension;
  if (extension === 'geojson') return 'json';
  throw new Error(`Cannot tell the format of ${file}: give source.format (csv, tsv or json)`);
};

/** Rows of a table given as text. JSON rows sit at the top or at `rowsAt` (e.g. `features`). */
export const parseTable = (text: string, format: Format, rowsAt?: string): Row[] => {
  if (format === 'csv') return csvParse(text);
  if (format === 'tsv') return tsvParse(text);
  const document = JSON.parse(text) as unknown;
  const rows = rowsAt ? field(document as Row, rowsAt) : document;
  if (!Array.isArray(rows)) throw new Error(`Expected an array of rows${rowsAt ? ` at "${rowsAt}"` : ''}`);
  return rows as Row[];
};

export const readTable = (file: string, format?: Format, rowsAt?: string): Row[] => parseTable(readFileSync(file, 'utf8'), formatOf(file, format), rowsAt);

const keeps = (row: Row, filter: Filter) => {
  const value = field(row, filter.path);
  if (filter.in && !filter.in.some((allowed) => String(allowed) === String(value))) return false;
  if (filter.min === undefined && filter.max === undefined) return true;
  // Numeric bounds also apply to dates: the year of "1995-07-01" is compared.
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (Number.isNaN(number)) return false;
  return (filter.min === undefined || number >= filter.min) && (filter.max === undefined || number <= filter.max);
};

export const filterRows = (rows: Row[], filters: Filter[] = []) => rows.filter((row) => filters.every((f) => keeps(row, f)));
