import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/**
 * Marks a route (or a whole controller) as reachable without an admin session. Every route without it is
 * denied by the global authentication guard.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
