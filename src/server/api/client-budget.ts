/**
 * How many cache bypasses (`Cache-Control: no-cache`, rate-limit.ts) each client may ask for per
 * window. A bypass runs every SPARQL query of a request again, ~25× the cost of a cached answer:
 * one client sending it on every request could take the server from thousands of answers a
 * second to a few dozen. Past its budget a client's request is answered from the caches as if it
 * had not asked. The budget is each instance's own (it guards that instance's SPARQL work).
 *
 * A fixed window per client, in an LRU of bounded size: a flood of new addresses evicts the
 * oldest windows (those clients get a fresh budget), never grows memory.
 */
import { LRUCache } from 'lru-cache';

export type ClientBudgetOptions = {
  /** Grants per client and window; 0 grants none. */
  perWindow: number;
  windowMs: number;
  /** Clients remembered at once. */
  maxClients?: number;
  /** Clock in ms, for tests. */
  now?: () => number;
};

type Window = { startedAt: number; used: number };

export class ClientBudget {
  private readonly windows: LRUCache<string, Window>;
  private readonly now: () => number;

  constructor(private readonly options: ClientBudgetOptions) {
    this.windows = new LRUCache({ max: options.maxClients ?? 10_000 });
    this.now = options.now ?? Date.now;
  }

  /** Spends one grant of the client's budget; false when none is left in its current window. */
  take(client: string): boolean {
    if (this.options.perWindow === 0) return false;
    const now = this.now();
    let window = this.windows.get(client);
    if (!window || now - window.startedAt >= this.options.windowMs) {
      window = { startedAt: now, used: 0 };
      this.windows.set(client, window);
    }
    if (window.used >= this.options.perWindow) return false;
    window.used++;
    return true;
  }

  /** Milliseconds until the client's current window ends (and its budget is whole again); 0 when it has none. */
  retryInMs(client: string): number {
    const window = this.windows.get(client);
    return window ? Math.max(0, window.startedAt + this.options.windowMs - this.now()) : 0;
  }
}
