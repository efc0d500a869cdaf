import { describe, expect, it } from 'vitest';
import { advance, ANIMATION_DURATIONS, frameIndex, initialPlayback, ORDINAL_STEP_MS, play, runDuration, stop, type Playback } from './animation';

describe('animation playback states (spec 002 §4)', () => {
  it('starts idle at progress 0', () => {
    expect(initialPlayback()).toEqual({ status: 'idle', progress: 0 });
  });

  it('play from idle starts playing at 0', () => {
    expect(play(initialPlayback())).toEqual({ status: 'playing', progress: 0 });
  });

  it('play after a stop resumes where it stopped', () => {
    const stopped = stop({ status: 'playing', progress: 0.4 });
    expect(stopped).toEqual({ status: 'stopped', progress: 0.4 });
    expect(play(stopped)).toEqual({ status: 'playing', progress: 0.4 });
  });

  it('play once finished (progress 1) restarts from 0', () => {
    expect(play({ status: 'stopped', progress: 1 })).toEqual({ status: 'playing', progress: 0 });
  });

  it('advance moves progress by elapsed / duration while playing', () => {
    const next = advance({ status: 'playing', progress: 0.25 }, 3000, 12_000);
    expect(next.status).toBe('playing');
    expect(next.progress).toBeCloseTo(0.25 + 3000 / 12_000);
  });

  it('advance past the end stops at exactly progress 1', () => {
    expect(advance({ status: 'playing', progress: 0.9 }, 5000, 10_000)).toEqual({ status: 'stopped', progress: 1 });
    expect(advance({ status: 'playing', progress: 0.5 }, 5000, 10_000)).toEqual({ status: 'stopped', progress: 1 });
  });

  it('advance with nothing to play through (duration 0) ends at once', () => {
    expect(advance({ status: 'playing', progress: 0 }, 0, runDuration(0, 30, true))).toEqual({ status: 'stopped', progress: 1 });
  });

  it('advance leaves idle and stopped playback untouched', () => {
    const idle = initialPlayback();
    const stopped: Playback = { status: 'stopped', progress: 0.3 };
    expect(advance(idle, 1000, 10_000)).toEqual(idle);
    expect(advance(stopped, 1000, 10_000)).toEqual(stopped);
  });

  it('a whole run of small steps adds up to one finished run', () => {
    const duration = runDuration(0, 10, false);
    let playback = play(initialPlayback());
    let steps = 0;
    while (playback.status === 'playing' && steps < 1000) {
      playback = advance(playback, 100, duration);
      steps++;
    }
    expect(playback).toEqual({ status: 'stopped', progress: 1 });
    expect(steps).toBe(duration / 100);
  });
});

describe('runDuration', () => {
  it('uses the configured seconds for interval values', () => {
    expect(runDuration(7, 30, false)).toBe(30_000);
    expect(runDuration(7, 10, false)).toBe(10_000);
  });

  it('spaces ordinal values by 1000 ms each, whatever the configured seconds', () => {
    expect(ORDINAL_STEP_MS).toBe(1000);
    expect(runDuration(7, 30, true)).toBe(7 * 1000);
    expect(runDuration(3, 60, true)).toBe(3 * 1000);
  });

  it('offers the durations of spec 001 §5: 10, 30 and 60 s', () => {
    expect([...ANIMATION_DURATIONS]).toEqual([10, 30, 60]);
  });
});

describe('frameIndex', () => {
  it('continuous rounds progress to the nearest of the values', () => {
    // Five values sit at progress 0, .25, .5, .75 and 1.
    expect(frameIndex(5, 0, 'continuous')).toBe(0);
    expect(frameIndex(5, 0.12, 'continuous')).toBe(0);
    expect(frameIndex(5, 0.13, 'continuous')).toBe(1);
    expect(frameIndex(5, 0.5, 'continuous')).toBe(2);
    expect(frameIndex(5, 1, 'continuous')).toBe(4);
  });

  it('stepped holds each value for an equal share of the run', () => {
    // Four values, each shown for a quarter.
    expect(frameIndex(4, 0, 'stepped')).toBe(0);
    expect(frameIndex(4, 0.24, 'stepped')).toBe(0);
    expect(frameIndex(4, 0.25, 'stepped')).toBe(1);
    expect(frameIndex(4, 0.74, 'stepped')).toBe(2);
    expect(frameIndex(4, 0.99, 'stepped')).toBe(3);
  });

  it('stepped at progress 1 shows the last value, not one past it', () => {
    expect(frameIndex(4, 1, 'stepped')).toBe(3);
  });

  it('every value gets shown once over a stepped run', () => {
    const count = 6;
    const seen = new Set<number>();
    for (let p = 0; p <= 1; p += 0.01) seen.add(frameIndex(count, p, 'stepped'));
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stays inside the values for out-of-range progress and for 0 or 1 values', () => {
    expect(frameIndex(3, -0.5, 'continuous')).toBe(0);
    expect(frameIndex(3, 1.5, 'stepped')).toBe(2);
    expect(frameIndex(1, 0.7, 'stepped')).toBe(0);
    expect(frameIndex(0, 0.7, 'continuous')).toBe(0);
  });
});
