import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createPaymentsTestApp, type PaymentsTestApp } from '../testing/payment-helpers.js';

/**
 * Fair holds: unpaid seats per client address, e-mail and phone, and the event's unpaid share of its unsold
 * seats (docs/product.md "Fair holds"). This suite sets a cap of 4 seats per holder and a share of 50%.
 */
describe('hold caps of paid registrations', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp({
      TRUST_PROXY: 'loopback',
      HOLD_MAX_PENDING_SEATS_PER_HOLDER: '4',
      HOLD_MAX_SHARE_OF_SEATS_LEFT: '50',
    });
  });
  afterAll(() => t.close());

  let n = 0;
  const newAddress = () => `203.0.113.${(n += 1)}`;
  const person = () => {
    n += 1;
    return {
      name: `Visitor ${n}`,
      email: `visitor${n}@example.org`,
      phone: `+91 98000 ${String(n).padStart(5, '0')}`,
      address: 'Pune',
    };
  };
  const register = (body: Record<string, unknown>, from = newAddress()) =>
    t.http.post('/api/registrations').set('X-Forwarded-For', from).send(body);
  const rows = async (eventId: string) =>
    (
      (await t.dataSource.query('SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1', [
        eventId,
      ])) as {
        n: number;
      }[]
    )[0].n;

  async function paidEvent(quantity: number | null = 100) {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(t.dataSource, event.id, {
      name: 'Standard',
      price: 700,
      availableQuantity: quantity,
    });
    return {
      event,
      type,
      body: (tickets: number, who = person()) => ({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: tickets,
        ...who,
      }),
    };
  }

  it('refuses a client address more than 4 unpaid seats of an event with 429, writing nothing; other addresses go on', async () => {
    const { event, body } = await paidEvent();
    const from = newAddress();
    await register(body(3), from).expect(201);
    const refused = await register(body(2), from).expect(429);
    expect(refused.body).toMatchObject({
      code: 'hold_limit_per_holder',
      maxPendingSeats: 4,
      pendingSeats: 3,
    });
    expect(refused.body.message).toBe(
      'At most 4 unpaid tickets can be on hold for this event for one e-mail address, phone number or network at a time, and 3 already are. Complete or cancel the payment in progress, or try again when its hold ends.',
    );
    expect(await rows(event.id)).toBe(1);
    await register(body(1), from).expect(201);
    await register(body(2)).expect(201);
  });

  it('counts an e-mail across addresses and letter case', async () => {
    const { body } = await paidEvent();
    const who = person();
    await register(body(4, who)).expect(201);
    await register(body(1, { ...person(), email: who.email.toUpperCase() })).expect(429);
  });

  it('counts a phone number however it is written', async () => {
    const { body } = await paidEvent();
    const who = person();
    await register(body(2, who)).expect(201);
    const digits = who.phone.replace(/\D/g, '');
    await register(body(3, { ...person(), phone: `+${digits}` })).expect(429);
  });

  it('frees the cap when the hold ends: a dismissed Checkout and an expired hold count no more', async () => {
    const { body } = await paidEvent();
    const from = newAddress();
    const first = await register(body(4), from).expect(201);
    await register(body(1), from).expect(429);
    await t.http
      .post(`/api/registrations/${first.body.registration.id}/cancel`)
      .set('X-Access-Token', first.body.accessToken)
      .send({ reason: 'dismissed' })
      .expect(200);
    const second = await register(body(4), from).expect(201);
    await t.dataSource.query(
      `UPDATE event_registrations SET hold_expires_at = now() - interval '1 second' WHERE id = $1`,
      [second.body.registration.id],
    );
    await register(body(4), from).expect(201);
  });

  it('never caps free registrations (they hold nothing unpaid)', async () => {
    const event = await insertEvent(t.dataSource);
    const from = newAddress();
    const who = person();
    for (let i = 0; i < 3; i += 1)
      await register({ eventSlug: event.urlSlug, numberOfTickets: 4, ...who }, from).expect(201);
  });

  it("refuses holds beyond half of the event's unsold seats with 409, naming how many more can be held", async () => {
    const { event, type, body } = await paidEvent(10);
    await register(body(3)).expect(201);
    const refused = await register(body(3)).expect(409);
    expect(refused.body).toMatchObject({ code: 'hold_share_exceeded', available: 2 });
    expect(refused.body.message).toBe(
      'Many tickets for this event are waiting for payment right now: at most 2 more can be held. Choose fewer tickets, or try again in a few minutes.',
    );
    await register(body(2)).expect(201);
    await register(body(1)).expect(409);
    // Sold seats leave the unsold ones: 4 sold of 10 → 6 unsold, of which 3 may be held (5 are).
    await insertRegistration(t.dataSource, event.id, { ticketTypeId: type.id, numberOfTickets: 4 });
    const none = await register(body(1)).expect(409);
    expect(none.body.message).toBe(
      'Many tickets for this event are waiting for payment right now. Please try again in a few minutes.',
    );
    expect(await rows(event.id)).toBe(3);
  });

  it('leaves unlimited ticket types out of the share (their seats cannot be hoarded)', async () => {
    const { event, body } = await paidEvent(null);
    const limited = await insertTicketType(t.dataSource, event.id, {
      name: 'Limited',
      price: 900,
      availableQuantity: 4,
    });
    for (let i = 0; i < 5; i += 1) await register(body(4)).expect(201);
    await register({ ...body(2), ticketTypeId: limited.id }).expect(201);
    await register({ ...body(1), ticketTypeId: limited.id }).expect(409);
  });

  it('counts two concurrent requests of one address one after the other: exactly one gets the seats', async () => {
    const { event, body } = await paidEvent();
    const from = newAddress();
    const statuses = await Promise.all([register(body(3), from), register(body(3), from)]).then((all) =>
      all.map((response) => response.status).sort(),
    );
    expect(statuses).toEqual([201, 429]);
    expect(await rows(event.id)).toBe(1);
  });

  it('counts concurrent requests against the share one after the other: never more than half the unsold seats held', async () => {
    const { event, body } = await paidEvent(10);
    const statuses = await Promise.all(Array.from({ length: 6 }, () => register(body(2)))).then((all) =>
      all.map((response) => response.status).sort(),
    );
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    const [{ held }] = (await t.dataSource.query(
      `SELECT sum(number_of_tickets)::int AS held FROM event_registrations WHERE event_id = $1 AND payment_status = 'pending'`,
      [event.id],
    )) as { held: number }[];
    expect(held).toBe(4);
  });
});
