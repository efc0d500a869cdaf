/**
 * Tables paged on the server (issue 32): a table with more rows under its filters than a browser
 * should hold asks the server for one page of rows at a time. Sorting, search and paging run in
 * the query (server/data/table-page.ts); the browser holds and draws one page.
 *
 *   config, visitor's sorting and search, offset ─► tablePageQuery ─► dataCubeTablePage
 *     ─► { rows of the page, rows found, all rows } ─► pagedTableModel (page.ts) ─► TableModel with its page
 *
 * At or below TABLE_BROWSER_MAX_ROWS rows the browser keeps every row (model.ts): group rows count
 * their rows and heatmap and bar styles span all rows, which one page cannot tell (a page's group
 * rows carry no count, its styles span the page); a table of no more rows than a page has them all
 * in its first page, and asks for them no second time. This module is light (no table model): a
 * chart asks its first page before the table's code has loaded.
 */
import type { Filters } from '../../config';
import type { Component } from '../../data';
import { fieldLists, tableComponentIds } from './columns';
import type { TableFields, TableSortingItem } from './fields';
import type { TablePageAnswer } from './page';
import { authoredSorting, defaultSorting, effectiveSorting, type ColumnSort } from './sorting';

/** The words a search looks for, in lower case, each once (at most 30): a row matches when its shown cells say them all. */
export const searchWords = (search: string) => [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 30);

/** Rows of one page. */
export const TABLE_PAGE_SIZE = 100;
/** The most rows one page may ask for (the data API refuses more). */
export const TABLE_PAGE_MAX = 500;
/** Tables with more rows than this under their filters page on the server; others hold all rows in the browser. */
export const TABLE_BROWSER_MAX_ROWS = 10_000;

/** The page a table opens on: the author's order, no search, the first rows. Its count of all rows tells whether the table pages on the server. */
export const FIRST_TABLE_PAGE = { sorting: [], search: '', offset: 0 } as const satisfies { sorting: ColumnSort[]; search: string; offset: number };

/** Whether a table of `total` rows pages on the server. */
export const pagesOnServer = (total: number) => total > TABLE_BROWSER_MAX_ROWS;

/** All the rows of a table under its filters when its first page holds them (undefined when rows are left): the browser's rows. */
export const allRowsInFirstPage = (page: Pick<TablePageAnswer, 'observations' | 'offset' | 'total'>) =>
  page.offset === 0 && page.observations.length === page.total ? page.observations : undefined;

/** Whether a table of this query may page on the server: a table of one cube (joined cubes' rows are joined in the browser). */
export const mayPageOnServer = (query: { joinBy?: string[] }[]) => query.length === 1 && !query[0].joinBy?.length;

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
  config: { fields: TableFields; sorting: TableSortingItem[] },
  query: { iri: string; joinBy?: string[]; filters: Filters }[],
  components: Map<string, Component>,
  { sorting, search, offset }: { sorting: ColumnSort[]; search: string; offset: number },
): TablePageQuery | undefined => {
  if (!mayPageOnServer(query)) return undefined;
  const known = (id: string) => components.has(id);
  const { groups, columns } = fieldLists(config.fields);
  const order = effectiveSorting(
    groups.map((g) => g.componentId),
    authoredSorting(config.sorting),
    sorting,
    defaultSorting(
      columns.filter((f) => !f.isHidden).map((f) => f.componentId),
      components,
    ),
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
