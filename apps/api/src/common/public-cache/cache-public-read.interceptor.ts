import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { PUBLIC_READ_CACHE_CONTROL, PublicReadCache } from './public-read-cache.js';

/**
 * On a public read handler: the answer gets an ETag and `Cache-Control` with revalidation (a matching
 * `If-None-Match` is answered 304 by Express), and is kept in the public read cache under its URL.
 */
@Injectable()
export class CachePublicReadInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const ticket = this.cache.ticket(this.cache.keyFor(request.originalUrl, request.headers.origin));
    return next.handle().pipe(
      map((value: unknown) => {
        const route = (request.route as { path?: string } | undefined)?.path ?? 'unmatched';
        response.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
        const entry = this.cache.store(ticket, value, route, response.getHeaders());
        response.setHeader('ETag', entry.etag);
        return value;
      }),
    );
  }
}

/** Marks a public GET handler whose answer may be cached for a few seconds and revalidated with ETag. */
export const CachePublicRead = () => UseInterceptors(CachePublicReadInterceptor);
