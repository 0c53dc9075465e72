import useSWR from 'swr';
import { type EventSummary } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchEvents } from '../api/events.api';

/** Upcoming events of one type, filled at once from what the site server preloaded. */
export function useEventsOfType(type: 'offline' | 'online') {
  const { data, error, isLoading } = useSWR<EventSummary[], Error, readonly ['events', typeof type]>(
    ['events', type],
    () => fetchEvents(type),
    { ...SWR_OPTIONS, fallbackData: preloadedData<EventSummary[]>(`/api/events?type=${type}`) },
  );
  return { events: data, error, isLoading };
}

/** Upcoming offline events (docs/product.md §2, /events). */
export const useOfflineEvents = () => useEventsOfType('offline');
