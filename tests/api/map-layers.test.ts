/**
 * Custom map layers through the real HTTP layer: capabilities of a WMS/WMTS provider on loopback
 * (the real documents), parsed into layers; tiles through the proxy; providers off the
 * allow-list, slow, oversized, failing or redirecting elsewhere answered with a clear 4xx/5xx.
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layersByKey, type Capabilities, type RemoteWmsLayer, type RemoteWmtsLayer } from '../../src/domain/map/capabilities';
import { customLayerSources } from '../../src/domain/map/custom-layer-sources';
import { buildApp } from '../../src/server/app';
import { DataSources } from '../../src/server/data/sources';
import { solidPng, startMapProvider, tileColour, type MapProviderServer } from '../support/map-provider';
import { needsShared, SHARED_WMS } from '../support/shared';

/** DNS as a rebinding attacker would set it: rebind.test points at loopback. */
const lookup = ((hostname, options, callback) => dnsLookup(hostname === 'rebind.test' ? '127.0.0.1' : hostname, options, callback)) as LookupFunction;

/** A data source the tests never ask. */
const noData = () =>
  new DataSources({ endpoints: ['http://127.0.0.1:9/sparql'], defaultUrl: 'http://127.0.0.1:9/sparql', remote: { timeoutMs: 1_000, maxBytes: 1_000 } });

let provider: MapProviderServer;
let app: FastifyInstance;
let url = '';

