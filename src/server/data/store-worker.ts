/** A worker of the store pool (store-pool.ts): loads its copy of the store, then answers one query at a time. */
import { parentPort, workerData } from 'node:worker_threads';
import { createEmbeddedStore } from './store';
import { answerQuery, StoreQueryError, type StoreQuery } from './store-query';

export type WorkerMessage =
  | { ready: true; memory: number }
  | { failed: string }
  | { answer: ReturnType<typeof answerQuery>; memory: number }
  | { error: { message: string; tooLarge: boolean }; memory: number };

const port = parentPort!;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
/** This thread's WebAssembly memory (the store) counts as external memory; it only ever grows. */
const memory = () => process.memoryUsage().external;

try {
  const store = createEmbeddedStore((workerData as { files: string[] }).files);
  port.on('message', (request: StoreQuery) => {
    try {
      const answer = answerQuery(store, request);
      post({ answer, memory: memory() }, [answer.body.buffer as ArrayBuffer]);
    } catch (error) {
      const tooLarge = error instanceof StoreQueryError && error.tooLarge;
      post({ error: { message: String((error as Error).message ?? error), tooLarge }, memory: memory() });
    }
  });
  post({ ready: true, memory: memory() });
} catch (error) {
  post({ failed: String((error as Error).message ?? error) });
}
