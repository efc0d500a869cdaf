/**
 * The one chart pipeline: from a chart config, the loaded cube and the visitor's state to what is
 * drawn. The web's ChartFrame and the server's renderer call these stages and nothing else.
 *
 *   chartComponents(config, loaded components)          units converted, summed by a hierarchy level, by id
 *     ─► chartQuery(config, components, choices)         the components and filters to ask (data
 *                                                         filters chosen, 'most recent' resolved)
 *     ─► observations                                    the cube's answer (fetched by the caller)
 *     ─► deriveObservations(config, components, rows)    units converted
 *     ─► chartScene({ config, observations, state, … })  filter (legend, time range, animation),
 *                                                         sort, pivot, impute, percent: per type
 *     ─► { kind: 'svg', scene } | { kind: 'map', scene } | { kind: 'table', model }
 *
 * The visitor's state is viewer/viewer-state.ts. What the frame around the chart shows beside
 * the scene (the data table's columns, the shown rows, the legend's values) is here too.
 */
import type { ChartConfig, ChartConfigOf, Filters } from '../config';
import {
  componentsById,
  cubeQueryFilters,
  findValue,
  isGeoShapesDimension,
  isMeasure,
  type Component,
  type DataCubeComponents,
  type Dimension,
  type Locale,
  type Measure,
  type Observation,
} from '../data';
import { aggregatedComponents, chartAggregate, sumCountColumn, type AggregateRequest, type HierarchyLevel } from '../observations/aggregation';
import { withFilterUnits } from '../measure-units';
import { convertComponents, convertObservations } from '../observations/convert-units';
import { dataFilterQuery, type DataFilterChoices } from '../viewer/data-filters';
import { filteredColumns, filterValueLabel, type ShownData } from '../viewer/download';
import type { ViewerState } from '../viewer/viewer-state';
import { plotHeight } from './axes';
import { applyInteractiveFilters, displayLabel, withAnimationFrame, type FilterSpec, type InteractiveState } from './chart-data';
import { filterWords, type EmptyState } from './empty';
import { mapComponentIds, mapFilterSpec, shapelessAreaLayer } from './map/query';
import type { mapScene, MapScene } from './map/scene';
import type { Shape } from './map/shapes';
import { definitionOf, drawScene, type DrawnChartConfig } from './registry';
import type { Scene } from './scene';
import { tableComponentIds } from './table/columns';
import type { tableModel, TableModel } from './table/model';
import type { pagedTableModel, TablePageAnswer } from './table/page';
import { isMostRecent, resolveMostRecent } from '../configurator/most-recent';

/** How a chart is drawn: an SVG scene (the registry's types), a map or a table. */
export type SceneKind = 'svg' | 'map' | 'table';
/** What is drawn, with the config narrowed to its kind (a view needs no test of the chart type). */
export type ChartScene =
  | { kind: 'svg'; config: DrawnChartConfig; scene: Scene }
  | { kind: 'map'; config: ChartConfigOf<'map'>; scene: MapScene }
  | { kind: 'table'; config: ChartConfigOf<'table'>; model: TableModel }
  /** No observation under the filters (a table without rows, a chart without data): the frame names them. */
  | { kind: 'empty'; empty: EmptyState };

export const sceneKind = (config: ChartConfig): SceneKind => (config.chartType === 'map' || config.chartType === 'table' ? config.chartType : 'svg');

/** How a summed measure is named (the view's words, 'chart.sum-by'). */
export type SumLabel = (measure: Measure, level: HierarchyLevel) => string;

/**
 * The chart's components with the units the config converts to and, summed by a hierarchy level,
 * the level's nodes as the category dimension's values and the measures named as sums; and by id.
 */
export const chartComponents = (config: ChartConfig, loaded: DataCubeComponents, locale: Locale, sumLabel: SumLabel) => {
  const components = aggregatedComponents(convertComponents(loaded, config.conversionUnitsByComponentId, locale), chartAggregate(config), sumLabel);
  return { components, byId: componentsById(components) };
};

