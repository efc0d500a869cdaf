import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce with a leading call', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the last of a burst 500 ms after it', () => {
    const run = vi.fn();
    const search = debounce(run, 500);
    search.call('t');
    expect(run.mock.calls).toEqual([['t']]);
    search.call('te');
    vi.advanceTimersByTime(300);
    search.call('tem');
    vi.advanceTimersByTime(499);
    expect(run.mock.calls).toEqual([['t']]);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['t'], ['tem']]);
    // After a quiet period the next call leads again.
    vi.advanceTimersByTime(500);
    search.call('x');
    expect(run.mock.calls).toEqual([['t'], ['tem'], ['x']]);
  });

  it('flush runs now and drops the pending call; cancel drops it', () => {
    const run = vi.fn();
    const search = debounce(run, 500);
    search.call('a');
    search.call('ab');
    search.flush('abc');
    vi.advanceTimersByTime(1000);
    expect(run.mock.calls).toEqual([['a'], ['abc']]);
    search.call('x');
    search.call('xy');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(run.mock.calls).toEqual([['a'], ['abc'], ['x']]);
  });
});
