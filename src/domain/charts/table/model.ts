/**
 * The table model: what a table chart shows, from the observations and the table config.
 *
 *   fields ─► columns (groups first, hidden left out, styles and formats)
 *   observations ─► sort (groups, visitor, author) ─► search ─► group rows ─► rows
 *
 * Each stage is its own function; tableModel keeps the costly ones (columns, sorting) while only
 * the search changes. Rows hold their observation; cells are formatted and
 * painted when drawn, so 100,000 rows cost one object each.
 */
import type { ChartConfigOf } from '../../config/chart-config';
import type { TableSortingItem } from './fields';
import { isNumericalMeasure, type Component, type Locale, type Observation } from '../../data';
import { formatComponentValue, formatNumber, labelWithUnit } from '../../format';
import { fieldLists } from './columns';
import { searchWords } from './page-query';
import { authoredSorting, defaultSorting, effectiveSorting, sortedIndices, type ColumnSort } from './sorting';
import { measureText } from '../text';
import { columnPainter, type CellPaint } from './styles';

export type TableConfig = ChartConfigOf<'table'>;

/** A shown column (or group) of the table. */
export type TableColumn = {
  id: string;
  component: Component;
  /** The component's label with its unit. */
  header: string;
  numeric: boolean;
  /** Width in px, from the longest text the column shows (within bounds). */
  width: number;
  format: (value: Observation[string] | undefined) => string;
  paint: (value: Observation[string] | undefined) => CellPaint;
};

/** A group header: one value of a group column, over the rows that have it. */
/** `count` is left out where the rows are one page of many (the server pages the table, page.ts): the page cannot tell it. */
export type GroupRow = { type: 'group'; key: string; depth: number; column: TableColumn; text: string; count?: number };
export type DataRow = { type: 'data'; key: string; depth: number; observation: Observation };
export type TableRow = GroupRow | DataRow;

/** The table's text as table.css sets it: 0.9 rem, 0.7 rem of padding on each side (and a pixel of rounding). */
const FONT_SIZE = 14.4;
const CELL_PADDING = 2 * 11.2 + 1;
/** Bold text (headers, bold cells) runs about a tenth wider than the regular face the metrics measure. */
const BOLD = 1.1;
const MIN_WIDTH = 72;
const MAX_WIDTH = 320;
const BAR_MIN_WIDTH = 160;
/** A header's padding and its sort indicator. */
const HEADER_PADDING = 48;
const WIDTH_SAMPLE = 500;

/** Rows a column's width is estimated from: an even sample, so 100,000 rows cost 500 formats. */
const sample = (observations: Observation[]) => {
  const step = Math.max(1, Math.floor(observations.length / WIDTH_SAMPLE));
  return observations.filter((_, i) => i % step === 0);
};

const columnOf = (field: TableConfig['fields'][string], component: Component, observations: Observation[], locale: Locale): TableColumn => {
  const header = labelWithUnit(component);
  // Values repeat down a column (and every search formats them all): each is formatted once.
  const formatted = new Map<Observation[string] | undefined, string>();
  const format = (value: Observation[string] | undefined) => {
    let text = formatted.get(value);
    if (text === undefined) formatted.set(value, (text = formatComponentValue(component, value, locale)));
    return text;
  };
  const paint = columnPainter(field.columnStyle, component, observations);
  // Measured as the font draws them, so that a date or a name the column can hold is not cut.
  const widest = Math.max(
    0,
    ...sample(observations).map((o) => measureText(format(o[component.id]), FONT_SIZE) * (paint(o[component.id] ?? null).bold ? BOLD : 1)),
  );
  // Headers are bold and end in a sort indicator.
  const min = Math.max(field.columnStyle.type === 'bar' ? BAR_MIN_WIDTH : MIN_WIDTH, measureText(header, FONT_SIZE) * BOLD + HEADER_PADDING);
  return {
    id: component.id,
    component,
    header,
    numeric: isNumericalMeasure(component),
    width: Math.round(Math.min(MAX_WIDTH, Math.max(min, widest + CELL_PADDING))),
    format,
    paint: (value) => paint(value ?? null),
  };
};

