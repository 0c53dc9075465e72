import useSWR from 'swr';
import { type EventSummary } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';

/**
 * The API path of /vishranti's list (also the site server's preloaded key, src/routes.json): active retreats
 * and yatras that have not ended, soonest first.
 */
export const RETREATS_PATH = '/api/events?category=retreat,yatra';

async function fetchRetreats(): Promise<EventSummary[]> {
  const events = await fetchJson<unknown>(RETREATS_PATH);
  if (!Array.isArray(events)) throw new Error('Expected a list of retreats');
  return events as EventSummary[];
}

/** The upcoming retreats and yatras of the Vishranti page. */
export function useRetreats() {
  const { data, error } = useSWR<EventSummary[], Error>(RETREATS_PATH, fetchRetreats, {
    ...SWR_OPTIONS,
    fallbackData: preloadedData<EventSummary[]>(RETREATS_PATH),
  });
  return { retreats: data, error };
}
