// The public surface of auth/: what other domains may import (tools/lint/api-domains.mjs says which may).
export type { AdminProfile } from './sign-in-tokens.js';
export {
  CheckInAccess,
  CheckInAccessGuard,
  CheckInLinkVerifier,
  CurrentCheckInCaller,
} from './check-in-access.js';
export type { CheckInCaller } from './check-in-access.js';
export { CurrentAdmin } from './current-admin.decorator.js';
