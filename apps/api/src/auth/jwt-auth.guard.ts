import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Response } from 'express';
import { IS_PUBLIC_KEY } from '../common/public.decorator.js';
import { AuthErrorCode, authError } from './auth.errors.js';

/**
 * The global guard: deny by default. Every route needs a valid admin access token unless its handler or
 * controller is marked @Public().
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
