/** Map: area and symbol layers over a base layer; drawn by its own view (map/scene.ts, maplibre). */
import type { ChartTypeDefinition } from '../definition';
import { animation, areaLayer, candidatesOf, symbolLayer, type Encoding } from '../encoding-parts';
import { geo } from '../requirements';

export const map: ChartTypeDefinition<'map'> = {
  encodings: [areaLayer, symbolLayer, animation],
  requires: [geo],
  sorting: {},
  capabilities: { mapLayers: true, timeAlongAnimation: true },
  initial: {
    // The areas of the first shapes dimension, else circles at the first geographic dimension's places.
    fields: (components) => {
      const layer = (encoding: Encoding) => {
        const [place] = candidatesOf(encoding, components);
        return place && { [encoding.field]: { ...encoding.defaults!(components), componentId: place.id } };
      };
      const fields = layer(areaLayer) ?? layer(symbolLayer);
      if (!fields) throw new Error('The cube lacks a component this chart type needs');
      return fields;
    },
    settings: () => ({ baseLayer: { show: true, locked: false, customLayers: [] } }),
  },
  drawn: undefined,
};
