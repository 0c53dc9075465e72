import 'fake-indexeddb/auto';
import {
  WALK_IN_MESSAGES,
  type CheckInWalkInPrices,
  type CheckInWalkInRequest,
  type CheckInWalkInResponse,
} from '@foundation/shared';
import { RefusedError } from './api';
import { openCheckInStore, type CheckInStore, type StoredWalkIn } from './db';
import { rupees, syncWalkIns, walkInTotalPaise } from './walk-ins';

const EVENT = '6f1c2a9e-1111-4a5b-9c3d-000000000001';
let dbCount = 0;
let store: CheckInStore;

beforeEach(async () => {
  store = await openCheckInStore(`walk-ins-test-${(dbCount += 1)}`);
});
afterEach(() => store.close());

const walkIn = (n: number): StoredWalkIn => {
  const request: CheckInWalkInRequest = {
    clientWalkInId: `walk-in-${n}`,
    device: { id: 'device-1', name: 'Gate 2' },
    eventId: EVENT,
    numberOfTickets: 1,
    name: `Person ${n}`,
    payment: { mode: 'cash', amount: 500 },
  };
  return {
    request,
    eventId: EVENT,
    createdAt: new Date(Date.UTC(2026, 11, 1, 4, 0, n)).toISOString(),
    syncedAt: null,
    result: null,
    refusal: null,
  };
};
const answer = (request: CheckInWalkInRequest): CheckInWalkInResponse => ({
  clientWalkInId: request.clientWalkInId,
  status: 'completed',
  booking: {
    id: `booking-${request.clientWalkInId}`,
    name: request.name,
    numberOfTickets: request.numberOfTickets,
    ticketTypeName: null,
    totalAmount: '500.00',
    mode: 'cash',
  },
  upi: null,
  counts: { expected: 1, checkedIn: 1 },
});

describe('walk-ins on the phone', () => {
  it('prices a walk-in as the server does: the type’s price times the tickets, free events at 0', () => {
    const prices: CheckInWalkInPrices = {
      isPaid: true,
      price: '0.00',
      ticketTypes: [{ id: 'a', name: 'Standard', price: '499.50', seatsLeft: null }],
    };
    expect(walkInTotalPaise(prices, 'a', 3)).toBe(149850);
    expect(rupees(149850)).toBe(1498.5);
    expect(walkInTotalPaise(prices, undefined, 3)).toBeNull();
    expect(walkInTotalPaise({ ...prices, isPaid: false }, 'a', 3)).toBe(0);
    expect(walkInTotalPaise({ isPaid: true, price: '250.00', ticketTypes: [] }, undefined, 2)).toBe(50000);
    expect(walkInTotalPaise(undefined, 'a', 1)).toBeNull();
  });

  it('sends the waiting walk-ins oldest first, once, and keeps a refusal with its words', async () => {
    for (const n of [1, 2, 3]) await store.addWalkIn(walkIn(n));
    const sent: string[] = [];
    const outcome = await syncWalkIns(EVENT, store, async (request) => {
      sent.push(request.clientWalkInId);
      if (request.clientWalkInId === 'walk-in-2') throw new RefusedError(WALK_IN_MESSAGES.full, 409);
      return answer(request);
    });
    expect(sent).toEqual(['walk-in-1', 'walk-in-2', 'walk-in-3']);
    expect(outcome.sent).toBe(2);
    expect(outcome.refused.map((w) => w.request.clientWalkInId)).toEqual(['walk-in-2']);
    const stored = await store.walkIns(EVENT);
    expect(stored.map((w) => [w.request.clientWalkInId, w.refusal, w.result?.status ?? null])).toEqual([
      ['walk-in-1', null, 'completed'],
      ['walk-in-2', WALK_IN_MESSAGES.full, null],
      ['walk-in-3', null, 'completed'],
    ]);
    // Nothing is sent again.
    const again = await syncWalkIns(EVENT, store, async () => {
      throw new Error('must not be called');
    });
    expect(again).toEqual({ sent: 0, refused: [] });
  });

  it('keeps walk-ins waiting when the server cannot be reached, and sends them next time', async () => {
    await store.addWalkIn(walkIn(1));
    await store.addWalkIn(walkIn(2));
    await expect(
      syncWalkIns(EVENT, store, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
    expect((await store.walkIns(EVENT)).every((w) => w.syncedAt === null)).toBe(true);
    const outcome = await syncWalkIns(EVENT, store, async (request) => answer(request));
    expect(outcome.sent).toBe(2);
  });
});
