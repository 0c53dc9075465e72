/** What an audit log entry records: the kinds of admin action. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'duplicate',
  'upload',
  'export',
  /** Staff sent a queued e-mail again (the Outbox's "Send again"). */
  'resend',
  /** A person's data was erased or anonymised (their right under DPDP Act s.12). */
  'erase',
  'sign_in',
  'sign_in_failed',
  'sign_out',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The admin resources an entry can be about: the admin API's resource names, and `sign-ins` for staff signing
 * in and out.
 */
export const AUDIT_RESOURCES = [
  'events',
  'ticket-types',
  'community-programs',
  'media',
  'registrations',
  'donations',
  'recurring-gifts',
  'contact-messages',
  'newsletter-subscribers',
  'mail-outbox',
  'volunteer-roles',
  'volunteer-applications',
  'check-in-links',
  'donation-projects',
  'hero-slides',
  'site-content',
  'vishranti-items',
  'waitlist-entries',
  'event-messages',
  /** The online sessions (classes), as the admin API names them. */
  'sessions',
  /** Staff signing in (and failing to) and out: no record of its own, the entry names the admin. */
  'sign-ins',
  'audit-log',
  /** Staff accounts: invitations, role changes, disabling (owners only). */
  'staff',
  /** Versions of the privacy notice (owners only). */
  'privacy-notices',
  /**
   * A person's own data, used through their booking or My giving link (download, correct, erase): entries
   * name the link's record and what was done, never the person's e-mail.
   */
  'personal-data',
  /** Requests staff record for people without a link (owners only). */
  'data-requests',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** One changed field: its value before and after (null for a record created or deleted). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/** The value stored instead of a secret (a password, token, key or hash): only the fact that it changed. */
export const AUDIT_REDACTED = '[redacted]';

/** An entry of the audit log as the admin API answers it (`GET /api/admin/audit-log`). */
export interface AuditLogEntry {
  id: string;
  /** ISO 8601 instant. */
  at: string;
  /** The admin who acted; null for a failed sign-in or an admin deleted since. */
  actorId: string | null;
  /** The admin's e-mail at the time (for a failed sign-in: the e-mail that was tried). */
  actorEmail: string | null;
  /** The client's address as the API saw it. */
  clientAddress: string | null;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | null;
  /** Changed fields only; null for actions that change no record (exports, sign-ins). */
  changes: Record<string, AuditFieldChange> | null;
  /** What else identifies the action (an export's filter and sort, an uploaded file's name). */
  details: Record<string, unknown> | null;
}
