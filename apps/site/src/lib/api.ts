import { config } from '../config';
import { pageLocale } from '../i18n/pageLocale';

/** A response from the API that was not 2xx, with the API's message and per-field messages when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** True when the message came from the API's JSON body (safe to show), not from this client. */
  readonly fromServer: boolean;
  /** The API's JSON answer as it came (its other fields, e.g. the `startsAt` of a session not yet live). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    message: string,
    fields?: Record<string, string>,
    fromServer = false,
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.fromServer = fromServer;
    this.body = body;
  }
}

/**
 * The API refused because too many such requests came from this network (`429`): its message says what and
 * how long to wait, and is what the visitor should read instead of a generic failure.
 */
export function isTooManyRequests(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429 && error.fromServer;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The absolute URL of an API path: apiUrl('/api/events') -> '{apiUrl}/api/events'. */
export function apiUrl(path: string, base: string = config.apiUrl): string {
  return joinUrl(base, path);
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The URL to show a media file the API returned. Absolute URLs (https:, data:, blob:, protocol-relative)
 * are kept; relative paths such as '/uploads/demo/x.webp' are served by the API, so they are resolved
 * against its origin. Null when there is no image.
 */
export function mediaUrl(path: string | null | undefined, base: string = config.apiUrl): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (ABSOLUTE_URL.test(value)) return value;
  return joinUrl(base, value);
}

async function errorFrom(response: Response, fallback: string): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; fields?: unknown };
    if (typeof body?.message === 'string' && body.message) {
      const fields =
        body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
      return new ApiError(response.status, body.message, fields, true, body);
    }
  } catch {
    // not JSON: keep the fallback
  }
  return new ApiError(response.status, fallback);
}

/** GETs (or sends) JSON to the API and returns the parsed body; throws ApiError on a non-2xx answer. */
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // The API writes its refusals and field messages in this language (the page's), shown as they come.
  headers.set('Accept-Language', pageLocale());
  const response = await fetch(apiUrl(path), { ...init, headers });
  if (!response.ok) {
    throw await errorFrom(response, `${init.method ?? 'GET'} ${path} failed with ${response.status}`);
  }
  return (await response.json()) as T;
}

/** POSTs a JSON body to the API (with optional extra headers) and returns the parsed answer. */
export function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return fetchJson<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
