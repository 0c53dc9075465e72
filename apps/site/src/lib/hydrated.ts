import { useSyncExternalStore } from 'react';

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
