import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { RecurringGiftsService } from './recurring-gifts.service.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  hmacHex,
  postWebhook,
  SANDBOX_SECRET,
  startAuthorisedGift,
  waitFor,
  type PaymentsTestApp,
  type StartedRecurringGift,
} from '../testing/payment-helpers.js';

const donor = { name: 'Asha Menon', email: 'asha@example.org', phone: '+919812345678', ...INDIAN_IN_INDIA };

/** A `subscription.*` webhook body in Razorpay's shape. */
function subscriptionBody(
  event: string,
  subscriptionId: string,
  {
    paymentId,
    amount = 100000,
    chargeAt = null,
    createdAt = Math.floor(Date.now() / 1000),
  }: { paymentId?: string; amount?: number; chargeAt?: number | null; createdAt?: number } = {},
): Buffer {
  const payload: Record<string, unknown> = {
    subscription: {
      entity: { id: subscriptionId, entity: 'subscription', status: 'active', charge_at: chargeAt },
    },
  };
  if (paymentId) {
    payload.payment = {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount,
        currency: 'INR',
        status: 'captured',
        captured: true,
      },
    };
  }
  return Buffer.from(
    JSON.stringify({
      entity: 'event',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: createdAt,
    }),
  );
}

describe('recurring gifts on the sandbox (create-order, authorisation, charges, webhooks, cancel)', () => {
  let t: PaymentsTestApp;
  let bearer: string;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    bearer = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.dataSource.query(sql, params))[0].n);

  async function start(body: object = {}) {
    const created = await t.http
      .post('/api/create-order')
      .send({ amount: 1000, donationType: 'monthly', ...donor, ...body })
      .expect(201);
    return created.body as StartedRecurringGift;
  }

  const startAuthorised = (body: object = {}) =>
    startAuthorisedGift(t, { amount: 1000, donationType: 'monthly', ...donor, ...body });

  const charge = (subscriptionId: string) =>
    t.http.post(`/api/payments/sandbox/subscriptions/${subscriptionId}/charge`);

  it('answers a subscription for monthly, reusing one plan per period and amount', async () => {
    const first = await start();
    expect(first).toMatchObject({
      kind: 'subscription',
      provider: 'sandbox',
      period: 'monthly',
      amount: 100000,
      currency: 'INR',
      eachDebitNeedsApproval: false,
    });
    expect(first.id).toMatch(/^sub_[A-Za-z0-9]{14}$/);
    expect((first as unknown as { subscriptionId: string }).subscriptionId).toBe(first.id);
    await start();
    await start({ donationType: 'yearly' });
    const plans = await t.dataSource.query(
      `SELECT period, amount_paise, provider_plan_id FROM payment_plans WHERE amount_paise = 100000 ORDER BY period`,
    );
    expect(plans).toEqual([
      { period: 'monthly', amount_paise: 100000, provider_plan_id: expect.stringMatching(/^plan_/) },
      { period: 'yearly', amount_paise: 100000, provider_plan_id: expect.stringMatching(/^plan_/) },
    ]);
    const [gift] = await t.dataSource.query(
      `SELECT status, total_count, subscription_id FROM recurring_gifts WHERE id = $1`,
      [first.recurringGiftId],
    );
    expect(gift).toEqual({ status: 'created', total_count: 120, subscription_id: first.id });
    // No donation until money moves.
    expect(
      await count(`SELECT count(*) AS n FROM donations WHERE recurring_gift_id = $1`, [
        first.recurringGiftId,
      ]),
    ).toBe(0);
  });

  it('tells the donor above the approval threshold that each debit needs their approval', async () => {
    expect((await start({ amount: 15000 })).eachDebitNeedsApproval).toBe(false);
    expect((await start({ amount: 15001 })).eachDebitNeedsApproval).toBe(true);
  });

  it.each([
    [{ name: undefined }, 'name is required for a monthly or yearly gift'],
    [{ email: undefined }, 'email is required for a monthly or yearly gift'],
    [{ pan: 'ABCDE1234' }, 'PAN must look like ABCDE1234F'],
    [{ pan: 'abcde1234f' }, 'Address is required when PAN is given'],
    [{ pan: 'ABCDE1234F', address: '   ' }, 'Address is required when PAN is given'],
    [{ donationType: 'weekly' }, 'donationType must be monthly, yearly or one-time'],
  ])('refuses %j with 400 {error} and writes nothing', async (change, error) => {
    const before = await count(`SELECT count(*) AS n FROM recurring_gifts`);
    const response = await t.http
      .post('/api/create-order')
      .send({ amount: 1000, donationType: 'monthly', ...donor, ...change })
      .expect(400);
    expect(response.body.error).toBe(error);
    expect(await count(`SELECT count(*) AS n FROM recurring_gifts`)).toBe(before);
  });

  it('stores the PAN normalised and the address on the gift and on one-time donations', async () => {
    const gift = await start({ pan: ' abcde1234f ', address: '12 MG Road, Kochi' });
    const [row] = await t.dataSource.query(
      `SELECT donor_pan, donor_address FROM recurring_gifts WHERE id = $1`,
      [gift.recurringGiftId],
    );
    expect(row).toEqual({ donor_pan: 'ABCDE1234F', donor_address: '12 MG Road, Kochi' });
    const once = await t.http
      .post('/api/create-order')
      .send({ amount: 500, pan: 'pqrst6789u', address: 'Pune', ...INDIAN_IN_INDIA })
      .expect(201);
    expect(once.body.kind).toBe('order');
    const [donation] = await t.dataSource.query(
      `SELECT donor_pan, donor_address, tax_donation_type FROM donations WHERE id = $1`,
      [once.body.donationId],
    );
    expect(donation).toEqual({ donor_pan: 'PQRST6789U', donor_address: 'Pune', tax_donation_type: 'others' });
  });

  it('records the first charge on a verified authorisation, once, and refuses forgeries', async () => {
    const gift = await start({ pan: 'ABCDE1234F', address: 'Kochi' });
    const url = `/api/recurring-gifts/${gift.recurringGiftId}/authorisation`;
    const authorisation = (
      await t.http.post(`/api/payments/sandbox/subscriptions/${gift.id}/authorise`).expect(200)
    ).body;
    expect(authorisation.razorpay_payment_id).toMatch(/^pay_/);
    const post = (body: object, token = gift.accessToken) =>
      t.http.post(url).set('X-Access-Token', token).send(body);
    // Forged signature, a signature over the other order, another subscription, a wrong token.
    await post({
      ...authorisation,
      razorpay_signature: hmacHex('wrong-secret', `${authorisation.razorpay_payment_id}|${gift.id}`),
    }).expect(400);
    await post({
      ...authorisation,
      razorpay_signature: hmacHex(SANDBOX_SECRET, `${gift.id}|${authorisation.razorpay_payment_id}`),
    }).expect(400);
    const other = await start();
    await post({ ...authorisation, razorpay_subscription_id: other.id }).expect(400);
    await post(authorisation, 'not-the-token').expect(404);
    expect(
      await count(`SELECT count(*) AS n FROM donations WHERE recurring_gift_id = $1`, [gift.recurringGiftId]),
    ).toBe(0);

    const done = await post(authorisation).expect(200);
    const view = done.body.recurringGift;
    expect(view).toMatchObject({
      status: 'active',
      chargesCount: 1,
      totalCount: 120,
      period: 'monthly',
      amount: 1000,
    });
    const first = new Date(view.firstChargedAt);
    const next = new Date(view.nextChargeAt);
    expect(next.getTime() - first.getTime()).toBeGreaterThanOrEqual(28 * 86400000);
    // A calendar month after the charge; the gateway dates it a few milliseconds after we record it.
    expect(next.getTime() - first.getTime()).toBeLessThanOrEqual(31 * 86400000 + 60_000);
    // A replay, and the webhook of the same payment, count it once.
    await post(authorisation).expect(200);
    const hook = subscriptionBody('subscription.charged', gift.id, {
      paymentId: authorisation.razorpay_payment_id,
    });
    expect((await postWebhook(t, hook).expect(200)).body.outcome).toBe('already_completed');
    const rows = await t.dataSource.query(
      `SELECT amount, donation_type, payment_status, name, email, donor_pan, donor_address, payment_id
         FROM donations WHERE recurring_gift_id = $1`,
      [gift.recurringGiftId],
    );
    expect(rows).toEqual([
      {
        amount: '1000.00',
        donation_type: 'monthly',
        payment_status: 'completed',
        name: donor.name,
        email: donor.email,
        donor_pan: 'ABCDE1234F',
        donor_address: 'Kochi',
        payment_id: authorisation.razorpay_payment_id,
      },
    ]);
    // Checkout cannot authorise it again with another payment.
    await t.http.post(`/api/payments/sandbox/subscriptions/${gift.id}/authorise`).expect(409);
  });

  it('a year of monthly charges makes 12 donations and 12 receipts, replayed and reordered webhooks counted once', async () => {
    const { gift } = await startAuthorised();
    const charges: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await charge(gift.id).expect(200);
      expect(response.body).toMatchObject({ subscriptionId: gift.id, webhookStatus: 200 });
      charges.push(response.body.paymentId);
    }
    expect(new Set(charges).size).toBe(11);
    // The provider delivers some of them again, and older ones after newer ones.
    for (const paymentId of [charges[3], charges[0], charges[10], charges[3]]) {
      const hook = subscriptionBody('subscription.charged', gift.id, { paymentId });
      expect((await postWebhook(t, hook).expect(200)).body.outcome).toBe('already_completed');
    }
    // The same event delivered twice is processed once.
    const hook = subscriptionBody('subscription.charged', gift.id, { paymentId: charges[5] });
    await postWebhook(t, hook, { eventId: 'evt_SameEvent00001' }).expect(200);
    expect((await postWebhook(t, hook, { eventId: 'evt_SameEvent00001' }).expect(200)).body.status).toBe(
      'duplicate',
    );
    expect(
      await count(
        `SELECT count(*) AS n FROM donations WHERE recurring_gift_id = $1 AND payment_status = 'completed'`,
        [gift.recurringGiftId],
      ),
    ).toBe(12);
    // Each charge got its own receipt (one per donation, distinct numbers) and its own e-mail.
    const receipts: Array<{ receipt_number: string }> = await t.dataSource.query(
      `SELECT r.receipt_number FROM donation_receipts r JOIN donations d ON d.id = r.donation_id
        WHERE d.recurring_gift_id = $1`,
      [gift.recurringGiftId],
    );
    expect(receipts).toHaveLength(12);
    expect(new Set(receipts.map((r) => r.receipt_number)).size).toBe(12);
    expect(
      await count(
        `SELECT count(*) AS n FROM mail_outbox m JOIN donations d ON m.dedupe_key = 'donation-thanks:' || d.id
          WHERE d.recurring_gift_id = $1`,
        [gift.recurringGiftId],
      ),
    ).toBe(12);
    const view = (
      await t.http
        .get(`/api/recurring-gifts/${gift.recurringGiftId}`)
        .set('X-Access-Token', gift.accessToken)
        .expect(200)
    ).body.recurringGift;
    expect(view).toMatchObject({ status: 'active', chargesCount: 12 });
    // The next charge is a year after the first, in India time.
    const first = new Date(view.firstChargedAt);
    const next = new Date(view.nextChargeAt);
    const local = (d: Date) => new Date(d.getTime() + 19800000);
    expect(local(next).getUTCFullYear()).toBe(local(first).getUTCFullYear() + 1);
    expect(local(next).getUTCMonth()).toBe(local(first).getUTCMonth());
  });

  it('cancel stops charges: the provider is told, the donor e-mailed, charging answers 409', async () => {
    const { gift } = await startAuthorised();
    await charge(gift.id).expect(200);
    const cancelled = await t.http
      .post(`/api/admin/recurring-gifts/${gift.recurringGiftId}/cancel`)
      .set('Authorization', bearer)
      .expect(200);
    expect(cancelled.body).toMatchObject({
      id: gift.recurringGiftId,
      status: 'cancelled',
      chargesCount: 2,
      totalReceived: 2000,
      nextChargeAt: null,
      email: donor.email,
      subscriptionId: gift.id,
    });
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    const refused = await charge(gift.id).expect(409);
    expect(refused.body.code).toBe('subscription_not_chargeable');
    // Idempotent: a second cancel answers the same, without a second e-mail or audit entry.
    await t.http
      .post(`/api/admin/recurring-gifts/${gift.recurringGiftId}/cancel`)
      .set('Authorization', bearer)
      .expect(200);
    expect(
      await count(`SELECT count(*) AS n FROM mail_outbox WHERE dedupe_key = $1`, [
        `recurring-gift-cancelled:${gift.recurringGiftId}`,
      ]),
    ).toBe(1);
    const audit = await t.dataSource.query(
      `SELECT action, resource, changes FROM audit_log WHERE resource = 'recurring-gifts' AND resource_id = $1`,
      [gift.recurringGiftId],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].changes.status).toEqual({ before: 'active', after: 'cancelled' });
    // A late webhook never brings it back.
    const late = subscriptionBody('subscription.activated', gift.id);
    expect((await postWebhook(t, late).expect(200)).body.outcome).toBe('unchanged');
    expect(
      (
        await t.dataSource.query(`SELECT status FROM recurring_gifts WHERE id = $1`, [gift.recurringGiftId])
      )[0].status,
    ).toBe('cancelled');
  });

  it('applies status webhooks under the precedence, whatever their order', async () => {
    const { gift } = await startAuthorised();
    const now = Math.floor(Date.now() / 1000);
    const status = async () =>
      (
        await t.dataSource.query(`SELECT status FROM recurring_gifts WHERE id = $1`, [gift.recurringGiftId])
      )[0].status;
    await postWebhook(t, subscriptionBody('subscription.pending', gift.id, { createdAt: now + 20 })).expect(
      200,
    );
    expect(await status()).toBe('pending');
    // An older activation arrives late: the newer pending stands.
    await postWebhook(t, subscriptionBody('subscription.activated', gift.id, { createdAt: now + 10 })).expect(
      200,
    );
    expect(await status()).toBe('pending');
    await postWebhook(t, subscriptionBody('subscription.halted', gift.id, { createdAt: now + 30 })).expect(
      200,
    );
    expect(await status()).toBe('halted');
    await postWebhook(
      t,
      subscriptionBody('subscription.authenticated', gift.id, { createdAt: now + 40 }),
    ).expect(200);
    expect(await status()).toBe('halted');
    await postWebhook(t, subscriptionBody('subscription.completed', gift.id, { createdAt: now + 50 })).expect(
      200,
    );
    await postWebhook(t, subscriptionBody('subscription.activated', gift.id, { createdAt: now + 60 })).expect(
      200,
    );
    expect(await status()).toBe('completed');
    await charge(gift.id).expect(409);
  });

  it('records a charge for an unknown subscription as ignored, and a wrong amount as a mismatch', async () => {
    const unknown = subscriptionBody('subscription.charged', 'sub_Unknown0000001', {
      paymentId: 'pay_Unknown000001',
    });
    expect((await postWebhook(t, unknown).expect(200)).body.outcome).toBe('ignored');
    const { gift } = await startAuthorised();
    const wrong = subscriptionBody('subscription.charged', gift.id, {
      paymentId: 'pay_WrongAmount01',
      amount: 99900,
    });
    expect((await postWebhook(t, wrong).expect(200)).body.outcome).toBe('amount_mismatch');
    expect(await count(`SELECT count(*) AS n FROM donations WHERE payment_id = 'pay_WrongAmount01'`)).toBe(0);
    // Forged webhook signatures are refused before anything is read.
    const forged = subscriptionBody('subscription.charged', gift.id, { paymentId: 'pay_Forged000001' });
    await postWebhook(t, forged, { signature: hmacHex('not-the-secret', forged) }).expect(400);
    expect(await count(`SELECT count(*) AS n FROM donations WHERE payment_id = 'pay_Forged000001'`)).toBe(0);
  });

  it('a dismissed Checkout fails a created gift; charging it is refused; an active gift is unchanged', async () => {
    const gift = await start();
    await charge(gift.id).expect(409);
    const url = `/api/recurring-gifts/${gift.recurringGiftId}/cancel`;
    await t.http.post(url).set('X-Access-Token', 'wrong').send({ reason: 'dismissed' }).expect(404);
    await t.http.post(url).set('X-Access-Token', gift.accessToken).send({ reason: 'later' }).expect(400);
    const failed = await t.http
      .post(url)
      .set('X-Access-Token', gift.accessToken)
      .send({ reason: 'dismissed' })
      .expect(200);
    expect(failed.body.recurringGift.status).toBe('failed');
    const { gift: active } = await startAuthorised();
    const unchanged = await t.http
      .post(`/api/recurring-gifts/${active.recurringGiftId}/cancel`)
      .set('X-Access-Token', active.accessToken)
      .send({ reason: 'dismissed' })
      .expect(200);
    expect(unchanged.body.recurringGift.status).toBe('active');
  });

  it('counts a charge once when the browser and several deliveries report it at the same moment', async () => {
    const gift = await start();
    const authorisation = (
      await t.http.post(`/api/payments/sandbox/subscriptions/${gift.id}/authorise`).expect(200)
    ).body;
    const hook = () =>
      postWebhook(
        t,
        subscriptionBody('subscription.charged', gift.id, { paymentId: authorisation.razorpay_payment_id }),
      );
    const answers = await Promise.all([
      t.http
        .post(`/api/recurring-gifts/${gift.recurringGiftId}/authorisation`)
        .set('X-Access-Token', gift.accessToken)
        .send(authorisation),
      hook(),
      hook(),
      hook(),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(
      answers
        .slice(1)
        .map((a) => a.body.outcome)
        .filter((o) => o === 'completed').length,
    ).toBeLessThanOrEqual(1);
    expect(
      await count(`SELECT count(*) AS n FROM donations WHERE recurring_gift_id = $1`, [gift.recurringGiftId]),
    ).toBe(1);
    // Different charges arriving together are all recorded.
    const charges = await Promise.all(
      ['pay_Together00001', 'pay_Together00002', 'pay_Together00003'].map((paymentId) =>
        postWebhook(t, subscriptionBody('subscription.charged', gift.id, { paymentId })),
      ),
    );
    expect(charges.map((c) => c.body.outcome)).toEqual(['completed', 'completed', 'completed']);
    const view = (
      await t.http
        .get(`/api/recurring-gifts/${gift.recurringGiftId}`)
        .set('X-Access-Token', gift.accessToken)
        .expect(200)
    ).body.recurringGift;
    expect(view).toMatchObject({ status: 'active', chargesCount: 4 });
  });

  it('thanks the donor by e-mail for every charge', async () => {
    const { gift } = await startAuthorised({ email: 'thanks@example.org' });
    await charge(gift.id).expect(200);
    expect(await count(`SELECT count(*) AS n FROM mail_outbox WHERE recipient = 'thanks@example.org'`)).toBe(
      2,
    );
  });

  it('cancel for the donor (My giving): the provider is told once, the donor e-mailed, repeated cancels harmless', async () => {
    const { gift } = await startAuthorised({ email: 'leaving@example.org' });
    const service = t.app.get(RecurringGiftsService);
    const cancelled = await service.cancel(gift.recurringGiftId, 'donor');
    expect(cancelled).toMatchObject({ status: 'cancelled', chargesCount: 1 });
    expect((await service.cancel(gift.recurringGiftId, 'donor')).status).toBe('cancelled');
    const [row] = await t.dataSource.query(`SELECT cancelled_by FROM recurring_gifts WHERE id = $1`, [
      gift.recurringGiftId,
    ]);
    expect(row.cancelled_by).toBe('donor');
    const mails = await t.dataSource.query(
      `SELECT subject, text_body FROM mail_outbox WHERE recipient = 'leaving@example.org' AND dedupe_key LIKE 'recurring-gift-cancelled:%'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your monthly gift to Yoga Foundation is cancelled');
    expect(mails[0].text_body).toContain('has been cancelled as you asked. Nothing more will be charged.');
    await charge(gift.id).expect(409);
    await expect(service.cancel('00000000-0000-4000-8000-000000000000', 'donor')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('lists recurring gifts for staff with filters', async () => {
    const list = async (filter: object) => {
      const response = await t.http
        .get(`/api/admin/recurring-gifts?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .set('Authorization', bearer)
        .expect(200);
      return response;
    };
    const cancelled = await list({ status: 'cancelled' });
    const expected = await count(`SELECT count(*) AS n FROM recurring_gifts WHERE status = 'cancelled'`);
    expect(expected).toBeGreaterThanOrEqual(2);
    expect(cancelled.headers['content-range']).toBe(`recurring-gifts 0-${expected - 1}/${expected}`);
    expect(cancelled.body.every((g: { status: string }) => g.status === 'cancelled')).toBe(true);
    expect(cancelled.body[0]).toMatchObject({ period: 'monthly', email: expect.any(String) });
    expect(cancelled.body[0]).not.toHaveProperty('accessTokenHash');
    expect(cancelled.body[0]).not.toHaveProperty('donorPan');
    const yearly = (await list({ period: 'yearly' })).body as { period: string }[];
    expect(yearly.length).toBeGreaterThan(0);
    expect(yearly.every((g) => g.period === 'yearly')).toBe(true);
    const one = await t.http
      .get(`/api/admin/recurring-gifts/${cancelled.body[0].id}`)
      .set('Authorization', bearer)
      .expect(200);
    expect(one.body).toEqual(cancelled.body[0]);
    await t.http.get('/api/admin/recurring-gifts').expect(401);
    await t.http.post(`/api/admin/recurring-gifts/${cancelled.body[0].id}/cancel`).expect(401);
    await t.http
      .get('/api/admin/recurring-gifts?filter={"status":"nope"}')
      .set('Authorization', bearer)
      .expect(400);
    await t.http.get('/api/admin/recurring-gifts/not-a-uuid').set('Authorization', bearer).expect(400);
    await t.http
      .get('/api/admin/recurring-gifts/00000000-0000-4000-8000-000000000000')
      .set('Authorization', bearer)
      .expect(404);
  });
});

