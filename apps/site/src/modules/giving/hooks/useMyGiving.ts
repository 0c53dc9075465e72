import useSWR from 'swr';
import { type MyGivingResponse } from '@foundation/shared';
import { ApiError } from '../../../lib/api';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchMyGiving } from '../api/myGiving.api';

/** The link's token, from the page address's fragment (`/my-giving#{token}`), which browsers never send. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  // 256 bits in base64url are 43 characters; anything else that is not base64url is not a token.
  return /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}

/**
 * The donor's giving, read with the link's token; `invalid` when there is no token or the API does not know
 * it (404: mistyped, or no longer valid), distinct from a failed load.
 */
export function useMyGiving(token: string | null) {
  const { data, error, isLoading, mutate } = useSWR<
    MyGivingResponse,
    Error,
    readonly ['my-giving', string] | null
  >(token ? (['my-giving', token] as const) : null, ([, value]) => fetchMyGiving(value), {
    ...SWR_OPTIONS,
    // One person's own data: read it fresh on every visit.
    dedupingInterval: 0,
  });
  const invalid = !token || (error instanceof ApiError && (error.status === 404 || error.status === 400));
  return { giving: data, error: invalid ? undefined : error, invalid, isLoading, mutate };
}
