import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type RateLimitedAction, tooManyRequestsText } from '@foundation/shared';
import { commonError, CommonErrorCode, retryAfter } from '../errors/common.errors.js';
import { clientAddress } from './client-address.js';
import { PublicWriteLimiter } from './public-write-limiter.service.js';

export const LIMITED_ACTION_KEY = 'limitedAction';

/**
 * Counts the request against its route's limit per client address (set by `@LimitPerAddress`) before
 * anything else of the route runs: over the limit, the answer is `429` with the wait in `Retry-After` and
 * nothing but the counter is written.
 */
@Injectable()
export class LimitPerAddressGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: PublicWriteLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<RateLimitedAction | undefined>(
      LIMITED_ACTION_KEY,
      context.getHandler(),
    );
    if (!action) return true;
    const verdict = await this.limiter.consume(
      action,
      clientAddress(context.switchToHttp().getRequest<Request>()),
    );
    if (verdict.allowed) return true;
    throw commonError(CommonErrorCode.TooManyRequests, {
      text: tooManyRequestsText(action, verdict.retryAfterSeconds),
      headers: retryAfter(verdict.retryAfterSeconds),
    });
  }
}
