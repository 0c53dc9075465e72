import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createPaymentsTestApp, signedPayment, type PaymentsTestApp } from '../testing/payment-helpers.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { MailService } from '../mail/mail.service.js';

const attendee = {
  name: 'Asha Verma',
  email: 'Asha@Example.org',
  phone: '+91 98765 43210',
  address: '12 MG Road, Pune',
};

describe('registrations API', () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) => t.http.post('/api/registrations').send(body);
  const status = async (id: string) =>
    (
      (await t.dataSource.query('SELECT payment_status FROM event_registrations WHERE id = $1', [id])) as {
        payment_status: string;
      }[]
    )[0]?.payment_status;
  const count = async () =>
    Number(
      ((await t.dataSource.query('SELECT count(*) AS n FROM event_registrations')) as { n: string }[])[0].n,
    );

  async function paidEvent(quantity: number | null = 10, price = 1500.5) {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 999, title: 'Himalayan Retreat' });
    const type = await insertTicketType(t.dataSource, event.id, {
      name: 'Standard',
      price,
      availableQuantity: quantity,
    });
    return { event, type };
  }

  describe('free events', () => {
    it('stores a completed registration with total 0 and answers the receipt and an access token', async () => {
      const event = await insertEvent(t.dataSource, { title: 'Free satsang', location: 'Rishikesh' });
      const response = await register({ eventSlug: event.urlSlug, numberOfTickets: 2, ...attendee }).expect(
        201,
      );
      expect(response.body.payment).toBeNull();
      expect(response.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.body.registration).toMatchObject({
        status: 'completed',
        isPaid: false,
        numberOfTickets: 2,
        totalAmount: 0,
        ticketTypeName: null,
        paymentId: null,
        orderId: null,
        event: {
          title: 'Free satsang',
          urlSlug: event.urlSlug,
          location: 'Rishikesh',
          startDate: event.startDate,
        },
        attendee: {
          name: 'Asha Verma',
          email: 'asha@example.org',
          phone: '+91 98765 43210',
          address: '12 MG Road, Pune',
        },
      });
      const [row] = await t.dataSource.query(
        'SELECT total_amount, access_token_hash, completed_at FROM event_registrations WHERE id = $1',
        [response.body.registration.id],
      );
      expect(row.total_amount).toBe('0.00');
      expect(row.access_token_hash).not.toContain(response.body.accessToken);
      expect(row.completed_at).not.toBeNull();
    });

    it('accepts the event id instead of the slug', async () => {
      const event = await insertEvent(t.dataSource);
      await register({ eventSlug: event.id, numberOfTickets: 1, ...attendee }).expect(201);
    });

    it('e-mails the receipt with an .ics attachment (written as .eml without SMTP)', async () => {
      const event = await insertEvent(t.dataSource, {
        title: 'Mail test retreat',
        startDate: calendarDate(40),
        endDate: calendarDate(42),
      });
      const response = await register({ eventSlug: event.urlSlug, numberOfTickets: 1, ...attendee }).expect(
        201,
      );
      await t.app.get(MailService).flush();
      const files = readdirSync(t.mailDir).map((file) => readFileSync(path.join(t.mailDir, file), 'utf8'));
      const mail = files.find((content) => content.includes(response.body.registration.id));
      expect(mail).toBeDefined();
      expect(mail).toContain('To: asha@example.org');
      expect(mail).toContain('Subject: Booking confirmed: Mail test retreat');
      expect(mail).toContain('Ticket type: N/A');
      expect(mail).toContain('filename=event.ics');
      expect(mail).toContain('text/calendar');
    });
  });

  describe('paid events', () => {
    it('holds the seats in a pending registration and answers the Checkout order priced by the server', async () => {
      const { event, type } = await paidEvent(10, 1500.5);
      const response = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 3,
        ...attendee,
        totalAmount: 1,
      });
      // unknown fields (a price from the browser) are refused outright
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('totalAmount');

      const ok = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 3,
        ...attendee,
      }).expect(201);
      expect(ok.body.registration).toMatchObject({
        status: 'pending',
        isPaid: true,
        ticketTypeName: 'Standard',
        ticketTypePrice: 1500.5,
        totalAmount: 4501.5,
      });
      expect(ok.body.payment).toMatchObject({
        provider: 'sandbox',
        keyId: 'rzp_test_sandbox',
        amount: 450150,
        currency: 'INR',
        description: 'Registration for Himalayan Retreat',
        prefill: { name: 'Asha Verma', email: 'asha@example.org', contact: '+91 98765 43210' },
        theme: { color: '#e8820c' },
      });
      expect(ok.body.payment.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
      expect(ok.body.registration.orderId).toBe(ok.body.payment.orderId);
      const [row] = await t.dataSource.query(
        `SELECT hold_expires_at > now() + interval '14 minutes' AND hold_expires_at <= now() + interval '15 minutes' AS fifteen FROM event_registrations WHERE id = $1`,
        [ok.body.registration.id],
      );
      expect(row.fifteen).toBe(true);
      const detail = await t.http.get(`/api/events/${event.urlSlug}`).expect(200);
      expect(detail.body.ticketTypes[0].seatsLeft).toBe(7);
    });

    it('uses the event price when a paid event has no ticket types', async () => {
      const event = await insertEvent(t.dataSource, { isPaid: true, price: 250 });
      const response = await register({ eventSlug: event.urlSlug, numberOfTickets: 2, ...attendee }).expect(
        201,
      );
      expect(response.body.payment.amount).toBe(50000);
      expect(response.body.registration.ticketTypeName).toBeNull();
    });

    it('completes a registration whose zero-priced type costs nothing, without a payment', async () => {
      const { event, type } = await paidEvent(5, 0);
      const response = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 1,
        ...attendee,
      }).expect(201);
      expect(response.body.payment).toBeNull();
      expect(response.body.registration.status).toBe('completed');
    });

    it('completes on a valid signature, answers the receipt, and is harmless when repeated', async () => {
      const { event, type } = await paidEvent();
      const created = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 2,
        ...attendee,
      }).expect(201);
      const { id } = created.body.registration;
      const payment = signedPayment(created.body.payment.orderId);
      const first = await t.http
        .post(`/api/registrations/${id}/payment`)
        .set('X-Access-Token', created.body.accessToken)
        .send(payment)
        .expect(200);
      expect(first.body.registration).toMatchObject({
        status: 'completed',
        paymentId: payment.razorpay_payment_id,
        orderId: payment.razorpay_order_id,
      });
      const again = await t.http
        .post(`/api/registrations/${id}/payment`)
        .set('X-Access-Token', created.body.accessToken)
        .send(payment)
        .expect(200);
      expect(again.body.registration.status).toBe('completed');
      const mails = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE dedupe_key = $1`,
        [`registration-receipt:${id}`],
      );
      expect(mails[0].n).toBe(1);
    });

    describe('tampered confirmations change nothing', () => {
      let created: {
        body: { registration: { id: string }; accessToken: string; payment: { orderId: string } };
      };
      beforeAll(async () => {
        const { event, type } = await paidEvent();
        created = await register({
          eventSlug: event.urlSlug,
          ticketTypeId: type.id,
          numberOfTickets: 1,
          ...attendee,
        });
      });
      const confirm = (body: object) =>
        t.http
          .post(`/api/registrations/${created.body.registration.id}/payment`)
          .set('X-Access-Token', created.body.accessToken)
          .send(body);

      it('refuses a signature made with the wrong secret', async () => {
        const response = await confirm(
          signedPayment(created.body.payment.orderId, 'pay_Abc123', 'not-the-secret'),
        ).expect(400);
        expect(response.body).toMatchObject({
          message: 'The payment signature is not valid',
          code: 'invalid_signature',
        });
      });

      it('refuses a valid signature for another order', async () => {
        const { event, type } = await paidEvent(null, 1);
        const cheap = await register({
          eventSlug: event.urlSlug,
          ticketTypeId: type.id,
          numberOfTickets: 1,
          ...attendee,
        }).expect(201);
        const otherPayment = signedPayment(cheap.body.payment.orderId);
        await confirm(otherPayment).expect(400);
        // even when the attacker claims our order id with the other order's payment and signature
        await confirm({ ...otherPayment, razorpay_order_id: created.body.payment.orderId }).expect(400);
      });

      it('refuses malformed fields with 400 naming them', async () => {
        const response = await confirm({
          razorpay_order_id: created.body.payment.orderId,
          razorpay_payment_id: 'pay_1',
          razorpay_signature: "' OR 1=1",
        }).expect(400);
        expect(response.body.fields).toHaveProperty('razorpay_signature');
        await confirm({}).expect(400);
      });

      afterAll(async () => {
        expect(await status(created.body.registration.id)).toBe('pending');
      });
    });

    it('cancels a dismissed checkout: failed, seats released; a completed one never goes back', async () => {
      const { event, type } = await paidEvent(4);
      const created = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 4,
        ...attendee,
      }).expect(201);
      await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 1,
        ...attendee,
      }).expect(409);
      const token = created.body.accessToken;
      const cancelled = await t.http
        .post(`/api/registrations/${created.body.registration.id}/cancel`)
        .set('X-Access-Token', token)
        .send({ reason: 'dismissed' })
        .expect(200);
      expect(cancelled.body.registration.status).toBe('failed');
      await t.http
        .post(`/api/registrations/${created.body.registration.id}/cancel`)
        .set('X-Access-Token', token)
        .send({ reason: 'shrug' })
        .expect(400);
      const second = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 4,
        ...attendee,
      }).expect(201);
      await t.http
        .post(`/api/registrations/${second.body.registration.id}/payment`)
        .set('X-Access-Token', second.body.accessToken)
        .send(signedPayment(second.body.payment.orderId))
        .expect(200);
      const after = await t.http
        .post(`/api/registrations/${second.body.registration.id}/cancel`)
        .set('X-Access-Token', second.body.accessToken)
        .send({ reason: 'failed' })
        .expect(200);
      expect(after.body.registration.status).toBe('completed');
    });
  });

  describe('access to a registration', () => {
    it('needs the id and its token; anything else is 404 without revealing existence', async () => {
      const event = await insertEvent(t.dataSource);
      const created = await register({ eventSlug: event.urlSlug, numberOfTickets: 1, ...attendee }).expect(
        201,
      );
      const { id } = created.body.registration;
      const read = await t.http
        .get(`/api/registrations/${id}`)
        .set('X-Access-Token', created.body.accessToken)
        .expect(200);
      expect(read.body.registration.id).toBe(id);
      for (const token of [undefined, '', 'wrong', created.body.accessToken.slice(1)]) {
        const call = t.http.get(`/api/registrations/${id}`);
        const response = await (token === undefined ? call : call.set('X-Access-Token', token)).expect(404);
        expect(response.body.message).toBe('Registration not found');
      }
      await t.http
        .get('/api/registrations/00000000-0000-4000-8000-000000000000')
        .set('X-Access-Token', created.body.accessToken)
        .expect(404);
      await t.http
        .get('/api/registrations/not-a-uuid')
        .set('X-Access-Token', created.body.accessToken)
        .expect(404);
      await t.http
        .post(`/api/registrations/${id}/cancel`)
        .set('X-Access-Token', 'nope')
        .send({ reason: 'dismissed' })
        .expect(404);
      await t.http.post(`/api/registrations/${id}/payment`).send(signedPayment('order_X')).expect(404);
    });
  });

  describe('rules and messages', () => {
    it('404 for an unknown or inactive event', async () => {
      const response = await register({ eventSlug: 'no-such-event', numberOfTickets: 1, ...attendee }).expect(
        404,
      );
      expect(response.body.message).toBe('Event not found');
      const hidden = await insertEvent(t.dataSource, { isActive: false });
      await register({ eventSlug: hidden.urlSlug, numberOfTickets: 1, ...attendee }).expect(404);
    });

    it("409 'Registration Closed' from 09:00 IST on the start date", async () => {
      const event = await insertEvent(t.dataSource, {
        startDate: calendarDate(-1),
        endDate: calendarDate(2),
      });
      const before = await count();
      const response = await register({ eventSlug: event.urlSlug, numberOfTickets: 1, ...attendee }).expect(
        409,
      );
      expect(response.body).toMatchObject({ message: 'Registration Closed', code: 'registration_closed' });
      expect(await count()).toBe(before);
    });

    it("409 'Only {n} tickets available for this type.' with the number, and sold-out types refused", async () => {
      const { event, type } = await paidEvent(5);
      await insertRegistration(t.dataSource, event.id, { ticketTypeId: type.id, numberOfTickets: 2 });
      await insertRegistration(t.dataSource, event.id, {
        ticketTypeId: type.id,
        numberOfTickets: 1,
        paymentStatus: 'pending',
        holdExpiresAt: new Date(Date.now() + 60000),
      });
      await insertRegistration(t.dataSource, event.id, {
        ticketTypeId: type.id,
        numberOfTickets: 2,
        paymentStatus: 'pending',
        holdExpiresAt: new Date(Date.now() - 1000),
      });
      await insertRegistration(t.dataSource, event.id, {
        ticketTypeId: type.id,
        numberOfTickets: 2,
        paymentStatus: 'failed',
      });
      const tooMany = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 3,
        ...attendee,
      }).expect(409);
      expect(tooMany.body).toMatchObject({
        message: 'Only 2 tickets available for this type.',
        available: 2,
        code: 'not_enough_tickets',
      });
      await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 2,
        ...attendee,
      }).expect(201);
      const soldOut = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 1,
        ...attendee,
      }).expect(409);
      expect(soldOut.body).toMatchObject({ message: 'Sold Out', code: 'sold_out', available: 0 });
      const zero = await insertTicketType(t.dataSource, event.id, { availableQuantity: 0 });
      await register({
        eventSlug: event.urlSlug,
        ticketTypeId: zero.id,
        numberOfTickets: 1,
        ...attendee,
      }).expect(409);
    });

    it.each([
      [{ email: 'not-an-email' }, 'email', 'email must be a valid e-mail address'],
      [{ email: '' }, 'email', undefined],
      [
        { phone: 'call me' },
        'phone',
        'phone must be a valid phone number (7 to 15 digits, optional leading +)',
      ],
      [{ phone: '12' }, 'phone', undefined],
      [
        { phone: '9 8 7 6 5 4 3 2 1 0 . . . . . . . . . .' },
        'phone',
        'phone must be a valid phone number (7 to 15 digits, optional leading +)',
      ],
      [{ name: '   ' }, 'name', 'name is required'],
      [{ address: undefined }, 'address', undefined],
      [{ numberOfTickets: 0 }, 'numberOfTickets', 'numberOfTickets must be a whole number from 1 to 10'],
      [{ numberOfTickets: 11 }, 'numberOfTickets', 'numberOfTickets must be a whole number from 1 to 10'],
      [{ numberOfTickets: 1.5 }, 'numberOfTickets', undefined],
      [{ numberOfTickets: '2' }, 'numberOfTickets', undefined],
      [{ eventSlug: 42 }, 'eventSlug', undefined],
      [{ ticketTypeId: 'abc' }, 'ticketTypeId', undefined],
      [{ paymentStatus: 'completed' }, 'paymentStatus', 'property paymentStatus should not exist'],
    ])('400 for %j naming %s, writing nothing', async (override, field, message) => {
      const event = await insertEvent(t.dataSource);
      const before = await count();
      const response = await register({
        eventSlug: event.urlSlug,
        numberOfTickets: 1,
        ...attendee,
        ...override,
      }).expect(400);
      expect(response.body.fields).toHaveProperty(field);
      if (message) expect(response.body.fields[field]).toBe(message);
      expect(await count()).toBe(before);
    });

    it('400 when the event has types and none (or a foreign one) is chosen, or a type is given for an event without', async () => {
      const { event } = await paidEvent();
      const other = await paidEvent();
      const missing = await register({ eventSlug: event.urlSlug, numberOfTickets: 1, ...attendee }).expect(
        400,
      );
      expect(missing.body.fields).toEqual({ ticketTypeId: 'Choose a ticket type' });
      const foreign = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: other.type.id,
        numberOfTickets: 1,
        ...attendee,
      }).expect(400);
      expect(foreign.body.fields).toEqual({ ticketTypeId: 'Unknown ticket type for this event' });
      const free = await insertEvent(t.dataSource);
      await register({
        eventSlug: free.urlSlug,
        ticketTypeId: other.type.id,
        numberOfTickets: 1,
        ...attendee,
      }).expect(400);
    });

    it('refuses a body that is not JSON or not an object with 4xx', async () => {
      await t.http
        .post('/api/registrations')
        .set('Content-Type', 'application/json')
        .send('{"eventSlug":')
        .expect(400);
      await t.http
        .post('/api/registrations')
        .set('Content-Type', 'application/json')
        .send('[1,2]')
        .expect(400);
    });
  });

  describe('holds', () => {
    it('an expired hold no longer counts; the sweep marks it failed once, in any number of processes', async () => {
      const { event, type } = await paidEvent(3);
      const created = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 3,
        ...attendee,
      }).expect(201);
      await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 1,
        ...attendee,
      }).expect(409);
      await t.dataSource.query(
        `UPDATE event_registrations SET hold_expires_at = now() - interval '1 second' WHERE id = $1`,
        [created.body.registration.id],
      );
      // lazily released: available at once, before any sweep
      const detail = await t.http.get(`/api/events/${event.urlSlug}`).expect(200);
      expect(detail.body.ticketTypes[0].seatsLeft).toBe(3);
      const holds = t.app.get(RegistrationHoldsService);
      const [a, b] = await Promise.all([holds.sweep(), t.app.get(RegistrationHoldsService).sweep()]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      expect(await status(created.body.registration.id)).toBe('failed');
      expect(await holds.sweep()).toBe(0);
    });

    it('a late payment completes when the seats are still free', async () => {
      const { event, type } = await paidEvent(3);
      const created = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 2,
        ...attendee,
      }).expect(201);
      await t.dataSource.query(
        `UPDATE event_registrations SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
        [created.body.registration.id],
      );
      await t.app.get(RegistrationHoldsService).sweep();
      const paid = await t.http
        .post(`/api/registrations/${created.body.registration.id}/payment`)
        .set('X-Access-Token', created.body.accessToken)
        .send(signedPayment(created.body.payment.orderId))
        .expect(200);
      expect(paid.body.registration.status).toBe('completed');
    });

    it('a late payment whose seats were sold meanwhile is not completed but marked for refund', async () => {
      const { event, type } = await paidEvent(3);
      const late = await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 2,
        ...attendee,
      }).expect(201);
      await t.dataSource.query(
        `UPDATE event_registrations SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
        [late.body.registration.id],
      );
      await register({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 3,
        ...attendee,
      }).expect(201);
      const payment = signedPayment(late.body.payment.orderId);
      const response = await t.http
        .post(`/api/registrations/${late.body.registration.id}/payment`)
        .set('X-Access-Token', late.body.accessToken)
        .send(payment)
        .expect(409);
      expect(response.body.code).toBe('refund_pending');
      const [row] = await t.dataSource.query(
        `SELECT payment_status, payment_id, needs_refund, refund_reason FROM event_registrations WHERE id = $1`,
        [late.body.registration.id],
      );
      expect(row).toMatchObject({
        payment_status: 'failed',
        payment_id: payment.razorpay_payment_id,
        needs_refund: true,
      });
      expect(row.refund_reason).toMatch(/refund/);
      // repeating it changes nothing
      await t.http
        .post(`/api/registrations/${late.body.registration.id}/payment`)
        .set('X-Access-Token', late.body.accessToken)
        .send(payment)
        .expect(409);
      const seats = await t.http.get(`/api/events/${event.urlSlug}`).expect(200);
      expect(seats.body.ticketTypes[0].seatsLeft).toBe(0);
    });
  });
});
