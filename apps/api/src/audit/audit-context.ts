import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request } from 'express';
import { clientAddress } from '../common/rate-limit/client-address.js';

/** Who acts, as an audit entry records it. */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

const requests = new AsyncLocalStorage<Request>();

/**
 * Runs `work` (and everything it awaits) with the request it serves as the audit context. The request is
 * read only when an entry is recorded, so the admin set on it by the JWT guard is seen whatever ran first.
 */
export function runInRequestContext<T>(request: Request, work: () => T): T {
  return requests.run(request, work);
}

/** The signed-in admin of the request being served, if any. */
export function currentActor(): AuditActor | null {
  // The JWT guard sets the signed-in admin (auth's AdminProfile) as `user`: only its id and e-mail are read.
  const admin = (requests.getStore() as (Request & { user?: AuditActor }) | undefined)?.user;
  return admin ? { id: admin.id, email: admin.email } : null;
}

/** The client's address of the request being served (null outside a request, e.g. a periodic job). */
export function currentClientAddress(): string | null {
  const request = requests.getStore();
  return request ? clientAddress(request).slice(0, 64) : null;
}
