/**
 * Custom map layers through the server (spec 000 §7):
 * - GET /api/map/capabilities?type=wms|wmts&url=…&lang=… asks the provider for its capabilities
 *   and answers the parsed layer list (domain/map/capabilities.ts);
 * - GET /api/map/tile?url=… fetches one tile or legend image of an allowed provider.
 * The browser's CSP allows only its own origin, and providers rarely allow cross-origin reads.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatZodError } from '../../domain/config/format-error';
import { LOCALES } from '../../domain/data';
import { CapabilitiesError, capabilitiesUrl, PROVIDER_TYPES, type Capabilities, type RemoteLayer } from '../../domain/map/capabilities';
import { isCleanText, UNCLEAN_TEXT_MESSAGE } from '../../domain/text';
import { badRequest } from '../errors';
import type { AnswerCache } from './answer-cache';
import { CapabilitiesParser } from '../data/capabilities-parser';
import { MapProviderError, type MapProviders } from '../data/map-providers';

const MAX_URL_LENGTH = 2000;
const url = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine(isCleanText, { message: UNCLEAN_TEXT_MESSAGE })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { message: 'must be an absolute http(s) URL' })
  .transform((value) => new URL(value));

export const capabilitiesQuery = z.object({ type: z.enum(PROVIDER_TYPES), url, lang: z.enum(LOCALES).default('en') });
export const tileQuery = z.object({ url });

/** Images a tile or legend may be; SVG is left out (a script in it would run on this origin when opened). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const XML_TYPES = /^(?:text|application)\/(?:[\w.+-]*\+)?xml$/;

const parseQuery = <T extends z.ZodTypeAny>(schema: T, request: FastifyRequest): z.infer<T> => {
  const parsed = schema.safeParse(request.query);
  if (!parsed.success) throw badRequest(formatZodError(parsed.error, { root: 'query' }));
  return parsed.data;
};

/**
 * What the browser can reach through the tile proxy: legends of other hosts are dropped, a WMS
 * GetMap URL elsewhere falls back to the provider URL, a WMTS layer tiled elsewhere is skipped.
 */
export const withinProviders = (capabilities: Capabilities, isAllowed: (url: string) => boolean): Capabilities => {
  const skipped = [...capabilities.skipped];
  const visit = (layers: RemoteLayer[]): RemoteLayer[] =>
    layers.flatMap((layer): RemoteLayer[] => {
      const children = layer.children ? visit(layer.children) : [];
      const kept = { ...layer, legendUrl: layer.legendUrl && isAllowed(layer.legendUrl) ? layer.legendUrl : undefined } as RemoteLayer;
      if (children.length > 0) kept.children = children as never;
      else delete kept.children;
      if (kept.type === 'wms') {
        if (!isAllowed(kept.getMapUrl)) kept.getMapUrl = kept.endpoint;
        return [kept];
      }
      if (isAllowed(kept.url.replace(/[{}]/g, ''))) return [kept];
      skipped.push({ key: kept.key, title: kept.title, reason: 'url' });
      return children;
    });
  return { ...capabilities, layers: visit(capabilities.layers), skipped };
};

export const mapLayerRoutes = (app: FastifyInstance, options: { providers: MapProviders; answers: AnswerCache; maxBytes: number; tileMaxBytes: number }) => {
  const { providers, answers } = options;
  const parser = new CapabilitiesParser();
  app.addHook('onClose', () => parser.close());
  /** Requests under way, so that simultaneous requests for one provider fetch it once. */
  const pending = new Map<string, Promise<Buffer>>();

  const capabilities = async (type: Capabilities['type'], provider: URL, lang: string) => {
    const request = capabilitiesUrl(type, provider.href, lang);
    const { bytes } = await providers.get(request, {
      accept: 'application/xml, text/xml;q=0.9, */*;q=0.1',
      maxBytes: options.maxBytes,
      // Providers answer capabilities as text/xml, application/xml, vnd.ogc.* or without a type.
      accepts: (contentType) => !contentType || XML_TYPES.test(contentType) || contentType.startsWith('application/vnd.ogc') || contentType === 'text/plain',
    });
    try {
      const parsed = await parser.parse(type, bytes.toString('utf8'), provider.href);
      return Buffer.from(JSON.stringify({ success: true, data: withinProviders(parsed, (u) => providers.isAllowed(u)) }));
    } catch (error) {
      if (error instanceof CapabilitiesError) throw new MapProviderError(`Map provider ${provider.origin}: ${error.message}`);
      throw error;
    }
  };

  app.get('/api/map/capabilities', async (request, reply) => {
    const { type, url: provider, lang } = parseQuery(capabilitiesQuery, request);
    providers.check(provider);
    const key = `${type}\n${lang}\n${provider.href}`;
    let answer = answers.get(key);
    reply.header('x-cache', answer ? 'hit' : 'miss');
    if (!answer) {
      let json = pending.get(key);
      if (!json) {
        json = capabilities(type, provider, lang).finally(() => pending.delete(key));
        pending.set(key, json);
      }
      answer = answers.get(key) ?? answers.set(key, await json);
    }
    return answers.send(answer, request, reply);
  });

  app.get('/api/map/tile', async (request, reply) => {
    const { url: tile } = parseQuery(tileQuery, request);
    const { contentType, bytes } = await providers.get(tile, {
      accept: 'image/png, image/jpeg;q=0.9, image/*;q=0.8',
      maxBytes: options.tileMaxBytes,
      accepts: (type) => !!type && IMAGE_TYPES.has(type),
    });
    return reply.type(contentType!).header('cache-control', 'public, max-age=3600').send(bytes);
  });
};
