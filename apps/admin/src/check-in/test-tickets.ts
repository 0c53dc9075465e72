/** Test helpers: a signing key like the API's, tickets signed with it, and an event snapshot. */
import {
  base64UrlEncode,
  encodeTicketPayload,
  formatTicketToken,
  type CheckInSnapshot,
  type CheckInSnapshotBooking,
} from '@foundation/shared';

export const EVENT_ID = '6f1c2a9e-1111-4a5b-9c3d-000000000001';
export const OTHER_EVENT_ID = '6f1c2a9e-2222-4a5b-9c3d-000000000002';

/** An Ed25519 key pair like the API's (WebCrypto, as in the browser), and tickets signed with it. */
export async function signingKey() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey: base64UrlEncode(raw),
    ticket: async (bookingId: string, admissions: number, eventId = EVENT_ID) => {
      const payload = encodeTicketPayload({ bookingId, eventId, admissions });
      const signature = await crypto.subtle.sign(
        { name: 'Ed25519' },
        pair.privateKey,
        new Uint8Array(payload),
      );
      return formatTicketToken(payload, new Uint8Array(signature));
    },
  };
}

export function booking(id: string, overrides: Partial<CheckInSnapshotBooking> = {}): CheckInSnapshotBooking {
  return {
    id,
    name: `Guest ${id.slice(-2)}`,
    phone: '+91 98765 432' + id.slice(-2),
    ticketTypeName: 'Residential',
    admissions: 1,
    state: 'valid',
    checkedIn: 0,
    lastCheckIn: null,
    ...overrides,
  };
}

export function snapshot(publicKey: string, bookings: CheckInSnapshotBooking[]): CheckInSnapshot {
  return {
    event: {
      id: EVENT_ID,
      title: 'Silent retreat',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      location: 'Rishikesh',
    },
    generatedAt: '2026-12-01T03:00:00.000Z',
    publicKey,
    expected: bookings
      .filter((entry) => entry.state === 'valid')
      .reduce((sum, entry) => sum + entry.admissions, 0),
    checkedIn: bookings.reduce((sum, entry) => sum + entry.checkedIn, 0),
    bookings,
  };
}
