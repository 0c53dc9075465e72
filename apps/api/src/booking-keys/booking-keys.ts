import { createHmac, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The two secrets of bookings (docs/bookings.md): the key that derives booking links and the Ed25519 key
 * that signs tickets. Separate so that either can be replaced without the other: a new ticket key makes
 * the scanners fetch the new public key, a new link secret makes the links in sent e-mails stop working.
 * How the configuration's values are read (and checked at start-up) is in config/ticket-signing-key.ts.
 */

/** The raw 32-byte public key of a private key, base64url. */
export function rawPublicKey(privateKey: KeyObject): string {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return String(jwk.x);
}

/**
 * A registration's booking link secret, derived from its id: HMAC-SHA256 under BOOKING_LINK_SECRET, 32
 * bytes in base64url (43 characters, 256 bits). Being derived, it can be written into the confirmation
 * e-mail by whichever step completes the booking (a provider's webhook included) without the raw secret
 * ever being stored; the database keeps only its SHA-256 (`access_token_hash`), like any access token.
 */
export function deriveBookingToken(secret: string, registrationId: string): string {
  return createHmac('sha256', secret).update(`booking-link:v1:${registrationId}`).digest('base64url');
}

/**
 * A check-in link's secret, derived from the link's id under the same key with its own label (so it can
 * never equal a booking's): staff can copy the link again from the event's page while only its SHA-256 is
 * stored (docs/decisions/0018-check-in-links.md).
 */
export function deriveCheckInLinkToken(secret: string, linkId: string): string {
  return createHmac('sha256', secret).update(`check-in-link:v1:${linkId}`).digest('base64url');
}

/**
 * A newsletter subscription's unsubscribe token, `<subscriber id>.<signature>`: the id signed under the
 * same key with its own label, so the link works without signing in and without a stored secret, and a
 * token for one subscription never opens another (docs/privacy.md "Newsletter").
 */
export function deriveUnsubscribeToken(secret: string, subscriberId: string): string {
  const signature = createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:v1:${subscriberId}`)
    .digest('base64url');
  return `${subscriberId}.${signature}`;
}
