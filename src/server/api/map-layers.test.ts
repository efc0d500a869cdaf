import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/shared';
import { allLayers, layersByKey, parseCapabilities, type RemoteLayer, type RemoteWmsLayer } from '../../domain/map/capabilities';
import { MapProviders } from '../data/map-providers';
import { withinProviders } from './map-layers';

const SHARED = new URL('../../../../shared/data/wms/', import.meta.url).pathname;
const parse = (type: 'wms' | 'wmts', name: string, endpoint: string) => parseCapabilities(type, readFileSync(SHARED + name, 'utf8'), endpoint);

describe('the allow-list of map providers', () => {
  const providers = new MapProviders({
    allowed: ['https://wms.geo.admin.ch', 'wmts.geo.admin.ch', 'https://wms.geo.ag.ch/public/', 'http://127.0.0.1:8080'],
    timeoutMs: 1_000,
  });

  it.each([
    ['https://wms.geo.admin.ch/en/?SERVICE=WMS', true],
    ['http://wms.geo.admin.ch/', false], // the scheme was given: https only
    ['http://wmts.geo.admin.ch/1.0.0/x.png', true], // a bare host name: either scheme
    ['https://wms.geo.ag.ch/public/ows', true],
    ['https://wms.geo.ag.ch/private/ows', false],
    ['https://wms.geo.admin.ch.evil.example/', false],
    ['https://user:secret@wms.geo.admin.ch/', false],
    ['http://127.0.0.1:8080/wms', true],
    ['http://127.0.0.1:8081/wms', false],
    ['ftp://wms.geo.admin.ch/', false],
    ['not a url', false],
  ])('%s: %s', (url, allowed) => {
    expect(providers.isAllowed(url)).toBe(allowed);
  });
});

describe(
  'withinProviders',
  needsShared(SHARED, () => {
    it('drops legends of hosts the proxy may not ask (the federal WMTS keeps them on api3.geo.admin.ch)', () => {
      const capabilities = parse('wmts', 'geo-admin.wmts.xml', 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml');
      const onlyTiles = withinProviders(capabilities, (url) => new URL(url).host === 'wmts.geo.admin.ch');
      expect(onlyTiles.layers).toHaveLength(capabilities.layers.length);
      expect(onlyTiles.layers.every((l) => l.legendUrl === undefined)).toBe(true);
      const withLegends = withinProviders(capabilities, (url) => ['wmts.geo.admin.ch', 'api3.geo.admin.ch'].includes(new URL(url).host));
      const legends = withLegends.layers.flatMap((l) => l.legendUrl ?? []);
      expect(legends).toHaveLength(capabilities.layers.filter((l) => l.legendUrl).length);
      expect(legends.length).toBeGreaterThan(600);
      expect(legends.every((url) => url.startsWith('https://api3.geo.admin.ch/'))).toBe(true);
    });

    it('skips WMTS layers tiled on a host the proxy may not ask', () => {
      const capabilities = parse('wmts', 'geo-admin.wmts.xml', 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml');
      const none = withinProviders(capabilities, () => false);
      expect(none.layers).toEqual([]);
      expect(none.skipped).toHaveLength(capabilities.layers.length);
      expect(none.skipped.every((s) => s.reason === 'url')).toBe(true);
    });

    it('asks GetMap of the provider URL when the document names a GetMap host the proxy may not ask, keeping the tree', () => {
      const capabilities = parse('wms', 'wms-geo-ag-ch.wms.xml', 'https://wms.geo.ag.ch/public/ows');
      const within = withinProviders(capabilities, (url) => url.startsWith('https://wms.geo.ag.ch/public/ows') && !url.includes('SERVICE=WMS&'));
      const all = [...allLayers<RemoteLayer>(within.layers)] as RemoteWmsLayer[];
      expect(all).toHaveLength([...allLayers<RemoteLayer>(capabilities.layers)].length);
      expect(new Set(all.map((l) => l.getMapUrl))).toEqual(new Set(['https://wms.geo.ag.ch/public/ows']));
      expect(layersByKey(within.layers).get('wms-ch_ag_geo_ALG_WABAUPROLINIE')?.children?.length).toBe(1);
    });
  }),
);
