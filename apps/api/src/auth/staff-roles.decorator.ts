import { SetMetadata } from '@nestjs/common';
import { type StaffRole } from '@foundation/shared';

export const STAFF_ROLES_KEY = 'staffRoles';

/**
 * The staff roles, besides `owner`, that may call a route (on a handler) or every route of a controller.
 * The global guard reads it: a signed-in admin whose role is not listed gets 403. A route that declares
 * nothing is for owners only, so a route added later is closed until someone decides who needs it
 * (docs/staff-roles.md; the table of every route × role is in staff-roles.int-spec.ts).
 */
export const StaffRoles = (...roles: Exclude<StaffRole, 'owner'>[]) => SetMetadata(STAFF_ROLES_KEY, roles);

/** Every signed-in member, whatever the role (their own profile, the Dashboard, which filters its figures). */
export const AnyStaffRole = () => StaffRoles('finance', 'events', 'content');
