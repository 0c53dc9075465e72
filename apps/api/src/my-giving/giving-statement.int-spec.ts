import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { financialYearOf } from '@foundation/shared';
import { DonorLinksService } from '../donor-links/donor-links.service.js';
import { pdfText } from '../testing/mime.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  signedPayment,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';

/**
 * The donor's yearly statement from My giving (`GET /api/my-giving/statements/{year}.pdf`): every gift of the
 * tax year with its receipt number and status, the total, and what carries a receipt for a deduction, read
 * back through pdftotext in English and Hindi.
 */
const YEAR = financialYearOf(new Date());
const email = 'statement.donor@example.org';

describe('My giving: the yearly statement', () => {
  let t: PaymentsTestApp;
  let token: string;

  async function give(body: Record<string, unknown>, complete = true): Promise<string> {
    const order = await t.http
      .post('/api/create-order')
      .send({ ...INDIAN_IN_INDIA, ...body })
      .expect(201);
    if (complete) {
      await t.http
        .post(`/api/donations/${order.body.donationId}/payment`)
        .set('X-Access-Token', order.body.accessToken)
        .send(signedPayment(order.body.orderId))
        .expect(200);
    }
    return order.body.donationId as string;
  }
  const statement = (file: string, locale?: string) =>
    t.http
      .get(`/api/my-giving/statements/${file}${locale ? `?locale=${locale}` : ''}`)
      .set('X-Access-Token', token)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    await give({ amount: 5000, name: 'Kavya Iyer', email, pan: 'KAVYA1234K', address: 'Chennai' });
    await give({ amount: 1200, name: 'Kavya Iyer', email });
    await give({ amount: 700, name: 'Kavya Iyer', email }, false);
    await give({ amount: 999, name: 'Someone Else', email: 'else@example.org' });
    const url = await t.dataSource.transaction((manager) =>
      t.app.get(DonorLinksService).issue(manager, email, 'en'),
    );
    token = url.split('#')[1];
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every gift of the year with its receipt number and status, the total and what is deductible', async () => {
    const page = await t.http.get('/api/my-giving').set('X-Access-Token', token).expect(200);
    expect(page.body.statementYears).toEqual([YEAR]);
    const response = await statement(`${YEAR}.pdf`).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${YEAR}.pdf"`);
    const pdf = response.body as Buffer;
    writeFileSync(path.join(tmpdir(), `statement-${YEAR}-en.pdf`), pdf);
    const text = pdfText(pdf);
    expect(text).toContain(`Statement of donations, ${YEAR}`);
    expect(text).toContain('Kavya Iyer · statement.donor@example.org');
    const receipts = [
      ...text.matchAll(/80G\/\d{4}-\d{2}\/\d{6}|DR\/\d{4}-\d{2}\/\d{6}|[A-Z0-9]+\/\d{4}-\d{2}\/\d{6}/g),
    ];
    expect(receipts).toHaveLength(2);
    expect(text).toMatch(/Received ₹5,000/);
    expect(text).toMatch(/Not completed ₹700/);
    expect(text).toContain('Total received ₹6,200');
    expect(text).toContain('With a receipt for a tax deduction ₹5,000');
    expect(text).toContain('Without a receipt for a tax deduction ₹1,200');
    expect(text).not.toContain('999');
  });

  it('shows a refunded gift as refunded, without its cancelled receipt, and leaves it out of the total', async () => {
    const refunded = await give({
      amount: 3000,
      name: 'Kavya Iyer',
      email,
      pan: 'KAVYA1234K',
      address: 'Chennai',
    });
    // What a processed refund leaves (the refunds suite runs the refund itself): its row, the receipt cancelled.
    await t.dataSource.query(
      `INSERT INTO payment_refunds (payable_kind, payable_id, payment_id, amount_paise, status, provider,
                                    idempotency_key, reason, requested_by, processed_at)
       SELECT 'donation', d.id, d.payment_id, 300000, 'processed', 'sandbox', 'statement-refund', 'Refunded',
              'staff', now()
         FROM donations d WHERE d.id = $1`,
      [refunded],
    );
    const [{ number }] = (await t.dataSource.query(
      `SELECT receipt_number AS number FROM donation_receipts WHERE donation_id = $1`,
      [refunded],
    )) as { number: string }[];
    await t.dataSource.query(
      `UPDATE donation_receipts SET cancelled_at = now(), cancel_reason = 'Refunded' WHERE donation_id = $1`,
      [refunded],
    );
    const text = pdfText((await statement(`${YEAR}.pdf`).expect(200)).body as Buffer);
    // pdftotext reads the last rows' cells out of order: the status and the amount are each there.
    expect(text).toContain('Refunded');
    expect(text).toContain('₹3,000');
    expect(text).not.toContain(number);
    expect(text).toContain('Total received ₹6,200');
    expect(text).toContain('With a receipt for a tax deduction ₹5,000');
    // This year's law names its own words: the tax year and Form 114.
    expect(text).toContain(`in the tax year ${YEAR}`);
    expect(text).toContain('(Form 114)');
    await t.dataSource.query(`DELETE FROM payment_refunds WHERE payable_id = $1`, [refunded]);
    await t.dataSource.query(`DELETE FROM donation_receipts WHERE donation_id = $1`, [refunded]);
    await t.dataSource.query(`DELETE FROM donations WHERE id = $1`, [refunded]);
  });

  it('speaks Hindi when asked, and answers 404 for a malformed year or without the donor’s link', async () => {
    const response = await statement(`${YEAR}.pdf`, 'hi').expect(200);
    const pdf = response.body as Buffer;
    writeFileSync(path.join(tmpdir(), `statement-${YEAR}-hi.pdf`), pdf);
    const text = pdfText(pdf);
    // pdftotext gives the short i (ि) in visual order, before its consonant: the words without one are read.
    expect(text).toContain(`${YEAR} (1 अप्रैल से 31`);
    expect(text).toContain('दानदाता: Kavya Iyer');
    expect(text).toContain('प्राप्त ₹5,000');
    expect(text).toContain('पूरा नहीं हुआ ₹700');
    expect(text).toMatch(/कुल प्राप्त \S+ ₹6,200/);
    expect(text).toContain('कर कटौती की रसीद स');
    for (const file of ['2026.pdf', '2026-28.pdf', `${YEAR}.csv`, 'x']) {
      await statement(file).expect(404);
    }
    await t.http.get(`/api/my-giving/statements/${YEAR}.pdf`).expect(404);
  });
});
