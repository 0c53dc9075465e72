import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@foundation/shared';

/**
 * The one error type services throw: an HTTP status, a message meant for people (SPEC wording where it
 * has one), an optional code for clients, and optional per-field messages. The exception filter turns it
 * into the JSON body every client sees.
 */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** Further JSON fields of the answer, e.g. `{ available: 3 }`. */
    readonly extra?: Record<string, string | number | boolean | null>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message, status);
  }

  static unauthorized(message: string, code = 'unauthenticated') {
    return new ApiError(HttpStatus.UNAUTHORIZED, message, code);
  }

  static tooManyRequests(message: string, retryAfterSeconds: number, code = 'too_many_requests') {
    return new ApiError(HttpStatus.TOO_MANY_REQUESTS, message, code, undefined, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }

  static notFound(message: string, code = 'not_found') {
    return new ApiError(HttpStatus.NOT_FOUND, message, code);
  }

  static badRequest(message: string, fields?: Record<string, string>, code = 'invalid_request') {
    return new ApiError(HttpStatus.BAD_REQUEST, message, code, fields);
  }

  static conflict(
    message: string,
    code = 'conflict',
    fields?: Record<string, string>,
    extra?: Record<string, string | number | boolean | null>,
  ) {
    return new ApiError(HttpStatus.CONFLICT, message, code, fields, extra);
  }

  /** An outside service (the payment provider) answered with an error or nonsense. */
  static badGateway(message: string, code = 'bad_gateway') {
    return new ApiError(HttpStatus.BAD_GATEWAY, message, code);
  }

  /** An outside service could not be reached or timed out: the client may try again. */
  static unavailable(message: string, code = 'unavailable') {
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, message, code);
  }
}

export type { ApiErrorBody };
