import {
  financialYearOf,
  indiaCalendarDate,
  parseFinancialYear,
  type AdminDonation,
  type MyGivingResponse,
} from '@foundation/shared';
import { DonorLinksService } from '../donor-links/donor-links.service.js';
import { PAYMENT_GATEWAY } from '../payments/payment-gateway.js';
import { paymentError, PaymentErrorCode } from '../payments/payments.errors.js';
import { SandboxGateway } from '../payments/sandbox.gateway.js';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { binaryBody } from '../testing/binary-body.js';
import { pdfText } from '../testing/mime.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  postWebhook,
  startAuthorisedGift,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';
import { AdminDonationsService } from './admin-donations.service.js';
import { DonationsService } from './donations.service.js';
import { ReceiptCorrectionsService } from './receipt-corrections.service.js';

// Refunding a gift paid online (through the payment lifecycle, the sandbox playing Razorpay) and correcting
// a receipt, on PostgreSQL: the receipt is cancelled once the refund is processed, a correction cancels and
// replaces it with the next number, the series never skips or shares a number, bad input writes nothing.

const YEAR = financialYearOf(new Date());
const TODAY = indiaCalendarDate();

interface RefundRow {
  id: string;
  status: string;
  provider_refund_id: string | null;
  idempotency_key: string;
  payment_id: string;
  amount_paise: number;
  attempts: number;
}

