/**
 * "Manage my booking": the contract of `/api/bookings/{token}` and of the signed ticket token, shared by
 * the API (which answers and signs), the site (which shows the booking page) and a check-in scanner (which
 * verifies tickets offline). Pure: no framework, no Node-only API (WebCrypto and atob/btoa exist in Node 20+
 * and in current browsers). docs/product.md describes the page; docs/configuration.md the settings.
 */
import type { BookingCanceller, BookingRefund, CancellationTerms } from './cancellation.js';
import type { RegistrationReceipt } from './registration-types.js';
import type { EventStatus } from './event-cancellation.js';
import type { ScheduleItem } from './types.js';

// The shared library compiles without DOM or Node types: these are the few globals it uses here, present
// in Node 20+ and every current browser.
declare const btoa: (binary: string) => string;
declare const atob: (base64: string) => string;
interface SubtleEd25519 {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'Ed25519' },
    extractable: boolean,
    usages: ['verify'],
  ): Promise<unknown>;
  verify(
    algorithm: { name: 'Ed25519' },
    key: unknown,
    signature: Uint8Array,
    data: Uint8Array,
  ): Promise<boolean>;
}
const subtle = () => (globalThis as unknown as { crypto: { subtle: SubtleEd25519 } }).crypto.subtle;

/** A booking link's secret: 32 random-looking bytes in base64url (43 characters, 256 bits). */
export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string has the shape of a booking token (anything else is answered 404 without a lookup). */
export const isBookingTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && BOOKING_TOKEN_PATTERN.test(value);

/** The site path of a booking's page; the e-mail and the receipt modal put the site's origin before it. */
export const bookingPath = (token: string) => `/bookings/${token}`;

/** Why a booking has no ticket yet (or never will): what the 409 of the ticket route and the page say. */
export const BOOKING_MESSAGES = {
  notFound: 'Booking not found',
  ticketPending:
    'This booking is waiting for its payment: the ticket is issued once the payment is confirmed.',
  ticketFailed: 'This booking was not completed (its payment failed or was cancelled), so it has no ticket.',
  resent: 'The confirmation e-mail is on its way.',
  cancelled: 'This booking was cancelled, so its ticket is no longer valid.',
  nothingToCorrect: 'Nothing to correct: send name, phone or address',
  erased: 'The personal data of this booking was erased, so there is nothing to correct.',
} as const;

/** Answer of `GET /api/bookings/{token}`. */
export interface BookingResponse {
  booking: Booking;
}

export interface Booking {
  /** The receipt, as the registration modal shows it (printable). */
  receipt: RegistrationReceipt;
  /** The event's place and programme, for the page. */
  event: {
    location: string;
    /** A maps link for the place (stored https link, otherwise a maps search: shared maps.ts). */
    mapsUrl: string;
    schedule: ScheduleItem[];
    /** Whether the event has ended (India's calendar). */
    hasEnded: boolean;
    /** `cancelled` once staff cancelled the event, with their reason (both languages, Hindi may be null). */
    status: EventStatus;
    cancellationReason: string | null;
    cancellationReasonHi: string | null;
    /** `HH:MM` India time, or null. */
    startTime: string | null;
    /** When the event's dates, time or place last changed after people had booked (ISO 8601), or null. */
    movedAt: string | null;
  };
  /** Whether the ticket (PDF, QR) can be downloaded: only completed bookings have one. */
  ticketAvailable: boolean;
  /** Why not, in words (null when available). */
  ticketUnavailableReason: string | null;
  /** "Add to calendar" in Google Calendar; the `.ics` file is `calendar.ics` beside the booking. */
  googleCalendarUrl: string;
  /** Cancelling: the event's rule in words and what it gives now (shared cancellation.ts). */
  cancellation: BookingCancellation;
  /** The booking's refund, once one was requested (after a paid cancellation); null otherwise. */
  refund: BookingPageRefund | null;
}

/** A booking's refund as its page shows it: its amounts in words and its state's sentence in the request's language. */
export interface BookingPageRefund extends BookingRefund {
  /** 'A refund of ₹600 of ₹1,200 (50%) has been requested. …' (api-messages.ts `refundStatusText`). */
  sentence: string;
}

/** The booking page's "Cancel booking" section. */
export interface BookingCancellation {
  /** What the rule gives now (for a confirmed booking) or gave (for a cancelled one, its refund). */
  terms: CancellationTerms;
  /** When the booking was cancelled (ISO 8601), null while it is not. */
  cancelledAt: string | null;
  /** Who cancelled: the attendee on this page, the foundation's staff, or staff cancelling the event. */
  cancelledBy: BookingCanceller | null;
  /**
   * The event moved after this booking was made: until then (ISO 8601) it may be cancelled with a full
   * refund whatever the event's rule says (shared event-cancellation.ts); null when there is no such window.
   */
  moveWindowEndsAt: string | null;
}

/** Answer of `POST /api/bookings/{token}/resend` (202). */
export interface BookingResendResponse {
  message: string;
  /** Where the e-mail goes. */
  recipient: string;
}

// ---- Signed ticket tokens -------------------------------------------------------------------------------

