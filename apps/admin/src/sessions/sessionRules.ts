import {
  formatIndiaTime,
  formatNameList,
  sessionProblems,
  sessionScheduleLabel,
  sortedWeekdays,
  WEEKDAYS,
  type AdminSession,
  type Locale,
  type SessionFields,
} from '@foundation/shared';
import { englishText, type Translate } from '../common/panelText';

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

/**
 * When an ongoing session meets, in the panel's language: English is the label the site shows ("Mon, Wed,
 * Fri, 7:00 AM IST"); Hindi is built the same way with the days' Hindi names and the Hindi time of day
 * ("हर मंगलवार, शाम 7:00 बजे (भारतीय समय)", "सोमवार और शुक्रवार, सुबह 6:30 बजे (भारतीय समय)"). An archived session has none ('—').
 */
export function sessionScheduleText(
  record: Pick<AdminSession, 'status' | 'days' | 'startTime'>,
  translate: Translate = englishText,
  locale: Locale = 'en',
): string {
  if (record.status !== 'ongoing') return '—';
  if (locale === 'en') return sessionScheduleLabel(record.days, record.startTime);
  const time = formatIndiaTime(record.startTime, locale, true);
  const days = sortedWeekdays(record.days);
  const day = (name: string) => translate(`admin.weekdays.${name}`);
  if (days.length === 0) return time;
  if (days.length === WEEKDAYS.length) return translate('admin.schedule.daily', { time });
  if (days.length === 1) return translate('admin.schedule.weekly', { day: day(days[0]), time });
  return `${formatNameList(days.map(day), locale)}, ${time}`;
}
