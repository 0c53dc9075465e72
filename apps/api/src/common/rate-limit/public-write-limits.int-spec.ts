import { type RateLimitedAction, tooManyRequestsMessage } from '@foundation/shared';
import { type EventEntity } from '../../events/event.entity.js';
import { insertEvent, insertTicketType } from '../../testing/fixtures.js';
import {
  INDIAN_IN_INDIA,
  createPaymentsTestApp,
  signedPayment,
  waitFor,
  type PaymentsTestApp,
} from '../../testing/payment-helpers.js';
import { type TicketTypeEntity } from '../../ticket-types/ticket-type.entity.js';
import { FixedWindowCounters } from './fixed-window-counters.repository.js';

/** Limits of this suite: small, so that each route's limit is reached in a few requests. */
const LIMITS = {
  REGISTRATIONS_MAX_PER_IP: '3',
  REGISTRATIONS_WINDOW_SECONDS: '600',
  DONATION_ORDERS_MAX_PER_IP: '2',
  DONATION_ORDERS_WINDOW_SECONDS: '600',
  CONTACT_MAX_PER_IP: '2',
  CONTACT_WINDOW_SECONDS: '3600',
  NEWSLETTER_MAX_PER_IP: '2',
  NEWSLETTER_WINDOW_SECONDS: '3600',
};

interface LimitedRoute {
  action: RateLimitedAction;
  url: string;
  max: number;
  windowSeconds: number;
  body: (n: number) => object;
  /** The message of the answer: `{message}`, or the documented `{error}` on `POST /api/create-order`. */
  messageOf: (body: { message?: string; error?: string }) => string | undefined;
}

/** Every address of this suite is its own documentation address (TRUST_PROXY=loopback reads X-Forwarded-For). */
let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;

