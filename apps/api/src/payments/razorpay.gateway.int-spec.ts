import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import {
  createPaymentsTestApp,
  hmacHex,
  postWebhook,
  signedPayment,
  startRazorpayMock,
  webhookBody,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';

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
    const response = await t.http.post('/api/create-order').send({ amount: 1000 }).expect(503);
    expect(response.body.error).toBe('Failed to create order');
  });

  it('an unreachable provider is 503 too', async () => {
    const { event, type } = await paidType();
    await mock.close();
    const response = await register(event.urlSlug, type.id).expect(503);
    expect(response.body.code).toBe('payment_provider_unavailable');
    mock = await startRazorpayMock(KEY_ID, KEY_SECRET); // for afterAll
  });
});
