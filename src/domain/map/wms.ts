/** WMS 1.3.0 capabilities into a layer tree (spec 000 §2, §5): EPSG:3857 layers only. */
import { EPSG_3857, layerKey, WMS_VERSION, type Capabilities, type RemoteWmsLayer, type SkippedLayer } from './remote-layer';
import { arrayOf, CapabilitiesError, child, cleanText, cleanUrl, normaliseCrs, textOf, type XmlNode } from './xml';

/** Formats asked for, best first: transparent ones. */
const PREFERRED_FORMATS = ['image/png', 'image/png; mode=8bit', 'image/png8', 'image/gif', 'image/jpeg'];

const hrefOf = (node: unknown) => cleanUrl(child(node, 'OnlineResource')?.['@href']);

/** What a WMS layer inherits from its parents (WMS 1.3.0 §7.2.4.8): its CRS are added to, its attribution replaced. */
type Inherited = { crs: string[]; attribution?: string; path: string };

type Context = { endpoint: string; getMapUrl: string; format: string; skipped: SkippedLayer[] };

const parseLayer = (node: XmlNode, inherited: Inherited, context: Context): RemoteWmsLayer | undefined => {
  const id = cleanText(node.Name);
  const title = cleanText(node.Title) ?? id ?? '';
  const crs = [...new Set([...inherited.crs, ...arrayOf(node.CRS).map((c) => normaliseCrs(textOf(c)))])];
  const attribution = cleanText(child(node, 'Attribution')?.Title) ?? inherited.attribution;
  const path = inherited.path ? `${inherited.path}/${id ?? title}` : (id ?? title);
  const children = arrayOf(node.Layer).flatMap((layer) => parseLayer(layer, { crs, attribution, path }, context) ?? []);
  // A layer without EPSG:3857 is skipped (spec 000 §5); it may still hold children that have it.
  const drawable = id !== undefined && crs.includes(EPSG_3857);
  if (id !== undefined && !drawable) context.skipped.push({ key: layerKey({ type: 'wms', id }), title, reason: 'crs' });
  if (!drawable && children.length === 0) return undefined;
  const style = arrayOf(node.Style)[0];
  return {
    type: 'wms',
    ...(drawable ? { id, key: layerKey({ type: 'wms', id: id! }) } : {}),
    path,
    title,
    description: cleanText(node.Abstract),
    legendUrl: hrefOf(arrayOf(style?.LegendURL)[0]),
    attribution,
    crs,
    dataUrl: hrefOf(arrayOf(node.DataURL)[0]),
    endpoint: context.endpoint,
    getMapUrl: context.getMapUrl,
    format: context.format,
    ...(children.length > 0 ? { children } : {}),
  };
};

export const parseWmsCapabilities = (document: XmlNode, endpoint: string): Capabilities => {
  const root = document.WMS_Capabilities as XmlNode | undefined;
  if (!root) throw new CapabilitiesError('The document is not a WMS capabilities document');
  if (root['@version'] !== WMS_VERSION) throw new CapabilitiesError(`The document is WMS ${String(root['@version'])}, not ${WMS_VERSION}`);
  const capability = child(root, 'Capability');
  const getMap = child(child(capability, 'Request'), 'GetMap');
  const formats = arrayOf(getMap?.Format).map(textOf);
  const context: Context = {
    endpoint,
    getMapUrl: hrefOf(child(child(child(getMap, 'DCPType'), 'HTTP'), 'Get')) ?? endpoint,
    format: PREFERRED_FORMATS.find((f) => formats.includes(f)) ?? formats.find((f) => f.startsWith('image/')) ?? 'image/png',
    skipped: [],
  };
  const roots = arrayOf(capability?.Layer).flatMap((layer) => parseLayer(layer, { crs: [], path: '' }, context) ?? []);
  // The single top layer is usually a title for all the others: list those.
  const layers = roots.length === 1 && !roots[0].id && roots[0].children ? roots[0].children : roots;
  return { type: 'wms', title: cleanText(child(root, 'Service')?.Title), layers, skipped: context.skipped };
};
