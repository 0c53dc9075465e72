import {
  DEFAULT_LOCALE,
  eventStartInstant,
  formatDateRange,
  formatIndiaDateTime,
  formatIndiaTime,
  formatInr,
  type EventChange,
  type Locale,
} from '@foundation/shared';
import {
  escapeHtml,
  htmlLink,
  langAttribute,
  MAIL_TEXTS,
  rowsToHtml,
  rowsToText,
  type MailMessage,
} from '../mail/index.js';

export interface EventPlaceAndTime {
  startDate: string;
  endDate: string;
  /** `HH:MM` India time or null. */
  startTime: string | null;
  location: string;
}

/** One booking of a moved event. */
export interface EventChangedForMail {
  registrationId: string;
  name: string;
  email: string;
  eventTitle: string;
  before: EventPlaceAndTime;
  after: EventPlaceAndTime;
  changes: EventChange[];
  /** The move (its instant names the e-mail: one per booking and move). */
  movedAt: Date;
  /** The end of the free cancellation, and what was paid (0: free booking). */
  freeCancelUntil: Date;
  amountPaise: number;
  bookingUrl: string | null;
}

/**
 * The event moved: what changed (new value and old), and that the booking may be cancelled with a full refund
 * from its page until the window's end, whatever the event's rule says. One per booking and move.
 */
export function eventChangedMail(
  booking: EventChangedForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const c = t.eventChanged;
  const dates = (when: EventPlaceAndTime) => formatDateRange(when.startDate, when.endDate, locale);
  const time = (when: EventPlaceAndTime) =>
    when.startTime
      ? formatIndiaTime(
          eventStartInstant({ startDate: when.startDate, startTime: when.startTime }),
          locale,
          true,
        )
      : c.noTime;
  const rows: [string, string][] = [[t.label.event, booking.eventTitle]];
  for (const change of booking.changes) {
    if (change === 'dates')
      rows.push([c.newDates, `${dates(booking.after)} ${c.was(dates(booking.before))}`]);
    if (change === 'time') rows.push([c.newTime, `${time(booking.after)} ${c.was(time(booking.before))}`]);
    if (change === 'location') {
      rows.push([c.newPlace, `${booking.after.location} ${c.was(booking.before.location)}`]);
    }
  }
  rows.push([t.label.bookingId, booking.registrationId]);
  const paid = booking.amountPaise > 0 ? formatInr(booking.amountPaise / 100, locale) : null;
  const free = c.freeCancel(formatIndiaDateTime(booking.freeCancelUntil, locale), paid);
  const greeting = t.dearName(booking.name);
  const intro = c.body(booking.eventTitle);
  const textParts = [greeting, intro, rowsToText(rows), free];
  let pageHtml = '';
  if (booking.bookingUrl) {
    textParts.push(`${c.bookingPage}: ${booking.bookingUrl}`);
    pageHtml = `<p>${htmlLink(booking.bookingUrl, c.bookingPage)}</p>`;
  }
  textParts.push(foundationName);
  return {
    dedupeKey: `event-changed:${booking.registrationId}:${booking.movedAt.toISOString()}`,
    kind: 'event-changed',
    recipient: booking.email,
    subject: c.subject(booking.eventTitle),
    textBody: `${textParts.join('\n\n')}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${rowsToHtml(rows)}<p>${escapeHtml(free)}</p>${pageHtml}</body></html>`,
    attachments: [],
  };
}
