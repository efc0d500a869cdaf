/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy, nosniff, a
 * referrer policy, and framing allowed only where the product is meant to be embedded.
 *
 * Helmet works the headers out once, at start: @fastify/helmet builds its middleware anew on
 * every request, which took a third of the time of a cached data answer under load.
 *
 * The built app needs no inline script or style: Vite emits files, and React sets `style={…}`
 * through the CSSOM, which CSP does not govern. A server-rendered chart's page holds one
 * stylesheet of its elements' styles, allowed by its hash in that answer's policy alone
 * (allowInlineStyle). Images and workers may come from blob: and data:
 * URLs (chart exports, map workers). Maps draw offline by default; a base map (MAP_STYLE_URL)
 * adds its origin to connect-src and img-src, and only then (styleOrigins).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { LOCALES } from '../domain/data';

const directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

const serialise = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** The directives with the base map's origins allowed to answer fetches and images. */
const directivesWith = (mapOrigins: string[]) =>
  mapOrigins.length
    ? { ...directives, 'connect-src': [...directives['connect-src'], ...mapOrigins], 'img-src': [...directives['img-src'], ...mapOrigins] }
    : directives;

/** The origin of a base map style URL (what the policy must allow), none without one. */
export const styleOrigins = (mapStyleUrl: string | undefined) => (mapStyleUrl ? [new URL(mapStyleUrl).origin] : []);

/** The policy of every answer but the framable pages. */
export const contentSecurityPolicy = (mapOrigins: string[] = []) => serialise(directivesWith(mapOrigins));
/** The policy of the framable pages: any site may embed them. */
export const framableContentSecurityPolicy = (mapOrigins: string[] = []) => serialise({ ...directivesWith(mapOrigins), 'frame-ancestors': ['*'] });
/** The policies without a base map. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();
export const FRAMABLE_CONTENT_SECURITY_POLICY = framableContentSecurityPolicy();

/** The headers helmet sets with these options, read from a response that records them. */
const headersOf = (options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
};

const securityHeaders = (mapOrigins: string[]) =>
  headersOf({
    contentSecurityPolicy: { useDefaults: false, directives: directivesWith(mapOrigins) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

export const addSecurityHeaders = (app: FastifyInstance, mapOrigins: string[] = []) => {
  const headers = securityHeaders(mapOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

const locale = `(?:(?:${LOCALES.join('|')})/)?`;
/**
 * The embed page of a chart (`/{locale}/embed/{key}`): without account controls or links that
 * act for the visitor. The view (`/{locale}/v/{key}`) has them: another site must not frame it
 * (a click on a framed page's controls is the framing site's to trick).
 */
const embedPage = new RegExp(`^/${locale}embed/[^/]+/?$`);
/** The catalogue; framable in embed mode (`?odsiframe=true`), which opens further pages in a new tab. */
const browsePage = new RegExp(`^/${locale}browse(?:/|$)`);

/** Whether the app page at `url` (path and query) may be shown in another site's iframe. */
export const isFramable = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return embedPage.test(pathname) || (browsePage.test(pathname) && searchParams.get('odsiframe') === 'true');
};

/**
 * Lets this answer's one inline stylesheet apply: the policy's style-src names its hash (a
 * server-rendered chart's page, whose elements' styles it holds: domain/viewer/server-state.ts).
 * Set after the framing policy, which it extends.
 */
export const allowInlineStyle = (reply: FastifyReply, css: string) => {
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  const policy = String(reply.getHeader('content-security-policy'));
  return reply.header(
    'content-security-policy',
    policy.replace(/(^|;)style-src ([^;]*)/, (_, start: string, sources: string) => `${start}style-src ${sources} ${hash}`),
  );
};

/** Lets any site frame this answer (set after helmet's headers). */
export const allowFraming = (reply: FastifyReply, policy = FRAMABLE_CONTENT_SECURITY_POLICY) => {
  reply.removeHeader('x-frame-options');
  return reply.header('content-security-policy', policy);
};
