import { type EventSummary, type EventType } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';

/** Active events of one type, as the public API lists them. */
export async function fetchEvents(type: EventType): Promise<EventSummary[]> {
  const query = new URLSearchParams({ type });
  const events = await fetchJson<unknown>(`/api/events?${query}`);
  if (!Array.isArray(events)) throw new Error(`Expected a list of ${type} events`);
  return events as EventSummary[];
}
