import { useCallback, useEffect, useState } from 'react';

/** An index moved by `step` that wraps around `count` in both directions. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

interface CarouselOptions {
  count: number;
  /** Advance automatically every so many milliseconds while auto-play is on; omit for manual carousels. */
  intervalMs?: number;
}

/**
 * docs/product.md §4: the index wraps around; with an interval it advances automatically while auto-play is on,
 * and any manual action (previous, next, a dot) turns auto-play off for the rest of the visit.
 */
export function useCarousel({ count, intervalMs }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [autoPlaying, setAutoPlaying] = useState(intervalMs !== undefined);
  const active = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!autoPlaying || intervalMs === undefined || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current, 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [autoPlaying, intervalMs, count]);

  const next = useCallback(() => {
    setAutoPlaying(false);
    setIndex((current) => wrapIndex(current, 1, count));
  }, [count]);
  const previous = useCallback(() => {
    setAutoPlaying(false);
    setIndex((current) => wrapIndex(current, -1, count));
  }, [count]);
  const goTo = useCallback(
    (target: number) => {
      setAutoPlaying(false);
      setIndex(wrapIndex(target, 0, count));
    },
    [count],
  );

  return { index: active, autoPlaying, next, previous, goTo };
}
