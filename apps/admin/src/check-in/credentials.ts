/**
 * Who is checking in: a volunteer's check-in link (its secret arrives in the address's fragment, is kept
 * in this phone's storage and removed from the address bar so it is not left in history or screenshots), or
 * the admin panel's own sign-in (apps/admin/src/auth/signIn.ts).
 */
import { CHECK_IN_TOKEN_HEADER } from '@foundation/shared';
import { createSignInStore, type SignIn } from '../auth/signIn';

export const CHECK_IN_TOKEN_STORAGE_KEY = 'foundation.checkIn.token';
const DEVICE_STORAGE_KEY = 'foundation.checkIn.device';

export type Credentials =
  { kind: 'link'; token: string } | { kind: 'admin'; signIn: SignIn } | { kind: 'none' };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads `#token=…` from the address (then drops the fragment), else the stored link, else the admin sign-in. */
export function readCredentials(
  location: { hash: string; pathname: string; search: string },
  history: Pick<History, 'replaceState'> | null,
  storage: Store,
): Credentials {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  if (fromHash && /^[A-Za-z0-9_-]{16,200}$/.test(fromHash)) {
    try {
      storage.setItem(CHECK_IN_TOKEN_STORAGE_KEY, fromHash);
    } catch {
      // storage disabled: the link works for this visit only
    }
    history?.replaceState(null, '', `${location.pathname}${location.search}`);
    return { kind: 'link', token: fromHash };
  }
  const stored = storage.getItem(CHECK_IN_TOKEN_STORAGE_KEY);
  if (stored) return { kind: 'link', token: stored };
  const signIn = createSignInStore(storage).read();
  return signIn ? { kind: 'admin', signIn } : { kind: 'none' };
}

/** Forgets a link the API refused (revoked or expired), so the next visit asks for a new one. */
export function forgetLink(storage: Store) {
  storage.removeItem(CHECK_IN_TOKEN_STORAGE_KEY);
}

export function authHeaders(credentials: Credentials): Record<string, string> {
  if (credentials.kind === 'link') return { [CHECK_IN_TOKEN_HEADER]: credentials.token };
  if (credentials.kind === 'admin') return { Authorization: `Bearer ${credentials.signIn.accessToken}` };
  return {};
}

/** This phone's stable id and the name the volunteer gave it ("Gate 2"), kept in its storage. */
export function readDevice(storage: Store, random: () => string): { id: string; name: string } {
  try {
    const parsed = JSON.parse(storage.getItem(DEVICE_STORAGE_KEY) ?? 'null') as {
      id?: unknown;
      name?: unknown;
    } | null;
    if (parsed && typeof parsed.id === 'string' && typeof parsed.name === 'string') {
      return { id: parsed.id, name: parsed.name };
    }
  } catch {
    // unreadable: a new id below
  }
  const device = { id: random(), name: `Phone ${random().slice(0, 4).toUpperCase()}` };
  saveDevice(storage, device);
  return device;
}

export function saveDevice(storage: Store, device: { id: string; name: string }) {
  try {
    storage.setItem(DEVICE_STORAGE_KEY, JSON.stringify(device));
  } catch {
    // storage disabled
  }
}
