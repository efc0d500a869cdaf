/**
 * A table chart: a real <table> whose rows are virtualised (only those in view are in the DOM),
 * with a search box, group rows and headers that sort. It draws the domain's table model (what
 * the rows are, their order, text and colours); the visitor's sorting and search are the
 * viewer's state. @tanstack/react-table reads header clicks, @tanstack/react-virtual keeps the
 * rows in view.
 */
import { rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  rowCountMessage,
  ROW_HEIGHT,
  tableHeight,
  type TableColumn,
  type TableConfig,
  type TableModel,
  type TableRow,
} from '../../../domain/charts/table/model';
import type { ColumnSort } from '../../../domain/charts/table/sorting';
import { firstPageRows } from '../../../domain/charts/table/svg';
import { useHydrated } from '../../hydration';
import type { Locale } from '../../../domain/data';
import { TableBodyRow } from './TableRows';
import { TablePager } from './TablePager';
import './table.css';

const features = tableFeatures({ rowSortingFeature });
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type Props = {
  config: Pick<TableConfig, 'settings'>;
  /** What the table shows (the pipeline's table scene). */
  model: TableModel;
  /** The search as typed (the model may follow it a little later), the headers the visitor sorts by. */
  search: string;
  sorting: ColumnSort[];
  onSearch: (search: string) => void;
  onSorting: (sorting: ColumnSort[]) => void;
  /** The height cap of a dashboard (spec 002 §9: 600); without it, all rows may show. */
  maxHeight?: number;
  /** Names the table (the chart's title). */
  title?: string;
  locale: Locale;
  /** A table paged on the server: the visitor turns to the page at this row; `pageLoading` while it comes. */
  onPage: (offset: number) => void;
  pageLoading?: boolean;
};

export const TableChart = ({ config, model, search, sorting, onSearch, onSorting, maxHeight, title, locale, onPage, pageLoading = false }: Props) => {
  const { t } = useTranslation();
  const rowCount = rowCountMessage(model, locale);
  const searchId = useId();
  const { columns, rows } = model;

  // @tanstack/react-table keeps the headers' sorting as the visitor clicks them; the model sorts.
  const state = useMemo<SortingState>(() => sorting.map((s) => ({ id: s.componentId, desc: s.sortingOrder === 'desc' })), [sorting]);
  const onSortingChange = (updater: Updater<SortingState>) =>
    onSorting((typeof updater === 'function' ? updater(state) : updater).map((s) => ({ componentId: s.id, sortingOrder: s.desc ? 'desc' : 'asc' })));
  const columnDefs = useMemo(
    () => columns.map((c) => ({ id: c.id, header: c.header, accessorFn: (row: TableRow) => (row.type === 'data' ? row.observation[c.id] : null) })),
    [columns],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => row.key,
    state: { sorting: state },
    onSortingChange,
    // The domain sorts (groups first, then the visitor, then the author): the table keeps the state.
    manualSorting: true,
    enableMultiSort: true,
    enableSortingRemoval: true,
    isMultiSortEvent: (e) => (e as KeyboardEvent).shiftKey,
  });
  const first = model.sortedBy;

  // All rows on the page (the window scrolls) when the author asks for them and no dashboard caps the height.
  const windowed = config.settings.showAllRows && maxHeight === undefined;
  const height = tableHeight({ rows: rows.length, showAllRows: config.settings.showAllRows, maxHeight });
  // State, not a ref: the body's virtualiser needs the element, which is attached after the body's effects ran.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // Another page starts at its top.
  const offset = model.page?.offset;
  useEffect(() => {
    if (offset !== undefined && scrollElement) scrollElement.scrollTop = 0;
  }, [offset, scrollElement]);
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const colSpan = Math.max(columns.length, 1);

  return (
    <div className="table-chart" data-testid="table-chart">
      {config.settings.showSearch && (
        <div className="table-search">
          <label htmlFor={searchId}>{t('table.search.label')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('table.search.placeholder')}
            onChange={(e) => onSearch(e.target.value)}
            data-testid="table-search"
          />
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
                        <span className="table-header-text" title={column.header}>
                          {column.header}
                        </span>
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
          <VirtualBody
            rows={rows}
            columns={columns}
            colSpan={colSpan}
            windowed={windowed}
            scrollElement={scrollElement}
            firstPage={firstPageRows(model, maxHeight)}
          />
        </table>
      </div>
      {model.page ? (
        <TablePager model={model} page={model.page} locale={locale} busy={pageLoading} onPage={onPage} />
      ) : (
        <p className="table-count" data-testid="table-count">
          {t(rowCount.key, rowCount.values)}
        </p>
      )}
    </div>
  );
};

/** The first `count` rows as the virtualiser places them. */
const firstItems = (rows: TableRow[], start: number, count: number) =>
  rows.slice(0, count).map((row, index) => ({ key: row.key, index, start: start + index * ROW_HEIGHT, end: start + (index + 1) * ROW_HEIGHT }));

/**
 * The rows in view and a spacer above and below them. Its own component: scrolling re-renders
 * the body only, not the header and the table model.
 */
const VirtualBody = ({
  rows,
  columns,
  colSpan,
  windowed,
  scrollElement,
  firstPage,
}: {
  rows: TableRow[];
  columns: TableColumn[];
  colSpan: number;
  windowed: boolean;
  scrollElement: HTMLDivElement | null;
  /** How many rows the box shows first. */
  firstPage: number;
}) => {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (windowed && scrollElement) setOffset(scrollElement.getBoundingClientRect().top + window.scrollY);
  }, [windowed, scrollElement]);
  // No flushSync: a published chart's page hydrates with Preact, and the window's virtualiser, which reads the window at once,
  // would redraw the body in the midst of its hydration (the server's rows then stayed beside the new ones).
  const options = { count: rows.length, estimateSize: () => ROW_HEIGHT, overscan: 12, getItemKey: (i: number) => rows[i].key, useFlushSync: false };
  // The header row sits above the first row, inside the scrolled area.
  const inBox = useVirtualizer({ ...options, enabled: !windowed, getScrollElement: () => scrollElement, paddingStart: ROW_HEIGHT });
  const inWindow = useWindowVirtualizer({ ...options, enabled: windowed, scrollMargin: offset + ROW_HEIGHT });
  const start = windowed ? offset + ROW_HEIGHT : ROW_HEIGHT;
  // The server measures no box: it writes the rows a first page shows, which the virtualiser takes over once hydrated.
  const hydrated = useHydrated();
  // A visitor who scrolled the server's rows before the page hydrated: the window's virtualiser, which was not listening yet, reads where they are.
  useEffect(() => {
    if (hydrated && windowed) window.dispatchEvent(new Event('scroll'));
  }, [hydrated, windowed]);
  const items = hydrated ? (windowed ? inWindow : inBox).getVirtualItems() : firstItems(rows, start, firstPage);
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