/** The components the chart needs from the observations: what it draws, filters by and sorts by. */
export const chartComponentIds = (config: ChartConfig, components: Map<string, Component>): string[] => {
  if (config.chartType === 'map') return mapComponentIds(config);
  if (config.chartType === 'table') return tableComponentIds(config.fields, config.sorting);
  if (!components.size) return [];
  return [...new Set([...definitionOf(config).componentIds(config, components), ...config.interactiveFiltersConfig.dataFilters.componentIds])];
};

export type CubeQuery = { iri: string; joinBy?: string[]; componentIds?: string[]; filters: Filters; aggregate?: AggregateRequest };

/**
 * The observations query of some cubes: only the given components travel, to each cube (joined
 * cubes answer each with those of them it has, and its join dimensions: server/data/service.ts).
 * 'Use most recent' travels as it is: the server resolves it to the latest value with data under
 * the other filters (server/data/possible-filters.ts).
 */
export const cubesQuery = (cubes: { iri: string; joinBy?: string[]; filters: Filters }[], componentIds?: string[]): CubeQuery[] =>
  cubes.map((c) => ({ ...cubeQueryFilters([c])[0], componentIds, filters: c.filters }));

/** The chart's observations query (none until its components, chartComponents, are known); drawn charts apply the visitor's data filters. */
export const chartQuery = (config: ChartConfig, components: DataCubeComponents | undefined, choices: DataFilterChoices = {}): CubeQuery[] => {
  if (!components) return [];
  const cubes = sceneKind(config) === 'svg' ? config.cubes.map((c) => ({ ...c, filters: dataFilterQuery(c.filters, choices) })) : config.cubes;
  // The dimensions on 'most recent' travel too: the caption names the value the server resolved (FixedFilters).
  const mostRecent = config.chartType === 'table' ? [] : config.cubes.flatMap((c) => Object.keys(c.filters).filter((id) => isMostRecent(c.filters[id])));
  const ids = chartComponentIds(config, componentsById(components));
  const query = cubesQuery(cubes, ids.length ? [...new Set([...ids, ...mostRecent])] : ids);
  const aggregate = chartAggregate(config);
  return aggregate ? query.map((q) => ({ ...q, aggregate })) : query;
};

/** The query's filters with 'most recent' as the value the server drew, which the observations hold. */
const drawnFilters = (filters: Filters, components: Map<string, Component>, observations: Observation[]) => {
  const dimensions = [...components.values()].filter((c): c is Dimension => !isMeasure(c));
  return resolveMostRecent(filters, { dimensions, measures: [] }, observations);
};

/** The filters the observations answer to, data filters included: limits hold under these. */
export const queryFilters = (query: CubeQuery[]): Filters => Object.assign({}, ...query.map((q) => q.filters));

/** The observations as the chart reads them: in the units the config converts to. */
export const deriveObservations = (config: ChartConfig, components: DataCubeComponents, observations: Observation[]) =>
  convertObservations(observations, [...components.dimensions, ...components.measures], config.conversionUnitsByComponentId);

/** The geo-shapes dimensions whose shapes a map's layers draw (none for other charts). */
export const chartShapeDimensions = (config: ChartConfig, components: Map<string, Component>): Dimension[] => {
  if (config.chartType !== 'map') return [];
  const { areaLayer, symbolLayer } = config.fields;
  const shaped = [areaLayer?.componentId, symbolLayer?.componentId].flatMap((id) => {
    const c = id ? components.get(id) : undefined;
    return c && isGeoShapesDimension(c) ? [c] : [];
  });
  return [...new Map(shaped.map((c) => [c.id, c])).values()];
};

/** The components the visitor's filters act on (legend, time range, animation), and whether percent makes sense. */
export const chartFilterSpec = (config: ChartConfig, components: Map<string, Component>): FilterSpec & { percent?: boolean } => {
  if (config.chartType === 'map') return mapFilterSpec(config);
  if (config.chartType === 'table' || !components.size) return {};
  return definitionOf(config).interactive(config, components);
};

