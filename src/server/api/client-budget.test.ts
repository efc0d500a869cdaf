import { describe, expect, it } from 'vitest';
import { ClientBudget } from './client-budget';

const takes = (budget: ClientBudget, client: string, n: number) => Array.from({ length: n }, () => budget.take(client));

describe('ClientBudget', () => {
  it('grants a client its budget per window, then refuses until the window ends', () => {
    let now = 0;
    const budget = new ClientBudget({ perWindow: 3, windowMs: 60_000, now: () => now });
    expect(takes(budget, 'a', 5)).toEqual([true, true, true, false, false]);
    now = 59_999;
    expect(budget.take('a')).toBe(false);
    expect(budget.retryInMs('a')).toBe(1);
    expect(budget.retryInMs('b')).toBe(0);
    now = 60_000;
    expect(takes(budget, 'a', 4)).toEqual([true, true, true, false]);
  });

  it('counts each client on its own', () => {
    const budget = new ClientBudget({ perWindow: 1, windowMs: 60_000 });
    expect([budget.take('a'), budget.take('b'), budget.take('a'), budget.take('b')]).toEqual([true, true, false, false]);
  });

  it('honours no bypass with a budget of 0', () => {
    expect(new ClientBudget({ perWindow: 0, windowMs: 60_000 }).take('a')).toBe(false);
  });

  it('remembers a bounded number of clients: the oldest start afresh', () => {
    const budget = new ClientBudget({ perWindow: 1, windowMs: 60_000, maxClients: 2 });
    expect(takes(budget, 'a', 2)).toEqual([true, false]);
    budget.take('b');
    budget.take('c');
    // 'a' was evicted by 'c', so it has a new window.
    expect(budget.take('a')).toBe(true);
  });
});
