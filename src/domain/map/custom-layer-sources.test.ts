import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/shared';
import { layersByKey, parseCapabilities, type RemoteWmtsLayer } from './capabilities';
import { canSyncTemporalFilters, customLayerSources, proxiedUrl, wmsTileUrl, wmtsDimensionValue, type CustomLayer } from './custom-layer-sources';

const SHARED = new URL('../../../../shared/data/wms/', import.meta.url).pathname;
/** A real capabilities document parsed, or no layers where ../shared is absent (the suites below then skip). */
const parsed = (type: 'wms' | 'wmts', name: string, endpoint: string) =>
  existsSync(SHARED) ? parseCapabilities(type, readFileSync(SHARED + name, 'utf8'), endpoint) : { type, layers: [], skipped: [] };
const wms = parsed('wms', 'geo-admin.wms.xml', 'https://wms.geo.admin.ch/');
const wmts = parsed('wmts', 'geo-admin.wmts.xml', 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml');
const remote = new Map([...layersByKey(wms.layers), ...layersByKey(wmts.layers)]);
const siedlung = remote.get('wmts-ch.are.siedlung') as RemoteWmtsLayer;

const wmsLayer = (id: string, isBehindAreaLayer = false): CustomLayer => ({
  type: 'wms',
  id,
  endpoint: 'https://wms.geo.admin.ch/',
  isBehindAreaLayer,
  syncTemporalFilters: false,
});
const wmtsLayer = (id: string, syncTemporalFilters = false, isBehindAreaLayer = false): CustomLayer => ({
  type: 'wmts',
  id,
  url: 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml',
  isBehindAreaLayer,
  syncTemporalFilters,
});
/** The provider URL inside a proxied tile URL. */
const upstream = (tile: string) => new URL(tile, 'http://app.test').searchParams.get('url')!;

describe(
  'WMS tiles',
  needsShared(SHARED, () => {
    it('ask GetMap for one transparent 256 px EPSG:3857 tile of the layer, bbox left to maplibre', () => {
      const url = new URL(wmsTileUrl(remote.get('wms-ch.vbs.armee-kriegsdenkmaeler') as never).replace('{bbox-epsg-3857}', 'BBOX'));
      expect(url.origin + url.pathname).toBe('https://wms.geo.admin.ch/en/');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        SERVICE: 'WMS',
        REQUEST: 'GetMap',
        VERSION: '1.3.0',
        LAYERS: 'ch.vbs.armee-kriegsdenkmaeler',
        STYLES: '',
        CRS: 'EPSG:3857',
        BBOX: 'BBOX',
        WIDTH: '256',
        HEIGHT: '256',
        FORMAT: 'image/png',
        TRANSPARENT: 'TRUE',
      });
    });

    it('go through the tile proxy, maplibre’s placeholder still in place', () => {
      const [source] = customLayerSources([wmsLayer('ch.vbs.armee-kriegsdenkmaeler')], remote).sources;
      expect(source.tiles[0]).toMatch(/^\/api\/map\/tile\?url=https%3A%2F%2Fwms\.geo\.admin\.ch%2Fen%2F%3F.*BBOX%3D\{bbox-epsg-3857\}/);
      expect(upstream(source.tiles[0].replace('{bbox-epsg-3857}', '1,2,3,4'))).toContain('&BBOX=1,2,3,4&');
      expect(source).toMatchObject({
        id: 'custom-layer:wms-ch.vbs.armee-kriegsdenkmaeler',
        tileSize: 256,
        attribution: 'Das Geoportal des Bundes',
        isBehindAreaLayer: false,
      });
    });
  }),
);

describe(
  'WMTS tiles',
  needsShared(SHARED, () => {
    it('fill layer, matrix set, row, column and the time value into the template', () => {
      const [source] = customLayerSources([wmtsLayer('ch.are.siedlung', true)], remote, '2021').sources;
      expect(source.tiles[0]).toBe(proxiedUrl('https://wmts.geo.admin.ch/1.0.0/ch.are.siedlung/default/2021/3857/{z}/{x}/{y}.png'));
      expect(source.tiles[0]).toContain('%2F{z}%2F{x}%2F{y}.png');
      expect(source).toMatchObject({ minzoom: 0, maxzoom: 17 });
    });

    it('take the default value without temporal sync, or when the layer lacks the chart’s time value', () => {
      expect(wmtsDimensionValue(siedlung, false, '2021')).toBe('current');
      expect(wmtsDimensionValue(siedlung, true, '1990')).toBe('current');
      expect(wmtsDimensionValue(siedlung, true, undefined)).toBe('current');
      expect(wmtsDimensionValue(siedlung, true, '2020-05-01')).toBe('2020');
    });

    it('offer temporal sync only for layers with more than one dimension value', () => {
      expect(canSyncTemporalFilters(siedlung)).toBe(true);
      expect(canSyncTemporalFilters(remote.get('wmts-ch.agroscope.feuchtflaechenpotential-kulturlandschaft'))).toBe(false);
      expect(canSyncTemporalFilters(remote.get('wms-ch.vbs.armee-kriegsdenkmaeler'))).toBe(false);
    });
  }),
);

describe(
  'the custom layers of a chart',
  needsShared(SHARED, () => {
    it('keep their stored order and place, and list the layers no provider offers', () => {
      const layers = [wmsLayer('ch.vbs.armee-kriegsdenkmaeler', true), wmtsLayer('gone'), wmtsLayer('ch.are.siedlung')];
      const { sources, missing } = customLayerSources(layers, remote);
      expect(sources.map((s) => [s.key, s.isBehindAreaLayer])).toEqual([
        ['wms-ch.vbs.armee-kriegsdenkmaeler', true],
        ['wmts-ch.are.siedlung', false],
      ]);
      expect(missing).toEqual([layers[1]]);
    });

    it('escape attributions, which maplibre writes as HTML', () => {
      const hostile = { ...siedlung, attribution: '<img src=x onerror="alert(1)"> & Co' };
      const [source] = customLayerSources([wmtsLayer('ch.are.siedlung')], new Map([[siedlung.key, hostile]])).sources;
      expect(source.attribution).toBe('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; Co');
    });
  }),
);
