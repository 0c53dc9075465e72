import { type PublicSession, type SessionJoinLink } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';

export const SESSIONS_PATH = '/api/sessions';

/** Every session (ongoing first), without join links. */
export async function fetchSessions(): Promise<PublicSession[]> {
  const sessions = await fetchJson<unknown>(SESSIONS_PATH);
  if (!Array.isArray(sessions)) throw new Error('Expected a list of sessions');
  return sessions as PublicSession[];
}

/** The join link while the session is live; an ApiError 409 saying when it starts otherwise. */
export function fetchJoinLink(id: string): Promise<SessionJoinLink> {
  return fetchJson<SessionJoinLink>(`${SESSIONS_PATH}/${encodeURIComponent(id)}/join`);
}
