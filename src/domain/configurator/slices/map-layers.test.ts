import { schemeCategory10, schemeSet1 } from 'd3-scale-chromatic';
import { describe, expect, it } from 'vitest';
import { dimension, measure, yearDimension } from '../../charts/test-fixture';
import { getInitialChartConfig, type ChartConfigOf, type ConfiguratorState } from '../../config';
import type { DataCubeComponents } from '../../data';
import { FIRST_COLOR } from '../../config/defaults';
import type { ConfiguratorAction } from '../actions';
import { interactiveOptions, toggleInteractiveFilter } from '../interactive-options';
import { configuratorReducer } from '../reducer';
import { activeChart, newChartState } from '../select';
import { columnChart, stateOf } from '../test-state';

const canton = dimension('canton', ['Zurich', 'Bern', 'Uri'], { __typename: 'GeoShapesDimension' });
const station = dimension('station', ['A', 'B'], { __typename: 'GeoCoordinatesDimension' });
station.values.forEach((v, i) => Object.assign(v, { latitude: 46 + i, longitude: 7 + i }));
const forest = dimension('forest', ['public', 'private']);
const components: DataCubeComponents = {
  dimensions: [yearDimension(['2020', '2021']), canton, station, forest],
  measures: [measure('area', { unit: 'ha' }), measure('enterprises'), measure('rank', { __typename: 'OrdinalMeasure', isNumerical: false })],
};
const AREA = 'cube___area';

const mapState = (): ConfiguratorState =>
  newChartState(getInitialChartConfig({ cubes: [{ iri: 'cube/1' }], ...components, chartType: 'map', key: 'mapchart0001' }), {
    type: 'sparql',
    url: '/api/sparql',
  });
const mapOf = (state: ConfiguratorState) => activeChart(state) as ChartConfigOf<'map'>;
const run = (state: ConfiguratorState, ...actions: ConfiguratorAction[]) => actions.reduce(configuratorReducer, state);
const areaColor = (state: ConfiguratorState) => mapOf(state).fields.areaLayer!.color;

describe('a new map', () => {
  it('shows the shapes coloured by the first measure on a continuous oranges scale, base layer shown and not locked', () => {
    const map = mapOf(mapState());
    expect(map.fields).toEqual({
      areaLayer: {
        componentId: canton.id,
        color: { type: 'numerical', componentId: AREA, paletteId: 'oranges', scaleType: 'continuous', interpolationType: 'linear', opacity: 100 },
      },
    });
    expect(map.baseLayer).toEqual({ show: true, locked: false, customLayers: [] });
  });

  it('adds a symbol layer on the same shapes (CHART_FIELD_CHANGED), sized by the first measure in one colour, and removes it', () => {
    const state = run(mapState(), { type: 'CHART_FIELD_CHANGED', value: { field: 'symbolLayer', componentId: canton.id, components } });
    expect(mapOf(state).fields.symbolLayer).toEqual({ componentId: canton.id, measureId: AREA, color: { type: 'fixed', value: FIRST_COLOR, opacity: 80 } });
    const moved = run(state, { type: 'CHART_FIELD_CHANGED', value: { field: 'symbolLayer', componentId: station.id, components } });
    expect(mapOf(moved).fields.symbolLayer?.componentId).toBe(station.id);
    expect(mapOf(run(moved, { type: 'CHART_FIELD_DELETED', value: { field: 'symbolLayer', components } })).fields.symbolLayer).toBeUndefined();
  });

  it('animates over the years: the year loses its single filter', () => {
    const state = run(mapState(), { type: 'CHART_FIELD_CHANGED', value: { field: 'animation', componentId: 'cube___year', components } });
    expect(mapOf(state).fields.animation).toMatchObject({ componentId: 'cube___year', showPlayButton: true, type: 'continuous', duration: 30 });
    expect(mapOf(state).cubes[0].filters['cube___year']).toBeUndefined();
  });
});

