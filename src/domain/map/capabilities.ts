/**
 * Custom map layers from WMS 1.3.0 and WMTS 1.0.0 capabilities (spec 000 §2, §5, §7): the shape
 * of a provider's layer, the capabilities request, and the parsing of its XML into layer trees.
 *
 *   provider URL ─► capabilitiesUrl ─► (server fetches) ─► parseCapabilities ─► layers + skipped
 *
 * Everything read from a document is untrusted: texts are plain text (cleaned of control
 * characters, never HTML), URLs are kept only when they are absolute http(s) URLs.
 */
import { CapabilitiesError, child, cleanText, parseXml, type XmlNode } from './xml';
import { parseWmsCapabilities } from './wms';
import { parseWmtsCapabilities } from './wmts';

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

export { CapabilitiesError };

export const layerKey = (layer: { type: ProviderType; id: string }) => `${layer.type}-${layer.id}`;

/** The WMS type unless the URL names WMTS (the provider field's first guess). */
export const guessProviderType = (url: string): ProviderType => (/wmts/i.test(url) ? 'wmts' : 'wms');

/** The GetCapabilities request of a provider (spec 000 §7); the provider's own parameters are kept. */
export const capabilitiesUrl = (type: ProviderType, providerUrl: string, lang: string): URL => {
  const url = new URL(providerUrl);
  const params: [string, string][] =
    type === 'wms'
      ? [['SERVICE', 'WMS'], ['REQUEST', 'GetCapabilities'], ['VERSION', WMS_VERSION], ['FORMAT', 'text/xml'], ['lang', lang]]
      : [['SERVICE', 'WMTS'], ['REQUEST', 'GetCapabilities'], ['lang', lang]];
  // Parameter names are case-insensitive in OGC requests: replace the provider's own spelling.
  for (const [name] of params) for (const key of [...url.searchParams.keys()]) if (key.toLowerCase() === name.toLowerCase()) url.searchParams.delete(key);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url;
};

/** Parses a capabilities document of the given kind; throws CapabilitiesError when it is none. */
export const parseCapabilities = (type: ProviderType, xml: string, endpoint: string): Capabilities => {
  const document = parseXml(xml);
  if (document.ServiceExceptionReport || document.ExceptionReport) {
    const report = (document.ServiceExceptionReport ?? document.ExceptionReport) as XmlNode;
    const exception = child(report, 'ServiceException') ?? child(report, 'Exception');
    throw new CapabilitiesError(`The provider answered with an exception: ${cleanText(exception?.ExceptionText ?? exception) ?? 'no text'}`.slice(0, 300));
  }
  return type === 'wms' ? parseWmsCapabilities(document, endpoint) : parseWmtsCapabilities(document, endpoint);
};

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
