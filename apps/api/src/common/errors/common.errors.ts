import { defineDomainErrors, ErrorKind } from './domain-error.js';

/** Errors of the request itself, raised by the shared pipes and guards before any domain is reached. */
export enum CommonErrorCode {
  InvalidRequest = 'invalid_request',
  InvalidId = 'invalid_id',
  InvalidQuery = 'invalid_query',
  NotFound = 'not_found',
  TooManyRequests = 'too_many_requests',
}

export const commonError = defineDomainErrors<CommonErrorCode>({
  [CommonErrorCode.InvalidRequest]: { kind: ErrorKind.Invalid, message: 'The request is not valid' },
  [CommonErrorCode.InvalidId]: { kind: ErrorKind.Invalid, message: 'id must be a UUID' },
  [CommonErrorCode.InvalidQuery]: { kind: ErrorKind.Invalid, message: 'The list query is not valid' },
  [CommonErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Not found' },
  [CommonErrorCode.TooManyRequests]: { kind: ErrorKind.TooManyRequests, message: 'Too many requests' },
});

/** The Retry-After header of a 429, in whole seconds (at least 1). */
export function retryAfter(seconds: number): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) };
}
