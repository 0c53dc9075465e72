import useSWR from 'swr';
import { type PublicSession } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchSessions, SESSIONS_PATH } from '../api/sessions.api';

/** The sessions of the Sessions and Yogayan pages. */
export function useSessions() {
  const { data, error } = useSWR<PublicSession[], Error>(SESSIONS_PATH, fetchSessions, {
    ...SWR_OPTIONS,
    fallbackData: preloadedData<PublicSession[]>(SESSIONS_PATH),
  });
  return { sessions: data, error };
}
