import { type EventDetail, type EventSummary, type EventType } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';

/** Active events of one type, as the public API lists them. */
export async function fetchEvents(type: EventType): Promise<EventSummary[]> {
  const query = new URLSearchParams({ type });
  const events = await fetchJson<unknown>(`/api/events?${query}`);
  if (!Array.isArray(events)) throw new Error(`Expected a list of ${type} events`);
  return events as EventSummary[];
}

/** One active event with its ticket types; an ApiError with status 404 when there is none. */
export function fetchEvent(slug: string): Promise<EventDetail> {
  return fetchJson<EventDetail>(`/api/events/${encodeURIComponent(slug)}`);
}
