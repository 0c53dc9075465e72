import { indiaCalendarDate } from '@foundation/shared';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { EventsService } from './events.service.js';

/** The calendar date `days` from today in India (the day an event's end date is compared with). */
const indiaDay = (days: number) => calendarDate(days, new Date(`${indiaCalendarDate()}T00:00:00Z`));

describe('public events API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/events', () => {
    beforeAll(async () => {
      await insertEvent(t.dataSource, {
        title: 'Late offline',
        urlSlug: 'late-offline',
        startDate: calendarDate(40),
        endDate: calendarDate(41),
      });
      await insertEvent(t.dataSource, {
        title: 'Early offline',
        urlSlug: 'early-offline',
        startDate: calendarDate(10),
        endDate: calendarDate(10),
      });
      await insertEvent(t.dataSource, {
        title: 'Hidden offline',
        urlSlug: 'hidden-offline',
        isActive: false,
        startDate: calendarDate(5),
        endDate: calendarDate(5),
      });
      await insertEvent(t.dataSource, {
        title: 'Online satsang',
        urlSlug: 'online-satsang',
        eventType: 'online',
        startDate: calendarDate(20),
        endDate: calendarDate(20),
      });
    });

    it('lists only active offline events by start date ascending', async () => {
      const response = await t.http.get('/api/events?type=offline').expect(200);
      expect(response.body.map((e: { urlSlug: string }) => e.urlSlug)).toEqual([
        'early-offline',
        'late-offline',
      ]);
    });

    it('lists only active online events', async () => {
      const response = await t.http.get('/api/events?type=online').expect(200);
      expect(response.body.map((e: { urlSlug: string }) => e.urlSlug)).toEqual(['online-satsang']);
    });

    it('lists every active event without a type, still by start date', async () => {
      const response = await t.http.get('/api/events').expect(200);
      expect(response.body.map((e: { urlSlug: string }) => e.urlSlug)).toEqual([
        'early-offline',
        'online-satsang',
        'late-offline',
      ]);
    });

    it('answers camelCase fields, the price as a number and whether registration is open', async () => {
      const response = await t.http.get('/api/events?type=online').expect(200);
      expect(response.body[0]).toMatchObject({
        title: 'Online satsang',
        urlSlug: 'online-satsang',
        eventType: 'online',
        isPaid: false,
        price: 0,
        registrationOpen: true,
        startDate: calendarDate(20),
      });
      expect(response.body[0]).not.toHaveProperty('url_slug');
    });

    it.each([
      ['type=party', 'type must be online or offline'],
      ['type=', 'type must be online or offline'],
      ['type[]=online', 'property type[] should not exist'],
      ['type=online&type=offline', 'type must be online or offline'],
      ['sort=title', 'property sort should not exist'],
    ])('refuses ?%s with 400 naming the problem', async (query, message) => {
      const response = await t.http.get(`/api/events?${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
    });

    describe('upcoming events only, with their "from" prices', () => {
      beforeAll(async () => {
        await insertEvent(t.dataSource, {
          title: 'Ended yesterday',
          urlSlug: 'ended-yesterday',
          eventType: 'online',
          startDate: indiaDay(-5),
          endDate: indiaDay(-1),
        });
        await insertEvent(t.dataSource, {
          title: 'Last day today',
          urlSlug: 'last-day-today',
          eventType: 'online',
          startDate: indiaDay(-3),
          endDate: indiaDay(0),
        });
        const tiered = await insertEvent(t.dataSource, {
          title: 'Tiered retreat',
          urlSlug: 'tiered-retreat',
          eventType: 'online',
          isPaid: true,
          price: 0,
          startDate: indiaDay(30),
          endDate: indiaDay(32),
        });
        await insertTicketType(t.dataSource, tiered.id, { name: 'Riverside room', price: 24000 });
        await insertTicketType(t.dataSource, tiered.id, { name: 'Dormitory', price: 12500 });
        await insertEvent(t.dataSource, {
          title: 'Paid without types',
          urlSlug: 'paid-without-types',
          eventType: 'online',
          isPaid: true,
          price: 800,
          startDate: indiaDay(25),
          endDate: indiaDay(25),
        });
        // the rows were written behind the API's back: drop the lists the tests above left in its cache
        t.app.get(PublicReadCache).invalidate();
      });

      it('leaves out events that ended before today in India, soonest start first', async () => {
        const response = await t.http.get('/api/events?type=online').expect(200);
        expect(response.body.map((e: { urlSlug: string }) => e.urlSlug)).toEqual([
          'last-day-today',
          'online-satsang',
          'paid-without-types',
          'tiered-retreat',
        ]);
      });

      it("gives a paid event with ticket types its cheapest type's price as priceFrom, null otherwise", async () => {
        const response = await t.http.get('/api/events?type=online').expect(200);
        const priceFrom = Object.fromEntries(
          response.body.map((e: { urlSlug: string; priceFrom: number | null }) => [e.urlSlug, e.priceFrom]),
        );
        expect(priceFrom).toEqual({
          'last-day-today': null,
          'online-satsang': null,
          'paid-without-types': null,
          'tiered-retreat': 12500,
        });
        const detail = await t.http.get('/api/events/tiered-retreat').expect(200);
        expect(detail.body).toMatchObject({ price: 0, priceFrom: 12500, ended: false });
      });

      it('keeps an event listed through the whole of its last day in India time', async () => {
        const events = t.app.get(EventsService);
        const slugsAt = async (instant: string) =>
          (await events.listPublic('online', new Date(instant))).map((event) => event.urlSlug);
        const lastDay = indiaDay(0);
        // 18:29 UTC is 23:59 in India, still the last day; 18:30 UTC is midnight there
        expect(await slugsAt(`${lastDay}T18:29:00Z`)).toContain('last-day-today');
        expect(await slugsAt(`${lastDay}T18:30:00Z`)).not.toContain('last-day-today');
      });

      it("still answers an ended event's page, saying it has ended and registration is closed", async () => {
        const response = await t.http.get('/api/events/ended-yesterday').expect(200);
        expect(response.body).toMatchObject({
          urlSlug: 'ended-yesterday',
          ended: true,
          registrationOpen: false,
          priceFrom: null,
        });
        const lastDay = await t.http.get('/api/events/last-day-today').expect(200);
        expect(lastDay.body.ended).toBe(false);
      });
    });
  });

  describe('GET /api/events/:slug', () => {
    it('gives the event with its ticket types by price ascending and each type\u2019s seats left', async () => {
      const event = await insertEvent(t.dataSource, {
        urlSlug: 'kumbh-retreat',
        isPaid: true,
        price: 1500,
        features: ['Guided meditation'],
        faqs: [{ question: 'Food?', answer: 'Sattvic meals' }],
      });
      const premium = await insertTicketType(t.dataSource, event.id, {
        name: 'Premium',
        price: 4500.5,
        availableQuantity: 10,
      });
      const standard = await insertTicketType(t.dataSource, event.id, {
        name: 'Standard',
        price: 1500,
        availableQuantity: 20,
      });
      const unlimited = await insertTicketType(t.dataSource, event.id, { name: 'Donor pass', price: 2500 });
      const soldOut = await insertTicketType(t.dataSource, event.id, {
        name: 'Early bird',
        price: 999,
        availableQuantity: 3,
      });
      await insertRegistration(t.dataSource, event.id, { ticketTypeId: soldOut.id, numberOfTickets: 3 });
      await insertRegistration(t.dataSource, event.id, { ticketTypeId: premium.id, numberOfTickets: 4 });
      // a live hold counts; an expired hold and a failed payment do not
      await insertRegistration(t.dataSource, event.id, {
        ticketTypeId: standard.id,
        numberOfTickets: 2,
        paymentStatus: 'pending',
        holdExpiresAt: new Date(Date.now() + 10 * 60_000),
      });
      await insertRegistration(t.dataSource, event.id, {
        ticketTypeId: standard.id,
        numberOfTickets: 5,
        paymentStatus: 'pending',
        holdExpiresAt: new Date(Date.now() - 60_000),
      });
      await insertRegistration(t.dataSource, event.id, {
        ticketTypeId: standard.id,
        numberOfTickets: 6,
        paymentStatus: 'failed',
      });

      const response = await t.http.get('/api/events/kumbh-retreat').expect(200);
      expect(response.body).toMatchObject({
        urlSlug: 'kumbh-retreat',
        isPaid: true,
        price: 1500,
        features: ['Guided meditation'],
        faqs: [{ question: 'Food?', answer: 'Sattvic meals' }],
        registrationOpen: true,
      });
      expect(response.body.ticketTypes).toEqual([
        expect.objectContaining({
          id: soldOut.id,
          price: 999,
          availableQuantity: 3,
          seatsLeft: 0,
          soldOut: true,
        }),
        expect.objectContaining({ id: standard.id, price: 1500, seatsLeft: 18, soldOut: false }),
        expect.objectContaining({
          id: unlimited.id,
          price: 2500,
          availableQuantity: null,
          seatsLeft: null,
          soldOut: false,
        }),
        expect.objectContaining({ id: premium.id, price: 4500.5, seatsLeft: 6, soldOut: false }),
      ]);
    });

    it('says registration is closed once 09:00 IST of the start date has passed', async () => {
      await insertEvent(t.dataSource, {
        urlSlug: 'started-yesterday',
        startDate: calendarDate(-1),
        endDate: calendarDate(3),
      });
      const response = await t.http.get('/api/events/started-yesterday').expect(200);
      expect(response.body.registrationOpen).toBe(false);
    });

    it('answers 404 with a JSON message for an unknown, inactive or malformed slug', async () => {
      await insertEvent(t.dataSource, { urlSlug: 'inactive-one', isActive: false });
      for (const slug of [
        'no-such-event',
        'inactive-one',
        'UPPER',
        'a%00b',
        'x'.repeat(300),
        "x'%20OR%201=1--",
      ]) {
        const response = await t.http.get(`/api/events/${slug}`).expect(404);
        expect(response.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Event not found',
          code: 'not_found',
        });
      }
    });
  });
});