/** The values of the legend's component: the address names hidden categories by them. */
export const legendValues = (config: ChartConfig, components: Map<string, Component>) => {
  const { legendId } = chartFilterSpec(config, components);
  return legendId ? components.get(legendId)?.values : undefined;
};

export type SceneInput = {
  config: ChartConfig;
  components: Map<string, Component>;
  /** The derived observations (deriveObservations). */
  observations: Observation[];
  state: Pick<ViewerState, 'chart' | 'tableSorting' | 'tableSearch'>;
  locale: Locale;
  /** The drawing's width, and the screen's (an SVG plot's height follows both), in px. */
  width: number;
  viewportWidth: number;
  /** The plot's height (px) when the chart's box decides it (a canvas dashboard block); else it follows the widths. */
  height?: number;
  /** The query's filters (queryFilters). */
  filters?: Filters;
  /** A map's shapes by geo-shapes dimension id (chartShapeDimensions); a map waits for them. */
  shapes?: Record<string, Shape[]>;
  /** How maps and tables are made (SCENE_MAKERS in scene-makers.ts); the web loads each when one is shown, and a chart waits for its own. */
  makers: Partial<SceneMakers>;
  /** The page a table paged on the server shows (table/page.ts): its rows instead of `observations`. */
  tablePage?: TablePageAnswer;
};

/** The stages that make a map's scene and a table's model (of all rows, or of a page the server gave), apart from the SVG charts' registry. */
export type SceneMakers = { map: typeof mapScene; table: typeof tableModel; tablePage: typeof pagedTableModel };

/** What is drawn, what says there is nothing to draw (no observations), or nothing yet: no width for an SVG, no shapes for a map. */
export const chartScene = ({
  config,
  components: loaded,
  observations,
  state,
  locale,
  width,
  viewportWidth,
  height,
  filters,
  shapes,
  makers,
  tablePage,
}: SceneInput): ChartScene | undefined => {
  // A measure without a unit of its own reads the one its filters decide (measure-units.ts).
  const components = filters ? withFilterUnits(loaded, filters) : loaded;
  // A page of a table of many rows: a search that finds none still shows the table.
  if (config.chartType === 'table' && tablePage) {
    const page = { config, components, page: tablePage, locale, visitorSorting: state.tableSorting, search: state.tableSearch };
    return makers.tablePage && { kind: 'table', config, model: makers.tablePage(page) };
  }
  if (!observations.length) return { kind: 'empty', empty: { reason: 'filtered', ...filterWords(filters ?? queryFilters(config.cubes), components) } };
  if (config.chartType === 'map')
    return (
      shapes && makers.map && { kind: 'map', config, scene: makers.map({ config, components, observations, shapes, state: state.chart, locale, filters }) }
    );
  if (config.chartType === 'table') {
    return (
      makers.table && {
        kind: 'table',
        config,
        model: makers.table({ config, components, observations, locale, visitorSorting: state.tableSorting, search: state.tableSearch }),
      }
    );
  }
  if (!width) return undefined;
  return {
    kind: 'svg',
    config,
    scene: drawScene({
      config,
      components,
      observations,
      state: state.chart,
      width,
      height: height ?? plotHeight(width, viewportWidth, config.chartType),
      locale,
      filters: filters && drawnFilters(filters, components, observations),
    }),
  };
};

/** Whether the chart is a map drawn over its base map (the style the deployment names). */
export const showsBaseMap = (config: ChartConfig) => config.chartType === 'map' && config.baseLayer.show;

/** A map's area-layer dimension whose shapes the source does not have: the chart says why no area is drawn. */
export const shapelessLayer = (config: ChartConfig, components: Map<string, Component>) =>
  config.chartType === 'map' ? shapelessAreaLayer(config, components) : undefined;

