import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FAIRNESS } from './fair-queue';
import { QueryRefused, StorePool, type StorePoolOptions } from './store-pool';
import { answerText, TSV } from './store-query';

// 300 triples: four of them joined with each other are 8·10⁹ rows, far more than any time limit allows.
const SLOW = 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }';
const QUICK = 'SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }';

describe('StorePool', () => {
  let file: string;
  let pool: StorePool | undefined;
  const logs: string[] = [];
  beforeAll(() => {
    file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'data.ttl');
    writeFileSync(file, Array.from({ length: 300 }, (_, i) => `<https://example.org/s${i}> <https://example.org/p> ${i} .`).join('\n'));
  });
  afterEach(async () => {
    await pool?.close();
    logs.length = 0;
  });
  const start = async (options: Partial<StorePoolOptions> = {}) =>
    (pool = await StorePool.start({ files: [file], size: 2, timeoutMs: 1_500, log: (m) => logs.push(m), ...options }));
  const count = async (client?: string) => answerText(await pool!.run({ query: QUICK, format: TSV }, { client })).split('\n')[1];
  const ready = async (workers: number) => {
    while (pool!.readyWorkers < workers) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('answers from worker threads once the first has loaded the store', async () => {
    await start();
    expect(pool!.readyWorkers).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe('300');
  });

  it.runIf(existsSync('/proc/self/task'))('runs its workers at the nice value asked, the rest of the process at its own', async () => {
    /** The nice value of each thread of this process (field 19 of /proc/…/stat). */
    const niceValues = () =>
      readdirSync('/proc/self/task').map((thread) => Number(readFileSync(`/proc/self/task/${thread}/stat`, 'utf8').split(') ')[1].split(' ')[16]));
    const own = getPriority();
    // On a busy machine a nice worker waits for the CPU: no time limit to speak of.
    await start({ size: 2, niceness: 15, timeoutMs: 60_000 });
    await ready(2);
    const values = niceValues();
    expect(values.filter((nice) => nice === 15)).toHaveLength(2);
    expect(values.filter((nice) => nice === own).length).toBeGreaterThan(0);
    expect(getPriority()).toBe(own);
    expect(await count()).toBe('300');
  });

  it('stops a query past the time limit with a 504 and answers the next one on a fresh worker', async () => {
    await start({ size: 1 });
    const result = await pool!.run({ query: SLOW, format: TSV }).catch((error) => error);
    expect(result).toMatchObject({ statusCode: 504, message: 'The query took longer than 1500 ms and was stopped' });
    // The stopped worker's replacement loads the store; then it answers.
    await ready(1);
    expect(await count()).toBe('300');
  });

  it('answers 503 to a query that found no free worker within the time limit, in order', async () => {
    await start({ size: 1, timeoutMs: 1_000 });
    const slow = [1, 2].map(() => pool!.run({ query: SLOW, format: TSV }).catch((error) => error));
    // The first query runs out its time; the second never got a worker.
    expect((await Promise.all(slow)).map((error) => error.statusCode)).toEqual([504, 503]);
  });

  it('runs one query per client in a fair pool: its third at once is refused, another client waits its turn', async () => {
    await start({ size: 1, timeoutMs: 2_000, fairness: { ...PUBLIC_FAIRNESS, queue: 8 } });
    const first = pool!.run({ query: SLOW, format: TSV }, { client: 'a' }).catch((error) => error);
    const second = pool!.run({ query: QUICK, format: TSV }, { client: 'a' }).then(answerText);
    const other = count('b');
    const third = await pool!.run({ query: QUICK, format: TSV }, { client: 'a' }).catch((error) => error);
    expect(third).toBeInstanceOf(QueryRefused);
    expect(third).toMatchObject({ statusCode: 429, retryAfterSeconds: 2 });
    expect(await other).toBe('300');
    expect((await first).statusCode).toBe(504);
    expect((await second).split('\n')[1]).toBe('300');
  });

  it('makes a client whose queries were stopped three times in a row wait; others are answered', async () => {
    await start({ size: 1, spares: 1, timeoutMs: 15_000, fairness: { ...PUBLIC_FAIRNESS, queue: 8 } });
    for (let i = 0; i < 3; i++) {
      await ready(2);
      const gone = new AbortController();
      const running = pool!.run({ query: SLOW, format: TSV }, { client: 'a', signal: gone.signal }).catch((error) => error);
      gone.abort();
      expect((await running).statusCode).toBe(499);
    }
    const refused = await pool!.run({ query: QUICK, format: TSV }, { client: 'a' }).catch((error) => error);
    expect(refused).toMatchObject({ statusCode: 429, retryAfterSeconds: 10 });
    expect(refused.message).toMatch(/^Your last 3 queries were stopped before they finished/);
    expect(await count('b')).toBe('300');
  });

  it('has a spare take over at once from a worker ended with its query', async () => {
    await start({ size: 1, spares: 1, timeoutMs: 15_000 });
    await ready(2);
    const gone = new AbortController();
    const running = pool!.run({ query: SLOW, format: TSV }, { signal: gone.signal }).catch((error) => error);
    gone.abort();
    expect((await running).statusCode).toBe(499);
    // The ended worker's replacement is still loading; the spare answers meanwhile.
    expect(pool!.readyWorkers).toBe(1);
    expect(await count()).toBe('300');
  });

  it('stops a query whose client has gone', async () => {
    await start({ size: 1, timeoutMs: 60_000 });
    const gone = new AbortController();
    const running = pool!.run({ query: SLOW, format: TSV }, { signal: gone.signal }).catch((error) => error);
    while (pool!.runningQueries < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    gone.abort();
    expect((await running).statusCode).toBe(499);
    // Its worker is ended, not left to run the query out: none runs, and the next query is answered.
    expect(pool!.runningQueries).toBe(0);
    await ready(1);
    expect(await count()).toBe('300');
  });

  it('replaces a worker whose memory grew past the limit', async () => {
    // Any growth passes the limit: a worker's external memory can also shrink (its garbage collected) between loading and answering.
    await start({ size: 1, recycleGrowthBytes: -Infinity, timeoutMs: 15_000 });
    expect(await count()).toBe('300');
    await expect.poll(() => logs[0]).toMatch(/^Replacing an embedded store worker whose memory grew by/);
    expect(await count()).toBe('300');
  });

  it('replaces a worker whose store a query broke, and answers the next query', async () => {
    await start({ size: 1, timeoutMs: 15_000 });
    const deep = `SELECT * WHERE ${'{'.repeat(50_000)} ?s ?p ?o ${'}'.repeat(50_000)}`;
    await expect(pool!.run({ query: deep, format: TSV })).rejects.toThrow(/^The store failed on this query \(.+\); is it nested too deep\?$/);
    expect(logs[0]).toMatch(/^Replacing an embedded store worker broken by a query/);
    expect(await count()).toBe('300');
  });

  const brokenFile = () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'pool-')), 'broken.ttl');
    writeFileSync(broken, '<https://example.org/a> <https://example.org/b> .');
    return broken;
  };

  it('fails to start with the reason when a file does not load', async () => {
    await expect(StorePool.start({ files: [brokenFile()], size: 1, timeoutMs: 1_000 })).rejects.toThrow(
      /The embedded store could not load: Could not load .*broken\.ttl/,
    );
  });

  it('loads a lazy pool’s workers on its first query, which waits for them', async () => {
    pool = StorePool.lazy({ files: [file], size: 1, spares: 1, timeoutMs: 1_500, fairness: { ...PUBLIC_FAIRNESS, queue: 8 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.readyWorkers).toBe(0);
    expect(await count('a')).toBe('300');
    await ready(2);
  });

  it('fails the queries waiting for a lazy pool whose store does not load, with the reason', async () => {
    pool = StorePool.lazy({ files: [brokenFile()], size: 1, timeoutMs: 60_000, fairness: { ...PUBLIC_FAIRNESS, queue: 8 } });
    await expect(count('a')).rejects.toThrow(/The embedded store could not load: Could not load .*broken\.ttl/);
  });
});
