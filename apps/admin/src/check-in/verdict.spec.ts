import { base64UrlDecode, base64UrlEncode } from '@foundation/shared';
import { booking, OTHER_EVENT_ID, signingKey, snapshot } from './test-tickets';
import {
  decideBooking,
  decideScan,
  eventCounts,
  searchBookings,
  type LocalScan,
  type StoredSnapshot,
} from './verdict';

const A = '00000000-0000-4000-8000-0000000000a1';
const GROUP = '00000000-0000-4000-8000-0000000000b3';
const CANCELLED = '00000000-0000-4000-8000-0000000000c1';
const REFUNDED = '00000000-0000-4000-8000-0000000000d1';
const ABSENT = '00000000-0000-4000-8000-0000000000e1';

let key: Awaited<ReturnType<typeof signingKey>>;
beforeAll(async () => {
  key = await signingKey();
});
const TAKEN_AT = '2026-12-01T03:05:00.000Z';
const stored = (bookings = defaultBookings()): StoredSnapshot => ({
  snapshot: snapshot(key.publicKey, bookings),
  takenAt: TAKEN_AT,
});
function defaultBookings() {
  return [
    booking(A),
    booking(GROUP, { admissions: 3, name: 'Meera Iyer', phone: '+91 90000 11122' }),
    booking(CANCELLED, { state: 'cancelled' }),
    booking(REFUNDED, { state: 'refunded' }),
  ];
}

let seq = 0;
const admit = (bookingId: string, admissions: number, extra: Partial<LocalScan> = {}): LocalScan =>
  ({
    clientScanId: `scan-${(seq += 1)}`,
    kind: 'admit',
    eventId: stored().snapshot.event.id,
    bookingId,
    admissions,
    scannedAt: '2026-12-01T04:00:00.000Z',
    deviceName: 'Gate 2',
    syncedAt: null,
    ...extra,
  }) as LocalScan;
const undo = (of: LocalScan, extra: Partial<LocalScan> = {}): LocalScan =>
  ({
    clientScanId: `scan-${(seq += 1)}`,
    kind: 'undo',
    eventId: of.eventId,
    bookingId: of.bookingId,
    undoes: of.clientScanId,
    scannedAt: '2026-12-01T04:01:00.000Z',
    deviceName: 'Gate 2',
    syncedAt: null,
    ...extra,
  }) as LocalScan;

