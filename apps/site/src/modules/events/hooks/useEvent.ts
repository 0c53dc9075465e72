import useSWR from 'swr';
import { type EventDetail } from '@foundation/shared';
import { ApiError } from '../../../lib/api';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchEvent } from '../api/events.api';

/** One event by its slug, with a not-found state distinct from a failed load. */
export function useEvent(slug: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<EventDetail, Error, readonly ['event', string] | null>(
    slug ? (['event', slug] as const) : null,
    ([, value]) => fetchEvent(value),
    { ...SWR_OPTIONS, fallbackData: slug ? preloadedData<EventDetail>(`/api/events/${slug}`) : undefined },
  );
  const notFound = !slug || (error instanceof ApiError && error.status === 404);
  return { event: data, error: notFound ? undefined : error, notFound, isLoading, reload: mutate };
}
