import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { type AdminProfile } from './sign-in-tokens.js';

/** The signed-in admin of the request (set by the JWT guard). */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminProfile =>
    context.switchToHttp().getRequest<Request & { user: AdminProfile }>().user,
);
