import {
  DEFAULT_LOCALE,
  eventStartInstant,
  formatDateRange,
  formatIndiaDateTime,
  formatIndiaTime,
  formatIndianLongDate,
  formatInr,
  plainTextParagraphs,
  plainTextParts,
  type EventChange,
  type EventType,
  type Locale,
} from '@foundation/shared';
import { MAIL_TEXTS, refundInWordsIn } from './mail-texts.js';
import { escapeHtml, langAttribute, rowsToHtml, rowsToText, type MailMessage } from './mail-templates.js';

/** The kind of deferred attachment that is a booking's ticket PDF (its id is the registration's id). */
export const TICKET_PDF_ATTACHMENT = 'ticket-pdf';

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
      ? { text: `${r.join}: ${reminder.joinUrl}`, html: link(reminder.joinUrl, r.join) }
      : { text: r.noJoinLink, html: escapeHtml(r.noJoinLink) }
    : { text: `${r.map}: ${reminder.mapsUrl}`, html: link(reminder.mapsUrl, r.map) };
  const booking = reminder.bookingUrl
    ? { text: `${r.bookingPage}: ${reminder.bookingUrl}`, html: link(reminder.bookingUrl, r.bookingPage) }
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

function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}

/** Plain text as HTML: every character escaped, paragraphs and line breaks kept, web addresses made links. */
export function plainTextToHtml(text: string): string {
  return plainTextParagraphs(text)
    .map(
      (lines) =>
        `<p>${lines
          .map((line) =>
            plainTextParts(line)
              .map((part) => (part.kind === 'link' ? link(part.url, part.url) : escapeHtml(part.text)))
              .join(''),
          )
          .join('<br>')}</p>`,
    )
    .join('');
}

/** What one recipient of a message to attendees is. */
export interface MessageRecipientForMail {
  /** The booking's or waiting entry's id (one e-mail per message and recipient). */
  id: string;
  name: string;
  email: string;
}

/**
 * A message from staff to one attendee, in the attendee's language (the Hindi version where staff wrote
 * one, field by field English otherwise): plain text, links made clickable, no HTML of staff's passed on.
 */
export function eventMessageMail(
  message: { id: string; subject: string; body: string },
  recipient: MessageRecipientForMail,
  eventTitle: string,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  // Exactly what staff wrote (and previewed): no greeting added before their own.
  const footer = t.message.footer(eventTitle, foundationName);
  return {
    dedupeKey: `event-message:${message.id}:${recipient.id}`,
    kind: 'event-message',
    recipient: recipient.email,
    subject: message.subject,
    textBody: `${message.body.replace(/\r\n?/g, '\n').trim()}\n\n${foundationName}\n\n${footer}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1>${plainTextToHtml(message.body)}<p><small>${escapeHtml(footer)}</small></p></body></html>`,
    attachments: [],
  };
}

/** The staff's copy of a message to attendees: both versions, who sent it and to how many (English only). */
export function eventMessageStaffCopy(
  message: {
    id: string;
    subject: string;
    body: string;
    subjectHi: string | null;
    bodyHi: string | null;
    audience: string;
    recipients: number;
    sentBy: string | null;
  },
  eventTitle: string,
  staffAddress: string,
): MailMessage {
  const intro = `${message.sentBy ?? 'Staff'} sent this message to ${message.recipients} ${message.recipients === 1 ? 'person' : 'people'} (${message.audience}) of ${eventTitle}.`;
  const hindi =
    message.subjectHi || message.bodyHi
      ? `\n\n--- Hindi version ---\n${message.subjectHi ?? message.subject}\n\n${message.bodyHi ?? message.body}`
      : '';
  const hindiHtml =
    message.subjectHi || message.bodyHi
      ? `<h2>Hindi version</h2><p><strong>${escapeHtml(message.subjectHi ?? message.subject)}</strong></p><div lang="hi">${plainTextToHtml(message.bodyHi ?? message.body)}</div>`
      : '';
  return {
    dedupeKey: `event-message-staff:${message.id}`,
    kind: 'event-message',
    recipient: staffAddress,
    subject: `Copy: ${message.subject} (${eventTitle})`,
    textBody: `${intro}\n\n${message.subject}\n\n${message.body}${hindi}\n`,
    htmlBody: `<!doctype html><html><body><p>${escapeHtml(intro)}</p><h2>${escapeHtml(message.subject)}</h2>${plainTextToHtml(message.body)}${hindiHtml}</body></html>`,
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
        html: `<p>${link(booking.bookingUrl, t.bookingPage)}</p>`,
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

/** The when and where of an event as the change e-mail prints them, already in the booking's language. */
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
    pageHtml = `<p>${link(booking.bookingUrl, c.bookingPage)}</p>`;
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
