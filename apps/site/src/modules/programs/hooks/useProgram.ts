import useSWR from 'swr';
import { type CommunityProgram } from '@foundation/shared';
import { ApiError } from '../../../lib/api';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchProgram } from '../api/programs.api';

/** One community program by its slug, with a not-found state distinct from a failed load. */
export function useProgram(slug: string | undefined) {
  const { data, error, isLoading } = useSWR<CommunityProgram, Error, readonly ['program', string] | null>(
    slug ? (['program', slug] as const) : null,
    ([, value]) => fetchProgram(value),
    {
      ...SWR_OPTIONS,
      fallbackData: slug ? preloadedData<CommunityProgram>(`/api/community-programs/${slug}`) : undefined,
    },
  );
  const notFound = !slug || (error instanceof ApiError && error.status === 404);
  return { program: data, error: notFound ? undefined : error, notFound, isLoading };
}
