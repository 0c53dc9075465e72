import { type StaffRole } from '@foundation/shared';

/** The admin as the API shows it. */
export interface AdminProfile {
  id: string;
  email: string;
  name: string;
  /** What the member may see and do (docs/staff-roles.md); read from the database on every request. */
  role: StaffRole;
}

/** What a sign-in or a refresh answers (docs/product.md §3, "Authentication session"). */
export interface AuthSession {
  tokenType: 'Bearer';
  accessToken: string;
  /** Seconds the access token is valid for. */
  expiresIn: number;
  expiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
  user: AdminProfile;
}

/** Claims of an access token. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  /**
   * The session (the refresh-token family) the token belongs to: every request checks that this session was
   * not ended (sign-out, refresh-token reuse, admin removed); see docs/decisions/0011-session-revocation.md.
   */
  sid: string;
}
