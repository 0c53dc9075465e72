import { indiaCalendarDate, parseCalendarDate } from '@foundation/shared';

/**
 * Dates of the demo content, all relative to one moment ("now") so the demo stays current: event dates are
 * calendar dates in India (`YYYY-MM-DD`), creation times are instants before now.
 */
export const SUNDAY = 0;
export const THURSDAY = 4;
export const SATURDAY = 6;

export class DemoCalendar {
  /** Today's calendar date in India. */
  readonly today: string;

  constructor(readonly now: Date) {
    if (Number.isNaN(now.getTime())) throw new RangeError('The seed needs a valid "now"');
    this.today = indiaCalendarDate(now);
  }

  /** The calendar date `days` after today (negative: before). */
  date(days: number): string {
    return DemoCalendar.addDays(this.today, days);
  }

  /**
   * The first calendar date at least `days` after today that falls on `weekday` (0 Sunday ... 6 Saturday),
   * so that a "Sunday satsang" really is on a Sunday whatever day the demo is seeded.
   */
  nextWeekday(days: number, weekday: number): string {
    const earliest = this.date(days);
    const current = new Date(`${earliest}T00:00:00Z`).getUTCDay();
    return this.date(days + ((weekday - current + 7) % 7));
  }

  /** The calendar date `days` after another calendar date. */
  static addDays(date: string, days: number): string {
    const parts = parseCalendarDate(date);
    if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
    return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10);
  }

  /** The instant `days` (and `hours`) before now. */
  ago(days: number, hours = 0): Date {
    return new Date(this.now.getTime() - (days * 24 + hours) * 60 * 60 * 1000);
  }
}

/** A Google Maps search link for a place (SPEC section 2: the location links to a maps search). */
export function mapsSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
