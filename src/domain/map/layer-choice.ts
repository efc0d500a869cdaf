/** Choosing custom layers from a provider's layers (the custom-layers panel's logic, without React). */
import { allLayers, type RemoteLayer } from './remote-layer';
import type { CustomLayer } from './custom-layer-sources';

/** The custom layer of a provider's layer, as added: on top of the area layer, not synchronised. */
export const customLayerOf = (layer: RemoteLayer & { id: string }): CustomLayer =>
  layer.type === 'wms'
    ? { type: 'wms', id: layer.id, endpoint: layer.endpoint, isBehindAreaLayer: false, syncTemporalFilters: false }
    : { type: 'wmts', id: layer.id, url: layer.endpoint, isBehindAreaLayer: false, syncTemporalFilters: false };

export type LayerRow = { layer: RemoteLayer; depth: number };

/**
 * The rows of a provider's layer list: the tree in document order, indented by depth; with a
 * search text, the layers whose title or id contain it (ignoring case), each once.
 */
export const layerRows = (layers: RemoteLayer[], search = ''): LayerRow[] => {
  const text = search.trim().toLowerCase();
  if (text) {
    const seen = new Set<string>();
    return [...allLayers<RemoteLayer>(layers)]
      .filter((layer) => layer.key && `${layer.title}\n${layer.id}`.toLowerCase().includes(text) && !seen.has(layer.key) && seen.add(layer.key))
      .map((layer) => ({ layer, depth: 0 }));
  }
  const rows: LayerRow[] = [];
  const visit = (list: RemoteLayer[], depth: number) => {
    for (const layer of list) {
      rows.push({ layer, depth });
      if (layer.children) visit(layer.children, depth + 1);
    }
  };
  visit(layers, 0);
  return rows;
};