/**
 * The table's groups and visible columns in index order. Hidden columns are left out; a hidden
 * group still groups (its values head the group rows). Fields whose component the cube lacks are
 * skipped.
 */
export const tableColumns = (fields: TableConfig['fields'], components: Map<string, Component>, observations: Observation[], locale: Locale) => {
  const { groups, columns } = fieldLists(fields);
  const shown = (list: typeof groups) =>
    list.flatMap((field) => {
      const component = components.get(field.componentId);
      return component ? [columnOf(field, component, observations, locale)] : [];
    });
  return { groups: shown(groups), columns: shown(columns.filter((f) => !f.isHidden)) };
};

/** The observations' order (sorting.ts), rows tied in the columns sorted by the key columns. */
export const tableOrder = (
  observations: Observation[],
  { groups, columns }: { groups: TableColumn[]; columns: TableColumn[] },
  authored: ColumnSort[],
  visitor: ColumnSort[],
  components: Map<string, Component>,
) => {
  const keyColumns = defaultSorting(
    columns.map((c) => c.id),
    components,
  );
  return sortedIndices(
    observations,
    effectiveSorting(
      groups.map((g) => g.id),
      authored,
      visitor,
      keyColumns,
      keyColumns,
    ),
    components,
  );
};

/**
 * The indices whose shown cells (groups included) say every word of the search, in any case;
 * all of them for an empty search. Each distinct value of a column is read once per search, so
 * 100,000 rows cost a lookup per cell.
 */
export const searchIndices = (observations: Observation[], indices: number[], shown: Pick<TableColumn, 'id' | 'format'>[], search: string): number[] => {
  const words = searchWords(search);
  if (!words.length) return indices;
  const all = 2 ** words.length - 1;
  const matchers = shown.map((column) => {
    const found = new Map<Observation[string] | undefined, number>();
    return (value: Observation[string] | undefined) => {
      let bits = found.get(value);
      if (bits === undefined) {
        const text = column.format(value).toLowerCase();
        bits = words.reduce((b, word, i) => (text.includes(word) ? b | (1 << i) : b), 0);
        found.set(value, bits);
      }
      return bits;
    };
  });
  return indices.filter((i) => {
    let bits = 0;
    for (let c = 0; c < shown.length; c++) bits |= matchers[c](observations[i][shown[c].id]);
    return bits === all;
  });
};

/**
 * Rows in order with a group row wherever a group's value changes (rows come sorted by the groups
 * first). A group row counts the rows under it, unless `counted` is false (one page of many).
 */
export const groupedRows = (observations: Observation[], indices: number[], groups: TableColumn[], counted = true): TableRow[] => {
  const rows: TableRow[] = [];
  let open: GroupRow[] = [];
  let previous: Observation | undefined;
  for (const i of indices) {
    const observation = observations[i];
    const changed = groups.findIndex((g) => !previous || previous[g.id] !== observation[g.id]);
    if (changed >= 0) {
      open = open.slice(0, changed);
      for (let depth = changed; depth < groups.length; depth++) {
        const column = groups[depth];
        const path = groups.slice(0, depth + 1).map((g) => String(observation[g.id]));
        const row: GroupRow = {
          type: 'group',
          key: `g:${path.join('\u0000')}`,
          depth,
          column,
          text: `${column.header}: ${column.format(observation[column.id])}`,
          count: counted ? 0 : undefined,
        };
        rows.push(row);
        open.push(row);
      }
    }
    if (counted) for (const group of open) group.count = (group.count ?? 0) + 1;
    rows.push({ type: 'data', key: `r:${i}`, depth: groups.length, observation });
    previous = observation;
  }
  return rows;
};

