/**
 * What a load balancer needs of an instance (README "Several instances"):
 * - GET /api/health: 200 while the instance serves, 503 while it shuts down or when its database
 *   or its embedded store cannot answer. Cheap enough to ask every second: one `select 1` and a
 *   look at the store's workers, no SPARQL query (a remote endpoint is not asked either: one slow
 *   endpoint would take every instance out of the balancer at once).
 * - a graceful shutdown on SIGTERM: health turns 503, after SHUTDOWN_DELAY_MS the listener
 *   closes (no new connections), requests in flight are answered, then the database pool and the
 *   store workers close. Requests still running after SHUTDOWN_TIMEOUT_MS are cut.
 */
import type { FastifyInstance } from 'fastify';
import type { Settings } from './settings';

/** How long the database may take to answer the health check's `select 1`. */
const DATABASE_CHECK_MS = 2_000;

export type HealthChecks = {
  /** Resolves when the database answers. */
  database: () => Promise<void>;
  /** Whether the embedded store has a worker that answers queries. */
  sparql: () => boolean;
};

export type Health = { status: 'ok' | 'failing' | 'shutting down'; database: boolean; sparql: boolean };

export type Lifecycle = {
  /** Whether a shutdown has begun: health answers 503 from then on. */
  readonly shuttingDown: boolean;
  /**
   * Shuts the app down as described above; resolves with whether every request in flight was
   * answered (false: some were cut at the time limit). A second call returns the first's promise.
   */
  shutDown(): Promise<boolean>;
};

const answersWithin = async (check: () => Promise<void>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

export const lifecycle = (
  app: FastifyInstance,
  checks: HealthChecks,
  settings: Pick<Settings, 'SHUTDOWN_DELAY_MS' | 'SHUTDOWN_TIMEOUT_MS'>,
  log: (message: string) => void = () => {},
): Lifecycle => {
  let shutdown: Promise<boolean> | undefined;

  app.get('/api/health', async (_request, reply) => {
    const [database, sparql] = [await answersWithin(checks.database, DATABASE_CHECK_MS), checks.sparql()];
    const status: Health['status'] = shutdown ? 'shutting down' : database && sparql ? 'ok' : 'failing';
    const health: Health = { status, database, sparql };
    reply.header('cache-control', 'no-store');
    return reply
      .status(status === 'ok' ? 200 : 503)
      .send({ success: status === 'ok', data: health, message: status === 'ok' ? null : `The instance is ${status}` });
  });

  // A connection that answers during the shutdown closes after its answer: a keep-alive connection
  // left idle would hold the closed listener until the client drops it (up to Fastify's 72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (shutdown) reply.header('connection', 'close');
  });

  const run = async () => {
    log(`Shutting down: health answers 503${settings.SHUTDOWN_DELAY_MS ? `, the listener closes in ${settings.SHUTDOWN_DELAY_MS} ms` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, settings.SHUTDOWN_DELAY_MS));
    let complete = true;
    const cut = setTimeout(() => {
      complete = false;
      log(`Requests still running after ${settings.SHUTDOWN_TIMEOUT_MS} ms are cut`);
      app.server.closeAllConnections();
    }, settings.SHUTDOWN_TIMEOUT_MS);
    // Closes the listener and the idle connections, waits for the answers in flight (each closes
    // its connection, see the hook above), then runs the onClose hooks: database pool, store workers.
    await app.close();
    clearTimeout(cut);
    log(complete ? 'Shut down: every request in flight was answered' : 'Shut down');
    return complete;
  };

  return {
    get shuttingDown() {
      return shutdown !== undefined;
    },
    shutDown: () => (shutdown ??= run()),
  };
};
