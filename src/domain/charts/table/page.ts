/**
 * Tables paged on the server (issue 32): a table with more rows under its filters than a browser
 * should hold asks the server for one page of rows at a time. Sorting, search and paging run in
 * the query (server/data/table-page.ts); the browser holds and draws one page.
 *
 *   config, visitor's sorting and search, offset ─► tablePageQuery ─► dataCubeTablePage
 *     ─► { rows of the page, rows found, all rows } ─► pagedTableModel ─► TableModel with its page
 *
 * At or below TABLE_BROWSER_MAX_ROWS rows the browser keeps every row (model.ts): group rows count
 * their rows and heatmap and bar styles span all rows, which one page cannot tell (a page's group
 * rows carry no count, its styles span the page).
 */
import type { Filters } from '../../config';
import type { Component, Locale, Observation } from '../../data';
import { fieldLists, tableComponentIds } from './columns';
import { authoredSorting, groupedRows, searchWords, sortedByOf, tableColumns, type TableConfig, type TableModel } from './model';
import { effectiveSorting, type ColumnSort } from './sorting';

/** Rows of one page. */
export const TABLE_PAGE_SIZE = 100;
/** The most rows one page may ask for (the data API refuses more). */
export const TABLE_PAGE_MAX = 500;
/** Tables with more rows than this under their filters page on the server; others hold all rows in the browser. */
export const TABLE_BROWSER_MAX_ROWS = 10_000;

/** Whether a table of `total` rows pages on the server. */
export const pagesOnServer = (total: number) => total > TABLE_BROWSER_MAX_ROWS;

/** The variables of the data API's dataCubeTablePage: one page of a table's rows, and how many there are. */
export type TablePageQuery = {
  cubeFilter: { iri: string; filters: Filters };
  /** The components whose values the rows hold: groups, shown columns, sorted columns. */
  componentIds: string[];
  /** The components the search looks in: the groups and the shown columns. */
  searchIds: string[];
  /** The rows' order: groups first, then the visitor's headers, then the author's items (sorting.ts). */
  sorting: ColumnSort[];
  /** The search's words, separated by spaces (searchWords); empty for none. */
  search: string;
  offset: number;
  limit: number;
};

/**
 * The page query of a table on one cube under its query's filters, or undefined for tables the
 * server does not page (on joined cubes). Columns whose component the cube lacks are left out,
 * as the table leaves them out.
 */
export const tablePageQuery = (
  config: Pick<TableConfig, 'fields' | 'sorting'>,
  query: { iri: string; joinBy?: string[]; filters: Filters }[],
  components: Map<string, Component>,
  { sorting, search, offset }: { sorting: ColumnSort[]; search: string; offset: number },
): TablePageQuery | undefined => {
  if (query.length !== 1 || query[0].joinBy?.length) return undefined;
  const known = (id: string) => components.has(id);
  const { groups, columns } = fieldLists(config.fields);
  const order = effectiveSorting(
    groups.map((g) => g.componentId),
    authoredSorting(config.sorting),
    sorting,
  );
  return {
    cubeFilter: { iri: query[0].iri, filters: query[0].filters },
    componentIds: tableComponentIds(config.fields, config.sorting).filter(known),
    searchIds: [...groups, ...columns.filter((f) => !f.isHidden)].map((f) => f.componentId).filter(known),
    sorting: order.filter((s) => known(s.componentId)),
    search: searchWords(search).join(' '),
    offset: Math.max(0, Math.floor(offset)),
    limit: TABLE_PAGE_SIZE,
  };
};

/** A page as the server answers it: its rows, the rows the search found and all rows under the filters. */
export type TablePageAnswer = { observations: Observation[]; count: number; total: number; offset: number };

/** The table model of one page: columns, rows with group rows where a group's value changes (uncounted), the page's place. */
export const pagedTableModel = ({
  config,
  components,
  page,
  locale,
  visitorSorting = [],
  search = '',
}: {
  config: Pick<TableConfig, 'fields' | 'sorting'>;
  components: Map<string, Component>;
  page: TablePageAnswer;
  locale: Locale;
  visitorSorting?: ColumnSort[];
  search?: string;
}): TableModel => {
  const { observations } = page;
  const { groups, columns } = tableColumns(config.fields, components, observations, locale);
  return {
    groups,
    columns,
    rows: groupedRows(
      observations,
      observations.map((_, i) => i),
      groups,
      false,
    ),
    sortedBy: sortedByOf(config.sorting, visitorSorting, columns),
    searching: search.trim() !== '',
    rowCount: page.count,
    total: page.total,
    page: { offset: page.offset, size: TABLE_PAGE_SIZE },
  };
};

/** The rows a page shows as the footer says them: from (1-based) to, of count; 0–0 when none. */
export const pageRange = (page: { offset: number }, shown: number, count: number) =>
  shown ? { from: page.offset + 1, to: page.offset + shown, count } : { from: 0, to: 0, count };

/** The offsets of the first, previous, next and last pages from `offset`; undefined where there is none. */
export const pageOffsets = (offset: number, count: number, size = TABLE_PAGE_SIZE) => {
  const last = Math.max(0, Math.floor((count - 1) / size) * size);
  return {
    first: offset > 0 ? 0 : undefined,
    previous: offset > 0 ? Math.max(0, offset - size) : undefined,
    next: offset + size < count ? offset + size : undefined,
    last: offset < last ? last : undefined,
  };
};
