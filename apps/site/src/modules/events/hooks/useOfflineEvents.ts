import useSWR from 'swr';
import { type EventSummary, type EventType } from '@foundation/shared';
import { fetchEvents } from '../api/events.api';

const OFFLINE_EVENTS_KEY = ['events', 'offline'] as const satisfies readonly ['events', EventType];

/** Upcoming offline events (SPEC section 2, /events and the home page section). */
export function useOfflineEvents() {
  const { data, error, isLoading } = useSWR<EventSummary[], Error, typeof OFFLINE_EVENTS_KEY>(
    OFFLINE_EVENTS_KEY,
    ([, type]) => fetchEvents(type),
  );
  return { events: data, error, isLoading };
}
