/** A worker of the store pool (store-pool.ts): loads its copy of the store, then answers one query at a time. */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createEmbeddedStore } from './store';
import { answerQuery, StoreQueryError, type StoreQuery } from './store-query';

export type WorkerMessage =
  | { ready: true; memory: number }
  | { failed: string }
  | { answer: ReturnType<typeof answerQuery>; memory: number }
  /** fatal: the store is unusable after this query, the worker must be replaced. */
  | { error: { message: string; tooLarge: boolean }; memory: number; fatal: boolean };

const port = parentPort!;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
/** This thread's WebAssembly memory (the store) counts as external memory; it only ever grows. */
const memory = () => process.memoryUsage().external;

const { files, niceness } = workerData as { files: string[]; niceness?: number };

try {
  // Of this thread only, before the store loads (on Linux; elsewhere of the whole process, or refused).
  if (niceness !== undefined) setPriority(niceness);
  const store = createEmbeddedStore(files);
  port.on('message', (request: StoreQuery) => {
    try {
      const answer = answerQuery(store, request);
      post({ answer, memory: memory() }, [answer.body.buffer as ArrayBuffer]);
    } catch (error) {
      const tooLarge = error instanceof StoreQueryError && error.tooLarge;
      // A failed WebAssembly call (a query nested too deep overflows its stack) leaves the store broken.
      const fatal = error instanceof StoreQueryError && error.cause instanceof WebAssembly.RuntimeError;
      const message = fatal ? `The store failed on this query (${error.message}); is it nested too deep?` : String((error as Error).message ?? error);
      post({ error: { message, tooLarge }, memory: memory(), fatal });
    }
  });
  post({ ready: true, memory: memory() });
} catch (error) {
  post({ failed: String((error as Error).message ?? error) });
}
