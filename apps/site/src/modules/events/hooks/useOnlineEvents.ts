import useSWR from 'swr';
import { type EventSummary } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchEvents } from '../api/events.api';

const ONLINE_EVENTS_KEY = ['events', 'online'] as const;

/** Featured online events (docs/product.md §2, Yogayan). */
export function useOnlineEvents() {
  const { data, error, isLoading } = useSWR<EventSummary[], Error, typeof ONLINE_EVENTS_KEY>(
    ONLINE_EVENTS_KEY,
    () => fetchEvents('online'),
    { ...SWR_OPTIONS, fallbackData: preloadedData<EventSummary[]>('/api/events?type=online') },
  );
  return { events: data, error, isLoading };
}
