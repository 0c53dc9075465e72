import { HttpError } from 'ra-core';
import { createSignInStore, type SignIn } from './auth/signIn';
import { createApiClient, toFormErrors, toHttpError, type FetchLike } from './httpClient';

const API = 'https://api.example.org';
const NOW = 1_800_000_000_000;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const signIn = (overrides: Partial<SignIn> = {}): SignIn => ({
  accessToken: 'access-1',
  accessTokenExpiresAt: NOW + 15 * 60_000,
  refreshToken: 'refresh-1',
  user: { id: 'u1', email: 'admin@foundation.local', name: 'Admin' },
  ...overrides,
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const refreshed = (n: number) => ({
  accessToken: `access-${n}`,
  expiresIn: 900,
  refreshToken: `refresh-${n}`,
  user: { id: 'u1', email: 'admin@foundation.local', name: 'Admin' },
});

function setup(
  stored: SignIn | null,
  handler: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const store = createSignInStore(memoryStorage());
  if (stored) store.write(stored);
  const calls: { url: string; authorization: string | null; body?: string }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      authorization: new Headers(init?.headers).get('Authorization'),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return handler(url, init);
  };
  const client = createApiClient({ apiUrl: API, store, fetch, now: () => NOW, withLock: (task) => task() });
  return { client, store, calls };
}

describe('the admin HTTP client', () => {
  it('sends the access token and answers react-admin’s {status, headers, body, json}', async () => {
    const { client, calls } = setup(signIn(), () =>
      json(200, [{ id: 1 }], { 'Content-Range': 'events 0-0/1' }),
    );
    const answer = await client.fetchJson(`${API}/api/admin/events`);
    expect(calls[0].authorization).toBe('Bearer access-1');
    expect(answer.json).toEqual([{ id: 1 }]);
    expect(answer.headers.get('Content-Range')).toBe('events 0-0/1');
  });

  it('refreshes an access token that is about to expire before using it, and stores the rotated tokens', async () => {
    const { client, store, calls } = setup(signIn({ accessTokenExpiresAt: NOW + 10_000 }), (url) =>
      url.endsWith('/api/auth/refresh') ? json(200, refreshed(2)) : json(200, []),
    );
    await client.fetchJson(`${API}/api/admin/events`);
    expect(calls.map((call) => call.url)).toEqual([`${API}/api/auth/refresh`, `${API}/api/admin/events`]);
    expect(JSON.parse(calls[0].body!)).toEqual({ refreshToken: 'refresh-1' });
    expect(calls[1].authorization).toBe('Bearer access-2');
    expect(store.read()).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      accessTokenExpiresAt: NOW + 900_000,
    });
  });

  it('uses a refresh token once even when several requests need a new access token at the same time', async () => {
    let refreshes = 0;
    const { client } = setup(signIn({ accessTokenExpiresAt: NOW - 1 }), async (url) => {
      if (url.endsWith('/api/auth/refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, refreshed(2));
      }
      return json(200, []);
    });
    // The refresh answers 10 ms later on a fake clock: the other requests arrive while it is in flight.
    jest.useFakeTimers();
    try {
      const all = Promise.all([1, 2, 3].map(() => client.fetchJson(`${API}/api/admin/events`)));
      await jest.advanceTimersByTimeAsync(10);
      await all;
    } finally {
      jest.useRealTimers();
    }
    expect(refreshes).toBe(1);
  });

  it('refreshes once and repeats the request when the API answers 401', async () => {
    const { client, calls } = setup(signIn(), (url, init) => {
      if (url.endsWith('/api/auth/refresh')) return json(200, refreshed(2));
      const token = new Headers(init?.headers).get('Authorization');
      return token === 'Bearer access-1'
        ? json(401, { statusCode: 401, message: 'Unauthorized' })
        : json(200, { id: 'e1' });
    });
    const answer = await client.fetchJson(`${API}/api/admin/events/e1`);
    expect(answer.json).toEqual({ id: 'e1' });
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer access-1', null, 'Bearer access-2']);
  });

  it('ends the sign-in when the refresh token is refused, and answers 401', async () => {
    const { client, store } = setup(signIn({ accessTokenExpiresAt: NOW - 1 }), () =>
      json(401, { statusCode: 401, message: 'Your session has ended' }),
    );
    await expect(client.fetchJson(`${API}/api/admin/events`)).rejects.toMatchObject({ status: 401 });
    expect(store.read()).toBeNull();
  });

  it('keeps the sign-in when the refresh fails for another reason (server down)', async () => {
    const { client, store } = setup(signIn({ accessTokenExpiresAt: NOW - 1 }), () =>
      json(503, { statusCode: 503, message: 'The service is temporarily unavailable.' }),
    );
    await expect(client.fetchJson(`${API}/api/admin/events`)).rejects.toMatchObject({ status: 503 });
    expect(store.read()?.refreshToken).toBe('refresh-1');
  });

  it('answers 401 without calling the API when there is no sign-in', async () => {
    const { client, calls } = setup(null, () => json(200, []));
    await expect(client.fetchJson(`${API}/api/admin/events`)).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(0);
  });

  it('turns API errors into HttpErrors with the server’s message and the field errors for the form', async () => {
    const { client } = setup(signIn(), () =>
      json(409, {
        statusCode: 409,
        message: 'URL slug is already in use',
        code: 'slug_in_use',
        fields: { urlSlug: 'URL slug is already in use' },
      }),
    );
    const error = await client
      .fetchJson(`${API}/api/admin/events`, { method: 'POST', body: '{}' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('URL slug is already in use');
    expect(error.status).toBe(409);
    expect(error.body.errors).toEqual({
      urlSlug: 'URL slug is already in use',
      root: { serverError: 'URL slug is already in use' },
    });
  });
});

describe('toFormErrors and toHttpError', () => {
  it('reports errors of list items on the list', () => {
    expect(
      toFormErrors({
        message: 'All ticket types must have a valid name and non-negative price',
        fields: {
          'ticketTypes.1': 'All ticket types must have a valid name and non-negative price',
          'gallery.0.imageUrl': 'bad',
        },
      }),
    ).toEqual({
      ticketTypes: 'All ticket types must have a valid name and non-negative price',
      gallery: 'bad',
      root: { serverError: 'All ticket types must have a valid name and non-negative price' },
    });
    expect(toFormErrors({ message: 'x' })).toBeUndefined();
  });

  it('falls back to the status text when the body has no message', () => {
    expect(toHttpError(502, 'Bad Gateway', undefined).message).toBe('Bad Gateway');
    expect(toHttpError(500, '', 'not json').message).toBe('Request failed (500)');
  });
});
