import { parseCalendarDate } from './registration-window.js';
import { type Locale } from './locale.js';
import { DATE_NOT_AVAILABLE, formatIndianLongDate, indiaCalendarDate, IST_OFFSET_MS } from './long-date.js';

// In a module of their own, so that code needing only them (the site's footer) leaves the rest behind.
export { formatIndianLongDate, indiaCalendarDate };

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

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
  if (!start) return locale === 'hi' ? 'तिथि उपलब्ध नहीं' : DATE_NOT_AVAILABLE;
  const end = formatIndianLongDate(endDate, locale);
  if (!end || end === start) return start;
  if (locale === 'hi') return hindiDateRange(start, end);
  return `${start} - ${end}`;
}

/**
 * A Hindi range of two long dates ('15 जनवरी 2026', '17 जनवरी 2026') as a reader writes it, with an en dash
 * and what both share said once: '15–17 जनवरी 2026', '30 जनवरी – 2 फ़रवरी 2026', '30 दिसंबर 2026 – 2 जनवरी 2027'.
 */
function hindiDateRange(start: string, end: string): string {
  const [startDay, startMonth, startYear] = start.split(' ');
  const [endDay, endMonth, endYear] = end.split(' ');
  if (startYear !== endYear) return `${start} – ${end}`;
  if (startMonth !== endMonth) return `${startDay} ${startMonth} – ${end}`;
  return `${startDay}–${endDay} ${endMonth} ${endYear}`;
}

/**
 * Days (or any names) as a list in the language: Hindi ends it with 'और' ('सोमवार, बुधवार और शुक्रवार'),
 * English keeps its short list ('Mon, Wed, Fri').
 */
export function formatNameList(names: readonly string[], locale: Locale = 'en'): string {
  if (locale !== 'hi' || names.length < 2) return names.join(', ');
  return `${names.slice(0, -1).join(', ')} और ${names[names.length - 1]}`;
}

/**
 * The Hindi time of day as every Hindi text writes it: the part of the day, the 12-hour clock and 'बजे'
 * ('सुबह 9:00 बजे', 'दोपहर 12:30 बजे', 'शाम 7:00 बजे', 'रात 12:15 बजे'). Written out rather than through Intl,
 * whose hi-IN gives a Latin 'am'/'pm' and changes between ICU versions (the server's HTML and the browser's
 * must be the same text).
 */
function hindiClock(hours: number, minutes: number): string {
  const period = hours < 4 ? 'रात' : hours < 12 ? 'सुबह' : hours < 16 ? 'दोपहर' : hours < 20 ? 'शाम' : 'रात';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${period} ${twelve}:${String(minutes).padStart(2, '0')} बजे`;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant in India time as 'dd MMM yyyy, hh:mm a' ('05 Jan 2026, 02:30 PM'). Hindi writes the one Hindi
 * style of every page, e-mail, receipt and panel screen: '24 नवंबर 2026, शाम 7:00 बजे (भारतीय समय)'. A value
 * that cannot be read as a date is returned as it was given (docs/product.md §8: raw value shown).
 */
export function formatIndiaDateTime(value: string | Date | null | undefined, locale: Locale = 'en'): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (locale === 'hi') {
    const day = formatIndianLongDate(
      new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10),
      'hi',
    );
    return `${day}, ${formatIndiaTime(date, 'hi', true)}`;
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

/**
 * A time of day in India, as every page, e-mail and panel screen prints one: a session's `HH:MM` (India
 * time) or an instant. English '7:00 PM' (as it always was); Hindi 'शाम 7:00 बजे' (the part of the day, the
 * 12-hour clock and बजे). With `withZone` the zone's name follows: '7:00 PM IST', 'शाम 7:00 बजे (भारतीय समय)'.
 * An unreadable value gives ''.
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
  const local = new Date(instant.getTime() + IST_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = local.getUTCMinutes();
  if (locale === 'hi') {
    const text = hindiClock(hours, minutes);
    return withZone ? `${text} (${INDIA_TIME_LABEL.hi})` : text;
  }
  const text = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return withZone ? `${text} ${INDIA_TIME_LABEL.en}` : text;
}

/**
 * Whether an event is over: its end date (a calendar date in India) was before today in India. An event is
 * upcoming through the whole of its last day; a missing or unreadable end date never counts as over.
 */
export function hasEventEnded(endDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!endDate || !parseCalendarDate(endDate)) return false;
  return endDate < indiaCalendarDate(now);
}
