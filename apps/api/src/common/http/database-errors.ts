import { QueryFailedError } from 'typeorm';

function driverError(error: unknown): { code?: string; constraint?: string; detail?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }) : undefined;
}

/** A row is still referenced (ON DELETE RESTRICT). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === '23503';
}

/** A unique constraint on `column` was violated (e.g. two saves racing for one slug). */
export function isUniqueViolationOf(error: unknown, column: string): boolean {
  const details = driverError(error);
  return details?.code === '23505' && (details.detail ?? '').includes(`(${column})`);
}
