import { randomBytes } from 'node:crypto';

/**
 * The JWT secret of the test run: the API has no built-in key, so the tests make their own. The global setup
 * generates one per run (FOUNDATION_TEST_JWT_SECRET); a test file run on its own makes one for itself.
 */
export const TEST_JWT_SECRET: string =
  process.env.FOUNDATION_TEST_JWT_SECRET ?? randomBytes(48).toString('base64url');
