/**
 * Walk-ins made on this phone: the price the form shows (the server computes it again), and the sync of
 * the walk-ins waiting on the phone (cash and free ones are queued offline like the scans). Each carries
 * the phone's `clientWalkInId`, so one whose answer was lost is simply sent again.
 */
import {
  paiseToRupeeString,
  toPaise,
  type CheckInWalkInPrices,
  type CheckInWalkInRequest,
  type CheckInWalkInResponse,
} from '@foundation/shared';
import { RefusedError } from './api';
import type { CheckInStore, StoredWalkIn } from './db';

export type SendWalkIn = (walkIn: CheckInWalkInRequest) => Promise<CheckInWalkInResponse>;

/** Whole paise of `tickets` tickets of the type (or of the event when it has none; 0 when it is free). */
export function walkInTotalPaise(
  prices: CheckInWalkInPrices | undefined,
  ticketTypeId: string | undefined,
  tickets: number,
): number | null {
  if (!prices) return null;
  if (!prices.isPaid) return 0;
  if (prices.ticketTypes.length === 0) return toPaise(prices.price) * tickets;
  const type = prices.ticketTypes.find((candidate) => candidate.id === ticketTypeId);
  return type ? toPaise(type.price) * tickets : null;
}

/** Rupees for the request's `amount` (a number, exact for whole paise). */
export const rupees = (paise: number) => Number(paiseToRupeeString(paise));

export interface WalkInSyncOutcome {
  sent: number;
  /** Walk-ins the server refused in this sync (no seats left...): not registered. */
  refused: StoredWalkIn[];
}

/**
 * Sends the event's waiting walk-ins, oldest first. A refusal (409 full, 400...) is kept with its words and
 * never sent again; any other failure throws, leaving the rest waiting for the next try.
 */
export async function syncWalkIns(
  eventId: string,
  store: CheckInStore,
  send: SendWalkIn,
  now: () => Date = () => new Date(),
): Promise<WalkInSyncOutcome> {
  const outcome: WalkInSyncOutcome = { sent: 0, refused: [] };
  for (const walkIn of await store.walkIns(eventId)) {
    if (walkIn.syncedAt !== null) continue;
    try {
      const result = await send(walkIn.request);
      await store.saveWalkIn({ ...walkIn, result, syncedAt: now().toISOString() });
      outcome.sent += 1;
    } catch (error) {
      if (!(error instanceof RefusedError)) throw error;
      const refused = { ...walkIn, refusal: error.message, syncedAt: now().toISOString() };
      await store.saveWalkIn(refused);
      outcome.refused.push(refused);
    }
  }
  return outcome;
}
