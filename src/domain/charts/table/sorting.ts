/**
 * Table sorting (spec 001 §3 "sorting items", §4 "Sorting items can be added, changed, reordered
 * and removed"): the author's items in priority order, and the order of the rows they give.
 *
 * The rows sort by the groups first (each ascending unless a sorting item or the visitor says
 * otherwise), then by the headers the visitor clicked, then by the author's items; without headers
 * or items, by the groups and then the key dimension columns (defaultSorting), which in the browser
 * also order the rows the others leave tied. Sorting lives in the config and in the visitor's
 * state, never in the rows, so it survives new data and filters.
 */
import type { TableFields, TableSortingItem } from './fields';
import type { Component, Observation } from '../../data';
import { compareKeys, sortKey } from '../../browse/preview-sort';
import { fieldLists, orderedFields } from './columns';

export type SortingOrder = TableSortingItem['sortingOrder'];
/** One column of the rows' order. */
export type ColumnSort = { componentId: string; sortingOrder: SortingOrder };

/** Columns a new sorting item may take: those no item sorts yet, in column order. */
export const sortingOptions = (fields: TableFields, sorting: TableSortingItem[]) => {
  const used = new Set(sorting.map((s) => s.componentId));
  return orderedFields(fields).filter((f) => !used.has(f.componentId));
};

/** A sorting item added at the end, ascending; a column already sorted is not added again. */
export const addSortingItem = (
  sorting: TableSortingItem[],
  fields: TableFields,
  componentId: string,
  sortingOrder: SortingOrder = 'asc',
): TableSortingItem[] => {
  const field = fields[componentId];
  if (!field || sorting.some((s) => s.componentId === componentId)) return sorting;
  return [...sorting, { componentId, componentType: field.componentType, sortingOrder }];
};

/** A sorting item given another column or order; a column another item sorts is refused. */
export const changeSortingItem = (
  sorting: TableSortingItem[],
  fields: TableFields,
  index: number,
  change: { componentId?: string; sortingOrder?: SortingOrder },
): TableSortingItem[] => {
  const item = sorting[index];
  if (!item) return sorting;
  const componentId = change.componentId ?? item.componentId;
  const field = fields[componentId];
  if (!field || sorting.some((s, i) => i !== index && s.componentId === componentId)) return sorting;
  const next = { componentId, componentType: field.componentType, sortingOrder: change.sortingOrder ?? item.sortingOrder };
  return sorting.map((s, i) => (i === index ? next : s));
};

