import { MailService } from '../mail/mail.service.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  postWebhook,
  signedPayment,
  startSmtpServer,
  waitFor,
  webhookBody,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';

describe('donations: POST /api/create-order and its payment', () => {
  let t: PaymentsTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createPaymentsTestApp({ SMTP_URL: smtp.url, DONATION_MAX_RUPEES: '100000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const donationCount = async () =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM donations'))[0].n);

  it('records a pending donation and answers {id} (the order id) with what Checkout needs', async () => {
    const response = await t.http
      .post('/api/create-order')
      .send({
        amount: 2500,
        donationType: 'one-time',
        name: 'Kiran Rao',
        email: 'kiran@example.org',
        phone: '+91 99887 76655',
        ...INDIAN_IN_INDIA,
      })
      .expect(201);
    expect(response.body).toMatchObject({
      amount: 250000,
      currency: 'INR',
      provider: 'sandbox',
      theme: { color: '#e8820c' },
    });
    expect(response.body.id).toMatch(/^order_/);
    expect(response.body.orderId).toBe(response.body.id);
    expect(response.body.kind).toBe('order');
    const [row] = await t.dataSource.query(
      'SELECT amount, donation_type, payment_status, order_id, name FROM donations WHERE id = $1',
      [response.body.donationId],
    );
    expect(row).toEqual({
      amount: '2500.00',
      donation_type: 'one-time',
      payment_status: 'pending',
      order_id: response.body.id,
      name: 'Kiran Rao',
    });
  });

  it('accepts the documented bare {amount} as a one-time donation', async () => {
    const response = await t.http
      .post('/api/create-order')
      .send({ amount: 1, ...INDIAN_IN_INDIA })
      .expect(201);
    const [row] = await t.dataSource.query('SELECT donation_type FROM donations WHERE id = $1', [
      response.body.donationId,
    ]);
    expect(row.donation_type).toBe('one-time');
  });

  it.each([
    [{}, 'amount must be a whole number of rupees, at least 1'],
    [{ amount: 0 }, 'amount must be a whole number of rupees, at least 1'],
    [{ amount: -5 }, 'amount must be a whole number of rupees, at least 1'],
    [{ amount: 10.5 }, 'amount must be a whole number of rupees, at least 1'],
    [{ amount: '1000' }, 'amount must be a whole number of rupees, at least 1'],
    [{ amount: 100001 }, 'amount must be at most \u20B91,00,000'],
    [{ amount: 1e30 }, 'amount is too large'],
    [{ amount: 100, donationType: 'weekly' }, 'donationType must be monthly, yearly or one-time'],
    [{ amount: 100, email: 'nope' }, 'email must be a valid e-mail address'],
    [{ amount: 100, phone: 'x' }, 'phone must be a valid phone number (7 to 15 digits, optional leading +)'],
    [{ amount: 100, status: 'completed' }, 'property status should not exist'],
  ])('answers 400 {error} for %j and records nothing', async (body, error) => {
    const before = await donationCount();
    const response = await t.http
      .post('/api/create-order')
      .send({ ...INDIAN_IN_INDIA, ...body })
      .expect(400);
    expect(response.body.error).toBe(error);
    expect(await donationCount()).toBe(before);
  });

  it('completes on a verified payment, refuses tampering, and thanks the donor by e-mail once', async () => {
    const order = await t.http
      .post('/api/create-order')
      .send({
        amount: 5000,
        name: 'Kiran Rao',
        email: 'kiran@example.org',
        donationType: 'one-time',
        ...INDIAN_IN_INDIA,
      })
      .expect(201);
    const confirm = (body: object, token = order.body.accessToken) =>
      t.http.post(`/api/donations/${order.body.donationId}/payment`).set('X-Access-Token', token).send(body);
    await confirm(signedPayment(order.body.id, 'pay_Wrong0000001', 'wrong-secret')).expect(400);
    await confirm(signedPayment(order.body.id), 'bad-token').expect(404);
    const payment = signedPayment(order.body.id);
    const done = await confirm(payment).expect(200);
    expect(done.body.donation).toMatchObject({
      status: 'completed',
      amount: 5000,
      paymentId: payment.razorpay_payment_id,
    });
    await confirm(payment).expect(200);
    await postWebhook(
      t,
      webhookBody({ orderId: order.body.id, paymentId: payment.razorpay_payment_id, amount: 500000 }),
    ).expect(200);
    await t.app.get(MailService).flush();
    const thanks = await waitFor(async () =>
      smtp.messages.filter((m) => m.raw.includes(order.body.donationId)),
    );
    expect(thanks).toHaveLength(1);
    expect(thanks[0].raw).toContain('Thank you for your donation');
    expect(thanks[0].to).toEqual(['kiran@example.org']);
  });

  it('completes through the webhook after checking the amount', async () => {
    const order = await t.http
      .post('/api/create-order')
      .send({ amount: 700, ...INDIAN_IN_INDIA })
      .expect(201);
    const wrong = await postWebhook(t, webhookBody({ orderId: order.body.id, amount: 69900 })).expect(200);
    expect(wrong.body.outcome).toBe('amount_mismatch');
    const right = await postWebhook(t, webhookBody({ orderId: order.body.id, amount: 70000 })).expect(200);
    expect(right.body.outcome).toBe('completed');
    const failedAfter = await postWebhook(
      t,
      webhookBody({ event: 'payment.failed', orderId: order.body.id, amount: 70000 }),
    ).expect(200);
    expect(failedAfter.body.outcome).toBe('unchanged');
  });
});
