/**
 * Messages from staff to an event's attendees (docs/events-operations.md "Messages to attendees"): who can
 * be reached, the limits of a message, and how its plain text becomes paragraphs and clickable links. The
 * API's e-mail and the admin panel's preview use the same `plainTextParts`.
 */
import { formatIndianDigits } from './money.js';

/** Who a message goes to. */
export const EVENT_MESSAGE_AUDIENCES = ['confirmed', 'checked-in', 'not-checked-in', 'waitlist'] as const;
export type EventMessageAudience = (typeof EVENT_MESSAGE_AUDIENCES)[number];

export const EVENT_MESSAGE_LIMITS = { subject: 200, body: 5000, ticketTypeIds: 50 } as const;

export const EVENT_MESSAGE_MESSAGES = {
  subject: `Subject is required (at most ${EVENT_MESSAGE_LIMITS.subject} characters)`,
  body: `Message is required (at most ${formatIndianDigits(EVENT_MESSAGE_LIMITS.body)} characters)`,
  subjectHi: `Hindi subject must be at most ${EVENT_MESSAGE_LIMITS.subject} characters`,
  bodyHi: `Hindi message must be at most ${formatIndianDigits(EVENT_MESSAGE_LIMITS.body)} characters`,
  audience: `Audience must be one of ${EVENT_MESSAGE_AUDIENCES.join(', ')}`,
  ticketTypeIds: 'ticketTypeIds must list ticket types of this event',
  noRecipients: 'No one is in this audience, so nothing was sent.',
} as const;

/** Body of `POST /api/admin/events/{id}/messages`. */
export interface SendEventMessageRequest {
  subject: string;
  body: string;
  /** The Hindi version, for bookings made in Hindi (each falls back to English when empty). */
  subjectHi?: string | null;
  bodyHi?: string | null;
  audience: EventMessageAudience;
  /** Only these ticket types' bookings (or waiting entries); all when absent or empty. */
  ticketTypeIds?: string[];
}

/** How many a message would reach now, by language (`GET /api/admin/events/{id}/messages/recipients`). */
export interface EventMessageRecipientCount {
  recipients: number;
  english: number;
  hindi: number;
}

/** A message sent, as `GET /api/admin/events/{id}/messages` lists it (newest first). */
export interface EventMessageRecord {
  id: string;
  eventId: string;
  subject: string;
  subjectHi: string | null;
  body: string;
  bodyHi: string | null;
  audience: EventMessageAudience;
  ticketTypeIds: string[];
  /** The admin who sent it (their e-mail at the time). */
  sentBy: string | null;
  sentAt: string;
  recipients: number;
  /** E-mails accepted by the mail server so far, given up, and still waiting. */
  delivered: number;
  failed: number;
  pending: number;
}

export type PlainTextPart = { kind: 'text'; text: string } | { kind: 'link'; url: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]'’”]+$/;

/** A line of plain text as text and links (http and https addresses only; anything else stays text). */
export function plainTextParts(line: string): PlainTextPart[] {
  const parts: PlainTextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: line.slice(last, start) });
    parts.push({ kind: 'link', url });
    last = start + url.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

/** Paragraphs (split at blank lines), each a list of lines. */
export function plainTextParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

/** The Hindi version where given, else the English one, field by field. */
export function messageIn(
  message: Pick<SendEventMessageRequest, 'subject' | 'body' | 'subjectHi' | 'bodyHi'>,
  locale: 'en' | 'hi',
): { subject: string; body: string } {
  if (locale === 'en') return { subject: message.subject, body: message.body };
  return {
    subject: message.subjectHi?.trim() ? message.subjectHi : message.subject,
    body: message.bodyHi?.trim() ? message.bodyHi : message.body,
  };
}
