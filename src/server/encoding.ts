/**
 * How the app's answers travel compressed. Three paths, one rule (brotli when the client accepts
 * it, then gzip, else as they are; `Vary: Accept-Encoding`; small answers as they are):
 * - the built web app's files are compressed once at build (scripts/vite-precompress.ts) and
 *   served as they are by @fastify/static's `preCompressed` (web.ts);
 * - the data API's cached answers keep a compressed copy per encoding (api/answer-cache.ts);
 * - every other answer (saved configs, SPARQL endpoint, errors) is compressed as it goes out by
 *   @fastify/compress, registered here.
 */
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** In order of preference. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** Below this an answer goes as it is: compression would save a few hundred bytes at most. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The preferred encoding an Accept-Encoding header accepts, undefined for none (no header, only
 * other encodings, or a header that does not parse). As in both plugins, `*` and `x-gzip` stand
 * for gzip, so that every path answers a request alike.
 */
export const acceptedEncoding = (header: string | undefined): ContentEncoding | undefined =>
  (header && negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS)) || undefined;

/** Compresses the answers of routes registered after it, unless a route opts out (`compress: false`) or set an encoding itself. */
export const compressAnswers = async (app: FastifyInstance) => {
  // Answers only: the plugin would also inflate request bodies sent compressed, which no client of
  // ours sends and the security corpus does not cover. (This hook runs before the plugin's.)
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, { encodings: ENCODINGS, threshold: MIN_COMPRESSED_BYTES });
};
