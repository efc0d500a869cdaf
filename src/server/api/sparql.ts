/**
 * The embedded store as a read-only SPARQL 1.1 endpoint (protocol: GET ?query=, POST form,
 * POST application/sparql-query). Updates are refused: only the query grammar is accepted.
 * Queries run on the store's workers within the time limit and the caps of one answer, fair per
 * client (its address, see rate-limit.ts): one running at a time, past the queue 429 with Retry-After.
 *
 * Standard clients (YASGUI, Comunica, rdflib) use it as they use any endpoint: it answers CORS for
 * any origin (public, read-only data; no credentials), these routes only, and a GET without a
 * query answers the SPARQL 1.1 service description.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DataFactory, Writer, type Quad } from 'n3';
import { badRequest } from '../errors';
import { QueryRefused } from '../data/store-pool';
import { answerBytes, StoreQueryError, type StoreRunner } from '../data/store-query';
import { clientOf } from './rate-limit';

export const RESULT_FORMATS = ['application/sparql-results+json', 'application/sparql-results+xml', 'text/csv', 'text/tab-separated-values'];
export const GRAPH_FORMATS = ['text/turtle', 'application/n-triples', 'application/n-quads', 'application/trig'];
/** The formats of the service description, with the name n3's writer gives each. */
const DESCRIPTION_WRITERS: Record<string, string> = { 'text/turtle': 'Turtle', 'application/n-triples': 'N-Triples' };
export const SERVICE_DESCRIPTION_FORMATS = Object.keys(DESCRIPTION_WRITERS);

const SD = 'http://www.w3.org/ns/sparql-service-description#';
/** The W3C name of each answer format (https://www.w3.org/ns/formats/). */
const FORMAT_NAMES: Record<string, string> = {
  'application/sparql-results+json': 'SPARQL_Results_JSON',
  'application/sparql-results+xml': 'SPARQL_Results_XML',
  'text/csv': 'SPARQL_Results_CSV',
  'text/tab-separated-values': 'SPARQL_Results_TSV',
  'text/turtle': 'Turtle',
  'application/n-triples': 'N-Triples',
  'application/n-quads': 'N-Quads',
  'application/trig': 'TriG',
};

/** The service description of the endpoint at `endpoint` (https://www.w3.org/TR/sparql11-service-description/). */
const serviceDescription = (endpoint: string, format: string) => {
  const { namedNode, blankNode, quad } = DataFactory;
  const sd = (name: string) => namedNode(SD + name);
  const type = namedNode('http://www.w3.org/1999/02/22-rdf-syntax-ns#type');
  const [service, dataset, graph] = [blankNode('service'), blankNode('dataset'), blankNode('defaultGraph')];
  const quads: Quad[] = [
    quad(service, type, sd('Service')),
    quad(service, sd('endpoint'), namedNode(endpoint)),
    quad(service, sd('supportedLanguage'), sd('SPARQL11Query')),
    ...[...RESULT_FORMATS, ...GRAPH_FORMATS].map((f) => quad(service, sd('resultFormat'), namedNode(`http://www.w3.org/ns/formats/${FORMAT_NAMES[f]}`))),
    // The default graph is the union of all graphs (store.ts).
    quad(service, sd('feature'), sd('UnionDefaultGraph')),
    quad(service, sd('defaultDataset'), dataset),
    quad(dataset, type, sd('Dataset')),
    quad(dataset, sd('defaultGraph'), graph),
    quad(graph, type, sd('Graph')),
  ];
  const writer = new Writer({ format: DESCRIPTION_WRITERS[format], prefixes: { sd: SD, fmt: 'http://www.w3.org/ns/formats/' } });
  writer.addQuads(quads);
  let text = '';
  writer.end((_error, result: string) => (text = result));
  return text;
};

/** What a cross-origin query may use (the preflight's answer; every answer allows any origin, see onSend below). */
const PREFLIGHT = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Accept, Content-Type',
  'access-control-max-age': '86400',
};

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

    // Any origin may read the answers (refusals too, and when to retry), without credentials.
    scope.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', 'Retry-After');
      done(null, payload);
    });

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

    scope.get<{ Querystring: { query?: string } }>(opts.path, (request, reply) => {
      if (request.query.query !== undefined) return answer(request.query.query, request, reply);
      const endpoint = `${request.protocol}://${request.host}${opts.path}`;
      if (!URL.canParse(endpoint)) throw badRequest('Invalid Host header');
      const format = negotiate(request.headers.accept, SERVICE_DESCRIPTION_FORMATS);
      return reply
        .type(`${format}; charset=utf-8`)
        .header('vary', 'Accept')
        .send(serviceDescription(new URL(endpoint).href, format));
    });
    scope.post<{ Body: { query?: string } }>(opts.path, (request, reply) => answer(request.body?.query, request, reply));
    scope.options(opts.path, (_request, reply) => reply.status(204).headers(PREFLIGHT).send());
  });
};
