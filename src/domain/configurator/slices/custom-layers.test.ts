import { describe, expect, it } from 'vitest';
import type { ChartConfigOf, ConfiguratorState } from '../../config';
import type { CustomLayer } from '../../map/custom-layer-sources';
import { configuratorReducer } from '../reducer';
import { columnChart, stateOf } from '../test-state';
import { customLayersSlice, storedIndex } from './custom-layers';

const wms = (id: string, extra: Partial<CustomLayer> = {}): CustomLayer =>
  ({ type: 'wms', id, endpoint: 'https://wms.geo.admin.ch/', isBehindAreaLayer: false, syncTemporalFilters: false, ...extra }) as CustomLayer;
const wmts = (id: string, extra: Partial<CustomLayer> = {}): CustomLayer =>
  ({
    type: 'wmts',
    id,
    url: 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml',
    isBehindAreaLayer: false,
    syncTemporalFilters: false,
    ...extra,
  }) as CustomLayer;

const mapChart = (customLayers: CustomLayer[]): ChartConfigOf<'map'> => ({
  ...columnChart(),
  chartType: 'map',
  fields: { areaLayer: { componentId: 'cube___canton', color: { type: 'fixed', value: '#1f77b4', opacity: 80 } } },
  baseLayer: { show: true, locked: false, customLayers },
});
const mapState = (customLayers: CustomLayer[]) => stateOf('CONFIGURING_CHART', [mapChart(customLayers)]);
const layersOf = (state: ConfiguratorState) => (state.chartConfigs[0] as ChartConfigOf<'map'>).baseLayer.customLayers;

describe('CUSTOM_LAYER_ADD', () => {
  it('adds a layer on top of the others (the end of the stored list)', () => {
    const state = mapState([wms('a')]);
    expect(layersOf(customLayersSlice(state, { type: 'CUSTOM_LAYER_ADD', value: { layer: wmts('b') } }))).toEqual([wms('a'), wmts('b')]);
  });

  it('ignores a layer of the same type and id, but takes one of the same id and another type', () => {
    const state = mapState([wms('a')]);
    expect(customLayersSlice(state, { type: 'CUSTOM_LAYER_ADD', value: { layer: wms('a', { isBehindAreaLayer: true }) } })).toBe(state);
    expect(layersOf(customLayersSlice(state, { type: 'CUSTOM_LAYER_ADD', value: { layer: wmts('a') } }))).toEqual([wms('a'), wmts('a')]);
  });

  it('leaves a chart that is no map as it is', () => {
    const state = stateOf('CONFIGURING_CHART', [columnChart()]);
    expect(customLayersSlice(state, { type: 'CUSTOM_LAYER_ADD', value: { layer: wms('a') } })).toBe(state);
  });

  it('runs through the configurator reducer while a chart is configured, and not before', () => {
    const state = mapState([]);
    expect(layersOf(configuratorReducer(state, { type: 'CUSTOM_LAYER_ADD', value: { layer: wms('a') } }))).toEqual([wms('a')]);
    const selecting = { ...state, state: 'PUBLISHED' as const };
    expect(configuratorReducer(selecting, { type: 'CUSTOM_LAYER_ADD', value: { layer: wms('a') } })).toBe(selecting);
  });
});

describe('CUSTOM_LAYER_UPDATE', () => {
  it('replaces the layer matched on type and id, in its place', () => {
    const state = mapState([wms('a'), wmts('a'), wms('b')]);
    const updated = wmts('a', { isBehindAreaLayer: true, syncTemporalFilters: true });
    expect(layersOf(customLayersSlice(state, { type: 'CUSTOM_LAYER_UPDATE', value: { layer: updated } }))).toEqual([wms('a'), updated, wms('b')]);
  });

  it('ignores a layer the chart does not have', () => {
    const state = mapState([wms('a')]);
    expect(customLayersSlice(state, { type: 'CUSTOM_LAYER_UPDATE', value: { layer: wmts('a') } })).toBe(state);
  });
});

describe('CUSTOM_LAYER_REMOVE', () => {
  it('removes the layer matched on type and id', () => {
    const state = mapState([wms('a'), wmts('a')]);
    expect(layersOf(customLayersSlice(state, { type: 'CUSTOM_LAYER_REMOVE', value: { type: 'wms', id: 'a' } }))).toEqual([wmts('a')]);
  });

  it('ignores a layer the chart does not have', () => {
    const state = mapState([wms('a')]);
    expect(customLayersSlice(state, { type: 'CUSTOM_LAYER_REMOVE', value: { type: 'wms', id: 'b' } })).toBe(state);
  });
});

describe('CUSTOM_LAYER_SWAP', () => {
  it('swaps two layers of the stored order', () => {
    const state = mapState([wms('a'), wms('b'), wms('c')]);
    expect(layersOf(customLayersSlice(state, { type: 'CUSTOM_LAYER_SWAP', value: { oldIndex: 0, newIndex: 2 } }))).toEqual([wms('c'), wms('b'), wms('a')]);
  });

  it('ignores indices out of range and a swap of a layer with itself', () => {
    const state = mapState([wms('a'), wms('b')]);
    for (const [oldIndex, newIndex] of [
      [0, 2],
      [-1, 0],
      [1, 1],
      [0.5, 1],
    ]) {
      expect(customLayersSlice(state, { type: 'CUSTOM_LAYER_SWAP', value: { oldIndex, newIndex } })).toBe(state);
    }
  });

  it('maps the panel’s top-first list onto the stored order', () => {
    // Stored [a, b, c] is drawn a, then b, then c on top: the panel lists c, b, a.
    expect([0, 1, 2].map((displayed) => storedIndex(3, displayed))).toEqual([2, 1, 0]);
  });
});
