import { sessionProblems, type SessionFields } from '@foundation/shared';

type Values = Record<string, unknown>;

export const NEW_SESSION_DEFAULTS = {
  title: '',
  instructor: '',
  type: 'Meditation',
  level: 'All levels',
  description: '',
  days: [],
  startTime: '06:00',
  durationMinutes: 60,
  joinUrl: '',
  status: 'ongoing',
  participantsCount: null,
  recordingUrl: '',
  sortOrder: 0,
};

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The rules of a session as form errors (the API checks the same rules). */
export function validateSession(values: Values): Record<string, string> {
  const problems = sessionProblems({
    ...(values as Partial<SessionFields>),
    joinUrl: orNull(values.joinUrl) as string | null,
    recordingUrl: orNull(values.recordingUrl) as string | null,
  });
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}
