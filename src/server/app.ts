/**
 * The HTTP application: data API, SPARQL endpoint of the embedded store and saved configs,
 * every answer in the {success, data, message} envelope.
 */
import type { LookupFunction } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { MigrationContext } from '../domain/config/migrations';
import { unversionedIriLookup } from '../domain/config/load';
import { CachedSparqlClient } from './data/cache';
import { CubeVersionCache } from './data/cube-cache';
import { CubeSearch } from './data/search';
import { CubeService } from './data/service';
import { EMBEDDED_SOURCE_URL, type DataSources } from './data/sources';
import { HttpError } from './errors';
import { compressAnswers } from './encoding';
import { parseJsonBodies } from './json-body';
import { clientErrorHandler, frameworkError, MAX_PARAM_LENGTH } from './framework-errors';
import { AnswerCache } from './api/answer-cache';
import { ClientSlots } from './api/client-slots';
import { dataRoutes } from './api/data';
import { downloadRoutes } from './api/download';
import { mapLayerRoutes } from './api/map-layers';
import { collectRoutes, openApiRoutes } from './api/openapi';
import { MapProviders } from './data/map-providers';
import { cacheBypass, limitApiRate } from './api/rate-limit';
import { sparqlRoutes } from './api/sparql';
import type { StoreRunner } from './data/store-query';
import { addSecurityHeaders, framableContentSecurityPolicy, styleOrigins } from './security';
import { webSettingsRoutes } from './api/web-settings';
import { readSettings, type Settings } from './settings';
import { webRoutes } from './web';

/** What routes beside the data API may ask of the data layer. */
export type DataLayer = {
  /** A cube's unversioned IRI (the 4.0.0 config step asks it), undefined when the source cannot say. */
  unversionedIri: NonNullable<MigrationContext['unversionedIri']>;
};

export type AppOptions = {
  sources: DataSources;
  /** The embedded store, served read-only at /api/sparql within SPARQL_MAX_ROWS and SPARQL_MAX_BYTES. */
  embeddedStore?: StoreRunner;
  /** The embedded store's workers for /api/sparql, apart from the app's own queries; embeddedStore when absent. */
  publicStore?: StoreRunner;
  bodyLimit?: number;
  logLevel?: string;
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Further routes (saved configs), registered after the data API, with what they may ask of it. */
  plugins?: ((app: FastifyInstance, data: DataLayer) => unknown)[];
  /** Folder of the built web app; its routes fall back to index.html. */
  webRoot?: string;
  /**
   * Folder where the components of published cube versions of remote sources are kept across
   * restarts (cube-cache.ts); none are kept without it. The embedded store answers fast anyway.
   */
  cubeCacheDir?: string;
  /** Limits and switches (rate limit, cache bypass budget, source maps, proxy); defaults where absent. */
  settings?: Partial<Settings>;
  /** DNS look-up of map provider requests (node:dns by default); tests point a name at loopback with it. */
  mapProviderLookup?: LookupFunction;
};

