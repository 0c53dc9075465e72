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
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message, status);
  }

  static unauthorized(message: string, code = 'unauthenticated') {
    return new ApiError(HttpStatus.UNAUTHORIZED, message, code);
  }

  static tooManyRequests(message: string, retryAfterSeconds: number, code = 'too_many_requests') {
    return new ApiError(HttpStatus.TOO_MANY_REQUESTS, message, code, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }

  static notFound(message: string, code = 'not_found') {
    return new ApiError(HttpStatus.NOT_FOUND, message, code);
  }

  static badRequest(message: string, fields?: Record<string, string>, code = 'invalid_request') {
    return new ApiError(HttpStatus.BAD_REQUEST, message, code, fields);
  }

  static conflict(message: string, code = 'conflict', fields?: Record<string, string>) {
    return new ApiError(HttpStatus.CONFLICT, message, code, fields);
  }
}

export type { ApiErrorBody };
