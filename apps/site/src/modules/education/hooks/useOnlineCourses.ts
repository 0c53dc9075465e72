import { type EventSummary } from '@foundation/shared';
import { usePublicList } from '../../../hooks/usePublicList';

/** The API path of Yogayan's featured courses: online events of the category course, not yet ended. */
export const COURSES_PATH = '/api/events?type=online&category=course';

/** Yogayan's featured courses. */
export function useOnlineCourses() {
  const { data, error } = usePublicList<EventSummary>(COURSES_PATH, 'courses');
  return { courses: data, error };
}
