import { describe, expect, it } from 'vitest';
import { FairQueue, type FairnessRules } from './fair-queue';

const RULES: FairnessRules = { queue: 3, timeLimitMs: 15_000, stoppedLimit: 3, penaltyMs: 10_000, maxPenaltyMs: 60_000 };

describe('FairQueue', () => {
  it('runs one query per client: the next is the oldest whose client runs none', () => {
    const queue = new FairQueue<string>(RULES);
    expect(queue.add('a', 'a1', 0)).toBeUndefined();
    expect(queue.add('a', 'a2', 0)).toBeUndefined();
    expect(queue.add('b', 'b1', 0)).toBeUndefined();
    expect(queue.take(0)).toBe('a1');
    expect(queue.take(0)).toBe('b1');
    expect(queue.take(0)).toBeUndefined();
    queue.end('a1', 'answered', 10);
    expect(queue.take(10)).toBe('a2');
  });

  it('refuses a third query of a client with one running and one waiting, retrying when its running one reaches the time limit', () => {
    const queue = new FairQueue<string>(RULES);
    queue.add('a', 'a1', 0);
    queue.take(0);
    queue.add('a', 'a2', 1_000);
    expect(queue.add('a', 'a3', 2_500)).toEqual({
      message: 'One query per client at a time, and one more waiting: send the next when one has been answered',
      retryAfterSeconds: 13,
    });
    // Others still get in.
    expect(queue.add('b', 'b1', 2_500)).toBeUndefined();
  });

  it('counts waiting queries of a client that runs none against its share too', () => {
    const queue = new FairQueue<string>(RULES);
    queue.add('a', 'a1', 0);
    queue.take(0);
    queue.add('b', 'b1', 0);
    queue.add('b', 'b2', 0);
    expect(queue.add('b', 'b3', 0)?.retryAfterSeconds).toBe(15);
  });

  it('refuses every client when the queue is full, until a worker may be free', () => {
    const queue = new FairQueue<string>(RULES);
    queue.add('a', 'a1', 0);
    queue.take(0);
    for (const client of ['b', 'c', 'd']) queue.add(client, `${client}1`, 0);
    expect(queue.add('e', 'e1', 4_000)).toEqual({ message: 'The SPARQL endpoint is busy: 3 queries wait for a worker; try again later', retryAfterSeconds: 11 });
    expect(queue.remove('c1')).toBe(true);
    expect(queue.size).toBe(2);
    expect(queue.add('e', 'e1', 4_000)).toBeUndefined();
  });

  it('frees the share of a query withdrawn while waiting, at no cost', () => {
    const queue = new FairQueue<string>(RULES);
    queue.add('a', 'a1', 0);
    queue.take(0);
    queue.add('a', 'a2', 0);
    expect(queue.remove('a2')).toBe(true);
    expect(queue.remove('a2')).toBe(false);
    for (let i = 0; i < 10; i++) {
      expect(queue.add('a', `a${i + 3}`, i)).toBeUndefined();
      queue.remove(`a${i + 3}`);
    }
  });

  it('makes a client whose last queries were stopped wait, twice as long each further time, up to the longest wait', () => {
    const queue = new FairQueue<string>(RULES);
    const stop = (n: number, at: number) => {
      expect(queue.add('a', `a${n}`, at)).toBeUndefined();
      expect(queue.take(at)).toBe(`a${n}`);
      queue.end(`a${n}`, 'stopped', at + 150);
    };
    stop(1, 0);
    stop(2, 1_000);
    stop(3, 2_000);
    expect(queue.add('a', 'a4', 2_150)).toEqual({
      message: 'Your last 3 queries were stopped before they finished (hung up or past the time limit), each costing a worker: wait before the next',
      retryAfterSeconds: 10,
    });
    expect(queue.add('b', 'b1', 2_150)).toBeUndefined();
    queue.remove('b1');
    expect(queue.add('a', 'a4', 9_000)?.retryAfterSeconds).toBe(4);
    stop(4, 12_150);
    expect(queue.add('a', 'a5', 12_300)?.retryAfterSeconds).toBe(20);
    stop(5, 32_300);
    stop(6, 72_450);
    stop(7, 232_600);
    expect(queue.add('a', 'a8', 232_750)?.retryAfterSeconds).toBe(60);
  });

  it('forgives a client once a query of its own is answered', () => {
    const queue = new FairQueue<string>(RULES);
    const run = (n: number, outcome: 'answered' | 'stopped') => {
      expect(queue.add('a', `a${n}`, n)).toBeUndefined();
      queue.take(n);
      queue.end(`a${n}`, outcome, n);
    };
    run(1, 'stopped');
    run(2, 'stopped');
    run(3, 'answered');
    run(4, 'stopped');
    run(5, 'stopped');
    expect(queue.add('a', 'a6', 6)).toBeUndefined();
  });
});
