import { defineConfig, devices } from '@playwright/test';

const SITE_CONTENT_JOURNEYS = /content-(projects-slides|retreats-sessions|vishranti)\.spec\.ts/;
/** Tests that read the demo's pages exactly as seeded: they run before any test changes what visitors see. */
const SEEDED_PAGES = /site-hindi-latin\.spec\.ts/;

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the whole
 * product started from its production builds on a fresh embedded PostgreSQL (see global-setup.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // A cold admin event page costs about 2 s of main thread on a quiet machine, 5 s beside a second worker, and
  // once passed 10 s on a loaded two-core CI machine: a condition is still awaited, only longer before failing.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs in to the admin panel once for the whole run (sign-ins are rate-limited per address).
    {
      name: 'admin-setup',
      testMatch: /admin\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The Hindi pages as seeded, at a phone's 390×844, before any test adds English records to them.
    {
      name: 'seeded-pages',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: SEEDED_PAGES,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['admin-setup', 'seeded-pages'],
      testIgnore: [/.*\.phone\.spec\.ts/, SITE_CONTENT_JOURNEYS, SEEDED_PAGES],
    },
    // Phone-sized runs (the admin ones at 390x844 on the signed-in state of admin-setup).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /.*\.phone\.spec\.ts/,
      dependencies: ['admin-setup', 'seeded-pages'],
    },
    // Journeys in which staff change what every visitor sees (a hero slide, a retreat, a session, a video): they run
    // after the others, so that no test reading the demo's pages (and the site server's 60-second cache of
    // them) sees their changes.
    {
      name: 'site-content',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: SITE_CONTENT_JOURNEYS,
      dependencies: ['desktop', 'phone'],
    },
  ],
});
