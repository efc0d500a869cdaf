import { describe, expect, it } from 'vitest';
import { CachedSparqlClient } from './cache';
import type { SparqlClient, SparqlRow } from './sparql';

/** A source that counts its queries and answers each with a fresh row naming the call. */
const countingSource = (url = 'https://example.org/sparql') => {
  const calls: string[] = [];
  const client: SparqlClient = {
    url,
    select: async (query) => {
      calls.push(query);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [{ n: { type: 'literal', value: String(calls.length) } }] as SparqlRow[];
    },
  };
  return { client, calls };
};

describe('CachedSparqlClient', () => {
  it('answers a repeated query from the cache', async () => {
    const { client, calls } = countingSource();
    const cached = CachedSparqlClient.create(client, { maxRows: 100, ttlMs: 60_000 });
    expect(await cached.select('Q1')).toEqual(await cached.select('Q1'));
    await cached.select('Q2');
    expect(calls).toEqual(['Q1', 'Q2']);
  });

  it('sends identical queries in flight only once', async () => {
    const { client, calls } = countingSource();
    const cached = CachedSparqlClient.create(client, { maxRows: 100, ttlMs: 60_000 });
    await Promise.all([cached.select('Q'), cached.select('Q'), cached.select('Q')]);
    expect(calls).toHaveLength(1);
  });

  it('asks again through the bypass, and keeps the fresh answer', async () => {
    const { client, calls } = countingSource();
    const cached = CachedSparqlClient.create(client, { maxRows: 100, ttlMs: 60_000 });
    const first = await cached.select('Q');
    const fresh = await cached.bypass().select('Q');
    expect(fresh).not.toEqual(first);
    expect(await cached.select('Q')).toEqual(fresh);
    expect(calls).toHaveLength(2);
  });

  it('keeps no more rows than allowed and does not cache failures', async () => {
    const { client, calls } = countingSource();
    const cached = CachedSparqlClient.create(client, { maxRows: 4, ttlMs: 60_000 });
    for (const q of ['A', 'B', 'C']) await cached.select(q);
    await cached.select('A');
    expect(calls).toEqual(['A', 'B', 'C', 'A']);
    let attempts = 0;
    const failing = CachedSparqlClient.create({ url: 'x', select: async () => Promise.reject(new Error(`down ${++attempts}`)) }, { maxRows: 10, ttlMs: 60_000 });
    await expect(failing.select('Q')).rejects.toThrow('down 1');
    await expect(failing.select('Q')).rejects.toThrow('down 2');
  });
});
