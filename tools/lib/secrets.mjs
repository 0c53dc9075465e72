// @ts-check
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A fresh random key, long enough for every secret the API asks for (JWT_SECRET needs 32 bytes). */
export const randomSecret = () => randomBytes(48).toString('base64url');

/** A fresh Ed25519 ticket-signing key: its 32-byte seed in base64url (the end of its PKCS#8 DER form). */
export const newTicketSigningSeed = () =>
  generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'der', type: 'pkcs8' })
    .subarray(16)
    .toString('base64url');

/**
 * The secrets of a local stack, kept in `<varDir>/secrets.json` (mode 0600, never committed: var/ is
 * ignored): generated on the first start and reused afterwards, so signed-in admins stay signed in across
 * restarts. The API has no built-in key: without this file (or JWT_SECRET in the environment) it refuses to
 * start. A value set in the environment wins over the file.
 *
 * @param {string} varDir
 * @returns {Record<string, string>}
 */
export function localSecrets(varDir) {
  const file = path.join(varDir, 'secrets.json');
  /** @type {Record<string, string>} */
  let stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const failure = /** @type {NodeJS.ErrnoException} */ (error);
    if (failure.code !== 'ENOENT')
      throw new Error(`${file} is not readable JSON: ${failure.message}`, { cause: error });
  }
  // The booking secrets (the link key and the tickets' Ed25519 key) are kept like JWT_SECRET, so booking
  // links in sent e-mails and printed tickets stay valid across restarts.
  const secrets = {
    JWT_SECRET: stored.JWT_SECRET || randomSecret(),
    BOOKING_LINK_SECRET: stored.BOOKING_LINK_SECRET || randomSecret(),
    TICKET_SIGNING_PRIVATE_KEY: stored.TICKET_SIGNING_PRIVATE_KEY || newTicketSigningSeed(),
  };
  if (Object.entries(secrets).some(([name, value]) => stored[name] !== value)) {
    mkdirSync(varDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify({ ...stored, ...secrets }, null, 2)}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return Object.fromEntries(
    Object.entries(secrets).map(([name, value]) => [name, process.env[name] || value]),
  );
}
