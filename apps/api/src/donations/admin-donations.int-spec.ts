import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { INDIAN_IN_INDIA } from '../testing/payment-helpers.js';

describe('admin donations API', () => {
  let t: TestApp;
  let auth: string;
  const ids: Record<string, string> = {};

  /**
   * A donation through the site's POST /api/create-order, then given a status, date and type for the test
   * (monthly and yearly gifts are subscriptions whose charges are donations; a one-time order stands in).
   */
  async function donate(
    key: string,
    { donationType = 'one-time', ...body }: { donationType?: string } & Record<string, unknown>,
    status: string,
    createdAt: string,
    paymentId: string | null = null,
  ) {
    const response = await t.http
      .post('/api/create-order')
      .send({ ...INDIAN_IN_INDIA, ...body })
      .expect(201);
    await t.dataSource.query(
      'UPDATE donations SET payment_status = $2, created_at = $3, payment_id = $4, donation_type = $5 WHERE id = $1',
      [response.body.donationId, status, createdAt, paymentId, donationType],
    );
    ids[key] = response.body.donationId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
    await donate(
      'kiran',
      {
        amount: 2500,
        donationType: 'monthly',
        name: 'Kiran Rao',
        email: 'kiran@example.org',
        phone: '+91 99887 76655',
      },
      'completed',
      '2030-03-01T10:00:00Z',
      'pay_kiran',
    );
    await donate('anon', { amount: 500 }, 'pending', '2030-03-02T10:00:00Z');
    await donate(
      'lata',
      { amount: 10000, donationType: 'yearly', name: 'Lata Iyer', email: 'lata@example.org' },
      'failed',
      '2030-03-03T10:00:00Z',
    );
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set('Authorization', auth);
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const sort = (field: string, order: string) => `sort=${encodeURIComponent(JSON.stringify([field, order]))}`;
  const keys = async (query: string) => {
    const body = (await get(`/api/admin/donations?${query}`).expect(200)).body as { id: string }[];
    return body.map((d) => Object.keys(ids).find((key) => ids[key] === d.id));
  };

  it('lists donations newest first with the screen’s fields, never the access token hash', async () => {
    const response = await get('/api/admin/donations?range=[0,24]').expect(200);
    expect(response.headers['content-range']).toBe('donations 0-2/3');
    expect(response.body.map((d: { id: string }) => d.id)).toEqual([ids.lata, ids.anon, ids.kiran]);
    expect(response.body[2]).toMatchObject({
      id: ids.kiran,
      name: 'Kiran Rao',
      email: 'kiran@example.org',
      phone: '+91 99887 76655',
      amount: 2500,
      currency: 'INR',
      donationType: 'monthly',
      paymentStatus: 'completed',
      paymentId: 'pay_kiran',
      orderId: expect.stringMatching(/^order_/),
      createdAt: '2030-03-01T10:00:00.000Z',
    });
    expect(response.body[1]).toMatchObject({
      name: null,
      email: null,
      phone: null,
      donationType: 'one-time',
      amount: 500,
    });
    for (const donation of response.body) expect(donation).not.toHaveProperty('accessTokenHash');
  });

  it('sorts by name, donationType, amount, paymentStatus and createdAt (anonymous last by name)', async () => {
    expect(await keys(sort('amount', 'DESC'))).toEqual(['lata', 'kiran', 'anon']);
    expect(await keys(sort('amount', 'ASC'))).toEqual(['anon', 'kiran', 'lata']);
    expect(await keys(sort('name', 'ASC'))).toEqual(['kiran', 'lata', 'anon']);
    expect(await keys(sort('name', 'DESC'))).toEqual(['lata', 'kiran', 'anon']);
    expect(await keys(sort('donationType', 'ASC'))).toEqual(['kiran', 'lata', 'anon']);
    expect(await keys(sort('paymentStatus', 'ASC'))).toEqual(['anon', 'kiran', 'lata']);
    expect(await keys(`${sort('createdAt', 'ASC')}&range=[1,2]`)).toEqual(['anon', 'lata']);
  });

  it('filters by q (name, e-mail or phone), paymentStatus, donationType and id', async () => {
    expect(await keys(filter({ q: 'KIRAN' }))).toEqual(['kiran']);
    expect(await keys(filter({ q: 'lata@' }))).toEqual(['lata']);
    expect(await keys(filter({ q: '99887' }))).toEqual(['kiran']);
    expect(await keys(filter({ paymentStatus: 'pending' }))).toEqual(['anon']);
    expect(await keys(filter({ paymentStatus: 'completed', q: 'lata' }))).toEqual([]);
    expect(await keys(filter({ donationType: 'yearly' }))).toEqual(['lata']);
    expect(await keys(filter({ id: [ids.kiran, ids.anon] }))).toEqual(['anon', 'kiran']);
    const empty = await get(`/api/admin/donations?${filter({ q: 'nobody' })}`).expect(200);
    expect(empty.headers['content-range']).toBe('donations */0');
  });

  it('gets one donation; refuses bad queries, bad ids and anonymous callers; read-only', async () => {
    expect((await get(`/api/admin/donations/${ids.lata}`).expect(200)).body).toMatchObject({
      name: 'Lata Iyer',
      paymentStatus: 'failed',
      amount: 10000,
    });
    expect(
      (await get('/api/admin/donations/4b7e1c52-8f2a-4c1e-9a51-0d3c2b1a0f99').expect(404)).body.message,
    ).toBe('Donation not found');
    expect((await get('/api/admin/donations/1%27%20OR%201=1').expect(400)).body.message).toBe(
      'id must be a UUID',
    );
    expect(
      (await get(`/api/admin/donations?${filter({ paymentStatus: 'refunded' })}`).expect(400)).body.message,
    ).toBe('filter paymentStatus must be one of: pending, completed, failed');
    expect(
      (await get(`/api/admin/donations?${sort('accessTokenHash', 'ASC')}`).expect(400)).body.message,
    ).toMatch(/^Cannot sort by "accessTokenHash"/);
    await get('/api/admin/donations?range=[0,5000]').expect(400);
    await t.http.get('/api/admin/donations').expect(401);
    await t.http.get(`/api/admin/donations/${ids.kiran}`).expect(401);
    await t.http.delete(`/api/admin/donations/${ids.kiran}`).set('Authorization', auth).expect(404);
  });

  it('exports the filtered donations as CSV (the screen’s Export to CSV), phone numbers without apostrophe', async () => {
    const response = await get(`/api/admin/donations/export.csv?${filter({ paymentStatus: 'completed' })}`)
      .buffer(true)
      .parse(textBody)
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(parseCsv(response.body as string)).toEqual([
      ['Name', 'Email', 'Phone', 'Type', 'Amount', 'Status', 'Payment ID', 'Date'],
      [
        'Kiran Rao',
        'kiran@example.org',
        '+91 99887 76655',
        'monthly',
        '2500.00',
        'completed',
        'pay_kiran',
        '01 Mar 2030, 03:30 PM',
      ],
    ]);
    const all = await get(`/api/admin/donations/export.csv?${sort('amount', 'ASC')}`).expect(200);
    expect(parseCsv(all.text).map((row) => row[4])).toEqual(['Amount', '500.00', '2500.00', '10000.00']);
    await get(`/api/admin/donations/export.csv?${filter({ nope: 1 })}`).expect(400);
    await t.http.get('/api/admin/donations/export.csv').expect(401);
  });
});
