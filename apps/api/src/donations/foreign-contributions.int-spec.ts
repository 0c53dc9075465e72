import { API_MESSAGES, FCRA_MESSAGES, financialYearOf } from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import {
  createPaymentsTestApp,
  signedPayment,
  startRazorpayMock,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';

/**
 * The Foreign Contribution (Regulation) Act, 2010 on the donation form's API (docs/fcra-and-recurring.md):
 * a foreign citizen's gift is refused with 422 and writes nothing unless the FCRA account is configured;
 * then it is taken on that account, marked and exported apart.
 */
const donor = { name: 'Grace Miller', email: 'grace@example.org', phone: '+14155550100' };
const YEAR = financialYearOf(new Date());

async function rowCounts(t: PaymentsTestApp) {
  const [row] = (await t.dataSource.query(
    `SELECT (SELECT count(*) FROM donations)::int AS donations,
            (SELECT count(*) FROM recurring_gifts)::int AS gifts,
            (SELECT count(*) FROM payment_orders)::int AS orders,
            (SELECT count(*) FROM payment_plans)::int AS plans`,
  )) as { donations: number; gifts: number; orders: number; plans: number }[];
  return row;
}

describe('foreign contributions without FCRA registration', () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a foreign citizen’s gift, one-time or monthly, with 422 in the donor’s language and writes nothing', async () => {
    const before = await rowCounts(t);
    const english = await t.http
      .post('/api/create-order')
      .send({ amount: 5000, donationType: 'one-time', citizenship: 'foreign', ...donor })
      .expect(422);
    expect(english.body).toEqual({
      error: FCRA_MESSAGES.foreignRefused,
      fields: { citizenship: FCRA_MESSAGES.foreignRefused },
      code: 'foreign_contribution_refused',
    });
    const hindi = await t.http
      .post('/api/create-order')
      .send({ amount: 1000, donationType: 'monthly', citizenship: 'foreign', locale: 'hi', ...donor })
      .expect(422);
    expect(hindi.body.error).toBe(API_MESSAGES.foreignContributionRefused.hi);
    expect(hindi.body.fields.citizenship).toBe(API_MESSAGES.foreignContributionRefused.hi);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('requires the declaration: a gift without citizenship, one-time or monthly, is refused with 400 and writes nothing', async () => {
    const before = await rowCounts(t);
    for (const body of [
      { amount: 500, ...donor },
      { amount: 500, donationType: 'one-time', citizenship: null, ...donor },
      { amount: 1000, donationType: 'monthly', ...donor },
    ]) {
      const missing = await t.http.post('/api/create-order').send(body).expect(400);
      expect(missing.body).toEqual({
        error: FCRA_MESSAGES.citizenshipRequired,
        fields: { citizenship: FCRA_MESSAGES.citizenshipRequired },
        code: 'invalid_request',
      });
    }
    const hindi = await t.http
      .post('/api/create-order')
      .send({ amount: 500, locale: 'hi', ...donor })
      .expect(400);
    expect(hindi.body.fields).toEqual({ citizenship: API_MESSAGES.citizenshipRequired.hi });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('says on GET /api/giving that foreign contributions are not taken', async () => {
    const response = await t.http.get('/api/giving').expect(200);
    expect(response.body.foreignContributions).toEqual({ accepted: false, fcraRegistrationNumber: null });
  });

  it('asks an Indian citizen living abroad for a passport number of the right shape', async () => {
    const before = await rowCounts(t);
    const missing = await t.http
      .post('/api/create-order')
      .send({ amount: 500, citizenship: 'indian-abroad', ...donor })
      .expect(400);
    expect(missing.body.fields).toEqual({ passportNumber: FCRA_MESSAGES.passportRequired });
    for (const passportNumber of ['1234567', 'K12345', 'KK123456', 42]) {
      const wrong = await t.http
        .post('/api/create-order')
        .send({ amount: 500, citizenship: 'indian-abroad', passportNumber, ...donor })
        .expect(400);
      expect(wrong.body.fields).toEqual({ passportNumber: FCRA_MESSAGES.passportInvalid });
    }
    const martian = await t.http
      .post('/api/create-order')
      .send({ amount: 500, citizenship: 'martian', ...donor })
      .expect(400);
    expect(martian.body.fields).toEqual({ citizenship: FCRA_MESSAGES.citizenshipInvalid });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('takes an Indian citizen’s gift on the main account and stores the declaration with it', async () => {
    const abroad = await t.http
      .post('/api/create-order')
      .send({ amount: 700, citizenship: 'indian-abroad', passportNumber: ' k 1234567 ', ...donor })
      .expect(201);
    const home = await t.http
      .post('/api/create-order')
      .send({ amount: 800, citizenship: 'indian-in-india', passportNumber: 'Z7654321', ...donor })
      .expect(201);
    const rows = (await t.dataSource.query(
      `SELECT d.id, d.donor_citizenship, d.donor_passport_number, d.fcra, o.account
         FROM donations d JOIN payment_orders o ON o.payable_id = d.id
        WHERE d.id = ANY($1::uuid[]) ORDER BY d.amount`,
      [[abroad.body.donationId, home.body.donationId]],
    )) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        id: abroad.body.donationId,
        donor_citizenship: 'indian-abroad',
        donor_passport_number: 'K1234567',
        fcra: false,
        account: 'main',
      },
      // A passport number is kept only for a citizen living abroad.
      {
        id: home.body.donationId,
        donor_citizenship: 'indian-in-india',
        donor_passport_number: null,
        fcra: false,
        account: 'main',
      },
    ]);
  });

  it('carries a monthly gift’s declaration onto the gift', async () => {
    const response = await t.http
      .post('/api/create-order')
      .send({
        amount: 300,
        donationType: 'monthly',
        citizenship: 'indian-abroad',
        passportNumber: 'M7654321',
        ...donor,
      })
      .expect(201);
    const [gift] = await t.dataSource.query(
      'SELECT donor_citizenship, donor_passport_number FROM recurring_gifts WHERE id = $1',
      [response.body.recurringGiftId],
    );
    expect(gift).toEqual({ donor_citizenship: 'indian-abroad', donor_passport_number: 'M7654321' });
  });
});

describe('foreign contributions with the FCRA account configured', () => {
  const FCRA_KEY_ID = 'rzp_test_Fcra123Account';
  const FCRA_KEY_SECRET = 'fcra-account-key-secret';
  let mock: Awaited<ReturnType<typeof startRazorpayMock>>;
  let t: PaymentsTestApp;
  let auth: string;

  beforeAll(async () => {
    mock = await startRazorpayMock(FCRA_KEY_ID, FCRA_KEY_SECRET);
    t = await createPaymentsTestApp({
      FCRA_REGISTRATION_NUMBER: '231650123',
      FCRA_RAZORPAY_KEY_ID: FCRA_KEY_ID,
      FCRA_RAZORPAY_KEY_SECRET: FCRA_KEY_SECRET,
      FCRA_RAZORPAY_WEBHOOK_SECRET: 'fcra-account-webhook-secret',
      RAZORPAY_API_URL: mock.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
    });
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  it('takes a foreign citizen’s one-time gift on the FCRA account, marks it and exports it apart', async () => {
    const settings = await t.http.get('/api/giving').expect(200);
    expect(settings.body.foreignContributions).toEqual({
      accepted: true,
      fcraRegistrationNumber: '231650123',
    });

    const requestsBefore = mock.state.requests.length;
    const order = await t.http
      .post('/api/create-order')
      .send({
        amount: 5000,
        donationType: 'one-time',
        citizenship: 'foreign',
        address: 'Boston, USA',
        ...donor,
      })
      .expect(201);
    // The order was created on the FCRA account's Razorpay, and Checkout is given that account's key.
    expect(mock.state.requests.length).toBe(requestsBefore + 1);
    expect(mock.state.requests.at(-1)).toMatchObject({ authorized: true, body: { amount: 500000 } });
    expect(order.body).toMatchObject({ provider: 'razorpay', keyId: FCRA_KEY_ID });

    // Only the FCRA account's secret signs its payments.
    const forged = signedPayment(order.body.orderId);
    await t.http
      .post(`/api/donations/${order.body.donationId}/payment`)
      .set('X-Access-Token', order.body.accessToken)
      .send(forged)
      .expect(400);
    await t.http
      .post(`/api/donations/${order.body.donationId}/payment`)
      .set('X-Access-Token', order.body.accessToken)
      .send(signedPayment(order.body.orderId, 'pay_FcraGift0001', FCRA_KEY_SECRET))
      .expect(200);

    // An Indian donor's gift on the main account (the sandbox here) stays out of the FCRA books.
    const indian = await t.http
      .post('/api/create-order')
      .send({ amount: 900, citizenship: 'indian-in-india', name: 'Asha Rao', email: 'asha@example.org' })
      .expect(201);
    expect(indian.body.provider).toBe('sandbox');
    await t.http
      .post(`/api/donations/${indian.body.donationId}/payment`)
      .set('X-Access-Token', indian.body.accessToken)
      .send(signedPayment(indian.body.orderId))
      .expect(200);

    const listed = await t.http
      .get(`/api/admin/donations?filter=${encodeURIComponent(JSON.stringify({ fcra: true }))}`)
      .set('Authorization', auth)
      .expect(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      id: order.body.donationId,
      fcra: true,
      citizenship: 'foreign',
      paymentStatus: 'completed',
    });

    const csv = await t.http
      .get(`/api/admin/donations/fcra.csv?year=${YEAR}`)
      .set('Authorization', auth)
      .buffer(true)
      .parse(textBody)
      .expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="fcra-${YEAR}.csv"`);
    const rows = parseCsv((csv.body as string).slice(1));
    expect(rows[0]).toEqual([
      'Date',
      'Name',
      'Email',
      'Phone',
      'Address',
      'Amount (INR)',
      'Purpose (project)',
      'Payment ID',
      'Receipt number',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(1, 8)).toEqual([
      'Grace Miller',
      'grace@example.org',
      '+14155550100',
      'Boston, USA',
      '5000.00',
      'General',
      'pay_FcraGift0001',
    ]);
  });

  it('refuses a foreign citizen’s monthly gift (a foreign contribution is taken once) and writes nothing', async () => {
    const before = await rowCounts(t);
    const response = await t.http
      .post('/api/create-order')
      .send({ amount: 1000, donationType: 'monthly', citizenship: 'foreign', ...donor })
      .expect(422);
    expect(response.body).toMatchObject({
      error: FCRA_MESSAGES.foreignRecurringRefused,
      code: 'foreign_recurring_refused',
    });
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses the FCRA export without a financial year, and without a session', async () => {
    const response = await t.http
      .get('/api/admin/donations/fcra.csv?year=2026')
      .set('Authorization', auth)
      .expect(400);
    expect(response.body.message).toMatch(/year must be a financial year/);
    await t.http.get(`/api/admin/donations/fcra.csv?year=${YEAR}`).expect(401);
  });
});
