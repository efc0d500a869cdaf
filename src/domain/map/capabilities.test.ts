import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/shared';
import {
  allLayers,
  CapabilitiesError,
  capabilitiesUrl,
  guessProviderType,
  layersByKey,
  parseCapabilities,
  type RemoteLayer,
  type RemoteWmtsLayer,
} from './capabilities';

const SHARED = new URL('../../../../shared/data/wms/', import.meta.url).pathname;
const documentOf = (name: string) => readFileSync(SHARED + name, 'utf8');
const all = (layers: RemoteLayer[]) => [...allLayers<RemoteLayer>(layers)];
/** Counts in the raw text, independent of the parser. */
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe(
  'WMS 1.3.0: the federal geoportal (wms.geo.admin.ch)',
  needsShared(SHARED, () => {
    const xml = documentOf('geo-admin.wms.xml');
    const capabilities = parseCapabilities('wms', xml, 'https://wms.geo.admin.ch/');
    const layers = all(capabilities.layers);

    it('offers every named layer, all in EPSG:3857, under the untitled top layer', () => {
      expect(capabilities.title).toBe('WMS BGDI');
      expect(layers.filter((l) => l.key)).toHaveLength(count(xml, /<Layer[\s>]/g) - 1); // all but the untitled top layer
      expect(layers.every((l) => l.crs.includes('EPSG:3857'))).toBe(true);
      expect(capabilities.skipped).toEqual([]);
      expect(new Set(layers.map((l) => l.path)).size).toBe(layers.length);
    });

    it('reads a layer with its legend, attribution inherited from the top layer, and the GetMap URL', () => {
      const layer = layersByKey(capabilities.layers).get('wms-ch.vbs.armee-kriegsdenkmaeler');
      expect(layer).toMatchObject({
        type: 'wms',
        id: 'ch.vbs.armee-kriegsdenkmaeler',
        title: 'Memorials of war and of armed forces',
        attribution: 'Das Geoportal des Bundes',
        legendUrl: expect.stringMatching(
          /^https:\/\/wms\.geo\.admin\.ch\/en\/\?version=1\.3\.0&service=WMS&request=GetLegendGraphic.*layer=ch\.vbs\.armee-kriegsdenkmaeler/,
        ),
        getMapUrl: 'https://wms.geo.admin.ch/en/?',
        format: 'image/png',
        endpoint: 'https://wms.geo.admin.ch/',
      });
      expect(layer?.description).toMatch(/^The Inventory of memorials of war/);
    });

    it('keeps named groups with their children', () => {
      const group = layers.find((l) => l.children);
      expect(group?.key).toBeDefined();
      expect(group?.children?.every((c) => c.path.startsWith(`${group.path}/`))).toBe(true);
    });
  }),
);

describe(
  'WMS 1.3.0: the canton of Aargau',
  needsShared(SHARED, () => {
    const xml = documentOf('wms-geo-ag-ch.wms.xml');
    const capabilities = parseCapabilities('wms', xml, 'https://wms.geo.ag.ch/public/ows');

    it('gives layers that list only EPSG:2056 the EPSG:3857 of their parent (CRS are inherited)', () => {
      const layer = layersByKey(capabilities.layers).get('wms-ch_ag_geo_ALG_WABAUPROLINIE')!;
      expect(xml).toMatch(/<Name>ch_ag_geo_ALG_WABAUPROLINIE<\/Name>[\s\S]*?<CRS>EPSG:2056<\/CRS>\s*<EX_Geographic/);
      expect(layer.crs).toContain('EPSG:3857');
      expect(layer).toMatchObject({
        title: 'Wasserbauprojekte Linienobjekte',
        getMapUrl: 'https://wms.geo.ag.ch/public/ows?SERVICE=WMS&',
        attribution: undefined,
      });
      expect(layer.description).toContain('Der Datensatz "Wasserbauprojekte"'); // CDATA as text
    });

    it('offers all of its named layers', () => {
      const layers = all(capabilities.layers);
      expect(layers.filter((l) => l.key)).toHaveLength(count(xml, /<Layer[\s>]/g) - 1);
      expect(capabilities.title).toBe('Geodaten des Kantons Aargau');
    });
  }),
);