describe('interactive filters of a map', () => {
  it('offers a time range over the animated years, which stays on while the map animates them', () => {
    const animated = run(mapState(), { type: 'CHART_FIELD_CHANGED', value: { field: 'animation', componentId: 'cube___year', components } });
    expect(interactiveOptions(mapOf(mapState()), components).timeRange).toBeUndefined();
    expect(interactiveOptions(mapOf(animated), components).timeRange?.id).toBe('cube___year');
    const ranged = run(animated, { type: 'INTERACTIVE_FILTER_CHANGED', value: toggleInteractiveFilter(mapOf(animated), components, 'timeRange', true) });
    expect(mapOf(ranged).interactiveFiltersConfig.timeRange).toEqual({
      active: true,
      componentId: 'cube___year',
      presets: { type: 'range', from: '2020', to: '2021' },
    });
    // Another layer change keeps it; the animation going switches it off.
    const withSymbols = run(ranged, { type: 'CHART_FIELD_CHANGED', value: { field: 'symbolLayer', componentId: canton.id, components } });
    expect(mapOf(withSymbols).interactiveFiltersConfig.timeRange.active).toBe(true);
    const still = run(withSymbols, { type: 'CHART_FIELD_DELETED', value: { field: 'animation', components } });
    expect(mapOf(still).interactiveFiltersConfig.timeRange.active).toBe(false);
  });
});

describe('MAP_LAYER_COLOR_TYPE_CHANGED', () => {
  const change = (state: ConfiguratorState, colorType: 'fixed' | 'categorical' | 'numerical') =>
    run(state, { type: 'MAP_LAYER_COLOR_TYPE_CHANGED', value: { field: 'areaLayer', colorType, components } });

  it('fixed: one colour at the fixed opacity of 80 (spec 000 §9)', () => {
    expect(areaColor(change(mapState(), 'fixed'))).toEqual({ type: 'fixed', value: FIRST_COLOR, opacity: 80 });
  });

  it('categorical: the first category, each value mapped to the palette; its dimension is no longer filtered', () => {
    const state = change(mapState(), 'categorical');
    expect(areaColor(state)).toEqual({
      type: 'categorical',
      componentId: forest.id,
      paletteId: 'category10',
      colorMapping: { [String(forest.values[0].value)]: schemeCategory10[0], [String(forest.values[1].value)]: schemeCategory10[1] },
      opacity: 100,
    });
    expect(mapOf(mapState()).cubes[0].filters[forest.id]).toBeDefined();
    expect(mapOf(state).cubes[0].filters[forest.id]).toBeUndefined();
  });

  it('numerical again keeps nothing of the categories and starts continuous', () => {
    expect(areaColor(change(change(mapState(), 'categorical'), 'numerical'))).toMatchObject({ type: 'numerical', componentId: AREA, scaleType: 'continuous' });
  });

  it('does nothing to a chart that is no map', () => {
    const column = stateOf('CONFIGURING_CHART', [columnChart()]);
    expect(change(column, 'fixed')).toBe(column);
  });
});

describe('MAP_LAYER_COLOR_COMPONENT_CHANGED', () => {
  it('takes another numerical measure, never a dimension', () => {
    const state = run(mapState(), { type: 'MAP_LAYER_COLOR_COMPONENT_CHANGED', value: { field: 'areaLayer', componentId: 'cube___enterprises', components } });
    expect(areaColor(state)).toMatchObject({ componentId: 'cube___enterprises' });
    expect(run(state, { type: 'MAP_LAYER_COLOR_COMPONENT_CHANGED', value: { field: 'areaLayer', componentId: forest.id, components } })).toBe(state);
  });

  it('recolours categories of the new component, an ordinal measure included', () => {
    const categorical = run(mapState(), { type: 'MAP_LAYER_COLOR_TYPE_CHANGED', value: { field: 'areaLayer', colorType: 'categorical', components } });
    const state = run(categorical, { type: 'MAP_LAYER_COLOR_COMPONENT_CHANGED', value: { field: 'areaLayer', componentId: 'cube___rank', components } });
    expect(areaColor(state)).toMatchObject({ componentId: 'cube___rank', colorMapping: {} });
  });
});

