import { createSignInStore } from './auth/signIn';
import { createAuthProvider, serverLogout, tooManyAttemptsMessage } from './authProvider';
import { createApiClient, type FetchLike } from './httpClient';

const API = 'https://api.example.org';
const NOW = 1_800_000_000_000;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const SIGN_IN = {
  tokenType: 'Bearer',
  accessToken: 'access-1',
  expiresIn: 900,
  refreshToken: 'refresh-1',
  user: { id: 'u1', email: 'admin@foundation.local', name: '' },
};

function setup(handler: FetchLike) {
  const data = new Map<string, string>();
  const store = createSignInStore({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
  const calls: { url: string; body: unknown }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return handler(url, init);
  };
  const client = createApiClient({ apiUrl: API, store, fetch, now: () => NOW, withLock: (task) => task() });
  return { client, store, calls, auth: createAuthProvider(client) };
}

describe('the auth provider', () => {
  it('signs in with e-mail and password and keeps the sign-in', async () => {
    const { auth, store, calls } = setup(async () => json(200, SIGN_IN));
    await auth.login({ email: 'admin@foundation.local', password: 'yoga-admin-demo' });
    expect(calls[0]).toEqual({
      url: `${API}/api/auth/login`,
      body: { email: 'admin@foundation.local', password: 'yoga-admin-demo' },
    });
    expect(store.read()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      accessTokenExpiresAt: NOW + 900_000,
    });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: 'admin@foundation.local' });
  });

  it('shows the server’s message on a refused sign-in, and “Failed to log in” when there is none', async () => {
    const refused = setup(async () => json(401, { statusCode: 401, message: 'Invalid email or password' }));
    await expect(refused.auth.login({ email: 'a@b.in', password: 'wrong-one' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(refused.store.read()).toBeNull();

    const broken = setup(async () => new Response('<html>', { status: 502 }));
    await expect(broken.auth.login({ email: 'a@b.in', password: 'x' })).rejects.toThrow('Failed to log in');

    const offline = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.auth.login({ email: 'a@b.in', password: 'x' })).rejects.toThrow('Failed to log in');
  });

  it('says so when there were too many attempts', async () => {
    const limited = setup(async () =>
      json(
        429,
        { statusCode: 429, message: 'Too many sign-in attempts. Please try again in 15 minutes.' },
        { 'Retry-After': '900' },
      ),
    );
    await expect(limited.auth.login({ email: 'a@b.in', password: 'x' })).rejects.toThrow(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
    const bare = setup(async () => new Response('', { status: 429, headers: { 'Retry-After': '61' } }));
    await expect(bare.auth.login({ email: 'a@b.in', password: 'x' })).rejects.toThrow(
      'Too many sign-in attempts. Please try again in 2 minutes.',
    );
    expect(tooManyAttemptsMessage('30')).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(null)).toBe('Too many sign-in attempts. Please try again later.');
  });

  it('treats a missing sign-in and a 401 as signed out', async () => {
    const { auth, store } = setup(async () => json(200, SIGN_IN));
    await expect(auth.checkAuth({})).rejects.toThrow();
    await auth.login({ email: 'admin@foundation.local', password: 'yoga-admin-demo' });
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 401 })).rejects.toThrow();
    expect(store.read()).toBeNull();
  });

  it('sends a visitor without a sign-in to the login page without an error toast', async () => {
    const { auth } = setup(async () => json(200, SIGN_IN));
    // react-admin shows no notification for a rejection whose message is false.
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: false });
  });

  it('ends the sign-in on the server when logging out', async () => {
    const { client, auth, store, calls } = setup(async (url) =>
      url.endsWith('/logout') ? new Response(null, { status: 204 }) : json(200, SIGN_IN),
    );
    await auth.login({ email: 'admin@foundation.local', password: 'yoga-admin-demo' });
    await serverLogout(client);
    expect(calls.at(-1)).toEqual({ url: `${API}/api/auth/logout`, body: { refreshToken: 'refresh-1' } });
    expect(store.read()).toBeNull();
    await auth.logout({});
    expect(calls.filter((call) => call.url.endsWith('/logout'))).toHaveLength(1);
  });

  it('keeps the sign-in when the server could not end it (“Failed to log out”)', async () => {
    const { client, auth, store } = setup(async (url) =>
      url.endsWith('/logout') ? json(503, { message: 'down' }) : json(200, SIGN_IN),
    );
    await auth.login({ email: 'admin@foundation.local', password: 'yoga-admin-demo' });
    await expect(serverLogout(client)).rejects.toThrow('Failed to log out');
    expect(store.read()).not.toBeNull();
  });
});
