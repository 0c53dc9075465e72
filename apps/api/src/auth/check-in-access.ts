import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { CHECK_IN_TOKEN_HEADER } from '@foundation/shared';
import { type AdminProfile } from './sign-in-tokens.js';
import { AuthErrorCode, authError } from './auth.errors.js';

export const CHECK_IN_ACCESS_KEY = 'checkInAccess';

/** Who is checking people in: a signed-in admin (any event) or a volunteer's link (its one event). */
export type CheckInCaller =
  | { kind: 'admin'; adminId: string }
  | { kind: 'link'; linkId: string; eventId: string; label: string; expiresAt: Date };

/**
 * Reads a check-in link's secret (the CHECK_IN_TOKEN_HEADER): the link it opens, or a 401 domain error
 * saying why not (unknown, revoked, expired). Provided by the check-in module, so auth knows no table of it.
 */
export abstract class CheckInLinkVerifier {
  abstract verify(token: string): Promise<Extract<CheckInCaller, { kind: 'link' }>>;
}

type CheckInRequest = Request & { user?: AdminProfile; checkInCaller?: CheckInCaller };

/**
 * The check-in routes' guard: an admin sign-in (already checked by the global JwtAuthGuard, which lets a
 * request with a check-in token and no Authorization header through to here on these routes only) or a
 * valid check-in link. Every other route ignores the check-in header, so a link opens nothing else.
 */
@Injectable()
export class CheckInAccessGuard implements CanActivate {
  constructor(private readonly links: CheckInLinkVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CheckInRequest>();
    if (request.user) {
      request.checkInCaller = { kind: 'admin', adminId: request.user.id };
      return true;
    }
    const token = request.header(CHECK_IN_TOKEN_HEADER);
    if (token === undefined) throw authError(AuthErrorCode.Unauthenticated);
    request.checkInCaller = await this.links.verify(token);
    return true;
  }
}

/** Marks a route (or controller) that a volunteer's check-in link opens as well as an admin sign-in. */
export const CheckInAccess = () =>
  applyDecorators(SetMetadata(CHECK_IN_ACCESS_KEY, true), UseGuards(CheckInAccessGuard));

/** The caller CheckInAccessGuard let in. */
export const CurrentCheckInCaller = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CheckInCaller =>
    context.switchToHttp().getRequest<CheckInRequest>().checkInCaller as CheckInCaller,
);
