/**
 * A WMS/WMTS provider on loopback for tests: the real capabilities documents of ../shared/data/wms
 * (their provider hosts rewritten to this server, so tiles come from here too) and PNG tiles
 * drawn on request, a colour per WMS layer or WMTS time value. Paths for failures beside them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { XSS } from '../security/payloads';

const SHARED_WMS = new URL('../../../shared/data/wms/', import.meta.url).pathname;

/** A PNG of one colour (RGBA), 256 px square by default. */
export const solidPng = ([r, g, b, a]: [number, number, number, number], size = 256) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b, a]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The colour of a tile: from the layer name or time value, so that a test sees which one it got. */
export const tileColour = (name: string): [number, number, number, number] => {
  const hash = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return [hash & 0xff, (hash >> 8) & 0xff, (hash >> 16) & 0xff, 160];
};

/**
 * The real documents as this server serves them: the federal and cantonal hosts point here. Where
 * ../shared is absent they are not served (404); the tests that need them skip (see shared.ts).
 */
const documents = (base: string): Record<string, string> => {
  const read = (name: string) =>
    !existsSync(SHARED_WMS + name)
      ? ''
      : readFileSync(SHARED_WMS + name, 'utf8').replace(
          /https?:\/\/(?:wms|wmts|api3)\.geo\.admin\.ch|https:\/\/wms\.geo\.ag\.ch|https:\/\/geoserver\.swissdatacube\.org/g,
          base,
        );
  return {
    '/wms': read('geo-admin.wms.xml'),
    '/ag/ows': read('wms-geo-ag-ch.wms.xml'),
    '/EPSG/3857/1.0.0/WMTSCapabilities.xml': read('geo-admin.wmts.xml'),
    '/geoserver/gwc/service/wmts': read('geoserver-swissdatacube.wmts.xml'),
    // The root answers too (its tiles below): a provider URL that is an origin alone.
    '/': read('geoserver-swissdatacube.wmts.xml'),
    '/hostile': hostileDocument(base),
  };
};

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A WMTS provider whose texts are markup (as a hostile or careless provider writes them), served at /hostile. */
export const HOSTILE_LAYER_TITLE = `Layer ${XSS.img}`;
export const HOSTILE_PROVIDER_NAME = `Provider ${XSS.script}`;
const hostileDocument = (base: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.0.0">
  <ows:ServiceProvider><ows:ProviderName>${escapeXml(HOSTILE_PROVIDER_NAME)}</ows:ProviderName></ows:ServiceProvider>
  <Contents>
    <Layer>
      <ows:Title>${escapeXml(HOSTILE_LAYER_TITLE)}</ows:Title>
      <ows:Abstract>${escapeXml(XSS.svg)}</ows:Abstract>
      <ows:Identifier>hostile</ows:Identifier>
      <Style isDefault="true"><ows:Identifier>default</ows:Identifier><LegendURL format="image/png" xlink:href="${escapeXml(XSS.link)}"/></Style>
      <TileMatrixSetLink><TileMatrixSet>3857</TileMatrixSet></TileMatrixSetLink>
      <ResourceURL format="image/png" resourceType="tile" template="${base}/1.0.0/hostile/default/current/3857/{TileMatrix}/{TileCol}/{TileRow}.png"/>
    </Layer>
    <TileMatrixSet><ows:Identifier>3857</ows:Identifier><ows:SupportedCRS>urn:ogc:def:crs:EPSG::3857</ows:SupportedCRS>
${Array.from({ length: 10 }, (_, z) => `      <TileMatrix><ows:Identifier>${z}</ows:Identifier><TopLeftCorner>-20037508.342789244 20037508.342789244</TopLeftCorner><TileWidth>256</TileWidth><TileHeight>256</TileHeight><MatrixWidth>${2 ** z}</MatrixWidth><MatrixHeight>${2 ** z}</MatrixHeight></TileMatrix>`).join('\n')}
    </TileMatrixSet>
  </Contents>
</Capabilities>`;

export type MapProviderServer = {
  base: string;
  /** Requests received, path and query, in order. */
  requests: string[];
  close: () => Promise<void>;
};

export const startMapProvider = async (): Promise<MapProviderServer> => {
  const requests: string[] = [];
  let base = '';
  let served: Record<string, string> = {};
  const xml = (res: ServerResponse, text: string) => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(text);
  const png = (res: ServerResponse, name: string) => res.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(tileColour(name)));
  const failures: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/slow': (_req, res) => setTimeout(() => xml(res, served['/wms']), 3_000),
    '/huge': (_req, res) => xml(res, `<WMS_Capabilities version="1.3.0">${' '.repeat(200_000)}</WMS_Capabilities>`),
    '/not-xml': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>'),
    '/not-capabilities': (_req, res) => xml(res, '<html><body>Not a service</body></html>'),
    '/error': (_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error page'),
    '/to-wms': (_req, res) => res.writeHead(302, { location: `${base}/wms?SERVICE=WMS&REQUEST=GetCapabilities&VERSION=1.3.0` }).end(),
    '/to-private': (_req, res) => res.writeHead(302, { location: 'http://10.255.255.1/wms' }).end(),
    '/to-loopback-name': (_req, res) => res.writeHead(307, { location: `http://rebind.test:${new URL(base).port}/wms` }).end(),
    '/svg-tile': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    '/huge-tile': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(300_000)),
  };
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', base);
    const failure = failures[url.pathname];
    if (failure) return failure(req, res);
    const request = [...url.searchParams].find(([name]) => name.toUpperCase() === 'REQUEST')?.[1];
    if (served[url.pathname] && (request === 'GetCapabilities' || url.pathname.endsWith('.xml'))) return xml(res, served[url.pathname]);
    if (request === 'GetMap') return png(res, url.searchParams.get('LAYERS') ?? '');
    // WMTS REST tiles: /1.0.0/{layer}/default/{time}/3857/{z}/{x}/{y}.png
    const tile = /^\/1\.0\.0\/([^/]+)\/default\/([^/]+)\/3857\/\d+\/\d+\/\d+\.png$/.exec(url.pathname);
    if (tile) return png(res, decodeURIComponent(tile[2]));
    if (url.pathname === '/') return png(res, 'root');
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  served = documents(base);
  return {
    base,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
