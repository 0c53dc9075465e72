import useSWR from 'swr';
import { type CommunityProgram } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchPrograms } from '../api/programs.api';

/** Active community programs, newest first (all of them, or the newest `limit`). */
export function usePrograms(limit?: number) {
  const { data, error, isLoading } = useSWR<CommunityProgram[], Error, readonly ['programs', number]>(
    ['programs', limit ?? 0] as const,
    ([, count]) => fetchPrograms(count || undefined),
    {
      ...SWR_OPTIONS,
      // The site server's key of the same list (src/routes.json): `/api/community-programs?limit=6`.
      fallbackData: preloadedData<CommunityProgram[]>(
        limit ? `/api/community-programs?limit=${limit}` : '/api/community-programs',
      ),
    },
  );
  return { programs: data, error, isLoading };
}
