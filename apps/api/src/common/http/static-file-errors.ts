import type { NextFunction, Request, Response } from 'express';

/** Headers the static file server sets for the file before it finds it cannot send it. */
const FILE_HEADERS = ['Content-Type', 'Cache-Control', 'ETag', 'Last-Modified', 'Accept-Ranges'];

/**
 * Error middleware right after a static folder: when the file server refuses a request (412 for a failed
 * If-Match or If-Unmodified-Since, 416 for a range outside the file, 404...), the headers it had already set
 * for the file — its type (`image/webp`) and its one-year immutable caching — are taken off, so the JSON
 * error that follows carries its own type and is never kept by a browser or a CDN.
 */
export function fileHeadersOffErrors() {
  return (error: unknown, _request: Request, response: Response, next: NextFunction): void => {
    if (!response.headersSent) {
      for (const name of FILE_HEADERS) response.removeHeader(name);
      response.setHeader('Cache-Control', 'no-store');
    }
    next(error);
  };
}
