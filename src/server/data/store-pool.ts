/**
 * The embedded store on worker threads, so that the event loop never waits on a query.
 *
 * Each worker holds its own copy of the store (Oxigraph's WebAssembly memory cannot be shared)
 * and answers one query at a time. A query past its time limit, or whose client has gone, is
 * stopped the only way a running WebAssembly call can be: its worker is ended, and a fresh one
 * loads the store in the background. Public queries (/api/sparql) may take all workers but one,
 * so the app's own queries always find a worker soon. A worker whose memory grew by a big
 * answer is replaced too: WebAssembly memory never shrinks.
 */
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { StoreQueryError, type Lane, type RunOptions, type StoreAnswer, type StoreQuery, type StoreRunner } from './store-query';
import type { WorkerMessage } from './store-worker';

export type StorePoolOptions = {
  files: string[];
  /** Workers, each with a copy of the store (SPARQL_WORKERS). */
  size: number;
  /** Time limit of a query, waiting for a worker included (SPARQL_TIMEOUT_MS). */
  timeoutMs: number;
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
  lane: Lane;
  resolve: (answer: StoreAnswer) => void;
  reject: (error: Error) => void;
  slot?: Slot;
  finish: () => void;
};
type Slot = { worker: Worker; baseline: number; task?: Task };

export class StorePool implements StoreRunner {
  private readonly slots = new Set<Slot>();
  /** Workers still loading the store. */
  private readonly loading = new Set<Worker>();
  private readonly queues: Record<Lane, Task[]> = { app: [], public: [] };
  private closed = false;

  private constructor(private readonly options: StorePoolOptions) {}

  /** A pool that answers once its first worker has loaded the store; the others follow in the background. */
  static async start(options: StorePoolOptions): Promise<StorePool> {
    const pool = new StorePool(options);
    try {
      await pool.spawn();
    } catch (error) {
      await pool.close();
      throw error;
    }
    for (let i = 1; i < options.size; i++) pool.respawn();
    return pool;
  }

  /** Workers that have loaded the store. */
  get readyWorkers() {
    return this.slots.size;
  }

  run(request: StoreQuery, { lane = 'app', signal }: RunOptions = {}): Promise<StoreAnswer> {
    if (this.closed) return Promise.reject(new HttpError(503, 'The embedded store is shutting down'));
    return new Promise((resolve, reject) => {
      const { timeoutMs } = this.options;
      const stop = (error: Error) => {
        task.finish();
        if (task.slot) this.replace(task.slot);
        else if (this.queues[lane].includes(task)) this.queues[lane].splice(this.queues[lane].indexOf(task), 1);
        reject(error);
      };
      const timer = setTimeout(
        () =>
          stop(
            task.slot
              ? new HttpError(504, `The query took longer than ${timeoutMs} ms and was stopped`)
              : new HttpError(503, `The embedded store is busy: no worker was free within ${timeoutMs} ms; try again later`),
          ),
        timeoutMs,
      );
      const onAbort = () => stop(new HttpError(499, 'The client has gone'));
      const task: Task = {
        request,
        lane,
        resolve,
        reject,
        finish: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        },
      };
      if (signal?.aborted) return stop(new HttpError(499, 'The client has gone'));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queues[lane].push(task);
      this.dispatch();
    });
  }

  async close() {
    this.closed = true;
    for (const task of [...this.queues.app, ...this.queues.public]) {
      task.finish();
      task.reject(new HttpError(503, 'The embedded store is shutting down'));
    }
    this.queues.app.length = this.queues.public.length = 0;
    await Promise.all([...this.loading, ...[...this.slots].map((slot) => slot.worker)].map((worker) => worker.terminate()));
    this.slots.clear();
  }

  /** Starts a worker; resolves once it has loaded the store. */
  private spawn(): Promise<void> {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { files: this.options.files } });
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
          slot.task = undefined;
          this.replace(slot);
        }
      });
    });
  }

  private settle(slot: Slot, message: WorkerMessage) {
    const task = slot.task;
    if (!task) return;
    slot.task = undefined;
    task.finish();
    if ('answer' in message) task.resolve(message.answer);
    else if ('error' in message) task.reject(new StoreQueryError(message.error.message, message.error.tooLarge));
    const growth = 'memory' in message ? message.memory - slot.baseline : 0;
    if ('fatal' in message && message.fatal) {
      this.options.log?.(`Replacing an embedded store worker broken by a query: ${message.error.message}`);
      this.replace(slot);
    } else if (growth > (this.options.recycleGrowthBytes ?? RECYCLE_GROWTH_BYTES)) {
      this.options.log?.(`Replacing an embedded store worker whose memory grew by ${Math.round(growth / 1048576)} MB`);
      this.replace(slot);
    } else {
      this.dispatch();
    }
  }

  /** Ends a worker and starts a fresh one in the background. */
  private replace(slot: Slot) {
    if (!this.slots.delete(slot)) return;
    slot.task = undefined;
    void slot.worker.terminate();
    this.respawn();
  }

  private respawn() {
    if (this.closed) return;
    this.spawn().catch((error) => this.closed || this.options.log?.(`Could not start an embedded store worker: ${(error as Error).message}`));
  }

  /** Gives queued queries to free workers: the app's first; public ones up to all workers but one. */
  private dispatch() {
    const publicShare = Math.max(1, this.options.size - 1);
    for (const slot of this.slots) {
      if (slot.task) continue;
      const publicRunning = [...this.slots].filter((s) => s.task?.lane === 'public').length;
      const task = this.queues.app.shift() ?? (publicRunning < publicShare ? this.queues.public.shift() : undefined);
      if (!task) return;
      task.slot = slot;
      slot.task = task;
      slot.worker.postMessage(task.request);
    }
  }
}
