import { DEFAULT_LOCALE, formatDateRange, formatIndiaDateTime, type Locale } from '@foundation/shared';
import {
  escapeHtml,
  langAttribute,
  MAIL_TEXTS,
  rowsToHtml,
  rowsToText,
  type MailMessage,
} from '../mail/index.js';

/** A waiting-list entry as its e-mails tell it (every field plain text, escaped in the HTML). */
export interface WaitlistEntryForMail {
  id: string;
  name: string;
  email: string;
  eventTitle: string;
  eventStartDate: string;
  eventEndDate: string;
  ticketTypeName: string;
  numberOfTickets: number;
}

function waitlistRows(entry: WaitlistEntryForMail, locale: Locale): [string, string][] {
  const { label } = MAIL_TEXTS[locale];
  return [
    [label.event, entry.eventTitle],
    [label.dates, formatDateRange(entry.eventStartDate, entry.eventEndDate, locale)],
    [label.ticketType, entry.ticketTypeName],
    [label.tickets, String(entry.numberOfTickets)],
  ];
}

/** Confirms a place on the waiting list and says what happens next. */
export function waitlistJoinedMail(
  entry: WaitlistEntryForMail,
  position: number,
  foundationName: string,
  offerHours: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = entry.eventTitle;
  const greeting = t.dearName(entry.name);
  const body = t.waitlist.joined(title, position, offerHours);
  const rows = waitlistRows(entry, locale);
  return {
    dedupeKey: `waitlist-joined:${entry.id}`,
    kind: 'waitlist-joined',
    recipient: entry.email,
    subject: t.waitlist.joinedSubject(title),
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}

/**
 * The offer: seats are held until `expiresAt`; the secret link opens the page where the person confirms
 * (free) or pays (paid). One per offer (`offerId` changes with each offer made to the entry).
 */
export function waitlistOfferMail(
  entry: WaitlistEntryForMail,
  offerUrl: string,
  expiresAt: Date,
  foundationName: string,
  offerId: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = entry.eventTitle;
  const greeting = t.dearName(entry.name);
  const body = t.waitlist.offer(title, entry.numberOfTickets, formatIndiaDateTime(expiresAt, locale));
  const keep = t.waitlist.keepLink;
  const confirm = t.waitlist.confirm;
  const rows = waitlistRows(entry, locale);
  return {
    dedupeKey: `waitlist-offer:${offerId}`,
    kind: 'waitlist-offer',
    recipient: entry.email,
    subject: t.waitlist.offerSubject(title),
    textBody: `${greeting}\n\n${body}\n\n${confirm}: ${offerUrl}\n${keep}\n\n${rowsToText(rows)}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(offerUrl)}">${escapeHtml(confirm)}</a></p><p>${escapeHtml(keep)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}
