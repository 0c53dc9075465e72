import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { RateLimitedAction } from '@foundation/shared';
import { LIMITED_ACTION_KEY, LimitPerAddressGuard } from './limit-per-address.guard.js';

/**
 * Limits a public write per client address (limits in AppConfig, counters in PostgreSQL shared by every
 * process) and documents its `429` answer.
 */
export const LimitPerAddress = (action: RateLimitedAction) =>
  applyDecorators(
    SetMetadata(LIMITED_ACTION_KEY, action),
    UseGuards(LimitPerAddressGuard),
    ApiTooManyRequestsResponse({
      description:
        'Too many of these requests from this client address; nothing was written. Try again after `Retry-After` seconds.',
      headers: {
        'Retry-After': {
          description: 'Seconds until the limit allows this again',
          schema: { type: 'integer' },
        },
      },
    }),
  );
