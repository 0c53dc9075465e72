import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAdminUser } from '../auth/admin-users.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { insertEvent, insertRegistration } from '../testing/fixtures.js';
import { startRazorpayMock, waitFor } from '../testing/payment-helpers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const KEY_ID = 'rzp_test_Crash1234567';
const KEY_SECRET = 'razorpay-test-key-secret';
const PASSWORD = 'correct horse battery';
const PAID = 6;
const FREE = 2;

/**
 * The API process dies (SIGKILL) in the middle of an event's cancellation: one booking cancelled and its
 * refund asked of the provider, which has not answered; the other bookings still confirmed. Started again,
 * the process resumes the job by itself: every booking is cancelled once, every paid one refunded once at
 * the provider (the unanswered refund asked again with its idempotency key), one e-mail each; a second call
 * afterwards changes nothing.
 */
describe('crash during an event cancellation', () => {
  let database: TestDatabase;
  let mock: Awaited<ReturnType<typeof startRazorpayMock>>;
  let mailDir: string;
  let env: Record<string, string>;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    mock = await startRazorpayMock(KEY_ID, KEY_SECRET);
    mailDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-crash-cancel-'));
    env = {
      DATABASE_URL: database.url,
      MAIL_DIR: mailDir,
      UPLOADS_DIR: mailDir,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-test-webhook-secret',
      RAZORPAY_API_URL: mock.url,
      // Long enough that the hung refund request is still waiting when the process is killed.
      PAYMENT_PROVIDER_TIMEOUT_MS: '60000',
      EVENT_CANCEL_SWEEP_INTERVAL_MS: '3600000',
    };
    await createAdminUser(database.dataSource, { email: 'asha@foundation.org', password: PASSWORD });
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await mock.close();
    await database.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const post = (api: ApiProcess, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const bearer = async (api: ApiProcess) => {
    const response = await post(api, '/api/auth/login', { email: 'asha@foundation.org', password: PASSWORD });
    return `Bearer ${((await response.json()) as { accessToken: string }).accessToken}`;
  };
  const count = async (sql: string, params: unknown[]) =>
    ((await database.dataSource.query(sql, params)) as { n: number }[])[0].n;
  const refundCalls = () => mock.state.requests.filter((request) => request.route?.includes('/refund'));

  it('resumes after a SIGKILL and cancels and refunds every booking exactly once', async () => {
    const event = await insertEvent(database.dataSource, { isPaid: true, price: 1200 });
    const paymentIds: string[] = [];
    for (let n = 0; n < PAID; n += 1) {
      const paymentId = `pay_Crash${String(n).padStart(9, '0')}`;
      paymentIds.push(paymentId);
      await insertRegistration(database.dataSource, event.id, {
        paymentId,
        totalAmount: 1200,
        ticketTypePrice: 1200,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      });
    }
    for (let n = 0; n < FREE; n += 1) {
      await insertRegistration(database.dataSource, event.id, { totalAmount: 0 });
    }

    const first = await startApiProcess(env);
    apis.push(first);
    mock.state.mode = 'hang'; // the provider takes the first refund request and never answers
    const started = await post(
      first,
      `/api/admin/events/${event.id}/cancel`,
      { reason: 'The ashram is closed by the district administration.' },
      { Authorization: await bearer(first) },
    );
    expect(started.status).toBe(202);
    await waitFor(async () => refundCalls().length >= 1, 20000);

    await first.kill(); // the crash: mid-job, a refund asked and unanswered
    expect(first.child.signalCode).toBe('SIGKILL');
    // Half-way: one booking cancelled (its refund recorded pending, never answered), the rest confirmed.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1 AND payment_status = 'cancelled'`,
        [event.id],
      ),
    ).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM event_cancellations WHERE completed_at IS NULL`, []),
    ).toBe(1);

    mock.state.mode = 'ok';
    const second = await startApiProcess(env);
    apis.push(second);
    // The restarted process resumes the job by itself (its sweep at start).
    await waitFor(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM event_cancellations WHERE completed_at IS NOT NULL`,
          [],
        )) === 1,
      30000,
    );

    const rows = (await database.dataSource.query(
      `SELECT payment_status AS status, cancelled_by AS "by", payment_id AS "paymentId",
              cancellation_refund_paise AS refund
         FROM event_registrations WHERE event_id = $1`,
      [event.id],
    )) as { status: string; by: string; paymentId: string | null; refund: number }[];
    expect(rows).toHaveLength(PAID + FREE);
    expect(rows.every((row) => row.status === 'cancelled' && row.by === 'event')).toBe(true);
    expect(rows.filter((row) => row.refund === 120000)).toHaveLength(PAID);

    // One refund per paid booking in our books, all answered by the provider...
    const refunds = (await database.dataSource.query(
      `SELECT payment_id AS "paymentId", status, provider_refund_id AS "providerRefundId", attempts
         FROM payment_refunds ORDER BY payment_id`,
    )) as { paymentId: string; status: string; providerRefundId: string | null; attempts: number }[];
    expect(refunds.map((refund) => refund.paymentId)).toEqual(paymentIds);
    expect(refunds.every((refund) => refund.status === 'pending' && refund.providerRefundId)).toBe(true);
    expect(refunds.every((refund) => refund.attempts === 1)).toBe(true);
    // ...and one refund per payment at the provider: the unanswered one was asked again with the same key.
    const made = [...mock.state.refunds.values()];
    expect(made.map((refund) => refund.payment_id).sort()).toEqual(paymentIds);
    const calls = refundCalls();
    expect(calls).toHaveLength(PAID + 1);
    const [hung, resumed] = calls.filter((call) => call.route?.includes(paymentIds[0]));
    expect(resumed.idempotencyKey).toBe(hung.idempotencyKey);

    // One e-mail per booking.
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'event-cancelled'`, [])).toBe(
      PAID + FREE,
    );

    // A second call afterwards changes nothing.
    const again = await post(
      second,
      `/api/admin/events/${event.id}/cancel`,
      { reason: 'Again' },
      { Authorization: await bearer(second) },
    );
    expect(again.status).toBe(202);
    expect(((await again.json()) as { state: string; bookingsCancelled: number }).bookingsCancelled).toBe(
      PAID + FREE,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(refundCalls()).toHaveLength(PAID + 1);
    expect(await count(`SELECT count(*)::int AS n FROM payment_refunds`, [])).toBe(PAID);
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'event-cancelled'`, [])).toBe(
      PAID + FREE,
    );
  }, 120000);
});
