import type { NextFunction, Request, Response } from 'express';
import { PUBLIC_READ_CACHE_CONTROL, matchesEtag, type PublicReadCache } from './public-read-cache.js';

const READS = new Set(['GET', 'HEAD']);

/**
 * Runs before Nest's router (after helmet, CORS, logging and metrics):
 * - a GET or HEAD of a URL the cache holds is answered from memory: 304 when the client's `If-None-Match`
 *   matches, otherwise the stored JSON;
 * - every other request that succeeds (status below 400) clears the cache when it finishes, so no write
 *   through this process, admin or visitor, present or future route, can leave a stale public read behind.
 */
export function publicCacheMiddleware(cache: PublicReadCache) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!READS.has(request.method)) {
      response.once('finish', () => {
        if (response.statusCode < 400) cache.invalidate();
      });
      next();
      return;
    }
    const entry = cache.lookup(request.originalUrl);
    if (!entry) {
      next();
      return;
    }
    response.locals.route = entry.route;
    response.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    response.setHeader('ETag', entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.statusCode = 200;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', entry.body.length);
    response.end(request.method === 'HEAD' ? undefined : entry.body);
  };
}
