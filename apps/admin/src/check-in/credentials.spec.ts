import { SIGN_IN_STORAGE_KEY } from '../auth/signIn';
import {
  authHeaders,
  CHECK_IN_TOKEN_STORAGE_KEY,
  forgetLink,
  readCredentials,
  readDevice,
} from './credentials';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const signIn = {
  accessToken: 'access',
  accessTokenExpiresAt: 1,
  refreshToken: 'refresh',
  user: { id: '1', email: 'admin@example.org', name: 'Admin' },
};

describe('who is checking in', () => {
  it('takes the link’s token from the fragment, keeps it and removes it from the address bar', () => {
    const storage = memoryStorage();
    const replaceState = jest.fn();
    const credentials = readCredentials(
      { hash: `#token=${TOKEN}`, pathname: '/admin/check-in', search: '' },
      { replaceState },
      storage,
    );
    expect(credentials).toEqual({ kind: 'link', token: TOKEN });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/admin/check-in');
    expect(storage.data.get(CHECK_IN_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(authHeaders(credentials)).toEqual({ 'X-Check-In-Token': TOKEN });
    // the next visit (no fragment) uses the kept link, before any admin sign-in
    storage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify(signIn));
    expect(readCredentials({ hash: '', pathname: '/admin/check-in', search: '' }, null, storage)).toEqual(
      credentials,
    );
  });

  it('uses the admin panel’s sign-in when there is no link, and nothing otherwise', () => {
    const storage = memoryStorage({ [SIGN_IN_STORAGE_KEY]: JSON.stringify(signIn) });
    const credentials = readCredentials({ hash: '', pathname: '/admin/check-in', search: '' }, null, storage);
    expect(credentials).toEqual({ kind: 'admin', signIn });
    expect(authHeaders(credentials)).toEqual({ Authorization: 'Bearer access' });
    expect(
      readCredentials({ hash: '#token=<script>', pathname: '/', search: '' }, null, memoryStorage()),
    ).toEqual({ kind: 'none' });
  });

  it('forgets a refused link', () => {
    const storage = memoryStorage({ [CHECK_IN_TOKEN_STORAGE_KEY]: TOKEN });
    forgetLink(storage);
    expect(readCredentials({ hash: '', pathname: '/', search: '' }, null, storage)).toEqual({ kind: 'none' });
  });

  it('gives the phone a stable id and a default name', () => {
    const storage = memoryStorage();
    let n = 0;
    const random = () => `abcd${(n += 1)}-id`;
    const first = readDevice(storage, random);
    expect(first).toEqual({ id: 'abcd1-id', name: 'Phone ABCD' });
    expect(readDevice(storage, random)).toEqual(first);
  });
});
