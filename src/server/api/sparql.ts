/**
 * The embedded store as a read-only SPARQL 1.1 endpoint (protocol: GET ?query=, POST form,
 * POST application/sparql-query). Updates are refused: only the query grammar is accepted.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Store } from 'oxigraph';
import { badRequest } from '../errors';

const RESULT_FORMATS = [
  'application/sparql-results+json',
  'application/sparql-results+xml',
  'text/csv',
  'text/tab-separated-values',
];
const GRAPH_FORMATS = ['text/turtle', 'application/n-triples', 'application/n-quads', 'application/trig'];

/** The first format of `offered` that the Accept header names, else the first offered. */
const negotiate = (accept: string | undefined, offered: string[]) => {
  const wanted = (accept ?? '').split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  return wanted.map((w) => (w === 'application/json' ? offered[0] : w)).find((w) => offered.includes(w)) ?? offered[0];
};

export const sparqlRoutes = (app: FastifyInstance, opts: { store: Store; path: string }) => {
  app.register(async (scope) => {
    // Parsers live in this scope only: the rest of the API takes JSON.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addContentTypeParser('application/sparql-query', { parseAs: 'string' }, (_req, body, done) => done(null, { query: body }));

    const answer = (query: unknown, accept: string | undefined, reply: FastifyReply) => {
      if (typeof query !== 'string' || !query.trim()) throw badRequest('Missing SPARQL query: send it as the "query" parameter');
      const run = (format: string) => {
        const result = opts.store.query(query, { use_default_graph_as_union: true, results_format: format });
        return reply.type(`${format}; charset=utf-8`).send(result);
      };
      try {
        return run(negotiate(accept, RESULT_FORMATS));
      } catch (error) {
        const message = String((error as Error).message ?? error);
        // CONSTRUCT and DESCRIBE answer a graph, which needs an RDF format instead.
        if (/Not supported RDF format/.test(message)) return run(negotiate(accept, GRAPH_FORMATS));
        throw badRequest(`Invalid SPARQL query (this endpoint is read-only): ${message}`);
      }
    };

    scope.get<{ Querystring: { query?: string } }>(opts.path, (request, reply) =>
      answer(request.query.query, request.headers.accept, reply),
    );
    scope.post<{ Body: { query?: string } }>(opts.path, (request, reply) =>
      answer(request.body?.query, request.headers.accept, reply),
    );
  });
};
