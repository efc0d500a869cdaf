import { describe, expect, it } from 'vitest';
import { BATCHES_AT_ONCE, inBatches } from './rdf';

describe('inBatches', () => {
  it('asks slices of the given size, several at once, and answers in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const slices: number[][] = [];
    const items = Array.from({ length: 2_200 }, (_, i) => i);
    const answer = await inBatches(items, 300, async (batch) => {
      slices.push(batch);
      most = Math.max(most, ++running);
      // The later slices answer first: the order of the answer must not follow them.
      await new Promise((resolve) => setTimeout(resolve, 10 - batch[0] / 300));
      running--;
      return batch.map((i) => i * 2);
    });
    expect(answer).toEqual(items.map((i) => i * 2));
    expect(slices.map((s) => s.length)).toEqual([300, 300, 300, 300, 300, 300, 300, 100]);
    expect(most).toBe(BATCHES_AT_ONCE);
  });
});
