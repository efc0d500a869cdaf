/**
 * The custom WMS/WMTS layers on a maplibre map: one raster source and layer per custom layer
 * source (domain/map/custom-layer-sources.ts), added, updated, reordered and removed so that the
 * map shows exactly `sources`. Layers behind the area layer go right below it, the others above
 * it, each group in stored order (later ones on top). maplibre-gl is loaded lazily by the map
 * view: only its types are imported here.
 */
import type { Map as MaplibreMap, RasterTileSource } from 'maplibre-gl';
import { CUSTOM_LAYER_PREFIX, type CustomLayerSource } from '../../domain/map/custom-layer-sources';

export type CustomLayerPlacement = {
  /** The area layer's maplibre layer id; without it (a map of symbols only) every custom layer goes on top. */
  areaLayerId?: string;
  /** A layer the custom layers on top stay below (the symbol layer, labels); the top of the map without it. */
  topBeforeId?: string;
};

const isCustom = (id: string) => id.startsWith(CUSTOM_LAYER_PREFIX);

/** Makes the map's custom layers those of `sources`, in their order and place; other layers are left as they are. */
export const syncCustomLayers = (map: MaplibreMap, sources: CustomLayerSource[], placement: CustomLayerPlacement = {}) => {
  const wanted = new Map(sources.map((source) => [source.id, source]));
  const style = map.getStyle();
  for (const layer of style.layers ?? []) if (isCustom(layer.id) && !wanted.has(layer.id)) map.removeLayer(layer.id);
  for (const id of Object.keys(style.sources ?? {})) {
    const existing = style.sources[id];
    const source = wanted.get(id);
    // A source whose zoom range or attribution changed is made anew; new tiles alone are set in place.
    const stale =
      source &&
      existing.type === 'raster' &&
      (existing.tileSize !== source.tileSize ||
        existing.minzoom !== source.minzoom ||
        existing.maxzoom !== source.maxzoom ||
        existing.attribution !== source.attribution);
    if (isCustom(id) && (!source || stale)) {
      if (map.getLayer(id)) map.removeLayer(id);
      map.removeSource(id);
    }
  }
  const area = placement.areaLayerId && map.getLayer(placement.areaLayerId) ? placement.areaLayerId : undefined;
  const top = placement.topBeforeId && map.getLayer(placement.topBeforeId) ? placement.topBeforeId : undefined;
  // Behind ones first: each goes right below the area layer, so later ones end above earlier ones.
  const ordered = [...sources.filter((s) => s.isBehindAreaLayer && area), ...sources.filter((s) => !(s.isBehindAreaLayer && area))];
  for (const source of ordered) {
    const beforeId = source.isBehindAreaLayer && area ? area : top;
    const existing = map.getSource<RasterTileSource>(source.id);
    if (!existing) {
      const { tiles, tileSize, minzoom, maxzoom, attribution } = source;
      map.addSource(source.id, { type: 'raster', tiles, tileSize, minzoom, maxzoom, ...(attribution ? { attribution } : {}) });
    } else if (existing.tiles?.[0] !== source.tiles[0]) {
      existing.setTiles(source.tiles);
    }
    if (map.getLayer(source.id)) map.moveLayer(source.id, beforeId);
    else map.addLayer({ id: source.id, type: 'raster', source: source.id }, beforeId);
  }
};
