import { STAFF_ROLES } from '@foundation/shared';
import type { Translate } from '../common/panelText';

// Choice names are catalogue keys whose English is libs/shared's STAFF_ROLE_LABELS.
export const roleChoices = STAFF_ROLES.map((role) => ({ id: role, name: `admin.staffRoles.${role}` }));
export const statusChoices = (['invited', 'active', 'disabled'] as const).map((status) => ({
  id: status,
  name: `admin.staffStatus.${status}`,
}));

/** A role or status as staff read it; an unknown value as it is. */
export const roleText = (role: unknown, translate: Translate) =>
  translate(`admin.staffRoles.${String(role)}`, { _: String(role) });
export const statusText = (status: unknown, translate: Translate) =>
  translate(`admin.staffStatus.${String(status)}`, { _: String(status) });
