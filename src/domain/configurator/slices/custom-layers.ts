/**
 * The custom WMS/WMTS layers of the active map (spec 001 §3, §4): add, update (matched on type
 * and id), remove and swap. Stored order is drawing order, so the last layer is on top; the panel
 * lists them the other way round, top first.
 */
import type { ChartConfig, ConfiguratorState } from '../../config';
import type { CustomLayer } from '../../map/custom-layer-sources';
import type { ConfiguratorAction } from '../actions';
import { updateActiveChart } from '../select';

const same = (a: Pick<CustomLayer, 'type' | 'id'>, b: Pick<CustomLayer, 'type' | 'id'>) => a.type === b.type && a.id === b.id;

/** The active chart with its custom layers changed; charts that are not maps stay as they are. */
const withCustomLayers = (state: ConfiguratorState, change: (layers: CustomLayer[]) => CustomLayer[]) =>
  updateActiveChart(state, (chart): ChartConfig => {
    if (chart.chartType !== 'map') return chart;
    const customLayers = change(chart.baseLayer.customLayers);
    return customLayers === chart.baseLayer.customLayers ? chart : { ...chart, baseLayer: { ...chart.baseLayer, customLayers } };
  });

/** The stored index of the layer the panel shows at `displayed` (the panel lists the top layer first). */
export const storedIndex = (count: number, displayed: number) => count - 1 - displayed;

export const customLayersSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'CUSTOM_LAYER_ADD':
      return withCustomLayers(state, (layers) => (layers.some((l) => same(l, action.value.layer)) ? layers : [...layers, action.value.layer]));
    case 'CUSTOM_LAYER_UPDATE':
      return withCustomLayers(state, (layers) =>
        layers.some((l) => same(l, action.value.layer)) ? layers.map((l) => (same(l, action.value.layer) ? action.value.layer : l)) : layers,
      );
    case 'CUSTOM_LAYER_REMOVE':
      return withCustomLayers(state, (layers) => (layers.some((l) => same(l, action.value)) ? layers.filter((l) => !same(l, action.value)) : layers));
    case 'CUSTOM_LAYER_SWAP': {
      const { oldIndex, newIndex } = action.value;
      return withCustomLayers(state, (layers) => {
        const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < layers.length;
        if (!inRange(oldIndex) || !inRange(newIndex) || oldIndex === newIndex) return layers;
        const swapped = [...layers];
        [swapped[oldIndex], swapped[newIndex]] = [swapped[newIndex], swapped[oldIndex]];
        return swapped;
      });
    }
    default:
      return state;
  }
};
