import { useEffect, useRef, useState } from 'react';

/**
 * Loads a page's figures from `source` (the data provider) once, again only when `source` changes: the
 * answer, or `failed` once it was refused, when `onFailure` also runs (a toast, say). An answer that comes
 * after the page has gone is dropped.
 */
export function useLoaded<S, T>(source: S, load: (source: S) => Promise<T>, onFailure?: () => void) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest callbacks, so that new functions on each render do not load again.
  const callbacks = useRef({ load, onFailure });
  useEffect(() => {
    callbacks.current = { load, onFailure };
  });
  useEffect(() => {
    let live = true;
    callbacks.current.load(source).then(
      (answer) => {
        if (live) setData(answer);
      },
      () => {
        if (!live) return;
        setFailed(true);
        callbacks.current.onFailure?.();
      },
    );
    return () => {
      live = false;
    };
  }, [source]);
  return { data, failed };
}
