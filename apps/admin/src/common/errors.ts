import { HttpError } from 'ra-core';

/** The server's explanation when there is one, otherwise the given fallback (docs/product.md §8's texts). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message.trim()) return body.message;
    return fallback;
  }
  return fallback;
}

/** True when the error carries field errors, which the form shows at their fields (with a toast of its own). */
export function hasFieldErrors(error: unknown): boolean {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | undefined)?.body?.errors;
  return !!errors && Object.keys(errors).length > 0;
}
