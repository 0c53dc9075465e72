import { useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true afterwards (and
 * at once in a page the browser renders itself). What only the browser can know (its storage, document.body
 * for a portal) waits for it, so hydration sees exactly the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `<html data-hydration>`: `pending` while server HTML waits for the app (set by src/main.tsx), `done` once the
 * page (or its error screen) has hydrated and every button works. Browser tests wait for it before they click.
 */
export function markHydration(state: 'pending' | 'done'): void {
  document.documentElement.dataset.hydration = state;
}

/** Rendered beside each page, inside its Suspense boundary: its effect runs once the page has hydrated. */
export function HydrationMark(): null {
  useEffect(() => {
    if (document.documentElement.dataset.hydration === 'pending') markHydration('done');
  }, []);
  return null;
}
