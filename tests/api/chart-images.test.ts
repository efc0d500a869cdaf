/**
 * Images of published charts and their oEmbed through real HTTP (issue 30 items 5 and 6): the
 * SVG and PNG of a column, line and pie chart, a map and a table drawn by the server from the
 * bundled catalogue's data; their width, statuses (a draft, an unknown or malformed key, a bad
 * width) and cache headers; the oEmbed answer and its refusals; the card and oEmbed link in the
 * published view's head.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartConfig } from '../../src/domain/config';
import { accountRoutes } from '../../src/server/api/accounts';
import { buildCatalogue } from '../../src/server/import/catalogue';
import { chartImageRoutes } from '../../src/server/render/image-routes';
import { validateSavedConfig } from '../../src/server/start';
import { openConfigStore, type ConfigStore } from '../../src/server/store';
import { viewPageRoutes } from '../../src/server/view-pages';
import { WEB_ROOT } from '../../src/server/web';
import { createAgent } from '../support/agent';
import { componentsFrom, galleryConfig, publish } from '../support/chart-gallery';
import { worldMapConfig } from '../support/map-gallery';
import { startServer, type TestServer } from '../support/server';
import { tableGalleryConfig } from '../support/table-gallery';
import { freshConfigStoreDir } from '../support/config-store-template';

let server: TestServer;
let store: ConfigStore;
const keys: Record<'column' | 'line' | 'pie' | 'map' | 'table' | 'draft', string> = { column: '', line: '', pie: '', map: '', table: '', draft: '' };
const charts: Record<string, ChartConfig> = {};

beforeAll(async () => {
  store = await openConfigStore({ dataDir: freshConfigStoreDir() });
  const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
  server = await startServer({
    files,
    webRoot: WEB_ROOT,
    plugins: [
      (app) => {
        viewPageRoutes(app, { store, validateData: validateSavedConfig, webRoot: WEB_ROOT });
        chartImageRoutes(app, { store, validateData: validateSavedConfig });
        return accountRoutes(app, { store, validateData: validateSavedConfig });
      },
    ],
  });
  const componentsOf = componentsFrom(server.url);
  Object.assign(charts, {
    column: await galleryConfig('column', componentsOf, 'imagecolumn1'),
    line: await galleryConfig('line', componentsOf, 'imageline001'),
    pie: await galleryConfig('pie', componentsOf, 'imagepie0001'),
    map: await worldMapConfig(componentsOf, 'imagemap0001'),
    table: await tableGalleryConfig('table-grouped', componentsOf, 'imagetable01'),
  });
  for (const name of ['column', 'line', 'pie', 'map', 'table'] as const) keys[name] = await publish(server.url, charts[name]);
  const draft = await createAgent(server.url).post('/api/config-create', {
    data: { ...(await (await fetch(`${server.url}/api/config/${keys.column}`)).json()).data.data },
    published_state: 'DRAFT',
  });
  keys.draft = draft.body.data.key;
}, 300_000);
afterAll(async () => {
  await server?.close();
  await store?.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};
const json = (body: Buffer) => JSON.parse(body.toString());
/** A PNG's size from its IHDR chunk, after the signature. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the SVG of a published chart', () => {
  it('is a well-formed SVG document with the chart’s title, marks, axes, legend and source', async () => {
    const { status, headers, body } = await get(`/en/v/${keys.column}.svg`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = body.toString();
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('<title>Electricity generation in Iowa by source</title>');
    expect(svg.match(/class="bar"/g)!.length).toBeGreaterThan(10);
    expect(svg).toContain('>Fossil fuels</text>');
    expect(svg).toContain('>2017</text>');
    expect(svg).toMatch(/>Source: U\.S\. Energy Information Administration/);
    // The drawing's look from the app's stylesheet: tick labels, grid lines.
    expect(svg).toMatch(/<style>[^<]*\.chart \.tick text/);
    expect(svg).toMatch(/^<svg [^>]*width="800"/);
  });

  it('draws each kind of chart: lines, slices, a map’s areas and a table’s rows', async () => {
    const line = (await get(`/en/v/${keys.line}.svg`)).body.toString();
    expect(line.match(/class="line"/g)!.length).toBeGreaterThan(5);
    const pie = (await get(`/en/v/${keys.pie}.svg`)).body.toString();
    expect(pie.match(/class="slice"/g)!.length).toBe(3);
    const map = (await get(`/en/v/${keys.map}.svg`)).body.toString();
    expect(XMLValidator.validate(map)).toBe(true);
    expect(map).toContain('>Population and world regions</text>');
    expect(map).toContain('>Country outlines: Natural Earth (world-atlas)</text>');
    const table = (await get(`/de/v/${keys.table}.svg`)).body.toString();
    expect(XMLValidator.validate(table)).toBe(true);
    expect(table).toContain('>Jahr</text>');
    expect(table).toMatch(/>Anzahl Zeilen: [\d’]+<\/text>/);
  });

  it('takes a width, and answers with an ETag to revalidate by', async () => {
    const { status, headers, body } = await get(`/en/v/${keys.pie}.svg?width=480`);
    expect(status).toBe(200);
    expect(body.toString()).toMatch(/^<svg [^>]*width="480"/);
    expect(headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const etag = headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/en/v/${keys.pie}.svg?width=480`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get(`/en/v/${keys.pie}.svg?width=481`, { 'if-none-match': etag })).status).toBe(200);
  });
});

describe('the PNG of a published chart', () => {
  it('is a PNG 1,200 px wide, or as wide as asked', async () => {
    const { status, headers, body } = await get(`/en/v/${keys.line}.png`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/png');
    expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const size = pngSize(body);
    expect(size.width).toBe(1200);
    expect(size.height).toBeGreaterThan(600);
    for (const width of [320, 777, 2400]) {
      const png = await get(`/fr/v/${keys.map}.png?width=${width}`);
      expect(png.status).toBe(200);
      expect(pngSize(png.body).width).toBe(width);
    }
  });

  it('refuses a width out of range or not a number with 400, and says the range', async () => {
    for (const width of ['319', '2401', '99999999', 'abc', '1e3', '-500', '600.5', '']) {
      const { status, body } = await get(`/en/v/${keys.column}.png?width=${width}`);
      expect(status, width).toBe(400);
      expect(json(body)).toEqual({ success: false, data: null, message: 'width must be a whole number of pixels from 320 to 2400' });
    }
  });

  it('answers 404 for a draft, an unknown or malformed key and a language the app has not', async () => {
    for (const path of [
      `/en/v/${keys.draft}.png`,
      `/en/v/${keys.draft}.svg`,
      '/en/v/AAAAAAAAAAAA.png',
      '/en/v/not-a-key.svg',
      '/en/v/..%2F..%2Fpackage.json.png',
      `/xx/v/${keys.column}.png`,
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(json(body).success).toBe(false);
    }
  });
});

describe('oEmbed', () => {
  const oembed = (query: Record<string, string>) => get(`/api/oembed?${new URLSearchParams(query)}`);

  it('gives a published chart’s embed code, size, title, provider and thumbnail', async () => {
    const url = `${server.url}/fr/v/${keys.column}`;
    const { status, headers, body } = await oembed({ url, format: 'json' });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    const answer = json(body);
    expect(answer).toMatchObject({
      type: 'rich',
      version: '1.0',
      title: 'Electricity generation in Iowa by source',
      provider_name: 'cubeviz',
      provider_url: `${server.url}/`,
      width: 800,
      height: 640,
      thumbnail_url: `${server.url}/fr/v/${keys.column}.png?width=1200`,
      thumbnail_width: 1200,
    });
    // The iframe of the embed page and the script that sizes it, as the share dialog offers them.
    expect(answer.html).toContain(`<iframe id="cubeviz-${keys.column}" src="${server.url}/fr/embed/${keys.column}"`);
    expect(answer.html).toContain('max-width:800px;height:640px');
    expect(answer.html).toContain('e.data.type==="cubeviz:resize"');
    const thumbnail = await get(answer.thumbnail_url.slice(server.url.length));
    expect(pngSize(thumbnail.body)).toEqual({ width: answer.thumbnail_width, height: answer.thumbnail_height });
  });

  it('honours maxwidth and maxheight, and reads an embed address too', async () => {
    const answer = json((await oembed({ url: `${server.url}/en/embed/${keys.pie}`, maxwidth: '400', maxheight: '300' })).body);
    expect(answer).toMatchObject({ width: 400, height: 300, thumbnail_width: 400 });
    expect(answer.html).toContain('max-width:400px;height:300px');
    expect(answer.thumbnail_url).toBe(`${server.url}/en/v/${keys.pie}.png?width=400`);
    // No PNG is that narrow: no thumbnail.
    const narrow = json((await oembed({ url: `${server.url}/en/v/${keys.pie}`, maxwidth: '200' })).body);
    expect(narrow).toMatchObject({ type: 'rich', width: 200 });
    expect(narrow).not.toHaveProperty('thumbnail_url');
  });

  it('answers 501 for XML, 404 for what is no published chart of this site, 400 for bad bounds', async () => {
    expect((await oembed({ url: `${server.url}/en/v/${keys.column}`, format: 'xml' })).status).toBe(501);
    for (const url of [
      `${server.url}/en/v/${keys.draft}`,
      `${server.url}/en/v/AAAAAAAAAAAA`,
      `${server.url}/en/v/not-a-key`,
      `${server.url}/en/browse`,
      `https://elsewhere.example/en/v/${keys.column}`,
      'not-an-address',
    ]) {
      const { status, body } = await oembed({ url });
      expect(status, url).toBe(404);
      expect(json(body).success).toBe(false);
    }
    const bad: Record<string, string>[] = [
      {},
      { url: `${server.url}/en/v/${keys.column}`, maxwidth: '0' },
      { url: `${server.url}/en/v/${keys.column}`, maxheight: 'x' },
      { url: `${server.url}/en/v/${keys.column}\n` },
    ];
    for (const query of bad) expect((await oembed(query)).status, JSON.stringify(query)).toBe(400);
  });
});

describe('the published view’s head', () => {
  it('names the chart’s image as its card and links its oEmbed', async () => {
    const html = (await get(`/it/v/${keys.column}`)).body.toString();
    const view = `${server.url}/it/v/${keys.column}`;
    expect(html).toContain(`<meta property="og:image" content="${view}.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${view}.png" />`);
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${server.url}/api/oembed?url=${encodeURIComponent(view)}&amp;format=json" title="Electricity generation in Iowa by source" />`,
    );
    // What the head names answers.
    const image = await get(`/it/v/${keys.column}.png`);
    expect(image.status).toBe(200);
    const draft = (await get(`/it/v/${keys.draft}`)).body.toString();
    expect(draft).not.toMatch(/og:image|twitter:|oembed/);
  });
});
