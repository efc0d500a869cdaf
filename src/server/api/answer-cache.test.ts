import Fastify from 'fastify';
import { brotliCompress, brotliDecompressSync, gunzipSync, gzip } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The real compressors, counted.
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  return { ...zlib, brotliCompress: vi.fn(zlib.brotliCompress), gzip: vi.fn(zlib.gzip) };
});
// Imported afresh, with the mock: another file in this worker may have imported it already (isolate: false).
vi.resetModules();
const { AnswerCache } = await import('./answer-cache');

const JSON_TEXT = JSON.stringify({ success: true, data: { rows: Array.from({ length: 500 }, (_, i) => ({ year: 2000 + (i % 20), value: i })) } });

/** An app that answers GET /{key} from the cache, setting the answer first if need be. */
const appWith = (answers: InstanceType<typeof AnswerCache>) => {
  const app = Fastify();
  app.get<{ Params: { key: string } }>('/:key', (request, reply) => {
    const answer = answers.get(request.params.key) ?? answers.set(request.params.key, Buffer.from(JSON_TEXT));
    return answers.send(answer, request, reply);
  });
  return app;
};

describe('AnswerCache', () => {
  afterEach(() => vi.mocked(brotliCompress).mockClear() && vi.mocked(gzip).mockClear());

  it('compresses an answer once per encoding, for simultaneous and later requests alike', async () => {
    const app = appWith(new AnswerCache({ maxBytes: 1e6, ttlMs: 60_000 }));
    const ask = (encoding: string) => app.inject({ url: '/a', headers: { 'accept-encoding': encoding } });
    const first = await Promise.all([ask('br'), ask('gzip, br'), ask('br;q=1, gzip;q=0.5')]);
    expect(first.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br', 'br']);
    expect(brotliDecompressSync(first[0].rawPayload).toString()).toBe(JSON_TEXT);
    expect((await ask('br')).rawPayload.equals(first[0].rawPayload)).toBe(true);
    expect(vi.mocked(brotliCompress)).toHaveBeenCalledTimes(1);
    const zipped = await ask('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(JSON_TEXT);
    await ask('gzip');
    expect(vi.mocked(gzip)).toHaveBeenCalledTimes(1);
  });

  it('counts the copies against its bound', async () => {
    // Room for two answers as they are, not for two with their copies.
    const answers = new AnswerCache({ maxBytes: 2 * JSON_TEXT.length + 100, ttlMs: 60_000 });
    const app = appWith(answers);
    await app.inject({ url: '/a', headers: { 'accept-encoding': 'br' } });
    await app.inject({ url: '/b', headers: { 'accept-encoding': 'br' } });
    expect(answers.get('a')).toBeUndefined();
    expect(answers.get('b')?.copies.br).toBeDefined();
  });

  it('sends small answers as they are', async () => {
    const answers = new AnswerCache({ maxBytes: 1e6, ttlMs: 60_000 });
    const app = Fastify().get('/', (request, reply) => answers.send(answers.set('small', Buffer.from('{"success":true}')), request, reply));
    const answer = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.payload).toBe('{"success":true}');
    expect(vi.mocked(brotliCompress)).not.toHaveBeenCalled();
  });
});