describe('refunding a gift and correcting a receipt', () => {
  let t: PaymentsTestApp;
  let auth: string;
  let sandbox: SandboxGateway;
  let payments = 0;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    auth = (await signInNewAdmin(t)).bearer;
    sandbox = t.app.get(PAYMENT_GATEWAY) as SandboxGateway;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** A gift paid online through /api/create-order, completed with a payment id; answers its id. */
  async function give(body: object): Promise<string> {
    const order = await t.http
      .post('/api/create-order')
      .send({ amount: 1000, ...INDIAN_IN_INDIA, ...body })
      .expect(201);
    payments += 1;
    await t.app.get(DonationsService).complete({ id: order.body.donationId }, `pay_Refunds${payments}x`);
    return order.body.donationId as string;
  }
  const admin = (path: string) => t.http.post(`/api/admin/donations/${path}`).set('Authorization', auth);
  const show = async (id: string) =>
    (await t.http.get(`/api/admin/donations/${id}`).set('Authorization', auth).expect(200))
      .body as AdminDonation;
  const receiptText = async (receiptId: string) => {
    const [row] = (await t.dataSource.query('SELECT donation_id FROM donation_receipts WHERE id = $1', [
      receiptId,
    ])) as { donation_id: string }[];
    const token = await t.dataSource.transaction(async (manager) => {
      const [d] = (await manager.query('SELECT email FROM donations WHERE id = $1', [row.donation_id])) as {
        email: string;
      }[];
      return (await t.app.get(DonorLinksService).issue(manager, d.email, 'en')).split('#')[1];
    });
    const response = await t.http
      .get(`/api/my-giving/receipts/${receiptId}/pdf`)
      .set('X-Access-Token', token)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    return pdfText(response.body as Buffer);
  };
  const refundOf = async (donationId: string) =>
    (
      (await t.dataSource.query(
        `SELECT id, status, provider_refund_id, idempotency_key, payment_id, amount_paise, attempts
           FROM payment_refunds WHERE payable_kind = 'donation' AND payable_id = $1`,
        [donationId],
      )) as RefundRow[]
    )[0];
  /** The provider's webhook of the refund's latest attempt, signed as the sandbox signs it. */
  const refundWebhook = (event: 'refund.processed' | 'refund.failed', refund: RefundRow) =>
    sandbox.refundWebhook(event, {
      id: refund.provider_refund_id!,
      paymentId: refund.payment_id,
      amountPaise: refund.amount_paise,
      notes: {
        refund_id: refund.id,
        refund_key: refund.idempotency_key,
        payable_kind: 'donation',
        payable_id: 'ignored',
      },
    });
  const deliver = (webhook: { rawBody: Buffer; signature: string; eventId: string }, eventId?: string) =>
    postWebhook(t, webhook.rawBody, { signature: webhook.signature, eventId: eventId ?? webhook.eventId });
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
  const counts = async () => {
    const [row] = (await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM payment_refunds) AS refunds,
              (SELECT count(*)::int FROM donation_receipts) AS receipts,
              (SELECT count(*)::int FROM donation_receipts WHERE cancelled_at IS NOT NULL) AS cancelled,
              (SELECT count(*)::int FROM audit_log) AS audit,
              (SELECT count(*)::int FROM mail_outbox) AS mail,
              (SELECT md5(string_agg(d::text, ',' ORDER BY id)) FROM donations d) AS donations`,
    )) as object[];
    return row;
  };
  const myGiving = async (email: string) => {
    const token = await t.dataSource.transaction(
      async (manager) => (await t.app.get(DonorLinksService).issue(manager, email, 'en')).split('#')[1],
    );
    return (await t.http.get('/api/my-giving').set('X-Access-Token', token).expect(200))
      .body as MyGivingResponse;
  };

  it('refunds a gift in full; once refund.processed arrives its receipt is cancelled, once', async () => {
    const id = await give({
      amount: 2500,
      name: 'Anita Rao',
      email: 'anita@example.org',
      pan: 'ANITA1234R',
      address: '4 Lake View, Bhopal 462001',
    });
    const gift = await show(id);
    expect(gift).toMatchObject({ is80G: true, receiptCancelled: false, refund: null });
    expect(await statement()).toContain('ANITA1234R');

    const asked = (await admin(`${id}/refund`).send({ reason: 'Donor paid twice by mistake' }).expect(200))
      .body as AdminDonation;
    expect(asked.refund).toMatchObject({
      status: 'pending',
      amount: 2500,
      reason: 'Donor paid twice by mistake',
      attempts: 1,
    });
    // Asked, not made: the receipt stays valid until the refund is processed.
    expect(asked.receiptCancelled).toBe(false);
    expect(await statement()).toContain('ANITA1234R');
    const refund = await refundOf(id);
    expect(refund).toMatchObject({ status: 'pending', amount_paise: 250000 });

    const webhook = refundWebhook('refund.processed', refund);
    await deliver(webhook).expect(200);
    const done = await show(id);
    expect(done.refund).toMatchObject({ status: 'processed', processedAt: expect.any(String) });
    expect(done.receiptCancelled).toBe(true);
    expect(done.receiptNumber).toBe(gift.receiptNumber);
    const text = await receiptText(done.receipts![0].id);
    expect(text).toMatch(/CANCELLED on \d{1,2} \w+ \d{4}: Gift refunded: Donor paid twice by mistake/);
    expect(text).toContain(`Receipt number ${gift.receiptNumber}`);
    expect(await statement()).not.toContain('ANITA1234R');

    // The same webhook again, and a second one of the same refund: nothing more happens.
    await deliver(webhook).expect(200);
    await deliver(refundWebhook('refund.processed', refund), `evt_Again${Date.now()}`).expect(200);
    const mails = await t.dataSource.query(
      `SELECT recipient, subject FROM mail_outbox WHERE kind = 'receipt-cancelled' AND recipient = $1`,
      ['anita@example.org'],
    );
    expect(mails).toEqual([
      { recipient: 'anita@example.org', subject: `Receipt ${gift.receiptNumber} is cancelled` },
    ]);
    const audit = (await t.dataSource.query(
      `SELECT details FROM audit_log WHERE resource = 'donations' AND resource_id = $1 ORDER BY at, id`,
      [id],
    )) as { details: Record<string, unknown> }[];
    expect(audit.map((row) => row.details)).toEqual([
      expect.objectContaining({ refund: 'requested', amount: 2500 }),
      expect.objectContaining({ cancelledReceipts: [gift.receiptNumber] }),
    ]);

    // Already refunded: 409, nothing written.
    const before = await counts();
    const again = await admin(`${id}/refund`).send({ reason: 'Again' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'already_refunded',
      message: expect.stringMatching(/never refunded twice/),
    });
    expect(await counts()).toEqual(before);

    // My giving: no valid receipt left, and the gift says it is refunded.
    const page = await myGiving('anita@example.org');
    expect(page.donations.find((d) => d.id === id)).toMatchObject({
      receipts: [],
      refundStatus: 'processed',
      canAdd80G: false,
    });
  });

  it('cancels the receipt when the provider answers the refund processed at once', async () => {
    const id = await give({ amount: 700, name: 'Kiran', email: 'kiran@example.org' });
    jest.spyOn(sandbox, 'refundPayment').mockImplementationOnce(async (input) => ({
      id: 'rfnd_AnsweredProcessed1',
      paymentId: input.paymentId,
      amountPaise: input.amountPaise,
      status: 'processed',
    }));
    const answer = (await admin(`${id}/refund`).send({ reason: 'Gift meant for another trust' }).expect(200))
      .body as AdminDonation;
    expect(answer.refund?.status).toBe('processed');
    expect(answer.receiptCancelled).toBe(true);
    expect(await receiptText(answer.receipts![0].id)).toContain(
      'Gift refunded: Gift meant for another trust',
    );
  });

  it('refunds one charge of a monthly gift the same way, and leaves the monthly gift running', async () => {
    const { gift } = await startAuthorisedGift(t, {
      amount: 1100,
      donationType: 'monthly',
      name: 'Monthly donor',
      email: 'monthly@example.org',
    });
    const [charge] = (await t.dataSource.query(
      `SELECT id FROM donations WHERE recurring_gift_id = $1 AND payment_status = 'completed'`,
      [gift.recurringGiftId],
    )) as { id: string }[];
    await admin(`${charge.id}/refund`).send({ reason: 'Charged on the wrong card' }).expect(200);
    await deliver(refundWebhook('refund.processed', await refundOf(charge.id))).expect(200);
    expect(await show(charge.id)).toMatchObject({
      recurringGiftId: gift.recurringGiftId,
      receiptCancelled: true,
      refund: { status: 'processed', amount: 1100 },
    });
    const [row] = await t.dataSource.query('SELECT status FROM recurring_gifts WHERE id = $1', [
      gift.recurringGiftId,
    ]);
    expect(row.status).toBe('active');
  });

  it('keeps the receipt valid when the refund fails, and retries it on the next call', async () => {
    const id = await give({
      amount: 1800,
      name: 'Suresh Pillai',
      email: 'suresh@example.org',
      pan: 'SURES1234P',
      address: '7 Beach Road, Chennai 600001',
    });
    await admin(`${id}/refund`).send({ reason: 'Donor asked for it back' }).expect(200);
    const first = await refundOf(id);
    await deliver(refundWebhook('refund.failed', first)).expect(200);
    const failed = await show(id);
    expect(failed.refund).toMatchObject({ status: 'failed', failureReason: expect.any(String), attempts: 1 });
    expect(failed.receiptCancelled).toBe(false);
    expect(await statement()).toContain('SURES1234P');

    // The provider cannot be reached on the retry: still failed (recorded), still valid, answered 200.
    jest
      .spyOn(sandbox, 'refundPayment')
      .mockRejectedValueOnce(paymentError(PaymentErrorCode.ProviderUnavailable));
    const unreachable = (await admin(`${id}/refund`).send({ reason: 'Retry' }).expect(200))
      .body as AdminDonation;
    expect(unreachable.refund).toMatchObject({ status: 'failed', attempts: 2 });
    expect(unreachable.receiptCancelled).toBe(false);

    const retried = (await admin(`${id}/refund`).send({ reason: 'Retry' }).expect(200)).body as AdminDonation;
    expect(retried.refund).toMatchObject({ status: 'pending', attempts: 3 });
    const second = await refundOf(id);
    // A late webhook of the first attempt changes nothing; the retry's own one cancels the receipt.
    await deliver(
      refundWebhook('refund.processed', { ...first, provider_refund_id: 'rfnd_Stale000001' }),
      `evt_Stale${Date.now()}`,
    ).expect(200);
    expect((await show(id)).receiptCancelled).toBe(false);
    await deliver(refundWebhook('refund.processed', second)).expect(200);
    const done = await show(id);
    expect(done).toMatchObject({ receiptCancelled: true, refund: { status: 'processed', attempts: 3 } });
    expect(await statement()).not.toContain('SURES1234P');
  });

  it('refuses what cannot be refunded with a clear 4xx, and writes nothing', async () => {
    const offline = (
      await t.http
        .post('/api/admin/donations')
        .set('Authorization', auth)
        .send({ name: 'Box donor', amount: 500, receivedOn: TODAY, mode: 'cash' })
        .expect(201)
    ).body as AdminDonation;
    const pending = (
      await t.http
        .post('/api/create-order')
        .send({ amount: 300, ...INDIAN_IN_INDIA })
        .expect(201)
    ).body.donationId as string;
    const lastYear = await give({ amount: 900, email: 'old@example.org' });
    await t.dataSource.query(`UPDATE donations SET completed_at = '2025-04-10T06:30:00Z' WHERE id = $1`, [
      lastYear,
    ]);
    await t.dataSource.query(
      `UPDATE donation_receipts SET received_at = '2025-04-10T06:30:00Z' WHERE donation_id = $1`,
      [lastYear],
    );
    const valid = await give({ amount: 400 });

    const before = await counts();
    const cases: Array<[string, object, number, RegExp]> = [
      [offline.id, { reason: 'x' }, 409, /received offline.*cancel its receipt/],
      [pending, { reason: 'x' }, 409, /never paid/],
      [lastYear, { reason: 'x' }, 409, /year has closed.*31 May/],
      [valid, {}, 400, /reason is required/],
      [valid, { reason: '   ' }, 400, /reason is required/],
      [valid, { reason: 'x'.repeat(201) }, 400, /at most 200/],
      [valid, { reason: 'x', amount: 1 }, 400, /amount/],
      ['7f9c2b1e-0000-4000-8000-000000000000', { reason: 'x' }, 404, /not found/i],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await admin(`${id}/refund`).send(body);
      expect({ id, body, status: response.status }).toEqual({ id, body, status });
      expect(response.body.message).toMatch(message);
    }
    await t.http.post(`/api/admin/donations/${valid}/refund`).send({ reason: 'x' }).expect(401);
    expect(await counts()).toEqual(before);
  });

  /** Moves a gift and its receipt to another day, as if it had been received and receipted then. */
  const receivedOn = async (id: string, instant: string) => {
    await t.dataSource.query('UPDATE donations SET completed_at = $2 WHERE id = $1', [id, instant]);
    await t.dataSource.query(
      'UPDATE donation_receipts SET received_at = $2, issued_at = $2 WHERE donation_id = $1',
      [id, instant],
    );
  };
  /** The receipt numbers taken so far, per financial year: a refusal takes none. */
  const counters = () =>
    t.dataSource.query('SELECT financial_year, last_number FROM receipt_counters ORDER BY financial_year');
  const startYear = parseFinancialYear(YEAR)!.startYear;

  it('refuses to cancel or correct a receipt of a closed year with 409 receipt_year_closed, and writes nothing', async () => {
    // A gift of two years ago: its statement was due on 31 May of last year, whatever the day today.
    const id = await give({ amount: 800, name: 'Old Donor', email: 'old.receipt@example.org' });
    await receivedOn(id, `${startYear - 2}-10-15T06:30:00Z`);
    const gift = await show(id);
    const before = { counts: await counts(), counters: await counters() };
    const attempts: Array<[string, object]> = [
      ['cancel-receipt', { reason: 'Cheque bounced' }],
      ['correct-receipt', { name: 'Old Donor Corrected', reason: 'Name mistyped' }],
    ];
    for (const [action, body] of attempts) {
      const response = await admin(`${id}/${action}`).send(body).expect(409);
      expect(response.body).toMatchObject({
        code: 'receipt_year_closed',
        message: expect.stringMatching(/year has closed.*31 May.*income-tax portal/),
      });
    }
    // The receipt is still valid, with its number; no audit row, no e-mail, no new number.
    expect(await show(id)).toMatchObject({
      name: 'Old Donor',
      receiptNumber: gift.receiptNumber,
      receiptCancelled: false,
    });
    expect({ counts: await counts(), counters: await counters() }).toEqual(before);
  });

  it('cancels or corrects a receipt of last year until 31 May and refuses it from 1 June, India time', async () => {
    const lastYear = `${startYear - 1}-11-15T06:30:00Z`;
    const lastDay = new Date(`${startYear}-05-31T18:00:00Z`); // 23:30 on 31 May in India
    const dayAfter = new Date(`${startYear}-05-31T18:31:00Z`); // 00:01 on 1 June in India
    const toCancel = await give({ amount: 600, name: 'Late Cancel', email: 'late.cancel@example.org' });
    const toCorrect = await give({ amount: 650, name: 'Late Corect', email: 'late.correct@example.org' });
    await receivedOn(toCancel, lastYear);
    await receivedOn(toCorrect, lastYear);
    const cancelling = t.app.get(AdminDonationsService);
    const correcting = t.app.get(ReceiptCorrectionsService);
    const correction = { name: 'Late Correct', reason: 'Name mistyped' };

    const before = { counts: await counts(), counters: await counters() };
    await expect(cancelling.cancelReceipt(toCancel, 'Cheque bounced', dayAfter)).rejects.toMatchObject({
      code: 'receipt_year_closed',
    });
    await expect(correcting.correct(toCorrect, correction, dayAfter)).rejects.toMatchObject({
      code: 'receipt_year_closed',
    });
    expect({ counts: await counts(), counters: await counters() }).toEqual(before);

    // On the statement's last day both are still done here, audited.
    const cancelledNumber = (await show(toCancel)).receiptNumber;
    const cancelled = await cancelling.cancelReceipt(toCancel, 'Cheque bounced', lastDay);
    expect(cancelled).toMatchObject({ receiptNumber: cancelledNumber, receiptCancelled: true });
    const oldNumber = (await show(toCorrect)).receiptNumber;
    await correcting.correct(toCorrect, correction, lastDay);
    const corrected = await show(toCorrect);
    expect(corrected).toMatchObject({ name: 'Late Correct', receiptCancelled: false });
    expect(corrected.receipts).toEqual([
      expect.objectContaining({ receiptNumber: oldNumber, replacedByReceiptNumber: corrected.receiptNumber }),
      expect.objectContaining({ replacesReceiptNumber: oldNumber, cancelledAt: null }),
    ]);
    const audit = (await t.dataSource.query(
      `SELECT resource_id, details FROM audit_log WHERE resource_id = ANY($1::text[]) ORDER BY at, id`,
      [[toCancel, toCorrect]],
    )) as { resource_id: string; details: Record<string, unknown> }[];
    expect(audit).toEqual([
      { resource_id: toCancel, details: { cancelledReceipt: cancelledNumber, reason: 'Cheque bounced' } },
      {
        resource_id: toCorrect,
        details: expect.objectContaining({
          correctedReceipt: oldNumber,
          newReceipt: corrected.receiptNumber,
        }),
      },
    ]);
  });

  it('corrects a receipt: the old one is cancelled and replaced by the next number, linked both ways', async () => {
    const id = await give({
      amount: 5100,
      name: 'Prya Shrma',
      email: 'priya@example.org',
      pan: 'PRIYA1234S',
      address: '9 Civil Lines, Nagpur 440001',
      locale: 'hi',
    });
    const gift = await show(id);
    expect(await statement()).toContain('Prya Shrma');

    const corrected = (
      await admin(`${id}/correct-receipt`)
        .send({ name: 'Priya Sharma', pan: 'priya9876s', reason: 'Name and PAN mistyped by the donor' })
        .expect(200)
    ).body as AdminDonation;
    const [old, fresh] = corrected.receipts!;
    expect(old).toMatchObject({
      receiptNumber: gift.receiptNumber,
      cancelReason: 'Name and PAN mistyped by the donor',
      replacedByReceiptNumber: fresh.receiptNumber,
      replacesReceiptNumber: null,
      donorName: 'Prya Shrma',
    });
    expect(old.cancelledAt).not.toBeNull();
    expect(fresh).toMatchObject({
      replacesReceiptNumber: gift.receiptNumber,
      replacedByReceiptNumber: null,
      cancelledAt: null,
      is80G: true,
      donorName: 'Priya Sharma',
      panMasked: 'PRIYA****S',
      donorAddress: '9 Civil Lines, Nagpur 440001',
    });
    expect(corrected).toMatchObject({
      receiptNumber: fresh.receiptNumber,
      receiptCancelled: false,
      name: 'Priya Sharma',
    });
    const seq = (n: string) => Number(n.split('/')[2]);
    expect(seq(fresh.receiptNumber)).toBeGreaterThan(seq(gift.receiptNumber!));

    // The PDFs, in the donor's language (Hindi) and in English.
    const oldHi = await receiptText(old.id);
    expect(oldHi).toContain('को रद्द (CANCELLED): Name and PAN mistyped by the donor');
    expect(oldHi).toContain(`replaced by ${fresh.receiptNumber}`);
    const newHi = await receiptText(fresh.id);
    expect(newHi).toContain(`रद्द की गई रसीद ${gift.receiptNumber} के स्थान पर`);
    expect(newHi).toContain('PRIYA9876S');
    await t.dataSource.query(`UPDATE donations SET locale = 'en' WHERE id = $1`, [id]);
    const oldEn = await receiptText(old.id);
    expect(oldEn).toMatch(/CANCELLED on \d{1,2} \w+ \d{4}: Name and PAN mistyped by the donor/);
    expect(oldEn).toContain(`Replaced by ${fresh.receiptNumber}, issued with the corrected details.`);
    const newEn = await receiptText(fresh.id);
    expect(newEn).toContain(`Replaces ${gift.receiptNumber}, which is cancelled.`);
    expect(newEn).toContain('Received from Priya Sharma');
    expect(newEn).not.toContain('CANCELLED');

    // The statement reads the corrected details; My giving lists only the valid receipt.
    const csv = await statement();
    expect(csv).toContain('PRIYA9876S');
    expect(csv).toContain('Priya Sharma');
    expect(csv).not.toContain('PRIYA1234S');
    const page = await myGiving('priya@example.org');
    expect(page.donations.find((d) => d.id === id)!.receipts).toEqual([
      expect.objectContaining({
        receiptNumber: fresh.receiptNumber,
        replacesReceiptNumber: gift.receiptNumber,
      }),
    ]);
    // The donor is e-mailed the new receipt; the correction is audited.
    const [mail] = await t.dataSource.query(
      `SELECT text_body FROM mail_outbox WHERE recipient = 'priya@example.org' AND dedupe_key LIKE '%correction:%'`,
    );
    expect(mail.text_body).toContain(fresh.receiptNumber);
    const [audit] = await t.dataSource.query(
      `SELECT details FROM audit_log WHERE resource_id = $1 AND details ? 'correctedReceipt'`,
      [id],
    );
    expect(audit.details).toMatchObject({
      correctedReceipt: gift.receiptNumber,
      newReceipt: fresh.receiptNumber,
      changed: ['name', 'pan'],
    });

    // Correcting the cancelled one is refused; correcting the new one works again.
    await admin(`${id}/correct-receipt`)
      .send({ address: '10 Civil Lines, Nagpur 440001', reason: 'Moved' })
      .expect(200);
  });

  it('refuses a correction that is wrong or changes nothing, and writes nothing', async () => {
    const plain = await give({ amount: 600, name: 'Gita', email: 'gita@example.org' });
    const withPan = await give({
      amount: 600,
      name: 'Mohan Das',
      email: 'mohan@example.org',
      pan: 'MOHAN1234D',
      address: 'Pune',
    });
    const refunded = await give({ amount: 650, name: 'Refunded donor', email: 'refunded@example.org' });
    await admin(`${refunded}/refund`).send({ reason: 'Refunded before' }).expect(200);
    await deliver(refundWebhook('refund.processed', await refundOf(refunded))).expect(200);
    const cancelled = (
      await t.http
        .post('/api/admin/donations')
        .set('Authorization', auth)
        .send({
          name: 'Bounced',
          amount: 800,
          receivedOn: TODAY,
          mode: 'cheque',
          cheque: { number: '123456', bank: 'SBI', date: TODAY },
        })
        .expect(201)
    ).body as AdminDonation;
    await admin(`${cancelled.id}/cancel-receipt`).send({ reason: 'Cheque bounced' }).expect(200);

    const before = await counts();
    const cases: Array<[string, object, number, RegExp]> = [
      [plain, { pan: 'ABC123', reason: 'x' }, 400, /PAN/],
      [plain, { pan: 'GITAB1234C', reason: 'x' }, 400, /address is required with a PAN/],
      [plain, { name: 'Gita', reason: 'x' }, 400, /Nothing to correct/],
      [withPan, { pan: 'mohan1234d', address: 'Pune', reason: 'x' }, 400, /Nothing to correct/],
      [withPan, { reason: 'x' }, 400, /Nothing to correct/],
      [withPan, { name: 'Mohan' }, 400, /reason is required/],
      [withPan, { name: '', reason: 'x' }, 400, /name must not be empty/],
      [withPan, { name: 'Mohan', reason: 'x', amount: 5 }, 400, /amount/],
      [refunded, { name: 'Someone', reason: 'x' }, 409, /refunded/],
      [cancelled.id, { name: 'Someone', reason: 'x' }, 409, /no valid receipt/],
      ['7f9c2b1e-0000-4000-8000-000000000000', { name: 'x', reason: 'x' }, 404, /not found/i],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await admin(`${id}/correct-receipt`).send(body);
      expect({ id, body, status: response.status }).toEqual({ id, body, status });
      expect(response.body.message).toMatch(message);
    }
    await t.http
      .post(`/api/admin/donations/${plain}/correct-receipt`)
      .send({ name: 'x', reason: 'x' })
      .expect(401);
    expect(await counts()).toEqual(before);
  });

  it('keeps the series gap-free across concurrent gifts, corrections, cancellations and refunds', async () => {
    const toCorrect = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        give({ amount: 200 + i, name: `Donor ${i}`, email: `c${i}@example.org` }),
      ),
    );
    const toRefund = await give({ amount: 250, email: 'r@example.org' });
    const toCancel = (
      await t.http
        .post('/api/admin/donations')
        .set('Authorization', auth)
        .send({ name: 'Box', amount: 120, receivedOn: TODAY, mode: 'cash' })
        .expect(201)
    ).body as AdminDonation;
    const [, , twice] = await Promise.all([
      admin(`${toCancel.id}/cancel-receipt`).send({ reason: 'Counted twice' }).expect(200),
      Promise.all(Array.from({ length: 6 }, (_, i) => give({ amount: 300 + i }))),
      // Two corrections of the same receipt at once: one wins (either), the other is refused and takes no number.
      Promise.all(
        ['Corrected 0', 'Twice'].map((name) =>
          admin(`${toCorrect[0]}/correct-receipt`).send({ name, reason: 'Typo' }),
        ),
      ),
      ...toCorrect.slice(1).map((id, i) =>
        admin(`${id}/correct-receipt`)
          .send({ name: `Corrected ${i + 1}`, reason: 'Typo' })
          .expect(200),
      ),
      admin(`${toRefund}/refund`).send({ reason: 'Refund' }).expect(200),
    ]);
    expect(twice.map((response) => response.status).sort()).toEqual([200, 409]);
    await deliver(refundWebhook('refund.processed', await refundOf(toRefund))).expect(200);
    const sequences: Array<{ sequence: number }> = await t.dataSource.query(
      'SELECT sequence FROM donation_receipts WHERE financial_year = $1 ORDER BY sequence',
      [YEAR],
    );
    expect(sequences.map((row) => row.sequence)).toEqual(sequences.map((_, i) => i + 1));
    for (const id of toCorrect) {
      const receipts = (await show(id)).receipts!;
      // Each corrected gift has exactly one valid receipt, and each cancelled one is replaced once.
      expect(receipts.filter((r) => !r.cancelledAt)).toHaveLength(1);
      expect(receipts.filter((r) => r.cancelledAt).every((r) => r.replacedByReceiptNumber)).toBe(true);
    }
  });
});
