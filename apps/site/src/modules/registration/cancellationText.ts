import { ApiError } from '../../lib/api';

/**
 * Why the API refused to cancel, for the confirmation dialog. The API writes its refusals in the page's
 * language (the request's `Accept-Language`), like every sentence of the booking page, so the page shows
 * them as they come. Null when the answer is not the API's own (the caller then says that cancelling failed).
 */
export function cancelRefusalText(error: unknown): string | null {
  if (!(error instanceof ApiError && error.fromServer && error.status < 500)) return null;
  return error.message;
}
