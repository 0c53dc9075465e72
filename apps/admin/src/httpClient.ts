import { HttpError } from 'ra-core';
import { type SignIn, type SignInStore, type SignInResponse, signInFromResponse } from './auth/signIn';

/** Body of every API error (see the API's exception filter). */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type WithLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface ApiClientOptions {
  /** API origin, from the runtime configuration. */
  apiUrl: string;
  store: SignInStore;
  fetch?: FetchLike;
  now?: () => number;
  /** Serialises refreshes across tabs (navigator.locks in the browser), so that a refresh token is used once. */
  withLock?: WithLock;
  /** Refresh the access token when it expires within this many milliseconds. */
  refreshMarginMs?: number;
}

export const SIGN_IN_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * The field errors of an API error in react-hook-form's shape: array items (`ticketTypes.2`,
 * `gallery.0.imageUrl`) are reported on the list itself, and the message also goes to `root.serverError`,
 * which react-admin shows as the toast.
 */
export function toFormErrors(body: ApiErrorBody | undefined): Record<string, unknown> | undefined {
  if (!body?.fields || Object.keys(body.fields).length === 0) return undefined;
  const errors: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(body.fields)) {
    const key = field.replace(/\.\d+(\..*)?$/, '');
    if (!(key in errors)) errors[key] = message;
  }
  if (body.message) errors.root = { serverError: body.message };
  return errors;
}

/** An HttpError (react-admin's error type) for an API answer that was not 2xx. */
export function toHttpError(status: number, statusText: string, json: unknown): HttpError {
  const body = (typeof json === 'object' && json !== null ? json : {}) as ApiErrorBody;
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : statusText || `Request failed (${status})`;
  const errors = toFormErrors(body);
  return new HttpError(message, status, errors ? { ...body, errors } : body);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Default lock: the Web Locks API when the browser has it, otherwise none (the in-tab single flight remains). */
export const browserLock: WithLock = (task) => {
  const locks =
    typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks
    ? (locks.request('foundation-admin-session-refresh', task) as Promise<Awaited<ReturnType<typeof task>>>)
    : task();
};

/**
 * The HTTP client of the admin panel. It adds the access token to every request, refreshes it shortly
 * before it expires (and once more when the API answers 401), never lets two refreshes use the same
 * refresh token (single flight in the tab, a Web Lock across tabs), and turns API errors into HttpErrors
 * that carry the server's message and field errors.
 */
export function createApiClient(options: ApiClientOptions) {
  const { apiUrl, store } = options;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const withLock = options.withLock ?? browserLock;
  const margin = options.refreshMarginMs ?? 60_000;
  let inflight: Promise<SignIn | null> | null = null;

  const isFresh = (signIn: SignIn) => signIn.accessTokenExpiresAt - margin > now();

  /**
   * The sign-in renewed with its refresh token. `staleToken` is the access token the caller found too old or
   * refused: when the stored sign-in already has another one (another tab or call refreshed), that is used.
   */
  function refresh(staleToken?: string): Promise<SignIn | null> {
    if (!inflight) {
      inflight = withLock(async () => {
        const current = store.read();
        if (!current) return null;
        if (current.accessToken !== staleToken && isFresh(current)) return current;
        const response = await doFetch(`${apiUrl}/api/auth/refresh`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refreshToken: current.refreshToken }),
        });
        const json = parseJson(await response.text());
        if (response.status === 401 || response.status === 400) {
          // Expired, revoked or reused: the sign-in is over (unless another tab has just stored a new one).
          const latest = store.read();
          if (latest && latest.refreshToken !== current.refreshToken) return latest;
          store.clear();
          return null;
        }
        if (!response.ok) throw toHttpError(response.status, response.statusText, json);
        const signIn = signInFromResponse(json as SignInResponse, now());
        store.write(signIn);
        return signIn;
      }).finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  /** A valid access token, refreshed when needed; null when there is no sign-in. */
  async function accessToken(): Promise<string | null> {
    const signIn = store.read();
    if (!signIn) return null;
    if (isFresh(signIn)) return signIn.accessToken;
    return (await refresh(signIn.accessToken))?.accessToken ?? null;
  }

  function withAuthorization(init: RequestInit | undefined, token: string): RequestInit {
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof init?.body === 'string' && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    return { ...init, headers };
  }

  /** An authenticated request; answers the raw Response (any status but a final 401). */
  async function authorizedFetch(url: string, init?: RequestInit): Promise<Response> {
    const token = await accessToken();
    if (!token) throw new HttpError(SIGN_IN_ENDED_MESSAGE, 401, { message: SIGN_IN_ENDED_MESSAGE });
    let response = await doFetch(url, withAuthorization(init, token));
    if (response.status === 401) {
      const renewed = await refresh(token);
      if (!renewed) throw new HttpError(SIGN_IN_ENDED_MESSAGE, 401, { message: SIGN_IN_ENDED_MESSAGE });
      response = await doFetch(url, withAuthorization(init, renewed.accessToken));
    }
    return response;
  }

  /** ra-data-simple-rest's httpClient: JSON in and out, HttpError on anything but 2xx. */
  async function fetchJson(url: string, init?: RequestInit): Promise<JsonResponse> {
    const response = await authorizedFetch(url, init);
    const body = await response.text();
    const json = parseJson(body);
    if (response.status < 200 || response.status >= 300)
      throw toHttpError(response.status, response.statusText, json);
    return { status: response.status, headers: response.headers, body, json };
  }

  /** A request that must not be retried or authenticated (sign-in, sign-out). */
  async function publicJson(path: string, body: unknown): Promise<{ response: Response; json: unknown }> {
    const response = await doFetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { response, json: parseJson(await response.text()) };
  }

  return { apiUrl, store, refresh, accessToken, authorizedFetch, fetchJson, publicJson, now };
}

export type ApiClient = ReturnType<typeof createApiClient>;