describe('recurring gifts: the sandbox delivers Razorpay\u2019s webhooks after the authorisation', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '0' });
  });
  afterAll(() => t.close());

  it('activates and charges the first payment by webhook too, counted once with the browser\u2019s step', async () => {
    const created = await t.http
      .post('/api/create-order')
      .send({ amount: 2000, donationType: 'yearly', ...donor })
      .expect(201);
    const { id, recurringGiftId, accessToken } = created.body;
    const authorisation = (
      await t.http.post(`/api/payments/sandbox/subscriptions/${id}/authorise`).expect(200)
    ).body;
    const outcomes = await waitFor(async () => {
      const rows = (await t.dataSource.query(
        `SELECT event_type, outcome FROM payment_webhook_events WHERE payload->'payload'->'subscription'->'entity'->>'id' = $1
          ORDER BY received_at`,
        [id],
      )) as { event_type: string; outcome: string | null }[];
      return rows.length === 2 && rows.every((r) => r.outcome) ? rows : null;
    });
    expect(outcomes.map((o) => o.event_type)).toEqual(['subscription.activated', 'subscription.charged']);
    const done = await t.http
      .post(`/api/recurring-gifts/${recurringGiftId}/authorisation`)
      .set('X-Access-Token', accessToken)
      .send(authorisation)
      .expect(200);
    expect(done.body.recurringGift).toMatchObject({ status: 'active', chargesCount: 1, period: 'yearly' });
    const rows = await t.dataSource.query(`SELECT payment_id FROM donations WHERE recurring_gift_id = $1`, [
      recurringGiftId,
    ]);
    expect(rows).toEqual([{ payment_id: authorisation.razorpay_payment_id }]);
  });
});
