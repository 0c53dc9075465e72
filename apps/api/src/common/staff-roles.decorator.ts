import { SetMetadata } from '@nestjs/common';
import { type StaffRole } from '@foundation/shared';

export const STAFF_ROLES_KEY = 'staffRoles';

/**
 * The staff roles, besides `owner`, that may call a route (on a handler) or every route of a controller.
 * The global guard reads it: a signed-in admin whose role is not listed gets 403. Every route that needs a
 * session declares its roles, with this, AnyStaffRole or OwnerOnly (deny-by-default.int-spec.ts fails on one
 * that does not); one that still declares nothing is for owners only, so a route added later is closed until
 * someone decides who needs it (docs/staff-roles.md; the table of every route × role is
 * testing/staff-role-table.ts).
 */
export const StaffRoles = (...roles: Exclude<StaffRole, 'owner'>[]) => SetMetadata(STAFF_ROLES_KEY, roles);

/** Every signed-in member, whatever the role (their own profile, the Dashboard, which filters its figures). */
export const AnyStaffRole = () => StaffRoles('finance', 'events', 'content');

/** Owners only: staff accounts, the audit log, people's messages and applications, privacy and retention. */
export const OwnerOnly = () => SetMetadata(STAFF_ROLES_KEY, []);
