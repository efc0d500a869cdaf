/**
 * The waiting line of the public SPARQL endpoint's workers, fair per client: a client has at most
 * one query running and one waiting; all clients together have a short queue; the next query to run
 * is the oldest whose client runs none. A query stopped while running (its client hung up, or it
 * passed the time limit) costs a worker and its reload: a client whose last `stoppedLimit` queries
 * were stopped waits before its next, twice as long with each further one. A refused query is told
 * when to retry (Retry-After). Time is passed in, so that the rules are tested without a clock.
 */
import { LRUCache } from 'lru-cache';

export type FairnessRules = {
  /** Queries waiting for a worker, all clients together (SPARQL_PUBLIC_QUEUE). */
  queue: number;
  /** Time limit of a running query: the longest until its client's turn or a worker is free again. */
  timeLimitMs: number;
  /** Stopped queries in a row after which a client waits. */
  stoppedLimit: number;
  /** The first wait; it doubles with every further stopped query, up to maxPenaltyMs. */
  penaltyMs: number;
  maxPenaltyMs: number;
  /** Clients remembered at once; a flood of new addresses forgets the oldest. */
  maxClients?: number;
};

/** The public endpoint's patience: three stopped queries in a row, then 10 s, doubling up to 5 minutes. */
export const PUBLIC_FAIRNESS = { stoppedLimit: 3, penaltyMs: 10_000, maxPenaltyMs: 300_000 };

/** A query not admitted: why, and in how many seconds to retry. */
export type Refusal = { message: string; retryAfterSeconds: number };

/** How a running query ended: answered (or refused by the store), or stopped (its worker ended). */
export type Outcome = 'answered' | 'stopped';

/** A client's state: when its running query started, its waiting ones, its stopped ones in a row. */
type Client = { runningSince?: number; waiting: number; stopped: number; penaltyUntil: number };
type Entry<T> = { client: string; item: T };

export class FairQueue<T> {
  private readonly waiting: Entry<T>[] = [];
  private readonly running = new Map<T, { client: string; startedAt: number }>();
  private readonly clients: LRUCache<string, Client>;

  constructor(private readonly rules: FairnessRules) {
    this.clients = new LRUCache({ max: rules.maxClients ?? 10_000 });
  }

  get size() {
    return this.waiting.length;
  }

  /** Queues `item` of `client`, or says why not and when to retry. */
  add(client: string, item: T, now: number): Refusal | undefined {
    const state = this.client(client);
    if (state.penaltyUntil > now) {
      return {
        message: `Your last ${state.stopped} queries were stopped before they finished (hung up or past the time limit), each costing a worker: wait before the next`,
        retryAfterSeconds: seconds(state.penaltyUntil - now),
      };
    }
    if (state.waiting + (state.runningSince === undefined ? 0 : 1) >= 2) {
      return {
        message: 'One query per client at a time, and one more waiting: send the next when one has been answered',
        retryAfterSeconds: this.retryAfter(state.runningSince === undefined ? this.startedAt() : [state.runningSince], now),
      };
    }
    if (this.waiting.length >= this.rules.queue) {
      return {
        message: `The SPARQL endpoint is busy: ${this.waiting.length} queries wait for a worker; try again later`,
        retryAfterSeconds: this.retryAfter(this.startedAt(), now),
      };
    }
    state.waiting++;
    this.waiting.push({ client, item });
    return undefined;
  }

  /** Withdraws a waiting item (its client has gone before it ran): it cost nothing. */
  remove(item: T): boolean {
    const index = this.waiting.findIndex((entry) => entry.item === item);
    if (index < 0) return false;
    const [{ client }] = this.waiting.splice(index, 1);
    const state = this.clients.get(client);
    if (state) state.waiting--;
    return true;
  }

  /** The oldest waiting item whose client runs nothing, now running; undefined when there is none. */
  take(now: number): T | undefined {
    const index = this.waiting.findIndex((entry) => this.clients.get(entry.client)?.runningSince === undefined);
    if (index < 0) return undefined;
    const [{ client, item }] = this.waiting.splice(index, 1);
    const state = this.client(client);
    state.waiting = Math.max(0, state.waiting - 1);
    state.runningSince = now;
    this.running.set(item, { client, startedAt: now });
    return item;
  }

  /** A running item has ended. */
  end(item: T, outcome: Outcome, now: number) {
    const run = this.running.get(item);
    if (!run) return;
    this.running.delete(item);
    const state = this.clients.get(run.client);
    if (!state) return;
    state.runningSince = undefined;
    if (outcome === 'answered') {
      state.stopped = 0;
    } else if (++state.stopped >= this.rules.stoppedLimit) {
      state.penaltyUntil = now + Math.min(this.rules.maxPenaltyMs, this.rules.penaltyMs * 2 ** (state.stopped - this.rules.stoppedLimit));
    }
  }

  private client(name: string): Client {
    let state = this.clients.get(name);
    if (!state) this.clients.set(name, (state = { waiting: 0, stopped: 0, penaltyUntil: 0 }));
    return state;
  }

  private startedAt() {
    return [...this.running.values()].map((run) => run.startedAt);
  }

  /** Seconds until the first query started at these times reaches its time limit, at least 1. */
  private retryAfter(startedAt: number[], now: number) {
    const soonest = Math.min(...startedAt.map((started) => started + this.rules.timeLimitMs));
    return Number.isFinite(soonest) ? seconds(soonest - now) : 1;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
