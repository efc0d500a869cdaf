/** Server settings from the environment (README "Configuration"), checked once at start. */
import { z } from 'zod';
import { DEFAULT_ROW_LIMITS, MIN_ROW_LIMIT } from '../domain/charts/row-limit';
import { formatZodError } from '../domain/config/format-error';
import { DOWNLOAD_PAGE_ROWS } from './data/download';

const list = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Folder for caches and the embedded database. */
  STATE_DIR: z.string().default('./.data'),
  /** Extra RDF files (.ttl/.trig/.nt/.nq, optionally .gz) loaded into the embedded store. */
  DATA_DIR: z.string().optional(),
  /** Default SPARQL endpoint instead of the embedded store. */
  SPARQL_ENDPOINT: z.string().url().optional(),
  /** Allow-list of remote SPARQL endpoints a request may name. */
  SPARQL_ENDPOINTS: list,
  /** Time limit of one query, on a remote endpoint or the embedded store. */
  SPARQL_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Time budget of a published chart's server render (its data included); past it the browser draws the page. 0 turns the server render off. */
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(2_000),
  /** Largest SPARQL answer: accepted from a remote endpoint, or served by /api/sparql. */
  SPARQL_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
  /** Most rows of one /api/sparql answer: any cube's, far from what exhausts memory. */
  SPARQL_MAX_ROWS: z.coerce.number().int().positive().default(100_000),
  /** Worker threads of the embedded store for the app's own queries, each with a copy of it (~400 MB for the bundled data). */
  SPARQL_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** Worker threads for /api/sparql, apart from the app's: public queries running at once. */
  SPARQL_PUBLIC_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** Further /api/sparql workers, loaded and idle, that take over at once from one ended with its query. */
  SPARQL_PUBLIC_SPARES: z.coerce.number().int().min(0).max(16).default(0),
  /** /api/sparql queries waiting for a worker, all clients together; past it 429. */
  SPARQL_PUBLIC_QUEUE: z.coerce.number().int().min(1).max(1000).default(8),
  /** Map providers (WMS/WMTS) the server may ask for custom layers: origins or URL prefixes. */
  MAP_PROVIDERS: z
    .string()
    .default('https://wms.geo.admin.ch, https://wmts.geo.admin.ch, https://api3.geo.admin.ch')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean)),
  /** Time limit of one map provider request (capabilities, tile). */
  MAP_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Largest capabilities document accepted from a map provider. */
  MAP_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(16 * 1024 * 1024),
  /** Largest tile or legend image accepted from a map provider. */
  MAP_TILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 * 1024),
  /** postgres://… to store configs in PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** Time a request (headers and body) may take to arrive; a client that trickles it gets a 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Largest saved config (bytes of its JSON text) config-create and config-update accept. */
  CONFIG_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024),
  /** Configs one client address may create signed out per hour; 0 turns the quota off. */
  ANON_CONFIGS_PER_HOUR: z.coerce.number().int().min(0).default(60),
  /** Bytes of configs all clients together may create signed out per hour; 0 turns the budget off. */
  ANON_CONFIG_BYTES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** Configs one signed-in user may keep; 0 turns the quota off. */
  USER_MAX_CONFIGS: z.coerce.number().int().min(0).default(1000),
  /** Custom colour palettes one signed-in user may keep; 0 turns the quota off. */
  USER_MAX_PALETTES: z.coerce.number().int().min(0).default(50),
  /** API requests per client address and window; 0 turns the limit off. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Data requests per client address and minute whose `Cache-Control: no-cache` is honoured. */
  NO_CACHE_BUDGET: z.coerce.number().int().min(0).default(30),
  /** Most cells (observations × components) one data request may ask for; past it 413. */
  DATA_MAX_CELLS: z.coerce.number().int().positive().default(1_000_000),
  /** Largest estimated answer of one data request, in bytes; past it 413. */
  DATA_MAX_ANSWER_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
  /** Data requests of one client built at once (answers not yet cached); further ones wait. */
  DATA_CLIENT_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  /** Data requests of one client waiting to be built; past it 429 with Retry-After. */
  DATA_CLIENT_QUEUE: z.coerce.number().int().min(0).default(16),
  /**
   * Most observations a chart of each kind is drawn from (domain/charts/row-limit.ts): past it the
   * browser asks for none and tells the author which filter to add. The web app reads them from
   * /api/web-settings.
   */
  CHART_MAX_ROWS: z.coerce.number().int().min(MIN_ROW_LIMIT).default(DEFAULT_ROW_LIMITS.svg),
  MAP_MAX_ROWS: z.coerce.number().int().min(MIN_ROW_LIMIT).default(DEFAULT_ROW_LIMITS.map),
  TABLE_MAX_ROWS: z.coerce.number().int().min(MIN_ROW_LIMIT).default(DEFAULT_ROW_LIMITS.table),
  /** Observations asked per query while a whole-cube download is written (GET /api/data/download): its memory is about one page. */
  DOWNLOAD_PAGE_ROWS: z.coerce.number().int().min(1).default(DOWNLOAD_PAGE_ROWS),
  /** Serve the web app's source maps (dist/web/assets/*.map); they are built either way. */
  SERVE_SOURCE_MAPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Behind a reverse proxy: `true`, or the proxies' addresses, whose X-Forwarded-For names the client. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
  /**
   * A MapLibre style URL for the base map under map charts, for deployments with internet;
   * without it maps draw their shapes on a plain background, offline.
   */
  MAP_STYLE_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), { message: 'must be an http(s) URL' })
    .optional(),
  /** How long a session lasts after sign-in. */
  SESSION_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 60 * 60_000),
  /** Session and CSRF cookies only over https: `auto` when the request came by https (see TRUST_PROXY). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Sign-in and sign-up attempts per client address and minute; 0 turns the limit off. */
  SIGN_IN_RATE_MAX: z.coerce.number().int().min(0).default(10),
  /** OpenID Connect sign-in, offered when all three are set. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The address users reach the app at (https://…): the OIDC redirect URI starts with it; without it, the request's own. */
  PUBLIC_URL: z.string().url().optional(),
  /** After SIGTERM: how long /api/health answers 503 before the listener closes, while a load balancer notices. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** After the listener closed: how long requests in flight may run before they are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Settings = z.infer<typeof schema>;

export const readSettings = (env: Record<string, string | undefined> = process.env): Settings => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${formatZodError(parsed.error, { root: '' })}`);
  }
  return parsed.data;
};
