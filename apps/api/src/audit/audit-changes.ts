import { AUDIT_REDACTED, type AuditFieldChange } from '@foundation/shared';

/**
 * Field names whose values are never stored in the audit log, at any depth: passwords, secrets, tokens,
 * keys and hashes. The entry keeps only that such a field changed (the value is replaced).
 */
export const REDACTED_FIELD = /pass(word|phrase)|secret|token|hash|credential|api_?key|private_?key/i;

/** Bookkeeping fields that change on every write and say nothing about what the admin changed. */
const IGNORED_FIELDS = new Set(['createdAt', 'updatedAt']);

type Snapshot = Record<string, unknown> | null | undefined;

/** The value without the bookkeeping timestamps, at any depth (a nested ticket type's updatedAt changes on every save). */
function withoutBookkeeping(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBookkeeping);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !IGNORED_FIELDS.has(key))
        .map(([key, inner]) => [key, withoutBookkeeping(inner)]),
    );
  }
  return value;
}

/** The value with every secret field inside it (objects and arrays, at any depth) replaced. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        REDACTED_FIELD.test(key) ? AUDIT_REDACTED : redact(inner),
      ]),
    );
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two snapshots of a record, each with its value before and after (null on
 * the missing side for a record created or deleted). Unchanged fields are left out; secrets are redacted.
 */
export function changedFields(before: Snapshot, after: Snapshot): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field)) continue;
    // Compared in full (a nested secret that changed is a change), stored redacted.
    const old = withoutBookkeeping(before?.[field] ?? null);
    const next = withoutBookkeeping(after?.[field] ?? null);
    if (same(old, next)) continue;
    changes[field] = REDACTED_FIELD.test(field)
      ? { before: old === null ? null : AUDIT_REDACTED, after: next === null ? null : AUDIT_REDACTED }
      : { before: redact(old), after: redact(next) };
  }
  return changes;
}
