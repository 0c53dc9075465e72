import { AUDIT_ACTIONS, AUDIT_RESOURCES, type AuditAction, type AuditResource } from '@foundation/shared';

/** How staff read each action of the audit log (catalogue keys: admin.audit.actions.*). */
export const ACTION_LABELS: Record<AuditAction, string> = Object.fromEntries(
  AUDIT_ACTIONS.map((action) => [action, `admin.audit.actions.${action}`]),
) as Record<AuditAction, string>;

/** The screens an entry is about, named as the sidebar names them (catalogue keys: admin.audit.resources.*). */
export const RESOURCE_LABELS: Record<AuditResource, string> = Object.fromEntries(
  AUDIT_RESOURCES.map((resource) => [resource, `admin.audit.resources.${resource}`]),
) as Record<AuditResource, string>;

// Choice names are catalogue keys: react-admin's inputs translate them.
export const ACTION_CHOICES = AUDIT_ACTIONS.map((id) => ({ id, name: ACTION_LABELS[id] }));
export const RESOURCE_CHOICES = AUDIT_RESOURCES.map((id) => ({ id, name: RESOURCE_LABELS[id] }));

/** A before or after value as text: empty for none, JSON for lists and objects. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}
