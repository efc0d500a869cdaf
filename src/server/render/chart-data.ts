/**
 * A published config's first chart, loaded and drawn on the server as the view draws it on
 * opening (useChart, frame-parts.tsx): its cubes' components and metadata, the observations of its
 * query under the initial view state, a map's shapes, through the server's own data API in
 * process (in-process-fetch.ts: the same routes and answer caches as a browser's), then the chart
 * pipeline to the scene, and the frame's texts (title, description, fixed filters and the data
 * filters' values, source, dataset, last update).
 */
import { shapeFeatures } from '../../domain/charts/map/shapes';
import {
  chartComponents,
  chartQuery,
  chartScene,
  chartShapeDimensions,
  deriveObservations,
  fixedFilterTexts,
  queryFilters,
  sceneKind,
  type SceneKind,
} from '../../domain/charts/pipeline';
import { chartRowExcess, type RowLimits } from '../../domain/charts/row-limit';
import { SCENE_MAKERS } from '../../domain/charts/scene-makers';
import { FIRST_TABLE_PAGE, pagesOnServer, tablePageQuery } from '../../domain/charts/table/page-query';
import type { SavedConfigData } from '../../domain/config';
import { cubeQueryFilters, type DataCubeComponents, type DataCubeMetadata, type Locale } from '../../domain/data';
import { localizedPlainTitle, localizedText } from '../../domain/i18n/fallback';
import { markdownToPlainText } from '../../domain/markdown';
import { decodeObservations, type ObservationColumns } from '../../domain/observation-columns';
import { dataFilterChoices } from '../../domain/viewer/data-filters';
import { filterValueLabel, formatFootnoteDate } from '../../domain/viewer/download';
import { initialViewerState } from '../../domain/viewer/viewer-state';
import type { Topology } from 'topojson-specification';
import { HttpError } from '../errors';
import type { ChartImageTexts } from './chart-image';
import type { InProcessFetch } from './in-process-fetch';
import { translator } from './messages';

type TablePageAnswer = { data: ObservationColumns; count: number; total: number; offset: number };

/** One data query's named result; a refused one is the server's failure to draw the chart (502), or the visitor's rate limit (429). */
const dataQuery = async <T>(fetch: InProcessFetch, name: string, body: object): Promise<T> => {
  const answer = await fetch(`/api/data/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await answer.json()) as { data?: Record<string, T>; message?: string };
  if (!answer.ok || !json.data) {
    const status = answer.status === 429 ? 429 : 502;
    throw new HttpError(
      status,
      `The chart's data could not be loaded: ${json.message ?? answer.statusText}`,
      status === 429 ? { 'retry-after': answer.headers.get('retry-after') ?? '1' } : {},
    );
  }
  return json.data[name];
};

/** The setting of each kind's row limit, named when an image is refused for it. */
const ROW_LIMIT_SETTING: Record<SceneKind, string> = { svg: 'CHART_MAX_ROWS', map: 'MAP_MAX_ROWS', table: 'TABLE_MAX_ROWS' };

/**
 * The first chart of a published config drawn at `width` px (chartScene's width), with its frame's
 * texts in `locale`. A chart past its row limit (`rowLimits`, domain/charts/row-limit.ts) is refused
 * with 422 before its observations are asked for, as the view draws none.
 */
