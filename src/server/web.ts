/**
 * Serves the built web app (dist/web); the app's own routes fall back to its index.html.
 *
 * Caching: index.html is revalidated on every load (it names the current bundles); the bundles
 * under assets/ carry a content hash in their name, so a browser keeps them for a year; anything
 * else for a few minutes. Source maps are built but only served when SERVE_SOURCE_MAPS asks.
 *
 * Compression: the build leaves a brotli (.br) and a gzip (.gz) copy beside each text file not
 * under 1 KB (scripts/vite-precompress.ts); the one the request accepts is sent as it is, with
 * `Vary: Accept-Encoding`, and smaller files go uncompressed. The copies have no URL of their own.
 */
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowFraming, isFramable } from './security';

export const WEB_ROOT = resolve('dist/web');

/** The build's compressed copies, found by `preCompressed` beside the file a request names. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

export type WebOptions = {
  serveSourceMaps: boolean;
  /** The policy of the framable pages (it names the base map's origin when there is one). */
  framablePolicy?: string;
};

/** Registers the static files; returns the fallback for unknown GETs, or undefined without a build. */
export const webRoutes = async (app: FastifyInstance, root: string, options: WebOptions) => {
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`No web app at ${root}: run "npm run build" (npm start does it)`);
    return undefined;
  }
  const assets = join(resolve(root), 'assets') + sep;
  // The path is the file sent: a compressed copy's ends in .br or .gz.
  const cacheControl = (path: string) =>
    /\.html(\.br|\.gz)?$/.test(path) ? 'no-cache' : path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: [...COMPRESSED_COPIES, ...(options.serveSourceMaps ? [] : ['**/*.map'])],
    setHeaders: (reply, path) => reply.header('cache-control', cacheControl(path)),
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets)\//.test(request.url);
    if (!page) return undefined;
    if (isFramable(request.url)) allowFraming(reply, options.framablePolicy);
    return reply.sendFile('index.html');
  };
};
