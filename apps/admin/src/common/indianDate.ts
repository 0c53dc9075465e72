import { parseCalendarDate } from '@foundation/shared';

/** The order staff read and type dates in, whatever their browser's language. */
export const INDIAN_DATE_PLACEHOLDER = 'dd/mm/yyyy';
export const INDIAN_DATE_FORMAT_MESSAGE = 'Enter the date as dd/mm/yyyy';

/** A calendar date `YYYY-MM-DD` as 'dd/mm/yyyy' ('' when there is none or it is not a date). */
export function formatIndianDate(calendarDate: string | null | undefined): string {
  if (!calendarDate) return '';
  const parts = parseCalendarDate(calendarDate);
  if (!parts) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(parts.day)}/${pad(parts.month)}/${parts.year}`;
}

/**
 * What staff typed as a date, day first: '25/12/2030', '5/1/2031', '25-12-2030' or '25.12.2030'. Answers the
 * calendar date `YYYY-MM-DD`, null for an empty text, or undefined when the text is not (yet) a real date
 * (31/02/2031, a two-digit year, a half-typed date).
 */
export function parseIndianDate(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return parseCalendarDate(iso) ? iso : undefined;
}

/**
 * A list filter's check of a calendar-date field: refuses half-typed text (the field keeps what was typed,
 * see CalendarDateInput), so that the list is filtered only by a whole date or by none.
 */
export function wholeCalendarDate(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' && parseCalendarDate(value) ? undefined : INDIAN_DATE_FORMAT_MESSAGE;
}
