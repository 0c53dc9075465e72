import { randomUUID } from 'node:crypto';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  hmacHex,
  postWebhook,
  signedPayment,
  startRazorpayMock,
  webhookBody,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';
import { PaymentLifecycleService } from './payment-lifecycle.service.js';
import { PAYMENT_GATEWAY } from './payment-gateway.js';
import { type RefundRequest } from './payment-refund.js';
import { REFUND_REFUSED } from './payments.errors.js';
import { type RazorpayGateway } from './razorpay.gateway.js';

const KEY_ID = 'rzp_test_Abc123Def456';
const KEY_SECRET = 'razorpay-test-key-secret';
const WEBHOOK_SECRET = 'razorpay-test-webhook-secret';
const attendee = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  phone: '+919812345678',
  address: 'Chennai',
};

describe('Razorpay provider (SDK against a local Orders API)', () => {
  let mock: Awaited<ReturnType<typeof startRazorpayMock>>;
  let t: PaymentsTestApp;

  beforeAll(async () => {
    mock = await startRazorpayMock(KEY_ID, KEY_SECRET);
    t = await createPaymentsTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: mock.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });
  beforeEach(() => {
    mock.state.mode = 'ok';
  });

  async function paidType(quantity = 5) {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100, title: 'Razorpay Retreat' });
    const type = await insertTicketType(t.dataSource, event.id, {
      price: 1234.5,
      availableQuantity: quantity,
    });
    return { event, type };
  }
  const register = (slug: string, typeId: string, numberOfTickets = 2) =>
    t.http
      .post('/api/registrations')
      .send({ eventSlug: slug, ticketTypeId: typeId, numberOfTickets, ...attendee });

  it('creates the order for the exact total in paise with the registration as receipt, authenticated with the keys', async () => {
    const { event, type } = await paidType();
    const response = await register(event.urlSlug, type.id).expect(201);
    const sent = mock.state.requests.at(-1);
    expect(sent?.authorized).toBe(true);
    expect(sent?.body).toMatchObject({
      amount: 246900,
      currency: 'INR',
      receipt: response.body.registration.id,
    });
    expect(response.body.payment).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      amount: 246900,
      currency: 'INR',
    });
    expect(response.body.payment.orderId).toMatch(/^order_Mock/);
    const config = await t.http.get('/api/payments/config').expect(200);
    expect(config.body).toEqual({ provider: 'razorpay', keyId: KEY_ID });
  });

  it('verifies Checkout signatures with the key secret, and webhooks with the webhook secret', async () => {
    const { event, type } = await paidType();
    const created = await register(event.urlSlug, type.id).expect(201);
    const { id } = created.body.registration;
    await t.http
      .post(`/api/registrations/${id}/payment`)
      .set('X-Access-Token', created.body.accessToken)
      .send(signedPayment(created.body.payment.orderId))
      .expect(400);
    const body = webhookBody({ orderId: created.body.payment.orderId, amount: 246900 });
    await postWebhook(t, body).expect(400); // signed with the sandbox secret
    await postWebhook(t, body, { signature: hmacHex(KEY_SECRET, body) }).expect(400);
    await t.http
      .post(`/api/registrations/${id}/payment`)
      .set('X-Access-Token', created.body.accessToken)
      .send(signedPayment(created.body.payment.orderId, 'pay_Real00000001', KEY_SECRET))
      .expect(200);
    const other = await register(event.urlSlug, type.id, 1).expect(201);
    const hook = webhookBody({ orderId: other.body.payment.orderId, amount: 123450 });
    const processed = await postWebhook(t, hook, { signature: hmacHex(WEBHOOK_SECRET, hook) }).expect(200);
    expect(processed.body.outcome).toBe('completed');
  });

  it('is the only provider: the sandbox Pay route answers 404', async () => {
    await t.http.post('/api/payments/sandbox/orders/order_Mock0000000001/pay').expect(404);
  });

  it.each([
    ['bad-request', 502, 'The payment provider could not create the order. Please try again later.'],
    ['unauthorized', 502, 'The payment provider could not create the order. Please try again later.'],
    ['garbage', 502, 'The payment provider could not create the order. Please try again later.'],
    [
      'server-error',
      503,
      'The payment provider cannot be reached right now. Please try again in a few minutes.',
    ],
    ['hang', 503, 'The payment provider cannot be reached right now. Please try again in a few minutes.'],
  ] as const)(
    'provider answer "%s" becomes %i with a clear message and releases the seats',
    async (mode, status, message) => {
      const { event, type } = await paidType(2);
      mock.state.mode = mode;
      const response = await register(event.urlSlug, type.id).expect(status);
      expect(response.body.message).toBe(message);
      const [row] = await t.dataSource.query(
        `SELECT payment_status, failure_reason FROM event_registrations WHERE ticket_type_id = $1`,
        [type.id],
      );
      expect(row).toEqual({ payment_status: 'failed', failure_reason: 'order_failed' });
      mock.state.mode = 'ok';
      await register(event.urlSlug, type.id).expect(201);
    },
  );

  it('donations: provider failure answers the documented {error}', async () => {
    mock.state.mode = 'server-error';
    const response = await t.http
      .post('/api/create-order')
      .send({ amount: 1000, ...INDIAN_IN_INDIA })
      .expect(503);
    expect(response.body.error).toBe('Failed to create order');
  });

  describe('Plans and Subscriptions', () => {
    const monthly = {
      amount: 1500,
      donationType: 'monthly',
      name: 'Ravi Shankar',
      email: 'ravi@example.org',
      ...INDIAN_IN_INDIA,
    };

    it('creates the plan once per period and amount, then a subscription with total_count and our gift id', async () => {
      const first = await t.http.post('/api/create-order').send(monthly).expect(201);
      const second = await t.http.post('/api/create-order').send(monthly).expect(201);
      const routes = mock.state.requests.map((r) => r.route);
      expect(routes.filter((r) => r === 'POST /v1/plans')).toHaveLength(1);
      const plan = mock.state.requests.find((r) => r.route === 'POST /v1/plans');
      expect(plan?.authorized).toBe(true);
      expect(plan?.body).toMatchObject({
        period: 'monthly',
        interval: 1,
        item: { amount: 150000, currency: 'INR' },
      });
      const subscriptions = mock.state.requests.filter((r) => r.route === 'POST /v1/subscriptions');
      expect(subscriptions.at(-1)?.body).toMatchObject({
        plan_id: expect.stringMatching(/^plan_Mock/),
        total_count: 120,
        notes: { recurring_gift_id: second.body.recurringGiftId },
      });
      expect(subscriptions.at(-2)?.body.plan_id).toBe(subscriptions.at(-1)?.body.plan_id);
      expect(first.body).toMatchObject({ kind: 'subscription', provider: 'razorpay', keyId: KEY_ID });
      expect(first.body.id).toMatch(/^sub_Mock/);
      await t.http.post(`/api/payments/sandbox/subscriptions/${first.body.id}/charge`).expect(404);
      await t.http.post(`/api/payments/sandbox/subscriptions/${first.body.id}/authorise`).expect(404);
    });

    it('verifies the authorisation with the key secret over payment_id|subscription_id', async () => {
      const created = await t.http.post('/api/create-order').send(monthly).expect(201);
      const { id: subscriptionId, recurringGiftId, accessToken } = created.body;
      const post = (signature: string, paymentId = 'pay_Real00000002') =>
        t.http
          .post(`/api/recurring-gifts/${recurringGiftId}/authorisation`)
          .set('X-Access-Token', accessToken)
          .send({
            razorpay_payment_id: paymentId,
            razorpay_subscription_id: subscriptionId,
            razorpay_signature: signature,
          });
      await post(hmacHex(WEBHOOK_SECRET, `pay_Real00000002|${subscriptionId}`)).expect(400);
      const done = await post(hmacHex(KEY_SECRET, `pay_Real00000002|${subscriptionId}`)).expect(200);
      expect(done.body.recurringGift).toMatchObject({ status: 'active', chargesCount: 1 });
    });

    it('cancels at Razorpay at once, and a repeated cancel of an ended subscription is harmless', async () => {
      const created = await t.http.post('/api/create-order').send(monthly).expect(201);
      const { bearer } = await signInNewAdmin(t);
      const cancel = () =>
        t.http
          .post(`/api/admin/recurring-gifts/${created.body.recurringGiftId}/cancel`)
          .set('Authorization', bearer);
      const done = await cancel().expect(200);
      expect(done.body.status).toBe('cancelled');
      const calls = mock.state.requests.filter(
        (r) => r.route === `POST /v1/subscriptions/${created.body.id}/cancel`,
      );
      expect(calls).toHaveLength(1);
      // cancel_at_cycle_end is never asked for: the SDK sends no body for an immediate cancel.
      expect(calls[0].body).toEqual({});
      // Our record is reset as if an earlier attempt had not been saved: Razorpay answers 400, the adapter
      // reads the subscription, finds it cancelled and goes on.
      await t.dataSource.query(`UPDATE recurring_gifts SET status = 'active' WHERE id = $1`, [
        created.body.recurringGiftId,
      ]);
      expect((await cancel().expect(200)).body.status).toBe('cancelled');
    });

    it.each([
      ['server-error', 503],
      ['hang', 503],
      ['bad-request', 502],
      ['garbage', 502],
    ] as const)('provider answer "%s" becomes %i and leaves no gift created', async (mode, status) => {
      mock.state.mode = mode;
      const response = await t.http
        .post('/api/create-order')
        .send({ ...monthly, amount: 1700 + status })
        .expect(status);
      expect(response.body.error).toBe('Failed to create order');
      const left = await t.dataSource.query(
        `SELECT status, failure_reason FROM recurring_gifts WHERE amount = $1`,
        [1700 + status],
      );
      expect(left.every((g: { status: string }) => g.status === 'failed')).toBe(true);
      expect(left.at(-1)).toEqual({ status: 'failed', failure_reason: 'subscription_failed' });
    });
  });

  describe('Refunds', () => {
    const refundRequest = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
      paymentId: 'pay_Razorpay000001',
      amountPaise: 246900,
      reason: 'Booking cancelled by the attendee',
      by: 'attendee',
      ...overrides,
    });
    const refundCalls = () =>
      mock.state.requests.filter(
        (r) => r.route?.startsWith('POST /v1/payments/') && r.route.endsWith('/refund'),
      );

    it('asks POST /v1/payments/{id}/refund for the amount in paise, with the keys and an idempotency key, once', async () => {
      const lifecycle = t.app.get(PaymentLifecycleService);
      const before = refundCalls().length;
      const payableId = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() => lifecycle.refund('registration', payableId, refundRequest())),
      );
      const calls = refundCalls().slice(before);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toEqual({
        route: 'POST /v1/payments/pay_Razorpay000001/refund',
        authorized: true,
        idempotencyKey: `${answers[0].id}-1`,
        body: {
          amount: 246900,
          speed: 'normal',
          notes: {
            refund_id: answers[0].id,
            refund_key: `${answers[0].id}-1`,
            payable_kind: 'registration',
            payable_id: payableId,
          },
        },
      });
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      // The calls that lost the insert answered the row as it was (pending, perhaps before Razorpay's answer).
      const [stored] = await lifecycle.refundsOf('registration', payableId);
      expect(stored).toEqual(
        expect.objectContaining({
          id: answers[0].id,
          provider: 'razorpay',
          status: 'pending',
          providerRefundId: expect.stringMatching(/^rfnd_Mock/),
        }),
      );
      const fetched = await t.app
        .get<RazorpayGateway>(PAYMENT_GATEWAY)
        .fetchRefund(stored.providerRefundId as string);
      expect(fetched).toEqual({
        id: stored.providerRefundId,
        paymentId: 'pay_Razorpay000001',
        amountPaise: 246900,
        status: 'pending',
      });
      expect(mock.state.requests.at(-1)?.route).toBe(`GET /v1/refunds/${stored.providerRefundId}`);
    });

    it('a timed-out refund is failed and 503; the retry sends the same idempotency key (Razorpay answers the refund it may have made)', async () => {
      const lifecycle = t.app.get(PaymentLifecycleService);
      const payableId = randomUUID();
      mock.state.mode = 'hang';
      const failure = await lifecycle
        .refund('registration', payableId, refundRequest())
        .catch((e: unknown) => e);
      expect(failure).toEqual(expect.objectContaining({ code: 'payment_provider_unavailable' }));
      const [failed] = await lifecycle.refundsOf('registration', payableId);
      expect(failed).toEqual(
        expect.objectContaining({ status: 'failed', failureCode: 'provider_unavailable' }),
      );

      mock.state.mode = 'ok';
      const retried = await lifecycle.refund(
        'registration',
        payableId,
        refundRequest({ retry: true, by: 'staff' }),
      );
      const keys = refundCalls()
        .filter((r) => r.idempotencyKey?.startsWith(failed.id))
        .map((r) => r.idempotencyKey);
      expect(keys).toEqual([`${failed.id}-1`, `${failed.id}-1`]);
      expect(retried).toEqual(expect.objectContaining({ status: 'pending', attempts: 2, failureCode: null }));
    });

    it("a refused refund is failed with Razorpay's description and 502; a 5xx is 503", async () => {
      const lifecycle = t.app.get(PaymentLifecycleService);
      const refused = randomUUID();
      mock.state.mode = 'bad-request';
      const failure = await lifecycle
        .refund('registration', refused, refundRequest())
        .catch((e: unknown) => e);
      expect(failure).toEqual(
        expect.objectContaining({ code: 'payment_provider_error', message: REFUND_REFUSED }),
      );
      expect((await lifecycle.refundsOf('registration', refused))[0]).toEqual(
        expect.objectContaining({
          status: 'failed',
          failureCode: 'provider_refused',
          failureReason: 'The amount must be atleast INR 1.00',
        }),
      );
      mock.state.mode = 'server-error';
      const down = await lifecycle
        .refund('registration', randomUUID(), refundRequest())
        .catch((e: unknown) => e);
      expect(down).toEqual(expect.objectContaining({ code: 'payment_provider_unavailable' }));
    });
  });

  describe('UPI QR codes (walk-ins at the door)', () => {
    const qrCalls = () => mock.state.requests.filter((r) => r.route === 'POST /v1/payments/qr_codes');

    it('asks POST /v1/payments/qr_codes for a single-use UPI code of the exact amount, with the keys', async () => {
      const admin = await signInNewAdmin(t);
      const { event, type } = await paidType();
      const before = qrCalls().length;
      const response = await t.http
        .post('/api/check-in/walk-ins')
        .set('Authorization', admin.bearer)
        .send({
          clientWalkInId: randomUUID(),
          device: { id: randomUUID(), name: 'Gate phone' },
          eventId: event.id,
          ticketTypeId: type.id,
          numberOfTickets: 2,
          name: 'Kiran Rao',
          payment: { mode: 'upi', amount: 2469 },
        })
        .expect(201);
      expect(response.body).toMatchObject({ status: 'awaiting-payment', upi: { amountPaise: 246900 } });
      expect(response.body.upi.id).toMatch(/^qr_Mock\d{10}$/);
      expect(response.body.upi.imageUrl).toBe(`https://rzp.io/i/${response.body.upi.id}`);
      const calls = qrCalls().slice(before);
      expect(calls).toHaveLength(1);
      expect(calls[0].authorized).toBe(true);
      const closeBy = calls[0].body.close_by as number;
      expect(calls[0].body).toMatchObject({
        type: 'upi_qr',
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: 246900,
        notes: { registration_id: response.body.booking.id, walk_in: 'true' },
      });
      // Razorpay closes a single-use code no sooner than 15 minutes ahead; ours is open while the seats are held.
      expect(closeBy * 1000 - Date.now()).toBeGreaterThan(15 * 60 * 1000);

      // Its payment arrives as qr_code.credited, signed with the webhook secret.
      const raw = Buffer.from(
        JSON.stringify({
          event: 'qr_code.credited',
          payload: {
            payment: {
              entity: { id: 'pay_QrRazorpay0001', amount: 246900, currency: 'INR', order_id: null },
            },
            qr_code: { entity: { id: response.body.upi.id, payments_amount_received: 246900 } },
          },
        }),
      );
      const credited = await postWebhook(t, raw, { signature: hmacHex(WEBHOOK_SECRET, raw) }).expect(200);
      expect(credited.body.outcome).toBe('completed');
    });

    it('a refused QR code is 503 and releases the seats; garbage is refused too', async () => {
      const admin = await signInNewAdmin(t);
      const { event, type } = await paidType(2);
      const body = () => ({
        clientWalkInId: randomUUID(),
        device: { id: randomUUID(), name: 'Gate phone' },
        eventId: event.id,
        ticketTypeId: type.id,
        numberOfTickets: 2,
        name: 'Kiran Rao',
        payment: { mode: 'upi', amount: 2469 },
      });
      for (const mode of ['bad-request', 'garbage', 'server-error'] as const) {
        mock.state.mode = mode;
        const refused = await t.http
          .post('/api/check-in/walk-ins')
          .set('Authorization', admin.bearer)
          .send(body())
          .expect(503);
        expect(refused.body.code).toBe('walk_in_upi_unavailable');
      }
      // Every seat is free again: a cash walk-in takes both.
      mock.state.mode = 'ok';
      await t.http
        .post('/api/check-in/walk-ins')
        .set('Authorization', admin.bearer)
        .send({ ...body(), payment: { mode: 'cash', amount: 2469 } })
        .expect(201);
    });
  });

  it('an unreachable provider is 503 too', async () => {
    const { event, type } = await paidType();
    await mock.close();
    const response = await register(event.urlSlug, type.id).expect(503);
    expect(response.body.code).toBe('payment_provider_unavailable');
    mock = await startRazorpayMock(KEY_ID, KEY_SECRET); // for afterAll
  });
});
