/**
 * The model of one page of a table paged on the server (page-query.ts tells when and asks it):
 * columns, rows with group rows where a group's value changes (uncounted: one page cannot count a
 * group), and where the page stands. The web loads it with the table model.
 */
import type { Component, Locale, Observation } from '../../data';
import { groupedRows, sortedByOf, tableColumns, type TableConfig, type TableModel } from './model';
import { TABLE_PAGE_SIZE } from './page-query';
import type { ColumnSort } from './sorting';

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
