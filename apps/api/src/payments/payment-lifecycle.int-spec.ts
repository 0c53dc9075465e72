import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  postWebhook,
  signedPayment,
  webhookBody,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';

describe('the payment lifecycle: orders recorded with their payable, dispatch by kind, donation cancel', () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const orderRow = async (orderId: string) =>
    (
      (await t.dataSource.query(
        'SELECT payable_kind, payable_id, amount_paise, status FROM payment_orders WHERE provider_order_id = $1',
        [orderId],
      )) as { payable_kind: string; payable_id: string; amount_paise: number; status: string }[]
    )[0];

  const donationStatus = async (id: string) =>
    (
      (await t.dataSource.query('SELECT payment_status, failure_reason FROM donations WHERE id = $1', [
        id,
      ])) as {
        payment_status: string;
        failure_reason: string | null;
      }[]
    )[0];

  async function register() {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 500, title: 'Lifecycle Retreat' });
    const type = await insertTicketType(t.dataSource, event.id, { price: 750, availableQuantity: 5 });
    const response = await t.http
      .post('/api/registrations')
      .send({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 2,
        name: 'Asha Verma',
        email: 'asha@example.org',
        phone: '+919800000000',
        address: 'Pune',
      })
      .expect(201);
    return response.body as {
      registration: { id: string };
      accessToken: string;
      payment: { orderId: string };
    };
  }

  it('records each order with the kind and id of what it pays for, and its amount in paise', async () => {
    const registration = await register();
    expect(await orderRow(registration.payment.orderId)).toEqual({
      payable_kind: 'registration',
      payable_id: registration.registration.id,
      amount_paise: 150000,
      status: 'created',
    });
    const donation = await t.http
      .post('/api/create-order')
      .send({ amount: 300, ...INDIAN_IN_INDIA })
      .expect(201);
    expect(await orderRow(donation.body.id)).toEqual({
      payable_kind: 'donation',
      payable_id: donation.body.donationId,
      amount_paise: 30000,
      status: 'created',
    });
    await t.http
      .post(`/api/donations/${donation.body.donationId}/payment`)
      .set('X-Access-Token', donation.body.accessToken)
      .send(signedPayment(donation.body.id))
      .expect(200);
    expect((await orderRow(donation.body.id)).status).toBe('completed');
  });

  it('dispatches a webhook by the recorded kind, never by looking for the order id in the tables', async () => {
    const donation = await t.http
      .post('/api/create-order')
      .send({ amount: 400, ...INDIAN_IN_INDIA })
      .expect(201);
    // The same order id on a donation without its payment_orders record is not found: no probing.
    await t.dataSource.query('DELETE FROM payment_orders WHERE provider_order_id = $1', [donation.body.id]);
    const unknown = await postWebhook(t, webhookBody({ orderId: donation.body.id, amount: 40000 })).expect(
      200,
    );
    expect(unknown.body.outcome).toBe('unknown_order');
    expect((await donationStatus(donation.body.donationId)).payment_status).toBe('pending');
  });

  it('a dismissed donation Checkout marks the donation failed on the server; a completed one never changes', async () => {
    const order = await t.http
      .post('/api/create-order')
      .send({ amount: 250, ...INDIAN_IN_INDIA })
      .expect(201);
    const cancel = (body: object, token = order.body.accessToken as string) =>
      t.http.post(`/api/donations/${order.body.donationId}/cancel`).set('X-Access-Token', token).send(body);

    const bad = await cancel({ reason: 'bored' }).expect(400);
    expect(bad.body.message).toContain('reason must be dismissed or failed');
    await cancel({ reason: 'dismissed' }, 'not-the-token').expect(404);
    expect((await donationStatus(order.body.donationId)).payment_status).toBe('pending');

    const dismissed = await cancel({ reason: 'dismissed' }).expect(200);
    expect(dismissed.body.donation).toMatchObject({ id: order.body.donationId, status: 'failed' });
    expect(await donationStatus(order.body.donationId)).toEqual({
      payment_status: 'failed',
      failure_reason: 'dismissed',
    });
    expect((await orderRow(order.body.id)).status).toBe('failed');

    // A payment that still arrives for it (the provider retried after the dismissal) completes it.
    await t.http
      .post(`/api/donations/${order.body.donationId}/payment`)
      .set('X-Access-Token', order.body.accessToken)
      .send(signedPayment(order.body.id))
      .expect(200);
    const again = await cancel({ reason: 'failed' }).expect(200);
    expect(again.body.donation.status).toBe('completed');
  });

  it('the registration cancel goes through the same lifecycle', async () => {
    const registration = await register();
    await t.http
      .post(`/api/registrations/${registration.registration.id}/cancel`)
      .set('X-Access-Token', registration.accessToken)
      .send({ reason: 'failed' })
      .expect(200);
    expect((await orderRow(registration.payment.orderId)).status).toBe('failed');
  });
});
