import { type EventSummary } from '@foundation/shared';
import { usePublicList } from '../../../hooks/usePublicList';

/**
 * The API path of /vishranti's list (also the site server's preloaded key, src/routes.json): active retreats
 * and yatras that have not ended, soonest first.
 */
export const RETREATS_PATH = '/api/events?category=retreat,yatra';

/** The upcoming retreats and yatras of the Vishranti page. */
export function useRetreats() {
  const { data, error } = usePublicList<EventSummary>(RETREATS_PATH, 'retreats');
  return { retreats: data, error };
}
