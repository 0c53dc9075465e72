import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * The settings of the booking keys as loadConfig checks them (docs/bookings.md): the shortest booking link
 * secret, and the reading of the ticket signing key. The keys themselves are used in booking-keys/.
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