/** The animation a chart plays, if any (tables have none). */
export const chartAnimation = (config: ChartConfig) => (config.chartType !== 'table' && 'animation' in config.fields ? config.fields.animation : undefined);

/**
 * The data table's columns: the components the chart asked for, dimensions first, as the cube
 * reads; a chart summed by a level has after each measure how many values its sums cover
 * (sumCountColumn, headed by `countLabel`).
 */
export const dataTableComponents = (config: ChartConfig, components: Map<string, Component>, countLabel: string): Component[] => {
  const columns = chartComponentIds(config, components)
    .flatMap((id) => components.get(id) ?? [])
    .sort((a, b) => Number(isMeasure(a)) - Number(isMeasure(b)));
  return chartAggregate(config) ? columns.flatMap((c): Component[] => (isMeasure(c) ? [c, sumCountColumn(c, countLabel)] : [c])) : columns;
};

/**
 * What the single filters fix, each as the frame's caption says it: "Energy source: Fossil fuels"
 * ('most recent' as the value the observations hold; the components in `except` left out: the data
 * filters a drawn chart offers as controls).
 */
export const fixedFilterTexts = (
  filters: Filters,
  byId: Map<string, Component>,
  except: string[],
  components?: DataCubeComponents,
  observations?: Observation[],
): string[] =>
  Object.entries(components ? resolveMostRecent(filters, components, observations) : filters).flatMap(([id, filter]) => {
    const dimension = byId.get(id);
    if (!dimension || except.includes(id)) return [];
    const value = filter.type === 'single' && findValue(dimension.values, filter.value);
    return value ? [`${dimension.label}: ${displayLabel(dimension, value.label)}`] : [];
  });

/**
 * The visitor's choices that narrow the rows, as they read: the data filters' values (when the
 * chart offers them), the time range and the animation frame.
 */
const visitorChoices = (config: ChartConfig, components: Map<string, Component>, filters: Filters, chart: InteractiveState): string[] => {
  const { dataFilters } = config.interactiveFiltersConfig;
  const values = dataFilters.active
    ? dataFilters.componentIds.flatMap((id) => {
        const component = components.get(id);
        return component && filters[id] ? [filterValueLabel(component, filters[id])] : [];
      })
    : [];
  const { timeId, animationId } = chartFilterSpec(config, components);
  const range = timeId && chart.timeRange ? [`${chart.timeRange.from}–${chart.timeRange.to}`] : [];
  const frame = animationId && chart.animationValue !== undefined ? [chart.animationValue] : [];
  return [...values, ...range, ...frame];
};

/**
 * The data the view downloads (viewer/download.ts): a drawn chart's rows as the visitor's filters
 * leave them, in the data table's columns (a summed chart's counts beside its sums), a table's rows
 * in its columns' order, each with the filtered dimensions the columns leave out; maps offer none.
 * `filters`: the query's (queryFilters).
 */
export const shownData = (
  config: ChartConfig,
  loaded: Map<string, Component>,
  observations: Observation[],
  state: Pick<ViewerState, 'chart'>,
  filters: Filters,
  countLabel: string,
): ShownData | undefined => {
  if (config.chartType === 'map') return undefined;
  const components = withFilterUnits(loaded, filters);
  if (config.chartType === 'table') {
    const columns = chartComponentIds(config, components).flatMap((id) => components.get(id) ?? []);
    return { components: columns, observations, filtered: filteredColumns(filters, components, columns), choices: [] };
  }
  const columns = dataTableComponents(config, components, countLabel);
  const spec = chartFilterSpec(config, components);
  // The frame drawn: the first until the visitor picks another.
  const chart = withAnimationFrame(state.chart, observations, spec, components);
  const resolved = drawnFilters(filters, components, observations);
  return {
    components: columns,
    observations: applyInteractiveFilters(observations, spec, chart),
    filtered: filteredColumns(resolved, components, columns),
    choices: visitorChoices(config, components, resolved, chart),
  };
};
