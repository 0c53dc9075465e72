import useSWR from 'swr';
import { type PublicVishrantiItem } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';

/** The API path of /vishranti's regular programs and videos (active ones, each kind in its order). */
export const VISHRANTI_ITEMS_PATH = '/api/vishranti-items';

async function fetchItems(): Promise<PublicVishrantiItem[]> {
  const items = await fetchJson<unknown>(VISHRANTI_ITEMS_PATH);
  if (!Array.isArray(items)) throw new Error('Expected a list of programs and videos');
  return items as PublicVishrantiItem[];
}

/** The Vishranti page's regular programs and videos, as staff set them in the admin panel. */
export function useVishrantiItems() {
  const { data, error } = useSWR<PublicVishrantiItem[], Error>(VISHRANTI_ITEMS_PATH, fetchItems, {
    ...SWR_OPTIONS,
    fallbackData: preloadedData<PublicVishrantiItem[]>(VISHRANTI_ITEMS_PATH),
  });
  return {
    programs: data?.filter((item) => item.kind === 'program'),
    videos: data?.filter((item) => item.kind === 'video'),
    error,
  };
}
