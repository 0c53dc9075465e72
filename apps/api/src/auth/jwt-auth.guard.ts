import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { CHECK_IN_TOKEN_HEADER } from '@foundation/shared';
import { IS_PUBLIC_KEY } from '../common/public.decorator.js';
import { CHECK_IN_ACCESS_KEY } from './check-in-access.js';
import { AuthErrorCode, authError } from './auth.errors.js';

/**
 * The global guard: deny by default. Every route needs a valid admin access token unless its handler or
 * controller is marked @Public(). A check-in route (@CheckInAccess) called with a check-in link's token and
 * no Authorization header goes on to its own guard, which checks the link; no other route looks at that
 * header, so a link opens nothing else.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const checkInRoute = this.reflector.getAllAndOverride<boolean>(CHECK_IN_ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    if (checkInRoute && !request.headers.authorization && request.header(CHECK_IN_TOKEN_HEADER) !== undefined)
      return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, admin: T, info: unknown, context: ExecutionContext): T {
    if (error || !admin) {
      context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="admin"');
      const expired = (info as { name?: string } | undefined)?.name === 'TokenExpiredError';
      throw authError(expired ? AuthErrorCode.TokenExpired : AuthErrorCode.Unauthenticated);
    }
    return admin;
  }
}
