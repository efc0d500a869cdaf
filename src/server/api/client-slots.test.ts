import { describe, expect, it } from 'vitest';
import { ClientSlots } from './client-slots';

describe('ClientSlots', () => {
  it('runs `running` requests of a client, queues `waiting` more, refuses the next', async () => {
    const slots = new ClientSlots({ running: 2, waiting: 1 });
    const first = await slots.enter('a')!;
    await slots.enter('a')!;
    const third = slots.enter('a')!;
    expect(third).toBeInstanceOf(Promise);
    expect(slots.enter('a')).toBeUndefined();
    expect(slots.load('a')).toEqual({ running: 2, waiting: 1 });
    // Another client is not held by the first one's requests.
    expect(slots.enter('b')).toBeInstanceOf(Promise);
    let started = false;
    void third.then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    first();
    await third;
    expect(started).toBe(true);
    expect(slots.load('a')).toEqual({ running: 2, waiting: 0 });
  });

  it('gives waiting requests their turn in order', async () => {
    const slots = new ClientSlots({ running: 1, waiting: 3 });
    const release = await slots.enter('a')!;
    const order: number[] = [];
    const waiting = [1, 2, 3].map((n) => slots.enter('a')!.then((done) => (order.push(n), done())));
    release();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
  });

  it('forgets a client whose requests are all done; a slot given back twice counts once', async () => {
    const slots = new ClientSlots({ running: 1, waiting: 0 });
    const release = await slots.enter('a')!;
    release();
    release();
    expect(slots.load('a')).toEqual({ running: 0, waiting: 0 });
    await slots.enter('a')!;
    expect(slots.enter('a')).toBeUndefined();
  });
});