describe('MAP_LAYER_PALETTE_CHANGED', () => {
  it('numerical: sequential and diverging palettes only', () => {
    const state = run(mapState(), { type: 'MAP_LAYER_PALETTE_CHANGED', value: { field: 'areaLayer', paletteId: 'RdBu', components } });
    expect(areaColor(state)).toMatchObject({ paletteId: 'RdBu' });
    expect(run(state, { type: 'MAP_LAYER_PALETTE_CHANGED', value: { field: 'areaLayer', paletteId: 'set1', components } })).toBe(state);
  });

  it('categorical: remaps every value to the new palette', () => {
    const categorical = run(mapState(), { type: 'MAP_LAYER_COLOR_TYPE_CHANGED', value: { field: 'areaLayer', colorType: 'categorical', components } });
    const state = run(categorical, { type: 'MAP_LAYER_PALETTE_CHANGED', value: { field: 'areaLayer', paletteId: 'set1', components } });
    expect(areaColor(state)).toMatchObject({
      paletteId: 'set1',
      colorMapping: { [String(forest.values[0].value)]: schemeSet1[0], [String(forest.values[1].value)]: schemeSet1[1] },
    });
  });
});

describe('MAP_LAYER_COLOR_CHANGED and MAP_LAYER_OPACITY_CHANGED', () => {
  it('sets the fixed colour, refusing what is no #rrggbb', () => {
    const fixed = run(mapState(), { type: 'MAP_LAYER_COLOR_TYPE_CHANGED', value: { field: 'areaLayer', colorType: 'fixed', components } });
    expect(areaColor(run(fixed, { type: 'MAP_LAYER_COLOR_CHANGED', value: { field: 'areaLayer', color: '#123456' } }))).toMatchObject({ value: '#123456' });
    expect(run(fixed, { type: 'MAP_LAYER_COLOR_CHANGED', value: { field: 'areaLayer', color: 'red;}' } })).toBe(fixed);
  });

  it("sets one category's colour", () => {
    const categorical = run(mapState(), { type: 'MAP_LAYER_COLOR_TYPE_CHANGED', value: { field: 'areaLayer', colorType: 'categorical', components } });
    const key = String(forest.values[1].value);
    expect(areaColor(run(categorical, { type: 'MAP_LAYER_COLOR_CHANGED', value: { field: 'areaLayer', key, color: '#000000' } }))).toMatchObject({
      colorMapping: { [key]: '#000000' },
    });
  });

  it('takes opacities from 0 to 100 in steps of 10 only (spec 001 §5)', () => {
    const state = run(mapState(), { type: 'MAP_LAYER_OPACITY_CHANGED', value: { field: 'areaLayer', opacity: 60 } });
    expect(areaColor(state).opacity).toBe(60);
    expect(run(state, { type: 'MAP_LAYER_OPACITY_CHANGED', value: { field: 'areaLayer', opacity: 65 } })).toBe(state);
    expect(run(state, { type: 'MAP_LAYER_OPACITY_CHANGED', value: { field: 'areaLayer', opacity: 110 } })).toBe(state);
  });
});

