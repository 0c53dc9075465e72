import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { BOOKING_MESSAGES, base64UrlDecode, base64UrlEncode, verifyTicketToken } from '@foundation/shared';
import { calendarDate, insertEvent, insertTicketType } from '../testing/fixtures.js';
import { createPaymentsTestApp, signedPayment, type PaymentsTestApp } from '../testing/payment-helpers.js';
import { binaryBody } from '../testing/binary-body.js';

const SITE_URL = 'https://site.example.org';
const attendee = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  phone: '+91 98111 22233',
  address: 'Chennai',
};

// jsqr is CommonJS with `exports.default`: typed as NodeNext sees it (the module), run as Jest loads it.
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR: DecodeQr =
  (jsQRModule as unknown as { default?: DecodeQr }).default ?? (jsQRModule as unknown as DecodeQr);

// Reads the ticket PDFs back with poppler (Debian package poppler-utils): pdftotext for the text, pdfimages
// for the QR code's picture, which jsQR decodes.
let dir: string;
let files = 0;
function writePdf(pdf: Buffer): string {
  const file = path.join(dir, `ticket-${(files += 1)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', writePdf(pdf), '-'], { encoding: 'utf8' });
function qrOf(pdf: Buffer): string | null {
  const prefix = path.join(dir, `images-${(files += 1)}`);
  execFileSync('pdfimages', ['-png', writePdf(pdf), prefix]);
  // The ticket has one picture: pdfimages writes it as <prefix>-000.png.
  const image = readdirSync(dir).find((name) => name === `${path.basename(prefix)}-000.png`);
  if (!image) return null;
  const png = PNG.sync.read(readFileSync(path.join(dir, image)));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

// Rendering a PDF and decoding its QR code takes seconds on a busy machine.
jest.setTimeout(30000);

describe('bookings API (manage my booking)', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ticket-pdf-'));
    t = await createPaymentsTestApp({ SITE_URL, TRUST_PROXY: 'loopback', BOOKING_RESENDS_MAX_PER_IP: '2' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let address = 0;
  const newAddress = () => `198.51.100.${(address += 1)}`;
  const register = (body: Record<string, unknown>, from = newAddress()) =>
    t.http.post('/api/registrations').set('X-Forwarded-For', from).send(body);
  const publicKey = async () =>
    (await t.http.get('/api/check-in/public-key').expect(200)).body.publicKey as string;

  async function freeBooking() {
    const event = await insertEvent(t.dataSource, {
      title: 'Sunrise Satsang',
      location: 'Parmarth Niketan, Rishikesh',
      locationMapUrl: 'https://maps.example.org/parmarth',
      startDate: calendarDate(20),
      endDate: calendarDate(21),
      schedule: [{ activity: 'Meditation', description: '6 am by the river' }],
    });
    const made = await register({ eventSlug: event.urlSlug, numberOfTickets: 2, ...attendee }).expect(201);
    return { event, token: made.body.accessToken as string, id: made.body.registration.id as string };
  }

  async function paidBooking() {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 500, title: 'Paid Retreat' });
    const type = await insertTicketType(t.dataSource, event.id, { name: 'Residential', price: 2500 });
    const made = await register({
      eventSlug: event.urlSlug,
      ticketTypeId: type.id,
      numberOfTickets: 1,
      ...attendee,
    });
    expect(made.status).toBe(201);
    return {
      event,
      type,
      token: made.body.accessToken as string,
      id: made.body.registration.id as string,
      orderId: made.body.payment.orderId as string,
    };
  }

  const outbox = (id: string) =>
    t.dataSource.query(
      `SELECT dedupe_key AS "dedupeKey", recipient, text_body AS "text", html_body AS "html" FROM mail_outbox
        WHERE dedupe_key LIKE $1 ORDER BY created_at`,
      [`registration-receipt:${id}%`],
    ) as Promise<{ dedupeKey: string; recipient: string; text: string; html: string }[]>;

  describe('GET /api/bookings/{token}', () => {
    it('answers the booking with its receipt, place, maps link, schedule and calendar link, never cached', async () => {
      const { event, token, id } = await freeBooking();
      const response = await t.http.get(`/api/bookings/${token}`).expect(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body.booking).toMatchObject({
        receipt: { id, status: 'completed', numberOfTickets: 2, event: { title: 'Sunrise Satsang' } },
        event: {
          location: 'Parmarth Niketan, Rishikesh',
          mapsUrl: 'https://maps.example.org/parmarth',
          schedule: [{ activity: 'Meditation', description: '6 am by the river' }],
          hasEnded: false,
        },
        ticketAvailable: true,
        ticketUnavailableReason: null,
      });
      const calendar = new URL(response.body.booking.googleCalendarUrl);
      expect(calendar.searchParams.get('text')).toBe('Sunrise Satsang');
      expect(calendar.searchParams.get('dates')).toBe(
        `${event.startDate.replace(/-/g, '')}/${calendarDate(22).replace(/-/g, '')}`,
      );
    });

    it.each([
      ['a well-formed token of no booking', 'A'.repeat(43)],
      ['a token one character short', 'A'.repeat(42)],
      ['a UUID', '0b7f9c1e-3d4a-4e2b-9f60-1a2b3c4d5e6f'],
      ['an injection', "x' OR '1'='1"],
    ])('answers a plain 404 JSON for %s', async (_, token) => {
      for (const url of [
        `/api/bookings/${encodeURIComponent(token)}`,
        `/api/bookings/${encodeURIComponent(token)}/ticket.pdf`,
        `/api/bookings/${encodeURIComponent(token)}/calendar.ics`,
      ]) {
        const response = await t.http.get(url).expect(404);
        expect(response.type).toBe('application/json');
        expect(response.body).toMatchObject({ statusCode: 404, message: BOOKING_MESSAGES.notFound });
      }
      await t.http
        .post(`/api/bookings/${encodeURIComponent(token)}/resend`)
        .set('X-Forwarded-For', newAddress())
        .expect(404);
    });

    it('is reached with the access token the registration answered (the link of the receipt modal)', async () => {
      const { token, id } = await freeBooking();
      await t.http.get(`/api/registrations/${id}`).set('X-Access-Token', token).expect(200);
      const [row] = (await t.dataSource.query(
        'SELECT access_token_hash FROM event_registrations WHERE id = $1',
        [id],
      )) as {
        access_token_hash: string;
      }[];
      expect(row.access_token_hash).not.toContain(token);
    });
  });

  describe('the confirmation e-mail', () => {
    it("carries the booking page's link for a free booking", async () => {
      const { token, id } = await freeBooking();
      const [mail] = await outbox(id);
      expect(mail.text).toContain(`${SITE_URL}/bookings/${token}`);
      expect(mail.html).toContain(`href="${SITE_URL}/bookings/${token}"`);
    });

    it('carries it for a paid booking completed by its payment', async () => {
      const { token, id, orderId } = await paidBooking();
      expect(await outbox(id)).toEqual([]);
      await t.http
        .post(`/api/registrations/${id}/payment`)
        .set('X-Access-Token', token)
        .send(signedPayment(orderId))
        .expect(200);
      const [mail] = await outbox(id);
      expect(mail.text).toContain(`${SITE_URL}/bookings/${token}`);
    });
  });

  describe('GET /api/bookings/{token}/ticket.pdf', () => {
    it('is a PDF with the foundation, event, dates, place, attendee, type, admissions and a signed QR code', async () => {
      const { event, token, id } = await freeBooking();
      const response = await t.http
        .get(`/api/bookings/${token}/ticket.pdf`)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="ticket-${id.slice(0, 8)}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pdf = response.body as Buffer;
      const text = pdfText(pdf);
      const flat = text.replace(/\s+/g, ' ');
      for (const expected of [
        'Yoga Foundation',
        'Sunrise Satsang',
        'Parmarth Niketan, Rishikesh',
        'Meera Iyer',
        'N/A',
        '2 people',
        id,
      ]) {
        expect(flat).toContain(expected);
      }
      // The token printed under the code, and the code itself, hold the same signed token.
      const printed = /([A-Za-z0-9_-]{46}\.)\n([A-Za-z0-9_-]{86})\n/.exec(text);
      expect(printed).not.toBeNull(); // two whole lines: the payload with its dot, then the signature
      const token2 = `${printed![1]}${printed![2]}`;
      expect(qrOf(pdf)).toBe(token2);
      await expect(verifyTicketToken(token2, await publicKey())).resolves.toEqual({
        version: 1,
        bookingId: id,
        eventId: event.id,
        admissions: 2,
      });
    });

    it('has a QR token that fails verification once changed or with another key', async () => {
      const { token } = await freeBooking();
      const pdf = (
        await t.http.get(`/api/bookings/${token}/ticket.pdf`).buffer(true).parse(binaryBody).expect(200)
      ).body as Buffer;
      const qr = qrOf(pdf)!;
      const [payload, signature] = qr.split('.');
      const bytes = base64UrlDecode(payload)!;
      bytes[33] = 10; // more admissions than bought
      const key = await publicKey();
      await expect(verifyTicketToken(`${base64UrlEncode(bytes)}.${signature}`, key)).resolves.toBeNull();
      const otherKey = base64UrlEncode(new Uint8Array(32).fill(3));
      await expect(verifyTicketToken(qr, otherKey)).resolves.toBeNull();
    });

    it('answers 409 naming why for a booking waiting for its payment, and for a failed one', async () => {
      const pending = await paidBooking();
      const waiting = await t.http.get(`/api/bookings/${pending.token}/ticket.pdf`).expect(409);
      expect(waiting.body).toMatchObject({
        code: 'payment_pending',
        message: BOOKING_MESSAGES.ticketPending,
      });
      const page = await t.http.get(`/api/bookings/${pending.token}`).expect(200);
      expect(page.body.booking).toMatchObject({
        ticketAvailable: false,
        ticketUnavailableReason: BOOKING_MESSAGES.ticketPending,
      });
      await t.http
        .post(`/api/registrations/${pending.id}/cancel`)
        .set('X-Access-Token', pending.token)
        .send({ reason: 'dismissed' })
        .expect(200);
      const failed = await t.http.get(`/api/bookings/${pending.token}/ticket.pdf`).expect(409);
      expect(failed.body).toMatchObject({ code: 'not_completed', message: BOOKING_MESSAGES.ticketFailed });
      await t.http
        .post(`/api/bookings/${pending.token}/resend`)
        .set('X-Forwarded-For', newAddress())
        .expect(409);
    });
  });

  it('GET /api/bookings/{token}/calendar.ics is the event as a whole-day iCalendar entry', async () => {
    const { event, token } = await freeBooking();
    const response = await t.http.get(`/api/bookings/${token}/calendar.ics`).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.text).toContain('SUMMARY:Sunrise Satsang');
    expect(response.text).toContain(`DTSTART;VALUE=DATE:${event.startDate.replace(/-/g, '')}`);
  });

  describe('POST /api/bookings/{token}/resend', () => {
    it("queues the confirmation again, to the booking's own address, with the link", async () => {
      const { token, id } = await freeBooking();
      const response = await t.http
        .post(`/api/bookings/${token}/resend`)
        .set('X-Forwarded-For', newAddress())
        .send({ email: 'stranger@example.org' });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ message: BOOKING_MESSAGES.resent, recipient: 'meera@example.org' });
      const mails = await outbox(id);
      expect(mails).toHaveLength(2);
      expect(mails[1].recipient).toBe('meera@example.org');
      expect(mails[1].text).toContain(`${SITE_URL}/bookings/${token}`);
    });

    it('is limited per client address (429 with Retry-After), writing nothing more', async () => {
      const { token, id } = await freeBooking();
      const from = newAddress();
      await t.http.post(`/api/bookings/${token}/resend`).set('X-Forwarded-For', from).expect(202);
      await t.http.post(`/api/bookings/${token}/resend`).set('X-Forwarded-For', from).expect(202);
      const refused = await t.http
        .post(`/api/bookings/${token}/resend`)
        .set('X-Forwarded-For', from)
        .expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.body.message).toMatch(/^Too many requests to resend booking e-mails from your network/);
      expect(await outbox(id)).toHaveLength(3);
    });
  });

  it('GET /api/check-in/public-key publishes the raw key and the same key as a JWK', async () => {
    const response = await t.http.get('/api/check-in/public-key').expect(200);
    expect(response.body).toEqual({
      algorithm: 'Ed25519',
      publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      jwk: { kty: 'OKP', crv: 'Ed25519', x: response.body.publicKey },
      tokenVersion: 1,
    });
  });
});
