/** React Query hooks over the data API, keyed by source, locale and variables. */
import { keepPreviousData, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../navigation';
import type { DataCubeComponents, DataCubeMetadata, Locale, Observation } from '../../domain/data';
import { cubeQueryFilters } from '../../domain/data';
import type { SearchFilterType, SearchOrder } from '../../domain/search';
import type { TablePageQuery } from '../../domain/charts/table/page-query';
import { dataQuery, fetchObservations, fetchSources, fetchTablePage, fetchWebSettings, type DataSource } from './client';

export const useSources = () => useQuery({ queryKey: ['sources'], queryFn: fetchSources, staleTime: Infinity });

/** The server settings the web app reads (/api/web-settings): the base map of map charts, the charts' row limits. */
export const useWebSettings = (enabled = true) => useQuery({ queryKey: ['web-settings'], queryFn: fetchWebSettings, staleTime: Infinity, enabled });

/** The data source named by ?dataSource=, else the server's default. */
export const useDataSource = (): DataSource | undefined => {
  const [params] = useSearchParams();
  const { data: sources } = useSources();
  const url = params.get('dataSource');
  if (url) return sources?.find((s) => s.url === url) ?? { type: 'sparql', url };
  return sources?.[0];
};

const useDataQuery = <T>(name: string, source: DataSource | undefined, locale: Locale, variables: object, enabled = true, keepPrevious = false) =>
  useQuery({
    queryKey: [name, source?.url, locale, variables],
    queryFn: () => dataQuery<T>(name, source!, locale, variables),
    enabled: !!source && enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

export type SearchResult = { cube: DataCubeMetadata; highlightedTitle: string; highlightedDescription: string };

export type SearchCubesVariables = {
  query?: string;
  order: SearchOrder;
  includeDrafts: boolean;
  filters: { type: SearchFilterType; value: string }[];
  /** Each result with the dimensions it can be joined on (the add-dataset drawer). */
  fetchDimensionTermsets?: boolean;
};

/** The search keeps showing its last results while the next ones load. */
export const useSearchCubes = (source: DataSource | undefined, locale: Locale, variables: SearchCubesVariables, enabled: boolean) =>
  useDataQuery<SearchResult[]>('searchCubes', source, locale, variables, enabled, true);

/** The latest version of a cube, null when there is none (spec 000 §2). */
export const useLatestCubeIri = (source: DataSource | undefined, locale: Locale, iri: string | undefined) =>
  useDataQuery<string | null>('dataCubeLatestIri', source, locale, { cubeFilter: { iri } }, !!iri);

export const useCubeMetadata = (source: DataSource | undefined, locale: Locale, iri: string | undefined) =>
  useDataQuery<DataCubeMetadata>('dataCubeMetadata', source, locale, { cubeFilter: { iri } }, !!iri);

export const useCubePreview = (source: DataSource | undefined, locale: Locale, iri: string | undefined) =>
  useDataQuery<DataCubeComponents & { observations: Observation[] }>('dataCubePreview', source, locale, { cubeFilter: { iri } }, !!iri);

export const useCubesComponents = (source: DataSource | undefined, locale: Locale, iris: string[]) =>
  useDataQuery<DataCubeComponents>('dataCubesComponents', source, locale, { cubeFilters: iris.map((iri) => ({ iri })) }, iris.length > 0);

/** The components of a chart's cubes, joined where the chart joins them (spec 001 §4 "Datasets on a chart"). */
export const useChartComponents = (source: DataSource | undefined, locale: Locale, cubes: { iri: string; joinBy?: string[] }[]) =>
  useDataQuery<DataCubeComponents>('dataCubesComponents', source, locale, { cubeFilters: cubeQueryFilters(cubes) }, cubes.length > 0);

/**
 * The same components asked outside a render (adding or removing a dataset): always asked again
 * (the server answers from its cache), and kept in the cache entry the chart then reads.
 */
export const fetchChartComponents = (client: QueryClient, source: DataSource, locale: Locale, cubes: { iri: string; joinBy?: string[] }[]) => {
  const variables = { cubeFilters: cubeQueryFilters(cubes) };
  return client.fetchQuery({
    staleTime: 0,
    queryKey: ['dataCubesComponents', source.url, locale, variables],
    queryFn: () => dataQuery<DataCubeComponents>('dataCubesComponents', source, locale, variables),
  });
};

/** The metadata of several cubes at once, in their order. */
export const useCubesMetadata = (source: DataSource | undefined, locale: Locale, iris: string[]) =>
  useDataQuery<DataCubeMetadata[]>('dataCubesMetadata', source, locale, { cubeFilters: iris.map((iri) => ({ iri })) }, iris.length > 0);

export const useObservations = (
  source: DataSource | undefined,
  locale: Locale,
  cubeFilters: { iri: string; joinBy?: string[]; componentIds?: string[]; filters?: object }[],
  enabled = true,
) =>
  // Same key as the other data queries; the compact form is decoded to rows in the query function.
  useQuery({
    queryKey: ['dataCubesObservations', source?.url, locale, { cubeFilters }],
    queryFn: () => fetchObservations(source!, locale, cubeFilters),
    enabled: !!source && enabled && cubeFilters.length > 0,
  });

/** One page of a table paged on the server (none without variables); with `keepPrevious`, the last page stays shown while the next one loads. */
export const useTablePage = (source: DataSource | undefined, locale: Locale, variables: TablePageQuery | undefined, keepPrevious: boolean) =>
  useQuery({
    queryKey: ['dataCubeTablePage', source?.url, locale, variables],
    queryFn: () => fetchTablePage(source!, locale, variables!),
    enabled: !!source && !!variables,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

/**
 * The components of each chart's cubes (same keys as useCubesComponents, so each chart's frame shares them), undefined
 * until they come. One query per set of cubes: charts of the same cubes share it (TanStack warns of a key asked twice).
 */
export const useChartsComponents = (source: DataSource | undefined, locale: Locale, charts: { cubes: { iri: string }[] }[]) => {
  const keyOf = (chart: { cubes: { iri: string }[] }) => JSON.stringify(chart.cubes.map((c) => c.iri));
  const sets = [...new Map(charts.map((chart) => [keyOf(chart), { cubeFilters: chart.cubes.map((c) => ({ iri: c.iri })) }])).entries()];
  const bySet = useQueries({
    queries: sets.map(([, variables]) => ({
      queryKey: ['dataCubesComponents', source?.url, locale, variables],
      queryFn: () => dataQuery<DataCubeComponents>('dataCubesComponents', source!, locale, variables),
      enabled: !!source,
    })),
    combine: (results) => new Map(sets.map(([key], i) => [key, results[i].data])),
  });
  return charts.map((chart) => bySet.get(keyOf(chart)));
};
