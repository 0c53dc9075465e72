/**
 * Reminders of an event to its attendees (docs/events-operations.md "Reminders"): when each is due, as one
 * pure rule the API's sweep applies and the admin panel explains. Times are India time (UTC+05:30 all year).
 */
import { parseCalendarDate, registrationClosesAt } from './registration-window.js';
import type { EventType } from './types.js';

/** A time of day `HH:MM` (24-hour clock). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** When reminders go out; the API reads both from its configuration. */
export interface ReminderTiming {
  /** Offline events: the day before the start date at this India time (`HH:MM`). */
  offlineDayBeforeAt: string;
  /** Online events: this many minutes before the start. */
  onlineMinutesBefore: number;
}

export const DEFAULT_REMINDER_TIMING: ReminderTiming = {
  offlineDayBeforeAt: '18:00',
  onlineMinutesBefore: 60,
};

/** What the reminder rule reads of an event. */
export interface ReminderEvent {
  eventType: EventType;
  /** `YYYY-MM-DD`, a calendar date in India. */
  startDate: string;
  /** `HH:MM` India time, or null when the event has no start time. */
  startTime: string | null;
}

/** The instant of a calendar date at an India time of day. */
function indiaInstant(calendarDate: string, time: string): Date {
  const parts = parseCalendarDate(calendarDate);
  const clock = TIME_OF_DAY_PATTERN.exec(time);
  if (!parts || !clock) throw new RangeError(`Not a date and time: ${calendarDate} ${time}`);
  const minutes = Number(clock[1]) * 60 + Number(clock[2]) - IST_OFFSET_MINUTES;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 0, minutes));
}

/**
 * When the event starts: its start date at its start time, or, without a start time, when registration
 * closes (09:00 India time on the start date), the moment the rest of the product already treats as its start.
 */
export function eventStartInstant(event: Pick<ReminderEvent, 'startDate' | 'startTime'>): Date {
  return event.startTime
    ? indiaInstant(event.startDate, event.startTime)
    : registrationClosesAt(event.startDate);
}

/** When the reminder of an event is due: the day before at the offline time, or some minutes before an online start. */
export function reminderDueAt(event: ReminderEvent, timing: ReminderTiming = DEFAULT_REMINDER_TIMING): Date {
  if (event.eventType === 'online') {
    return new Date(eventStartInstant(event).getTime() - timing.onlineMinutesBefore * 60_000);
  }
  const parts = parseCalendarDate(event.startDate);
  if (!parts) throw new RangeError(`Not a calendar date: ${event.startDate}`);
  const dayBefore = new Date(Date.UTC(parts.year, parts.month - 1, parts.day - 1)).toISOString().slice(0, 10);
  return indiaInstant(dayBefore, timing.offlineDayBeforeAt);
}

/**
 * Whether a reminder goes out now: from its due time until the event starts. A reminder whose time passed
 * while nothing sent it (a late booking, a server that was down) goes at the next sweep; none after the start.
 */
export function isReminderDue(
  event: ReminderEvent,
  now: Date,
  timing: ReminderTiming = DEFAULT_REMINDER_TIMING,
): boolean {
  const at = now.getTime();
  return reminderDueAt(event, timing).getTime() <= at && at < eventStartInstant(event).getTime();
}

/**
 * The slot of a reminder: one reminder per booking per slot. It is the event's start, so a moved event
 * reminds again for its new time, and repeating the sweep never does.
 */
export function reminderSlot(event: Pick<ReminderEvent, 'startDate' | 'startTime'>): string {
  return eventStartInstant(event).toISOString();
}

/** An event's reminder settings, as staff set them (`/api/admin/events/{id}/reminders`). */
export interface EventReminderSettings {
  /** Off: no reminder goes to anyone for this event. */
  remindersEnabled: boolean;
  /** `HH:MM` India time, or null: the start time the reminders (and the online one's timing) use. */
  startTime: string | null;
  /** The online event's join link, sent only in reminders (never on the public page); null when none. */
  joinUrl: string | null;
  /** When the reminder is (or was) due with these settings, ISO 8601; null when reminders are off. */
  reminderDueAt: string | null;
  /** How many bookings have been sent the reminder of the current slot. */
  remindersQueued: number;
}

export const REMINDER_MESSAGES = {
  startTime: 'Start time must be a time of day as HH:MM (24-hour clock, India time)',
  joinUrl: 'Join link must be an https:// address of at most 2000 characters',
} as const;
