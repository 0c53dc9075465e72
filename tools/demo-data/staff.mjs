// @ts-check
// The demo's staff besides its owner: one member of each other role (docs/staff-roles.md), on the owner's
// e-mail domain and with the owner's demo password, so `npm start` can print every sign-in. No import of
// the API here: tools/lib/stack.mjs reads it before anything is built.

/** @typedef {{ role: 'finance' | 'events' | 'content', email: string, name: string }} DemoStaffMember */

/**
 * @param {string} ownerEmail the demo owner's e-mail (DEMO_ADMIN_EMAIL)
 * @returns {DemoStaffMember[]}
 */
export function demoStaff(ownerEmail) {
  const domain = ownerEmail.trim().toLowerCase().split('@')[1] ?? 'foundation.local';
  return [
    { role: 'finance', email: `finance@${domain}`, name: 'Demo Finance' },
    { role: 'events', email: `events@${domain}`, name: 'Demo Events' },
    { role: 'content', email: `content@${domain}`, name: 'Demo Content' },
  ];
}
