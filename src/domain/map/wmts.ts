/**
 * WMTS 1.0.0 capabilities into layers (spec 000 §2, §5): a layer needs a tile URL template, an
 * identifier and a tile matrix set in EPSG:3857 that maplibre's XYZ tiles can address.
 */
import { EPSG_3857, fillPlaceholder, layerKey, TILE_SIZE, type Capabilities, type RemoteWmtsLayer, type SkippedLayer, type SkipReason } from './remote-layer';
import { arrayOf, CapabilitiesError, child, cleanText, cleanUrl, normaliseCrs, textOf, type XmlNode } from './xml';

/** Half the width of the EPSG:3857 world in metres: the top left corner of its tile matrices. */
const WORLD_EDGE = 20037508.342789244;
/** Deepest zoom maplibre asks raster tiles for. */
const MAX_ZOOM = 24;

/** An EPSG:3857 quadtree: zoom z has 2^z × 2^z tiles of 256 px from the world's top left corner, ids `prefix + z`. */
type TileGrid = { id: string; crs: string; quadtree?: { minZoom: number; maxZoom: number; matrixPrefix: string } };

const readTileMatrixSet = (node: XmlNode): TileGrid => {
  const id = textOf(node.Identifier).trim();
  const crs = normaliseCrs(textOf(node.SupportedCRS));
  const prefixes = new Set<string>();
  const zooms: number[] = [];
  for (const matrix of arrayOf(node.TileMatrix)) {
    const matrixId = textOf(matrix.Identifier).trim();
    const width = Number(textOf(matrix.MatrixWidth));
    const zoom = Math.log2(width);
    const [x, y] = textOf(matrix.TopLeftCorner).trim().split(/\s+/).map(Number);
    const fits =
      Number.isInteger(zoom) &&
      Number(textOf(matrix.MatrixHeight)) === width &&
      Number(textOf(matrix.TileWidth)) === TILE_SIZE &&
      Number(textOf(matrix.TileHeight)) === TILE_SIZE &&
      Math.abs(x + WORLD_EDGE) < 1 &&
      Math.abs(y - WORLD_EDGE) < 1 &&
      matrixId.endsWith(String(zoom));
    if (!fits) return { id, crs };
    prefixes.add(matrixId.slice(0, matrixId.length - String(zoom).length));
    zooms.push(zoom);
  }
  if (prefixes.size !== 1 || zooms.length === 0) return { id, crs };
  return { id, crs, quadtree: { matrixPrefix: [...prefixes][0], minZoom: Math.min(...zooms), maxZoom: Math.min(MAX_ZOOM, Math.max(...zooms)) } };
};

type Context = { endpoint: string; attribution?: string; grids: Map<string, TileGrid>; skipped: SkippedLayer[] };

/** The layer's tile URL template (PNG where offered), when it is an http(s) URL. */
const tileTemplate = (node: XmlNode): string | undefined => {
  const tiles = arrayOf(node.ResourceURL).filter((r) => r['@resourceType'] === 'tile' && typeof r['@template'] === 'string');
  const template = String((tiles.find((r) => r['@format'] === 'image/png') ?? tiles[0])?.['@template'] ?? '').trim();
  return /^\S+$/.test(template) && cleanUrl(template.replace(/[{}]/g, '')) ? template : undefined;
};

const parseLayer = (node: XmlNode, parentPath: string, context: Context): RemoteWmtsLayer[] => {
  const id = cleanText(node.Identifier);
  const title = cleanText(node.Title) ?? id ?? '';
  const path = parentPath ? `${parentPath}/${id ?? title}` : (id ?? title);
  const children = arrayOf(node.Layer).flatMap((layer) => parseLayer(layer, path, context));
  const links = arrayOf(node.TileMatrixSetLink).map((link) => textOf(link.TileMatrixSet).trim());
  const grids = links.flatMap((link) => context.grids.get(link) ?? []);
  const grid = grids.find((g) => g.crs === EPSG_3857 && g.quadtree);
  const template = tileTemplate(node);
  const reason: SkipReason | undefined = !id || !template ? 'url' : !grids.some((g) => g.crs === EPSG_3857) ? 'crs' : !grid ? 'tile-matrix-set' : undefined;
  if (reason || !grid?.quadtree || !id || !template) {
    if (id && reason) context.skipped.push({ key: layerKey({ type: 'wmts', id }), title, reason });
    return children;
  }
  const styles = arrayOf(node.Style);
  const style = styles.find((s) => s['@isDefault'] === 'true') ?? styles[0];
  const [dimension, ...otherDimensions] = arrayOf(node.Dimension);
  const { matrixPrefix, minZoom, maxZoom } = grid.quadtree;
  // Only the first dimension is offered (spec 000 §2): the others keep their default.
  const filled: [string, string][] = [
    ['TileMatrixSet', grid.id],
    ['TileMatrix', `${matrixPrefix}{z}`],
    ['TileRow', '{y}'],
    ['TileCol', '{x}'],
    ['Style', encodeURIComponent(textOf(style?.Identifier).trim() || 'default')],
    ...otherDimensions.map((other): [string, string] => [textOf(other.Identifier).trim(), encodeURIComponent(textOf(other.Default).trim())]),
  ];
  const url = filled.reduce((result, [name, value]) => fillPlaceholder(result, name, value), template);
  const dimensionIdentifier = dimension ? cleanText(dimension.Identifier) : undefined;
  const values = dimension ? arrayOf(dimension.Value).flatMap((v) => cleanText(v) ?? []) : [];
  const layer: RemoteWmtsLayer = {
    type: 'wmts',
    id,
    key: layerKey({ type: 'wmts', id }),
    path,
    title,
    description: cleanText(node.Abstract),
    legendUrl: cleanUrl(arrayOf(style?.LegendURL)[0]?.['@href']),
    attribution: context.attribution,
    crs: [...new Set(grids.map((g) => g.crs))],
    dataUrl: cleanUrl(arrayOf(node.Metadata)[0]?.['@href']),
    endpoint: context.endpoint,
    url,
    tileMatrixSets: links,
    tileMatrixSet: { id: grid.id, minZoom, maxZoom },
    ...(dimensionIdentifier ? { dimensionIdentifier, availableDimensionValues: values, defaultDimensionValue: cleanText(dimension.Default) ?? values[0] } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
  return [layer];
};

export const parseWmtsCapabilities = (document: XmlNode, endpoint: string): Capabilities => {
  const root = document.Capabilities as XmlNode | undefined;
  const contents = child(root, 'Contents');
  if (!root || !contents) throw new CapabilitiesError('The document is not a WMTS capabilities document');
  const grids = new Map(arrayOf(contents.TileMatrixSet).map((set) => [textOf(set.Identifier).trim(), readTileMatrixSet(set)] as const));
  const context: Context = { endpoint, attribution: cleanText(child(root, 'ServiceProvider')?.ProviderName), grids, skipped: [] };
  const layers = arrayOf(contents.Layer).flatMap((layer) => parseLayer(layer, '', context));
  return { type: 'wmts', title: cleanText(child(root, 'ServiceIdentification')?.Title), layers, skipped: context.skipped };
};
