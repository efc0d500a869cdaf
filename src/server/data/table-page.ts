/**
 * dataCubeTablePage: one page of a table's rows, sorted and searched, with the number of rows the
 * search finds and of all rows under the filters (domain/charts/table/page.ts).
 *
 * A remote endpoint answers four queries (table-page-query.ts): the page's observations (ORDER BY,
 * FILTER, LIMIT/OFFSET) then their columns, the rows found and all rows (one count when there is
 * no search). The embedded
 * store answers from its observation table (observation-table.ts) as it answers observations: the
 * matching rows sorted and searched in memory by the browser's own table stages (table/model.ts),
 * a query costing there what the whole cube does.
 */
import { LRUCache } from 'lru-cache';
import { searchIndices } from '../../domain/charts/table/model';
import { searchWords } from '../../domain/charts/table/page-query';
import type { ColumnSort } from '../../domain/charts/table/sorting';
import { sortedIndices } from '../../domain/charts/table/sorting';
import { componentsById, type Component, type DataCubeComponents, type Filters, type Locale, type Observation } from '../../domain/data';
import { formatComponentValue } from '../../domain/format';
import { decodeObservations, type ObservationColumns } from '../../domain/observation-columns';
import { badRequest } from '../errors';
import { termKey, withOtherVersions } from './observation-filters';
import { observationColumns, observationTerms } from './observations';
import type { ObservationTable } from './observation-table';
import type { SparqlClient, SparqlTerm } from './sparql';
import { groupBy } from './rdf';
import {
  rankWindow,
  tableCountQuery,
  tablePageQuery,
  tableRowsQuery,
  tableValueCountsQuery,
  VALUE_WINDOW_MAX,
  valueWindow,
  valueWindowed,
  windowed,
  type TablePageSelect,
} from './table-page-query';

export type TablePageRequest = {
  cubeIri: string;
  /** All components of the cube, with their values (labels, ranks, IRI or literal). */
  components: DataCubeComponents;
  componentIds: string[];
  searchIds: string[];
  sorting: ColumnSort[];
  search: string;
  /** Resolved filters (no 'most recent'). */
  filters: Filters;
  offset: number;
  limit: number;
  locale: Locale;
};

export type TablePage = { data: ObservationColumns; count: number; total: number; offset: number };

const unique = <T>(list: T[]) => [...new Set(list)];

const countOf = async (client: SparqlClient, query: string) => Number((await client.select(query))[0]?.count?.value ?? 0);

type SortedRows = { rows: Observation[]; termColumns: (SparqlTerm | undefined)[][]; order: number[] };

/**
 * The rows last paged of each observation table, sorted: the embedded store does not change while
 * the app runs, so a page turn, a search or another page size sorts nothing again (on the 10⁵ cube
 * a third of a page's time). A few per table, each the size of the table's columns.
 */
const SORTED_ROWS_KEPT = 4;
const keptSortedRows = new WeakMap<ObservationTable, LRUCache<string, Promise<SortedRows>>>();

const sortedRows = (client: SparqlClient, table: ObservationTable, request: TablePageRequest, select: TablePageSelect, all: Component[]): Promise<SortedRows> => {
  let kept = keptSortedRows.get(table);
  if (!kept) keptSortedRows.set(table, (kept = new LRUCache({ max: SORTED_ROWS_KEPT })));
  const key = JSON.stringify([request.locale, select.filters, all.map((c) => c.id), request.sorting]);
  const known = kept.get(key);
  if (known) return known;
  const sorting = (async () => {
    const { termColumns } = await observationTerms(client, {
      cubeIri: request.cubeIri,
      components: request.components,
      componentIds: all.map((c) => c.id),
      filters: select.filters,
    });
    const rows = decodeObservations(await observationColumns(all, termColumns));
    return { rows, termColumns, order: sortedIndices(rows, request.sorting, componentsById(request.components)) };
  })();
  kept.set(key, sorting);
  sorting.catch(() => kept.delete(key));
  return sorting;
};

/** The page from the observation table: all matching rows, sorted and searched as the browser's table does, then cut. */
const pageFromTable = async (client: SparqlClient, table: ObservationTable, request: TablePageRequest, select: TablePageSelect): Promise<TablePage> => {
  const all = unique([...select.selected, ...select.searched, ...select.sorting.map((s) => s.component)]);
  const { rows, termColumns, order } = await sortedRows(client, table, request, select, all);
  const shown = select.searched.map((c) => ({ id: c.id, format: (value: (typeof rows)[number][string] | undefined) => formatComponentValue(c, value ?? null, request.locale) }));
  const found = select.words.length ? searchIndices(rows, order, shown, select.words.join(' ')) : order;
  const page = found.slice(request.offset, request.offset + request.limit);
  const columns = select.selected.map((c) => termColumns[all.indexOf(c)]);
  return {
    data: await observationColumns(
      select.selected,
      columns.map((column) => page.map((i) => column[i])),
    ),
    count: found.length,
    total: rows.length,
    offset: request.offset,
  };
};

