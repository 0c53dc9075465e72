import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { toPaise } from '@foundation/shared';
import { createAdminUser } from '../auth/admin-users.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { SANDBOX_SECRET, hmacHex, waitFor, webhookBody } from '../testing/payment-helpers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const PASSWORD = 'correct horse battery';

/**
 * Two API processes on one database, as in production (two replicas behind nginx): everything that must be
 * shared lives in PostgreSQL, so the sign-in limit, the limits of public writes, refresh-token revocation, webhook deduplication and the
 * release of expired holds hold across processes, and a public read shows an admin save made through the
 * other process after at most PUBLIC_CACHE_TTL_MS.
 */
describe('two API processes on one database', () => {
  let database: TestDatabase;
  let tmp: string;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-two-'));
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      LOG_LEVEL: 'info',
      MAIL_DIR: tmp,
      UPLOADS_DIR: tmp,
      SANDBOX_WEBHOOK_DELAY_MS: '-1',
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: '4',
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      HOLD_SWEEP_INTERVAL_MS: '1000',
      PUBLIC_CACHE_TTL_MS: '1000',
      CONTACT_MAX_PER_IP: '4',
    };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    await createAdminUser(database.dataSource, { email: 'asha@foundation.org', password: PASSWORD });
  }, 60000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database.drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  const post = (api: ApiProcess, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const login = (api: ApiProcess, password: string) =>
    post(api, '/api/auth/login', { email: 'asha@foundation.org', password });

  it('counts failed sign-ins of both processes against one limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await login(i % 2 ? b : a, 'a wrong guess')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // The fifth attempt, on either process, is refused even with the right password.
    expect((await login(a, PASSWORD)).status).toBe(429);
    expect((await login(b, PASSWORD)).status).toBe(429);
    await database.dataSource.query(`UPDATE login_rate_limits SET resets_at = now()`);
  });

  it('counts public writes of both processes against one limit per address, also when they arrive at once', async () => {
    const message = (n: number) => ({
      fullName: `Visitor ${n}`,
      whatsappNumber: '+91 98765 43210',
      message: 'Two processes',
    });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => post(n % 2 ? b : a, '/api/contact', message(n))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(4).fill(201), ...Array(8).fill(429)]);
    const refused = responses.find((response) => response.status === 429) as Response;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many messages from your network\. Please try again in \d+ minutes\.$/,
    );
    // refused on either process afterwards; exactly the four allowed messages were stored
    expect((await post(a, '/api/contact', message(20))).status).toBe(429);
    expect((await post(b, '/api/contact', message(21))).status).toBe(429);
    const [{ n }] = (await database.dataSource.query(
      `SELECT count(*)::int AS n FROM contact_messages WHERE message = 'Two processes'`,
    )) as { n: number }[];
    expect(n).toBe(4);
  });

  it('revokes refresh tokens for both: a token used on one process is dead on the other, reuse ends the session everywhere', async () => {
    const first = (await (await login(a, PASSWORD)).json()) as { refreshToken: string };
    const rotated = await post(b, '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { refreshToken: string };
    const reuse = await post(a, '/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(((await reuse.json()) as { code: string }).code).toBe('session_ended');
    expect((await post(b, '/api/auth/refresh', { refreshToken: second.refreshToken })).status).toBe(401);

    const other = (await (await login(b, PASSWORD)).json()) as { refreshToken: string };
    expect((await post(a, '/api/auth/logout', { refreshToken: other.refreshToken })).status).toBe(204);
    expect((await post(b, '/api/auth/refresh', { refreshToken: other.refreshToken })).status).toBe(401);
  });

  it('processes a webhook delivered to both processes at once exactly once', async () => {
    const event = await insertEvent(database.dataSource, { isPaid: true, price: 700 });
    const type = await insertTicketType(database.dataSource, event.id, { price: 700, availableQuantity: 10 });
    const created = await post(a, '/api/registrations', {
      eventSlug: event.urlSlug,
      ticketTypeId: type.id,
      numberOfTickets: 1,
      name: 'Kiran Rao',
      email: 'kiran@example.org',
      phone: '+919800000004',
      address: 'Mysuru',
    });
    const { payment } = (await created.json()) as { payment: { orderId: string } };
    const body = webhookBody({
      orderId: payment.orderId,
      paymentId: 'pay_TwoProcesses01',
      amount: toPaise(700),
    });
    const headers = {
      'X-Razorpay-Signature': hmacHex(SANDBOX_SECRET, body),
      'X-Razorpay-Event-Id': 'evt_TwoProcesses01',
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(i % 2 ? b : a, '/api/payments/razorpay/webhook', body.toString('utf8'), headers).then((r) =>
          r.json(),
        ),
      ),
    );
    const statuses = (answers as { status: string }[]).map((answer) => answer.status).sort();
    expect(statuses).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'processed']);
    const [row] = (await database.dataSource.query(
      `SELECT payment_status FROM event_registrations WHERE order_id = $1`,
      [payment.orderId],
    )) as { payment_status: string }[];
    expect(row.payment_status).toBe('completed');
    const [{ n }] = (await database.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = 'kiran@example.org'`,
    )) as { n: number }[];
    expect(n).toBe(1);
  });

  it('releases each expired hold once, whichever process sweeps first', async () => {
    const event = await insertEvent(database.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(database.dataSource, event.id, {
      price: 100,
      availableQuantity: 500,
    });
    const expired = new Date(Date.now() - 60_000);
    const count = 60;
    const ids = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      const registration = await insertRegistration(database.dataSource, event.id, {
        ticketTypeId: type.id,
        paymentStatus: 'pending',
        holdExpiresAt: expired,
        totalAmount: 100,
      });
      ids.add(registration.id);
    }
    const pending = async () =>
      (
        (await database.dataSource.query(
          `SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1 AND payment_status = 'pending'`,
          [event.id],
        )) as { n: number }[]
      )[0].n;
    await waitFor(async () => (await pending()) === 0, 10000).catch(() => undefined);
    expect(await pending()).toBe(0);
    const released = (api: ApiProcess) =>
      api
        .output()
        .split('\n')
        .filter((line) => line.includes('Released expired seat holds'))
        .reduce((sum, line) => sum + (JSON.parse(line) as { released: number }).released, 0);
    // Every process sweeps; together they released each hold exactly once, and a further sweep of each finds
    // nothing. To know that both have swept since, hold a table lock their sweeps' UPDATE waits for until both
    // wait, twice: by the second time, the sweeps that waited the first time have finished and logged.
    const sweepsWaiting = async () =>
      (
        (await database.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%hold_expired%'`,
        )) as { n: number }[]
      )[0].n;
    for (let round = 0; round < 2; round += 1) {
      const blocker = new Client({ connectionString: database.url });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE event_registrations IN SHARE MODE');
        await waitFor(async () => (await sweepsWaiting()) === 2, 10000);
        await blocker.query('COMMIT');
      } finally {
        await blocker.end();
      }
    }
    expect(released(a) + released(b)).toBe(count);
    const rows = (await database.dataSource.query(
      `SELECT payment_status, failure_reason FROM event_registrations WHERE event_id = $1 GROUP BY 1, 2`,
      [event.id],
    )) as unknown[];
    expect(rows).toEqual([{ payment_status: 'failed', failure_reason: 'hold_expired' }]);
  }, 30000);

  it('shows an admin save made through one process in the other’s public reads within the cache TTL', async () => {
    const event = await insertEvent(database.dataSource, {
      title: 'Old title',
      urlSlug: 'shared-cache',
      imageUrl: '/uploads/cover.webp',
    });
    const read = async (api: ApiProcess) =>
      ((await (await fetch(`${api.url}/api/events/shared-cache`)).json()) as { title: string }).title;
    expect(await read(b)).toBe('Old title'); // now cached in b
    const session = (await (await login(a, PASSWORD)).json()) as { accessToken: string };
    const saved = await fetch(`${a.url}/api/admin/events/${event.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ title: 'New title' }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    expect(await read(a)).toBe('New title'); // the process that saved: at once
    const seen = await waitFor(async () => (await read(b)) === 'New title' && 'New title', 5000).catch(() =>
      read(b),
    );
    expect(seen).toBe('New title');
    expect(Date.now() - savedAt).toBeLessThan(2000 + 500); // TTL (1 s) plus the refresh grace (1 s)
  });
});
