/**
 * Animation playback (spec 002 §4): idle, playing, stopped. Progress runs from 0 to 1 over the
 * configured duration (ordinal values: 1000 ms each); playing again at 1 restarts from 0.
 * Continuous progress glides over the values; stepped progress jumps from one to the next.
 */
export type Playback = { status: 'idle' | 'playing' | 'stopped'; progress: number };

export const ORDINAL_STEP_MS = 1000;
export const ANIMATION_DURATIONS = [10, 30, 60] as const;

export const initialPlayback = (): Playback => ({ status: 'idle', progress: 0 });

/** Milliseconds for a whole run: the configured seconds, or 1000 ms per value of an ordinal dimension. */
export const runDuration = (valueCount: number, seconds: number, ordinal: boolean) => (ordinal ? valueCount * ORDINAL_STEP_MS : seconds * 1000);

export const play = (playback: Playback): Playback => ({ status: 'playing', progress: playback.progress >= 1 ? 0 : playback.progress });

export const stop = (playback: Playback): Playback => ({ ...playback, status: 'stopped' });

/** Progress after some milliseconds of playing; at 1 the animation stops. */
export const advance = (playback: Playback, elapsedMs: number, durationMs: number): Playback => {
  if (playback.status !== 'playing') return playback;
  // Nothing to play through (no values) ends at once.
  const progress = durationMs > 0 ? Math.min(1, playback.progress + elapsedMs / durationMs) : 1;
  return { status: progress >= 1 ? 'stopped' : 'playing', progress };
};

/** The value shown at a progress: continuous rounds to the nearest value, stepped holds each for an equal share. */
export const frameIndex = (valueCount: number, progress: number, type: 'continuous' | 'stepped') => {
  if (valueCount <= 1) return 0;
  const index = type === 'continuous' ? Math.round(progress * (valueCount - 1)) : Math.floor(progress * valueCount);
  return Math.min(valueCount - 1, Math.max(0, index));
};
