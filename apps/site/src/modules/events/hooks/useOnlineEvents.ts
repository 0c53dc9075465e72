import { useEventsOfType } from './useOfflineEvents';

/** Featured online events (docs/product.md §2, Yogayan). */
export const useOnlineEvents = () => useEventsOfType('online');
