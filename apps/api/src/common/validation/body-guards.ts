import type { NextFunction, Request, Response } from 'express';
import { HttpStatus } from '@nestjs/common';
import typeIs from 'type-is';

export const NUL_MESSAGE = 'Text contains characters that are not allowed';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';
const MAX_DEPTH = 64;

/** Whether a parsed body holds a NUL character in any string or key (PostgreSQL text cannot store one). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true; // absurdly deep: refused like a NUL, nothing legitimate nests this far
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

const refuse = (response: Response, status: HttpStatus, message: string, code: string) => {
  response.status(status).json({
    statusCode: status,
    error: HttpStatus[status] === 'BAD_REQUEST' ? 'Bad Request' : 'Unsupported Media Type',
    message,
    code,
  });
};

/**
 * Before the body parsers: the API takes JSON bodies only (multipart on the upload routes `multipartPaths`);
 * a body of any other type is refused with 415 instead of being ignored, so a form post never passes for an
 * empty JSON object. Under `oneClickPrefixes` a form body (RFC 8058's `List-Unsubscribe=One-Click`, which a
 * mail program posts) is taken and discarded unread: those routes read nothing from their body.
 */
export function requireJsonBodies(multipartPaths: string[], oneClickPrefixes: string[] = []) {
  return (request: Request, response: Response, next: NextFunction): void => {
    // An empty body (no Content-Length, or 0) has no type to check: the route decides what it needs.
    const length = Number(request.headers['content-length'] ?? 0);
    if (request.headers['transfer-encoding'] === undefined && !(length > 0)) return next();
    if (typeIs(request, ['application/json', 'application/*+json'])) return next();
    if (multipartPaths.includes(request.path) && typeIs(request, ['multipart/form-data'])) return next();
    if (
      oneClickPrefixes.some((prefix) => request.path.startsWith(prefix)) &&
      typeIs(request, ['application/x-www-form-urlencoded', 'multipart/form-data'])
    ) {
      request.resume();
      return next();
    }
    // The unread body is drained so the connection stays usable.
    request.resume();
    refuse(response, HttpStatus.UNSUPPORTED_MEDIA_TYPE, JSON_ONLY_MESSAGE, 'unsupported_media_type');
  };
}

/**
 * After the body parser: a body with a NUL character anywhere is refused with 400 before any handler runs,
 * whatever the route, so no free-text field can carry one to the database (or have it stripped silently).
 */
export function refuseNulCharacters() {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (containsNul(request.body))
      return refuse(response, HttpStatus.BAD_REQUEST, NUL_MESSAGE, 'invalid_characters');
    next();
  };
}