describe('MAP_LAYER_SCALE_CHANGED', () => {
  const scale = (state: ConfiguratorState, value: Omit<Extract<ConfiguratorAction, { type: 'MAP_LAYER_SCALE_CHANGED' }>['value'], 'field'>) =>
    run(state, { type: 'MAP_LAYER_SCALE_CHANGED', value: { field: 'areaLayer', ...value } });

  it('discrete defaults to jenks with 3 classes (spec 000 §9)', () => {
    expect(areaColor(scale(mapState(), { scaleType: 'discrete', valueCount: 26 }))).toMatchObject({
      scaleType: 'discrete',
      interpolationType: 'jenks',
      nbClass: 3,
    });
  });

  it('needs at least 3 values for a discrete scale', () => {
    const state = mapState();
    expect(scale(state, { scaleType: 'discrete', valueCount: 2 })).toBe(state);
  });

  it('takes quantize or quantile, and class counts from 3 to 9 and at most values − 2', () => {
    const discrete = scale(mapState(), { interpolationType: 'quantile', valueCount: 26 });
    expect(areaColor(discrete)).toMatchObject({ scaleType: 'discrete', interpolationType: 'quantile' });
    expect(areaColor(scale(discrete, { nbClass: 9, valueCount: 26 }))).toMatchObject({ nbClass: 9 });
    expect(scale(discrete, { nbClass: 10, valueCount: 26 })).toBe(discrete);
    expect(scale(discrete, { nbClass: 7, valueCount: 8 })).toBe(discrete);
  });

  it('continuous is linear, without classes', () => {
    const back = scale(scale(mapState(), { scaleType: 'discrete', nbClass: 5, valueCount: 26 }), { scaleType: 'continuous', valueCount: 26 });
    expect(areaColor(back)).toEqual({
      type: 'numerical',
      componentId: AREA,
      paletteId: 'oranges',
      scaleType: 'continuous',
      interpolationType: 'linear',
      opacity: 100,
    });
  });
});

describe('MAP_SYMBOL_MEASURE_CHANGED', () => {
  const withSymbols = () => run(mapState(), { type: 'CHART_FIELD_CHANGED', value: { field: 'symbolLayer', componentId: canton.id, components } });
  it('sizes the circles by another numerical measure, or by none (equal circles)', () => {
    const state = run(withSymbols(), { type: 'MAP_SYMBOL_MEASURE_CHANGED', value: { measureId: 'cube___enterprises', components } });
    expect(mapOf(state).fields.symbolLayer?.measureId).toBe('cube___enterprises');
    expect(run(state, { type: 'MAP_SYMBOL_MEASURE_CHANGED', value: { measureId: 'cube___rank', components } })).toBe(state);
    expect(mapOf(run(state, { type: 'MAP_SYMBOL_MEASURE_CHANGED', value: { measureId: undefined, components } })).fields.symbolLayer).not.toHaveProperty(
      'measureId',
    );
  });
});

describe('base layer (spec 001 §4)', () => {
  const bbox: [[number, number], [number, number]] = [
    [5.9, 45.8],
    [10.5, 47.8],
  ];
  it('MAP_BASE_LAYER_SHOW_CHANGED shows or hides the base map', () => {
    expect(mapOf(run(mapState(), { type: 'MAP_BASE_LAYER_SHOW_CHANGED', value: { show: false } })).baseLayer.show).toBe(false);
  });

  it('MAP_BASE_LAYER_LOCKED_CHANGED stores the current bounds as bbox while locked and clears them when unlocked', () => {
    const locked = run(mapState(), { type: 'MAP_BASE_LAYER_LOCKED_CHANGED', value: { locked: true, bbox } });
    expect(mapOf(locked).baseLayer).toEqual({ show: true, locked: true, bbox, customLayers: [] });
    expect(mapOf(run(locked, { type: 'MAP_BASE_LAYER_LOCKED_CHANGED', value: { locked: false } })).baseLayer).toEqual({
      show: true,
      locked: false,
      customLayers: [],
    });
  });

  it('refuses to lock without valid bounds', () => {
    const state = mapState();
    expect(run(state, { type: 'MAP_BASE_LAYER_LOCKED_CHANGED', value: { locked: true } })).toBe(state);
    expect(
      run(state, {
        type: 'MAP_BASE_LAYER_LOCKED_CHANGED',
        value: {
          locked: true,
          bbox: [
            [10, 45],
            [5, 47],
          ],
        },
      }),
    ).toBe(state);
    expect(
      run(state, {
        type: 'MAP_BASE_LAYER_LOCKED_CHANGED',
        value: {
          locked: true,
          bbox: [
            [0, 0],
            [200, 47],
          ],
        },
      }),
    ).toBe(state);
  });
});
