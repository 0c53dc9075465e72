import { generateKeyPairSync, sign } from 'node:crypto';
import {
  base64UrlDecode,
  base64UrlEncode,
  encodeTicketPayload,
  formatTicketToken,
  googleCalendarUrl,
  isBookingTokenShape,
  parseTicketToken,
  verifyTicketToken,
} from './bookings.js';

const claims = {
  bookingId: '0b7f9c1e-3d4a-4e2b-9f60-1a2b3c4d5e6f',
  eventId: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
  admissions: 3,
};

/** Signs as the API does (node:crypto), so that the WebCrypto verification is checked against it. */
function issue(
  privateKey: ReturnType<typeof generateKeyPairSync>['privateKey'],
  payload = encodeTicketPayload(claims),
) {
  return formatTicketToken(payload, sign(null, payload, privateKey));
}

describe('signed ticket tokens', () => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = base64UrlEncode(new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(12)));

  it('verifies a token signed with node:crypto through WebCrypto, with its claims', async () => {
    const token = issue(privateKey);
    expect(token).toHaveLength(133);
    await expect(verifyTicketToken(token, raw)).resolves.toEqual({ version: 1, ...claims });
  });

  it('refuses a token whose payload or signature was changed, or another key', async () => {
    const token = issue(privateKey);
    const [payload, signature] = token.split('.');
    const bytes = base64UrlDecode(payload)!;
    bytes[33] = 9; // admissions raised
    await expect(verifyTicketToken(`${base64UrlEncode(bytes)}.${signature}`, raw)).resolves.toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expect(verifyTicketToken(`${payload}.${flipped}`, raw)).resolves.toBeNull();
    const other = generateKeyPairSync('ed25519').publicKey;
    const otherRaw = base64UrlEncode(
      new Uint8Array(other.export({ format: 'der', type: 'spki' }).subarray(12)),
    );
    await expect(verifyTicketToken(token, otherRaw)).resolves.toBeNull();
  });

  it.each([undefined, 42, '', 'abc', 'a.b.c', `${'A'.repeat(46)}.${'A'.repeat(85)}`, 'x'.repeat(500)])(
    'reads %p as no token',
    async (token) => {
      expect(parseTicketToken(token)).toBeNull();
      await expect(verifyTicketToken(token, raw)).resolves.toBeNull();
    },
  );

  it('refuses a malformed public key without throwing', async () => {
    await expect(verifyTicketToken(issue(privateKey), 'not a key!')).resolves.toBeNull();
    await expect(verifyTicketToken(issue(privateKey), 'AAAA')).resolves.toBeNull();
  });

  it('refuses admissions outside 1..255 and ids that are not UUIDs', () => {
    expect(() => encodeTicketPayload({ ...claims, admissions: 0 })).toThrow(RangeError);
    expect(() => encodeTicketPayload({ ...claims, admissions: 256 })).toThrow(RangeError);
    expect(() => encodeTicketPayload({ ...claims, bookingId: '42' })).toThrow(RangeError);
  });
});

describe('booking links and calendar', () => {
  it('knows a booking token by its shape', () => {
    expect(isBookingTokenShape('a'.repeat(43))).toBe(true);
    expect(isBookingTokenShape('a'.repeat(42))).toBe(false);
    expect(isBookingTokenShape(`${'a'.repeat(42)}/`)).toBe(false);
    expect(isBookingTokenShape(undefined)).toBe(false);
  });

  it('builds a whole-day Google Calendar link whose end is the day after the last day', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Yoga & Dhyan',
        startDate: '2026-12-30',
        endDate: '2026-12-31',
        location: 'Rishikesh',
        details: 'Booking 1',
      }),
    );
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261230/20270101');
    expect(url.searchParams.get('text')).toBe('Yoga & Dhyan');
  });
});