/** The one signature algorithm of tickets. */
export const TICKET_SIGNATURE_ALGORITHM = 'Ed25519';
export const TICKET_TOKEN_VERSION = 1;

/** Answer of `GET /api/check-in/public-key`: the key that verifies every ticket's QR token. */
export interface CheckInPublicKey {
  algorithm: typeof TICKET_SIGNATURE_ALGORITHM;
  /** The raw 32-byte Ed25519 public key, base64url (WebCrypto: importKey('raw', …, 'Ed25519')). */
  publicKey: string;
  /** The same key as a JWK (RFC 8037). */
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
  /** The token format this key signs (see TicketClaims). */
  tokenVersion: typeof TICKET_TOKEN_VERSION;
}

/** What a ticket's QR token states, signed by the API. */
export interface TicketClaims {
  version: typeof TICKET_TOKEN_VERSION;
  /** The booking (registration) id, a UUID. */
  bookingId: string;
  /** The event's id, a UUID. */
  eventId: string;
  /** How many people the ticket admits (1 to 255). */
  admissions: number;
}

/**
 * Format of a ticket token, version 1: `base64url(payload) + "." + base64url(signature)`, no padding.
 * payload = 34 bytes: [0] the version (1); [1..16] the booking id's 16 bytes; [17..32] the event id's 16
 * bytes; [33] the admissions (unsigned byte). signature = Ed25519 over exactly those 34 payload bytes
 * (64 bytes). A token is 46 + 1 + 86 = 133 characters, all in the QR code's byte mode.
 */
export const TICKET_PAYLOAD_BYTES = 34;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidToBytes(uuid: string): Uint8Array {
  if (!UUID.test(uuid)) throw new RangeError(`Not a UUID: ${uuid}`);
  const hex = uuid.replace(/-/g, '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null for anything that is not unpadded base64url. */
export function base64UrlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char: string) => char.charCodeAt(0));
}

/** The bytes the API signs for a ticket. */
export function encodeTicketPayload(claims: Omit<TicketClaims, 'version'>): Uint8Array {
  if (!Number.isInteger(claims.admissions) || claims.admissions < 1 || claims.admissions > 255) {
    throw new RangeError('A ticket admits 1 to 255 people');
  }
  const payload = new Uint8Array(TICKET_PAYLOAD_BYTES);
  payload[0] = TICKET_TOKEN_VERSION;
  payload.set(uuidToBytes(claims.bookingId), 1);
  payload.set(uuidToBytes(claims.eventId), 17);
  payload[33] = claims.admissions;
  return payload;
}

/** Joins the payload and its signature into the token the QR code holds. */
export function formatTicketToken(payload: Uint8Array, signature: Uint8Array): string {
  return `${base64UrlEncode(payload)}.${base64UrlEncode(signature)}`;
}

/**
 * Splits a token and reads its claims WITHOUT checking the signature (verifyTicketToken does both). Null
 * for anything that is not a well-formed version-1 token.
 */
export function parseTicketToken(
  token: unknown,
): { claims: TicketClaims; payload: Uint8Array; signature: Uint8Array } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const payload = base64UrlDecode(parts[0]);
  const signature = base64UrlDecode(parts[1]);
  if (!payload || !signature || payload.length !== TICKET_PAYLOAD_BYTES || signature.length !== 64)
    return null;
  if (payload[0] !== TICKET_TOKEN_VERSION || payload[33] < 1) return null;
  return {
    claims: {
      version: TICKET_TOKEN_VERSION,
      bookingId: bytesToUuid(payload.subarray(1, 17)),
      eventId: bytesToUuid(payload.subarray(17, 33)),
      admissions: payload[33],
    },
    payload,
    signature,
  };
}

/**
 * Verifies a ticket token offline with the published public key (raw base64url, as `GET
 * /api/check-in/public-key` gives it) through WebCrypto's Ed25519 (Node 20+, Chrome 137+, Firefox 129+,
 * Safari 17+). The claims when the signature holds, otherwise null (never throws on bad input).
 */
export async function verifyTicketToken(token: unknown, publicKey: string): Promise<TicketClaims | null> {
  const parsed = parseTicketToken(token);
  const raw = base64UrlDecode(publicKey);
  if (!parsed || !raw || raw.length !== 32) return null;
  try {
    const key = await subtle().importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    const valid = await subtle().verify({ name: 'Ed25519' }, key, parsed.signature, parsed.payload);
    return valid ? parsed.claims : null;
  } catch {
    return null;
  }
}

// ---- Calendar -------------------------------------------------------------------------------------------

const compactDate = (date: string) => date.replace(/-/g, '');

function dayAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * Google Calendar's "add event" link for a whole-day event (its end date is exclusive there, as in .ics).
 * Events are whole days in India's calendar, so no time zone is needed.
 */
export function googleCalendarUrl(entry: {
  title: string;
  startDate: string;
  endDate: string;
  location: string;
  details: string;
}): string {
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', entry.title],
    ['dates', `${compactDate(entry.startDate)}/${compactDate(dayAfter(entry.endDate))}`],
    ['location', entry.location],
    ['details', entry.details],
  ];
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
