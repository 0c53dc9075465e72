import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { type Observable } from 'rxjs';

/** `response.locals` flag read by invalidateOnWrite (public-cache.middleware.ts). */
export const CHANGES_PUBLIC_READS = 'changesPublicReads';

/** Flags the request: when it succeeds, the public read cache is cleared. */
@Injectable()
export class MarkChangesPublicReads implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<Response>().locals[CHANGES_PUBLIC_READS] = true;
    return next.handle();
  }
}

/**
 * On a public (anonymous) write whose success changes what public reads answer — a registration takes seats,
 * a payment confirms or releases them. Admin writes need no mark: every successful one clears the cache.
 */
export const ChangesPublicReads = () => UseInterceptors(MarkChangesPublicReads);