describe(
  'WMTS 1.0.0: the federal geoportal (wmts.geo.admin.ch)',
  needsShared(SHARED, () => {
    const xml = documentOf('geo-admin.wmts.xml');
    const capabilities = parseCapabilities('wmts', xml, 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml');
    const byKey = layersByKey(capabilities.layers);

    it('offers every layer, with its tile matrix set and an XYZ template', () => {
      expect(capabilities.layers).toHaveLength(count(xml, /<Layer>/g));
      expect(capabilities.skipped).toEqual([]);
      const layer = byKey.get('wmts-ch.agroscope.feuchtflaechenpotential-kulturlandschaft') as RemoteWmtsLayer;
      expect(layer).toMatchObject({
        title: 'Wetness potential agricultural land',
        url: 'https://wmts.geo.admin.ch/1.0.0/ch.agroscope.feuchtflaechenpotential-kulturlandschaft/default/{Time}/3857/{z}/{x}/{y}.png',
        tileMatrixSets: ['3857_16'],
        tileMatrixSet: { id: '3857_16', minZoom: 0, maxZoom: 16 },
        attribution: 'Federal Office of Topography swisstopo',
        legendUrl: 'https://api3.geo.admin.ch/static/images/legends/ch.agroscope.feuchtflaechenpotential-kulturlandschaft_en.png',
        crs: ['EPSG:3857'],
        dimensionIdentifier: 'Time',
        availableDimensionValues: ['current'],
        defaultDimensionValue: 'current',
      });
    });

    it('decodes character references in texts', () => {
      expect(xml).toContain('The dataset &#34;Building zones Switzerland (harmonized)&#34; is based');
      const layer = [...byKey.values()].find((l) => l.title === 'Building zones Switzerland (harm.)');
      expect(layer?.description).toMatch(/^The dataset "Building zones Switzerland \(harmonized\)" is based/);
    });

    it('reads the time dimension of layers with several values', () => {
      const layer = byKey.get('wmts-ch.are.siedlung') as RemoteWmtsLayer;
      expect(layer.availableDimensionValues).toEqual(['current', '2024', '2023', '2022', '2021', '2020', '2019']);
      const multi = capabilities.layers.filter((l) => (l as RemoteWmtsLayer).availableDimensionValues!.length > 1);
      const rawMulti = (xml.match(/<Dimension>[\s\S]*?<\/Dimension>/g) ?? []).filter((d) => count(d, /<Value>/g) > 1);
      expect(multi).toHaveLength(rawMulti.length);
    });
  }),
);

describe(
  'WMTS 1.0.0: the Swiss Data Cube GeoServer',
  needsShared(SHARED, () => {
    const xml = documentOf('geoserver-swissdatacube.wmts.xml');
    const capabilities = parseCapabilities('wmts', xml, 'https://geoserver.swissdatacube.org/geoserver/gwc/service/wmts');
    /** Layer ids whose tile matrix set links name no EPSG:3857 set, read from the raw text. */
    const without3857 = xml
      .slice(xml.indexOf('<Contents>'))
      .split('<Layer>')
      .slice(1)
      .filter((layer) => !/<TileMatrixSet>EPSG:3857<\/TileMatrixSet>/.test(layer))
      .map((layer) => /<ows:Identifier>([^<]*)<\/ows:Identifier>/.exec(layer)![1]);

    it('skips the layers without an EPSG:3857 tile matrix set, reporting them', () => {
      expect(without3857.length).toBeGreaterThan(0);
      expect(capabilities.skipped.map((s) => s.key).sort()).toEqual(without3857.map((id) => `wmts-${id}`).sort());
      expect(capabilities.skipped.every((s) => s.reason === 'crs')).toBe(true);
      expect(capabilities.layers).toHaveLength(count(xml, /<Layer>/g) - without3857.length);
    });

    it('maps the matrix ids EPSG:3857:z to zoom levels and fills the style', () => {
      const layer = capabilities.layers[0] as RemoteWmtsLayer;
      expect(layer).toMatchObject({
        id: 'sdc:clipch_95_051',
        url: 'https://geoserver.swissdatacube.org/geoserver/gwc/service/wmts/rest/sdc:clipch_95_051/sdc%3Alegend_ch_95_05/EPSG:3857/EPSG:3857:{z}/{y}/{x}?format=image/png',
        tileMatrixSet: { id: 'EPSG:3857', minZoom: 0 },
        crs: ['EPSG:3857', 'EPSG:4326', 'EPSG:900913'],
      });
      expect(layer.dimensionIdentifier).toBeUndefined();
    });
  }),
);

const wmts = (layer: string, sets = '') => `<?xml version="1.0"?>
<Capabilities xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.0.0">
  <ows:ServiceProvider><ows:ProviderName>&lt;img src=x onerror=alert(1)&gt; Provider</ows:ProviderName></ows:ServiceProvider>
  <Contents>${layer}
    <TileMatrixSet><ows:Identifier>g</ows:Identifier><ows:SupportedCRS>urn:ogc:def:crs:EPSG::3857</ows:SupportedCRS>
      <TileMatrix><ows:Identifier>0</ows:Identifier><TopLeftCorner>-20037508.3428 20037508.3428</TopLeftCorner><TileWidth>256</TileWidth><TileHeight>256</TileHeight><MatrixWidth>1</MatrixWidth><MatrixHeight>1</MatrixHeight></TileMatrix>
      <TileMatrix><ows:Identifier>1</ows:Identifier><TopLeftCorner>-20037508.3428 20037508.3428</TopLeftCorner><TileWidth>256</TileWidth><TileHeight>256</TileHeight><MatrixWidth>2</MatrixWidth><MatrixHeight>2</MatrixHeight></TileMatrix>
    </TileMatrixSet>
    <TileMatrixSet><ows:Identifier>big</ows:Identifier><ows:SupportedCRS>EPSG:3857</ows:SupportedCRS>
      <TileMatrix><ows:Identifier>0</ows:Identifier><TopLeftCorner>-20037508.3428 20037508.3428</TopLeftCorner><TileWidth>512</TileWidth><TileHeight>512</TileHeight><MatrixWidth>1</MatrixWidth><MatrixHeight>1</MatrixHeight></TileMatrix>
    </TileMatrixSet>${sets}
  </Contents>
</Capabilities>`;
const wmtsLayer = (
  id: string,
  set: string,
  resource = `<ResourceURL format="image/png" resourceType="tile" template="https://t.example/${id}/{TileMatrix}/{TileCol}/{TileRow}.png"/>`,
  extra = '',
) =>
  `<Layer><ows:Title>${id} &lt;script&gt;alert(1)&lt;/script&gt;\u0007</ows:Title><ows:Identifier>${id}</ows:Identifier>
   <Style isDefault="true"><ows:Identifier>default</ows:Identifier><LegendURL format="image/png" xlink:href="javascript:alert(1)"/></Style>
   <TileMatrixSetLink><TileMatrixSet>${set}</TileMatrixSet></TileMatrixSetLink>${resource}${extra}</Layer>`;

describe('WMTS layers the map cannot draw, and untrusted text', () => {
  it('needs a tile URL template, a layer identifier and a 256 px quadtree in EPSG:3857', () => {
    const capabilities = parseCapabilities(
      'wmts',
      wmts(
        wmtsLayer('ok', 'g') +
          wmtsLayer('no-url', 'g', '') +
          wmtsLayer('big', 'big') +
          wmtsLayer('bad-url', 'g', '<ResourceURL resourceType="tile" template="javascript:alert(1)//{TileMatrix}"/>'),
      ),
      'https://t.example/',
    );
    expect(capabilities.layers.map((l) => l.id)).toEqual(['ok']);
    expect(capabilities.skipped).toEqual([
      { key: 'wmts-no-url', title: 'no-url <script>alert(1)</script>', reason: 'url' },
      { key: 'wmts-big', title: 'big <script>alert(1)</script>', reason: 'tile-matrix-set' },
      { key: 'wmts-bad-url', title: 'bad-url <script>alert(1)</script>', reason: 'url' },
    ]);
  });

  it('keeps titles and attributions as plain text without control characters, and drops javascript: links', () => {
    const [layer] = parseCapabilities('wmts', wmts(wmtsLayer('ok', 'g')), 'https://t.example/').layers;
    expect(layer).toMatchObject({ title: 'ok <script>alert(1)</script>', attribution: '<img src=x onerror=alert(1)> Provider', legendUrl: undefined });
    expect(layer).toMatchObject({ url: 'https://t.example/ok/{z}/{x}/{y}.png', tileMatrixSet: { id: 'g', minZoom: 0, maxZoom: 1 } });
  });

  it('refuses documents that are no capabilities, exceptions, other WMS versions and entity declarations', () => {
    expect(() => parseCapabilities('wms', '<html><body>Not found</body></html>', 'https://x/')).toThrow('not a WMS capabilities document');
    expect(() => parseCapabilities('wmts', '<html/>', 'https://x/')).toThrow('not a WMTS capabilities document');
    expect(() => parseCapabilities('wms', '<WMT_MS_Capabilities version="1.1.1"/>', 'https://x/')).toThrow('not a WMS capabilities document');
    expect(() => parseCapabilities('wms', '<WMS_Capabilities version="1.1.0"/>', 'https://x/')).toThrow('WMS 1.1.0, not 1.3.0');
    expect(() =>
      parseCapabilities('wms', '<ServiceExceptionReport><ServiceException>Layer unknown</ServiceException></ServiceExceptionReport>', 'https://x/'),
    ).toThrow('exception: Layer unknown');
    expect(() => parseCapabilities('wms', '<!DOCTYPE x [<!ENTITY a "aaaa">]><WMS_Capabilities version="1.3.0"/>', 'https://x/')).toThrow('entities');
    expect(() => parseCapabilities('wms', '<WMS_Capabilities version="1.3.0"><Capability>', 'https://x/')).toThrow('not well-formed');
  });

  it('refuses documents nested 99 layers deep or with an element named __proto__ as unreadable, not with a crash', () => {
    const nested = (n: number) =>
      `<WMS_Capabilities version="1.3.0"><Capability>${'<Layer><Name>l</Name><CRS>EPSG:3857</CRS>'.repeat(n)}${'</Layer>'.repeat(n)}</Capability></WMS_Capabilities>`;
    expect(parseCapabilities('wms', nested(97), 'https://x/').layers).toHaveLength(1);
    for (const xml of [
      nested(99),
      '<WMS_Capabilities version="1.3.0"><Capability><Layer><Name>a</Name><__proto__><polluted>yes</polluted></__proto__></Layer></Capability></WMS_Capabilities>',
    ]) {
      expect(() => parseCapabilities('wms', xml, 'https://x/')).toThrow(CapabilitiesError);
    }
    expect(() => parseCapabilities('wms', nested(99), 'https://x/')).toThrow('The document cannot be read: Maximum nested tags exceeded');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the capabilities request', () => {
  it('asks WMS for 1.3.0 capabilities as text/xml in the language, replacing the provider URL’s own parameters', () => {
    const url = capabilitiesUrl('wms', 'https://wms.geo.admin.ch/?request=GetMap&map=x', 'de');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      map: 'x',
      SERVICE: 'WMS',
      REQUEST: 'GetCapabilities',
      VERSION: '1.3.0',
      FORMAT: 'text/xml',
      lang: 'de',
    });
  });

  it('asks WMTS for its capabilities in the language', () => {
    const url = capabilitiesUrl('wmts', 'https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml', 'fr');
    expect(url.href).toBe('https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml?SERVICE=WMTS&REQUEST=GetCapabilities&lang=fr');
  });

  it('guesses the provider type from the URL', () => {
    expect(guessProviderType('https://wmts.geo.admin.ch/EPSG/3857/1.0.0/WMTSCapabilities.xml')).toBe('wmts');
    expect(guessProviderType('https://wms.geo.ag.ch/public/ows')).toBe('wms');
  });
});
