/**
 * The embedded store on worker threads, so that the event loop never waits on a query.
 *
 * Each worker holds its own copy of the store (Oxigraph's WebAssembly memory cannot be shared)
 * and answers one query at a time. A query past its time limit, or whose client has gone, is
 * stopped the only way a running WebAssembly call can be: its worker is ended, and a fresh one
 * loads the store in the background; spare workers, loaded and idle, take over at once meanwhile.
 * A worker whose memory grew by a big answer is replaced too: WebAssembly memory never shrinks.
 *
 * The app's own queries and the public endpoint's (/api/sparql) run on two pools, so that no
 * public query ever holds a worker of the app's. The app's pool serves queries in order, within
 * the time limit waiting included; the public one is fair per client (fair-queue.ts), and its
 * time limit starts when the query runs.
 */
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { FairQueue, type FairnessRules } from './fair-queue';
import { StoreQueryError, type RunOptions, type StoreAnswer, type StoreQuery, type StoreRunner } from './store-query';
import type { WorkerMessage } from './store-worker';

export type StorePoolOptions = {
  files: string[];
  /** Queries running at once, each on a worker with a copy of the store (SPARQL_WORKERS, SPARQL_PUBLIC_WORKERS). */
  size: number;
  /** Further workers, loaded, that take over from a worker ended with its query (SPARQL_PUBLIC_SPARES). */
  spares?: number;
  /** Time limit of a query (SPARQL_TIMEOUT_MS); waiting for a worker included unless the queue is fair. */
  timeoutMs: number;
  /** Queries wait in a queue fair per client (RunOptions.client), refused with a 429 past its rules. */
  fairness?: Omit<FairnessRules, 'timeLimitMs'>;
  /**
   * Nice value of the workers' threads (Linux keeps one per thread): the public pool's load and
   * run their queries below the app's threads, so that on a busy machine the app is served first.
   */
  niceness?: number;
  /** Growth of a worker's memory past its loaded store after which it is replaced. */
  recycleGrowthBytes?: number;
  log?: (message: string) => void;
};

const RECYCLE_GROWTH_BYTES = 256 * 1024 * 1024;

const WORKER_URL = new URL('./store-worker.ts', import.meta.url).href;
// Workers do not inherit tsx's loader: this one registers it before importing its TypeScript entry.
const BOOTSTRAP = `const { tsImport } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
await tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(import.meta.url)});`;

type Task = {
  request: StoreQuery;
  resolve: (answer: StoreAnswer) => void;
  reject: (error: Error) => void;
  slot?: Slot;
  /** Starts the time limit. */
  start: () => void;
  finish: () => void;
};

/** A query the fair queue did not admit: 429, retry after some seconds. */
export class QueryRefused extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
type Slot = { worker: Worker; baseline: number; task?: Task };

export class StorePool implements StoreRunner {
  private readonly slots = new Set<Slot>();
  /** Workers still loading the store. */
  private readonly loading = new Set<Worker>();
  /** Waiting queries: in order, or fair per client. */
  private readonly queue: Task[] = [];
  private readonly fair?: FairQueue<Task>;
  private closed = false;
  /** Whether its workers were asked for (at once, or by the first query of a lazy pool). */
  private started = false;

  private constructor(private readonly options: StorePoolOptions) {
    if (options.fairness) this.fair = new FairQueue({ ...options.fairness, timeLimitMs: options.timeoutMs });
  }

  /** A pool that answers once its first worker has loaded the store; the others follow in the background. */
  static async start(options: StorePoolOptions): Promise<StorePool> {
    const pool = new StorePool(options);
    try {
      await pool.spawn();
    } catch (error) {
      await pool.close();
      throw error;
    }
    pool.started = true;
    for (let i = 1; i < options.size + (options.spares ?? 0); i++) pool.respawn();
    return pool;
  }

  /**
   * A pool that loads the store on its first query, which waits for it: the public endpoint's, which
   * many instances never get a query for, while each copy of the store costs memory and a load.
   */
  static lazy(options: StorePoolOptions): StorePool {
    return new StorePool(options);
  }

  /** Workers that have loaded the store. */
  get readyWorkers() {
    return this.slots.size;
  }

  /** Queries running on a worker now (not those waiting for one). */
  get runningQueries() {
    return [...this.slots].filter((slot) => slot.task).length;
  }

