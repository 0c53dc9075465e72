import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';

/**
 * The two secrets of bookings (docs/bookings.md): the key that derives booking links and the Ed25519 key
 * that signs tickets. Separate so that either can be replaced without the other: a new ticket key makes
 * the scanners fetch the new public key, a new link secret makes the links in sent e-mails stop working.
 */

/** DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows it (RFC 8410). */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
export const MIN_BOOKING_LINK_SECRET_BYTES = 32;

/**
 * Reads TICKET_SIGNING_PRIVATE_KEY: either the 32-byte Ed25519 seed in base64url or base64 (what `npm
 * start` generates: `openssl genpkey -algorithm ed25519` gives a PEM, which is accepted too), or a PKCS#8
 * PEM. Throws a readable Error for anything else.
 */
export function parseTicketSigningKey(value: string): KeyObject {
  const text = value.trim();
  let key: KeyObject;
  if (text.startsWith('-----BEGIN')) {
    key = createPrivateKey({ key: text.replace(/\\n/g, '\n'), format: 'pem' });
  } else {
    const seed = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (seed.length !== 32 || !/^[A-Za-z0-9+/_=-]+$/.test(text)) {
      throw new Error('must be a 32-byte Ed25519 seed in base64url, or a PKCS#8 PEM');
    }
    key = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('must be an Ed25519 private key');
  return key;
}

/** A new Ed25519 seed in base64url (what `npm start` stores in var/secrets.json). */
export function newTicketSigningSeed(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey
    .export({ format: 'der', type: 'pkcs8' })
    .subarray(PKCS8_ED25519_PREFIX.length)
    .toString('base64url');
}

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
