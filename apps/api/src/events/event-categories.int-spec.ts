import { type DataProvider } from 'ra-core';
import { type EventSummary } from '@foundation/shared';
import { adminDataProvider, signInNewAdmin } from '../testing/admin-sign-in.js';
import { calendarDate } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const event = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  description: '<p>By the Ganga.</p>',
  location: 'Rishikesh, Uttarakhand',
  imageUrl: '/uploads/events/event-images/cover-1600.webp',
  startDate: calendarDate(30),
  endDate: calendarDate(36),
  isPaid: true,
  price: 25000,
  eventType: 'offline',
  isActive: true,
  ticketTypes: [{ name: 'Shared room', price: 25000 }],
  ...overrides,
});

/** Event categories: retreats and yatras for /vishranti, courses for /yogayan, through the admin's provider. */
describe('event categories', () => {
  let t: TestApp;
  let provider: DataProvider;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signInNewAdmin(t);
    auth = admin.bearer;
    provider = await adminDataProvider(t, admin.bearer);
  });
  afterAll(() => t.close());

  it('stores the category (event by default), filters and sorts the admin list by it', async () => {
    const { data: plain } = await provider.create('events', { data: event('Kirtan Evening') });
    expect(plain.category).toBe('event');
    const { data: retreat } = await provider.create('events', {
      data: event('Himalayan Meditation Retreat', { category: 'retreat' }),
    });
    const { data: yatra } = await provider.create('events', {
      data: event('Char Dham Yatra', {
        category: 'yatra',
        startDate: calendarDate(20),
        endDate: calendarDate(31),
      }),
    });
    await provider.create('events', {
      data: event('Raja Yoga Foundation Course', {
        category: 'course',
        eventType: 'online',
        location: 'Online',
      }),
    });
    const retreats = await provider.getList('events', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { category: 'retreat' },
    });
    expect(retreats.data.map((e) => e.id)).toEqual([retreat.id]);
    const sorted = await provider.getList('events', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'category', order: 'DESC' },
      filter: {},
    });
    expect(sorted.total).toBe(4);
    expect(sorted.data.map((e) => e.category)).toEqual(['course', 'yatra']);
    const { data: changed } = await provider.update('events', {
      id: yatra.id,
      data: { ...yatra, category: 'retreat' },
      previousData: yatra,
    });
    expect(changed.category).toBe('retreat');
    await provider.update('events', {
      id: yatra.id,
      data: { ...changed, category: 'yatra' },
      previousData: changed,
    });

    // The public list of /vishranti: retreats and yatras only, not ended, soonest first
    await provider.create('events', {
      data: event('Old Retreat', {
        category: 'retreat',
        startDate: calendarDate(-10),
        endDate: calendarDate(-5),
      }),
    });
    const vishranti = await t.http.get('/api/events?category=retreat,yatra').expect(200);
    expect((vishranti.body as EventSummary[]).map((e) => [e.title, e.category, e.priceFrom])).toEqual([
      ['Char Dham Yatra', 'yatra', 25000],
      ['Himalayan Meditation Retreat', 'retreat', 25000],
    ]);
    const courses = await t.http.get('/api/events?type=online&category=course').expect(200);
    expect(courses.body.map((e: EventSummary) => e.title)).toEqual(['Raja Yoga Foundation Course']);
    const all = await t.http.get('/api/events').expect(200);
    expect(all.body).toHaveLength(4);
    expect(plain.id).toBeDefined();
  });

  it('refuses unknown categories with a message, and writes nothing', async () => {
    const before = Number((await t.dataSource.query('SELECT count(*)::int AS n FROM events'))[0].n);
    const response = await t.http
      .post('/api/admin/events')
      .set('Authorization', auth)
      .send(event('Bad', { category: 'picnic' }))
      .expect(400);
    expect(response.body.message).toBe('category must be one of event, retreat, yatra, course');
    for (const query of [
      'category=picnic',
      'category=retreat,',
      'category[a]=retreat',
      'category=' + 'x,'.repeat(9),
    ])
      expect((await t.http.get(`/api/events?${query}`).expect(400)).body.message).toEqual(expect.any(String));
    await t.http.get('/api/admin/events?filter={"category":"picnic"}').set('Authorization', auth).expect(400);
    expect(Number((await t.dataSource.query('SELECT count(*)::int AS n FROM events'))[0].n)).toBe(before);
  });
});
