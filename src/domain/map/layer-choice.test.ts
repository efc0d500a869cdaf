import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/shared';
import { layersByKey, parseCapabilities, type RemoteLayer } from './capabilities';
import { customLayerOf, layerRows } from './layer-choice';

const SHARED = new URL('../../../../shared/data/wms/', import.meta.url).pathname;
/** A real capabilities document parsed, or no layers where ../shared is absent (the suites below then skip). */
const parsed = (type: 'wms' | 'wmts', name: string, endpoint: string) =>
  existsSync(SHARED) ? parseCapabilities(type, readFileSync(SHARED + name, 'utf8'), endpoint) : { type, layers: [], skipped: [] };
const wms = parsed('wms', 'geo-admin.wms.xml', 'https://wms.geo.admin.ch/');
const wmts = parsed('wmts', 'geo-admin.wmts.xml', 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml');

describe(
  'customLayerOf',
  needsShared(SHARED, () => {
    it('keeps a WMS provider as endpoint and a WMTS provider as url, on top and not synchronised', () => {
      const layer = layersByKey(wms.layers).get('wms-ch.vbs.armee-kriegsdenkmaeler') as RemoteLayer & { id: string };
      expect(customLayerOf(layer)).toEqual({
        type: 'wms',
        id: 'ch.vbs.armee-kriegsdenkmaeler',
        endpoint: 'https://wms.geo.admin.ch/',
        isBehindAreaLayer: false,
        syncTemporalFilters: false,
      });
      const tiled = layersByKey(wmts.layers).get('wmts-ch.are.siedlung') as RemoteLayer & { id: string };
      expect(customLayerOf(tiled)).toEqual({
        type: 'wmts',
        id: 'ch.are.siedlung',
        url: 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml',
        isBehindAreaLayer: false,
        syncTemporalFilters: false,
      });
    });
  }),
);

describe(
  'layerRows',
  needsShared(SHARED, () => {
    it('lists the tree in document order with children indented', () => {
      const rows = layerRows(wms.layers);
      const group = rows.findIndex((r) => r.layer.children);
      expect(rows[group + 1]).toEqual({ layer: rows[group].layer.children![0], depth: rows[group].depth + 1 });
      expect(rows[0]).toEqual({ layer: wms.layers[0], depth: 0 });
    });

    it('finds layers by title or id, ignoring case, each key once', () => {
      const rows = layerRows(wms.layers, 'KRIEGSDENKMAELER');
      expect(rows.map((r) => r.layer.key)).toEqual(['wms-ch.vbs.armee-kriegsdenkmaeler']);
      const byTitle = layerRows(wmts.layers, 'settlement');
      expect(byTitle.map((r) => r.layer.title)).toContain('Settlement');
      expect(byTitle.every((r) => r.layer.title.toLowerCase().includes('settlement') || r.layer.id!.toLowerCase().includes('settlement'))).toBe(true);
    });
  }),
);
