import { parseCalendarDate } from './registration-window.js';
import { type Locale } from './locale.js';

/*
 * A calendar date in long form and today's date in India: apart from ./dates.ts (which re-exports them), so
 * that code needing only these (the site's footer, on every page) does not bring every date format along.
 */

/** What a missing date reads as (MESSAGES.dateNotAvailable, ./messages.ts, is this text). */
export const DATE_NOT_AVAILABLE = 'Date not available';

/**
 * The months as the Indian long date writes them, the words ICU's `en-IN` and `hi-IN` use (long-date.spec.ts
 * holds them to Intl). Written out rather than asked of `Intl.DateTimeFormat`: a page's first Intl formatter
 * loads ICU's data, 40 to 110 ms of a desktop's main thread and several times that on a phone, in the middle
 * of hydration (docs/decisions/0026-site-performance.md); and the server's Node and the visitor's browser then
 * cannot disagree about a month's spelling.
 */
export const MONTH_NAMES: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

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
  return `${parts.day} ${MONTH_NAMES[locale][parts.month - 1]} ${parts.year}`;
}

export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India for an instant, as `YYYY-MM-DD` (used for export file names). */
export function indiaCalendarDate(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
