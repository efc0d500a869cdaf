/**
 * JSON text of a big answer without holding up the event loop: JSON.stringify of a whole cube's
 * row form (40 MB) takes half a second on one call, during which the server answers no one. Here
 * big arrays are written a slice at a time, and the writer yields to the event loop each time it
 * has written CHUNK_BYTES. The text is the one JSON.stringify gives.
 *
 * Big answers are written one at a time: every turn of the event loop runs one chunk of each
 * writer before it reads the next requests, so eight writers at once would hold each request up
 * eight chunks long. A small answer (one chunk) never waits.
 */
import { ClientSlots } from './client-slots';

/** An array whose elements are made only as their slice is written (rows decoded from columns). */
export class LazyArray<T> {
  constructor(
    readonly length: number,
    readonly slice: (from: number, to: number) => T[],
  ) {}
}

/** Text written between two yields: about 1–2 ms of JSON.stringify. */
const CHUNK_BYTES = 256 * 1024;
/** Arrays longer than this are written in slices; the first slice has this many elements. */
const SLICE = 100;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
};

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The turn of big answers' writers, one at a time, in order (the event loop is one per process). */
const bigWriters = new ClientSlots({ running: 1, waiting: Infinity });

/** The JSON text of `value`, as UTF-8, written in chunks with the event loop served between them. */
export const jsonInChunks = async (value: unknown): Promise<Buffer> => {
  const parts: Buffer[] = [];
  let sinceYield = 0;
  let release: (() => void) | undefined;
  const write = async (text: string) => {
    const bytes = Buffer.from(text);
    parts.push(bytes);
    sinceYield += bytes.length;
    if (sinceYield >= CHUNK_BYTES) {
      sinceYield = 0;
      // A big answer, past its first chunk: it waits for its turn among the big ones.
      release ??= await bigWriters.enter('')!;
      await yieldToEventLoop();
    }
  };
  const writeSlices = async (length: number, slice: (from: number, to: number) => unknown[]) => {
    await write('[');
    // Slices of about CHUNK_BYTES: a row of a whole cube's row form is ~3 kB, a number a few bytes.
    for (let from = 0, size = SLICE; from < length;) {
      const to = Math.min(length, from + size);
      // The slice's elements without its brackets; null for undefined, as JSON.stringify does in arrays.
      const text = JSON.stringify(slice(from, to));
      await write((from > 0 ? ',' : '') + text.slice(1, -1));
      size = Math.max(1, Math.min(100 * SLICE, Math.round((CHUNK_BYTES * (to - from)) / text.length)));
      from = to;
    }
    await write(']');
  };
  const writeValue = async (item: unknown): Promise<void> => {
    if (item instanceof LazyArray) return writeSlices(item.length, item.slice);
    if (Array.isArray(item) && item.length > SLICE) return writeSlices(item.length, (from, to) => item.slice(from, to));
    if (item === null || typeof item !== 'object' || Array.isArray(item) || !isPlainObject(item)) return write(JSON.stringify(item));
    await write('{');
    let first = true;
    for (const [key, member] of Object.entries(item)) {
      // Left out as JSON.stringify leaves them out.
      if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
      await write(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      await writeValue(member);
    }
    await write('}');
  };
  try {
    await writeValue(value);
  } finally {
    release?.();
  }
  return Buffer.concat(parts);
};