beforeAll(async () => {
  provider = await startMapProvider();
  const port = new URL(provider.base).port;
  app = await buildApp({
    sources: noData(),
    settings: {
      MAP_PROVIDERS: [provider.base, `http://rebind.test:${port}`],
      MAP_TIMEOUT_MS: 1_000,
      MAP_MAX_BYTES: 100_000_000,
      MAP_TILE_MAX_BYTES: 200_000,
      RATE_LIMIT_MAX: 0,
    },
    mapProviderLookup: lookup,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const capabilities = async (type: string, providerUrl: string, lang = 'en') => {
  const response = await fetch(`${url}/api/map/capabilities?${new URLSearchParams({ type, url: providerUrl, lang })}`);
  return { status: response.status, cache: response.headers.get('x-cache'), body: await response.json() };
};

describe(
  'GET /api/map/capabilities',
  needsShared(SHARED_WMS, () => {
    it('answers the layers of a WMS provider, asking it for 1.3.0 capabilities in the language', async () => {
      const { status, body } = await capabilities('wms', `${provider.base}/wms`, 'de');
      expect(status).toBe(200);
      const data = body.data as Capabilities;
      expect(data.type).toBe('wms');
      const layer = layersByKey(data.layers).get('wms-ch.vbs.armee-kriegsdenkmaeler') as RemoteWmsLayer;
      expect(layer).toMatchObject({ title: 'Memorials of war and of armed forces', getMapUrl: `${provider.base}/en/?`, endpoint: `${provider.base}/wms` });
      const asked = new URL(
        provider.requests.findLast((r) => r.startsWith('/wms'))!,
        provider.base,
      );
      expect(Object.fromEntries(asked.searchParams)).toEqual({ SERVICE: 'WMS', REQUEST: 'GetCapabilities', VERSION: '1.3.0', FORMAT: 'text/xml', lang: 'de' });
    });

    it('answers the layers of a WMTS provider with their time dimensions, and the skipped ones', async () => {
      const wmts = (await capabilities('wmts', `${provider.base}/EPSG/3857/1.0.0/WMTSCapabilities.xml`)).body.data as Capabilities;
      const siedlung = layersByKey(wmts.layers).get('wmts-ch.are.siedlung') as RemoteWmtsLayer;
      expect(siedlung.url).toBe(`${provider.base}/1.0.0/ch.are.siedlung/default/{Time}/3857/{z}/{x}/{y}.png`);
      expect(siedlung.availableDimensionValues).toHaveLength(7);
      const geoserver = (await capabilities('wmts', `${provider.base}/geoserver/gwc/service/wmts`)).body.data as Capabilities;
      expect(geoserver.skipped.length).toBeGreaterThan(0);
      expect(geoserver.skipped.every((s) => s.reason === 'crs')).toBe(true);
    });

    it('asks the provider once for the same capabilities, then answers from its cache', async () => {
      const before = provider.requests.length;
      const [first, second] = await Promise.all([capabilities('wms', `${provider.base}/ag/ows`), capabilities('wms', `${provider.base}/ag/ows`)]);
      expect(first.body).toEqual(second.body);
      expect((await capabilities('wms', `${provider.base}/ag/ows`)).cache).toBe('hit');
      expect(provider.requests.length - before).toBe(1);
    });

    it.each([
      ['a provider off the allow-list', 'https://wms.example.org/wms', 403, /https:\/\/wms\.example\.org is not an allowed map provider \(see MAP_PROVIDERS\)/],
      ['a URL that is no http(s) URL', 'file:///etc/passwd', 400, /url: must be an absolute http\(s\) URL/],
      ['a slow provider', '/slow', 504, /gave no answer within 1000 ms/],
      ['a provider that answers HTML', '/not-xml', 502, /answered text\/html, not what was asked for/],
      ['a provider that answers no capabilities', '/not-capabilities', 502, /not a WMS capabilities document/],
      ['a provider that fails', '/error', 502, /answered 500$/],
      ['a redirect to a private address', '/to-private', 502, /redirected to an address that is not an allowed map provider/],
      ['a listed name that resolves to loopback', 'rebind', 502, /resolves to a private or local address/],
    ])('refuses %s', async (_what, path, status, message) => {
      const target = path === 'rebind' ? `http://rebind.test:${new URL(provider.base).port}/wms` : path.startsWith('/') ? provider.base + path : path;
      const answer = await capabilities('wms', target);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ success: false, data: null, message: expect.stringMatching(message) });
    });

    it('refuses an oversized capabilities document', async () => {
      const small = await buildApp({
        sources: noData(),
        settings: { MAP_PROVIDERS: [provider.base], MAP_MAX_BYTES: 100_000 },
      });
      const response = await small.inject({ url: `/api/map/capabilities?type=wms&url=${encodeURIComponent(`${provider.base}/huge`)}` });
      await small.close();
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/answered more than 100000 bytes/);
    });

    it('follows a redirect to an allowed provider', async () => {
      const { status, body } = await capabilities('wms', `${provider.base}/to-wms`);
      expect(status).toBe(200);
      expect(body.data.layers.length).toBeGreaterThan(100);
    });

    it('refuses bad parameters with a 400', async () => {
      for (const query of ['type=wfs&url=https%3A%2F%2Fwms.geo.admin.ch', 'type=wms', 'type=wms&url=https%3A%2F%2Fwms.geo.admin.ch&lang=xx']) {
        const response = await fetch(`${url}/api/map/capabilities?${query}`);
        expect(response.status, query).toBe(400);
      }
    });
  }),
);

describe(
  'GET /api/map/tile',
  needsShared(SHARED_WMS, () => {
    const tile = (upstream: string) => fetch(`${url}/api/map/tile?url=${encodeURIComponent(upstream)}`);

    it('passes WMS and WMTS tiles of the custom layers through, bytes and media type', async () => {
      const wms = (await capabilities('wms', `${provider.base}/wms`)).body.data as Capabilities;
      const wmts = (await capabilities('wmts', `${provider.base}/EPSG/3857/1.0.0/WMTSCapabilities.xml`)).body.data as Capabilities;
      const remote = new Map([...layersByKey(wms.layers), ...layersByKey(wmts.layers)]);
      const { sources } = customLayerSources(
        [
          { type: 'wms', id: 'ch.vbs.armee-kriegsdenkmaeler', endpoint: `${provider.base}/wms`, isBehindAreaLayer: true, syncTemporalFilters: false },
          {
            type: 'wmts',
            id: 'ch.are.siedlung',
            url: `${provider.base}/EPSG/3857/1.0.0/WMTSCapabilities.xml`,
            isBehindAreaLayer: false,
            syncTemporalFilters: true,
          },
        ],
        remote,
        '2021',
      );
      const wmsTile = await fetch(url + sources[0].tiles[0].replace('{bbox-epsg-3857}', '626172,5948635,1252344,6574807'));
      expect(wmsTile.status).toBe(200);
      expect(wmsTile.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await wmsTile.arrayBuffer())).toEqual(solidPng(tileColour('ch.vbs.armee-kriegsdenkmaeler')));
      const getMap = new URL(
        provider.requests.findLast((r) => r.includes('GetMap'))!,
        provider.base,
      ).searchParams;
      expect(getMap.get('BBOX')).toBe('626172,5948635,1252344,6574807');
      expect(getMap.get('TRANSPARENT')).toBe('TRUE');
      const wmtsTile = await fetch(url + sources[1].tiles[0].replace('{z}', '8').replace('{x}', '133').replace('{y}', '90'));
      expect(wmtsTile.status).toBe(200);
      expect(Buffer.from(await wmtsTile.arrayBuffer())).toEqual(solidPng(tileColour('2021')));
      expect(provider.requests.at(-1)).toBe('/1.0.0/ch.are.siedlung/default/2021/3857/8/133/90.png');
    });

    it.each([
      ['a provider off the allow-list', 'https://tile.example.org/1/2/3.png', 403, /not an allowed map provider/],
      ['an SVG image', '/svg-tile', 502, /answered image\/svg\+xml, not what was asked for/],
      ['an HTML page', '/not-xml', 502, /answered text\/html/],
      ['an oversized tile', '/huge-tile', 502, /more than 200000 bytes/],
      ['a missing tile', '/1.0.0/x/default/current/3857/1/2/3.jpg', 502, /answered 404/],
      ['a redirect to a name resolving to loopback', '/to-loopback-name', 502, /resolves to a private or local address/],
    ])('refuses %s', async (_what, path, status, message) => {
      const response = await tile(path.startsWith('/') ? provider.base + path : path);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ success: false, data: null, message: expect.stringMatching(message) });
    });
  }),
);
