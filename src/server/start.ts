/**
 * Start-up: build (or reuse) the bundled catalogue, load it and DATA_DIR into the embedded
 * store, open the config store, and assemble the HTTP application.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { accountRoutes } from './api/accounts';
import { savedConfigLoader } from './api/configs';
import { buildCatalogue } from './import/catalogue';
import { EmbeddedSparqlClient } from './data/sparql';
import { DataSources, EMBEDDED_SOURCE_URL } from './data/sources';
import { cachedObservationTables, OBSERVATION_TABLES_FILE } from './data/observation-table-cache';
import { listRdfFiles } from './data/store';
import { PUBLIC_FAIRNESS } from './data/fair-queue';
import { StorePool } from './data/store-pool';
import { availableMemory, rdfBytes, sizingMessage, storeSizing } from './data/store-sizing';
import type { Settings } from './settings';
import { openConfigStore } from './store';
import { lifecycle, type Lifecycle } from './lifecycle';
import { framableContentSecurityPolicy, styleOrigins } from './security';
import { chartImageRoutes } from './render/image-routes';
import { viewPageRoutes } from './view-pages';
import { WEB_ROOT } from './web';

/** Nice value of the /api/sparql workers' threads: on a busy machine the app's own threads come first. */
const PUBLIC_NICENESS = 10;

/** The load stage without a data layer: the 4.0.0 step keeps the cube IRIs it has. */
export const validateSavedConfig = savedConfigLoader();

export const startApp = async (settings: Settings, log: (message: string) => void = () => {}) => {
  const started = Date.now();
  // PGlite compiles its WASM asynchronously: let it do so while the catalogue loads.
  const configStorePromise = openConfigStore({
    databaseUrl: settings.DATABASE_URL,
    dataDir: join(settings.STATE_DIR, 'pglite'),
  });
  const catalogue = await buildCatalogue({ cacheDir: settings.STATE_DIR, log });
  const files = [...catalogue.files, ...(settings.DATA_DIR ? listRdfFiles(settings.DATA_DIR) : [])];
  const timeoutMs = settings.SPARQL_TIMEOUT_MS;
  // Each worker loads a copy of the store: say what that takes, and warn before it cannot fit.
  const copies = settings.SPARQL_WORKERS + settings.SPARQL_PUBLIC_WORKERS + settings.SPARQL_PUBLIC_SPARES;
  log(sizingMessage(storeSizing({ rdf: rdfBytes(files), copies, availableBytes: availableMemory() })));
  const store = await StorePool.start({ files, size: settings.SPARQL_WORKERS, timeoutMs, log });
  // /api/sparql's copies load on its first query: an instance nobody asks there saves their memory and load.
  const publicStore = StorePool.lazy({
    files,
    size: settings.SPARQL_PUBLIC_WORKERS,
    spares: settings.SPARQL_PUBLIC_SPARES,
    timeoutMs,
    fairness: { ...PUBLIC_FAIRNESS, queue: settings.SPARQL_PUBLIC_QUEUE },
    niceness: PUBLIC_NICENESS,
    log,
  });
  const tablesStarted = Date.now();
  const { tables, cached } = await cachedObservationTables(store, { files, cacheFile: join(settings.STATE_DIR, OBSERVATION_TABLES_FILE), log });
  log(
    `Embedded store: ${files.length} files on ${settings.SPARQL_WORKERS} workers and ${settings.SPARQL_PUBLIC_WORKERS + settings.SPARQL_PUBLIC_SPARES} for /api/sparql (loaded on its first query) ` +
      `(catalogue ${catalogue.built ? 'built' : 'cached'}); ` +
      `observation tables of ${tables.size} cubes ${cached ? 'read' : 'built'} in ${Date.now() - tablesStarted} ms`,
  );

  const sources = new DataSources({
    embedded: new EmbeddedSparqlClient(store, EMBEDDED_SOURCE_URL, tables),
    endpoints: [...new Set([...(settings.SPARQL_ENDPOINT ? [settings.SPARQL_ENDPOINT] : []), ...settings.SPARQL_ENDPOINTS])],
    defaultUrl: settings.SPARQL_ENDPOINT,
    remote: { timeoutMs: settings.SPARQL_TIMEOUT_MS, maxBytes: settings.SPARQL_MAX_BYTES, log },
  });
  const configStore = await configStorePromise;
  let life: Lifecycle | undefined;
  const app = await buildApp({
    sources,
    embeddedStore: store,
    publicStore,
    bodyLimit: settings.BODY_LIMIT,
    webRoot: WEB_ROOT,
    cubeCacheDir: join(settings.STATE_DIR, 'cubes'),
    logLevel: settings.LOG_LEVEL,
    settings,
    plugins: [
      async (app, data) => {
        life = lifecycle(app, { database: () => configStore.ping(), sparql: () => store.readyWorkers > 0 }, settings, log);
        const validateData = savedConfigLoader(data.unversionedIri);
        const framablePolicy = framableContentSecurityPolicy(styleOrigins(settings.MAP_STYLE_URL));
        const { mayRead } = await accountRoutes(app, { store: configStore, validateData, settings });
        viewPageRoutes(app, {
          store: configStore,
          validateData,
          webRoot: WEB_ROOT,
          framablePolicy,
          mayRead,
          serverRender: { timeoutMs: settings.SERVER_RENDER_TIMEOUT_MS },
        });
        chartImageRoutes(app, {
          store: configStore,
          validateData,
          rowLimits: { svg: settings.CHART_MAX_ROWS, map: settings.MAP_MAX_ROWS, table: settings.TABLE_MAX_ROWS },
        });
      },
    ],
  });
  app.addHook('onClose', () => Promise.all([configStore.close(), store.close(), publicStore.close()]));
  await app.listen({ port: settings.PORT, host: settings.HOST });
  const address = app.server.address();
  // The port the system gave when PORT is 0: tests and benches that start instances read it here.
  log(`Ready in ${Date.now() - started} ms on http://${settings.HOST}:${typeof address === 'object' && address ? address.port : settings.PORT}`);
  return { app, lifecycle: life!, readyMs: Date.now() - started };
};
