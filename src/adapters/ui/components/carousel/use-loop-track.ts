import { useCallback, useEffect, useMemo, useState } from 'react';

/** One rendered frame of the track: a real slide, or the copy at either end that makes the loop seamless. */
export interface TrackFrame {
  readonly key: string;
  readonly index: number;
  readonly clone: boolean;
}

export interface LoopTrack {
  /** The current slide, 0-based. */
  readonly index: number;
  /** The frame shown: with two or more slides frame 0 is a copy of the last slide and frame n+1 of the first. */
  readonly position: number;
  readonly frames: readonly TrackFrame[];
  /** Whether moving to `position` animates (off for the silent jump from a copy back to its original). */
  readonly animated: boolean;
  readonly looped: boolean;
  readonly next: () => void;
  readonly previous: () => void;
  readonly goTo: (index: number) => void;
}

/**
 * The position logic of a looping carousel of `count` slides (spec §4 "loops"): after sliding onto an end copy
 * it waits `speedMs` (the transition) and jumps without animation to the real slide, so last → first slides
 * forward like every other step. Moves asked for while on a copy are dropped (the jump is pending).
 */
export function useLoopTrack(count: number, speedMs: number): LoopTrack {
  const looped = count > 1;
  const [position, setPosition] = useState(looped ? 1 : 0);
  const [animated, setAnimated] = useState(true);
  const onCopy = looped && (position === 0 || position === count + 1);

  useEffect(() => {
    if (!onCopy) return;
    const timer = setTimeout(() => {
      setAnimated(false);
      setPosition((p) => (p === 0 ? count : 1));
    }, speedMs);
    return () => clearTimeout(timer);
  }, [onCopy, count, speedMs]);

  useEffect(() => {
    if (animated) return;
    // The silent jump must be painted before transitions come back on.
    const timer = setTimeout(() => setAnimated(true), 30);
    return () => clearTimeout(timer);
  }, [animated]);

  // A slide list that shrank leaves the position past the end: start again from the first slide.
  useEffect(() => {
    if (looped && position > count + 1) setPosition(1);
    if (!looped && position !== 0) setPosition(0);
  }, [looped, position, count]);

  const move = useCallback(
    (delta: 1 | -1) => {
      if (!looped) return;
      setAnimated(true);
      setPosition((p) => (p === 0 || p === count + 1 ? p : p + delta));
    },
    [looped, count],
  );
  const next = useCallback(() => move(1), [move]);
  const previous = useCallback(() => move(-1), [move]);
  const goTo = useCallback(
    (index: number) => {
      if (!looped) return;
      setAnimated(true);
      setPosition(index + 1);
    },
    [looped],
  );

  const frames = useMemo<TrackFrame[]>(() => {
    const real = Array.from({ length: count }, (_, i) => ({ key: `slide-${i}`, index: i, clone: false }));
    if (!looped) return real;
    return [
      { key: 'copy-of-last', index: count - 1, clone: true },
      ...real,
      { key: 'copy-of-first', index: 0, clone: true },
    ];
  }, [count, looped]);

  const index = looped ? (((position - 1) % count) + count) % count : 0;
  return { index, position, frames, animated, looped, next, previous, goTo };
}
