import { parseCalendarDate } from './registration-window.js';
import { INTL_LOCALES, type Locale } from './locale.js';

/*
 * A calendar date in long form and today's date in India: apart from ./dates.ts (which re-exports them), so
 * that code needing only these (the site's footer, on every page) does not bring every date format along.
 */

/** What a missing date reads as (MESSAGES.dateNotAvailable, ./messages.ts, is this text). */
export const DATE_NOT_AVAILABLE = 'Date not available';

const longDateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
// Formatters are made on first use, per language: each one loads its locale's ICU data, a cost a page
// start-up should pay only for what it shows (docs/decisions/0026-site-performance.md).
const indianLongDate: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * A calendar date `YYYY-MM-DD` in Indian long format: '15 January 2026' ('15 जनवरी 2026' in Hindi). Null
 * when it is not a date.
 */
export function formatIndianLongDate(
  calendarDate: string | null | undefined,
  locale: Locale = 'en',
): string | null {
  if (!calendarDate) return null;
  const parts = parseCalendarDate(calendarDate);
  if (!parts) return null;
  indianLongDate[locale] ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], longDateOptions);
  return indianLongDate[locale].format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India for an instant, as `YYYY-MM-DD` (used for export file names). */
export function indiaCalendarDate(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
