/**
 * An LRU cache of SPARQL results keyed by endpoint and query. Identical queries in flight share
 * one request; a bypassing view refreshes the entry instead of reading it.
 */
import { LRUCache } from 'lru-cache';
import type { SparqlClient, SparqlRow } from './sparql';

export type CacheOptions = { maxRows: number; ttlMs: number };

export class CachedSparqlClient implements SparqlClient {
  private readonly inFlight = new Map<string, Promise<SparqlRow[]>>();

  constructor(
    private readonly inner: SparqlClient,
    private readonly cache: LRUCache<string, SparqlRow[]>,
  ) {}

  static create(inner: SparqlClient, options: CacheOptions) {
    // Sized by rows, so one huge answer cannot push out thousands of small ones unnoticed.
    const cache = new LRUCache<string, SparqlRow[]>({ maxSize: options.maxRows, sizeCalculation: (rows) => rows.length + 1, ttl: options.ttlMs });
    return new CachedSparqlClient(inner, cache);
  }

  get url() {
    return this.inner.url;
  }

  get maxAnswerBytes() {
    return this.inner.maxAnswerBytes;
  }

  /** Rows are shared between callers: they must not be changed. */
  select(query: string): Promise<SparqlRow[]> {
    const key = `${this.inner.url}\n${query}`;
    const cached = this.cache.get(key);
    return cached ? Promise.resolve(cached) : this.fetch(key, query);
  }

  /** Tables hold the store's data, not answers: they are no cache to bypass. */
  observationTable(cubeIri: string) {
    return this.inner.observationTable?.(cubeIri);
  }

  /** The same client, reading nothing from the cache (the answers still refresh it). */
  bypass(): SparqlClient {
    return {
      url: this.url,
      maxAnswerBytes: this.maxAnswerBytes,
      select: (query) => this.fetch(`${this.inner.url}\n${query}`, query),
      observationTable: (cubeIri) => this.observationTable(cubeIri),
    };
  }

  private fetch(key: string, query: string) {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.inner
        .select(query)
        .then((rows) => {
          this.cache.set(key, rows);
          return rows;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}
