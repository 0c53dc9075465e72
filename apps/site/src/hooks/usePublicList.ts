import useSWR from 'swr';
import { fetchJson } from '../lib/api';
import { preloadedData } from '../lib/preloaded';
import { SWR_OPTIONS } from '../lib/swr';

/**
 * A list the API serves at `path`, cached like the site's other public reads and filled at once from what
 * the site server preloaded under the same path; `what` names the items in the error of a malformed answer.
 */
export function usePublicList<T>(path: string, what: string) {
  return useSWR<T[], Error>(
    path,
    async () => {
      const items = await fetchJson<unknown>(path);
      if (!Array.isArray(items)) throw new Error(`Expected a list of ${what}`);
      return items as T[];
    },
    { ...SWR_OPTIONS, fallbackData: preloadedData<T[]>(path) },
  );
}