/** The page's observations, in order: those the page query picks, one query. */
const pickedObservations = async (client: SparqlClient, select: TablePageSelect) =>
  (await client.select(tablePageQuery(select))).flatMap((row) => (row.observation?.type === 'uri' ? [row.observation.value] : []));

/**
 * The page's observations sorted first by a measure (valueWindow): those of the range of values
 * that holds the page, then, past the rows with a value, the missing ones. Undefined where the
 * measure has too many values or values that are no numbers: the page is then sorted whole.
 */
const valueWindowObservations = async (client: SparqlClient, select: TablePageSelect, first: Component) => {
  const counts = await client.select(tableValueCountsQuery(select, first, VALUE_WINDOW_MAX + 1));
  if (counts.length > VALUE_WINDOW_MAX) return undefined;
  const { offset, limit } = select;
  const window = valueWindow(
    counts.map((row) => ({ term: row.c0, count: Number(row.count?.value ?? 0) })),
    select.sorting[0].sortingOrder,
    offset,
    limit,
  );
  if (!window) return undefined;
  const { between, skipped, bound } = window;
  const end = offset + limit;
  const [valued, unvalued] = await Promise.all([
    between ? pickedObservations(client, { ...select, window: { between, skipped }, limit: Math.min(end, bound) - offset }) : [],
    end > bound && window.missing ? pickedObservations(client, { ...select, window: { missing: true, skipped: bound }, offset: Math.max(offset, bound), limit: end - Math.max(offset, bound) }) : [],
  ]);
  return [...valued, ...unvalued];
};

/**
 * The page's rows from a remote endpoint: its observations picked in order (sorted first by a
 * key dimension whose values are known, IRIs with labels or literals of a datatype such as years:
 * among the rows of the values that hold it, rankWindow; by a measure:
 * among those of the range of values that holds it, valueWindow), then their columns
 * (tableRowsQuery), put back in that order. Observations are IRIs in cube-link; a blank node could
 * not be named in the second query, and has no row.
 */
const pageRows = async (client: SparqlClient, select: TablePageSelect) => {
  const first = windowed(select);
  if (first) {
    const counts = new Map((await client.select(tableValueCountsQuery(select, first))).map((row) => [row.c0 ? termKey(row.c0) : '', Number(row.count?.value ?? 0)]));
    select = { ...select, window: rankWindow(first, counts, select.sorting[0].sortingOrder, select.offset, select.limit) };
  }
  const measure = valueWindowed(select);
  const picked = (measure && (await valueWindowObservations(client, select, measure))) ?? (await pickedObservations(client, select));
  if (!picked.length) return [];
  const rows = groupBy(await client.select(tableRowsQuery(select.selected, picked)), 'observation');
  return picked.flatMap((observation) => rows.get(observation) ?? []);
};

export const loadTablePage = async (client: SparqlClient, request: TablePageRequest): Promise<TablePage> => {
  const byId = componentsById(request.components);
  const pick = (id: string, what: string): Component => {
    const component = byId.get(id);
    if (!component) throw badRequest(`Unknown component in ${what}: ${id}`);
    return component;
  };
  const filtered = Object.keys(request.filters).map((id) => pick(id, 'filters'));
  const select: TablePageSelect = {
    cubeIri: request.cubeIri,
    selected: unique(request.componentIds).map((id) => pick(id, 'componentIds')),
    searched: unique(request.searchIds).map((id) => pick(id, 'searchIds')),
    sorting: request.sorting.map((s) => ({ component: pick(s.componentId, 'sorting'), sortingOrder: s.sortingOrder })),
    filters: await withOtherVersions(client, filtered, request.filters),
    filtered,
    words: searchWords(request.search),
    locale: request.locale,
    offset: request.offset,
    limit: request.limit,
  };
  const table = client.observationTable?.(request.cubeIri);
  if (table) return pageFromTable(client, table, request, select);
  const counted = tableCountQuery(select);
  const [rows, count, total] = await Promise.all([
    pageRows(client, select),
    countOf(client, counted),
    select.words.length ? countOf(client, tableCountQuery({ ...select, words: [] })) : undefined,
  ]);
  const termColumns = select.selected.map((_, i) => rows.map((row) => row[`c${i}`]));
  return { data: await observationColumns(select.selected, termColumns), count, total: total ?? count, offset: request.offset };
};
