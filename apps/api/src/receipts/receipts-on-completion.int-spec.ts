import { type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { financialYearOf, taxRegimeAt } from '@foundation/shared';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  signedPayment,
  startAuthorisedGift,
  startSmtpServer,
  waitFor,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';
import { mimeParts, pdfText } from '../testing/mime.js';
import { TEST_JWT_SECRET } from '../testing/test-secrets.js';
import { GENEROUS_WRITE_LIMITS } from '../testing/write-limits.js';

// Receipts issued by the completion itself, end to end: donations completed through the API's routes in
// two API processes (two Nest applications, each with its own connection pool, on one database), and the
// donor's e-mail as a real SMTP server receives it.

const SITE_URL = 'https://yoga.example.org';

describe('receipts on completion', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: PaymentsTestApp;
  /** The second API process. */
  let other: NestExpressApplication;
  let otherHttp: ReturnType<typeof request>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, SITE_URL, FOUNDATION_NAME: 'Yoga Foundation' };
    t = await createPaymentsTestApp(env);
    other = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.databaseUrl,
        UPLOADS_DIR: t.uploadsDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SANDBOX_WEBHOOK_DELAY_MS: '-1',
        MAIL_POLL_INTERVAL_MS: '600000',
        HOLD_SWEEP_INTERVAL_MS: '600000',
        ...GENEROUS_WRITE_LIMITS,
        ...env,
      }),
    );
    await other.init();
    otherHttp = request(other.getHttpServer());
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
    await smtp?.close();
  });

  /** A donation through `POST /api/create-order`, with PAN and address written as the order would store them. */
  async function order(
    http: ReturnType<typeof request>,
    body: object,
    tax?: { pan: string; address: string },
  ): Promise<{ donationId: string; orderId: string; accessToken: string }> {
    const response = await http
      .post('/api/create-order')
      .send({ ...INDIAN_IN_INDIA, ...body })
      .expect(201);
    if (tax) {
      await t.dataSource.query('UPDATE donations SET donor_pan = $2, donor_address = $3 WHERE id = $1', [
        response.body.donationId,
        tax.pan,
        tax.address,
      ]);
    }
    return {
      donationId: response.body.donationId,
      orderId: response.body.id,
      accessToken: response.body.accessToken,
    };
  }

  function pay(
    http: ReturnType<typeof request>,
    o: { donationId: string; orderId: string; accessToken: string },
  ) {
    return http
      .post(`/api/donations/${o.donationId}/payment`)
      .set('X-Access-Token', o.accessToken)
      .send(signedPayment(o.orderId));
  }

  it('gives 50 concurrent completions in two API processes 50 distinct, gap-free receipt numbers', async () => {
    const apps = [t.http, otherHttp];
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        order(apps[i % 2], { amount: 100 + i, name: `Donor ${i}`, email: `donor${i}@example.org` }),
      ),
    );
    // Every confirmation through the other process than its order's: completions interleave across both.
    const answers = await Promise.all(orders.map((o, i) => pay(apps[(i + 1) % 2], o)));
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));

    const receipts: Array<{ donation_id: string; sequence: number; receipt_number: string }> =
      await t.dataSource.query(
        `SELECT donation_id, sequence, receipt_number FROM donation_receipts WHERE donation_id = ANY($1::uuid[])`,
        [orders.map((o) => o.donationId)],
      );
    expect(receipts).toHaveLength(50);
    expect(new Set(receipts.map((r) => r.donation_id)).size).toBe(50);
    expect(new Set(receipts.map((r) => r.receipt_number)).size).toBe(50);
    const year = financialYearOf(new Date());
    const all: Array<{ sequence: number }> = await t.dataSource.query(
      'SELECT sequence FROM donation_receipts WHERE financial_year = $1 ORDER BY sequence',
      [year],
    );
    expect(all.map((r) => r.sequence)).toEqual(all.map((_, i) => i + 1));
    for (const r of receipts) {
      expect(r.receipt_number).toBe(`DR/${year}/${String(r.sequence).padStart(6, '0')}`);
    }
  });

  it('e-mails the donor the receipt as a PDF and the My giving link, once', async () => {
    const o = await order(
      t.http,
      { amount: 125000, name: 'Vikram Shah', email: 'Vikram@Example.org' },
      { pan: 'ABCDE1234F', address: '12 MG Road, Bengaluru, Karnataka 560001' },
    );
    await pay(t.http, o).expect(200);
    await pay(otherHttp, o).expect(200); // the browser's retry: completed once, e-mailed once
    const [receipt] = await t.dataSource.query(
      'SELECT id, receipt_number AS "receiptNumber", is_80g AS "is80G" FROM donation_receipts WHERE donation_id = $1',
      [o.donationId],
    );
    expect(receipt.is80G).toBe(true);

    await t.app.get(MailService).flush();
    const mails = await waitFor(async () => {
      const found = smtp.messages.filter((m) => m.raw.includes(o.donationId));
      return found.length > 0 ? found : null;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual(['vikram@example.org']);
    const parts = mimeParts(mails[0].raw);
    const text = parts.find((p) => p.contentType === 'text/plain')!.body.toString('utf8');
    expect(text).toContain('Your gift of ₹1,25,000 was received. Thank you.');
    expect(text).not.toMatch(/monthly|yearly/);
    expect(text).toContain(`Receipt number: ${receipt.receiptNumber}`);
    // The law of the gift's date (today): its section and act.
    const regime = taxRegimeAt(new Date());
    expect(text).toContain(
      `Your donation receipt under section ${regime.deductionSection} of the ${regime.actName.en} is attached.`,
    );
    const link = new RegExp(`${SITE_URL}/my-giving#([A-Za-z0-9_-]{43})`).exec(text);
    expect(link).not.toBeNull();

    const pdf = parts.find((p) => p.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`receipt-${receipt.receiptNumber.replace(/\//g, '-')}.pdf`);
    const pdfContent = pdfText(pdf.body);
    for (const fact of [
      `Receipt number ${receipt.receiptNumber}`,
      'Received from Vikram Shah',
      "Donor's PAN ABCDE1234F",
      'Amount in words Rupees One Lakh Twenty-Five Thousand only',
      `eligible for deduction under section ${regime.deductionSection} of the`,
    ]) {
      expect(pdfContent).toContain(fact);
    }

    // The link opens the donor's page in either process; the token itself is not stored.
    const token = link![1];
    const page = await otherHttp.get('/api/my-giving').set('X-Access-Token', token).expect(200);
    expect(page.body.donor).toEqual({ name: 'Vikram Shah', email: 'vikram@example.org' });
    expect(page.body.donations.map((d: { id: string }) => d.id)).toContain(o.donationId);
    const stored = await t.dataSource.query(
      'SELECT token_hash FROM donor_link_tokens WHERE token_hash = $1',
      [token],
    );
    expect(stored).toEqual([]);
  });

  it('e-mails a plain receipt to a donor without PAN, with the way to a deductible receipt', async () => {
    const o = await order(t.http, { amount: 1500, email: 'asha@example.org' });
    await pay(t.http, o).expect(200);
    await t.app.get(MailService).flush();
    const [mail] = await waitFor(async () => {
      const found = smtp.messages.filter((m) => m.raw.includes(o.donationId));
      return found.length > 0 ? found : null;
    });
    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => p.contentType === 'text/plain')!.body.toString('utf8');
    expect(text).toContain('Dear friend,');
    const regime = taxRegimeAt(new Date());
    expect(text).toContain(
      `It does not give a deduction under section ${regime.deductionSection} of the ${regime.actName.en}: add your PAN and address on your My giving page`,
    );
    const pdf = pdfText(parts.find((p) => p.contentType === 'application/pdf')!.body);
    expect(pdf).toContain('Received from Anonymous donor');
    expect(pdf).toContain(
      `This receipt does not entitle the donor to a deduction under section ${regime.deductionSection}`,
    );
  });

  it('tells a recurring gift’s first and later charges apart, and never calls a one-time gift monthly', async () => {
    // A real monthly gift: Checkout's authorisation (the first charge), then the sandbox bills the next cycle.
    const { gift } = await startAuthorisedGift(t, {
      amount: 1000,
      donationType: 'monthly',
      name: 'Kiran Rao',
      email: 'kiran@example.org',
    });
    await t.http.post(`/api/payments/sandbox/subscriptions/${gift.id}/charge`).expect(200);
    const charges: Array<{ id: string }> = await t.dataSource.query(
      `SELECT id FROM donations WHERE recurring_gift_id = $1 ORDER BY completed_at`,
      [gift.recurringGiftId],
    );
    expect(charges).toHaveLength(2);
    const [first, second] = charges.map((c) => ({ donationId: c.id }));
    await t.app.get(MailService).flush();
    const textOf = async (id: string) => {
      const [mail] = await waitFor(async () => {
        const found = smtp.messages.filter((m) => m.raw.includes(id));
        return found.length > 0 ? found : null;
      });
      return mimeParts(mail.raw)
        .find((p) => p.contentType === 'text/plain')!
        .body.toString('utf8')
        .replace(/\s+/g, ' ');
    };
    expect(await textOf(first.donationId)).toMatch(
      /Your monthly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on \d{1,2} [A-Z][a-z]+ \d{4}\./,
    );
    expect(await textOf(second.donationId)).toMatch(
      /Your monthly gift of ₹1,000 continues: another ₹1,000 was received today; the next is due on/,
    );
  });
});
