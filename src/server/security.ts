/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy, nosniff, a
 * referrer policy, and framing allowed only where the product is meant to be embedded.
 *
 * Helmet works the headers out once, at start: @fastify/helmet builds its middleware anew on
 * every request, which took a third of the time of a cached data answer under load.
 *
 * The built app needs no inline script or style: Vite emits files, and React sets `style={…}`
 * through the CSSOM, which CSP does not govern. Images and workers may come from blob: and data:
 * URLs (chart exports, map workers).
 */
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

const serialise = (policy: Record<string, string[]>) => Object.entries(policy).map(([name, values]) => `${name} ${values.join(' ')}`).join(';');

/** The policy of every answer but the framable pages. */
export const CONTENT_SECURITY_POLICY = serialise(directives);
/** The policy of the framable pages: any site may embed them. */
export const FRAMABLE_CONTENT_SECURITY_POLICY = serialise({ ...directives, 'frame-ancestors': ['*'] });

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

const SECURITY_HEADERS = headersOf({
  contentSecurityPolicy: { useDefaults: false, directives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

export const addSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
};

const locale = `(?:(?:${LOCALES.join('|')})/)?`;
/** The published view and the embed page of a chart (`/{locale}/v/{key}`, `/{locale}/embed/{key}`). */
const chartPage = new RegExp(`^/${locale}(?:v|embed)/[^/]+/?$`);
/** The catalogue; framable in embed mode (`?odsiframe=true`), which opens further pages in a new tab. */
const browsePage = new RegExp(`^/${locale}browse(?:/|$)`);

/** Whether the app page at `url` (path and query) may be shown in another site's iframe. */
export const isFramable = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return chartPage.test(pathname) || (browsePage.test(pathname) && searchParams.get('odsiframe') === 'true');
};

/** Lets any site frame this answer (set after helmet's headers). */
export const allowFraming = (reply: FastifyReply) => {
  reply.removeHeader('x-frame-options');
  return reply.header('content-security-policy', FRAMABLE_CONTENT_SECURITY_POLICY);
};
