/**
 * How many expensive requests of one client the server works on at once: `running`, then up to
 * `waiting` more wait their turn (in order), and past those the client is refused. A browser
 * sends at most six requests to a host at once, so a page never meets the refusal; a script
 * sending dozens at once does, while the server goes on answering everyone else.
 *
 * Only clients with requests in hand are remembered: a flood of new addresses grows the map by
 * the requests being worked on, which the server's other limits bound.
 */

export type SlotRules = { running: number; waiting: number };

type Client = { running: number; queue: (() => void)[] };

export class ClientSlots {
  private readonly clients = new Map<string, Client>();

  constructor(readonly rules: SlotRules) {}

  /**
   * A slot for the client's request: resolves, once it may run, to the function that gives the
   * slot back (call it once, when the work is done). Undefined when the client already has
   * `running` requests running and `waiting` waiting: refuse the request.
   */
  enter(name: string): Promise<() => void> | undefined {
    let client = this.clients.get(name);
    if (!client) this.clients.set(name, (client = { running: 0, queue: [] }));
    const own = client;
    const release = () => {
      const next = own.queue.shift();
      if (next) return next();
      own.running--;
      if (own.running === 0) this.clients.delete(name);
    };
    if (own.running < this.rules.running) {
      own.running++;
      return Promise.resolve(once(release));
    }
    if (own.queue.length >= this.rules.waiting) return undefined;
    // The slot passes straight from the request that ends to the next: `running` stays as it is.
    return new Promise((resolve) => own.queue.push(() => resolve(once(release))));
  }

  /** Requests of the client running and waiting, for tests and operators. */
  load(name: string) {
    const client = this.clients.get(name);
    return { running: client?.running ?? 0, waiting: client?.queue.length ?? 0 };
  }
}

const once = (release: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
};