describe('limits of public writes per client address', () => {
  let t: PaymentsTestApp;
  let event: EventEntity;
  let ticketType: TicketTypeEntity;
  let routes: LimitedRoute[];

  beforeAll(async () => {
    t = await createPaymentsTestApp({ ...LIMITS, TRUST_PROXY: 'loopback' });
    event = await insertEvent(t.dataSource, { isPaid: true, price: 500 });
    ticketType = await insertTicketType(t.dataSource, event.id, { price: 500, availableQuantity: 1000 });
    const message = (body: { message?: string }) => body.message;
    routes = [
      {
        action: 'registration',
        url: '/api/registrations',
        max: 3,
        windowSeconds: 600,
        body: (n) => ({
          eventSlug: event.urlSlug,
          ticketTypeId: ticketType.id,
          numberOfTickets: 2,
          name: `Visitor ${n}`,
          email: `visitor${n}@example.org`,
          phone: '+919800000000',
          address: 'Pune',
        }),
        messageOf: message,
      },
      {
        action: 'donationOrder',
        url: '/api/create-order',
        max: 2,
        windowSeconds: 600,
        body: () => ({ amount: 500, ...INDIAN_IN_INDIA }),
        messageOf: (body) => body.error,
      },
      {
        action: 'contact',
        url: '/api/contact',
        max: 2,
        windowSeconds: 3600,
        body: (n) => ({
          fullName: `Visitor ${n}`,
          whatsappNumber: '+91 98765 43210',
          message: 'Please call me.',
        }),
        messageOf: message,
      },
      {
        action: 'newsletter',
        url: '/api/newsletter',
        max: 2,
        windowSeconds: 3600,
        body: (n) => ({ email: `reader${n}@example.org`, consent: true }),
        messageOf: message,
      },
    ];
  });
  afterAll(() => t.close());

  const post = (url: string, address: string, body: object) =>
    t.http.post(url).set('X-Forwarded-For', address).send(body);

  /** Row count of every table but the counters, and the seats held for the suite's ticket type. */
  async function writtenRows(): Promise<Record<string, number>> {
    const tables = (await t.dataSource.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('rate_limits', 'login_rate_limits') ORDER BY 1`,
    )) as { tablename: string }[];
    const counts: Record<string, number> = {};
    for (const { tablename } of tables) {
      counts[tablename] = (
        (await t.dataSource.query(`SELECT count(*)::int AS n FROM "${tablename}"`)) as { n: number }[]
      )[0].n;
    }
    const [{ held }] = (await t.dataSource.query(
      `SELECT COALESCE(sum(number_of_tickets), 0)::int AS held FROM event_registrations WHERE ticket_type_id = $1 AND payment_status IN ('pending', 'completed')`,
      [ticketType.id],
    )) as { held: number }[];
    counts['held seats'] = held;
    return counts;
  }

  it.each(['registration', 'donationOrder', 'contact', 'newsletter'] as const)(
    '%s: answers 429 with the message and Retry-After after the limit, writes nothing, and leaves other addresses alone',
    async (action) => {
      const route = routes.find((r) => r.action === action) as LimitedRoute;
      const address = newAddress();
      for (let n = 1; n <= route.max; n += 1) {
        const response = await post(route.url, address, route.body(n));
        expect(response.status).toBe(201);
      }
      const before = await writtenRows();
      const refused = await post(route.url, address, route.body(99));
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(route.windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(route.windowSeconds);
      expect(route.messageOf(refused.body)).toBe(tooManyRequestsMessage(action, retryAfter));
      expect(refused.body.code).toBe('too_many_requests');
      if (action !== 'donationOrder') {
        expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      }
      // Refused again (and counted), still nothing written.
      expect((await post(route.url, address, route.body(100))).status).toBe(429);
      expect(await writtenRows()).toEqual(before);

      // Another address is not affected.
      expect((await post(route.url, newAddress(), route.body(101))).status).toBe(201);
    },
  );

  it('counts the limits apart: one address over the contact limit may still register and sign up', async () => {
    const address = newAddress();
    for (let n = 0; n < 2; n += 1) await post('/api/contact', address, routes[2].body(n)).expect(201);
    await post('/api/contact', address, routes[2].body(3)).expect(429);
    await post('/api/newsletter', address, { email: 'apart@example.org', consent: true }).expect(201);
    await post('/api/registrations', address, routes[0].body(7)).expect(201);
  });

  it('counts every request, also invalid ones: over the limit, even a bad body gets 429', async () => {
    const address = newAddress();
    await post('/api/contact', address, { fullName: '' }).expect(400);
    await post('/api/contact', address, routes[2].body(1)).expect(201);
    await post('/api/contact', address, { fullName: '' }).expect(429);
  });

  it('lets the address in again when its window has passed', async () => {
    const address = newAddress();
    for (let n = 0; n < 2; n += 1)
      await post('/api/newsletter', address, { email: `again${n}@example.org`, consent: true }).expect(201);
    await post('/api/newsletter', address, { email: 'again9@example.org', consent: true }).expect(429);
    await t.dataSource.query(`UPDATE rate_limits SET resets_at = now() WHERE key = $1`, [
      `newsletter:${address}`,
    ]);
    await post('/api/newsletter', address, { email: 'again9@example.org', consent: true }).expect(201);
    const [counter] = (await t.dataSource.query(
      `SELECT attempts, resets_at > now() + interval '3590 seconds' AS fresh FROM rate_limits WHERE key = $1`,
      [`newsletter:${address}`],
    )) as { attempts: number; fresh: boolean }[];
    expect(counter).toEqual({ attempts: 1, fresh: true });
  });

  it('lets exactly the limit through when many requests from one address arrive at once', async () => {
    const address = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post('/api/registrations', address, routes[0].body(200 + n)).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const [{ n }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM event_registrations WHERE email LIKE 'visitor2__@example.org'`,
    )) as { n: number }[];
    expect(n).toBe(3);
  });

  it('never refuses the payment and cancel steps of a registration made before the limit was reached', async () => {
    const address = newAddress();
    const made = [];
    for (let n = 0; n < 3; n += 1)
      made.push((await post('/api/registrations', address, routes[0].body(300 + n)).expect(201)).body);
    await post('/api/registrations', address, routes[0].body(310)).expect(429);
    const [paid, dismissed] = made as {
      registration: { id: string };
      accessToken: string;
      payment: { orderId: string };
    }[];
    const confirmed = await t.http
      .post(`/api/registrations/${paid.registration.id}/payment`)
      .set('X-Forwarded-For', address)
      .set('X-Access-Token', paid.accessToken)
      .send(signedPayment(paid.payment.orderId))
      .expect(200);
    expect(confirmed.body.registration.status).toBe('completed');
    const cancelled = await t.http
      .post(`/api/registrations/${dismissed.registration.id}/cancel`)
      .set('X-Forwarded-For', address)
      .set('X-Access-Token', dismissed.accessToken)
      .send({ reason: 'dismissed' })
      .expect(200);
    expect(cancelled.body.registration.status).toBe('failed');
  });

  it('counts IPv6 clients by their /64 network', async () => {
    await post('/api/contact', '2001:db8:77:1::a', routes[2].body(1)).expect(201);
    await post('/api/contact', '2001:db8:77:1::b', routes[2].body(2)).expect(201);
    await post('/api/contact', '2001:db8:77:1:ffff:1:2:3', routes[2].body(3)).expect(429);
    await post('/api/contact', '2001:db8:77:2::a', routes[2].body(4)).expect(201);
  });

  it('deletes counters whose window has passed', async () => {
    await t.dataSource.query(
      `INSERT INTO rate_limits (key, attempts, resets_at) VALUES ('contact:198.51.100.1', 5, now() - interval '1 minute'), ('contact:198.51.100.2', 5, now() + interval '1 minute')`,
    );
    // A new set of counters prunes on its first count (then at most every ten minutes).
    await new FixedWindowCounters(t.dataSource, 'rate_limits').hit(['contact:198.51.100.3'], 60);
    const keys = async () =>
      (
        (await t.dataSource.query(
          `SELECT key FROM rate_limits WHERE key LIKE 'contact:198.51.100.%' ORDER BY key`,
        )) as { key: string }[]
      ).map((row) => row.key);
    // Pruning runs after the count returns: wait until it has removed the expired counter.
    await waitFor(async () => !(await keys()).includes('contact:198.51.100.1'), 5000).catch(() => undefined);
    expect(await keys()).toEqual(['contact:198.51.100.2', 'contact:198.51.100.3']);
  });
});
