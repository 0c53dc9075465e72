import { parseCalendarDate } from './registration-window.js';
import { MESSAGES } from './messages.js';
import { INTL_LOCALES, type Locale } from './locale.js';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

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

/**
 * An event's date range in Indian long format: one date when start and end are the same day (or the end is
 * missing), 'start - end' otherwise, and the documented 'Date not available' when the start is missing.
 */
export function formatDateRange(
  startDate: string | null | undefined,
  endDate?: string | null,
  locale: Locale = 'en',
): string {
  const start = formatIndianLongDate(startDate, locale);
  if (!start) return locale === 'hi' ? 'तारीख़ उपलब्ध नहीं' : MESSAGES.dateNotAvailable;
  const end = formatIndianLongDate(endDate, locale);
  if (!end || end === start) return start;
  return `${start} - ${end}`;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

let hindiDateTime: Intl.DateTimeFormat | undefined;

/**
 * An instant in India time as 'dd MMM yyyy, hh:mm a' ('05 Jan 2026, 02:30 PM'; in Hindi through `Intl`
 * with hi-IN). A value that cannot be read as a date is returned as it was given (docs/product.md §8: raw
 * value shown).
 */
export function formatIndiaDateTime(value: string | Date | null | undefined, locale: Locale = 'en'): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (locale === 'hi') {
    hindiDateTime ??= new Intl.DateTimeFormat(INTL_LOCALES.hi, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone: INDIA_TIME_ZONE,
    });
    return hindiDateTime.format(date);
  }
  const local = new Date(date.getTime() + IST_OFFSET_MS);
  const hours24 = local.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(local.getUTCDate())} ${MONTHS_SHORT[local.getUTCMonth()]} ${local.getUTCFullYear()}, ` +
    `${pad(hours12)}:${pad(local.getUTCMinutes())} ${hours24 < 12 ? 'AM' : 'PM'}`
  );
}

/**
 * The name of India's time after a time of day. English keeps the 'IST' it has always printed; Hindi says
 * '(भारतीय समय)', the words the Hindi e-mails and the API's Hindi sentences use. Not Intl's `timeZoneName`:
 * for hi-IN it gives the Latin 'IST' (short) or the formal 'भारतीय मानक समय' (long), and its names change
 * between ICU versions, which would make the site's server-rendered text differ from the browser's.
 */
export const INDIA_TIME_LABEL: Record<Locale, string> = { en: 'IST', hi: 'भारतीय समय' };

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
let hindiTime: Intl.DateTimeFormat | undefined;

/**
 * A time of day in India, as every page, e-mail and panel screen prints one: a session's `HH:MM` (India
 * time) or an instant. English '7:00 PM' (as it always was); Hindi the hour through `Intl` with hi-IN in
 * Asia/Kolkata on the 24-hour clock, then 'बजे' ('19:00 बजे'): words in Devanagari rather than Intl's Latin
 * 'pm', and the form the API's Hindi sentences use. With `withZone` the zone's name follows: '7:00 PM IST',
 * '19:00 बजे (भारतीय समय)'. An unreadable value gives ''.
 */
export function formatIndiaTime(value: string | Date, locale: Locale = 'en', withZone = false): string {
  let instant: Date;
  if (value instanceof Date) {
    instant = value;
  } else {
    const time = TIME_OF_DAY.exec(value);
    if (!time) return '';
    // Any day will do: India keeps one offset all year.
    instant = new Date(Date.UTC(2000, 0, 1, Number(time[1]), Number(time[2])) - IST_OFFSET_MS);
  }
  if (Number.isNaN(instant.getTime())) return '';
  let text: string;
  if (locale === 'hi') {
    hindiTime ??= new Intl.DateTimeFormat(INTL_LOCALES.hi, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: INDIA_TIME_ZONE,
    });
    text = `${hindiTime.format(instant)} बजे`;
    return withZone ? `${text} (${INDIA_TIME_LABEL.hi})` : text;
  } else {
    const local = new Date(instant.getTime() + IST_OFFSET_MS);
    const hours = local.getUTCHours();
    const minutes = String(local.getUTCMinutes()).padStart(2, '0');
    text = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  return withZone ? `${text} ${INDIA_TIME_LABEL.en}` : text;
}

/** The calendar date in India for an instant, as `YYYY-MM-DD` (used for export file names). */
export function indiaCalendarDate(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whether an event is over: its end date (a calendar date in India) was before today in India. An event is
 * upcoming through the whole of its last day; a missing or unreadable end date never counts as over.
 */
export function hasEventEnded(endDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!endDate || !parseCalendarDate(endDate)) return false;
  return endDate < indiaCalendarDate(now);
}
