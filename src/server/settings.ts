/** Server settings from the environment (README "Configuration"), checked once at start. */
import { z } from 'zod';
import { DEFAULT_SPARQL_LIMITS } from './api/sparql';

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
  /** Largest SPARQL answer: accepted from a remote endpoint, or served by /api/sparql. */
  SPARQL_MAX_BYTES: z.coerce.number().int().positive().default(DEFAULT_SPARQL_LIMITS.bytes),
  /** Most rows of one /api/sparql answer. */
  SPARQL_MAX_ROWS: z.coerce.number().int().positive().default(DEFAULT_SPARQL_LIMITS.rows),
  /** Worker threads of the embedded store, each with a copy of it (~400 MB for the bundled data). */
  SPARQL_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** postgres://… to store configs in PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Settings = z.infer<typeof schema>;

export const readSettings = (env: Record<string, string | undefined> = process.env): Settings => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
};
