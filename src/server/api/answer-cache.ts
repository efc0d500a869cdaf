/**
 * Serialised answers of the data API, so that a warm call for a whole cube costs a look-up, not
 * rebuilding and serialising thousands of observations. Bounded by bytes.
 *
 * An answer is compressed once per encoding, when a client first asks for it in that encoding,
 * and the copy is kept beside it: the first answer already travels compressed (a whole cube's
 * columns shrink about 8×, 830 → 110 kB), and later ones cost a look-up. Compression runs on
 * libuv's thread pool (async zlib), so a big answer never holds up the event loop.
 * @fastify/compress, which compresses the app's other answers, leaves these alone (they carry
 * their Content-Encoding): it would compress every reply anew.
 */
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { acceptedEncoding, MIN_COMPRESSED_BYTES, type ContentEncoding } from '../encoding';

export type CachedAnswer = {
  readonly key: string;
  readonly json: Buffer;
  /** The compressed copies made so far (or being made). */
  readonly copies: Partial<Record<ContentEncoding, Promise<Buffer>>>;
  /** Bytes of the finished copies, for the cache's bound. */
  readonly copyBytes: Partial<Record<ContentEncoding, number>>;
};

const sum = (sizes: CachedAnswer['copyBytes']) => Object.values(sizes).reduce((a, b) => a + b, 0);

/**
 * Brotli at quality 4 (as @fastify/compress does): on a whole cube's columns (834 kB) as fast as
 * gzip's default (65 ms) and a little smaller (104 kB, gzip 107 kB); quality 5 takes twice the
 * time for 2 % less.
 */
const compressors: Record<ContentEncoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => promisify(gzip)(json),
};

export class AnswerCache {
  private readonly cache: LRUCache<string, CachedAnswer>;

  constructor(options: { maxBytes: number; ttlMs: number }) {
    this.cache = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: (answer, key) => answer.json.length + sum(answer.copyBytes) + key.length,
      ttl: options.ttlMs,
    });
  }

  get(key: string) {
    return this.cache.get(key);
  }

  /** Caches an answer, replacing any other under the key. */
  set(key: string, json: Buffer): CachedAnswer {
    const answer: CachedAnswer = { key, json, copies: {}, copyBytes: {} };
    this.cache.set(key, answer);
    return answer;
  }

  /**
   * Sends the answer as JSON in the best encoding the request accepts (brotli, then gzip; small
   * answers as they are), compressing it now if no request has asked for that encoding before.
   */
  async send(answer: CachedAnswer, request: FastifyRequest, reply: FastifyReply) {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = answer.json.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
    const compressed = encoding && (await this.compressed(answer, encoding));
    return compressed ? reply.header('content-encoding', encoding).send(compressed) : reply.send(answer.json);
  }

  /** The answer's copy in the encoding (shared by simultaneous requests), undefined if compression failed. */
  private async compressed(answer: CachedAnswer, encoding: ContentEncoding) {
    let copy = answer.copies[encoding];
    if (!copy) {
      copy = compressors[encoding](answer.json);
      answer.copies[encoding] = copy;
      copy.then(
        (bytes) => {
          answer.copyBytes[encoding] = bytes.length;
          // The copy counts against the bound, unless the answer was replaced or evicted meanwhile.
          // A new object (sharing the copies): the cache measures a value only when it changes.
          const cached = this.cache.peek(answer.key);
          if (cached?.copies === answer.copies) this.cache.set(answer.key, { ...cached }, { noUpdateTTL: true });
        },
        () => delete answer.copies[encoding],
      );
    }
    return copy.catch(() => undefined);
  }
}
