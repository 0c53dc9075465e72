import { generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * The JWT secret of the test run: the API has no built-in key, so the tests make their own. The global setup
 * generates one per run (FOUNDATION_TEST_JWT_SECRET); a test file run on its own makes one for itself.
 */
export const TEST_JWT_SECRET: string =
  process.env.FOUNDATION_TEST_JWT_SECRET ?? randomBytes(48).toString('base64url');

/** The booking-link key of a test file (each file makes its own; its API processes share it). */
export const TEST_BOOKING_LINK_SECRET: string = randomBytes(48).toString('base64url');

/** The tickets' Ed25519 signing key of a test file, as a PKCS#8 PEM (one of the two accepted forms). */
export const TEST_TICKET_SIGNING_KEY: string = generateKeyPairSync('ed25519')
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();
