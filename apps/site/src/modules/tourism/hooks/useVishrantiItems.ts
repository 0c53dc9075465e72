import { type PublicVishrantiItem } from '@foundation/shared';
import { usePublicList } from '../../../hooks/usePublicList';

/** The API path of /vishranti's regular programs and videos (active ones, each kind in its order). */
export const VISHRANTI_ITEMS_PATH = '/api/vishranti-items';

/** The Vishranti page's regular programs and videos, as staff set them in the admin panel. */
export function useVishrantiItems() {
  const { data, error } = usePublicList<PublicVishrantiItem>(VISHRANTI_ITEMS_PATH, 'programs and videos');
  return {
    programs: data?.filter((item) => item.kind === 'program'),
    videos: data?.filter((item) => item.kind === 'video'),
    error,
  };
}
