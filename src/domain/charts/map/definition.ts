/** Map: area and symbol layers over a base layer; drawn by its own view (map/scene.ts, maplibre). */
import type { ChartTypeDefinition } from '../definition';
import { animation, areaLayer, symbolLayer } from '../encoding-parts';
import { geo } from '../requirements';

export const map: ChartTypeDefinition<'map'> = {
  encodings: [areaLayer, symbolLayer, animation],
  requires: [geo],
  sorting: {},
  capabilities: { mapLayers: true, timeAlongAnimation: true },
  drawn: undefined,
};
