/**
 * The admin session (docs/product.md §3, "Authentication session"): access token, refresh token, expiry and
 * user, kept in localStorage so that every tab of the panel shares one session. Only this module reads or
 * writes the stored value.
 */
import type { StaffRole } from '@foundation/shared';

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** The staff role (docs/staff-roles.md); absent in a session stored before roles existed. */
  role?: StaffRole;
}

export interface Session {
  accessToken: string;
  /** When the access token expires, in milliseconds since the epoch. */
  accessTokenExpiresAt: number;
  refreshToken: string;
  user: AdminUser;
}

/** What `POST /api/auth/login` and `POST /api/auth/refresh` answer. */
export interface AuthSessionResponse {
  accessToken: string;
  expiresIn: number;
  expiresAt?: string;
  refreshToken: string;
  user: AdminUser;
}

export interface SessionStore {
  read(): Session | null;
  write(session: Session): void;
  clear(): void;
}

export const SESSION_STORAGE_KEY = 'foundation.admin.session';

function isSession(value: unknown): value is Session {
  const session = value as Partial<Session> | null;
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.accessToken === 'string' &&
    typeof session.refreshToken === 'string' &&
    typeof session.accessTokenExpiresAt === 'number' &&
    typeof session.user === 'object' &&
    session.user !== null &&
    typeof session.user.email === 'string'
  );
}

/** A store over a Web Storage object (localStorage in the browser); unreadable values count as no session. */
export function createSessionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): SessionStore {
  let memory: Session | null = null;
  return {
    read() {
      if (!storage) return memory;
      try {
        const raw = storage.getItem(SESSION_STORAGE_KEY);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        return isSession(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    write(session) {
      memory = session;
      try {
        storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      } catch {
        // Storage full or disabled: the session lives in memory for this tab only.
      }
    },
    clear() {
      memory = null;
      try {
        storage?.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}

/** The session to store for a login or refresh answer; the expiry is taken from `expiresIn` and our clock. */
export function sessionFromResponse(response: AuthSessionResponse, now: number): Session {
  return {
    accessToken: response.accessToken,
    accessTokenExpiresAt: now + Math.max(0, response.expiresIn) * 1000,
    refreshToken: response.refreshToken,
    user: response.user,
  };
}
