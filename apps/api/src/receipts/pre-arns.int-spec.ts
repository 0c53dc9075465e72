import {
  financialYearOf,
  indiaCalendarDate,
  type AdminDonation,
  type StatementSummary,
} from '@foundation/shared';
import { DonationsService } from '../donations/donations.service.js';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { binaryBody } from '../testing/binary-body.js';
import { pdfText } from '../testing/mime.js';
import { createPaymentsTestApp, type PaymentsTestApp } from '../testing/payment-helpers.js';

// Pre-acknowledgement numbers pasted from the income-tax portal, quoted in order on deductible receipts and
// carried by the statement of donations; and the donor's declaration of citizenship printed on a receipt.

const TODAY = indiaCalendarDate();
const YEAR = financialYearOf(new Date());
const OTHER_YEAR = `${Number(YEAR.slice(0, 4)) - 1}-${YEAR.slice(2, 4)}`;

describe('pre-acknowledgement numbers and the declaration on receipts', () => {
  let t: PaymentsTestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  const paste = (body: object) =>
    t.http.post('/api/admin/donations/pre-arns').set('Authorization', auth).send(body);
  const record = (body: object) => t.http.post('/api/admin/donations').set('Authorization', auth).send(body);
  const receiptText = async (id: string) => {
    const response = await t.http
      .get(`/api/admin/donations/${id}/receipt.pdf`)
      .set('Authorization', auth)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    return pdfText(response.body as Buffer);
  };
  const preArnOf = async (donationId: string) =>
    (
      (await t.dataSource.query(
        'SELECT pre_arn FROM donation_receipts WHERE donation_id = $1 ORDER BY issued_at DESC LIMIT 1',
        [donationId],
      )) as { pre_arn: string | null }[]
    )[0].pre_arn;
  const count = async () =>
    ((await t.dataSource.query('SELECT count(*)::int AS n FROM pre_arns')) as { n: number }[])[0].n;
  const summary = async () =>
    (
      await t.http
        .get(`/api/admin/donations/statement-summary?year=${YEAR}`)
        .set('Authorization', auth)
        .expect(200)
    ).body as StatementSummary;
  const gift = (pan: string) => ({
    name: 'Meera Iyer',
    amount: 1000,
    receivedOn: TODAY,
    mode: 'bank-transfer',
    reference: `UTR${pan}${Math.random().toString().slice(2, 8)}`,
    pan,
    address: '7 Temple Street, Madurai 625001',
  });

  it('refuses a bad batch with 400 or 409 naming the problem, and adds nothing', async () => {
    const cases: Array<[object, number, RegExp]> = [
      [{ numbers: 'AAATY1234F26PA0000001' }, 400, /year must be a financial year/],
      [{ year: '2026', numbers: 'AAATY1234F26PA0000001' }, 400, /year must be a financial year/],
      [{ year: YEAR, numbers: '' }, 400, /at least one/],
      [{ year: YEAR, numbers: ' \n \n' }, 400, /at least one/],
      [{ year: YEAR, numbers: 'AAATY1234F26PA0000001\nnot-a-number' }, 400, /line 2 \("not-a-number"\)/],
      [{ year: YEAR, numbers: 42 }, 400, /at least one/],
      [
        {
          year: YEAR,
          numbers: Array.from({ length: 1001 }, (_, i) => `AAATY1234F26PA${String(i).padStart(7, '0')}`).join(
            '\n',
          ),
        },
        400,
        /at most 1000/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await paste(body).expect(status);
      expect(String(response.body.message)).toMatch(message);
    }
    expect(await count()).toBe(0);
  });

  it('adds a batch once, in its order, and refuses a number of another year', async () => {
    const first = await paste({
      year: YEAR,
      numbers: 'aaaty1234f26pa0000001\r\nAAATY1234F26PA0000002\nAAATY1234F26PA0000001\n',
    }).expect(201);
    expect(first.body).toEqual({ added: 2, skipped: 0, summary: { total: 2, used: 0, remaining: 2 } });
    const again = await paste({ year: YEAR, numbers: 'AAATY1234F26PA0000002, AAATY1234F26PA0000003' }).expect(
      201,
    );
    expect(again.body).toEqual({ added: 1, skipped: 1, summary: { total: 3, used: 0, remaining: 3 } });
    const elsewhere = await paste({
      year: OTHER_YEAR,
      numbers: 'AAATY1234F26PA0000003\nAAATY1234F26PA0000009',
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe('One number was already added for another tax year');
    expect(await count()).toBe(3);
    const audited = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE details->>'preArns' = $1`,
      [YEAR],
    )) as { n: number }[];
    expect(audited[0].n).toBe(2);
    expect((await summary()).preArns).toEqual({ total: 3, used: 0, remaining: 3 });
  });

  it('quotes the next number on each deductible receipt while the batch lasts, and the statement carries it', async () => {
    const plain = (await record({ ...gift('MEERA1234I'), pan: undefined, address: undefined }).expect(201))
      .body as AdminDonation;
    expect(plain.is80G).toBe(false);
    expect(await preArnOf(plain.id)).toBeNull();

    const quoted: AdminDonation[] = [];
    for (let i = 0; i < 3; i += 1)
      quoted.push((await record(gift('MEERA1234I')).expect(201)).body as AdminDonation);
    expect(await Promise.all(quoted.map((d) => preArnOf(d.id)))).toEqual([
      'AAATY1234F26PA0000001',
      'AAATY1234F26PA0000002',
      'AAATY1234F26PA0000003',
    ]);
    expect(await receiptText(quoted[1].id)).toContain('Pre-acknowledgement number AAATY1234F26PA0000002');
    expect(await receiptText(plain.id)).not.toContain('Pre-acknowledgement number');

    // The batch is used up: the next deductible receipt quotes none, and the summary says so.
    const after = (await record(gift('MEERA1234I')).expect(201)).body as AdminDonation;
    expect(after.is80G).toBe(true);
    expect(await preArnOf(after.id)).toBeNull();
    expect(await receiptText(after.id)).not.toContain('Pre-acknowledgement number');
    expect((await summary()).preArns).toEqual({ total: 3, used: 3, remaining: 0 });
    const used = (await t.dataSource.query('SELECT number, receipt_number FROM pre_arns ORDER BY id')) as {
      number: string;
      receipt_number: string;
    }[];
    expect(used.map((row) => row.receipt_number)).toEqual(quoted.map((d) => d.receiptNumber));

    // Each quoted receipt is a row of its own, with its number; the one without is a row of its own too.
    const statement = await t.http
      .get(`/api/admin/donations/statement.csv?year=${YEAR}`)
      .set('Authorization', auth)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    const lines = (statement.body as string).split('\n').filter((line) => line.includes('MEERA1234I'));
    expect(lines.map((line) => line.split(',')[1])).toEqual([
      '',
      'AAATY1234F26PA0000001',
      'AAATY1234F26PA0000002',
      'AAATY1234F26PA0000003',
    ]);
    expect(lines.map((line) => line.trim().split(',').pop())).toEqual(['1000', '1000', '1000', '1000']);
  });

  it('gives concurrent receipts distinct numbers, in the order of their receipt numbers', async () => {
    const numbers = Array.from({ length: 6 }, (_, i) => `CONCR1234F26PA000000${i}`);
    await paste({ year: YEAR, numbers: numbers.join('\n') }).expect(201);
    const gifts = await Promise.all(
      numbers.map(async () => (await record(gift('CONCR1234F')).expect(201)).body as AdminDonation),
    );
    const rows = (await t.dataSource.query(
      `SELECT r.pre_arn, r.sequence FROM donation_receipts r WHERE r.donation_id = ANY($1::uuid[]) ORDER BY r.sequence`,
      [gifts.map((d) => d.id)],
    )) as { pre_arn: string; sequence: number }[];
    expect(rows.map((row) => row.pre_arn)).toEqual(numbers);
  });

  it('prints the donor’s declaration of citizenship on the receipt', async () => {
    const order = await t.http
      .post('/api/create-order')
      .send({
        amount: 2500,
        name: 'Arjun Menon',
        email: 'arjun@example.org',
        citizenship: 'indian-abroad',
        passportNumber: 'z1234567',
      })
      .expect(201);
    const id = order.body.donationId as string;
    expect(await t.app.get(DonationsService).complete({ id }, 'pay_Declared1')).toBe('completed');
    expect(await receiptText(id)).toContain(
      "Donor's declaration Citizen of India living abroad (Indian passport Z1234567)",
    );
    const resident = await t.http
      .post('/api/create-order')
      .send({ amount: 500, name: 'Kavya Rao', email: 'kavya@example.org', citizenship: 'indian-in-india' })
      .expect(201);
    expect(
      await t.app.get(DonationsService).complete({ id: resident.body.donationId }, 'pay_Declared2'),
    ).toBe('completed');
    expect(await receiptText(resident.body.donationId as string)).toContain(
      "Donor's declaration Citizen of India living in India",
    );
  });
});
