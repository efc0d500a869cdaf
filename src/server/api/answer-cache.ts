/**
 * Serialised answers of the data API, so that a warm call for a whole cube costs a look-up, not
 * rebuilding and serialising thousands of observations. Bounded by bytes.
 *
 * Each answer gets a gzip copy, made in the background after it is first sent: a whole cube's
 * columns shrink about 8× (830 → 110 kB), which counts on a real network and costs later calls
 * nothing (on loopback the plain body is as fast). This, not @fastify/compress as DESIGN.md names
 * for API answers: that plugin compresses every reply anew, where a cached answer is compressed once.
 */
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type CachedAnswer = { json: Buffer; gzip?: Buffer };

/** Smaller answers are sent as they are: compressing them saves next to nothing. */
const MIN_GZIP_BYTES = 1024;

export class AnswerCache {
  private readonly cache: LRUCache<string, CachedAnswer>;

  constructor(options: { maxBytes: number; ttlMs: number }) {
    this.cache = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: (answer, key) => answer.json.length + (answer.gzip?.length ?? 0) + key.length,
      ttl: options.ttlMs,
    });
  }

  get(key: string) {
    return this.cache.get(key);
  }

  /** Caches an answer (replacing any other under the key) and starts compressing it. */
  set(key: string, json: Buffer): CachedAnswer {
    const answer: CachedAnswer = { json };
    this.cache.set(key, answer);
    if (json.length >= MIN_GZIP_BYTES) {
      gzip(json, (error, compressed) => {
        // Unless the answer was replaced or evicted in the meantime.
        if (!error && this.cache.peek(key) === answer) this.cache.set(key, { json, gzip: compressed });
      });
    }
    return answer;
  }
}
