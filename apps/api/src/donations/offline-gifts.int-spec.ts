import {
  financialYearOf,
  indiaCalendarDate,
  taxRegimeAt,
  type AdminDonation,
  type StatementSummary,
} from '@foundation/shared';
import { DonationsService } from './donations.service.js';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { binaryBody } from '../testing/binary-body.js';
import { pdfText } from '../testing/mime.js';
import { INDIAN_IN_INDIA, createPaymentsTestApp, type PaymentsTestApp } from '../testing/payment-helpers.js';

// Gifts received offline (cash, cheque, bank transfer, UPI, in kind), recorded by staff through
// POST /api/admin/donations, on PostgreSQL: one ledger and one series of receipt numbers with online gifts.

const TODAY = indiaCalendarDate();
const YEAR = financialYearOf(new Date());
const REGIME = taxRegimeAt(new Date());

describe('POST /api/admin/donations (gifts received offline)', () => {
  let t: PaymentsTestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

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
  const count = async (table: string) =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as Array<{ n: number }>)[0].n;
  const base = { name: 'Lakshmi Devi', amount: 1500, receivedOn: TODAY };

  it('records a gift of every mode with its receipt from the year’s series, its mode and its reference', async () => {
    const cases = [
      { body: { ...base, mode: 'cash' }, printed: ['Mode of receipt Cash'] },
      {
        body: {
          ...base,
          mode: 'cheque',
          cheque: { number: '004512', bank: 'State Bank of India', date: '2026-11-20' },
        },
        printed: [
          'Mode of receipt Cheque',
          'Cheque number 004512',
          'Bank and date State Bank of India, 20 November 2026',
        ],
      },
      {
        body: { ...base, mode: 'bank-transfer', reference: 'SBIN226331234567' },
        printed: ['Mode of receipt Bank transfer', 'Reference SBIN226331234567'],
      },
      {
        body: { ...base, mode: 'upi', reference: '633112345678' },
        printed: ['Mode of receipt UPI', 'Reference 633112345678'],
      },
      {
        body: { ...base, mode: 'kind', kind: { description: '20 kg rice and 5 kg dal' } },
        printed: ['Mode of receipt In kind', 'Gift 20 kg rice and 5 kg dal'],
      },
    ];
    for (const { body, printed } of cases) {
      const response = await record(body).expect(201);
      const donation = response.body as AdminDonation;
      expect(donation).toMatchObject({
        name: 'Lakshmi Devi',
        amount: 1500,
        paymentStatus: 'completed',
        giftMode: body.mode,
        receiptNumber: expect.stringMatching(new RegExp(`^DR/${YEAR}/\\d{6}$`)),
        financialYear: YEAR,
        is80G: false,
      });
      const text = await receiptText(donation.id);
      expect(text).toContain(`Receipt number ${donation.receiptNumber}`);
      expect(text).toContain('Received from Lakshmi Devi');
      for (const fact of printed) expect(text).toContain(fact);
    }
    const [audit] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'create' AND resource = 'donations'`,
    );
    expect(audit.n).toBe(cases.length);
  });

  it('gives a deduction for cash of ₹2,000 with PAN, none above it nor for a gift in kind, and says why', async () => {
    const withPan = {
      ...base,
      name: 'Ramesh Gupta',
      pan: 'rgupt1234k',
      address: '5 Mall Road, Shimla 171001',
    };
    const at2000 = (await record({ ...withPan, amount: 2000, mode: 'cash' }).expect(201))
      .body as AdminDonation;
    const above = (await record({ ...withPan, amount: 2001, mode: 'cash' }).expect(201))
      .body as AdminDonation;
    const kind = (
      await record({ ...withPan, amount: 9000, mode: 'kind', kind: { description: 'A harmonium' } }).expect(
        201,
      )
    ).body as AdminDonation;
    expect([at2000.is80G, above.is80G, kind.is80G]).toEqual([true, false, false]);

    const deductible = await receiptText(at2000.id);
    expect(deductible).toContain(`eligible for deduction under section ${REGIME.deductionSection}`);
    expect(deductible).toContain("Donor's PAN RGUPT1234K");
    const cash = await receiptText(above.id);
    expect(cash).toContain(
      `A gift in cash above ₹2,000 gives no deduction (section ${REGIME.cashLimitSection}`,
    );
    expect(cash).not.toContain('eligible for deduction');
    const goods = await receiptText(kind.id);
    expect(goods).toContain(
      `A gift in kind gives no deduction: only sums of money do (section ${REGIME.moneyOnlySection}`,
    );

    // Only the deductible one is in the year's statement, with the cash mode.
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
    const lines = (statement.body as string).split('\n').filter((line) => line.includes('RGUPT1234K'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',Cash,2000');
  });

  it('refuses bad input with 400 naming the problem, and writes nothing', async () => {
    const before = { donations: await count('donations'), receipts: await count('donation_receipts') };
    const tomorrow = new Date(Date.now() + 86_400_000);
    const cases: Array<[object, RegExp]> = [
      [
        { ...base, mode: 'cash', receivedOn: indiaCalendarDate(tomorrow) },
        /receivedOn must not be in the future/,
      ],
      [{ ...base, mode: 'cash', receivedOn: '2026-02-30' }, /receivedOn must be a real date/],
      [{ ...base, mode: 'cash', receivedOn: '2019-04-01' }, /receivedOn must be in the current tax year/],
      [{ ...base, mode: 'cash', amount: 0 }, /amount must be a whole number/],
      [{ ...base, mode: 'cash', amount: -10 }, /amount must be a whole number/],
      [{ ...base, mode: 'cash', amount: 100.5 }, /amount must be a whole number/],
      [{ ...base, mode: 'cheque' }, /cheque\.number is required/],
      [{ ...base, mode: 'cheque', cheque: { bank: 'SBI', date: TODAY } }, /cheque\.number is required/],
      [{ ...base, mode: 'cash', pan: 'ABC123', address: 'Pune' }, /PAN/],
      [{ ...base, mode: 'cash', pan: 'ABCDE1234F' }, /address/i],
      [{ ...base, mode: 'barter' }, /mode must be one of cash, cheque, bank-transfer, upi, kind/],
      [{ ...base, mode: 'bank-transfer' }, /reference is required/],
      [{ ...base, mode: 'kind' }, /kind\.description is required/],
      [{ ...base, mode: 'cash', reference: 'UTR1234567' }, /particulars of the gift’s mode/],
      [{ ...base, mode: 'cash', sendReceipt: true }, /sendReceipt needs the donor’s email/],
      [{ ...base, name: ' ', mode: 'cash' }, /name is required/],
      [{ ...base, mode: 'cash', accessTokenHash: 'x' }, /accessTokenHash/],
    ];
    for (const [body, message] of cases) {
      const response = await record(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(JSON.stringify(response.body)).toMatch(message);
    }
    expect({ donations: await count('donations'), receipts: await count('donation_receipts') }).toEqual(
      before,
    );
    await t.http
      .post('/api/admin/donations')
      .send({ ...base, mode: 'cash' })
      .expect(401);
  });

  it('never gives offline and online gifts recorded at the same time the same number, nor skips one', async () => {
    const online = async (i: number) => {
      const order = await t.http
        .post('/api/create-order')
        .send({ amount: 700 + i, ...INDIAN_IN_INDIA })
        .expect(201);
      return t.app.get(DonationsService).complete({ id: order.body.donationId }, `pay_Together${i}`);
    };
    const offline = (i: number) =>
      record({ ...base, name: `Donor ${i}`, mode: 'cash', amount: 100 + i }).expect(201);
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => online(i)),
      ...Array.from({ length: 8 }, (_, i) => offline(i)),
    ]);
    const sequences: Array<{ sequence: number }> = await t.dataSource.query(
      'SELECT sequence FROM donation_receipts WHERE financial_year = $1 ORDER BY sequence',
      [YEAR],
    );
    expect(sequences.map((row) => row.sequence)).toEqual(sequences.map((_, i) => i + 1));
  });

  it('e-mails the receipt when asked, and lists gifts by mode', async () => {
    const gift = (
      await record({
        ...base,
        mode: 'upi',
        reference: 'UPI99887766',
        email: 'Meena@Example.org',
        sendReceipt: true,
      }).expect(201)
    ).body as AdminDonation;
    const [mail] = await t.dataSource.query(
      `SELECT recipient, text_body FROM mail_outbox WHERE dedupe_key = $1`,
      [`donation-thanks:${gift.id}`],
    );
    expect(mail.recipient).toBe('meena@example.org');
    expect(mail.text_body).toContain(`Receipt number: ${gift.receiptNumber}`);

    const list = async (filter: object) =>
      (
        await t.http
          .get(`/api/admin/donations?range=[0,199]&filter=${encodeURIComponent(JSON.stringify(filter))}`)
          .set('Authorization', auth)
          .expect(200)
      ).body as AdminDonation[];
    const upi = await list({ giftMode: 'upi' });
    expect(upi.map((d) => d.id)).toContain(gift.id);
    expect(new Set(upi.map((d) => d.giftMode))).toEqual(new Set(['upi']));
    expect((await list({ giftMode: 'online' })).every((d) => d.giftMode === 'online')).toBe(true);
    await t.http
      .get(`/api/admin/donations?filter=${encodeURIComponent(JSON.stringify({ giftMode: 'barter' }))}`)
      .set('Authorization', auth)
      .expect(400);
  });

  it('cancels a receipt once: the number stays used, the PDF says so, the donor is told, the statement drops it', async () => {
    const cheque = (
      await record({
        ...base,
        name: 'Harish Menon',
        email: 'harish@example.org',
        pan: 'HMENO1234N',
        address: '8 Marine Drive, Kochi 682031',
        amount: 25000,
        mode: 'cheque',
        cheque: { number: '771204', bank: 'Canara Bank', date: TODAY },
      }).expect(201)
    ).body as AdminDonation;
    expect(cheque.is80G).toBe(true);
    const statement = async () =>
      (
        await t.http
          .get(`/api/admin/donations/statement.csv?year=${YEAR}`)
          .set('Authorization', auth)
          .buffer(true)
          .parse((res, done) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => done(null, text));
          })
          .expect(200)
      ).body as string;
    expect(await statement()).toContain('HMENO1234N');

    const cancel = (id: string, body: object) =>
      t.http.post(`/api/admin/donations/${id}/cancel-receipt`).set('Authorization', auth).send(body);
    const first = (await cancel(cheque.id, { reason: 'Cheque returned unpaid by the bank' }).expect(200))
      .body as AdminDonation;
    expect(first.receiptNumber).toBe(cheque.receiptNumber);
    expect([cheque.receiptCancelled, first.receiptCancelled]).toEqual([false, true]);
    const text = await receiptText(cheque.id);
    expect(text).toMatch(/CANCELLED on \d{1,2} \w+ \d{4}: Cheque returned unpaid by the bank/);
    expect(text).toContain(`Receipt number ${cheque.receiptNumber}`);
    expect(await statement()).not.toContain('HMENO1234N');

    // Idempotent: the same answer, no second e-mail, the first reason kept.
    await cancel(cheque.id, { reason: 'Another reason' }).expect(200);
    expect(await receiptText(cheque.id)).toContain('Cheque returned unpaid by the bank');
    const mails = await t.dataSource.query(
      `SELECT recipient, subject FROM mail_outbox WHERE kind = 'receipt-cancelled'`,
    );
    expect(mails).toEqual([
      { recipient: 'harish@example.org', subject: `Receipt ${cheque.receiptNumber} is cancelled` },
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE resource_id = $1 AND action = 'update'`,
      [cheque.id],
    );
    expect(audit.n).toBe(1);

    // The number stays used: the next receipt takes the next one, with no gap.
    const next = (await record({ ...base, mode: 'cash' }).expect(201)).body as AdminDonation;
    const seq = (n: string | null) => Number(n!.split('/')[2]);
    expect(seq(next.receiptNumber)).toBeGreaterThan(seq(cheque.receiptNumber));
    const sequences: Array<{ sequence: number }> = await t.dataSource.query(
      'SELECT sequence FROM donation_receipts WHERE financial_year = $1 ORDER BY sequence',
      [YEAR],
    );
    expect(sequences.map((row) => row.sequence)).toEqual(sequences.map((_, i) => i + 1));

    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(301) }]) {
      expect((await cancel(next.id, body).expect(400)).body.message).toMatch(/reason/);
    }
    await cancel('7f9c2b1e-0000-4000-8000-000000000000', { reason: 'No such gift' }).expect(404);
    await t.http.post(`/api/admin/donations/${next.id}/cancel-receipt`).send({ reason: 'x' }).expect(401);
  });

  it('sums up what the year’s statement will report, what it cannot, and its due day', async () => {
    const summary = async () =>
      (
        await t.http
          .get(`/api/admin/donations/statement-summary?year=${YEAR}`)
          .set('Authorization', auth)
          .expect(200)
      ).body as StatementSummary;
    const before = await summary();
    expect(before).toMatchObject({
      year: YEAR,
      form: REGIME.statementForm,
      dueOn: `${Number(YEAR.slice(0, 4)) + 1}-05-31`,
    });
    await record({
      ...base,
      mode: 'upi',
      reference: 'UPI55554444',
      pan: 'SUMMA1234R',
      address: 'Agra',
    }).expect(201);
    await record({ ...base, mode: 'cash', amount: 300 }).expect(201);
    const after = await summary();
    expect(after.reported).toEqual({
      donors: before.reported.donors + 1,
      donations: before.reported.donations + 1,
      amount: before.reported.amount + 1500,
    });
    expect(after.notReported).toEqual({
      donations: before.notReported.donations + 1,
      amount: before.notReported.amount + 300,
    });
    await t.http
      .get('/api/admin/donations/statement-summary?year=2026')
      .set('Authorization', auth)
      .expect(400);
  });
});
