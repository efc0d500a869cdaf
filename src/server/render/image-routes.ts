/**
 * Images of published charts and their oEmbed (issue 30 items 5 and 6):
 *
 * - `/{locale}/v/{key}.svg` and `.png`: the chart the view opens on (a dashboard's or tabs' first
 *   chart), drawn on the server from the same scene as the client (chart-image.ts), `?width=`
 *   px wide (320–2400). A PNG wider than 600 px is the drawing at 600 px or more, at up to twice
 *   its size (as the client's PNG export), so its texts stay legible in a chat's preview. A
 *   draft, an unknown key or language answer 404, a bad width 400. Answers may be kept 5 minutes,
 *   then revalidated by their ETag: a republished config changes them.
 * - `/api/oembed?url=…&maxwidth=…&maxheight=…&format=json`: the embed code of a published
 *   chart's view or embed address (type `rich`), with its PNG as thumbnail (within maxwidth; none
 *   under 320 px); `format=xml` answers 501, an address that is not a published chart of this
 *   site 404.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isChartKey, type SavedConfigData } from '../../domain/config';
import { LOCALES, type Locale } from '../../domain/data';
import { embedCode, embedUrl, noEmbedFlags } from '../../domain/viewer/embed';
import { savedConfigTitle } from '../../domain/viewer/page-head';
import { isCleanText } from '../../domain/text';
import type { ValidateData } from '../api/configs';
import { badRequest, HttpError, notFound } from '../errors';
import type { ConfigStore } from '../store';
import { DEFAULT_ROW_LIMITS, type RowLimits } from '../../domain/charts/row-limit';
import { drawFirstChart } from './chart-data';
import { chartImageSvg, imageSceneWidth, svgPng } from './chart-image';
import { inProcessFetch, type InProcessFetch } from './in-process-fetch';
import { CATALOGUES } from './catalogues';
import { translator } from './messages';

export const IMAGE_WIDTH = { min: 320, max: 2400, svg: 800, png: 1200 } as const;
/** The widest a PNG's drawing is laid out before it is drawn larger (at most twice). */
const PNG_LAYOUT_WIDTH = 600;
const PNG_SCALE = 2;
/** The oEmbed iframe's size when the consumer sets no bounds, and its thumbnail's width. */
const EMBED_SIZE = { width: 800, height: 640 };
const THUMBNAIL_WIDTH = 1200;

/** A width asked for in a query: whole pixels in the range, else a 400 that says the range. */
export const imageWidth = (value: unknown, fallback: number, name = 'width'): number => {
  if (value === undefined) return fallback;
  const width = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!(width >= IMAGE_WIDTH.min && width <= IMAGE_WIDTH.max))
    throw badRequest(`${name} must be a whole number of pixels from ${IMAGE_WIDTH.min} to ${IMAGE_WIDTH.max}`);
  return width;
};

/** The width a PNG `width` px wide lays its drawing out at. */
export const pngLayoutWidth = (width: number) => Math.max(Math.min(width, PNG_LAYOUT_WIDTH), Math.ceil(width / PNG_SCALE));

/** `rowLimits`: the charts' row limits (CHART_MAX_ROWS, …): an image past its chart's is refused, as the view draws none. */
type Options = { store: ConfigStore; validateData: ValidateData; rowLimits?: RowLimits };

type Published = { key: string; locale: Locale; data: SavedConfigData; updated: Date };

/** The published config at a language and key; a 404 for anything else (an unknown language or key, a draft). */
const published = async ({ store, validateData }: Options, localeText: string, key: string): Promise<Published> => {
  const locale = LOCALES.find((l) => l === localeText);
  const saved = locale && isChartKey(key) ? await store.get(key) : undefined;
  if (!locale || !saved || saved.published_state !== 'PUBLISHED') throw notFound(`No published chart ${key}`);
  const loaded = await validateData(saved.data);
  if (!loaded.success) throw notFound(`No published chart ${key}`);
  return { key, locale, data: loaded.data as SavedConfigData, updated: saved.updated_at };
};

type Format = 'svg' | 'png';
type Image = { body: Buffer; width: number; height: number; etag: string };

/** Images drawn lately, by what they depend on: a chat that unfurls a link asks for its card several times. */
const CACHE_SIZE = 64;
const cache = new Map<string, Promise<Image>>();
const remember = (key: string, make: () => Promise<Image>) => {
  let image = cache.get(key);
  if (!image) {
    image = make();
    cache.set(key, image);
    image.catch(() => cache.delete(key));
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return image;
};

/** The image of a published chart; its data asked through the server's own API as the visitor would (`fetch`). */
const drawImage = (fetch: InProcessFetch, chart: Published, format: Format, width: number, rowLimits: RowLimits = DEFAULT_ROW_LIMITS) =>
  remember(`${chart.key} ${chart.updated.getTime()} ${chart.locale} ${format} ${width}`, async () => {
    const layout = format === 'png' ? pngLayoutWidth(width) : width;
    const { drawn, texts } = await drawFirstChart(fetch, chart.data, { locale: chart.locale, width: imageSceneWidth(layout), rowLimits });
    const svg = chartImageSvg(drawn, texts, { width: layout, t: translator(chart.locale) });
    const body = format === 'png' ? await svgPng(svg.svg, width) : Buffer.from(svg.svg);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag, width: format === 'png' ? width : svg.width, height: format === 'png' ? Math.round((svg.height * width) / svg.width) : svg.height };
  });

