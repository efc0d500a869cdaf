/**
 * A table chart: a real <table> whose rows are virtualised (only those in view are in the DOM),
 * with a search box, group rows and headers that sort. The domain's table model decides what
 * the rows are, their order, text and colours; @tanstack/react-table keeps the visitor's sorting
 * and the header model, @tanstack/react-virtual the rows in view.
 */
import { rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useId, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authoredSorting,
  groupedRows,
  ROW_HEIGHT,
  searchIndices,
  tableColumns,
  tableHeight,
  tableOrder,
  type TableColumn,
  type TableConfig,
  type TableRow,
} from '../../../domain/charts/table/model';
import type { Component, Locale, Observation } from '../../../domain/data';
import { TableBodyRow } from './TableRows';
import './table.css';

const features = tableFeatures({ rowSortingFeature });
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type Props = {
  config: Pick<TableConfig, 'fields' | 'sorting' | 'settings'>;
  components: Map<string, Component>;
  observations: Observation[];
  locale: Locale;
  /** The height cap of a dashboard (spec 002 §9: 600); without it, all rows may show. */
  maxHeight?: number;
  /** Names the table (the chart's title). */
  title?: string;
};

export const TableChart = ({ config, components, observations, locale, maxHeight, title }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const searchId = useId();

  const { groups, columns } = useMemo(() => tableColumns(config.fields, components, observations, locale), [config.fields, components, observations, locale]);
  const visitor = useMemo(() => sorting.map((s) => ({ componentId: s.id, sortingOrder: s.desc ? ('desc' as const) : ('asc' as const) })), [sorting]);
  const order = useMemo(
    () => tableOrder(observations, groups, authoredSorting(config.sorting), visitor, components),
    [observations, groups, config.sorting, visitor, components],
  );
  // The box follows each key at once; the rows follow as soon as the browser has time.
  const query = useDeferredValue(search);
  const searching = query.trim() !== '';
  const found = useMemo(() => searchIndices(observations, order, [...groups, ...columns], query), [observations, order, groups, columns, query]);
  const rows = useMemo(() => groupedRows(observations, found, groups), [observations, found, groups]);

  const columnDefs = useMemo(
    () => columns.map((c) => ({ id: c.id, header: c.header, accessorFn: (row: TableRow) => (row.type === 'data' ? row.observation[c.id] : null) })),
    [columns],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => row.key,
    state: { sorting },
    onSortingChange: setSorting,
    // The domain sorts (groups first, then the visitor, then the author): the table keeps the state.
    manualSorting: true,
    enableMultiSort: true,
    enableSortingRemoval: true,
    isMultiSortEvent: (e) => (e as KeyboardEvent).shiftKey,
  });
  const first = visitor[0] ?? authoredSorting(config.sorting).find((s) => columns.some((c) => c.id === s.componentId));

  // All rows on the page (the window scrolls) when the author asks for them and no dashboard caps the height.
  const windowed = config.settings.showAllRows && maxHeight === undefined;
  const height = tableHeight({ rows: rows.length, showAllRows: config.settings.showAllRows, maxHeight });
  // State, not a ref: the body's virtualiser needs the element, which is attached after the body's effects ran.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const colSpan = Math.max(columns.length, 1);

  return (
    <div className="table-chart" data-testid="table-chart">
      {config.settings.showSearch && (
        <div className="table-search">
          <label htmlFor={searchId}>{t('table.search.label')}</label>
          <input id={searchId} type="search" value={search} placeholder={t('table.search.placeholder')} onChange={(e) => setSearch(e.target.value)} data-testid="table-search" />
        </div>
      )}
      <div
        ref={setScrollElement}
        className="table-scroll-area"
        style={windowed ? undefined : { height }}
        tabIndex={windowed ? undefined : 0}
        role="region"
        aria-label={title ?? t('chart.type.table')}
      >
        <table className="table-chart-table" style={{ width: Math.max(width, 1) }} aria-rowcount={rows.length + 1} data-testid="table-chart-table">
          {title && <caption className="visually-hidden">{title}</caption>}
          <colgroup>
            {columns.map((c) => (
              <col key={c.id} style={{ width: c.width }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => {
                  const column = columns[header.index];
                  const direction = first?.componentId === header.column.id ? first.sortingOrder : undefined;
                  const visitorDirection = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" className={column.numeric ? 'numeric' : undefined} aria-sort={direction ? ARIA_SORT[direction] : undefined}>
                      <button type="button" className="table-sort" onClick={header.column.getToggleSortingHandler()} data-testid={`table-sort-${header.index}`}>
                        <span className="table-header-text" title={column.header}>{column.header}</span>
                        <span className="sort-indicator" aria-hidden="true">
                          {visitorDirection === 'asc' ? '▲' : visitorDirection === 'desc' ? '▼' : direction === 'asc' ? '△' : direction === 'desc' ? '▽' : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <VirtualBody rows={rows} columns={columns} colSpan={colSpan} windowed={windowed} scrollElement={scrollElement} />
        </table>
      </div>
      <p className="table-count" data-testid="table-count">
        {searching ? t('table.rows.found', { count: found.length, total: observations.length }) : t('table.rows', { count: observations.length })}
      </p>
    </div>
  );
};

/**
 * The rows in view and a spacer above and below them. Its own component: scrolling re-renders
 * the body only, not the header and the table model.
 */
const VirtualBody = ({ rows, columns, colSpan, windowed, scrollElement }: {
  rows: TableRow[];
  columns: TableColumn[];
  colSpan: number;
  windowed: boolean;
  scrollElement: HTMLDivElement | null;
}) => {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (windowed && scrollElement) setOffset(scrollElement.getBoundingClientRect().top + window.scrollY);
  }, [windowed, scrollElement]);
  const options = { count: rows.length, estimateSize: () => ROW_HEIGHT, overscan: 12, getItemKey: (i: number) => rows[i].key };
  // The header row sits above the first row, inside the scrolled area.
  const inBox = useVirtualizer({ ...options, enabled: !windowed, getScrollElement: () => scrollElement, paddingStart: ROW_HEIGHT });
  const inWindow = useWindowVirtualizer({ ...options, enabled: windowed, scrollMargin: offset + ROW_HEIGHT });
  const items = (windowed ? inWindow : inBox).getVirtualItems();
  const start = windowed ? offset + ROW_HEIGHT : ROW_HEIGHT;
  const before = items.length ? items[0].start - start : 0;
  const after = items.length ? rows.length * ROW_HEIGHT - (items[items.length - 1].end - start) : 0;
  return (
    <tbody>
      {before > 0 && (
        <tr aria-hidden="true" className="table-spacer" style={{ height: before }}>
          <td colSpan={colSpan} />
        </tr>
      )}
      {items.map((item) => (
        <TableBodyRow key={item.key} row={rows[item.index]} rowIndex={item.index + 2} columns={columns} colSpan={colSpan} />
      ))}
      {after > 0 && (
        <tr aria-hidden="true" className="table-spacer" style={{ height: after }}>
          <td colSpan={colSpan} />
        </tr>
      )}
      {rows.length === 0 && (
        <tr>
          <td colSpan={colSpan} className="table-empty">
            {t('table.no-results')}
          </td>
        </tr>
      )}
    </tbody>
  );
};
