/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MINUTES = 5 * 60 + 30;
/** Registration closes at this local (Asia/Kolkata) hour on the event's start date. */
export const REGISTRATION_CLOSING_HOUR_IST = 9;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a calendar date `YYYY-MM-DD` into its parts, or returns null when it is not a real date. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** The instant registration closes: 09:00 Asia/Kolkata on the start date. */
export function registrationClosesAt(startDate: string): Date {
  const parts = parseCalendarDate(startDate);
  if (!parts) throw new RangeError(`Not a calendar date: ${startDate}`);
  const closingUtcMinutes = REGISTRATION_CLOSING_HOUR_IST * 60 - IST_OFFSET_MINUTES;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 0, closingUtcMinutes));
}

/** docs/product.md §4: registration is open only while the current time is before 09:00 IST on the start date. */
export function isRegistrationOpen(startDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!startDate || !parseCalendarDate(startDate)) return false;
  return now.getTime() < registrationClosesAt(startDate).getTime();
}
