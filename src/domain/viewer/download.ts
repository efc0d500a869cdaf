/**
 * Data downloads of a published chart (spec 002 §6 "Downloads"): a table built from the
 * components and observations of one cube filter, with a header row of component labels (and
 * units) in the visitor's language, written as CSV (UTF-8 with a byte-order mark) or, in the
 * web app, as XLSX with one sheet named `data`. The chart's data can be read alone: the
 * dimensions it is filtered on that its rows leave out are columns holding their current value,
 * and the visitor's choices name the file. The chart's data is built in the browser; the whole
 * cube is written by the server as it reads the observations (GET /api/data/download, issue 32).
 */
import type { ConversionUnits } from '../config';
import { findValue, isMeasure, type Component, type DataCubeComponents, type FilterValue, type Filters, type Locale, type Observation } from '../data';
import { convertComponents, convertObservations } from '../observations/convert-units';
import { labelWithUnit } from '../format';
import { slug } from '../text';

export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
/** The data the chart shows now, or the whole cube. */
export type DownloadScope = 'filtered' | 'full';

/** The sheet of the XLSX file. */
export const XLSX_SHEET_NAME = 'data';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows of an Excel sheet, the header included. */
export const XLSX_MAX_ROWS = 1_048_576;

/** The server's address of the whole cube's file (GET /api/data/download). */
export const WHOLE_CUBE_DOWNLOAD_PATH = '/api/data/download';

export type WholeCubeDownload = {
  sourceType: string;
  sourceUrl: string;
  locale: Locale;
  cubeIri: string;
  format: DownloadFormat;
  /** The chart's title: it names the file. */
  title: string;
  /** The chart's unit conversions, applied to the whole cube as to the chart. */
  conversions: ConversionUnits;
};

/** The address that downloads the whole cube's file; conversions travel as JSON, only when there are some. */
export const wholeCubeDownloadUrl = ({ conversions, ...rest }: WholeCubeDownload) =>
  `${WHOLE_CUBE_DOWNLOAD_PATH}?${new URLSearchParams({ ...rest, ...(Object.keys(conversions).length && { conversions: JSON.stringify(conversions) }) })}`;

export type DownloadTable = { header: string[]; rows: (string | number | null)[][] };

/** A dimension the chart is filtered on that its rows leave out, with its current value: the same in every row. */
export type FilteredColumn = { component: Component; value: string };

/**
 * The chart's data as shown now (charts/pipeline.ts shownData): its columns, its rows with the
 * visitor's filters applied, the filtered dimensions the columns leave out, and the visitor's
 * choices (data filters, time range, animation frame) as they read, for the file name.
 */
export type ShownData = { components: Component[]; observations: Observation[]; filtered: FilteredColumn[]; choices: string[] };

/** A component's column title: its label, and its unit in brackets. */
export const columnTitle = (component: Component) => labelWithUnit(component);

/** A filter's current value as it reads: a value's label (the value itself when the cube has none), the labels of a set, a range's ends. */
export const filterValueLabel = (component: Component, filter: FilterValue) => {
  const label = (value: string | number) => findValue(component.values, value)?.label ?? String(value);
  switch (filter.type) {
    case 'single':
      return label(filter.value);
    case 'multi':
      return Object.keys(filter.values).map(label).join(', ');
    case 'range':
      return `${label(filter.from)}–${label(filter.to)}`;
  }
};

/**
 * The dimensions the chart is filtered on that its columns leave out, in the cube's order, each
 * with its current value. `filters`: the query's (the author's with the visitor's data filters in
 * place and 'most recent' resolved, pipeline.ts queryFilters).
 */
export const filteredColumns = (filters: Filters, components: Map<string, Component>, columns: Component[]): FilteredColumn[] => {
  const shown = new Set(columns.map((c) => c.id));
  return [...components.values()].flatMap((component) => {
    const filter = filters[component.id];
    return filter && !shown.has(component.id) ? [{ component, value: filterValueLabel(component, filter) }] : [];
  });
};

/** The columns of a download: the header, and the cells of one observation's row. */
export type DownloadLayout = { header: string[]; row: (observation: Observation) => DownloadTable['rows'][number] };

/**
 * One column per component, a missing value null; the filtered columns after the dimensions,
 * before the measures.
 */
export const downloadLayout = (components: Component[], filtered: FilteredColumn[] = []): DownloadLayout => {
  const dimensions = components.filter((c) => !isMeasure(c));
  const measures = components.filter(isMeasure);
  return {
    header: [...dimensions.map(columnTitle), ...filtered.map((f) => columnTitle(f.component)), ...measures.map(columnTitle)],
    row: (o) => [...dimensions.map((c) => o[c.id] ?? null), ...filtered.map((f) => f.value), ...measures.map((c) => o[c.id] ?? null)],
  };
};

/** One row per observation (downloadLayout). */
export const downloadTable = ({
  components,
  observations,
  filtered = [],
}: Pick<ShownData, 'components' | 'observations'> & { filtered?: FilteredColumn[] }): DownloadTable => {
  const { header, row } = downloadLayout(components, filtered);
  return { header, rows: observations.map(row) };
};

/**
 * The whole cube's file (the server writes it, page by page): every component, under the chart's
 * unit conversions in the visitor's language, and each page of observations converted with them.
 */
export const wholeCubeLayout = (components: DataCubeComponents, conversions: ConversionUnits, locale: Locale) => {
  const converted = convertComponents(components, conversions, locale);
  const all = [...converted.dimensions, ...converted.measures];
  const { header, row } = downloadLayout(all);
  return { header, rows: (observations: Observation[]) => convertObservations(observations, all, conversions).map(row) };
};

/** A decimal number as text: -3.5, +2, 1e-7, .5. */
const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
/** What makes a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text as a spreadsheet must read it: text that starts like a formula gets a leading `'`,
 * so it stays text; a number (-3.5, also as text) stays a number.
 */
export const neutraliseFormula = (text: string) => (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);

const csvField = (value: string | number | null) => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The byte-order mark a CSV file starts with, so spreadsheets read it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One row of CSV (RFC 4180) with its CRLF line end; no text cell (labels, values, titles from cube data) is read as a formula. */
export const csvLine = (row: DownloadTable['rows'][number]) => `${row.map(csvField).join(',')}\r\n`;

/** The table as CSV text after a byte-order mark (csvLine). */
export const toCsv = (table: DownloadTable) => `${CSV_BOM}${[table.header, ...table.rows].map(csvLine).join('')}`;

/**
 * A file name from the chart's title and the visitor's choices (ShownData's, for the chart's
 * data): lower-case words joined by dashes, the scope and the format.
 */
export const downloadFileName = (title: string, scope: DownloadScope | 'chart', format: DownloadFormat | 'png' | 'svg' | 'pdf', choices: string[] = []) => {
  const base = [slug(title, { maxLength: 60, empty: 'chart' }), ...choices.map((choice) => slug(choice, { maxLength: 30 }))].filter(Boolean).join('-');
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
