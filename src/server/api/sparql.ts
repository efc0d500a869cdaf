/**
 * The embedded store as a read-only SPARQL 1.1 endpoint (protocol: GET ?query=, POST form,
 * POST application/sparql-query). Updates are refused: only the query grammar is accepted.
 * Queries run on the store's workers within the time limit and the caps of one answer, fair per
 * client (its address, see rate-limit.ts): one running at a time, past the queue 429 with Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { QueryRefused } from '../data/store-pool';
import { answerBytes, StoreQueryError, type StoreRunner } from '../data/store-query';
import { clientOf } from './rate-limit';

const RESULT_FORMATS = ['application/sparql-results+json', 'application/sparql-results+xml', 'text/csv', 'text/tab-separated-values'];
const GRAPH_FORMATS = ['text/turtle', 'application/n-triples', 'application/n-quads', 'application/trig'];

/** The first format of `offered` that the Accept header names, else the first offered. */
const negotiate = (accept: string | undefined, offered: string[]) => {
  const wanted = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  return wanted.map((w) => (w === 'application/json' ? offered[0] : w)).find((w) => offered.includes(w)) ?? offered[0];
};

export type SparqlRouteOptions = {
  store: StoreRunner;
  path: string;
  /** Caps of one answer (SPARQL_MAX_ROWS, SPARQL_MAX_BYTES). */
  limits: { rows: number; bytes: number };
};

export const sparqlRoutes = (app: FastifyInstance, opts: SparqlRouteOptions) => {
  app.register(async (scope) => {
    // Parsers live in this scope only: the rest of the API takes JSON.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addContentTypeParser('application/sparql-query', { parseAs: 'string' }, (_req, body, done) => done(null, { query: body }));

    const answer = async (query: unknown, request: FastifyRequest, reply: FastifyReply) => {
      if (typeof query !== 'string' || !query.trim()) throw badRequest('Missing SPARQL query: send it as the "query" parameter');
      // A client that hangs up stops its query.
      const gone = new AbortController();
      reply.raw.on('close', () => reply.raw.writableFinished || gone.abort());
      const accept = request.headers.accept;
      try {
        const result = await opts.store.run(
          { query, format: negotiate(accept, RESULT_FORMATS), graphFormat: negotiate(accept, GRAPH_FORMATS), limits: opts.limits },
          { client: clientOf(request), signal: gone.signal },
        );
        return reply.type(`${result.format}; charset=utf-8`).send(answerBytes(result));
      } catch (error) {
        if (error instanceof QueryRefused) reply.header('retry-after', String(error.retryAfterSeconds));
        if (!(error instanceof StoreQueryError)) throw error;
        throw badRequest(error.tooLarge ? error.message : `Invalid SPARQL query (this endpoint is read-only): ${error.message}`);
      }
    };

    scope.get<{ Querystring: { query?: string } }>(opts.path, (request, reply) => answer(request.query.query, request, reply));
    scope.post<{ Body: { query?: string } }>(opts.path, (request, reply) => answer(request.body?.query, request, reply));
  });
};
