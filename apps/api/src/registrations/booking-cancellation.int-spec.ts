import { randomUUID } from 'node:crypto';
import { type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { PAYMENT_GATEWAY } from '../payments/payment-gateway.js';
import { paymentError, PaymentErrorCode } from '../payments/payments.errors.js';
import { SandboxGateway } from '../payments/sandbox.gateway.js';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import {
  createPaymentsTestApp,
  postWebhook,
  signedPayment,
  webhookBody,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';
import { TEST_JWT_SECRET } from '../testing/test-secrets.js';
import { GENEROUS_WRITE_LIMITS } from '../testing/write-limits.js';
import { BookingKeys } from '../booking-keys/booking-keys.service.js';

// Cancelling a booking from its link and by staff, on PostgreSQL with the sandbox provider: seats freed at
// once, one refund per booking even from two API processes, the deadline and the rule enforced, a provider
// failure kept as a failed refund that staff retry, the refund's webhooks and e-mails.

const attendee = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  phone: '+91 98111 22233',
  address: 'Chennai',
};
jest.setTimeout(60000);

describe('cancelling bookings', () => {
  let t: PaymentsTestApp;
  let other: NestExpressApplication;
  let otherHttp: ReturnType<typeof request>;
  let sandbox: SandboxGateway;
  let keys: BookingKeys;
  let auth: string;

  beforeAll(async () => {
    t = await createPaymentsTestApp({ TRUST_PROXY: 'loopback', BOOKING_CANCELS_MAX_PER_IP: '3' });
    other = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.databaseUrl,
        UPLOADS_DIR: t.uploadsDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SANDBOX_WEBHOOK_DELAY_MS: '-1',
        MAIL_POLL_INTERVAL_MS: '600000',
        HOLD_SWEEP_INTERVAL_MS: '600000',
        TRUST_PROXY: 'loopback',
        ...GENEROUS_WRITE_LIMITS,
      }),
    );
    await other.init();
    otherHttp = request(other.getHttpServer());
    sandbox = t.app.get(PAYMENT_GATEWAY);
    keys = t.app.get(BookingKeys);
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  let address = 0;
  const newAddress = () => `203.0.113.${(address += 1) % 250}`;
  const cancel = (token: string, http = t.http) =>
    http.post(`/api/bookings/${token}/cancel`).set('X-Forwarded-For', newAddress());

  /** A paid booking made and paid through the API (its link's token and its ids). */
  async function paidBooking(rule: Record<string, unknown> = {}, startInDays = 30) {
    const event = await insertEvent(t.dataSource, {
      isPaid: true,
      price: 0,
      title: 'Himalayan Retreat',
      startDate: calendarDate(startInDays),
      endDate: calendarDate(startInDays + 2),
      ...rule,
    });
    const type = await insertTicketType(t.dataSource, event.id, { price: 600, availableQuantity: 10 });
    const made = await t.http
      .post('/api/registrations')
      .set('X-Forwarded-For', newAddress())
      .send({ eventSlug: event.urlSlug, ticketTypeId: type.id, numberOfTickets: 2, ...attendee })
      .expect(201);
    const id = made.body.registration.id as string;
    const token = made.body.accessToken as string;
    await t.http
      .post(`/api/registrations/${id}/payment`)
      .set('X-Access-Token', token)
      .send(signedPayment(made.body.payment.orderId))
      .expect(200);
    return { event, type, id, token, orderId: made.body.payment.orderId as string };
  }

  const status = async (id: string) =>
    (
      (await t.dataSource.query('SELECT payment_status::text AS s FROM event_registrations WHERE id = $1', [
        id,
      ])) as { s: string }[]
    )[0].s;
  const mails = (id: string, kind: string) =>
    t.dataSource.query(
      `SELECT subject, text_body AS text FROM mail_outbox WHERE kind = $2 AND text_body LIKE '%' || $1 || '%' ORDER BY created_at`,
      [id, kind],
    ) as Promise<{ subject: string; text: string }[]>;
  const refunds = (id: string) =>
    t.dataSource.query(
      `SELECT status, amount_paise AS "amountPaise", attempts, requested_by AS "requestedBy", provider_refund_id AS "providerRefundId", payment_id AS "paymentId", id
         FROM payment_refunds WHERE payable_id = $1`,
      [id],
    ) as Promise<
      {
        status: string;
        amountPaise: number;
        attempts: number;
        requestedBy: string;
        providerRefundId: string;
        paymentId: string;
        id: string;
      }[]
    >;

  it('shows the rule in words on the booking page before anything is cancelled', async () => {
    const { token } = await paidBooking({ cancellationRefundPercent: 50 });
    const page = await t.http.get(`/api/bookings/${token}`).expect(200);
    expect(page.body.booking.cancellation).toEqual({
      terms: expect.objectContaining({
        cancellable: true,
        amountPaise: 120000,
        refundPaise: 60000,
        refundPercent: 50,
        summary: expect.stringMatching(
          /^You can cancel until 09:00 on \d{1,2} \w+ \d{4} \(India time\) and get ₹600 of ₹1,200 back \(50%\)\.$/,
        ),
      }),
      cancelledAt: null,
      cancelledBy: null,
      // The event has not moved: no window of free cancellation.
      moveWindowEndsAt: null,
    });
    expect(page.body.booking.refund).toBeNull();
  });

  it('cancels a paid booking: seats free at once, the refund requested, e-mailed, then processed by webhook', async () => {
    const { type, id, token } = await paidBooking({ cancellationRefundPercent: 50 });
    const seats = async () =>
      (
        await t.http.get(
          `/api/events/${(await t.http.get(`/api/bookings/${token}`)).body.booking.receipt.event.urlSlug}`,
        )
      ).body.ticketTypes.find((each: { id: string }) => each.id === type.id).seatsLeft as number;
    expect(await seats()).toBe(8);

    const response = await cancel(token).expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.booking).toMatchObject({
      receipt: { id, status: 'cancelled' },
      ticketAvailable: false,
      cancellation: { cancelledBy: 'attendee', terms: { cancellable: false, refusal: 'cancelled' } },
      refund: {
        status: 'pending',
        amount: 600,
        inWords: '₹600 of ₹1,200 (50%)',
        sentence:
          'A refund of ₹600 of ₹1,200 (50%) has been requested. Banks usually take 5 to 7 working days to return it to your account.',
      },
    });
    // The amount is told once, by the refund: the cancelling sentence says only when.
    expect(response.body.booking.cancellation.terms.summary).toMatch(
      /^This booking was cancelled on .* \(India time\)\.$/,
    );
    // A Hindi page gets the same facts in Hindi from the API: it builds no sentence of its own.
    const hindi = (await t.http.get(`/api/bookings/${token}`).set('Accept-Language', 'hi').expect(200)).body
      .booking;
    expect(hindi.refund).toMatchObject({
      inWords: '₹1,200 में से ₹600 (50%)',
      sentence:
        '₹1,200 में से ₹600 (50%) की धनवापसी का अनुरोध कर दिया गया है। बैंक आम तौर पर इसे आपके खाते में लौटाने में 5 से 7 कार्यदिवस लेते हैं।',
    });
    expect(hindi.cancellation.terms.summary).toMatch(/^यह बुकिंग .* को रद्द की गई।$/);
    expect(await seats()).toBe(10);
    const [refund] = await refunds(id);
    expect(refund).toMatchObject({
      status: 'pending',
      amountPaise: 60000,
      attempts: 1,
      requestedBy: 'attendee',
    });
    const [cancelledMail] = await mails(id, 'booking-cancelled');
    expect(cancelledMail.text).toContain('You get ₹600 of ₹1,200 (50%) back');
    expect((await mails(id, 'booking-refund')).map((mail) => mail.subject)).toEqual([
      'Refund requested: ₹600 for Himalayan Retreat',
    ]);
    await t.http.get(`/api/bookings/${token}/ticket.pdf`).expect(409);

    const webhook = sandbox.refundWebhook('refund.processed', {
      id: refund.providerRefundId,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      notes: { refund_id: refund.id },
    });
    await postWebhook(t, webhook.rawBody, { eventId: webhook.eventId }).expect(200);
    const after = await t.http.get(`/api/bookings/${token}`).expect(200);
    expect(after.body.booking.refund).toMatchObject({
      status: 'processed',
      processedAt: expect.any(String),
      sentence:
        'Your refund of ₹600 of ₹1,200 (50%) has been processed. It reaches your account in the next few days.',
    });
    expect((await mails(id, 'booking-refund')).map((mail) => mail.subject)).toEqual([
      'Refund requested: ₹600 for Himalayan Retreat',
      'Refund made: ₹600 for Himalayan Retreat',
    ]);
  });

  it('is idempotent, and asks the provider once under 10 concurrent cancels in two API processes', async () => {
    const { id, token } = await paidBooking();
    const calls = [
      jest.spyOn(sandbox, 'refundPayment'),
      jest.spyOn(other.get(PAYMENT_GATEWAY) as SandboxGateway, 'refundPayment'),
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cancel(token, i % 2 ? otherHttp : t.http)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.booking.cancellation.cancelledAt)).size).toBe(1);
    expect(calls[0].mock.calls.length + calls[1].mock.calls.length).toBe(1);
    expect(await refunds(id)).toEqual([expect.objectContaining({ amountPaise: 120000, attempts: 1 })]);
    expect(await mails(id, 'booking-cancelled')).toHaveLength(1);
    const again = await cancel(token).expect(200);
    expect(again.body.booking.receipt.status).toBe('cancelled');
    expect(calls[0].mock.calls.length + calls[1].mock.calls.length).toBe(1);
  });

  it('never puts sold + held above capacity under 30 concurrent cancels and 30 registrations in two processes', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, title: 'Full House' });
    const type = await insertTicketType(t.dataSource, event.id, { price: 100, availableQuantity: 30 });
    const tokens: { id: string; token: string }[] = [];
    for (let i = 0; i < 30; i += 1) {
      const id = randomUUID();
      const { token, hash } = keys.bookingToken(id);
      await insertRegistration(t.dataSource, event.id, {
        id,
        ticketTypeId: type.id,
        paymentStatus: 'completed',
        paymentId: `pay_Full${String(i).padStart(10, '0')}`,
        totalAmount: 100,
        ticketTypePrice: 100,
        accessTokenHash: hash,
      });
      tokens.push({ id, token });
    }
    const register = (i: number) =>
      (i % 2 ? otherHttp : t.http)
        .post('/api/registrations')
        .set('X-Forwarded-For', `198.18.${Math.floor(i / 200)}.${i % 200}`)
        .send({
          eventSlug: event.urlSlug,
          ticketTypeId: type.id,
          numberOfTickets: 1,
          name: `Guest ${i}`,
          email: `guest${i}@example.org`,
          phone: `+91 90000 ${String(10000 + i)}`,
          address: 'Pune',
        });
    const answers = await Promise.all([
      ...tokens.map(({ token }, i) => cancel(token, i % 2 ? otherHttp : t.http)),
      ...Array.from({ length: 30 }, (_, i) => register(i)),
    ]);
    expect(answers.slice(0, 30).map((answer) => answer.status)).toEqual(Array(30).fill(200));
    for (const answer of answers.slice(30)) expect([201, 409]).toContain(answer.status);
    const [usage] = (await t.dataSource.query(
      `SELECT COALESCE(sum(number_of_tickets) FILTER (WHERE payment_status = 'completed'), 0)::int AS sold,
              COALESCE(sum(number_of_tickets) FILTER (WHERE payment_status = 'pending' AND hold_expires_at > now()), 0)::int AS held,
              count(*) FILTER (WHERE payment_status = 'cancelled')::int AS cancelled,
              count(*) FILTER (WHERE payment_status = 'cancelled' AND cancelled_at IS NOT NULL AND cancelled_by = 'attendee')::int AS marked
         FROM event_registrations WHERE ticket_type_id = $1`,
      [type.id],
    )) as { sold: number; held: number; cancelled: number; marked: number }[];
    expect(usage.sold + usage.held).toBeLessThanOrEqual(30);
    expect(usage).toMatchObject({ cancelled: 30, marked: 30 });
    const [{ mailsSent }] = (await t.dataSource.query(
      `SELECT count(*)::int AS "mailsSent" FROM mail_outbox WHERE dedupe_key = ANY($1)`,
      [tokens.map(({ id }) => `booking-cancelled:${id}`)],
    )) as { mailsSent: number }[];
    expect(mailsSent).toBe(30);
    const [{ refundRows }] = (await t.dataSource.query(
      `SELECT count(*)::int AS "refundRows" FROM payment_refunds WHERE payable_id = ANY($1::uuid[])`,
      [tokens.map(({ id }) => id)],
    )) as { refundRows: number }[];
    expect(refundRows).toBe(30);
  });

  it('stays cancelled when the provider reports its payment again afterwards (order.paid after payment.captured)', async () => {
    const { id, token, orderId } = await paidBooking();
    await cancel(token).expect(200);
    const [{ paymentId }] = (await t.dataSource.query(
      'SELECT payment_id AS "paymentId" FROM event_registrations WHERE id = $1',
      [id],
    )) as { paymentId: string }[];
    const late = webhookBody({ event: 'order.paid', orderId, paymentId, amount: 120000 });
    await postWebhook(t, late).expect(200);
    expect(await status(id)).toBe('cancelled');
    expect(await mails(id, 'booking-cancelled')).toHaveLength(1);
  });

  it('answers 409 with the deadline in words after it, writing nothing', async () => {
    const { id, token } = await paidBooking({}, 1);
    const refused = await cancel(token).expect(409);
    expect(refused.body).toMatchObject({
      code: 'cancellation_closed',
      message: expect.stringMatching(/^Cancellation closed at 09:00 on \d{1,2} \w+ \d{4} \(India time\)\.$/),
      deadline: expect.stringMatching(/^\d{4}-\d\d-\d\dT03:30:00\.000Z$/),
    });
    // A Hindi page's request gets the same refusal in Hindi, which the page shows as it comes.
    const hindi = await t.http.post(`/api/bookings/${token}/cancel`).set('Accept-Language', 'hi').expect(409);
    expect(hindi.body).toMatchObject({
      code: 'cancellation_closed',
      message: expect.stringMatching(/^रद्द करने का समय .* को सुबह 9:00 बजे \(भारतीय समय\) समाप्त हो गया।$/),
      deadline: refused.body.deadline,
    });
    expect(await status(id)).toBe('completed');
    expect(await mails(id, 'booking-cancelled')).toEqual([]);
    expect(await refunds(id)).toEqual([]);
  });

  it('refuses a not-cancellable event, an unpaid booking and a wrong token', async () => {
    const fixed = await paidBooking({ cancellationRule: 'not-cancellable' });
    const refused = await cancel(fixed.token).expect(409);
    expect(refused.body).toMatchObject({
      code: 'not_cancellable',
      message: 'This booking cannot be cancelled: the event does not allow cancellations.',
    });
    expect(await status(fixed.id)).toBe('completed');

    const event = await insertEvent(t.dataSource, { isPaid: true });
    const type = await insertTicketType(t.dataSource, event.id, { price: 500 });
    const pending = await t.http
      .post('/api/registrations')
      .set('X-Forwarded-For', newAddress())
      .send({ eventSlug: event.urlSlug, ticketTypeId: type.id, numberOfTickets: 1, ...attendee })
      .expect(201);
    const unpaid = await cancel(pending.body.accessToken).expect(409);
    expect(unpaid.body).toMatchObject({
      code: 'not_confirmed',
      message: 'Only a confirmed booking can be cancelled.',
    });
    expect(await status(pending.body.registration.id)).toBe('pending');

    for (const token of ['A'.repeat(43), 'short', "x' OR '1'='1"]) {
      const missing = await cancel(encodeURIComponent(token)).expect(404);
      expect(missing.body).toMatchObject({ statusCode: 404, message: 'Booking not found' });
    }
  });

  it('cancels a free booking without any refund or money sentence', async () => {
    const event = await insertEvent(t.dataSource, { title: 'Open Satsang' });
    const made = await t.http
      .post('/api/registrations')
      .set('X-Forwarded-For', newAddress())
      .send({ eventSlug: event.urlSlug, numberOfTickets: 1, ...attendee })
      .expect(201);
    const page = await t.http.get(`/api/bookings/${made.body.accessToken}`).expect(200);
    expect(page.body.booking.cancellation.terms.summary).toMatch(
      /^You can cancel until .* \(India time\)\.$/,
    );
    const response = await cancel(made.body.accessToken).expect(200);
    expect(response.body.booking).toMatchObject({ receipt: { status: 'cancelled' }, refund: null });
    expect(await refunds(made.body.registration.id)).toEqual([]);
    const [mail] = await mails(made.body.registration.id, 'booking-cancelled');
    expect(mail.text).not.toContain('₹');
  });

  it('keeps the booking cancelled with its refund failed when the provider fails; staff retry it', async () => {
    const { id, token } = await paidBooking();
    jest
      .spyOn(sandbox, 'refundPayment')
      .mockRejectedValueOnce(paymentError(PaymentErrorCode.ProviderUnavailable));
    const response = await cancel(token).expect(200);
    expect(response.body.booking).toMatchObject({
      receipt: { status: 'cancelled' },
      refund: { status: 'failed', failureReason: expect.any(String) },
    });
    const listed = await t.http
      .get('/api/admin/registrations')
      .query({ filter: JSON.stringify({ refundStatus: 'failed', id: [id] }) })
      .set('Authorization', auth)
      .expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id,
        paymentStatus: 'cancelled',
        refund: expect.objectContaining({ status: 'failed' }),
      }),
    ]);

    const retried = await t.http
      .post(`/api/admin/registrations/${id}/refund`)
      .set('Authorization', auth)
      .expect(200);
    expect(retried.body).toMatchObject({ refund: { status: 'pending', amount: 1200 }, refundDue: false });
    expect(await refunds(id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 2 })]);
    expect((await mails(id, 'booking-refund')).map((mail) => mail.subject)).toEqual([
      'Refund requested: ₹1,200 for Himalayan Retreat',
      'Refund delayed: ₹1,200 for Himalayan Retreat',
      'Refund requested: ₹1,200 for Himalayan Retreat',
    ]);
    // Nothing more to refund once a refund is pending.
    const nothing = await t.http
      .post(`/api/admin/registrations/${id}/refund`)
      .set('Authorization', auth)
      .expect(409);
    expect(nothing.body).toMatchObject({ code: 'nothing_to_refund' });
  });

  describe('staff', () => {
    it("cancel on the attendee's behalf past the deadline, without refund, audited", async () => {
      const { id } = await paidBooking({}, 1);
      const response = await t.http
        .post(`/api/admin/registrations/${id}/cancel`)
        .set('Authorization', auth)
        .send({ refund: 'none' })
        .expect(200);
      expect(response.body).toMatchObject({
        paymentStatus: 'cancelled',
        cancelledBy: 'staff',
        refund: null,
        refundDue: false,
      });
      expect(await refunds(id)).toEqual([]);
      const [entry] = (await t.dataSource.query(
        `SELECT action, details FROM audit_log WHERE resource = 'registrations' AND resource_id = $1`,
        [id],
      )) as { action: string; details: Record<string, unknown> }[];
      expect(entry).toEqual({ action: 'update', details: { operation: 'cancel', refund: 'none' } });
      const [mail] = await mails(id, 'booking-cancelled');
      expect(mail.text).toContain('has been cancelled by ');
      expect(mail.text).toContain('Nothing of the ₹1,200 paid is refunded.');
    });

    it("cancel with the rule's refund, whatever its deadline", async () => {
      const { id } = await paidBooking({ cancellationRefundPercent: 25 }, 1);
      const response = await t.http
        .post(`/api/admin/registrations/${id}/cancel`)
        .set('Authorization', auth)
        .send({ refund: 'rule' })
        .expect(200);
      expect(response.body.refund).toMatchObject({ status: 'pending', inWords: '₹300 of ₹1,200 (25%)' });
      expect(await refunds(id)).toEqual([
        expect.objectContaining({ amountPaise: 30000, requestedBy: 'staff' }),
      ]);
    });

    it('refund a late payment ("Refund due") through the same path, once', async () => {
      const event = await insertEvent(t.dataSource, { isPaid: true, title: 'Late Payment Event' });
      const late = await insertRegistration(t.dataSource, event.id, {
        paymentStatus: 'failed',
        paymentId: 'pay_LatePayment0001',
        needsRefund: true,
        totalAmount: 750,
        refundReason: 'late',
      });
      const before = await t.http
        .get(`/api/admin/registrations/${late.id}`)
        .set('Authorization', auth)
        .expect(200);
      expect(before.body).toMatchObject({ refundDue: true, refund: null });
      const response = await t.http
        .post(`/api/admin/registrations/${late.id}/refund`)
        .set('Authorization', auth)
        .expect(200);
      expect(response.body).toMatchObject({
        paymentStatus: 'failed',
        refundDue: false,
        refund: { status: 'pending', inWords: '₹750 (100%)' },
      });
      await t.http.post(`/api/admin/registrations/${late.id}/refund`).set('Authorization', auth).expect(409);
      expect(await refunds(late.id)).toHaveLength(1);
    });

    it('list and export cancelled registrations by status', async () => {
      const { id } = await paidBooking();
      await t.http
        .post(`/api/admin/registrations/${id}/cancel`)
        .set('Authorization', auth)
        .send({ refund: 'full' })
        .expect(200);
      const listed = await t.http
        .get('/api/admin/registrations')
        .query({ filter: JSON.stringify({ paymentStatus: 'cancelled' }) })
        .set('Authorization', auth)
        .expect(200);
      expect(listed.body.map((row: { id: string }) => row.id)).toContain(id);
      expect(listed.body.every((row: { paymentStatus: string }) => row.paymentStatus === 'cancelled')).toBe(
        true,
      );
      const csv = await t.http
        .get('/api/admin/registrations/export.csv')
        .query({ filter: JSON.stringify({ id: [id] }) })
        .set('Authorization', auth)
        .expect(200);
      expect(csv.text.split('\n')[1]).toContain(',cancelled,');
    });

    it('answer 400 for a refund choice that is not one, and 409 for a booking that is not confirmed', async () => {
      const { id } = await paidBooking();
      const bad = await t.http
        .post(`/api/admin/registrations/${id}/cancel`)
        .set('Authorization', auth)
        .send({ refund: 'half' })
        .expect(400);
      expect(bad.body.message).toContain('refund must be full, rule or none');
      expect(await status(id)).toBe('completed');
      const event = await insertEvent(t.dataSource);
      const failed = await insertRegistration(t.dataSource, event.id, { paymentStatus: 'failed' });
      await t.http
        .post(`/api/admin/registrations/${failed.id}/cancel`)
        .set('Authorization', auth)
        .send({ refund: 'none' })
        .expect(409);
    });

    it('are denied without a session, writing nothing', async () => {
      const { id } = await paidBooking();
      await t.http.post(`/api/admin/registrations/${id}/cancel`).send({ refund: 'full' }).expect(401);
      await t.http.post(`/api/admin/registrations/${id}/refund`).expect(401);
      expect(await status(id)).toBe('completed');
    });
  });

  it('limits cancels per client address (429 with Retry-After)', async () => {
    const { token } = await paidBooking();
    const from = '192.0.2.77';
    for (let i = 0; i < 3; i += 1) {
      await t.http.post(`/api/bookings/${token}/cancel`).set('X-Forwarded-For', from).expect(200);
    }
    const refused = await t.http
      .post(`/api/bookings/${token}/cancel`)
      .set('X-Forwarded-For', from)
      .expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Too many booking cancellations from your network/);
  });

  it("validates the event's rule at the admin edge (400 naming the field, nothing written)", async () => {
    const event = await insertEvent(t.dataSource, { isPaid: false });
    for (const [field, value] of [
      ['cancellationHoursBefore', 8761],
      ['cancellationHoursBefore', 1.5],
      ['cancellationRefundPercent', 101],
      ['cancellationRefundPercent', -1],
      ['cancellationRule', 'sometimes'],
    ] as const) {
      const response = await t.http
        .put(`/api/admin/events/${event.id}`)
        .set('Authorization', auth)
        .send({ [field]: value })
        .expect(400);
      expect(JSON.stringify(response.body)).toContain(
        field === 'cancellationRule'
          ? 'Cancellation rule'
          : field === 'cancellationHoursBefore'
            ? 'Cancellation deadline'
            : 'Refund percentage',
      );
    }
    const [row] = (await t.dataSource.query(
      'SELECT cancellation_rule, cancellation_hours_before, cancellation_refund_percent FROM events WHERE id = $1',
      [event.id],
    )) as Record<string, unknown>[];
    expect(row).toEqual({
      cancellation_rule: 'until-deadline',
      cancellation_hours_before: 48,
      cancellation_refund_percent: 100,
    });
  });
});
