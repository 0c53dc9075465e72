import {
  DEFAULT_LOCALE,
  formatDateRange,
  formatIndiaTime,
  formatIndianLongDate,
  type EventType,
  type Locale,
} from '@foundation/shared';
import {
  escapeHtml,
  htmlLink,
  langAttribute,
  MAIL_TEXTS,
  rowsToHtml,
  rowsToText,
  TICKET_PDF_ATTACHMENT,
  type MailMessage,
} from '../mail/index.js';

/** One booking's reminder, its event's texts already in the booking's language. */
export interface EventReminderForMail {
  registrationId: string;
  name: string;
  email: string;
  eventTitle: string;
  eventType: EventType;
  /** `YYYY-MM-DD` */
  startDate: string;
  endDate: string;
  /** The start instant when the event has a start time, else null (only its dates are printed). */
  startsAt: Date | null;
  location: string;
  mapsUrl: string;
  /** An online event's join link (null: none set yet). */
  joinUrl: string | null;
  bookingUrl: string | null;
  /** The slot the reminder is for (shared reminderSlot): one e-mail per booking and slot. */
  slot: string;
}

/** 'on 12 March 2027, 6:00 PM IST' style: the dates, and the start time when there is one. */
function whenText(reminder: EventReminderForMail, locale: Locale): string {
  if (reminder.eventType === 'online' && reminder.startsAt) {
    const time = formatIndiaTime(reminder.startsAt, locale, true);
    const date = formatIndianLongDate(reminder.startDate, locale);
    // English says the time first ('7:00 AM IST, 1 March 2030'); Hindi the date ('1 मार्च 2030, सुबह 7:00 बजे (भारतीय समय)').
    return locale === 'hi' ? `${date}, ${time}` : `${time}, ${date}`;
  }
  const dates = formatDateRange(reminder.startDate, reminder.endDate, locale);
  return reminder.startsAt ? `${dates}, ${formatIndiaTime(reminder.startsAt, locale, true)}` : dates;
}

/**
 * The reminder before an event: when and where (with a maps link), or the join link of an online event, the
 * booking page's link, and the ticket PDF (rendered when the e-mail is sent). Once per booking and slot.
 */
export function eventReminderMail(
  reminder: EventReminderForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const r = t.reminder;
  const when = whenText(reminder, locale);
  const online = reminder.eventType === 'online';
  const intro = online ? r.online(reminder.eventTitle, when) : r.offline(reminder.eventTitle, when);
  const rows: [string, string][] = [
    [t.label.event, reminder.eventTitle],
    [r.when, when],
  ];
  if (!online) rows.push([r.where, reminder.location]);
  rows.push([t.label.bookingId, reminder.registrationId]);
  const place = online
    ? reminder.joinUrl
      ? { text: `${r.join}: ${reminder.joinUrl}`, html: htmlLink(reminder.joinUrl, r.join) }
      : { text: r.noJoinLink, html: escapeHtml(r.noJoinLink) }
    : { text: `${r.map}: ${reminder.mapsUrl}`, html: htmlLink(reminder.mapsUrl, r.map) };
  const booking = reminder.bookingUrl
    ? { text: `${r.bookingPage}: ${reminder.bookingUrl}`, html: htmlLink(reminder.bookingUrl, r.bookingPage) }
    : null;
  const greeting = t.dearName(reminder.name);
  const ticket = online ? r.ticketOnline : r.ticket;
  const textParts = [greeting, intro, rowsToText(rows), place.text, ticket];
  if (booking) textParts.push(booking.text, r.turnedAway);
  textParts.push(foundationName);
  const htmlParts = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    rowsToHtml(rows),
    `<p>${place.html}</p>`,
    `<p>${escapeHtml(ticket)}</p>`,
  ];
  if (booking) htmlParts.push(`<p>${booking.html}</p>`, `<p>${escapeHtml(r.turnedAway)}</p>`);
  return {
    dedupeKey: `event-reminder:${reminder.registrationId}:${reminder.slot}`,
    kind: 'event-reminder',
    recipient: reminder.email,
    subject: r.subject(reminder.eventTitle, when),
    textBody: `${textParts.join('\n\n')}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1>${htmlParts.join('')}</body></html>`,
    attachments: [
      {
        filename: `ticket-${reminder.registrationId.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
        source: { kind: TICKET_PDF_ATTACHMENT, id: reminder.registrationId },
      },
    ],
  };
}
