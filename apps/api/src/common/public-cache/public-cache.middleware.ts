import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { type CacheHitLog } from './cache-hit-log.js';
import { CHANGES_PUBLIC_READS } from './changes-public-reads.decorator.js';
import { matchesEtag, type PublicReadCache } from './public-read-cache.js';

const READS = new Set(['GET', 'HEAD']);

/** Where an answered request is counted (the metrics domain's MetricsService, handed in by createApp). */
export interface RequestObserver {
  observe(method: string, route: string, status: number, seconds: number): void;
}

/**
 * Express middleware (before Nest's router): a write that succeeds (status below 400) clears the public read
 * cache when it finishes if it was made by a signed-in admin (every admin route, present or future) or by a
 * public route marked @ChangesPublicReads (a registration takes seats). Anything else — an anonymous
 * sign-out with an unknown token, a contact message, a refused or failed write — clears nothing, so nobody
 * can empty the cache at will.
 */
export function invalidateOnWrite(cache: PublicReadCache) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!READS.has(request.method)) {
      response.once('finish', () => {
        const byAdmin = Boolean((request as Request & { user?: unknown }).user);
        const marked = response.locals[CHANGES_PUBLIC_READS] === true;
        if (response.statusCode < 400 && (byAdmin || marked)) cache.invalidate();
      });
    }
    next();
  };
}

/**
 * Answers a GET or HEAD of a URL the cache holds straight from the HTTP server, before Express: the stored
 * JSON with the headers the whole pipeline gave it (security headers, CORS for the same Origin, ETag,
 * Cache-Control), or 304 when `If-None-Match` matches. It still counts the request in the metrics and in the
 * cache-hit log (see CacheHitLog). Returns false when the request must go through Express (and Nest).
 */
export function cachedReadHandler(cache: PublicReadCache, metrics: RequestObserver, hitLog: CacheHitLog) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!cache.enabled || !READS.has(request.method ?? '')) return false;
    const entry = cache.lookup(cache.keyFor(request.url ?? '', request.headers.origin));
    if (!entry) return false;
    const started = process.hrtime.bigint();
    const notModified = matchesEtag(request.headers['if-none-match'], entry.etag);
    const status = notModified ? 304 : 200;
    response.writeHead(status, notModified ? entry.raw304 : entry.raw200);
    response.end(notModified || request.method === 'HEAD' ? undefined : entry.body);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.observe(request.method ?? 'GET', entry.route, status, seconds);
    hitLog.record(
      request.method ?? 'GET',
      request.url ?? '',
      entry.route,
      status,
      request.socket.remoteAddress,
      seconds,
    );
    return true;
  };
}
