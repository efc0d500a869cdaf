/** Starts the real HTTP server on a free loopback port for API tests. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LookupFunction } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Store } from 'oxigraph';
import { buildApp, type AppOptions } from '../../src/server/app';
import { DataSources } from '../../src/server/data/sources';
import { cachedObservationTables } from '../../src/server/data/observation-table-cache';
import { createEmbeddedStore, listRdfFiles } from '../../src/server/data/store';
import { EmbeddedSparqlClient } from '../../src/server/data/sparql';
import { StorePool, type StorePoolOptions } from '../../src/server/data/store-pool';
import { onThisThread, type StoreRunner } from '../../src/server/data/store-query';
import { EMBEDDED_SOURCE_URL } from '../../src/server/data/sources';
import { createAgent, type Agent } from './agent';

/**
 * Time limit of embedded-store queries in tests that do not test it: test files run side by side
 * on two cores, and a whole shared cube's queries can queue past the 15 s of production.
 */
export const TEST_QUERY_TIMEOUT_MS = 60_000;

export const SHARED_CUBES = new URL('../../../shared/data/cubes/', import.meta.url).pathname;
export const hasSharedCubes = existsSync(SHARED_CUBES);
if (!hasSharedCubes) console.warn(`Tests on the shared Swiss cubes skip: ${SHARED_CUBES} is absent (real data beside the repository)`);

export type TestServer = {
  url: string;
  app: FastifyInstance;
  store?: Store;
  pool?: StorePool;
  /** The workers of /api/sparql, when apart from the app's (options.publicPool). */
  publicPool?: StorePool;
  /** As a browser that has fetched its CSRF token (see agent.ts), signed out unless it signs in. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  get: (path: string) => Promise<{ status: number; body: any }>;
  /** The client behind post and get. */
  agent: Agent;
  /** Another client, with cookies of its own (another browser, another user). */
  newAgent: () => Agent;
  close: () => Promise<void>;
  /** What remote endpoints' failures logged (their answers' bodies), for a failing test's message. */
  remoteLog: string[];
};

/** The tables of a store of these files, built once per test run (many test files load the same cubes). */
const testObservationTables = async (store: StoreRunner, files: string[]) => {
  const dir = join(tmpdir(), 'observation-tables');
  mkdirSync(dir, { recursive: true });
  const name = createHash('sha256').update(files.join('\0')).digest('hex');
  return (await cachedObservationTables(store, { files, cacheFile: join(dir, `${name}.json`) })).tables;
};

export const startServer = async (options: {
  files?: string[];
  endpoints?: string[];
  plugins?: AppOptions['plugins'];
  bodyLimit?: number;
  remoteTimeoutMs?: number;
  /** DNS look-up of remote endpoints (see RemoteOptions.lookup). */
  remoteLookup?: LookupFunction;
  /** Time limit of embedded-store queries. */
  timeoutMs?: number;
  /** The store on the test's thread, which `store` exposes for changes. */
  onThisThread?: boolean;
  /** Workers for /api/sparql apart from the app's (as `npm start` has them); the app's pool serves it without. */
  publicPool?: Omit<StorePoolOptions, 'files' | 'timeoutMs'>;
  settings?: AppOptions['settings'];
  /** Folder of a built web app to serve (see build-web.ts). */
  webRoot?: string;
  /** Where remote sources' cube versions are kept across restarts (none kept without it). */
  cubeCacheDir?: string;
  logLevel?: AppOptions['logLevel'];
  logStream?: AppOptions['logStream'];
}): Promise<TestServer> => {
  // On workers as in production; on this thread when a test changes the store while it runs.
  const store = options.files && options.onThisThread ? createEmbeddedStore(options.files) : undefined;
  const pool =
    options.files && !store ? await StorePool.start({ files: options.files, size: 1, timeoutMs: options.timeoutMs ?? TEST_QUERY_TIMEOUT_MS }) : undefined;
  const runner = pool ?? (store && onThisThread(store));
  const publicPool =
    options.files && options.publicPool
      ? await StorePool.start({ files: options.files, timeoutMs: options.timeoutMs ?? TEST_QUERY_TIMEOUT_MS, ...options.publicPool })
      : undefined;
  const remoteLog: string[] = [];
  const sources = new DataSources({
    embedded: runner && new EmbeddedSparqlClient(runner, EMBEDDED_SOURCE_URL, await testObservationTables(runner, options.files!)),
    endpoints: options.endpoints ?? [],
    defaultUrl: store ? undefined : options.endpoints?.[0],
    remote: {
      timeoutMs: options.remoteTimeoutMs ?? 5_000,
      maxBytes: options.settings?.SPARQL_MAX_BYTES ?? 64 * 1024 * 1024,
      lookup: options.remoteLookup,
      log: (m) => remoteLog.push(m),
    },
  });
  const { plugins, bodyLimit, settings, webRoot, cubeCacheDir, logLevel, logStream } = options;
  const app = await buildApp({
    sources,
    embeddedStore: runner,
    publicStore: publicPool,
    plugins,
    bodyLimit,
    settings,
    webRoot,
    cubeCacheDir,
    logLevel,
    logStream,
  });
  if (pool) app.addHook('onClose', () => pool.close());
  if (publicPool) app.addHook('onClose', () => publicPool.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const agent = createAgent(url);
  return {
    url,
    app,
    store,
    pool,
    publicPool,
    post: agent.post,
    get: agent.get,
    agent,
    newAgent: () => createAgent(url),
    close: () => app.close(),
    remoteLog,
  };
};

export const sharedCubeFiles = () => (hasSharedCubes ? listRdfFiles(SHARED_CUBES) : []);
