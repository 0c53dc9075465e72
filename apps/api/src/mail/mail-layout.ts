import { plainTextParagraphs, plainTextParts, type Locale, type MailKind } from '@foundation/shared';
import type { StoredMailAttachment } from './mail-outbox.entity.js';

// The layout every e-mail shares: the message's shape, escaping, the label-value rows and links. Each
// domain writes its own e-mails from these (donations/donation-mails.ts, registrations/booking-*-mail*.ts, ...)
// with their sentences from MAIL_TEXTS (mail-texts.ts).
//
// The staff-written texts a template prints (event titles, locations, ticket type and role names) arrive
// already in the record's language, chosen once where the document's data is built (`bookingTexts` for a
// booking, the waiting list's `entryTexts`, the volunteer service's role title); templates translate only
// their own sentences, from MAIL_TEXTS.

export interface MailMessage {
  dedupeKey: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: StoredMailAttachment[];
  /**
   * A newsletter or other non-essential e-mail: the one-click unsubscribe address it is sent with
   * (`List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058). Absent on the e-mails a booking or a gift needs.
   */
  listUnsubscribe?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function rowsToText(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export function rowsToHtml(rows: [string, string][]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${body}</table>`;
}

/**
 * The `lang` of a visitor's e-mail: none on English ones (they stay exactly as they were), `hi` on Hindi
 * ones so that mail clients and screen readers pick the right voice and fonts.
 */
export function langAttribute(locale: Locale): string {
  return locale === 'en' ? '' : ` lang="${locale}"`;
}

/** A link in an e-mail's HTML: the address and the label escaped. */
export function htmlLink(url: string, label: string): string {
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
              .map((part) => (part.kind === 'link' ? htmlLink(part.url, part.url) : escapeHtml(part.text)))
              .join(''),
          )
          .join('<br>')}</p>`,
    )
    .join('');
}

/** The kind of deferred attachment that is a booking's ticket PDF (its id is the registration's id). */
export const TICKET_PDF_ATTACHMENT = 'ticket-pdf';
