// @ts-check
// The one statement of which API domain may use which: the folders of apps/api/src and, for each, the other
// domains it may import. eslint.config.js turns it into the `api/domain-imports` rule (tools/lint/
// api-domain-imports.mjs): a domain reaches another only through that domain's `index.ts`, and only one its
// entry here lists. tools/docs/dependency-diagram.mjs draws the graph the code actually has into
// docs/architecture.md, and tools/lint/api-boundaries.spec.ts checks that it has no cycle.
//
// To let a domain use another, add the other to its list; if that would close a cycle, move the code that
// both need down instead (docs/architecture.md, "Dependencies between the API's domains").

/**
 * Shared plumbing every domain may use, file by file (no index): each lists the foundations it may import,
 * and none imports a domain.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const API_FOUNDATIONS = {
  config: [],
  common: ['config'],
};

/**
 * Folders of apps/api/src that are neither: the wiring (database/: migrations and the list of every
 * domain's entities, like app.module.ts) and the test helpers. They may import anything; no domain imports them.
 */
export const API_WIRING = ['database', 'testing'];

/**
 * Each domain and the domains it may import (through their index.ts). The foundations are always allowed.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const API_DOMAINS = {
  audit: [],
  auth: ['audit', 'mail'],
  'booking-keys': ['payments'],
  bookings: ['booking-keys', 'mail', 'payments', 'personal-data', 'receipts', 'registrations'],
  certificates: ['audit', 'auth', 'donations', 'donor-links', 'mail', 'payments'],
  'check-in': [
    'audit',
    'auth',
    'booking-keys',
    'events',
    'mail',
    'payments',
    'registrations',
    'ticket-types',
  ],
  'community-programs': ['audit', 'auth', 'media', 'ticket-types'],
  contact: ['audit', 'privacy'],
  dashboard: ['auth', 'check-in', 'personal-data', 'ticket-types'],
  'donation-projects': ['audit', 'auth', 'media', 'ticket-types'],
  donations: ['audit', 'auth', 'donation-projects', 'donor-links', 'mail', 'payments', 'privacy', 'receipts'],
  'donor-links': ['payments'],
  'event-cancellation': ['audit', 'auth', 'booking-keys', 'events', 'mail', 'registrations'],
  'event-messages': ['audit', 'auth', 'events', 'mail'],
  'event-reminders': ['audit', 'auth', 'booking-keys', 'events', 'mail', 'registrations'],
  events: ['audit', 'auth', 'media', 'ticket-types'],
  'fault-tolerance': [],
  health: [],
  mail: ['audit'],
  media: ['audit', 'auth'],
  metrics: [],
  'my-giving': [
    'certificates',
    'donations',
    'donor-links',
    'payments',
    'personal-data',
    'receipts',
    'recurring-gifts',
  ],
  newsletter: ['audit', 'booking-keys', 'mail', 'privacy'],
  payments: [],
  'personal-data': ['audit', 'auth', 'payments'],
  privacy: ['audit', 'auth'],
  receipts: [],
  'recurring-gifts': [
    'audit',
    'auth',
    'donation-projects',
    'donations',
    'donor-links',
    'mail',
    'payments',
    'privacy',
  ],
  registrations: ['audit', 'auth', 'booking-keys', 'events', 'mail', 'payments', 'privacy', 'ticket-types'],
  retention: ['personal-data'],
  sessions: ['audit', 'auth', 'ticket-types'],
  'site-content': ['audit', 'auth', 'media', 'ticket-types'],
  'ticket-types': ['audit', 'auth'],
  vishranti: ['audit', 'auth', 'ticket-types'],
  volunteering: ['audit', 'auth', 'mail', 'privacy', 'ticket-types'],
  waitlist: [
    'audit',
    'auth',
    'booking-keys',
    'events',
    'mail',
    'payments',
    'privacy',
    'registrations',
    'ticket-types',
  ],
};

/** The folder of apps/api/src a path relative to it lies in, or null for a file at its top (app.module.ts, main.ts). */
export function apiFolderOf(/** @type {string} */ relativePath) {
  const parts = relativePath.split(/[\\/]/);
  return parts.length > 1 ? parts[0] : null;
}

/** Whether a file is a test (tests may reach any file to set a scene). */
export const isTestFile = (/** @type {string} */ file) =>
  /\.(spec|int-spec|phone\.spec)\.[cm]?[jt]sx?$/.test(file);
