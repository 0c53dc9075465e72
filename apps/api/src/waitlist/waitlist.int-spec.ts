import { randomUUID } from 'node:crypto';
import { tooManyRequestsMessage, WAITLIST_MESSAGES } from '@foundation/shared';
import { newAccessToken } from '../payments/access-token.js';
import { RegistrationHoldsService } from '../registrations/registration-holds.service.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createPaymentsTestApp, signedPayment, type PaymentsTestApp } from '../testing/payment-helpers.js';
import { WaitlistService } from './waitlist.service.js';

/**
 * The waiting list (docs/product.md "Waiting list"): joining, offers when seats free up, an offer passing
 * down the line, taking an offer up, and the admin resource. The periodic sweep is slowed down so each test
 * drives the triggers itself.
 */
describe('waiting list', () => {
  let t: PaymentsTestApp;
  let admin: TestAdminSignIn;
  beforeAll(async () => {
    t = await createPaymentsTestApp({ WAITLIST_SWEEP_INTERVAL_MS: '600000', WAITLIST_OFFER_HOURS: '24' });
    admin = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  let n = 0;
  const person = (tickets = 1) => {
    n += 1;
    return {
      name: `Waiter ${n}`,
      email: `waiter${n}@example.org`,
      phone: '+919800000000',
      numberOfTickets: tickets,
    };
  };
  const query = <T>(sql: string, params: unknown[] = []) => t.dataSource.query(sql, params) as Promise<T[]>;
  const entries = (ticketTypeId: string) =>
    query<{ id: string; email: string; status: string; registrationId: string | null }>(
      `SELECT id, email, status::text AS status, registration_id AS "registrationId" FROM waitlist_entries
        WHERE ticket_type_id = $1 ORDER BY created_at, id`,
      [ticketTypeId],
    );
  const statusOf = async (ticketTypeId: string) =>
    Object.fromEntries((await entries(ticketTypeId)).map((entry) => [entry.email, entry.status]));
  const seatsTaken = async (ticketTypeId: string) =>
    (
      await query<{ n: number }>(
        `SELECT COALESCE(sum(number_of_tickets), 0)::int AS n FROM event_registrations
          WHERE ticket_type_id = $1 AND (payment_status::text = 'completed'
                OR (payment_status::text = 'pending' AND hold_expires_at > now()))`,
        [ticketTypeId],
      )
    )[0].n;
  /** The offer link's secret from the offer e-mail queued for this address. */
  const offerToken = async (email: string) => {
    const [mail] = await query<{ textBody: string }>(
      `SELECT text_body AS "textBody" FROM mail_outbox WHERE kind = 'waitlist-offer' AND recipient = $1
        ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return mail ? /\/waitlist-offers\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1] : undefined;
  };

  /** A paid event whose type of `quantity` seats is sold out by one pending hold the test can dismiss. */
  async function soldOut(quantity: number, price = 700) {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(t.dataSource, event.id, {
      name: 'Standard',
      price,
      availableQuantity: quantity,
    });
    const { token, hash } = newAccessToken();
    const hold = await insertRegistration(t.dataSource, event.id, {
      ticketTypeId: type.id,
      numberOfTickets: quantity,
      paymentStatus: 'pending',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
      accessTokenHash: hash,
      totalAmount: price * quantity,
      ticketTypePrice: price,
    });
    const join = (body: Record<string, unknown>) =>
      t.http.post(`/api/events/${event.urlSlug}/waitlist`).send({ ticketTypeId: type.id, ...body });
    const dismissHold = () =>
      t.http
        .post(`/api/registrations/${hold.id}/cancel`)
        .set('X-Access-Token', token)
        .send({ reason: 'dismissed' })
        .expect(200);
    return { event, type, hold, join, dismissHold };
  }

  it('refuses to join while the seats asked for are free (409), writing nothing', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(t.dataSource, event.id, { price: 500, availableQuantity: 3 });
    const response = await t.http
      .post(`/api/events/${event.urlSlug}/waitlist`)
      .send({ ticketTypeId: type.id, ...person(3) })
      .expect(409);
    expect(response.body.message).toBe(WAITLIST_MESSAGES.seatsAvailable);
    expect(response.body.available).toBe(3);
    const unlimited = await insertTicketType(t.dataSource, event.id, { price: 500, availableQuantity: null });
    await t.http
      .post(`/api/events/${event.urlSlug}/waitlist`)
      .send({ ticketTypeId: unlimited.id, ...person(1) })
      .expect(409);
    expect(await entries(type.id)).toEqual([]);
    expect(await entries(unlimited.id)).toEqual([]);
  });

  it('lets people join a sold-out type in order, once per e-mail, with a confirmation e-mail', async () => {
    const { type, join } = await soldOut(2);
    const first = person(2);
    const joined = await join(first).expect(201);
    expect(joined.body).toEqual({ id: expect.any(String), position: 1, joinedAt: expect.any(String) });
    expect((await join(person(1)).expect(201)).body.position).toBe(2);
    const again = await join({ ...first, email: first.email.toUpperCase() }).expect(409);
    expect(again.body.message).toBe(WAITLIST_MESSAGES.alreadyWaiting);
    expect(await entries(type.id)).toHaveLength(2);
    const [mail] = await query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE kind = 'waitlist-joined' AND recipient = $1`,
      [first.email],
    );
    expect(mail.subject).toContain('waiting list');
  });

  it('answers hostile input with 4xx JSON naming the problem, never 5xx, writing nothing', async () => {
    const { event, type, join } = await soldOut(1);
    const other = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const otherType = await insertTicketType(t.dataSource, other.id, { price: 100, availableQuantity: 1 });
    const valid = person(1);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...valid, ticketTypeId: undefined }, 'ticketTypeId'],
      [{ ...valid, ticketTypeId: 'not-a-uuid' }, 'ticketTypeId'],
      [{ ...valid, ticketTypeId: otherType.id }, 'ticketTypeId'],
      [{ ...valid, ticketTypeId: randomUUID() }, 'ticketTypeId'],
      [{ ...valid, numberOfTickets: 0 }, 'numberOfTickets'],
      [{ ...valid, numberOfTickets: 11 }, 'numberOfTickets'],
      [{ ...valid, numberOfTickets: 1.5 }, 'numberOfTickets'],
      [{ ...valid, numberOfTickets: '1' }, 'numberOfTickets'],
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, name: 'x'.repeat(201) }, 'name'],
      [{ ...valid, name: ['a'] }, 'name'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, email: { $gt: '' } }, 'email'],
      [{ ...valid, phone: '12' }, 'phone'],
      [{ ...valid, phone: '<script>' }, 'phone'],
      [{ ...valid, status: 'offered' }, 'status'],
    ];
    for (const [body, field] of bad) {
      const response = await join(body);
      expect([response.status, field]).toEqual([400, field]);
      expect(response.body.fields?.[field] ?? response.body.message).toEqual(expect.any(String));
    }
    await t.http
      .post(`/api/events/${event.urlSlug}/waitlist`)
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    await t.http
      .post(`/api/events/${'x'.repeat(500)}/waitlist`)
      .send({ ticketTypeId: type.id, ...valid })
      .expect(404);
    await t.http
      .post(`/api/events/no-such-event/waitlist`)
      .send({ ticketTypeId: type.id, ...valid })
      .expect(404);
    expect(await entries(type.id)).toEqual([]);
    for (const token of ['short', 'x'.repeat(43), `${'A'.repeat(42)}!`, 'A'.repeat(500)]) {
      await t.http.get(`/api/waitlist-offers/${encodeURIComponent(token)}`).expect(404);
      await t.http.post(`/api/waitlist-offers/${encodeURIComponent(token)}/accept`).expect(404);
    }
  });

  it('offers freed seats to the first entries that fit; an expired offer passes to the next in line', async () => {
    const { type, join, dismissHold } = await soldOut(2);
    const [a, b, c] = [person(2), person(1), person(1)];
    for (const who of [a, b, c]) await join(who).expect(201);

    // A dismissed Checkout frees 2 seats: the first entry (2 tickets) gets them; the others wait.
    await dismissHold();
    expect(await statusOf(type.id)).toEqual({
      [a.email]: 'offered',
      [b.email]: 'waiting',
      [c.email]: 'waiting',
    });
    expect(await seatsTaken(type.id)).toBe(2);
    const tokenA = (await offerToken(a.email)) as string;
    const offer = await t.http.get(`/api/waitlist-offers/${tokenA}`).expect(200);
    expect(offer.body).toMatchObject({
      status: 'offered',
      numberOfTickets: 2,
      isPaid: true,
      totalAmount: 1400,
    });
    expect(Date.parse(offer.body.offerExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);

    // A's hold runs out; the hold sweep releases it and the seats go down the line (1 + 1).
    const [held] = await entries(type.id);
    await query(
      `UPDATE event_registrations SET hold_expires_at = now() - interval '1 second' WHERE id = $1`,
      [held.registrationId],
    );
    await t.app.get(RegistrationHoldsService).sweep();
    expect(await statusOf(type.id)).toEqual({
      [a.email]: 'expired',
      [b.email]: 'offered',
      [c.email]: 'offered',
    });
    expect(await seatsTaken(type.id)).toBe(2);
    const late = await t.http.post(`/api/waitlist-offers/${tokenA}/accept`).expect(409);
    expect(late.body.message).toBe(WAITLIST_MESSAGES.offerOver);

    // B pays for the held seats through the usual Checkout confirmation and is booked.
    const tokenB = (await offerToken(b.email)) as string;
    const accepted = await t.http.post(`/api/waitlist-offers/${tokenB}/accept`).expect(200);
    expect(accepted.body.payment.amount).toBe(70000);
    await t.http
      .post(`/api/registrations/${accepted.body.registration.id}/payment`)
      .set('X-Access-Token', accepted.body.accessToken)
      .send(signedPayment(accepted.body.payment.orderId))
      .expect(200);
    expect((await t.http.get(`/api/waitlist-offers/${tokenB}`).expect(200)).body.status).toBe('booked');
    expect(await seatsTaken(type.id)).toBe(2);
  });

  it('holds a free offer and completes it on confirmation, with the booking e-mail', async () => {
    const { type, join, dismissHold } = await soldOut(1, 0);
    const who = person(1);
    await join(who).expect(201);
    await dismissHold();
    const token = (await offerToken(who.email)) as string;
    const accepted = await t.http.post(`/api/waitlist-offers/${token}/accept`).expect(200);
    expect(accepted.body.payment).toBeNull();
    expect(accepted.body.registration.status).toBe('completed');
    expect((await t.http.post(`/api/waitlist-offers/${token}/accept`).expect(200)).body.registration.id).toBe(
      accepted.body.registration.id,
    );
    expect(await statusOf(type.id)).toEqual({ [who.email]: 'booked' });
    const mails = await query(
      `SELECT 1 FROM mail_outbox WHERE kind = 'registration-receipt' AND recipient = $1`,
      [who.email],
    );
    expect(mails).toHaveLength(1);
  });

  it('offers seats when staff raise the quantity; an entry too big waits while a later one that fits is offered', async () => {
    const { type, join } = await soldOut(2);
    const [big, small] = [person(3), person(1)];
    await join(big).expect(201);
    await join(small).expect(201);
    const raised = await t.http
      .put(`/api/admin/ticket-types/${type.id}`)
      .set('Authorization', admin.bearer)
      .send({ availableQuantity: 4 })
      .expect(200);
    expect(raised.body.availableQuantity).toBe(4);
    expect(await statusOf(type.id)).toEqual({ [big.email]: 'waiting', [small.email]: 'offered' });
    expect(await seatsTaken(type.id)).toBe(3);
  });

  it('runs the admin resource: list, filter, sort, range, one, offer now (audited), remove', async () => {
    const { event, type, join, dismissHold } = await soldOut(1);
    const [first, second] = [person(1), person(1)];
    await join(first).expect(201);
    await join(second).expect(201);
    const auth = { Authorization: admin.bearer };
    const list = await t.http
      .get('/api/admin/waitlist-entries')
      .query({
        filter: JSON.stringify({ eventId: event.id, status: 'waiting' }),
        sort: '["createdAt","ASC"]',
        range: '[0,0]',
      })
      .set(auth)
      .expect(200);
    expect(list.headers['content-range']).toBe('waitlist-entries 0-0/2');
    expect(list.body).toEqual([
      expect.objectContaining({ email: first.email, position: 1, status: 'waiting' }),
    ]);
    await t.http.get('/api/admin/waitlist-entries').query({ sort: '["secret","ASC"]' }).set(auth).expect(400);
    await t.http
      .get('/api/admin/waitlist-entries')
      .query({ filter: '{"status":"nope"}' })
      .set(auth)
      .expect(400);
    await t.http.get('/api/admin/waitlist-entries').expect(401);

    const [entryA, entryB] = await entries(type.id);
    // No seat is free: offering now is refused, nothing changes.
    const refused = await t.http.post(`/api/admin/waitlist-entries/${entryB.id}/offer`).set(auth).expect(409);
    expect(refused.body.message).toBe(WAITLIST_MESSAGES.doesNotFit);
    await t.http.post(`/api/admin/waitlist-entries/${entryB.id}/offer`).expect(401);

    // The seat frees up and goes to the first in line; staff remove that entry, and its seat passes on.
    await dismissHold();
    expect(
      (await t.http.get(`/api/admin/waitlist-entries/${entryA.id}`).set(auth).expect(200)).body.status,
    ).toBe('offered');
    await t.http.delete(`/api/admin/waitlist-entries/${entryA.id}`).expect(401);
    const removed = await t.http.delete(`/api/admin/waitlist-entries/${entryA.id}`).set(auth).expect(200);
    expect(removed.body.status).toBe('removed');
    expect(await statusOf(type.id)).toEqual({ [first.email]: 'removed', [second.email]: 'offered' });
    expect(await seatsTaken(type.id)).toBe(1);

    // An entry that does not fit cannot be offered by hand; raising the quantity offers it.
    await query(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets)
       VALUES ($1, $2, 'Staff Pick', 'pick@example.org', '+919800000000', 1)`,
      [event.id, type.id],
    );
    const pick = (await entries(type.id)).find((entry) => entry.email === 'pick@example.org') as {
      id: string;
    };
    const offeredNow = await t.http
      .post(`/api/admin/waitlist-entries/${pick.id}/offer`)
      .set(auth)
      .expect(409);
    expect(offeredNow.body.message).toBe(WAITLIST_MESSAGES.doesNotFit);
    await t.http
      .put(`/api/admin/ticket-types/${type.id}`)
      .set(auth)
      .send({ availableQuantity: 2 })
      .expect(200);
    expect((await statusOf(type.id))['pick@example.org']).toBe('offered');
    const audited = await query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'waitlist-entries' AND resource_id = $1`,
      [entryA.id],
    );
    expect(audited.map((row) => row.action)).toEqual(['delete']);
  });

  it('lets staff make an offer by hand to a waiting entry that fits (audited)', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(t.dataSource, event.id, { price: 300, availableQuantity: 2 });
    await query(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets)
       VALUES ($1, $2, 'By Hand', 'hand@example.org', '+919800000000', 2)`,
      [event.id, type.id],
    );
    const [entry] = await entries(type.id);
    const offered = await t.http
      .post(`/api/admin/waitlist-entries/${entry.id}/offer`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(offered.body).toMatchObject({ status: 'offered', registrationId: expect.any(String) });
    expect(await seatsTaken(type.id)).toBe(2);
    expect(await offerToken('hand@example.org')).toEqual(expect.any(String));
    await t.http
      .post(`/api/admin/waitlist-entries/${entry.id}/offer`)
      .set('Authorization', admin.bearer)
      .expect(409);
    const audited = await query<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'waitlist-entries' AND resource_id = $1`,
      [entry.id],
    );
    expect(audited.map((row) => row.action)).toEqual(['update']);
  });

  it('the periodic sweep offers seats nobody announced', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(t.dataSource, event.id, { price: 300, availableQuantity: 1 });
    await query(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets)
       VALUES ($1, $2, 'Swept', 'swept@example.org', '+919800000000', 1)`,
      [event.id, type.id],
    );
    expect(await t.app.get(WaitlistService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(type.id)).toEqual({ 'swept@example.org': 'offered' });
  });
});

describe('waiting list rate limit', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({ REGISTRATIONS_MAX_PER_IP: '2', REGISTRATIONS_WINDOW_SECONDS: '3600' });
  });
  afterAll(() => t.close());

  it('limits joins per client address like registrations (429, nothing written), on a counter of its own', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(t.dataSource, event.id, { price: 300, availableQuantity: 1 });
    await insertRegistration(t.dataSource, event.id, { ticketTypeId: type.id, paymentStatus: 'completed' });
    const join = (i: number) =>
      t.http.post(`/api/events/${event.urlSlug}/waitlist`).send({
        ticketTypeId: type.id,
        numberOfTickets: 1,
        name: `Limited ${i}`,
        email: `limited${i}@example.org`,
        phone: '+919800000000',
      });
    await join(1).expect(201);
    await join(2).expect(201);
    const refused = await join(3).expect(429);
    expect(refused.body.message).toMatch(
      /^Too many waiting-list requests from your network\. Please try again in /,
    );
    expect(refused.body.message).toBe(
      tooManyRequestsMessage('waitlistJoin', Number(refused.headers['retry-after'])),
    );
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM waitlist_entries WHERE ticket_type_id = $1`,
      [type.id],
    );
    expect(count).toBe(2);
  });
});
