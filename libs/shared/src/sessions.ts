/**
 * Online sessions (the Sessions page): the weekly sessions staff run and the archived ones with their
 * recordings. Shared by the API (validates, stores, decides when a join link may be shown), the site (tabs
 * and weekly calendar) and the admin panel. Times are India time (UTC+05:30 all year, no daylight saving).
 */
import { formatIndiaTime, INDIA_TIME_ZONE } from './dates.js';
import { INTL_LOCALES, type Locale } from './locale.js';

export const SESSION_TYPES = ['Meditation', 'Chanting', 'Healing', 'Yoga'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** Ongoing sessions are on the first tab and the calendar; archived ones on the second, with a recording. */
export const SESSION_STATUSES = ['ongoing', 'archived'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  ongoing: 'Ongoing',
  archived: 'Archived',
};

/** Days of the week, Monday first (the calendar's order). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const SESSION_LIMITS = {
  titleMax: 200,
  instructorMax: 200,
  levelMax: 100,
  descriptionMax: 2000,
  urlMax: 2000,
  durationMinutesMin: 5,
  durationMinutesMax: 720,
  participantsMax: 10_000_000,
  sortOrderMin: 0,
  sortOrderMax: 10_000,
} as const;

/** `HH:MM`, 24-hour clock. */
export const SESSION_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The fields staff edit. */
export interface SessionFields {
  title: string;
  instructor: string;
  type: SessionType;
  /** e.g. "All levels", "Beginner". */
  level: string;
  /** Plain text. */
  description: string;
  /** The days it meets each week (India time); empty for an archived session. */
  days: Weekday[];
  /** `HH:MM` in India time. */
  startTime: string;
  durationMinutes: number;
  /** The https link of the online meeting; the public reads it only while a session is live. */
  joinUrl: string | null;
  status: SessionStatus;
  /** How many took part (archived sessions). */
  participantsCount: number | null;
  /** The https link of the recording (archived sessions). */
  recordingUrl: string | null;
  /** Smaller first on the page. */
  sortOrder: number;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  titleHi?: string | null;
  levelHi?: string | null;
  descriptionHi?: string | null;
}

/** A session as the admin panel reads it. */
export interface AdminSession extends SessionFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** A session as the public reads it: never its join link (see `GET /api/sessions/{id}/join`). */
export interface PublicSession extends Omit<SessionFields, 'joinUrl' | 'sortOrder'> {
  id: string;
  /** "Mon, Wed, Fri, 7:00 AM IST". */
  schedule: string;
  /** The start of the next (or current) meeting of an ongoing session, ISO 8601; null when archived. */
  nextStartAt: string | null;
}

/** The answer of `GET /api/sessions/{id}/join` while the session is live. */
export interface SessionJoinLink {
  joinUrl: string;
}

export const SESSION_MESSAGES = {
  titleRequired: 'Title is required',
  instructorRequired: 'Instructor is required',
  levelRequired: 'Level is required',
  daysRequired: 'Choose at least one day for an ongoing session',
  timeInvalid: 'Time must be HH:MM (24-hour, India time)',
  joinUrlRequired: 'An ongoing session needs its online join link',
  urlInvalid: 'Enter an https:// link',
  sessionNotFound: 'Session not found',
  archived: 'This session has ended. See its recording in Archived Sessions.',
  /** The 409 of the join link before a session is live. */
  startsAt: (when: string) => `The next session starts at ${when}`,
} as const;

/** One broken rule of a session: the JSON field and its message. */
export interface SessionProblem {
  field: keyof SessionFields;
  message: string;
}

const isBlank = (value: string | null | undefined) => !value || value.trim().length === 0;

/**
 * An absolute https URL with a host name and no user or password (the only links the site opens). A
 * pattern, not the URL class: this library runs without the DOM's or Node's globals.
 */
const HTTPS_URL =
  /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i;

/** Whether `value` is an absolute https URL with a host (the only links the site opens). */
export function isHttpsUrl(value: string | null | undefined): boolean {
  return typeof value === 'string' && HTTPS_URL.test(value);
}

/** The rules of a session as it will be stored (types and lengths are checked at the edge). */
export function sessionProblems(draft: Partial<SessionFields>): SessionProblem[] {
  const problems: SessionProblem[] = [];
  if (isBlank(draft.title)) problems.push({ field: 'title', message: SESSION_MESSAGES.titleRequired });
  if (isBlank(draft.instructor))
    problems.push({ field: 'instructor', message: SESSION_MESSAGES.instructorRequired });
  if (isBlank(draft.level)) problems.push({ field: 'level', message: SESSION_MESSAGES.levelRequired });
  if (!draft.startTime || !SESSION_TIME_PATTERN.test(draft.startTime))
    problems.push({ field: 'startTime', message: SESSION_MESSAGES.timeInvalid });
  if (draft.status !== 'archived') {
    if (!draft.days || draft.days.length === 0)
      problems.push({ field: 'days', message: SESSION_MESSAGES.daysRequired });
    if (!draft.joinUrl) problems.push({ field: 'joinUrl', message: SESSION_MESSAGES.joinUrlRequired });
  }
  if (draft.joinUrl && !isHttpsUrl(draft.joinUrl))
    problems.push({ field: 'joinUrl', message: SESSION_MESSAGES.urlInvalid });
  if (draft.recordingUrl && !isHttpsUrl(draft.recordingUrl))
    problems.push({ field: 'recordingUrl', message: SESSION_MESSAGES.urlInvalid });
  return problems;
}

/** "19:00" → "7:00 PM" (English; every language: `formatIndiaTime`). */
export function formatSessionTime(startTime: string): string {
  return formatIndiaTime(startTime, 'en');
}

/** The days in the calendar's order, without repeats. */
export function sortedWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

/** "Daily, 6:00 AM IST", "Tuesdays, 7:00 PM IST", "Mon, Wed, Fri, 7:00 AM IST". */
export function sessionScheduleLabel(days: readonly Weekday[], startTime: string): string {
  const time = formatIndiaTime(startTime, 'en', true);
  const sorted = sortedWeekdays(days);
  if (sorted.length === 0) return time;
  if (sorted.length === WEEKDAYS.length) return `Daily, ${time}`;
  if (sorted.length === 1) return `${WEEKDAY_NAMES[sorted[0]]}s, ${time}`;
  const short = sorted.map((day) => WEEKDAY_NAMES[day].slice(0, 3));
  return `${short.join(', ')}, ${time}`;
}

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The next meeting of a weekly session that has not ended at `now`: its start and end instants. */
export function nextSessionMeeting(
  schedule: Pick<SessionFields, 'days' | 'startTime' | 'durationMinutes'>,
  now: Date = new Date(),
): { start: Date; end: Date } | null {
  if (schedule.days.length === 0 || !SESSION_TIME_PATTERN.test(schedule.startTime)) return null;
  const [hours, minutes] = schedule.startTime.split(':').map(Number);
  const indiaNow = new Date(now.getTime() + INDIA_OFFSET_MS);
  const indiaMidnight = Date.UTC(indiaNow.getUTCFullYear(), indiaNow.getUTCMonth(), indiaNow.getUTCDate());
  // From yesterday (a late meeting may still be running after midnight) to a week ahead.
  for (let offset = -1; offset <= 7; offset += 1) {
    const dayStart = indiaMidnight + offset * DAY_MS;
    // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
    const weekday = WEEKDAYS[(new Date(dayStart).getUTCDay() + 6) % 7];
    if (!schedule.days.includes(weekday)) continue;
    const start = dayStart + (hours * 60 + minutes) * 60_000 - INDIA_OFFSET_MS;
    const end = start + schedule.durationMinutes * 60_000;
    if (end > now.getTime()) return { start: new Date(start), end: new Date(end) };
  }
  return null;
}

/** Whether the join link may be shown at `now`: from `leadMinutes` before a meeting's start to its end. */
export function isSessionLive(
  meeting: { start: Date; end: Date } | null,
  leadMinutes: number,
  now: Date = new Date(),
): boolean {
  if (!meeting) return false;
  return now.getTime() >= meeting.start.getTime() - leadMinutes * 60_000 && now < meeting.end;
}

/**
 * "Tuesday, 24 November, 7:00 PM IST" ("मंगलवार, 24 नवंबर को शाम 7:00 बजे (भारतीय समय)"): when the next
 * meeting starts, as the page and the 409 say it.
 */
export function formatSessionStart(start: Date, locale: Locale = 'en'): string {
  const date = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: INDIA_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(start);
  return locale === 'hi'
    ? `${date} को ${formatIndiaTime(start, 'hi', true)}`
    : `${date}, ${formatIndiaTime(start, 'en', true)}`;
}

/** One day of the weekly calendar: the ongoing sessions meeting that day, earliest first. */
export interface SessionCalendarDay {
  day: Weekday;
  name: string;
  items: { id: string; time: string; title: string; startTime: string }[];
}

/** The weekly calendar of the ongoing sessions, Monday first; every day is listed, even an empty one. */
export function weeklySessionCalendar(
  sessions: readonly Pick<PublicSession, 'id' | 'title' | 'days' | 'startTime' | 'status'>[],
): SessionCalendarDay[] {
  return WEEKDAYS.map((day) => ({
    day,
    name: WEEKDAY_NAMES[day],
    items: sessions
      .filter((session) => session.status === 'ongoing' && session.days.includes(day))
      .map((session) => ({
        id: session.id,
        startTime: session.startTime,
        time: formatSessionTime(session.startTime),
        title: session.title,
      }))
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title)),
  }));
}
