/** A provider's layer as the parsers read it (spec 000 §2), and the constants of custom layers (spec 000 §9). */

/** The only projection a custom layer may use (spec 000 §5, §9). */
export const EPSG_3857 = 'EPSG:3857';
export const WMS_VERSION = '1.3.0';
/** Tile size of WMTS layers and of the WMS tiles asked for (spec 000 §9). */
export const TILE_SIZE = 256;

export const PROVIDER_TYPES = ['wms', 'wmts'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

type RemoteLayerBase = {
  /** `type-id` (spec 000 §2); absent for a group that cannot be drawn itself (a WMS layer without Name). */
  key?: string;
  /** The layer's Name (WMS) or Identifier (WMTS); absent as for key. */
  id?: string;
  /** Ids (or titles of groups) from the top of the tree, joined by '/': unique in a document. */
  path: string;
  title: string;
  description?: string;
  legendUrl?: string;
  /** Plain text, never HTML. */
  attribution?: string;
  /** Projections the layer offers, as EPSG:n. */
  crs: string[];
  dataUrl?: string;
  /** The provider URL the capabilities came from. */
  endpoint: string;
};

export type RemoteWmsLayer = RemoteLayerBase & {
  type: 'wms';
  /** Base URL of GetMap requests (the document's GetMap online resource, else the provider URL). */
  getMapUrl: string;
  /** Image format asked for, PNG when offered. */
  format: string;
  children?: RemoteWmsLayer[];
};

export type RemoteWmtsLayer = RemoteLayerBase & {
  type: 'wmts';
  key: string;
  id: string;
  /**
   * Tile URL template with maplibre's {z}/{x}/{y}, the tile matrix set and style filled in, and
   * the dimension's placeholder (`{Time}`) left for the dimension value.
   */
  url: string;
  /** Ids of the tile matrix sets the layer links to. */
  tileMatrixSets: string[];
  /** The EPSG:3857 tile matrix set the tiles come from, and its zoom levels. */
  tileMatrixSet: { id: string; minZoom: number; maxZoom: number };
  dimensionIdentifier?: string;
  availableDimensionValues?: string[];
  defaultDimensionValue?: string;
  children?: RemoteWmtsLayer[];
};

export type RemoteLayer = RemoteWmsLayer | RemoteWmtsLayer;

/** Why a layer of the document is not offered (spec 000 §5, §8). */
export type SkipReason = 'crs' | 'tile-matrix-set' | 'url';
export type SkippedLayer = { key: string; title: string; reason: SkipReason };

export type Capabilities = { type: ProviderType; title?: string; layers: RemoteLayer[]; skipped: SkippedLayer[] };

export const layerKey = (layer: { type: ProviderType; id: string }) => `${layer.type}-${layer.id}`;

/** The WMS type unless the URL names WMTS (the provider field's first guess). */
export const guessProviderType = (url: string): ProviderType => (/wmts/i.test(url) ? 'wmts' : 'wms');

/** Every layer of a tree, depth first. */
export function* allLayers<T extends { children?: T[] }>(layers: T[]): Generator<T> {
  for (const layer of layers) {
    yield layer;
    if (layer.children) yield* allLayers(layer.children);
  }
}

/** The layers of a tree by key (groups without key left out). */
export const layersByKey = (layers: RemoteLayer[]): Map<string, RemoteLayer> =>
  new Map([...allLayers<RemoteLayer>(layers)].flatMap((layer) => (layer.key ? [[layer.key, layer] as const] : [])));

/** Replaces `{name}` in a URL template, the name compared without case (servers write {Style} and {style}). */
export const fillPlaceholder = (template: string, name: string, value: string) =>
  template.replace(new RegExp(`\\{${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}`, 'gi'), value);
