/**
 * The admin's sign-in (docs/product.md §3.8): access token, refresh token, expiry and user, kept in
 * localStorage so that every tab of the panel shares one sign-in. Only this module reads or
 * writes the stored value.
 */
import type { StaffRole } from '@foundation/shared';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** The staff role (docs/staff-roles.md); absent in a sign-in stored before roles existed. */
  role?: StaffRole;
}

export interface SignIn {
  accessToken: string;
  /** When the access token expires, in milliseconds since the epoch. */
  accessTokenExpiresAt: number;
  refreshToken: string;
  user: AdminUser;
}

/** What `POST /api/auth/login` and `POST /api/auth/refresh` answer. */
export interface SignInResponse {
  accessToken: string;
  expiresIn: number;
  expiresAt?: string;
  refreshToken: string;
  user: AdminUser;
}

export interface SignInStore {
  read(): SignIn | null;
  write(signIn: SignIn): void;
  clear(): void;
}

/** The stored key keeps its first name: renaming it would sign every member out. */
export const SIGN_IN_STORAGE_KEY = 'foundation.admin.session';

function isSignIn(value: unknown): value is SignIn {
  const signIn = value as Partial<SignIn> | null;
  return (
    typeof signIn === 'object' &&
    signIn !== null &&
    typeof signIn.accessToken === 'string' &&
    typeof signIn.refreshToken === 'string' &&
    typeof signIn.accessTokenExpiresAt === 'number' &&
    typeof signIn.user === 'object' &&
    signIn.user !== null &&
    typeof signIn.user.email === 'string'
  );
}

/** A store over a Web Storage object (localStorage in the browser); unreadable values count as no sign-in. */
export function createSignInStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): SignInStore {
  let memory: SignIn | null = null;
  return {
    read() {
      if (!storage) return memory;
      try {
        const raw = storage.getItem(SIGN_IN_STORAGE_KEY);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        return isSignIn(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(signIn) {
      memory = signIn;
      try {
        storage?.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify(signIn));
      } catch {
        // Storage full or disabled: the sign-in lives in memory for this tab only.
      }
    },
    clear() {
      memory = null;
      try {
        storage?.removeItem(SIGN_IN_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}

/** The sign-in to store for a login or refresh answer; the expiry is taken from `expiresIn` and our clock. */
export function signInFromResponse(response: SignInResponse, now: number): SignIn {
  return {
    accessToken: response.accessToken,
    accessTokenExpiresAt: now + Math.max(0, response.expiresIn) * 1000,
    refreshToken: response.refreshToken,
    user: response.user,
  };
}
