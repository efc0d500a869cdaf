/**
 * Data downloads of a published chart (spec 002 §6 "Downloads"): a table built from the
 * components and observations of one cube filter, with a header row of component labels (and
 * units) in the visitor's language, written as CSV (UTF-8 with a byte-order mark) or, in the
 * web app, as XLSX with one sheet named `data`.
 */
import { isMeasure, type Component, type Observation } from '../data';
import { labelWithUnit } from '../format';
import { slug } from '../text';

export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
/** The data the chart shows now, or the whole cube. */
export type DownloadScope = 'filtered' | 'full';

/** The sheet of the XLSX file. */
export const XLSX_SHEET_NAME = 'data';

export type DownloadTable = { header: string[]; rows: (string | number | null)[][] };

/** A component's column title: its label, and its unit in brackets. */
export const columnTitle = (component: Component) => labelWithUnit(component);

/** Dimensions first, then measures, each in the order given. */
export const downloadColumns = (components: Component[]) => [...components.filter((c) => !isMeasure(c)), ...components.filter(isMeasure)];

/** One row per observation, one column per component; a missing value is null. */
export const downloadTable = (components: Component[], observations: Observation[]): DownloadTable => {
  const columns = downloadColumns(components);
  return {
    header: columns.map(columnTitle),
    rows: observations.map((o) => columns.map((c) => o[c.id] ?? null)),
  };
};

const csvField = (value: string | number | null) => {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The table as CSV text (RFC 4180, CRLF line ends) after a byte-order mark, so spreadsheets read it as UTF-8. */
export const toCsv = (table: DownloadTable) => `\uFEFF${[table.header, ...table.rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** A file name from the chart's title: lower-case words joined by dashes, the scope and the format. */
export const downloadFileName = (title: string, scope: DownloadScope | 'chart', format: DownloadFormat | 'png' | 'svg') => {
  const base = slug(title, { maxLength: 60, empty: 'chart' });
  return `${base}${scope === 'chart' ? '' : `-${scope}`}.${format}`;
};

const pad = (n: string | undefined) => (n ?? '00').padStart(2, '0');

/**
 * A date of the footnotes as dd.MM.yyyy HH:mm (spec 002 §6), in the wall-clock time the source
 * wrote (a date without a time is 00:00); text that is no ISO date is shown as it is.
 */
export const formatFootnoteDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  return `${day}.${month}.${year} ${pad(hour)}:${pad(minute)}`;
};
