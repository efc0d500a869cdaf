/**
 * Capabilities documents parsed off the event loop: the federal WMS (2.4 MB, 1,029 layers) takes
 * about half a second to check and parse, which no other request should wait for. One worker,
 * started on the first document (its start costs a few seconds: tsx compiles the parser) and kept
 * while the app runs; it does not keep the process alive.
 */
import { Worker } from 'node:worker_threads';
import { CapabilitiesError, type Capabilities, type ProviderType } from '../../domain/map/capabilities';
import type { ParserMessage, ParserRequest } from './capabilities-worker';

const WORKER_URL = new URL('./capabilities-worker.ts', import.meta.url).href;
// Workers do not inherit tsx's loader: this one registers it before importing its TypeScript entry (as store-pool.ts does).
const BOOTSTRAP = `const { tsImport } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
await tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(import.meta.url)});`;

type Waiting = { resolve: (capabilities: Capabilities) => void; reject: (error: Error) => void };

export class CapabilitiesParser {
  private worker?: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;

  /** Rejects with CapabilitiesError for a document that is no capabilities document of the type. */
  parse(type: ProviderType, xml: string, endpoint: string): Promise<Capabilities> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.started().postMessage({ id, type, xml, endpoint } satisfies ParserRequest);
    });
  }

  async close() {
    await this.worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOTSTRAP, { eval: true });
    worker.unref();
    worker.on('message', (message: ParserMessage) => {
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if ('capabilities' in message) waiting?.resolve(message.capabilities);
      else waiting?.reject(message.invalid ? new CapabilitiesError(message.error) : new Error(message.error));
    });
    // A worker that failed or stopped fails what it was given; the next document starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The capabilities parser stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
