/**
 * Staff roles of the admin panel (docs/staff-roles.md). Every admin user has exactly one. The API checks
 * them on every admin route (each controller declares the roles it allows; a route that declares none is
 * `owner` only); the panel uses STAFF_ROLE_RESOURCES to show each role only what it may open.
 */
export type StaffRole = 'owner' | 'finance' | 'events' | 'content';
export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'finance', 'events', 'content'];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  finance: 'Finance',
  events: 'Events',
  content: 'Content',
};

/** What each role is for, as the staff screen explains it. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff accounts, contact messages, volunteers and the audit log',
  finance: 'Donations, receipts, statements, refunds and recurring gifts',
  events: 'Events, ticket types, registrations, check-in links, waiting list and sessions',
  content:
    'Programs, site content, hero slides, projects, Vishranti, volunteer roles and media (no personal data)',
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * The admin panel's screens (react-admin resources and custom pages) each role may open besides the
 * Dashboard. `owner` opens everything. The API's route declarations are the rule; this list only keeps the
 * panel from offering what the API would refuse (a test compares the two).
 */
export const STAFF_ROLE_RESOURCES: Record<Exclude<StaffRole, 'owner'>, readonly string[]> = {
  finance: ['donations', 'recurring-gifts', 'registrations'],
  events: ['events', 'ticket-types', 'registrations', 'waitlist-entries', 'sessions', 'check-in-links'],
  content: [
    'community-programs',
    'gallery',
    'site-content',
    'hero-slides',
    'donation-projects',
    'vishranti-items',
    'volunteer-roles',
    'media',
  ],
};

/** Whether `role` may open the panel screen `resource`. */
export function staffRoleCanUse(role: StaffRole | null | undefined, resource: string): boolean {
  if (role === 'owner') return true;
  if (!role || !isStaffRole(role)) return false;
  return STAFF_ROLE_RESOURCES[role].includes(resource);
}

/** How long an invitation's link to set a password works. */
export const STAFF_INVITE_TTL_HOURS = 72;

/** invited: has not set a password yet; active: may sign in; disabled: may not, and its sessions ended. */
export type StaffStatus = 'invited' | 'active' | 'disabled';

/** One staff account in `GET /api/admin/staff` (never a password hash or a token). */
export interface AdminStaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  /** ISO instant of the last successful sign-in, null when never. */
  lastSignInAt: string | null;
  /** ISO instant the invitation's link stops working, while invited. */
  inviteExpiresAt: string | null;
  /** Whether an owner disabled the account (the form's switch); `disabledAt` says when. */
  disabled: boolean;
  disabledAt: string | null;
  createdAt: string;
}

/** What `POST /api/admin/staff` (an invitation) answers: the account and the one-time link also e-mailed. */
export interface StaffInvitation {
  member: AdminStaffMember;
  inviteUrl: string;
}
