import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain JavaScript module of the workspace tools (no type declarations)
import { startStack } from '../../tools/lib/stack.mjs';

/**
 * Every browser and request of the run comes from 127.0.0.1: the limits of public writes per client address
 * (production defaults: 10 registrations per 10 minutes, 5 contact messages per hour...) are set high here,
 * not in the product. The limits themselves are tested in the API's integration tests.
 */
const GENEROUS_WRITE_LIMITS = {
  REGISTRATIONS_MAX_PER_IP: '1000000',
  DONATION_ORDERS_MAX_PER_IP: '1000000',
  CONTACT_MAX_PER_IP: '1000000',
  NEWSLETTER_MAX_PER_IP: '1000000',
  BOOKING_RESENDS_MAX_PER_IP: '1000000',
  BOOKING_CANCELS_MAX_PER_IP: '1000000',
  // Unpaid seats per holder and per event: every test books from one address, often with one e-mail.
  HOLD_MAX_PENDING_SEATS_PER_HOLDER: '1000',
  HOLD_MAX_SHARE_OF_SEATS_LEFT: '100',
};

/**
 * Every browser of the run reuses the one admin sign-in that admin.setup.ts made (sign-ins are limited per
 * address). Access tokens last an hour here, the longest the API allows: on a loaded machine a run took over
 * 15 minutes (the production lifetime) and its late admin tests found the sign-in page, as browsers sharing one
 * session, which a real admin never does, refreshed it. Expiry and refresh are tested in the API's auth tests.
 */
const ONE_SIGN_IN_FOR_THE_RUN = { JWT_ACCESS_TTL_SECONDS: '3600' };

/**
 * Starts the product once for the whole run: a fresh embedded PostgreSQL in a temporary folder (or
 * DATABASE_URL's server), migrations, demo seed, the API and both static apps on free ports. The URLs reach
 * the tests through the environment.
 */
export default async function globalSetup() {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-e2e-'));
  chmodSync(varDir, 0o755); // the embedded server runs as the 'postgres' user when we are root
  const stack = await startStack({
    varDir,
    log: () => {},
    apiEnv: { LOG_LEVEL: 'warn', ...GENEROUS_WRITE_LIMITS, ...ONE_SIGN_IN_FOR_THE_RUN },
  });
  process.env.E2E_API_URL = stack.urls.api;
  process.env.E2E_SITE_URL = stack.urls.site;
  process.env.E2E_ADMIN_URL = stack.urls.admin;
  process.env.E2E_ADMIN_EMAIL = stack.admin.email;
  process.env.E2E_ADMIN_PASSWORD = stack.admin.password;
  // The demo's member of each staff role (tools/demo-data/staff.mjs), for the role tests.
  process.env.E2E_STAFF_SIGN_INS = JSON.stringify(stack.signIns);
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  return async () => {
    await stack.stop();
    rmSync(varDir, { recursive: true, force: true });
  };
}
