import useSWR from 'swr';
import { type EventSummary } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';

/** The API path of Yogayan's featured courses: online events of the category course, not yet ended. */
export const COURSES_PATH = '/api/events?type=online&category=course';

async function fetchCourses(): Promise<EventSummary[]> {
  const events = await fetchJson<unknown>(COURSES_PATH);
  if (!Array.isArray(events)) throw new Error('Expected a list of courses');
  return events as EventSummary[];
}

/** Yogayan's featured courses. */
export function useOnlineCourses() {
  const { data, error } = useSWR<EventSummary[], Error>(COURSES_PATH, fetchCourses, {
    ...SWR_OPTIONS,
    fallbackData: preloadedData<EventSummary[]>(COURSES_PATH),
  });
  return { courses: data, error };
}
