import type { AuthProvider } from 'ra-core';
import { MESSAGES } from '@foundation/shared';
import { type SignInResponse, signInFromResponse } from './auth/signIn';
import { type ApiClient } from './httpClient';

/** '… try again in 15 minutes.' when the API gave no message of its own for a 429. */
export function tooManyAttemptsMessage(retryAfterHeader: string | null): string {
  const seconds = Number(retryAfterHeader);
  if (!Number.isFinite(seconds) || seconds <= 0) return 'Too many sign-in attempts. Please try again later.';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

function messageOf(json: unknown): string | undefined {
  const message = (json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * react-admin's authProvider on the API's `/api/auth/*` endpoints. The sign-in lives in the ApiClient's
 * store; any 401 from the API (after one refresh attempt) signs the admin out.
 */
export function createAuthProvider(client: ApiClient): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      let answer: Awaited<ReturnType<ApiClient['publicJson']>>;
      try {
        answer = await client.publicJson('/api/auth/login', { email, password });
      } catch {
        throw new Error(MESSAGES.loginFailed);
      }
      const { response, json } = answer;
      if (response.status === 429) {
        throw new Error(messageOf(json) ?? tooManyAttemptsMessage(response.headers.get('Retry-After')));
      }
      if (!response.ok) throw new Error(messageOf(json) ?? MESSAGES.loginFailed);
      const signIn = json as SignInResponse | undefined;
      if (!signIn?.accessToken || !signIn.refreshToken) throw new Error(MESSAGES.loginFailed);
      client.store.write(signInFromResponse(signIn, client.now()));
    },

    /** Ends the sign-in on the server (best effort) and forgets it here. */
    async logout() {
      const signIn = client.store.read();
      client.store.clear();
      if (signIn) {
        await client
          .publicJson('/api/auth/logout', { refreshToken: signIn.refreshToken })
          .catch(() => undefined);
      }
    },

    async checkAuth() {
      if (!client.store.read()) throw notSignedIn();
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        client.store.clear();
        throw new Error(SIGNED_OUT);
      }
    },

    async getIdentity() {
      const signIn = client.store.read();
      if (!signIn) throw new Error(SIGNED_OUT);
      return { id: signIn.user.id, fullName: signIn.user.name || signIn.user.email };
    },

    /**
     * The staff role, which decides what the panel offers (the API decides what is allowed). A sign-in
     * stored before roles existed has none: it is asked for again at the next sign-in or refresh.
     */
    async getPermissions() {
      return client.store.read()?.user.role ?? null;
    },
  };
}

const SIGNED_OUT = 'Signed out';

/**
 * What checkAuth rejects with when there is no sign-in: react-admin then goes to the login page, and
 * `message: false` tells it to do so without its error toast ('Error – Signed out' greeted every visitor
 * who had not signed in yet). A sign-in that ends while in use is announced where it ends (httpClient).
 */
function notSignedIn(): Error {
  return Object.assign(new Error(SIGNED_OUT), { message: false });
}

/**
 * Ends the sign-in on the server and reports whether that worked, keeping the local sign-in when it did
 * not (so the admin can try again): the Logout button shows 'Failed to log out' then.
 */
export async function serverLogout(client: ApiClient): Promise<void> {
  const signIn = client.store.read();
  if (!signIn) return;
  const { response } = await client.publicJson('/api/auth/logout', { refreshToken: signIn.refreshToken });
  if (!response.ok && response.status !== 401) throw new Error(MESSAGES.logoutFailed);
  client.store.clear();
}
