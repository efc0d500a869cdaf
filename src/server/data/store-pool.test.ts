import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorePool, type StorePoolOptions } from './store-pool';
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
  const count = async (lane: 'app' | 'public' = 'app', query = QUICK) =>
    answerText(await pool!.run({ query, format: TSV }, { lane })).split('\n')[1];
  const timed = async <T>(work: Promise<T>) => {
    const started = performance.now();
    const result = await work;
    return { result, ms: performance.now() - started };
  };

  it('answers from worker threads once the first has loaded the store', async () => {
    await start();
    expect(pool!.readyWorkers).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe('300');
    expect(await count('public')).toBe('300');
  });

  it('stops a query past the time limit with a 504 and answers the next one on a fresh worker', async () => {
    await start({ size: 1 });
    const { result, ms } = await timed(pool!.run({ query: SLOW, format: TSV }).catch((error) => error));
    expect(result).toMatchObject({ statusCode: 504, message: 'The query took longer than 1500 ms and was stopped' });
    expect(ms).toBeLessThan(3_000);
    expect(await count()).toBe('300');
  });

  it('keeps a worker for the app while public queries run, and queues public ones past their share', async () => {
    await start({ size: 2, timeoutMs: 1_000 });
    while (pool!.readyWorkers < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    const slow = [1, 2].map(() => pool!.run({ query: SLOW, format: TSV }, { lane: 'public' }).catch((error) => error));
    const app = await timed(count());
    expect(app.result).toBe('300');
    expect(app.ms).toBeLessThan(500);
    // The first public query runs out its time; the second never got a worker.
    expect((await Promise.all(slow)).map((error) => error.statusCode)).toEqual([504, 503]);
  });

  it('stops a query whose client has gone', async () => {
    await start({ size: 1, timeoutMs: 10_000 });
    const gone = new AbortController();
    const running = timed(pool!.run({ query: SLOW, format: TSV }, { lane: 'public', signal: gone.signal }).catch((error) => error));
    setTimeout(() => gone.abort(), 200);
    const { result, ms } = await running;
    expect(result.statusCode).toBe(499);
    expect(ms).toBeLessThan(1_000);
    // Without stopping it, the worker would be busy for the next 10 s.
    expect((await timed(count())).ms).toBeLessThan(3_000);
  });

  it('replaces a worker whose memory grew past the limit', async () => {
    await start({ size: 1, recycleGrowthBytes: -1, timeoutMs: 15_000 });
    expect(await count()).toBe('300');
    expect(logs[0]).toMatch(/^Replacing an embedded store worker whose memory grew by/);
    expect(await count()).toBe('300');
  });

  it('replaces a worker whose store a query broke, and answers the next query', async () => {
    await start({ size: 1, timeoutMs: 15_000 });
    const deep = `SELECT * WHERE ${'{'.repeat(50_000)} ?s ?p ?o ${'}'.repeat(50_000)}`;
    await expect(pool!.run({ query: deep, format: TSV }, { lane: 'public' })).rejects.toThrow(/^The store failed on this query \(.+\); is it nested too deep\?$/);
    expect(logs[0]).toMatch(/^Replacing an embedded store worker broken by a query/);
    expect(await count()).toBe('300');
  });

  it('fails to start with the reason when a file does not load', async () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'pool-')), 'broken.ttl');
    writeFileSync(broken, '<https://example.org/a> <https://example.org/b> .');
    await expect(StorePool.start({ files: [broken], size: 1, timeoutMs: 1_000 })).rejects.toThrow(/The embedded store could not load: Could not load .*broken\.ttl/);
  });
});
