import {
  DEFAULT_LOCALE,
  formatDateRange,
  formatInr,
  formatIndiaDateTime,
  type Locale,
  type RegistrationReceipt,
} from '@foundation/shared';
import {
  buildIcs,
  escapeHtml,
  langAttribute,
  MAIL_TEXTS,
  rowsToHtml,
  rowsToText,
  type MailMessage,
} from '../mail/index.js';

/** The receipt rows of docs/product.md §2: booking id, date, event, dates, location, attendee, payment, ticket type. */
export function receiptRows(
  receipt: RegistrationReceipt,
  locale: Locale = DEFAULT_LOCALE,
): [string, string][] {
  const t = MAIL_TEXTS[locale];
  const rows: [string, string][] = [
    [t.label.bookingId, receipt.id],
    [t.label.date, formatIndiaDateTime(receipt.createdAt, locale)],
    [t.label.event, receipt.event.title],
    [t.label.eventDates, formatDateRange(receipt.event.startDate, receipt.event.endDate, locale)],
    [t.label.location, receipt.event.location],
    [t.label.name, receipt.attendee.name],
    [t.label.email, receipt.attendee.email],
    [t.label.phone, receipt.attendee.phone],
    [t.label.address, receipt.attendee.address],
    [t.label.ticketType, receipt.ticketTypeName ?? t.notApplicable],
    [t.label.numberOfTickets, String(receipt.numberOfTickets)],
  ];
  if (receipt.isPaid) {
    rows.push(
      [t.label.paymentId, receipt.paymentId ?? t.notApplicable],
      [t.label.orderId, receipt.orderId ?? t.notApplicable],
      [t.label.totalAmount, formatInr(receipt.totalAmount, locale)],
    );
  }
  return rows;
}

/** The attendee's confirmation: receipt in text and HTML, and the event as an .ics attachment. */
export function registrationReceiptMail(
  receipt: RegistrationReceipt,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = receipt.event.title;
  const rows = receiptRows(receipt, locale);
  const intro = t.booking.intro(title);
  const ics = buildIcs({
    uid: `${receipt.id}@registrations.foundation`,
    title,
    description: t.booking.icsDescription(receipt.id, receipt.numberOfTickets),
    location: receipt.event.location,
    startDate: receipt.event.startDate,
    endDate: receipt.event.endDate,
    organizerName: foundationName,
  });
  return {
    dedupeKey: `registration-receipt:${receipt.id}`,
    kind: 'registration-receipt',
    recipient: receipt.attendee.email,
    subject: t.booking.subject(title),
    textBody: `${foundationName}\n\n${intro}\n\n${rowsToText(rows)}\n\n${t.booking.calendarNote}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(intro)}</p>${rowsToHtml(rows)}<p>${escapeHtml(t.booking.calendarNote)}</p></body></html>`,
    attachments: [
      { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  };
}

/**
 * The attendee's confirmation with the link to their booking page (`{SITE_URL}/bookings/{token}`), where
 * they print the receipt, download the ticket, add the event to a calendar or have this e-mail sent again.
 * `bookingUrl` null: the plain confirmation (a booking made before links existed). `dedupeKey` defaults to
 * the one confirmation per booking; a resend passes its own.
 */
export function bookingConfirmationMail(
  receipt: RegistrationReceipt,
  foundationName: string,
  bookingUrl: string | null,
  dedupeKey?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale].booking;
  const mail = registrationReceiptMail(receipt, foundationName, locale);
  if (dedupeKey) mail.dedupeKey = dedupeKey;
  if (!bookingUrl) return mail;
  const text = `${t.manageText(bookingUrl)}\n${t.keepLink}`;
  const html = `<p><a href="${escapeHtml(bookingUrl)}">${escapeHtml(t.manageLink)}</a>${escapeHtml(t.manageRest)}</p><p>${escapeHtml(t.keepLink)}</p>`;
  mail.textBody = mail.textBody.replace(/\n$/, `\n\n${text}\n`);
  mail.htmlBody = mail.htmlBody.replace('</body>', `${html}</body>`);
  return mail;
}