/** How long a cached answer is served; a request with Cache-Control: no-cache refreshes it sooner. */
const CACHE_TTL_MS = 10 * 60_000;

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const settings = { ...readSettings({}), ...options.settings };
  // A request must arrive within REQUEST_TIMEOUT_MS (a slow body holds a connection and its parser);
  // Node checks the connections every `connectionsCheckingInterval`, 30 s by default: far more often here.
  const requestTimeout = settings.REQUEST_TIMEOUT_MS;
  const app = Fastify({
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(10, Math.floor(requestTimeout / 4))),
    },
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel, ...(options.logStream && { stream: options.logStream }) } : false,
    trustProxy: settings.TRUST_PROXY,
    clientErrorHandler,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkError,
  });
  // Before any route: the API description lists the routes registered.
  const registered = collectRoutes(app);

  parseJsonBodies(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? `Request body is larger than ${app.initialConfig.bodyLimit} bytes`
        : status === 500
          ? 'Internal server error'
          : error.message;
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.status(status).send({ success: false, data: null, message });
  });
  const mapOrigins = styleOrigins(settings.MAP_STYLE_URL);
  addSecurityHeaders(app, mapOrigins);
  await limitApiRate(app, settings);
  const webFallback = options.webRoot
    ? await webRoutes(app, options.webRoot, { serveSourceMaps: settings.SERVE_SOURCE_MAPS, framablePolicy: framableContentSecurityPolicy(mapOrigins) })
    : undefined;
  // The plugin hooks into the routes registered after it: the API's, not the web app's files
  // (compressed once at build; smaller ones go as they are).
  await compressAnswers(app);
  app.setNotFoundHandler(
    (request, reply) =>
      webFallback?.(request, reply) ?? reply.status(404).send({ success: false, data: null, message: `No route ${request.method} ${request.url}` }),
  );

  // Per source: one cache of SPARQL answers and one search index, shared by all requests.
  const perSource = new Map<string, { client: CachedSparqlClient; search: CubeSearch }>();
  const cubeCache = options.cubeCacheDir ? new CubeVersionCache(options.cubeCacheDir) : undefined;
  // Keyed by the served address: every alias of a LINDAS environment shares its caches.
  const serviceFor = (sourceUrl: string, bypassCache: boolean) => {
    const url = options.sources.servedUrl('sparql', sourceUrl);
    let entry = perSource.get(url);
    if (!entry) {
      const client = CachedSparqlClient.create(options.sources.resolve('sparql', url), { maxRows: 2_000_000, ttlMs: CACHE_TTL_MS });
      entry = { client, search: new CubeSearch(client) };
      perSource.set(url, entry);
    }
    const editorUrl = (query: string) => `${url}?${new URLSearchParams({ query })}`;
    const kept = cubeCache && url !== EMBEDDED_SOURCE_URL ? { cache: cubeCache, bypass: bypassCache } : undefined;
    return new CubeService(bypassCache ? entry.client.bypass() : entry.client, editorUrl, entry.search, kept);
  };

  // Serialised answers of the data API; a whole cube's row form alone is ~40 MB.
  const answers = new AnswerCache({ maxBytes: 256 * 1024 * 1024, ttlMs: CACHE_TTL_MS });
  webSettingsRoutes(app, settings);
  openApiRoutes(app, registered);
  dataRoutes(app, {
    sources: options.sources,
    serviceFor,
    answers,
    bypassCache: cacheBypass(settings),
    costLimits: { maxCells: settings.DATA_MAX_CELLS, maxBytes: settings.DATA_MAX_ANSWER_BYTES },
    slots: new ClientSlots({ running: settings.DATA_CLIENT_CONCURRENCY, waiting: settings.DATA_CLIENT_QUEUE }),
  });
  downloadRoutes(app, {
    sources: options.sources,
    serviceFor,
    clientFor: (url) => options.sources.resolve('sparql', url),
    pageRows: settings.DOWNLOAD_PAGE_ROWS,
  });
  if (options.embeddedStore) {
    const limits = { rows: settings.SPARQL_MAX_ROWS, bytes: settings.SPARQL_MAX_BYTES };
    sparqlRoutes(app, { store: options.publicStore ?? options.embeddedStore, path: EMBEDDED_SOURCE_URL, limits });
  }
  mapLayerRoutes(app, {
    providers: new MapProviders({
      allowed: settings.MAP_PROVIDERS,
      timeoutMs: settings.MAP_TIMEOUT_MS,
      lookup: options.mapProviderLookup,
      log: (message) => app.log.warn(message),
    }),
    answers: new AnswerCache({ maxBytes: 64 * 1024 * 1024, ttlMs: CACHE_TTL_MS }),
    maxBytes: settings.MAP_MAX_BYTES,
    tileMaxBytes: settings.MAP_TILE_MAX_BYTES,
  });
  const data: DataLayer = {
    // Answers from the same cached source clients as the data API; an unknown cube, a source this
    // server does not serve or one that fails gives no answer.
    unversionedIri: unversionedIriLookup(
      async (iri, dataSource) => (await serviceFor(dataSource?.url ?? options.sources.defaultUrl, false).versions(iri)).unversionedIri,
    ),
  };
  for (const plugin of options.plugins ?? []) await plugin(app, data);
  return app;
};
