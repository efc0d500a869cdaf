/** Serves the built web app (dist/web); the app's own routes fall back to its index.html. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const WEB_ROOT = resolve('dist/web');

/** Registers the static files; returns the fallback for unknown GETs, or undefined without a build. */
export const webRoutes = async (app: FastifyInstance, root: string) => {
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`No web app at ${root}: run "npm run build" (npm start does it)`);
    return undefined;
  }
  await app.register(fastifyStatic, { root, wildcard: false, maxAge: '1h' });
  return (request: FastifyRequest, reply: FastifyReply) =>
    request.method === 'GET' && !request.url.startsWith('/api/')
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : undefined;
};
