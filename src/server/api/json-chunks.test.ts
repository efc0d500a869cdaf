import { describe, expect, it } from 'vitest';
import { jsonInChunks, LazyArray } from './json-chunks';

const text = async (value: unknown) => (await jsonInChunks(value)).toString('utf8');

describe('jsonInChunks', () => {
  it('writes the text JSON.stringify writes', async () => {
    const values: unknown[] = [
      null,
      0,
      -0,
      NaN,
      'quote " \\ \u2028 東京 🌲',
      [],
      {},
      [undefined, () => 1, null],
      { a: undefined, b: () => 1, c: Symbol('s'), d: 1, 'key "quoted"': [1, { e: null }] },
      { date: new Date(0), nested: { deep: [[1, 2], { x: 'y' }] } },
      Object.assign(Object.create(null), { bare: true }),
      { toJSON: () => 'own form' },
      { big: Array.from({ length: 2_345 }, (_, i) => (i % 7 === 0 ? undefined : { i, label: `row ${i}` })) },
    ];
    for (const value of values) expect(await text(value)).toBe(JSON.stringify(value));
  });

  it('writes a lazy array as the array its slices make, asking each slice once', async () => {
    const asked: [number, number][] = [];
    const rows = new LazyArray(1_234, (from, to) => {
      asked.push([from, to]);
      return Array.from({ length: to - from }, (_, i) => ({ row: from + i }));
    });
    const whole = Array.from({ length: 1_234 }, (_, i) => ({ row: i }));
    expect(await text({ data: rows })).toBe(JSON.stringify({ data: whole }));
    // The first slice has 100 elements; each next one about 256 kB of them (here: all the rest).
    expect(asked).toEqual([
      [0, 100],
      [100, 1234],
    ]);
    expect(await text(new LazyArray(0, () => []))).toBe('[]');
  });

  it('writes slices of about 256 kB, however big the elements', async () => {
    const sizes: number[] = [];
    const rows = new LazyArray(2_000, (from, to) => {
      sizes.push(to - from);
      return Array.from({ length: to - from }, () => ({ text: 'x'.repeat(2_600) }));
    });
    await jsonInChunks(rows);
    // 2,600-character rows: ~100 to a slice after the first.
    expect(sizes[0]).toBe(100);
    expect(sizes[1]).toBeGreaterThan(90);
    expect(sizes[1]).toBeLessThan(110);
  });

  it('lets other work run while it writes a big answer', async () => {
    const big = Array.from({ length: 20_000 }, (_, i) => ({ id: `https://example.org/observation/${i}`, value: i }));
    let turns = 0;
    let writing = true;
    const count = () => {
      turns++;
      if (writing) setImmediate(count);
    };
    setImmediate(count);
    const json = await jsonInChunks(big);
    writing = false;
    expect(json.length).toBeGreaterThan(1024 * 1024);
    // One turn per 256 kB written at least: other requests were served meanwhile.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(json.length / (256 * 1024)));
  });

  it('writes big answers one at a time, a small one meanwhile', async () => {
    const big = (length: number) => Array.from({ length }, (_, i) => ({ id: `https://example.org/observation/${i}` }));
    const finished: string[] = [];
    const write = (name: string, value: unknown) => jsonInChunks(value).then(() => finished.push(name));
    // Side by side, the shorter second answer would be done first.
    await Promise.all([write('first big', big(40_000)), write('second big', big(10_000)), write('small', { tag: 'c' })]);
    expect(finished).toEqual(['small', 'first big', 'second big']);
  });
});
