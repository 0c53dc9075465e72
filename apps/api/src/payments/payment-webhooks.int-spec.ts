import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import {
  createPaymentsTestApp,
  hmacHex,
  newEventId,
  postWebhook,
  signedPayment,
  startSmtpServer,
  waitFor,
  webhookBody,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';
import { MailService } from '../mail/mail.service.js';

const attendee = { name: 'Ravi Kumar', email: 'ravi@example.org', phone: '9876543210', address: 'Jaipur' };

describe('payment webhooks', () => {
  let t: PaymentsTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createPaymentsTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Foundation <hello@foundation.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function pendingRegistration(quantity: number | null = 10) {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 500, title: 'Webhook Retreat' });
    const type = await insertTicketType(t.dataSource, event.id, {
      name: 'Standard',
      price: 500,
      availableQuantity: quantity,
    });
    const response = await t.http
      .post('/api/registrations')
      .send({ eventSlug: event.urlSlug, ticketTypeId: type.id, numberOfTickets: 2, ...attendee })
      .expect(201);
    return {
      id: response.body.registration.id as string,
      token: response.body.accessToken as string,
      orderId: response.body.payment.orderId as string,
      amount: response.body.payment.amount as number,
    };
  }
  const row = async (id: string) =>
    (
      (await t.dataSource.query('SELECT payment_status, payment_id FROM event_registrations WHERE id = $1', [
        id,
      ])) as {
        payment_status: string;
        payment_id: string | null;
      }[]
    )[0];

  it('payment.captured completes the registration although the browser never came back', async () => {
    const r = await pendingRegistration();
    const response = await postWebhook(
      t,
      webhookBody({ orderId: r.orderId, paymentId: 'pay_Captured00001', amount: r.amount }),
    ).expect(200);
    expect(response.body).toEqual({ status: 'processed', outcome: 'completed' });
    expect(await row(r.id)).toEqual({ payment_status: 'completed', payment_id: 'pay_Captured00001' });
  });

  it('order.paid completes too', async () => {
    const r = await pendingRegistration();
    await postWebhook(
      t,
      webhookBody({
        event: 'order.paid',
        orderId: r.orderId,
        paymentId: 'pay_OrderPaid0001',
        amount: r.amount,
      }),
    ).expect(200);
    expect((await row(r.id)).payment_status).toBe('completed');
  });

  describe('refused with 400, changing nothing', () => {
    let r: Awaited<ReturnType<typeof pendingRegistration>>;
    beforeAll(async () => {
      r = await pendingRegistration();
    });
    afterAll(async () => {
      expect((await row(r.id)).payment_status).toBe('pending');
    });

    it('a signature made with the wrong secret', async () => {
      const body = webhookBody({ orderId: r.orderId, amount: r.amount });
      const response = await postWebhook(t, body, { signature: hmacHex('wrong-secret', body) }).expect(400);
      expect(response.body.message).toBe('The webhook signature is not valid');
    });

    it('a body changed by one byte after signing', async () => {
      const body = webhookBody({ orderId: r.orderId, amount: r.amount });
      const signature = hmacHex('sandbox-local-payment-secret', body);
      const changed = Buffer.from(body.toString('utf8').replace('"currency":"INR"', '"currency":"INS"'));
      expect(changed.length).toBe(body.length);
      await postWebhook(t, changed, { signature }).expect(400);
    });

    it('a missing signature header', async () => {
      const response = await postWebhook(t, webhookBody({ orderId: r.orderId, amount: r.amount }), {
        signature: null,
      }).expect(400);
      expect(response.body.message).toBe('The X-Razorpay-Signature header is missing');
    });

    it('garbage signatures and an empty body', async () => {
      await postWebhook(t, webhookBody({ orderId: r.orderId, amount: r.amount }), { signature: 'zz' }).expect(
        400,
      );
      await t.http
        .post('/api/payments/razorpay/webhook')
        .set('X-Razorpay-Signature', hmacHex('x', ''))
        .expect(400);
    });

    it('records nothing for refused webhooks', async () => {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM payment_webhook_events WHERE order_id = $1`,
        [r.orderId],
      );
      expect(n).toBe(0);
    });
  });

  it('a replayed webhook (same event id) is processed once', async () => {
    const r = await pendingRegistration();
    const body = webhookBody({ orderId: r.orderId, paymentId: 'pay_Replay0000001', amount: r.amount });
    const eventId = newEventId();
    await postWebhook(t, body, { eventId }).expect(200);
    const replay = await postWebhook(t, body, { eventId }).expect(200);
    expect(replay.body).toEqual({ status: 'duplicate' });
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = $1`,
      [eventId],
    );
    expect(n).toBe(1);
  });

  it('does not complete when the amount or the currency differs from the database', async () => {
    const r = await pendingRegistration();
    const cheap = await postWebhook(t, webhookBody({ orderId: r.orderId, amount: r.amount - 1 })).expect(200);
    expect(cheap.body.outcome).toBe('amount_mismatch');
    const dollars = await postWebhook(
      t,
      webhookBody({ orderId: r.orderId, amount: r.amount, currency: 'USD' }),
    ).expect(200);
    expect(dollars.body.outcome).toBe('amount_mismatch');
    expect((await row(r.id)).payment_status).toBe('pending');
  });

  it('payment.failed fails a pending registration but never a completed one', async () => {
    const pending = await pendingRegistration();
    await postWebhook(
      t,
      webhookBody({ event: 'payment.failed', orderId: pending.orderId, amount: pending.amount }),
    ).expect(200);
    expect((await row(pending.id)).payment_status).toBe('failed');

    const done = await pendingRegistration();
    await postWebhook(
      t,
      webhookBody({ orderId: done.orderId, paymentId: 'pay_Done00000001', amount: done.amount }),
    ).expect(200);
    const late = await postWebhook(
      t,
      webhookBody({ event: 'payment.failed', orderId: done.orderId, amount: done.amount }),
    ).expect(200);
    expect(late.body.outcome).toBe('unchanged');
    expect(await row(done.id)).toEqual({ payment_status: 'completed', payment_id: 'pay_Done00000001' });
  });

  it('answers 200 for events it does not handle and orders it does not know', async () => {
    const ignored = await postWebhook(
      t,
      Buffer.from(JSON.stringify({ event: 'refund.created', payload: {} })),
    ).expect(200);
    expect(ignored.body.outcome).toBe('ignored');
    const unknown = await postWebhook(t, webhookBody({ orderId: 'order_Unknown000001', amount: 100 })).expect(
      200,
    );
    expect(unknown.body.outcome).toBe('unknown_order');
  });

  it('browser confirmation racing the webhook: exactly one completion and one e-mail, received over SMTP', async () => {
    for (let round = 0; round < 5; round += 1) {
      const r = await pendingRegistration();
      const payment = signedPayment(r.orderId);
      const body = webhookBody({
        orderId: r.orderId,
        paymentId: payment.razorpay_payment_id,
        amount: r.amount,
      });
      const [browser, webhook, webhookAgain] = await Promise.all([
        t.http.post(`/api/registrations/${r.id}/payment`).set('X-Access-Token', r.token).send(payment),
        postWebhook(t, body),
        postWebhook(t, body),
      ]);
      expect(browser.status).toBe(200);
      expect(browser.body.registration.status).toBe('completed');
      expect([webhook.status, webhookAgain.status]).toEqual([200, 200]);
      const outcomes = [webhook.body.outcome, webhookAgain.body.outcome];
      expect(outcomes.filter((o) => o === 'completed').length).toBeLessThanOrEqual(1);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE dedupe_key = $1`,
        [`registration-receipt:${r.id}`],
      );
      expect(n).toBe(1);
      await t.app.get(MailService).flush();
      const received = await waitFor(async () => {
        const found = smtp.messages.filter(
          (m) => m.raw.includes(r.id) && m.raw.includes('Booking confirmed'),
        );
        return found.length > 0 ? found : null;
      });
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual(['ravi@example.org']);
      expect(received[0].from).toBe('hello@foundation.test');
      expect(received[0].raw).toContain('filename=event.ics');
      expect(received[0].raw).toContain(Buffer.from('BEGIN:VCALENDAR\r\n').toString('base64').slice(0, 20));
      expect(received[0].raw).toContain(payment.razorpay_payment_id);
    }
  });

  it('retries an e-mail the SMTP server refused, without failing the registration', async () => {
    smtp.failNext(1);
    const r = await pendingRegistration();
    await t.http
      .post(`/api/registrations/${r.id}/payment`)
      .set('X-Access-Token', r.token)
      .send(signedPayment(r.orderId))
      .expect(200);
    await t.app.get(MailService).flush();
    const [first] = await t.dataSource.query(
      `SELECT status, attempts, last_error FROM mail_outbox WHERE dedupe_key = $1`,
      [`registration-receipt:${r.id}`],
    );
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.last_error).toMatch(/451|temporarily/i);
    await t.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE dedupe_key = $1`, [
      `registration-receipt:${r.id}`,
    ]);
    await t.app.get(MailService).flush();
    const [second] = await t.dataSource.query(
      `SELECT status, attempts FROM mail_outbox WHERE dedupe_key = $1`,
      [`registration-receipt:${r.id}`],
    );
    expect(second).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the sandbox Pay button answers a signed result that /payment accepts, and delivers its own webhook', async () => {
    const r = await pendingRegistration();
    const paid = await t.http.post(`/api/payments/sandbox/orders/${r.orderId}/pay`).expect(200);
    expect(paid.body).toMatchObject({ razorpay_order_id: r.orderId });
    expect(paid.body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    await t.http
      .post(`/api/registrations/${r.id}/payment`)
      .set('X-Access-Token', r.token)
      .send(paid.body)
      .expect(200);
    await t.http.post('/api/payments/sandbox/orders/order_NoSuchOrder0001/pay').expect(404);
    const config = await t.http.get('/api/payments/config').expect(200);
    expect(config.body).toEqual({ provider: 'sandbox', keyId: 'rzp_test_sandbox' });
  });
});

describe('sandbox webhook delivery', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '0' });
  });
  afterAll(() => t.close());

  it('completes the registration through its signed webhook when the browser never confirms', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 300 });
    const created = await t.http
      .post('/api/registrations')
      .send({ eventSlug: event.urlSlug, numberOfTickets: 1, ...attendee })
      .expect(201);
    await t.http.post(`/api/payments/sandbox/orders/${created.body.payment.orderId}/pay`).expect(200);
    // The webhook completes the registration first and records its outcome just after: wait for both.
    await waitFor(async () => {
      const [r] = await t.dataSource.query('SELECT payment_status FROM event_registrations WHERE id = $1', [
        created.body.registration.id,
      ]);
      const [h] = await t.dataSource.query('SELECT outcome FROM payment_webhook_events WHERE order_id = $1', [
        created.body.payment.orderId,
      ]);
      return r.payment_status === 'completed' && h?.outcome != null;
    });
    const [hook] = await t.dataSource.query(
      `SELECT provider, event_type, outcome FROM payment_webhook_events WHERE order_id = $1`,
      [created.body.payment.orderId],
    );
    expect(hook).toEqual({ provider: 'sandbox', event_type: 'payment.captured', outcome: 'completed' });
  });
});
