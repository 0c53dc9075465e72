import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAdminUser } from '../auth/admin-users.js';
import { newAccessToken } from '../payments/access-token.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { waitFor } from '../testing/payment-helpers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const CAPACITY = 10;

/**
 * Offers and registrations compete for the same seats under the same locks: on one event, across two API
 * processes, 10 holds are dismissed while staff save the ticket type 30 times (each save announces seats:
 * 30 concurrent offer runs, besides both processes' sweeps every 100 ms) and 30 visitors register, with 30
 * people waiting. Sold plus held never goes above the capacity. Then staff raise the quantity with nobody
 * else registering, and the offers alone fill the new seats, still never above it. Needs the API build (the
 * test target depends on it).
 */
describe('waiting-list offers under concurrency (two API processes)', () => {
  let database: TestDatabase;
  let apis: ApiProcess[] = [];
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-mail-'));
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '8',
      SANDBOX_WEBHOOK_DELAY_MS: '-1',
      MAIL_DIR: mailDir,
      UPLOADS_DIR: mailDir,
      WAITLIST_SWEEP_INTERVAL_MS: '100',
    };
    apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 60000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const taken = async (ticketTypeId: string) =>
    (
      (await database.dataSource.query(
        `SELECT COALESCE(sum(number_of_tickets), 0)::int AS n FROM event_registrations
          WHERE ticket_type_id = $1 AND (payment_status::text = 'completed'
                OR (payment_status::text = 'pending' AND hold_expires_at > now()))`,
        [ticketTypeId],
      )) as { n: number }[]
    )[0].n;

  it(`30 concurrent offer runs and 30 registrations for ${CAPACITY} freed seats: sold + held never above capacity, no 5xx`, async () => {
    const event = await insertEvent(database.dataSource, { isPaid: true, price: 500 });
    const type = await insertTicketType(database.dataSource, event.id, {
      price: 500,
      availableQuantity: CAPACITY,
    });
    const holds = [];
    for (let i = 0; i < CAPACITY; i += 1) {
      const { token, hash } = newAccessToken();
      const hold = await insertRegistration(database.dataSource, event.id, {
        ticketTypeId: type.id,
        paymentStatus: 'pending',
        holdExpiresAt: new Date(Date.now() + 15 * 60_000),
        accessTokenHash: hash,
        totalAmount: 500,
        ticketTypePrice: 500,
      });
      holds.push({ id: hold.id, token });
    }
    for (let i = 0; i < 30; i += 1) {
      await database.dataSource.query(
        `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets, created_at)
         VALUES ($1, $2, $3, $4, '+919800000000', 1, now() + make_interval(secs => $5))`,
        [event.id, type.id, `Waiting ${i}`, `waiting${i}@example.org`, i],
      );
    }

    await createAdminUser(database.dataSource, {
      email: 'staff@example.org',
      password: 'correct horse battery',
    });
    const login = await fetch(`${apis[0].url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@example.org', password: 'correct horse battery' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };

    // Watches the seats the whole time.
    let highest = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        highest = Math.max(highest, await taken(type.id));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const cancels = holds.map((hold, i) =>
      fetch(`${apis[i % 2].url}/api/registrations/${hold.id}/cancel`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Access-Token': hold.token },
        body: JSON.stringify({ reason: 'dismissed' }),
      }).then((response) => response.status),
    );
    const registrations = Array.from({ length: 30 }, (_, i) =>
      fetch(`${apis[(i + 1) % 2].url}/api/registrations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          eventSlug: event.urlSlug,
          ticketTypeId: type.id,
          numberOfTickets: 1,
          name: `Visitor ${i}`,
          email: `visitor${i}@example.org`,
          phone: '+919800000000',
          address: 'Pune',
        }),
      }).then((response) => response.status),
    );
    const saves = Array.from({ length: 30 }, (_, i) =>
      fetch(`${apis[i % 2].url}/api/admin/ticket-types/${type.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ availableQuantity: CAPACITY }),
      }).then((response) => response.status),
    );
    const cancelled = await Promise.all(cancels);
    const registered = await Promise.all(registrations);
    const saved = await Promise.all(saves);
    // Both processes' sweeps keep offering: wait until every freed seat is held or sold again.
    await waitFor(async () => (await taken(type.id)) >= CAPACITY, 20000);
    watching = false;
    await watcher;

    expect(highest).toBeLessThanOrEqual(CAPACITY);
    expect(await taken(type.id)).toBe(CAPACITY);
    // A save below the seats taken would be refused (409): never, as they never exceed the quantity.
    expect(saved.every((status) => status === 200)).toBe(true);
    expect(cancelled.every((status) => status === 200)).toBe(true);
    expect(registered.filter((status) => status >= 500)).toEqual([]);
    expect(registered.every((status) => status === 201 || status === 409)).toBe(true);
    const [{ offered }] = (await database.dataSource.query(
      `SELECT count(*)::int AS offered FROM waitlist_entries WHERE ticket_type_id = $1 AND status = 'offered'`,
      [type.id],
    )) as { offered: number }[];
    // Who wins each freed seat, an offer or a visitor, is a race by design: only the sum is fixed.
    expect(offered + registered.filter((status) => status === 201).length).toBe(CAPACITY);

    // Then staff raise the quantity by 5, saving 10 times from both processes at once, with nobody else
    // registering: the offer runs alone compete, and exactly 5 more people on the list get an offer.
    const RAISED = CAPACITY + 5;
    highest = 0;
    watching = true;
    const watcherAgain = (async () => {
      while (watching) {
        highest = Math.max(highest, await taken(type.id));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const raises = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${apis[i % 2].url}/api/admin/ticket-types/${type.id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ availableQuantity: RAISED }),
        }).then((response) => response.status),
      ),
    );
    await waitFor(async () => (await taken(type.id)) >= RAISED, 20000);
    watching = false;
    await watcherAgain;
    expect(raises.every((status) => status === 200)).toBe(true);
    expect(highest).toBeLessThanOrEqual(RAISED);
    expect(await taken(type.id)).toBe(RAISED);
    const [{ offeredNow }] = (await database.dataSource.query(
      `SELECT count(*)::int AS "offeredNow" FROM waitlist_entries WHERE ticket_type_id = $1 AND status = 'offered'`,
      [type.id],
    )) as { offeredNow: number }[];
    expect(offeredNow).toBe(offered + 5);
  }, 90000);
});
