/** The check-in routes of the API, with this screen's credentials (credentials.ts). */
import type {
  CheckInWalkInRequest,
  CheckInWalkInResponse,
  CheckInScanBatch,
  CheckInScanBatchResponse,
  CheckInSessionResponse,
  CheckInSnapshot,
} from '@foundation/shared';
import { authHeaders, type Credentials } from './credentials';

/** The API refused the credentials (a revoked or expired link, an ended admin session). */
export class NotAuthorisedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAuthorisedError';
  }
}

/**
 * The API refused a request for good (400, 404, 409: no seats left, a price that does not fit): sending it
 * again would be refused again, so it is shown, never retried.
 */
export class RefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RefusedError';
  }
}

/**
 * The API could not be reached (no network, a signal too poor to answer): the phone may still say it is
 * online, so the screen goes by this instead and works from what it stored.
 */
export class UnreachableError extends Error {
  constructor(cause: unknown) {
    super('The server cannot be reached', { cause });
    this.name = 'UnreachableError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function createCheckInApi(apiUrl: string, credentials: Credentials, fetchImpl: FetchLike) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${apiUrl}${path}`, {
        ...init,
        headers: {
          Accept: 'application/json',
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
          ...authHeaders(credentials),
        },
      });
    } catch (error) {
      throw new UnreachableError(error);
    }
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401 || response.status === 403) {
      throw new NotAuthorisedError(typeof body?.message === 'string' ? body.message : 'Not authorised');
    }
    if ([400, 404, 409, 422].includes(response.status)) {
      throw new RefusedError(
        typeof body?.message === 'string' ? body.message : `The server answered ${response.status}`,
        response.status,
      );
    }
    if (!response.ok) {
      throw new Error(
        typeof body?.message === 'string' ? body.message : `The server answered ${response.status}`,
      );
    }
    return body as T;
  }
  return {
    session: () => call<CheckInSessionResponse>('/api/check-in/session'),
    snapshot: (eventId: string) =>
      call<CheckInSnapshot>(`/api/check-in/events/${encodeURIComponent(eventId)}/snapshot`),
    sendScans: (batch: CheckInScanBatch) =>
      call<CheckInScanBatchResponse>('/api/check-in/scans', { method: 'POST', body: JSON.stringify(batch) }),
    sendWalkIn: (walkIn: CheckInWalkInRequest) =>
      call<CheckInWalkInResponse>('/api/check-in/walk-ins', { method: 'POST', body: JSON.stringify(walkIn) }),
    walkIn: (clientWalkInId: string) =>
      call<CheckInWalkInResponse>(`/api/check-in/walk-ins/${encodeURIComponent(clientWalkInId)}`),
  };
}

export type CheckInApi = ReturnType<typeof createCheckInApi>;