/** A sorting item moved from one place in the priority order to another. */
export const moveSortingItem = (sorting: TableSortingItem[], from: number, to: number): TableSortingItem[] => {
  if (!sorting[from] || to < 0 || to >= sorting.length || from === to) return sorting;
  const next = [...sorting];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

export const removeSortingItem = (sorting: TableSortingItem[], index: number): TableSortingItem[] => sorting.filter((_, i) => i !== index);

/** Sorting items whose column left the table are dropped (a cube's components changed). */
export const validSorting = (sorting: TableSortingItem[], fields: TableFields) => sorting.filter((s) => fields[s.componentId]);

/** The author's sorting items as column sorts. */
export const authoredSorting = (sorting: TableSortingItem[]): ColumnSort[] => sorting.map(({ componentId, sortingOrder }) => ({ componentId, sortingOrder }));

/**
 * The order of rows that no sorting item and no header sorts (inside their groups, if any): by
 * each shown key dimension column in turn, ascending, in the order the reader knows that
 * dimension's values in (years by value, categories by position, else label). The
 * observations' own order, their IRIs', is an accident of how the cube was written ("…/10" before
 * "…/2", age class "100+" before "15–19"). On an endpoint the first of them also lets the server
 * pick a page among the rows of a few values instead of sorting every observation of the cube
 * (server/data/table-page-query.ts, rank windows).
 */
export const defaultSorting = (columnIds: string[], components: Map<string, Component>): ColumnSort[] =>
  columnIds.filter((id) => components.get(id)?.isKeyDimension).map((componentId) => ({ componentId, sortingOrder: 'asc' }));

/**
 * The columns the rows of a table without sorting items are in the order of, as the author is
 * told: its groups, then its shown key dimension columns (defaultSorting), each once; none when no
 * column orders them (they then keep the observations' order).
 */
export const orderWithoutItems = (fields: TableFields, components: Map<string, Component>): string[] => {
  const { groups, columns } = fieldLists(fields);
  const shown = columns.filter((f) => !f.isHidden).map((f) => f.componentId);
  return effectiveSorting(
    groups.map((g) => g.componentId),
    [],
    [],
    defaultSorting(shown, components),
  ).map((s) => s.componentId);
};

/**
 * The order the rows sort by: the groups, then the visitor's columns, then the author's items, or
 * `unsorted` (defaultSorting) where neither sorts, then `ties` for the rows these leave tied, each
 * column once (see the module comment). Tables in the browser break ties by the key columns
 * (tableOrder); pages from an endpoint do not: their ranks, joined to a window of years, took
 * Virtuoso 9 s a page instead of 0.5 (bench/big-cube.ts, 10⁵ observations).
 */
export const effectiveSorting = (
  groupIds: string[],
  authored: ColumnSort[],
  visitor: ColumnSort[],
  unsorted: ColumnSort[] = [],
  ties: ColumnSort[] = [],
): ColumnSort[] => {
  const chosen = [...visitor, ...authored];
  const orderOf = (componentId: string) => chosen.find((s) => s.componentId === componentId)?.sortingOrder ?? 'asc';
  const sorts = [...groupIds.map((componentId) => ({ componentId, sortingOrder: orderOf(componentId) })), ...(chosen.length ? chosen : unsorted), ...ties];
  return sorts.filter((s, i) => sorts.findIndex((t) => t.componentId === s.componentId) === i);
};

/**
 * Each observation's rank in a column: values sorted once as the preview table sorts them (numbers
 * and dates by value, categories by position, else label), missing values NaN. Rows then compare
 * by number, which keeps 100,000 rows quick to sort.
 */
const ranks = (component: Component, observations: Observation[]): Float64Array => {
  const key = sortKey(component);
  const keys = observations.map((o) => key(o[component.id]));
  // Numbers (measures, dates) are their own ranks: only text needs ranking.
  if (keys.every((k) => typeof k !== 'string')) return Float64Array.from(keys, (k) => (k === undefined ? NaN : k));
  const distinct = [...new Set(keys)].filter((k) => k !== undefined && !Number.isNaN(k)).sort((a, b) => compareKeys(a, b, 1));
  const rankOf = new Map(distinct.map((k, i) => [k, i]));
  return Float64Array.from(keys, (k) => rankOf.get(k) ?? NaN);
};

/**
 * The observations' indices in the order of `sorts`; missing values last in either direction,
 * ties in the observations' own order.
 */
export const sortedIndices = (observations: Observation[], sorts: ColumnSort[], components: Map<string, Component>): number[] => {
  const columns = sorts.flatMap((s) => {
    const component = components.get(s.componentId);
    return component ? [{ rank: ranks(component, observations), sign: s.sortingOrder === 'desc' ? -1 : 1 }] : [];
  });
  const indices = Array.from(observations, (_, i) => i);
  if (!columns.length) return indices;
  return indices.sort((a, b) => {
    for (const { rank, sign } of columns) {
      const x = rank[a];
      const y = rank[b];
      const missingX = Number.isNaN(x);
      const missingY = Number.isNaN(y);
      if (missingX || missingY) {
        if (missingX && missingY) continue;
        return missingX ? 1 : -1;
      }
      if (x !== y) return sign * (x - y);
    }
    return a - b;
  });
};