export const drawFirstChart = async (
  fetch: InProcessFetch,
  data: SavedConfigData,
  { locale, width, rowLimits }: { locale: Locale; width: number; rowLimits: RowLimits },
) => {
  const config = data.chartConfigs[0];
  const query = <T>(name: string, variables: object) =>
    dataQuery<T>(fetch, name, { sourceType: data.dataSource.type, sourceUrl: data.dataSource.url, locale, ...variables });
  const [loaded, metadata] = await Promise.all([
    query<DataCubeComponents>('dataCubesComponents', { cubeFilters: cubeQueryFilters(config.cubes) }),
    query<DataCubeMetadata>('dataCubeMetadata', { cubeFilter: { iri: config.cubes[0].iri } }),
  ]);
  const t = translator(locale);
  const { components, byId } = chartComponents(config, loaded, locale, (measure, level) => t('chart.sum-by', { measure: measure.label, level: level.name }));
  const state = initialViewerState({ config });
  const cubeFilters = chartQuery(config, components, dataFilterChoices(config, byId, state.dataFilters));
  // A table asks its first page first, as the view does: a table of many rows is drawn from it (table/page-query.ts).
  const first = config.chartType === 'table' && cubeFilters.length ? tablePageQuery(config, cubeFilters, byId, FIRST_TABLE_PAGE) : undefined;
  const answer = first && (await query<TablePageAnswer>('dataCubeTablePage', first));
  const tablePage =
    answer && pagesOnServer(answer.total) ? { ...answer, observations: deriveObservations(config, components, decodeObservations(answer.data)) } : undefined;
  const excess = chartRowExcess(config, components, cubeFilters, rowLimits);
  if (excess) {
    const kind = sceneKind(config);
    const names = excess.dimensionIds.map((id) => byId.get(id)?.label ?? id).join(excess.together ? ' and ' : ' or ');
    throw new HttpError(
      422,
      `The chart would need up to ${excess.rows.toLocaleString('en')} observations, more than the ${excess.limit.toLocaleString('en')} it is drawn from (${ROW_LIMIT_SETTING[kind]}): it has no image. Filter ${names} to draw it`,
    );
  }
  const observations =
    cubeFilters.length && !tablePage
      ? deriveObservations(
          config,
          components,
          decodeObservations((await query<{ data: ObservationColumns }>('dataCubesObservations', { cubeFilters, format: 'columns' })).data),
        )
      : [];
  const shapes = Object.fromEntries(
    await Promise.all(
      chartShapeDimensions(config, byId).map(async (dimension) => {
        const topology = await query<Topology>('dataCubeDimensionGeoShapes', { cubeFilter: { iri: dimension.cubeIri, dimensionId: dimension.id } });
        return [dimension.id, shapeFeatures(topology)] as const;
      }),
    ),
  );
  const filters = queryFilters(cubeFilters);
  const drawn = chartScene({
    config,
    components: byId,
    observations,
    state: { chart: state.chart, tableSorting: state.tableSorting, tableSearch: state.tableSearch },
    locale,
    width,
    viewportWidth: width,
    filters,
    shapes,
    makers: SCENE_MAKERS,
    tablePage,
  });
  // Never so here (a width, the shapes and the scene makers are given), but the type allows it.
  if (!drawn) throw new HttpError(502, 'The chart could not be drawn');

  const kind = sceneKind(config);
  const { dataFilters } = config.interactiveFiltersConfig;
  // The data filters are controls on the page: the image says their values in words, after the fixed filters.
  const chosen =
    kind === 'svg' && dataFilters.active
      ? dataFilters.componentIds.flatMap((id) => {
          const component = byId.get(id);
          return component && filters[id] ? [`${component.label}: ${filterValueLabel(component, filters[id])}`] : [];
        })
      : [];
  const fixed =
    kind === 'table' ? [] : fixedFilterTexts(config.cubes[0].filters, byId, kind === 'svg' ? dataFilters.componentIds : [], components, observations);
  const description = localizedText(config.meta.description, locale)?.text;
  const texts: ChartImageTexts = {
    title: localizedPlainTitle(config.meta.title, locale) || metadata.title,
    description: description && markdownToPlainText(description),
    filters: [...fixed, ...chosen].join(' · ') || undefined,
    footnotes: [
      `${t('chart.source')}: ${metadata.creator?.label ?? metadata.publisher ?? '–'}`,
      `${t('chart.dataset')}: ${metadata.title}`,
      ...(metadata.dateModified ? [`${t('view.updated')}: ${formatFootnoteDate(metadata.dateModified)}`] : []),
    ],
  };
  return { drawn, texts };
};
