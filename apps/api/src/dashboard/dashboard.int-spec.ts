import { indiaCalendarDate, type AdminDashboard } from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** `YYYY-MM-DD` shifted by whole days. */
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** `YYYY-MM` shifted by whole months. */
const addMonths = (month: string, months: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 7);
};

describe('admin dashboard API', () => {
  let t: TestApp;
  let auth: string;
  const today = indiaCalendarDate();
  const thisMonth = today.slice(0, 7);
  const ids: Record<string, string> = {};

  /** Noon in India on `day`, so the day is the same in every time zone the test might run in. */
  const indiaNoon = (day: string) => `${day}T06:30:00Z`;

  async function register(
    eventId: string,
    ticketTypeId: string | null,
    values: { tickets: number; total: number; status: string; day: string; holdMinutes?: number },
  ) {
    const registration = await insertRegistration(t.dataSource, eventId, {
      ticketTypeId,
      numberOfTickets: values.tickets,
      totalAmount: values.total,
      paymentStatus: values.status as 'completed',
    });
    await t.dataSource.query(
      `UPDATE event_registrations SET created_at = $2,
              hold_expires_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(mins => $3::int) END
        WHERE id = $1`,
      [registration.id, indiaNoon(values.day), values.holdMinutes ?? null],
    );
    return registration.id;
  }

  let entries = 0;
  async function waitlistEntry(eventId: string, ticketTypeId: string, status: string) {
    entries += 1;
    await t.dataSource.query(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets, status)
       VALUES ($1, $2, 'Seeker', $3, '+919800000000', 2, $4)`,
      [eventId, ticketTypeId, `seeker${entries}@example.org`, status],
    );
  }

  let scans = 0;
  async function scan(
    eventId: string,
    bookingId: string,
    requested: number,
    admitted: number,
    outcome: string,
  ) {
    scans += 1;
    await t.dataSource.query(
      `INSERT INTO check_in_scans (client_scan_id, kind, event_id, booking_id, requested, admitted, outcome,
           device_id, device_name, scanned_at)
       VALUES ($1, 'admit', $2, $3, $4, $5, $6, 'phone-1', 'Gate phone', now())`,
      [`scan-${scans}`, eventId, bookingId, requested, admitted, outcome],
    );
  }

  async function donate(amount: number, donationType: string, status: string, day: string) {
    await t.dataSource.query(
      `INSERT INTO donations (amount, donation_type, payment_status, access_token_hash, created_at)
       VALUES ($1, $2, $3, 'x', $4)`,
      [amount, donationType, status, indiaNoon(day)],
    );
  }

  async function recurringGift(period: 'monthly' | 'yearly', amount: string, status: string) {
    await t.dataSource.query(
      `INSERT INTO recurring_gifts (period, amount, status, provider, total_count, email, access_token_hash)
       VALUES ($1, $2, $3, 'razorpay', 12, 'donor@example.org', 'x')`,
      [period, amount, status],
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;

    const retreat = await insertEvent(t.dataSource, {
      title: 'Himalayan Retreat',
      isPaid: true,
      price: 500,
      startDate: calendarDate(10),
      endDate: calendarDate(12),
    });
    const tent = await insertTicketType(t.dataSource, retreat.id, {
      name: 'Tent',
      price: 500,
      availableQuantity: 10,
    });
    const cottage = await insertTicketType(t.dataSource, retreat.id, {
      name: 'Cottage',
      price: 1000,
      availableQuantity: null,
    });
    const satsang = await insertEvent(t.dataSource, {
      title: 'Sunday Satsang',
      isPaid: false,
      startDate: calendarDate(5),
      endDate: calendarDate(5),
    });
    // Over yesterday, a hidden one and a cancelled one: none is upcoming.
    const past = await insertEvent(t.dataSource, {
      title: 'Past Camp',
      startDate: calendarDate(-3),
      endDate: calendarDate(-2),
    });
    await insertEvent(t.dataSource, {
      title: 'Hidden Draft',
      isActive: false,
      startDate: calendarDate(3),
      endDate: calendarDate(3),
    });
    const rainedOff = await insertEvent(t.dataSource, {
      title: 'Ghat Aarti',
      startDate: calendarDate(4),
      endDate: calendarDate(4),
    });
    await t.dataSource.query(`UPDATE events SET cancelled_at = now() WHERE id = $1`, [rainedOff.id]);
    Object.assign(ids, { retreat: retreat.id, tent: tent.id, cottage: cottage.id, satsang: satsang.id });

    const tentBooking = await register(retreat.id, tent.id, {
      tickets: 3,
      total: 1500,
      status: 'completed',
      day: today,
    });
    const heldBooking = await register(retreat.id, tent.id, {
      tickets: 2,
      total: 1000,
      status: 'pending',
      day: today,
      holdMinutes: 10,
    });
    await register(retreat.id, tent.id, {
      tickets: 4,
      total: 2000,
      status: 'pending',
      day: today,
      holdMinutes: -1,
    });
    await register(retreat.id, tent.id, { tickets: 1, total: 500, status: 'failed', day: today });
    await register(retreat.id, cottage.id, {
      tickets: 1,
      total: 1000,
      status: 'completed',
      day: addDays(today, -1),
    });
    await register(satsang.id, null, { tickets: 2, total: 0, status: 'completed', day: addDays(today, -1) });
    // 40 days ago: outside the 30 days, inside this or last month's revenue depending on the date.
    await register(past.id, null, { tickets: 1, total: 300, status: 'completed', day: addDays(today, -40) });

    // The retreat's waiting list: two waiting and one offered a seat are still in line; the rest are not.
    for (const status of ['waiting', 'waiting', 'offered', 'booked', 'expired', 'removed']) {
      await waitlistEntry(retreat.id, tent.id, status);
    }
    // Two of the three admissions of the tent booking are in; an undone admit and the refused scan of a
    // booking still pending count nothing.
    await scan(retreat.id, tentBooking, 2, 2, 'admitted');
    await scan(retreat.id, tentBooking, 1, 0, 'undone');
    await scan(retreat.id, heldBooking, 2, 0, 'unknown-booking');

    await donate(1000, 'one-time', 'completed', today);
    await donate(500, 'monthly', 'completed', today);
    await donate(700, 'monthly', 'completed', `${addMonths(thisMonth, -2)}-15`);
    await donate(9000, 'yearly', 'pending', today);
    await donate(4000, 'one-time', 'completed', `${addMonths(thisMonth, -12)}-15`);

    // Active: authenticated, active and pending (a charge being retried); the others are not.
    await recurringGift('monthly', '500.00', 'active');
    await recurringGift('monthly', '250.50', 'active');
    await recurringGift('yearly', '1001.00', 'active');
    await recurringGift('yearly', '1001.00', 'authenticated');
    await recurringGift('monthly', '100.00', 'pending');
    for (const status of ['created', 'failed', 'halted', 'cancelled', 'completed']) {
      await recurringGift('monthly', '9999.00', status);
    }
  });
  afterAll(() => t.close());

  // An owner's: every part is there.
  const dashboard = async () =>
    (await t.http.get('/api/admin/dashboard').set('Authorization', auth).expect(200))
      .body as Required<AdminDashboard>;

  it('answers each staff role only its own figures: events for events, giving for finance, none for content', async () => {
    const owner = await dashboard();
    const asRole = async (role: 'finance' | 'events' | 'content') => {
      const session = await signInNewAdmin(t, undefined, role);
      return (await t.http.get('/api/admin/dashboard').set('Authorization', session.bearer).expect(200))
        .body as AdminDashboard;
    };
    expect(await asRole('events')).toEqual({
      today,
      upcomingEvents: owner.upcomingEvents,
      registrationsPerDay: owner.registrationsPerDay,
    });
    expect(await asRole('finance')).toEqual({
      today,
      revenuePerMonth: owner.revenuePerMonth,
      donationsByType: owner.donationsByType,
      recurringGifts: owner.recurringGifts,
    });
    expect(await asRole('content')).toEqual({ today });
  });

  it('lists upcoming active events soonest first with seats sold, held and left per ticket type', async () => {
    const body = await dashboard();
    expect(body.today).toBe(today);
    expect(body.upcomingEvents).toEqual([
      {
        id: ids.satsang,
        title: 'Sunday Satsang',
        startDate: calendarDate(5),
        endDate: calendarDate(5),
        isPaid: false,
        seats: [{ ticketTypeId: null, name: 'All tickets', capacity: null, sold: 2, held: 0, left: null }],
        waitlist: { waiting: 0, offered: 0 },
        checkIn: { expected: 2, checkedIn: 0 },
      },
      {
        id: ids.retreat,
        title: 'Himalayan Retreat',
        startDate: calendarDate(10),
        endDate: calendarDate(12),
        isPaid: true,
        seats: [
          // The expired hold (4) and the failed registration (1) take no seats.
          { ticketTypeId: ids.tent, name: 'Tent', capacity: 10, sold: 3, held: 2, left: 5 },
          { ticketTypeId: ids.cottage, name: 'Cottage', capacity: null, sold: 1, held: 0, left: null },
        ],
        waitlist: { waiting: 2, offered: 1 },
        // Admissions of the completed bookings (3 tents and a cottage); the pending booking's scan counts none.
        checkIn: { expected: 4, checkedIn: 2 },
      },
    ]);
  });

  it('counts completed registrations per India day over the last 30 days, zero-filled', async () => {
    const { registrationsPerDay } = await dashboard();
    expect(registrationsPerDay).toHaveLength(30);
    expect(registrationsPerDay[0].date).toBe(addDays(today, -29));
    expect(registrationsPerDay.at(-1)).toEqual({ date: today, registrations: 1, tickets: 3 });
    expect(registrationsPerDay.at(-2)).toEqual({ date: addDays(today, -1), registrations: 2, tickets: 3 });
    expect(registrationsPerDay.slice(0, -2).every((day) => day.registrations === 0)).toBe(true);
  });

  it('sums revenue of registrations and donations per India month over 12 months', async () => {
    const { revenuePerMonth } = await dashboard();
    expect(revenuePerMonth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonths(thisMonth, i - 11)),
    );
    const byMonth = Object.fromEntries(revenuePerMonth.map((m) => [m.month, m]));
    const yesterdayMonth = addDays(today, -1).slice(0, 7);
    const fortyDaysAgoMonth = addDays(today, -40).slice(0, 7);
    const expectedRegistrations: Record<string, number> = {};
    for (const [month, amount] of [
      [thisMonth, 1500],
      [yesterdayMonth, 1000],
      [fortyDaysAgoMonth, 300],
    ] as [string, number][]) {
      expectedRegistrations[month] = (expectedRegistrations[month] ?? 0) + amount;
    }
    for (const month of revenuePerMonth) {
      expect([month.month, month.registrations]).toEqual([
        month.month,
        expectedRegistrations[month.month] ?? 0,
      ]);
    }
    expect(byMonth[thisMonth].donations).toBe(1500);
    expect(byMonth[addMonths(thisMonth, -2)].donations).toBe(700);
    expect(revenuePerMonth.reduce((sum, m) => sum + m.donations, 0)).toBe(2200);
    expect(byMonth[thisMonth].from).toBe(`${thisMonth}-01`);
    expect(byMonth[addMonths(thisMonth, -11)].to.slice(0, 7)).toBe(addMonths(thisMonth, -11));
  });

  it('counts completed donations of the 12 months by type, every type present', async () => {
    expect((await dashboard()).donationsByType).toEqual([
      { donationType: 'monthly', count: 2, amount: 1200 },
      { donationType: 'yearly', count: 0, amount: 0 },
      { donationType: 'one-time', count: 1, amount: 1000 },
    ]);
  });

  it('counts active recurring gifts and their monthly amount (yearly as a twelfth, exact to the paisa)', async () => {
    expect((await dashboard()).recurringGifts).toEqual({
      active: 5,
      // 500 + 250.50 + 100 a month, and 2 × ₹1,001 a year = 2002 / 12 = 166.8333… → 166.83.
      monthlyAmount: 1017.33,
      byStatus: [
        // 750.50 + 1001 / 12 = 83.4166… → 83.42.
        { status: 'active', count: 3, monthlyAmount: 833.92 },
        { status: 'authenticated', count: 1, monthlyAmount: 83.42 },
        { status: 'pending', count: 1, monthlyAmount: 100 },
      ],
    });
  });

  it('links lead to lists that find the same rows (registrations and donations by India day)', async () => {
    const list = async (resource: string, filter: object) =>
      (
        await t.http
          .get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`)
          .set('Authorization', auth)
          .expect(200)
      ).body as unknown[];
    const { registrationsPerDay, revenuePerMonth } = await dashboard();
    const yesterday = registrationsPerDay.at(-2)!;
    expect(
      await list('registrations', {
        paymentStatus: 'completed',
        createdFrom: yesterday.date,
        createdTo: yesterday.date,
      }),
    ).toHaveLength(yesterday.registrations);
    const month = revenuePerMonth.at(-1)!;
    expect(
      await list('donations', { paymentStatus: 'completed', createdFrom: month.from, createdTo: month.to }),
    ).toHaveLength(2);
    expect(await list('registrations', { eventId: [ids.retreat], paymentStatus: 'pending' })).toHaveLength(2);
    // The retreat's waiting list per status, and its checked-in bookings (one: the tent booking).
    const retreat = (await dashboard()).upcomingEvents.find((event) => event.id === ids.retreat)!;
    for (const status of ['waiting', 'offered'] as const) {
      expect([status, (await list('waitlist-entries', { eventId: ids.retreat, status })).length]).toEqual([
        status,
        retreat.waitlist[status],
      ]);
    }
    expect(await list('registrations', { eventId: ids.retreat, checkedIn: true })).toHaveLength(1);
    const { recurringGifts } = await dashboard();
    for (const { status, count } of recurringGifts.byStatus) {
      expect([status, (await list('recurring-gifts', { status })).length]).toEqual([status, count]);
    }
  });

  it('is denied without a session', async () => {
    await t.http.get('/api/admin/dashboard').expect(401);
  });
});
