import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { CHECK_IN_TOKEN_HEADER, type StaffRole } from '@foundation/shared';
import { IS_PUBLIC_KEY } from '../common/public.decorator.js';
import { type AdminProfile } from './sign-in-tokens.js';
import { CHECK_IN_ACCESS_KEY } from './check-in-access.js';
import { AuthErrorCode, authError } from './auth.errors.js';
import { STAFF_ROLES_KEY } from '../common/staff-roles.decorator.js';

/**
 * The global guard: deny by default. Every route needs a valid admin access token unless its handler or
 * controller is marked @Public(). A check-in route (@CheckInAccess) called with a check-in link's token and
 * no Authorization header goes on to its own guard, which checks the link; no other route looks at that
 * header, so a link opens nothing else.
 *
 * Then the staff role: the signed-in admin's role must be `owner` or one the route (or its controller)
 * declares with @StaffRoles; a route that declares none is for owners only. Refused: 403.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
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
    await super.canActivate(context);
    const admin = request.user as AdminProfile;
    if (admin.role === 'owner') return true;
    const allowed =
      this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? [];
    if (!allowed.includes(admin.role)) throw authError(AuthErrorCode.RoleForbidden);
    return true;
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
