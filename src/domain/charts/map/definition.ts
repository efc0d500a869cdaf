/** Map: area and symbol layers over a base layer; drawn by its own view (map/scene.ts, maplibre). */
import type { ChartTypeDefinition } from '../definition';
import { animation, areaLayer, candidatesOf, symbolLayer, type Encoding } from '../encoding-parts';
import { geo, mapPlaces } from '../requirements';

export const map: ChartTypeDefinition<'map'> = {
  encodings: [areaLayer, symbolLayer, animation],
  requires: [geo, mapPlaces],
  sorting: {},
  capabilities: { mapLayers: true, timeAlongAnimation: true },
  initial: {
    // The areas of the first shapes dimension the source has shapes for, else circles at the first
    // coordinates (or shape centroids): the layers' kinds take only places that can be drawn.
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