const TYPES: Record<Format, string> = { svg: 'image/svg+xml; charset=utf-8', png: 'image/png' };

type ImageRequest = FastifyRequest<{ Params: { locale: string; key: string }; Querystring: { width?: string } }>;

export const chartImageRoutes = (app: FastifyInstance, options: Options) => {
  const image = (format: Format) => async (request: ImageRequest, reply: FastifyReply) => {
    const width = imageWidth(request.query.width, IMAGE_WIDTH[format]);
    const chart = await published(options, request.params.locale, request.params.key);
    const { body, etag } = await drawImage(inProcessFetch(app, { remoteAddress: request.ip }), chart, format, width, options.rowLimits);
    reply.header('cache-control', 'public, max-age=300, must-revalidate').header('etag', etag);
    // A chat or a page may show the image from anywhere.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
    return reply.type(TYPES[format]).send(body);
  };
  app.get('/:locale/v/:key.svg', image('svg'));
  app.get('/:locale/v/:key.png', image('png'));

  type OEmbedRequest = FastifyRequest<{ Querystring: { url?: string; maxwidth?: string; maxheight?: string; format?: string } }>;
  app.get('/api/oembed', async (request: OEmbedRequest, reply) => {
    const twice = Object.entries(request.query).find(([, value]) => typeof value !== 'string');
    if (twice) throw badRequest(`${twice[0]} is given more than once`);
    const { url, format = 'json' } = request.query;
    if (format === 'xml') throw new HttpError(501, 'Only format=json is offered');
    if (format !== 'json') throw badRequest('format must be json');
    if (!url) throw badRequest('url is required: the address of a published chart');
    // The URL parser would drop some at the ends and tabs or line breaks anywhere: such an address is refused, not read.
    if (!isCleanText(url) || /\s/.test(url)) throw badRequest('url must be an address without spaces or control characters');
    const bound = (name: 'maxwidth' | 'maxheight') => {
      const value = request.query[name];
      if (value === undefined) return undefined;
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw badRequest(`${name} must be a whole number of pixels`);
      return Number(value);
    };
    const [maxwidth, maxheight] = [bound('maxwidth'), bound('maxheight')];
    const origin = `${request.protocol}://${request.host}`;
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      throw notFound('url is no address of a chart of this site');
    }
    const path = /^\/([a-z]{2})\/(?:v|embed)\/([^/]+)\/?$/.exec(address.pathname);
    if (address.origin !== origin || !path) throw notFound('url is no address of a chart of this site');
    // A key is 12 letters and digits: one in percent-encoding is no key (published() says so).
    const chart = await published(options, path[1], path[2]);
    const title = savedConfigTitle(chart.data, chart.locale) ?? CATALOGUES[chart.locale]['app.name'];
    const width = Math.min(EMBED_SIZE.width, maxwidth ?? Infinity);
    const height = Math.min(EMBED_SIZE.height, maxheight ?? Infinity);
    // The thumbnail keeps within maxwidth: none where a PNG cannot be that narrow.
    const thumbnailWidth = Math.min(THUMBNAIL_WIDTH, maxwidth ?? Infinity);
    // A chart past its row limit has no image (422): its oEmbed has no thumbnail.
    const thumbnail =
      thumbnailWidth >= IMAGE_WIDTH.min
        ? await drawImage(inProcessFetch(app, { remoteAddress: request.ip }), chart, 'png', thumbnailWidth, options.rowLimits).catch((error) => {
            if (error instanceof HttpError && error.statusCode === 422) return undefined;
            throw error;
          })
        : undefined;
    const src = embedUrl(origin, chart.locale, chart.key, noEmbedFlags());
    reply.header('cache-control', 'public, max-age=300, must-revalidate');
    return {
      type: 'rich',
      version: '1.0',
      title,
      provider_name: CATALOGUES[chart.locale]['app.name'],
      provider_url: `${origin}/`,
      html: embedCode({ url: src, title, key: chart.key, size: { width, height } }),
      width,
      height,
      ...(thumbnail && {
        thumbnail_url: `${origin}/${chart.locale}/v/${encodeURIComponent(chart.key)}.png?width=${thumbnailWidth}`,
        thumbnail_width: thumbnail.width,
        thumbnail_height: thumbnail.height,
      }),
    };
  });
};
