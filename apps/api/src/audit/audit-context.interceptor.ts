import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { runInRequestContext } from './audit-context.js';

/**
 * Global: makes the request the audit context of its handler. An interceptor runs after the guards (the
 * admin is known) and the handler runs when its observable is subscribed, so the subscription is made
 * inside the context.
 */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    return new Observable((subscriber) =>
      runInRequestContext(request, () => next.handle().subscribe(subscriber)),
    );
  }
}
