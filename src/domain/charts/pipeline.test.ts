import { describe, expect, it } from 'vitest';
import type { ChartConfig, ChartConfigOf } from '../config';
import { MOST_RECENT_VALUE } from '../configurator/most-recent';
import type { Component, DataCubeComponents, Dimension, Measure, Observation } from '../data';
import { initialViewerState, viewerReducer, type ViewerState } from '../viewer/viewer-state';
import {
  chartAnimation,
  chartComponentIds,
  chartFilterSpec,
  chartQuery,
  chartScene,
  chartShapeDimensions,
  cubesQuery,
  dataTableComponents,
  legendValues,
  queryFilters,
  sceneKind,
  shapelessLayer,
  shownData,
} from './pipeline';
import { aggregateCountKey } from '../observations/aggregation';
import { SCENE_MAKERS } from './scene-makers';
import { configBase, dimension, measure, yearDimension } from './test-fixture';

const canton = dimension('canton', ['Bern', 'Zürich']);
const fuel = dimension('fuel', ['Coal', 'Gas']);
const year = yearDimension(['2020', '2021']);
const place = dimension('place', ['SW'], { __typename: 'GeoShapesDimension' });
const generation = measure('generation', { unit: 'GWh' });
const cube: DataCubeComponents = { dimensions: [canton, fuel, year, place] as Dimension[], measures: [generation as Measure] };
const byId = new Map<string, Component>([...cube.dimensions, ...cube.measures].map((c) => [c.id, c]));
const value = (c: Component, label: string) => String(c.values.find((v) => v.label === label)!.value);

const observations: Observation[] = [
  { [canton.id]: 'Bern', [fuel.id]: 'Coal', [year.id]: '2021', [generation.id]: 10 },
  { [canton.id]: 'Bern', [fuel.id]: 'Gas', [year.id]: '2021', [generation.id]: 30 },
  { [canton.id]: 'Zürich', [fuel.id]: 'Coal', [year.id]: '2021', [generation.id]: 20 },
  { [canton.id]: 'Zürich', [fuel.id]: 'Gas', [year.id]: '2021', [generation.id]: 40 },
];