  /** Runs a query; `client` names its client in a fair pool. */
  run(request: StoreQuery, { signal, client = '' }: RunOptions = {}): Promise<StoreAnswer> {
    if (this.closed) return Promise.reject(new HttpError(503, 'The embedded store is shutting down'));
    return new Promise((resolve, reject) => {
      const { timeoutMs } = this.options;
      const stop = (error: Error) => {
        task.finish();
        if (task.slot) this.replace(task.slot);
        else if (!this.fair?.remove(task) && this.queue.includes(task)) this.queue.splice(this.queue.indexOf(task), 1);
        reject(error);
      };
      let timer: NodeJS.Timeout | undefined;
      const onAbort = () => stop(new HttpError(499, 'The client has gone'));
      const task: Task = {
        request,
        resolve,
        reject,
        start: () => {
          timer ??= setTimeout(
            () =>
              stop(
                task.slot
                  ? new HttpError(504, `The query took longer than ${timeoutMs} ms and was stopped`)
                  : new HttpError(503, `The embedded store is busy: no worker was free within ${timeoutMs} ms; try again later`),
              ),
            timeoutMs,
          );
        },
        finish: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        },
      };
      if (signal?.aborted) return stop(new HttpError(499, 'The client has gone'));
      const refused = this.fair?.add(client, task, Date.now());
      if (refused) return reject(new QueryRefused(refused.message, refused.retryAfterSeconds));
      signal?.addEventListener('abort', onAbort, { once: true });
      if (!this.fair) {
        task.start();
        this.queue.push(task);
      }
      if (!this.started) {
        this.started = true;
        for (let i = 0; i < this.options.size + (this.options.spares ?? 0); i++) this.respawn();
      }
      this.dispatch();
    });
  }

  async close() {
    this.closed = true;
    this.failWaiting('The embedded store is shutting down');
    await Promise.all([...this.loading, ...[...this.slots].map((slot) => slot.worker)].map((worker) => worker.terminate()));
    this.slots.clear();
  }

  /** Starts a worker; resolves once it has loaded the store. */
  private spawn(): Promise<void> {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { files: this.options.files, niceness: this.options.niceness } });
    this.loading.add(worker);
    return new Promise((resolve, reject) => {
      let slot: Slot | undefined;
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          this.loading.delete(worker);
          slot = { worker, baseline: message.memory };
          this.slots.add(slot);
          resolve();
          this.dispatch();
        } else if ('failed' in message) {
          this.loading.delete(worker);
          reject(new Error(`The embedded store could not load: ${message.failed}`));
          void worker.terminate();
        } else if (slot) {
          this.settle(slot, message);
        }
      });
      worker.on('error', (error) => {
        if (!slot) return reject(error);
        this.options.log?.(`An embedded store worker failed: ${error.message}`);
      });
      worker.on('exit', () => {
        this.loading.delete(worker);
        if (!slot) return reject(new Error('The embedded store worker exited while loading'));
        // Ended by replace() or close(), or crashed: a crash fails its query and is replaced.
        if (this.slots.has(slot)) {
          slot.task?.finish();
          slot.task?.reject(new HttpError(503, 'The embedded store failed while answering; try again'));
          this.replace(slot);
        }
      });
    });
  }

  private settle(slot: Slot, message: WorkerMessage) {
    const task = slot.task;
    if (!task) return;
    slot.task = undefined;
    const fatal = 'fatal' in message && message.fatal;
    // A query that broke its worker costs a reload, as one stopped does.
    this.fair?.end(task, fatal ? 'stopped' : 'answered', Date.now());
    task.finish();
    if ('answer' in message) task.resolve(message.answer);
    else if ('error' in message) task.reject(new StoreQueryError(message.error.message, message.error.tooLarge));
    const growth = 'memory' in message ? message.memory - slot.baseline : 0;
    if (fatal) {
      this.options.log?.(`Replacing an embedded store worker broken by a query: ${message.error.message}`);
      this.replace(slot);
    } else if (growth > (this.options.recycleGrowthBytes ?? RECYCLE_GROWTH_BYTES)) {
      this.options.log?.(`Replacing an embedded store worker whose memory grew by ${Math.round(growth / 1048576)} MB`);
      this.replace(slot);
    } else {
      this.dispatch();
    }
  }

  /** Ends a worker and starts a fresh one in the background; a spare takes over its queries meanwhile. */
  private replace(slot: Slot) {
    if (!this.slots.delete(slot)) return;
    if (slot.task) this.fair?.end(slot.task, 'stopped', Date.now());
    slot.task = undefined;
    void slot.worker.terminate();
    this.respawn();
    this.dispatch();
  }

  private respawn() {
    if (this.closed) return;
    this.spawn().catch((error) => {
      if (this.closed) return;
      this.options.log?.(`Could not start an embedded store worker: ${(error as Error).message}`);
      // No worker left to answer (a lazy pool's first load failed): the waiting queries fail now, not at a time limit (a fair queue has none for them).
      if (!this.slots.size && !this.loading.size) this.failWaiting((error as Error).message);
    });
  }

  /** Fails every waiting query with a 503. */
  private failWaiting(message: string) {
    for (let task = this.next(); task; task = this.next()) {
      task.finish();
      task.reject(new HttpError(503, message));
    }
  }

  private next(): Task | undefined {
    return this.fair ? this.fair.take(Date.now()) : this.queue.shift();
  }

  /** Gives waiting queries to free workers, up to `size` running at once (the others are spares). */
  private dispatch() {
    let running = [...this.slots].filter((slot) => slot.task).length;
    for (const slot of this.slots) {
      if (running >= this.options.size) return;
      if (slot.task) continue;
      const task = this.next();
      if (!task) return;
      task.slot = slot;
      slot.task = task;
      running++;
      task.start();
      slot.worker.postMessage(task.request);
    }
  }
}
