import useSWR from 'swr';
import { type EventSummary } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchEvents } from '../api/events.api';

const OFFLINE_EVENTS_KEY = ['events', 'offline'] as const;

/** Upcoming offline events (docs/product.md §2, /events). */
export function useOfflineEvents() {
  const { data, error, isLoading } = useSWR<EventSummary[], Error, typeof OFFLINE_EVENTS_KEY>(
    OFFLINE_EVENTS_KEY,
    () => fetchEvents('offline'),
    { ...SWR_OPTIONS, fallbackData: preloadedData<EventSummary[]>('/api/events?type=offline') },
  );
  return { events: data, error, isLoading };
}