export type TableModelInput = {
  config: Pick<TableConfig, 'fields' | 'sorting'>;
  components: Map<string, Component>;
  observations: Observation[];
  locale: Locale;
  /** Headers the visitor clicked, first first. */
  visitorSorting?: ColumnSort[];
  search?: string;
};

/** The column the rows are sorted by first, as the header says it: the visitor's, else the author's first shown one. */
export const sortedByOf = (sorting: TableSortingItem[], visitorSorting: ColumnSort[], columns: TableColumn[]): ColumnSort | undefined =>
  visitorSorting[0] ?? authoredSorting(sorting).find((s) => columns.some((c) => c.id === s.componentId));

/** Where the rows of a table paged on the server (page.ts) start among all rows, and how many a page holds. */
export type TablePage = { offset: number; size: number };

export type TableModel = {
  groups: TableColumn[];
  columns: TableColumn[];
  rows: TableRow[];
  /** The column the rows are sorted by first, as the header says it (the visitor's, else the author's first shown one). */
  sortedBy?: ColumnSort;
  /** Whether a search narrows the rows; the rows it found, and all rows. */
  searching: boolean;
  rowCount: number;
  total: number;
  /** Set when the rows are one page of many, which the server sorted and searched (page.ts). */
  page?: TablePage;
};

const NONE: ColumnSort[] = [];
const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/**
 * The costly stages (columns, then the order) of the last model of each observation table, with
 * the inputs they came from: a view asks a new model at each key of a search, which then costs
 * the search only. The answer is what the stages would compute again.
 */
const kept = new WeakMap<Observation[], { columnsKey: unknown[]; columns: ReturnType<typeof tableColumns>; orderKey: unknown[]; order: number[] }>();

/** The whole model in one call; stages whose inputs did not change are reused (see kept). */
export const tableModel = ({ config, components, observations, locale, visitorSorting = NONE, search = '' }: TableModelInput): TableModel => {
  const last = kept.get(observations);
  const columnsKey = [config.fields, components, locale];
  const shown = last && same(last.columnsKey, columnsKey) ? last.columns : tableColumns(config.fields, components, observations, locale);
  const { groups, columns } = shown;
  const orderKey = [shown, config.sorting, visitorSorting, components];
  const order =
    last && same(last.orderKey, orderKey) ? last.order : tableOrder(observations, shown, authoredSorting(config.sorting), visitorSorting, components);
  kept.set(observations, { columnsKey, columns: shown, orderKey, order });
  const found = searchIndices(observations, order, [...groups, ...columns], search);
  return {
    groups,
    columns,
    rows: groupedRows(observations, found, groups),
    sortedBy: sortedByOf(config.sorting, visitorSorting, columns),
    searching: search.trim() !== '',
    rowCount: found.length,
    total: observations.length,
  };
};

/** The table's row count as its footer says it (searching: the rows found of all), numbers grouped in the locale's style. */
export const rowCountMessage = ({ searching, rowCount, total }: Pick<TableModel, 'searching' | 'rowCount' | 'total'>, locale: Locale) =>
  searching
    ? { key: 'table.rows.found' as const, values: { count: formatNumber(rowCount, locale, 0), total: formatNumber(total, locale, 0) } }
    : { key: 'table.rows' as const, values: { count: formatNumber(total, locale, 0) } };

/** Height of a table row, px. */
export const ROW_HEIGHT = 36;
/** The table's height cap where one applies (spec 000 §9, 002 §9: 600 in dashboards). */
export const TABLE_MAX_HEIGHT = 600;

/**
 * The height of the table's scroll area: all its rows when the author shows all rows and no cap
 * applies (the page scrolls), else at most the cap (600 unless a dashboard gives its own).
 */
export const tableHeight = ({ rows, showAllRows, maxHeight }: { rows: number; showAllRows: boolean; maxHeight?: number }) => {
  const all = (rows + 1) * ROW_HEIGHT;
  return showAllRows && maxHeight === undefined ? all : Math.min(all, maxHeight ?? TABLE_MAX_HEIGHT);
};
