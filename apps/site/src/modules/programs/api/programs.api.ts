import { type CommunityProgram } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';

/** Active community programs, newest first; `limit` caps the list (the home page asks for 6). */
export async function fetchPrograms(limit?: number): Promise<CommunityProgram[]> {
  const query = limit ? `?${new URLSearchParams({ limit: String(limit) })}` : '';
  const programs = await fetchJson<unknown>(`/api/community-programs${query}`);
  if (!Array.isArray(programs)) throw new Error('Expected a list of community programs');
  return programs as CommunityProgram[];
}

/** One active program by its slug; an ApiError with status 404 when there is none. */
export function fetchProgram(slug: string): Promise<CommunityProgram> {
  return fetchJson<CommunityProgram>(`/api/community-programs/${encodeURIComponent(slug)}`);
}
