/**
 * The raster tiles of a chart's custom layers (spec 000 §7, 001 §3): one source per layer, in
 * drawing order, each tile URL a template of the server's tile proxy (the browser never asks a
 * provider itself), and whether it sits behind the area layer.
 */
import type { z } from 'zod';
import type { customLayerSchema } from '../charts/map/fields';
import { EPSG_3857, fillPlaceholder, layerKey, TILE_SIZE, WMS_VERSION, type RemoteLayer, type RemoteWmsLayer, type RemoteWmtsLayer } from './remote-layer';

export type CustomLayer = z.infer<typeof customLayerSchema>;

/** The server route that fetches a provider's tile (or legend image) for the browser. */
export const MAP_TILE_PATH = '/api/map/tile';

/** Placeholders maplibre fills in a tile URL. */
const PLACEHOLDERS = /%7B(z|x|y|bbox-epsg-3857)%7D/g;

/** The proxied form of a provider URL; maplibre's placeholders stay as they are so that it still fills them. */
export const proxiedUrl = (url: string) => `${MAP_TILE_PATH}?url=${encodeURIComponent(url).replace(PLACEHOLDERS, '{$1}')}`;

/** A raster source and layer for maplibre, in the words of its style spec. */
export type CustomLayerSource = {
  /** Id of both the maplibre source and its raster layer. */
  id: string;
  key: string;
  tiles: [string];
  tileSize: number;
  minzoom: number;
  maxzoom: number;
  /** HTML-escaped: maplibre's attribution control writes it as HTML. */
  attribution?: string;
  isBehindAreaLayer: boolean;
};

/** Id prefix of the maplibre sources and layers of custom layers. */
export const CUSTOM_LAYER_PREFIX = 'custom-layer:';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A WMS GetMap request of one 256 px tile in EPSG:3857 (bbox filled by maplibre), transparent. */
export const wmsTileUrl = (layer: RemoteWmsLayer): string => {
  const url = new URL(layer.getMapUrl);
  const params = {
    SERVICE: 'WMS',
    REQUEST: 'GetMap',
    VERSION: WMS_VERSION,
    LAYERS: layer.id ?? '',
    STYLES: '',
    CRS: EPSG_3857,
    BBOX: '{bbox-epsg-3857}',
    WIDTH: String(TILE_SIZE),
    HEIGHT: String(TILE_SIZE),
    FORMAT: layer.format,
    TRANSPARENT: 'TRUE',
  };
  for (const key of [...url.searchParams.keys()]) if (key.toUpperCase() in params) url.searchParams.delete(key);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href.replace(/%7Bbbox-epsg-3857%7D/, '{bbox-epsg-3857}');
};

/**
 * The dimension value a WMTS tile is asked for: with syncTemporalFilters, the chart's time value
 * when the layer has it (the same value, else one of the same year), else the layer's default.
 */
export const wmtsDimensionValue = (layer: RemoteWmtsLayer, sync: boolean, timeValue?: string): string | undefined => {
  const values = layer.availableDimensionValues ?? [];
  if (sync && timeValue !== undefined) {
    const found = values.find((v) => v === timeValue) ?? values.find((v) => /^\d{4}/.test(timeValue) && v.slice(0, 4) === timeValue.slice(0, 4));
    if (found !== undefined) return found;
  }
  return layer.defaultDimensionValue;
};

/** Temporal sync is offered only for a WMTS layer with more than one dimension value (spec 001 §4). */
export const canSyncTemporalFilters = (layer: RemoteLayer | undefined) => layer?.type === 'wmts' && (layer.availableDimensionValues?.length ?? 0) > 1;

export const wmtsTileUrl = (layer: RemoteWmtsLayer, value: string | undefined): string =>
  layer.dimensionIdentifier && value !== undefined ? fillPlaceholder(layer.url, layer.dimensionIdentifier, encodeURIComponent(value)) : layer.url;

/**
 * The sources of a chart's custom layers in drawing order (stored order: later ones on top).
 * Layers missing from the providers' capabilities are left out and listed in `missing`.
 */
export const customLayerSources = (
  customLayers: CustomLayer[],
  remote: ReadonlyMap<string, RemoteLayer>,
  timeValue?: string,
): { sources: CustomLayerSource[]; missing: CustomLayer[] } => {
  const sources: CustomLayerSource[] = [];
  const missing: CustomLayer[] = [];
  for (const custom of customLayers) {
    const key = layerKey(custom);
    const layer = remote.get(key);
    if (!layer || layer.type !== custom.type) {
      missing.push(custom);
      continue;
    }
    const url = layer.type === 'wms' ? wmsTileUrl(layer) : wmtsTileUrl(layer, wmtsDimensionValue(layer, custom.syncTemporalFilters, timeValue));
    sources.push({
      id: `${CUSTOM_LAYER_PREFIX}${key}`,
      key,
      tiles: [proxiedUrl(url)],
      tileSize: TILE_SIZE,
      minzoom: layer.type === 'wmts' ? layer.tileMatrixSet.minZoom : 0,
      maxzoom: layer.type === 'wmts' ? layer.tileMatrixSet.maxZoom : 22,
      ...(layer.attribution ? { attribution: escapeHtml(layer.attribution) } : {}),
      isBehindAreaLayer: custom.isBehindAreaLayer,
    });
  }
  return { sources, missing };
};
