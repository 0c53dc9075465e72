import { type StaffRole } from '@foundation/shared';

/** The admin as the API shows it. */
export interface AdminProfile {
  id: string;
  email: string;
  name: string;
  /** What the member may see and do (docs/staff-roles.md); read from the database on every request. */
  role: StaffRole;
}

/** What a sign-in or a refresh answers: the tokens and the admin (docs/product.md §3.8). */
export interface SignInTokens {
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
   * The sign-in (the refresh-token family) the token belongs to: every request checks that this sign-in was
   * not ended (sign-out, refresh-token reuse, admin removed); see docs/decisions/0011-sign-in-revocation.md.
   */
  sid: string;
}
