/**
 * A table chart's pages from the server (domain/charts/table/page-query.ts): the table asks its
 * first page before anything else, and the count of all rows in it says whether the table pages
 * on the server (then the page the visitor's sorting, search and offset ask for) or loads all its
 * rows into the browser as before: those of its first page when it holds them all. Other charts
 * page nothing.
 */
import { useEffect, useMemo, useState } from 'react';
import { deriveObservations, type CubeQuery } from '../../../domain/charts/pipeline';
import { allRowsInFirstPage, FIRST_TABLE_PAGE, pagesOnServer, tablePageQuery } from '../../../domain/charts/table/page-query';
import type { ChartConfig } from '../../../domain/config';
import type { Component, DataCubeComponents, Locale } from '../../../domain/data';
import type { ViewerState } from '../../../domain/viewer/viewer-state';
import type { DataSource } from '../../api/client';
import { useTablePage } from '../../api/hooks';

/** A search asks the server once typing pauses this long (ms), not at each key. */
const SEARCH_WAIT = 300;

/** The value once it has not changed for `wait` ms. */
const useSettled = <T>(value: T, wait: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
};

export const useTablePages = ({
  config,
  source,
  locale,
  query,
  byId,
  components,
  state,
}: {
  config: ChartConfig;
  source: DataSource;
  locale: Locale;
  query: CubeQuery[];
  byId: Map<string, Component>;
  components: DataCubeComponents | undefined;
  state: Pick<ViewerState, 'tableSorting' | 'tableSearch' | 'tableOffset'>;
}) => {
  const table = config.chartType === 'table' ? config : undefined;
  const first = useMemo(
    () => (table && components && query.length ? tablePageQuery(table, query, byId, FIRST_TABLE_PAGE) : undefined),
    [table, components, query, byId],
  );
  const probe = useTablePage(source, locale, first, false);
  /** Whether the table pages on the server: undefined until its first page tells. */
  const paged = !first ? false : probe.data ? pagesOnServer(probe.data.total) : undefined;
  const search = useSettled(state.tableSearch, SEARCH_WAIT);
  const variables = useMemo(
    () => (paged && table ? tablePageQuery(table, query, byId, { sorting: state.tableSorting, search, offset: state.tableOffset }) : undefined),
    [paged, table, query, byId, state.tableSorting, search, state.tableOffset],
  );
  const page = useTablePage(source, locale, variables, true);
  const conversions = config.conversionUnitsByComponentId;
  const converted = useMemo(
    () => (page.data && components ? { ...page.data, observations: deriveObservations(config, components, page.data.observations) } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- of the config, only its unit conversions change the rows
    [page.data, components, conversions],
  );
  // A table of no more rows than a page has them all in its first: not asked for again (one round trip, one server render less).
  const whole = paged === false && probe.data ? allRowsInFirstPage(probe.data) : undefined;
  const rows = useMemo(
    () => (whole && components ? deriveObservations(config, components, whole) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- of the config, only its unit conversions change the rows
    [whole, components, conversions],
  );
  return { paged, page: paged ? converted : undefined, rows, search, fetching: page.isFetching, error: probe.error ?? page.error };
};
