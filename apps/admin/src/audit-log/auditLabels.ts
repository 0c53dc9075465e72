import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditAction, type AuditResource } from '@foundation/shared';

/** How staff read each action of the audit log. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  duplicate: 'Duplicated',
  upload: 'Uploaded',
  export: 'Exported',
  resend: 'Sent again',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
};

/** The screens an entry is about, named as the sidebar names them. */
export const RESOURCE_LABELS: Record<AuditResource, string> = {
  events: 'Events',
  'ticket-types': 'Ticket Types',
  'community-programs': 'Community Programs',
  media: 'Gallery',
  registrations: 'Registrations',
  donations: 'Donations',
  'recurring-gifts': 'Recurring Gifts',
  'contact-messages': 'Contact Messages',
  'newsletter-subscribers': 'Newsletter',
  'mail-outbox': 'Outbox',
  'volunteer-roles': 'Volunteer Roles',
  'volunteer-applications': 'Volunteer Applications',
  'check-in-links': 'Check-in links',
  'donation-projects': 'Donation Projects',
  'hero-slides': 'Hero Slides',
  'vishranti-items': 'Vishranti Programs & Videos',
  'site-content': 'Site Content',
  'waitlist-entries': 'Waiting List',
  sessions: 'Sign-in',
  'audit-log': 'Audit Log',
};

export const ACTION_CHOICES = AUDIT_ACTIONS.map((id) => ({ id, name: ACTION_LABELS[id] }));
export const RESOURCE_CHOICES = AUDIT_RESOURCES.map((id) => ({ id, name: RESOURCE_LABELS[id] }));

/** A before or after value as text: empty for none, JSON for lists and objects. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}