describe('the door verdict, decided offline', () => {
  it('admits a genuine ticket of this event, with how many may still enter', async () => {
    const decision = await decideScan(await key.ticket(GROUP, 3), stored(), []);
    expect(decision.verdict).toBe('admitted');
    expect(decision.progress).toMatchObject({ checkedIn: 0, remaining: 3, booking: { name: 'Meera Iyer' } });
  });

  it('counts this phone’s admits: 2 of 3 in, one may still enter; all in, already checked in (when, where)', async () => {
    const first = admit(GROUP, 2, { scannedAt: '2026-12-01T04:10:00.000Z' });
    const partly = await decideScan(await key.ticket(GROUP, 3), stored(), [first]);
    expect(partly.verdict).toBe('admitted');
    expect(partly.progress).toMatchObject({ checkedIn: 2, remaining: 1 });

    const all = await decideScan(await key.ticket(GROUP, 3), stored(), [first, admit(GROUP, 1)]);
    expect(all.verdict).toBe('already-checked-in');
    expect(all.progress).toMatchObject({ checkedIn: 3, remaining: 0 });
    expect(all.progress?.lastCheckIn).toEqual({ at: '2026-12-01T04:00:00.000Z', device: 'Gate 2' });
  });

  it('trusts the snapshot for check-ins made elsewhere before it was downloaded', async () => {
    const lastCheckIn = { at: '2026-12-01T02:59:00.000Z', device: 'Main gate' };
    const bookings = [booking(A, { checkedIn: 1, lastCheckIn })];
    const decision = await decideScan(await key.ticket(A, 1), stored(bookings), []);
    expect(decision).toMatchObject({ verdict: 'already-checked-in', progress: { lastCheckIn } });
  });

  it('does not count twice a scan the snapshot already holds, and an undo takes it back out', async () => {
    const synced = admit(GROUP, 1, { syncedAt: '2026-12-01T03:01:00.000Z' }); // before TAKEN_AT
    const bookings = [booking(GROUP, { admissions: 3, checkedIn: 1 }), booking(A)];
    const before = decideBooking(bookings[0], TAKEN_AT, [synced]);
    expect(before.progress).toMatchObject({ checkedIn: 1, remaining: 2 });
    const after = decideBooking(bookings[0], TAKEN_AT, [synced, undo(synced)]);
    expect(after).toMatchObject({ verdict: 'admitted', progress: { checkedIn: 0, remaining: 3 } });
    // synced after the download: the snapshot does not know it yet, so it counts on top
    const late = admit(A, 1, { syncedAt: '2026-12-01T03:10:00.000Z' });
    expect(decideBooking(bookings[1], TAKEN_AT, [late]).progress?.checkedIn).toBe(1);
  });

  it('an undone admit lets the ticket in again', async () => {
    const first = admit(A, 1);
    const decision = await decideScan(await key.ticket(A, 1), stored(), [first, undo(first)]);
    expect(decision).toMatchObject({ verdict: 'admitted', progress: { checkedIn: 0, remaining: 1 } });
  });

  it('refuses cancelled and refunded bookings whatever the ticket says', async () => {
    for (const id of [CANCELLED, REFUNDED]) {
      expect((await decideScan(await key.ticket(id, 1), stored(), [])).verdict).toBe('cancelled');
    }
  });

  it('says "not for this event" for a genuine ticket of another event', async () => {
    const decision = await decideScan(await key.ticket(A, 1, OTHER_EVENT_ID), stored(), []);
    expect(decision).toEqual({ verdict: 'not-for-this-event', progress: null });
  });

  it('a genuine ticket whose booking is not in the snapshot is unknown, never admitted', async () => {
    expect((await decideScan(await key.ticket(ABSENT, 1), stored(), [])).verdict).toBe('unknown-booking');
  });

  it('forged, truncated, tampered or foreign codes are not valid', async () => {
    const genuine = await key.ticket(GROUP, 3);
    const otherKey = await signingKey();
    const [payload, signature] = genuine.split('.');
    const bytes = base64UrlDecode(payload)!;
    bytes[33] = 9; // more admissions than were paid for
    const tampered = `${base64UrlEncode(bytes)}.${signature}`;
    for (const text of [
      await otherKey.ticket(GROUP, 3), // signed by someone else
      genuine.slice(0, -5), // truncated
      tampered,
      'https://example.org/not-a-ticket',
      '',
    ]) {
      expect(await decideScan(text, stored(), [])).toEqual({ verdict: 'forged', progress: null });
    }
  });

  it('counts checked in / expected for the whole event (cancelled bookings expected by nobody)', () => {
    const first = admit(GROUP, 2);
    expect(eventCounts(stored(), [first, admit(A, 1)])).toEqual({ expected: 4, checkedIn: 3 });
    expect(eventCounts(stored(), [first, undo(first)])).toEqual({ expected: 4, checkedIn: 0 });
  });

  it('finds bookings by name, phone digits or the start of the booking id', () => {
    const snap = stored().snapshot;
    expect(searchBookings(snap, 'meera').map((entry) => entry.id)).toEqual([GROUP]);
    expect(searchBookings(snap, '90000 111').map((entry) => entry.id)).toEqual([GROUP]);
    expect(searchBookings(snap, '00000000-0000-4000-8000-0000000000a').map((entry) => entry.id)).toEqual([A]);
    expect(searchBookings(snap, 'm')).toEqual([]);
  });
});
