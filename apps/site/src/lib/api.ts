import { config } from '../config';

/** A response from the API that was not 2xx. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
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

/** GETs (or sends) JSON to the API and returns the parsed body; throws ApiError on a non-2xx answer. */
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const response = await fetch(apiUrl(path), { ...init, headers });
  if (!response.ok) {
    throw new ApiError(response.status, `${init.method ?? 'GET'} ${path} failed with ${response.status}`);
  }
  return (await response.json()) as T;
}
