import { randomUUID } from 'node:crypto';
import {
  CHECK_IN_TOKEN_HEADER,
  WALK_IN_MESSAGES,
  type CheckInLink,
  type CheckInWalkInRequest,
  type CheckInWalkInResponse,
  type EventCheckInFigures,
} from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent, insertTicketType } from '../testing/fixtures.js';
import {
  createPaymentsTestApp,
  hmacHex,
  newEventId,
  postWebhook,
  SANDBOX_SECRET,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';

describe('walk-ins at the door', () => {
  let t: PaymentsTestApp;
  let auth: string;
  let event: { id: string };
  let other: { id: string };
  let standard: { id: string };
  let link: CheckInLink;
  let token: string;
  const device = { id: randomUUID(), name: 'Gate phone' };

  beforeAll(async () => {
    t = await createPaymentsTestApp({ ADMIN_URL: 'https://admin.example.org' });
    auth = (await signInNewAdmin(t)).bearer;
    event = await insertEvent(t.dataSource, {
      title: 'Ghat Satsang',
      isPaid: true,
      price: 500,
      startDate: calendarDate(0),
      endDate: calendarDate(1),
    });
    other = await insertEvent(t.dataSource, { title: 'Another Satsang' });
    standard = await insertTicketType(t.dataSource, event.id, { name: 'Standard', price: 500 });
    link = (
      await t.http
        .post('/api/admin/check-in-links')
        .set('Authorization', auth)
        .send({ eventId: event.id, label: 'Door A' })
        .expect(201)
    ).body as CheckInLink;
    token = decodeURIComponent(link.url.split('#token=')[1]);
  });
  afterAll(() => t.close());

  const walkIn = (overrides: Partial<CheckInWalkInRequest> = {}): CheckInWalkInRequest => ({
    clientWalkInId: randomUUID(),
    device,
    eventId: event.id,
    ticketTypeId: standard.id,
    numberOfTickets: 2,
    name: 'Meera Joshi',
    phone: '+91 98765 43210',
    payment: { mode: 'cash', amount: 1000 },
    ...overrides,
  });
  const post = (body: unknown, callerToken = token) =>
    t.http
      .post('/api/check-in/walk-ins')
      .set(CHECK_IN_TOKEN_HEADER, callerToken)
      .send(body as object);
  const rows = async () =>
    (
      (await t.dataSource.query(
        `SELECT (SELECT count(*)::int FROM event_registrations) AS registrations,
                (SELECT count(*)::int FROM check_in_walk_ins) AS "walkIns",
                (SELECT count(*)::int FROM check_in_scans) AS scans`,
      )) as { registrations: number; walkIns: number; scans: number }[]
    )[0];

  it('books a cash walk-in, completed and checked in at once, with its mode, phone and link', async () => {
    const body = walkIn({ payment: { mode: 'cash', amount: 1000, reference: 'Receipt 17' } });
    const response = await post(body).expect(201);
    const answer = response.body as CheckInWalkInResponse;
    expect(answer).toMatchObject({
      clientWalkInId: body.clientWalkInId,
      status: 'completed',
      booking: {
        name: 'Meera Joshi',
        numberOfTickets: 2,
        ticketTypeName: 'Standard',
        totalAmount: '1000.00',
        mode: 'cash',
      },
      upi: null,
    });
    const [registration] = await t.dataSource.query(
      `SELECT payment_status, total_amount::text, completed_at IS NOT NULL AS completed, email, phone
         FROM event_registrations WHERE id = $1`,
      [answer.booking.id],
    );
    expect(registration).toEqual({
      payment_status: 'completed',
      total_amount: '1000.00',
      completed: true,
      email: '',
      phone: '+91 98765 43210',
    });
    const [stored] = await t.dataSource.query(
      `SELECT payment_mode, amount_taken::text, reference, device_id, device_name, link_id FROM check_in_walk_ins
        WHERE client_walk_in_id = $1`,
      [body.clientWalkInId],
    );
    expect(stored).toEqual({
      payment_mode: 'cash',
      amount_taken: '1000.00',
      reference: 'Receipt 17',
      device_id: device.id,
      device_name: 'Gate phone',
      link_id: link.id,
    });
    // Checked in: both tickets, on this phone; the snapshot every phone downloads says so.
    const snapshot = await t.http
      .get(`/api/check-in/events/${event.id}/snapshot`)
      .set(CHECK_IN_TOKEN_HEADER, token)
      .expect(200);
    expect(snapshot.body.bookings.find((b: { id: string }) => b.id === answer.booking.id)).toMatchObject({
      admissions: 2,
      checkedIn: 2,
      state: 'valid',
      lastCheckIn: { device: 'Gate phone' },
    });
    expect(answer.counts.checkedIn).toBeGreaterThanOrEqual(2);
  });

  it('answers a replayed walk-in (a retried sync) with the same booking and changes nothing', async () => {
    const body = walkIn();
    const first = (await post(body).expect(201)).body as CheckInWalkInResponse;
    const before = await rows();
    const again = await post(body).expect(200);
    expect(again.body).toEqual(first);
    // Even with other details (the phone's copy is what counts the first time).
    await post({ ...body, numberOfTickets: 5, name: 'Someone else' }).expect(200);
    // Two replays racing each other make one walk-in too.
    const racing = walkIn();
    const answers = await Promise.all([post(racing), post(racing), post(racing)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.booking.id)).size).toBe(1);
    expect(await rows()).toEqual({
      registrations: before.registrations + 1,
      walkIns: before.walkIns + 1,
      scans: before.scans + 1,
    });
  });

  it('refuses a negative amount, an amount below the price, and free for a paid ticket, writing nothing', async () => {
    const before = await rows();
    const negative = await post(walkIn({ payment: { mode: 'cash', amount: -1 } })).expect(400);
    expect(negative.body.message).toBe('payment.amount may not be negative');
    const below = await post(walkIn({ payment: { mode: 'cash', amount: 999.99 } })).expect(400);
    expect(below.body).toMatchObject({
      code: 'walk_in_price_refused',
      message: WALK_IN_MESSAGES.amountBelowPrice('₹1,000'),
      totalAmount: '1000.00',
    });
    const free = await post(walkIn({ payment: { mode: 'free', amount: 0 } })).expect(400);
    expect(free.body.message).toBe(WALK_IN_MESSAGES.paidNotFree);
    const upiBelow = await post(walkIn({ payment: { mode: 'upi', amount: 10 } })).expect(400);
    expect(upiBelow.body.code).toBe('walk_in_price_refused');
    await post(walkIn({ ticketTypeId: undefined })).expect(400);
    await post(walkIn({ ticketTypeId: randomUUID() })).expect(400);
    await post(walkIn({ numberOfTickets: 0 })).expect(400);
    await post({ ...walkIn(), surprise: true }).expect(400);
    await post(walkIn({ payment: { mode: 'cheque' as 'cash', amount: 1000 } })).expect(400);
    expect(await rows()).toEqual(before);
  });

  it('takes a free walk-in for a free event, and refuses cash for it', async () => {
    const freeEvent = await insertEvent(t.dataSource, { title: 'Free Kirtan' });
    const free = await t.http
      .post('/api/check-in/walk-ins')
      .set('Authorization', auth)
      .send(walkIn({ eventId: freeEvent.id, ticketTypeId: undefined, payment: { mode: 'free', amount: 0 } }))
      .expect(201);
    expect(free.body).toMatchObject({ status: 'completed', booking: { totalAmount: '0.00', mode: 'free' } });
    const cash = await t.http
      .post('/api/check-in/walk-ins')
      .set('Authorization', auth)
      .send(
        walkIn({ eventId: freeEvent.id, ticketTypeId: undefined, payment: { mode: 'cash', amount: 100 } }),
      )
      .expect(400);
    expect(cash.body.message).toBe(WALK_IN_MESSAGES.freeNotPaid);
  });

  it('refuses a link’s walk-in for another event (404), writing nothing', async () => {
    const before = await rows();
    await post(walkIn({ eventId: other.id, ticketTypeId: undefined })).expect(404);
    expect(await rows()).toEqual(before);
  });

  it('refuses a walk-in for a cancelled event (409), writing nothing', async () => {
    const rainedOff = await insertEvent(t.dataSource, { title: 'Ghat Aarti', isPaid: false, price: 0 });
    await t.dataSource.query(`UPDATE events SET cancelled_at = now() WHERE id = $1`, [rainedOff.id]);
    const before = await rows();
    const refused = await t.http
      .post('/api/check-in/walk-ins')
      .set('Authorization', auth)
      .send(walkIn({ eventId: rainedOff.id, ticketTypeId: undefined, payment: { mode: 'free', amount: 0 } }))
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'event_cancelled',
      message: 'This event has been cancelled.',
    });
    expect(await rows()).toEqual(before);
  });

  it('respects the seats: 409 when full, and never oversells under concurrent walk-ins', async () => {
    const few = await insertTicketType(t.dataSource, event.id, {
      name: 'Few',
      price: 500,
      availableQuantity: 3,
    });
    await post(walkIn({ ticketTypeId: few.id, numberOfTickets: 2 })).expect(201);
    const before = await rows();
    const tooMany = await post(walkIn({ ticketTypeId: few.id, numberOfTickets: 2 })).expect(409);
    expect(tooMany.body).toMatchObject({
      code: 'walk_in_seats_full',
      message: WALK_IN_MESSAGES.notEnoughSeats(1),
      available: 1,
    });
    expect(await rows()).toEqual(before);

    const hall = await insertTicketType(t.dataSource, event.id, {
      name: 'Hall',
      price: 500,
      availableQuantity: 5,
    });
    const answers = await Promise.all(
      Array.from({ length: 9 }, () =>
        post(walkIn({ ticketTypeId: hall.id, numberOfTickets: 1, payment: { mode: 'cash', amount: 500 } })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0].body.message).toBe(WALK_IN_MESSAGES.full);
    const [{ sold }] = await t.dataSource.query(
      `SELECT sum(number_of_tickets)::int AS sold FROM event_registrations WHERE ticket_type_id = $1`,
      [hall.id],
    );
    expect(sold).toBe(5);
  });

  it('plays a UPI walk-in on the sandbox: a QR code for the exact amount, paid once, then checked in', async () => {
    const body = walkIn({ numberOfTickets: 3, payment: { mode: 'upi', amount: 1500 } });
    const created = (await post(body).expect(201)).body as CheckInWalkInResponse;
    expect(created.status).toBe('awaiting-payment');
    expect(created.upi).toMatchObject({ amountPaise: 150000 });
    expect(created.upi?.id).toMatch(/^qr_[A-Za-z0-9]{14}$/);
    expect(created.upi?.imageUrl).toMatch(/^data:image\/png;base64,/);
    // It holds its seats but lets nobody in until paid.
    const [pending] = await t.dataSource.query(
      `SELECT payment_status, hold_expires_at > now() AS held,
              (SELECT count(*)::int FROM check_in_scans c WHERE c.booking_id = r.id) AS scans
         FROM event_registrations r WHERE id = $1`,
      [created.booking.id],
    );
    expect(pending).toEqual({ payment_status: 'pending', held: true, scans: 0 });
    // Asking again (a retried sync) makes no second QR code.
    expect(((await post(body).expect(200)).body as CheckInWalkInResponse).upi?.id).toBe(created.upi?.id);

    const paid = await t.http.post(`/api/payments/sandbox/qr-codes/${created.upi?.id}/pay`).expect(200);
    expect(paid.body).toMatchObject({ qrCodeId: created.upi?.id, outcome: 'completed' });
    const after = await t.http
      .get(`/api/check-in/walk-ins/${body.clientWalkInId}`)
      .set(CHECK_IN_TOKEN_HEADER, token)
      .expect(200);
    expect(after.body).toMatchObject({ status: 'completed', booking: { mode: 'upi' } });
    const [done] = await t.dataSource.query(
      `SELECT payment_status, payment_id,
              (SELECT sum(admitted)::int FROM check_in_scans c WHERE c.booking_id = r.id) AS admitted
         FROM event_registrations r WHERE id = $1`,
      [created.booking.id],
    );
    expect(done).toEqual({ payment_status: 'completed', payment_id: paid.body.paymentId, admitted: 3 });
    // Single use: it cannot be paid again.
    await t.http.post(`/api/payments/sandbox/qr-codes/${created.upi?.id}/pay`).expect(404);
  });

  it('completes a UPI walk-in from a signed qr_code.credited webhook once, and refuses a forged one', async () => {
    const body = walkIn({ numberOfTickets: 1, payment: { mode: 'upi', amount: 500 } });
    const created = (await post(body).expect(201)).body as CheckInWalkInResponse;
    const event = {
      entity: 'event',
      event: 'qr_code.credited',
      contains: ['payment', 'qr_code'],
      payload: {
        payment: {
          entity: {
            id: 'pay_QrTest0000001',
            amount: 50000,
            currency: 'INR',
            status: 'captured',
            order_id: null,
          },
        },
        qr_code: { entity: { id: created.upi?.id, payment_amount: 50000, payments_amount_received: 50000 } },
      },
    };
    const raw = Buffer.from(JSON.stringify(event));
    await postWebhook(t, raw, { signature: hmacHex('not-the-secret', raw) }).expect(400);
    expect(
      (await t.http.get(`/api/check-in/walk-ins/${body.clientWalkInId}`).set(CHECK_IN_TOKEN_HEADER, token))
        .body.status,
    ).toBe('awaiting-payment');
    const eventId = newEventId();
    const first = await postWebhook(t, raw, { signature: hmacHex(SANDBOX_SECRET, raw), eventId }).expect(200);
    expect(first.body).toMatchObject({ status: 'processed', outcome: 'completed' });
    const repeated = await postWebhook(t, raw, { eventId }).expect(200);
    expect(repeated.body.status).toBe('duplicate');
    // The same payment under another event id completes nothing twice.
    const other = await postWebhook(t, raw).expect(200);
    expect(other.body.outcome).toBe('already_completed');
    const [{ scans }] = await t.dataSource.query(
      `SELECT count(*)::int AS scans FROM check_in_scans WHERE booking_id = $1`,
      [created.booking.id],
    );
    expect(scans).toBe(1);
  });

  it('sums the walk-ins and their money by link and phone and mode, for closing the day', async () => {
    const day = await insertEvent(t.dataSource, { title: 'Counted Day', isPaid: true, price: 500 });
    const dayLink = (
      await t.http
        .post('/api/admin/check-in-links')
        .set('Authorization', auth)
        .send({ eventId: day.id, label: 'Door B' })
        .expect(201)
    ).body as CheckInLink;
    const dayToken = decodeURIComponent(dayLink.url.split('#token=')[1]);
    const base = {
      eventId: day.id,
      ticketTypeId: undefined,
      device: { id: randomUUID(), name: 'Door B phone' },
    };
    for (let i = 0; i < 3; i += 1)
      await post(
        walkIn({ ...base, numberOfTickets: 3, payment: { mode: 'cash', amount: 1500 } }),
        dayToken,
      ).expect(201);
    // More cash taken than the price (change not given) still counts the price.
    await post(
      walkIn({ ...base, numberOfTickets: 1, payment: { mode: 'cash', amount: 600 } }),
      dayToken,
    ).expect(201);
    const upi = (
      await post(
        walkIn({ ...base, numberOfTickets: 2, payment: { mode: 'upi', amount: 1000 } }),
        dayToken,
      ).expect(201)
    ).body as CheckInWalkInResponse;
    await t.http.post(`/api/payments/sandbox/qr-codes/${upi.upi?.id}/pay`).expect(200);
    // An unpaid UPI walk-in counts nothing.
    await post(
      walkIn({ ...base, numberOfTickets: 1, payment: { mode: 'upi', amount: 500 } }),
      dayToken,
    ).expect(201);
    await t.http
      .post('/api/check-in/walk-ins')
      .set('Authorization', auth)
      .send(
        walkIn({
          ...base,
          device: { id: randomUUID(), name: 'Office laptop' },
          numberOfTickets: 1,
          payment: { mode: 'cash', amount: 500 },
        }),
      )
      .expect(201);

    const figures = (
      await t.http.get(`/api/admin/events/${day.id}/check-in`).set('Authorization', auth).expect(200)
    ).body as EventCheckInFigures;
    expect(figures.walkIns).toEqual([
      { source: 'Admin', device: 'Office laptop', walkIns: 1, tickets: 1, cash: '500.00', upi: '0.00' },
      { source: 'Door B', device: 'Door B phone', walkIns: 5, tickets: 12, cash: '5000.00', upi: '1000.00' },
    ]);
    expect(figures.checkedIn).toBe(13);

    // The registrations CSV keeps its columns; walk-ins say so, with their mode.
    const csv = await t.http
      .get(
        `/api/admin/registrations/export.csv?filter=${encodeURIComponent(JSON.stringify({ eventId: day.id }))}`,
      )
      .set('Authorization', auth)
      .expect(200);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).not.toMatch(/walk/i);
    expect(lines.filter((line) => line.includes('completed (walk-in, cash)'))).toHaveLength(5);
    expect(lines.filter((line) => line.includes('completed (walk-in, upi)'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('pending (walk-in, upi)'))).toHaveLength(1);
  });
});
