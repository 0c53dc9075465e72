/**
 * The SQL conditions of a list's `createdFrom` / `createdTo` filters: calendar days in India (inclusive),
 * compared with a timestamptz column so that its index serves them. `param` adds a value and names it.
 */
export function indiaDayRangeSql(
  column: string,
  { from, to }: { from?: string; to?: string },
  param: (value: unknown) => string,
): string[] {
  const conditions: string[] = [];
  if (from) conditions.push(`${column} >= (${param(from)}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  if (to) conditions.push(`${column} < ((${param(to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  return conditions;
}