const column = (
  cubes: ChartConfig['cubes'] = [{ iri: 'cube/1', filters: { [year.id]: { type: 'single', value: MOST_RECENT_VALUE } } }],
): ChartConfigOf<'column'> => {
  const base = configBase();
  return {
    ...base,
    cubes,
    interactiveFiltersConfig: {
      ...base.interactiveFiltersConfig,
      legend: { active: true, componentId: fuel.id },
      dataFilters: { active: true, componentIds: [canton.id], defaultValueOverrides: {}, filterTypes: {} },
    },
    chartType: 'column',
    fields: {
      x: { componentId: canton.id },
      y: { componentId: generation.id },
      color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
      segment: { componentId: fuel.id, type: 'stacked', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
    },
  } as ChartConfigOf<'column'>;
};
const table = (): ChartConfigOf<'table'> =>
  ({
    ...configBase(),
    chartType: 'table',
    fields: Object.fromEntries(
      [canton, generation].map((c, index) => [
        c.id,
        {
          componentId: c.id,
          componentType: c.__typename,
          index,
          isGroup: false,
          isHidden: false,
          columnStyle: { type: 'text', textStyle: 'regular', textColor: '#000', columnColor: '#fff' },
        },
      ]),
    ),
    sorting: [],
    settings: { showSearch: true, showAllRows: false },
  }) as unknown as ChartConfigOf<'table'>;
const map = (): ChartConfigOf<'map'> =>
  ({
    ...configBase(),
    chartType: 'map',
    fields: { areaLayer: { componentId: place.id, color: { type: 'fixed', value: '#336699', opacity: 80 } } },
    baseLayer: { show: false, locked: false, customLayers: [] },
  }) as unknown as ChartConfigOf<'map'>;

const viewer = (config: ChartConfig): ViewerState => initialViewerState({ config });
const sceneOf = (config: ChartConfig, state = viewer(config), rows = observations) =>
  chartScene({ config, components: byId, observations: rows, state, locale: 'en', width: 600, viewportWidth: 1200, makers: SCENE_MAKERS });

describe('sceneKind', () => {
  it('draws the registry’s types as SVG, maps and tables as themselves', () => {
    expect([column(), map(), table()].map(sceneKind)).toEqual(['svg', 'map', 'table']);
  });
});

describe('chartQuery', () => {
  it('asks nothing until the components are known', () => {
    expect(chartQuery(column(), undefined)).toEqual([]);
  });

  it('asks one cube for the components the chart needs, data filters included, with the visitor’s choices and “most recent” for the server to resolve', () => {
    const [query, ...more] = chartQuery(column(), cube, { [canton.id]: [value(canton, 'Zürich')] });
    expect(more).toEqual([]);
    expect(query.iri).toBe('cube/1');
    expect(new Set(query.componentIds)).toEqual(new Set([canton.id, fuel.id, generation.id, year.id]));
    expect(query.filters).toEqual({ [year.id]: { type: 'single', value: MOST_RECENT_VALUE }, [canton.id]: { type: 'single', value: value(canton, 'Zürich') } });
    expect(queryFilters([query])).toEqual(query.filters);
  });

  it('asks joined cubes for the components the chart draws too, each with its filters', () => {
    const joined = column([
      { iri: 'cube/1', joinBy: [year.id], filters: {} },
      { iri: 'cube/2', joinBy: [year.id], filters: { [fuel.id]: { type: 'single', value: value(fuel, 'Gas') } } },
    ]);
    const query = chartQuery(joined, cube);
    expect(query.map((q) => [q.iri, q.joinBy])).toEqual([
      ['cube/1', [year.id]],
      ['cube/2', [year.id]],
    ]);
    for (const q of query) expect(new Set(q.componentIds)).toEqual(new Set([canton.id, fuel.id, generation.id]));
    expect(query[1].filters).toEqual({ [fuel.id]: { type: 'single', value: value(fuel, 'Gas') } });
  });

  it('asks a table for its columns and a map for its layers, without data filters', () => {
    expect(chartQuery(table(), cube, { [canton.id]: ['x'] })[0]).toMatchObject({ componentIds: [canton.id, generation.id], filters: {} });
    expect(chartQuery(map(), cube)[0].componentIds).toEqual([place.id]);
    expect(cubesQuery([{ iri: 'cube/1', filters: {} }])).toEqual([{ iri: 'cube/1', componentIds: undefined, filters: {} }]);
  });
});

describe('chartScene', () => {
  it('says there is no data without observations, naming the filters; an SVG chart draws nothing without a width', () => {
    const filters = queryFilters(chartQuery(column(), cube, { [canton.id]: [value(canton, 'Zürich')] }));
    const chart = (config: ChartConfig) =>
      chartScene({ config, components: byId, observations: [], state: viewer(config), locale: 'en', width: 600, viewportWidth: 1200, filters, makers: {} });
    // 'Most recent' is no value to name while nothing answers it.
    expect(chart(column())).toEqual({ kind: 'empty', empty: { reason: 'filtered', values: ['Zürich'], time: [] } });
    // Maps and tables too, before their makers load: there is nothing to make.
    expect(chart(table())?.kind).toBe('empty');
    expect(sceneOf(map(), viewer(map()), [])).toEqual({ kind: 'empty', empty: { reason: 'filtered', values: [], time: [] } });
    expect(
      chartScene({
        config: column(),
        components: byId,
        observations,
        state: viewer(column()),
        locale: 'en',
        width: 0,
        viewportWidth: 1200,
        makers: SCENE_MAKERS,
      }),
    ).toBeUndefined();
  });

  it('draws a drawn chart as an SVG scene under the visitor’s state', () => {
    const scene = sceneOf(column());
    expect(scene?.kind).toBe('svg');
    if (scene?.kind !== 'svg') return;
    expect(scene.config.chartType).toBe('column');
    expect(scene.scene.legend.map((l) => l.key)).toEqual(['Coal', 'Gas']);
    const hidden = viewerReducer(viewer(column()), { type: 'LEGEND_TOGGLE', category: 'Gas', categories: ['Coal', 'Gas'] });
    const fewer = sceneOf(column(), hidden);
    expect(fewer?.kind === 'svg' && fewer.scene.marks.length).toBeLessThan(scene.scene.marks.length);
  });

  it('gives the plot the height a dashboard block asks for, else the one its widths give', () => {
    const plotOf = (height?: number) => {
      const scene = chartScene({
        config: column(),
        components: byId,
        observations,
        state: viewer(column()),
        locale: 'en',
        width: 600,
        viewportWidth: 1200,
        height,
        makers: SCENE_MAKERS,
      });
      return scene?.kind === 'svg' ? scene.scene.plot.height : undefined;
    };
    expect(plotOf()).toBe(500);
    expect(plotOf(220)).toBe(220);
  });

  it('draws a table as its model, sorted and searched as the visitor asks', () => {
    const state = viewerReducer(
      viewerReducer(viewer(table()), { type: 'TABLE_SORTING_CHANGE', sorting: [{ componentId: generation.id, sortingOrder: 'desc' }] }),
      { type: 'TABLE_SEARCH_CHANGE', search: 'bern' },
    );
    const scene = sceneOf(table(), state);
    expect(scene?.kind).toBe('table');
    if (scene?.kind !== 'table') return;
    expect(scene.model.rows.map((r) => r.type === 'data' && r.observation[generation.id])).toEqual([30, 10]);
    expect(scene.model.rowCount).toBe(2);
  });

  it('waits for a map’s shapes', () => {
    expect(sceneOf(map())).toBeUndefined();
    expect(chartShapeDimensions(map(), byId)).toEqual([place]);
    expect(chartShapeDimensions(column(), byId)).toEqual([]);
    const scene = chartScene({
      config: map(),
      components: byId,
      observations: [{ [place.id]: 'SW' }],
      state: viewer(map()),
      locale: 'en',
      width: 600,
      viewportWidth: 1200,
      shapes: { [place.id]: [] },
      makers: SCENE_MAKERS,
    });
    expect(scene?.kind).toBe('map');
  });

  it('waits for the maker of a map or a table (the web loads each when one is shown)', () => {
    const input = { components: byId, locale: 'en' as const, width: 600, viewportWidth: 1200, shapes: { [place.id]: [] } };
    expect(chartScene({ ...input, config: map(), observations: [{ [place.id]: 'SW' }], state: viewer(map()), makers: {} })).toBeUndefined();
    expect(chartScene({ ...input, config: map(), observations: [{ [place.id]: 'SW' }], state: viewer(map()), makers: { map: SCENE_MAKERS.map } })?.kind).toBe(
      'map',
    );
  });
});

describe('what the frame shows beside the scene', () => {
  it('lists the data table’s columns dimensions first', () => {
    expect(chartComponentIds(column(), new Map())).toEqual([]);
    expect(dataTableComponents(column(), byId, 'Values summed').map((c) => c.id)).toEqual([canton.id, fuel.id, generation.id]);
  });

  it('has after each measure of a chart summed by a level how many values each sum covers, named in the view’s words', () => {
    const summed = { ...column(), fields: { ...column().fields, x: { componentId: canton.id, sumByLevel: 0 } } } as ChartConfigOf<'column'>;
    const columns = dataTableComponents(summed, byId, 'Values summed');
    expect(columns.map((c) => [c.id, c.label, c.unit])).toEqual([
      [canton.id, canton.label, undefined],
      [fuel.id, fuel.label, undefined],
      [generation.id, generation.label, 'GWh'],
      [aggregateCountKey(generation.id), 'Values summed', undefined],
    ]);
  });

  it('offers a drawn chart’s rows as the visitor’s filters leave them, a table’s all, a map’s none, each with the filtered dimensions they leave out', () => {
    const hidden = viewerReducer(viewer(column()), { type: 'LEGEND_TOGGLE', category: 'Gas', categories: ['Coal', 'Gas'] });
    expect(chartFilterSpec(column(), byId).legendId).toBe(fuel.id);
    const filters = queryFilters(chartQuery(column(), cube, { [canton.id]: [value(canton, 'Zürich')] }));
    const shown = shownData(column(), byId, observations, hidden, filters, 'Values summed');
    expect(shown?.observations.map((o) => o[fuel.id])).toEqual(['Coal', 'Coal']);
    // The year filtered on 'most recent' is a column of the year it stands for; the canton, a column already, names the file.
    expect(shown?.filtered).toEqual([{ component: year, value: '2021' }]);
    expect(shown?.choices).toEqual(['Zürich']);
    expect(shownData(table(), byId, observations, viewer(table()), { [fuel.id]: { type: 'single', value: value(fuel, 'Gas') } }, 'Values summed')).toEqual({
      components: [canton, generation],
      observations,
      filtered: [{ component: fuel, value: 'Gas' }],
      choices: [],
    });
    expect(shownData(map(), byId, observations, viewer(map()), {}, 'Values summed')).toBeUndefined();
  });

  it('names a map’s area layer whose shapes the source does not have', () => {
    expect(shapelessLayer(map(), byId)).toBeUndefined();
    const shapeless = new Map(byId).set(place.id, { ...place, hasShapes: false } as Component);
    expect(shapelessLayer(map(), shapeless)).toBe(shapeless.get(place.id));
    expect(shapelessLayer(column(), shapeless)).toBeUndefined();
  });

  it('finds the animation of a chart that has one', () => {
    const animation = { componentId: year.id, showPlayButton: true, type: 'stepped' as const, duration: 10, dynamicScales: false };
    const animated = { ...column(), fields: { ...column().fields, animation } } as ChartConfigOf<'column'>;
    expect(chartAnimation(animated)).toEqual(animation);
    expect(chartAnimation(column())).toBeUndefined();
    expect(chartAnimation(table())).toBeUndefined();
  });

  it('knows the legend’s values, by which an address names hidden categories', () => {
    expect(legendValues(column(), byId)).toBe(fuel.values);
    expect(legendValues(table(), byId)).toBeUndefined();
  });
});
