import {
  DEFAULT_LOCALE,
  formatDateRange,
  formatInr,
  formatIndiaDateTime,
  type Locale,
  type RegistrationReceipt,
} from '@foundation/shared';
import {
  escapeHtml,
  htmlLink,
  langAttribute,
  MAIL_TEXTS,
  refundInWordsIn,
  rowsToHtml,
  rowsToText,
  type MailMessage,
  type MailTexts,
} from '../mail/index.js';

/** The link to the booking page closing a cancellation or refund e-mail (none for an old booking). */
function bookingPageLink(bookingUrl: string | null, t: MailTexts): { link: string; linkHtml: string } {
  if (!bookingUrl) return { link: '', linkHtml: '' };
  return {
    link: `\n\n${t.bookingPage}: ${bookingUrl}`,
    linkHtml: `<p><a href="${escapeHtml(bookingUrl)}">${escapeHtml(t.bookingPage)}</a></p>`,
  };
}

/** A cancelled booking as its e-mail tells it. */
export interface CancelledBookingForMail {
  receipt: RegistrationReceipt;
  cancelledAt: Date;
  cancelledBy: 'attendee' | 'staff';
  /** Whole paise paid and refunded (0 and 0 for a free booking). */
  amountPaise: number;
  refundPaise: number;
  /** The booking page (null for a booking made before booking links existed). */
  bookingUrl: string | null;
}

/** Confirms a cancellation and says exactly what comes back; the refund's own e-mails follow it. */
export function bookingCancelledMail(
  booking: CancelledBookingForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { receipt } = booking;
  const t = MAIL_TEXTS[locale];
  const title = receipt.event.title;
  const who =
    booking.cancelledBy === 'attendee' ? t.cancelledByPerson : t.cancelledByFoundation(foundationName);
  const inWords = refundInWordsIn(locale, booking.refundPaise, booking.amountPaise);
  const paid = formatInr(booking.amountPaise / 100, locale);
  let money = '';
  if (booking.amountPaise > 0) {
    money =
      booking.refundPaise > 0 ? t.cancellation.refundComing(inWords) : t.cancellation.nothingRefunded(paid);
  }
  const dates = formatDateRange(receipt.event.startDate, receipt.event.endDate, locale);
  const body = t.cancellation.body(title, dates, who, money);
  const rows: [string, string][] = [
    [t.label.bookingId, receipt.id],
    [t.label.cancelled, formatIndiaDateTime(booking.cancelledAt, locale)],
    [t.label.event, title],
    [t.label.numberOfTickets, String(receipt.numberOfTickets)],
  ];
  if (booking.amountPaise > 0) {
    rows.push([t.label.amountPaid, paid]);
    rows.push([t.label.refund, booking.refundPaise > 0 ? inWords : t.none]);
  }
  const { link, linkHtml } = bookingPageLink(booking.bookingUrl, t);
  return {
    dedupeKey: `booking-cancelled:${receipt.id}`,
    kind: 'booking-cancelled',
    recipient: receipt.attendee.email,
    subject: t.cancellation.subject(title),
    textBody: `${foundationName}\n\n${body}\n\n${rowsToText(rows)}${link}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}${linkHtml}</body></html>`,
    attachments: [],
  };
}

/** A booking's refund as its e-mails tell it (one per state it reaches). */
export interface BookingRefundForMail {
  refundId: string;
  /** The attempt: a retried refund e-mails its new request and outcome again. */
  attempts: number;
  status: 'pending' | 'processed' | 'failed';
  refundPaise: number;
  amountPaise: number;
  bookingId: string;
  eventTitle: string;
  name: string;
  email: string;
  bookingUrl: string | null;
}

/** Tells the attendee a refund was requested, made, or failed (then staff retry it), exact about amounts. */
export function bookingRefundMail(
  refund: BookingRefundForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = refund.eventTitle;
  const inWords = refundInWordsIn(locale, refund.refundPaise, refund.amountPaise);
  const greeting = t.dearName(refund.name);
  const body = t.refund.body(t.refund.status[refund.status](inWords), refund.bookingId, title);
  const subject = t.refund.subject[refund.status](formatInr(refund.refundPaise / 100, locale), title);
  const { link, linkHtml } = bookingPageLink(refund.bookingUrl, t);
  return {
    dedupeKey: `booking-refund:${refund.refundId}:${refund.attempts}:${refund.status}`,
    kind: 'booking-refund',
    recipient: refund.email,
    subject,
    textBody: `${foundationName}\n\n${greeting}\n\n${body}${link}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${linkHtml}</body></html>`,
    attachments: [],
  };
}

/** One booking of a cancelled event, its event's texts already in the booking's language. */
export interface EventCancelledForMail {
  registrationId: string;
  name: string;
  email: string;
  eventTitle: string;
  startDate: string;
  endDate: string;
  /** Staff's reason in the booking's language (the English one where no Hindi was written). */
  reason: string;
  /** Whole paise paid and coming back (0 and 0 for a free booking). */
  amountPaise: number;
  refundPaise: number;
  bookingUrl: string | null;
}

/**
 * The event was cancelled by staff: the reason, that the booking is cancelled, and the refund of all that was
 * paid (its own e-mails follow when it is made). One per booking (`event-cancelled:<booking>`).
 */
export function eventCancelledMail(
  booking: EventCancelledForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const c = t.eventCancelled;
  const dates = formatDateRange(booking.startDate, booking.endDate, locale);
  const money =
    booking.amountPaise > 0 && booking.refundPaise > 0
      ? c.refund(refundInWordsIn(locale, booking.refundPaise, booking.amountPaise))
      : c.free;
  const rows: [string, string][] = [
    [t.label.event, booking.eventTitle],
    [t.label.eventDates, dates],
    [c.reason, booking.reason],
    [t.label.bookingId, booking.registrationId],
  ];
  const greeting = t.dearName(booking.name);
  const intro = c.body(booking.eventTitle, dates);
  const page = booking.bookingUrl
    ? {
        text: `${t.bookingPage}: ${booking.bookingUrl}`,
        html: `<p>${htmlLink(booking.bookingUrl, t.bookingPage)}</p>`,
      }
    : { text: '', html: '' };
  const textParts = [greeting, intro, rowsToText(rows), money];
  if (page.text) textParts.push(page.text);
  textParts.push(c.apology, foundationName);
  return {
    dedupeKey: `event-cancelled:${booking.registrationId}`,
    kind: 'event-cancelled',
    recipient: booking.email,
    subject: c.subject(booking.eventTitle),
    textBody: `${textParts.join('\n\n')}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${rowsToHtml(rows)}<p>${escapeHtml(money)}</p>${page.html}<p>${escapeHtml(c.apology)}</p></body></html>`,
    attachments: [],
  };
}
