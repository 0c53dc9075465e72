import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';
import { escapeHtml, langAttribute, MAIL_TEXTS, plainTextToHtml, type MailMessage } from '../mail/index.js';

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
