import { signInNewAdmin } from '../../testing/admin-sign-in.js';
import { insertEvent, insertProgram, insertTicketType } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Public reads are cached for PUBLIC_CACHE_TTL_MS in the process and revalidated by browsers with ETag;
 * any successful write through the API clears the cache at once, so nobody sees stale data after a save.
 */
describe('public read cache and HTTP caching', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    // A long TTL, so that only invalidation (never expiry) can explain fresh answers below.
    t = await createTestApp({ PUBLIC_CACHE_TTL_MS: '60000' });
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  it('answers an ETag and Cache-Control with revalidation, and 304 to a matching If-None-Match', async () => {
    await insertEvent(t.dataSource, { title: 'Cached retreat', urlSlug: 'cached-retreat' });
    for (const url of [
      '/api/events?type=offline',
      '/api/events/cached-retreat',
      '/api/community-programs?limit=6',
    ]) {
      const first = await t.http.get(url).expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      // the second answer comes from the cache: same bytes, same validator, same headers
      const second = await t.http.get(url).expect(200);
      expect(second.text).toBe(first.text);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-type']).toMatch(/^application\/json/);
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      const revalidated = await t.http.get(url).set('If-None-Match', first.headers.etag).expect(304);
      expect(revalidated.text ?? '').toBe('');
      await t.http.get(url).set('If-None-Match', '"something-else"').expect(200);
    }
  });

  it('keeps serving the cached answer for changes made behind the API’s back (proof that it caches)', async () => {
    const before = await t.http.get('/api/community-programs').expect(200);
    await insertProgram(t.dataSource, { title: 'Written straight to the database' });
    const after = await t.http.get('/api/community-programs').expect(200);
    expect(after.text).toBe(before.text);
  });

  it('shows an admin save of an event, a ticket type and a program at once', async () => {
    const event = await insertEvent(t.dataSource, {
      title: 'Before save',
      urlSlug: 'before-save',
      isPaid: true,
      price: 100,
      imageUrl: '/uploads/cover.webp',
    });
    const type = await insertTicketType(t.dataSource, event.id, {
      name: 'Standard',
      price: 100,
      availableQuantity: 10,
    });
    const list = async () =>
      (await t.http.get('/api/events?type=offline').expect(200)).body as { urlSlug: string; title: string }[];
    const page = async () =>
      (await t.http.get('/api/events/before-save').expect(200)).body as {
        title: string;
        ticketTypes: { name: string; seatsLeft: number }[];
      };
    expect((await page()).title).toBe('Before save');
    await t.http
      .put(`/api/admin/events/${event.id}`)
      .set('Authorization', auth)
      .send({ title: 'After save' })
      .expect(200);
    expect((await list()).find((e) => e.urlSlug === 'before-save')?.title).toBe('After save');
    expect((await page()).title).toBe('After save');

    await t.http
      .put(`/api/admin/ticket-types/${type.id}`)
      .set('Authorization', auth)
      .send({ name: 'Renamed', price: 100, availableQuantity: 10 })
      .expect(200);
    expect((await page()).ticketTypes.map((tt) => tt.name)).toEqual(['Renamed']);

    const program = await t.http.get('/api/community-programs').expect(200);
    const created = await t.http
      .post('/api/admin/community-programs')
      .set('Authorization', auth)
      .send({
        title: 'Saved by an admin',
        category: 'Education',
        description: 'Teaching',
        isActive: true,
        galleryImages: [],
      })
      .expect(201);
    const programs = (await t.http.get('/api/community-programs').expect(200)).body as { id: string }[];
    expect(programs.map((p) => p.id)).toContain(created.body.id);
    expect(programs.length).toBeGreaterThan((program.body as unknown[]).length);
  });

  it('shows the seats a new registration takes at once', async () => {
    const event = await insertEvent(t.dataSource, { urlSlug: 'seat-count', isPaid: false, price: 0 });
    const type = await insertTicketType(t.dataSource, event.id, { price: 0, availableQuantity: 5 });
    // a write through the API clears whatever the cache held about this event
    await t.http
      .put(`/api/admin/ticket-types/${type.id}`)
      .set('Authorization', auth)
      .send({ name: 'Free', price: 0, availableQuantity: 5 })
      .expect(200);
    const seatsLeft = async () =>
      (await t.http.get('/api/events/seat-count').expect(200)).body.ticketTypes[0].seatsLeft as number;
    expect(await seatsLeft()).toBe(5);
    await t.http
      .post('/api/registrations')
      .send({
        eventSlug: 'seat-count',
        ticketTypeId: type.id,
        numberOfTickets: 2,
        name: 'Asha',
        email: 'asha@example.org',
        phone: '+919800000000',
        address: 'Pune',
      })
      .expect(201);
    expect(await seatsLeft()).toBe(3);
  });

  it('does not cache refused or failed requests, and a refused write clears nothing', async () => {
    await t.http.get('/api/events?type=party').expect(400);
    await t.http.get('/api/events/no-such-event').expect(404);
    const before = await t.http.get('/api/community-programs').expect(200);
    await insertProgram(t.dataSource, { title: 'Hidden until a real write' });
    await t.http
      .post('/api/admin/community-programs')
      .set('Authorization', auth)
      .send({ title: 42 })
      .expect(400);
    expect((await t.http.get('/api/community-programs').expect(200)).text).toBe(before.text);
  });
});

describe('public read cache: nobody can empty or bypass it', () => {
  let t: TestApp;
  let auth: string;
  const ALLOWED = 'http://localhost:4300';

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_CACHE_TTL_MS: '60000',
      CORS_ORIGINS: `http://localhost:4200,${ALLOWED}`,
    });
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  /** Caches /api/community-programs, then changes it behind the API's back: a fresh answer means a clear. */
  async function cachedThenChanged() {
    const before = await t.http.get('/api/community-programs').expect(200);
    await insertProgram(t.dataSource, { title: `Behind the back ${Math.random()}` });
    return before.text;
  }

  it('is not cleared by anonymous writes: sign-out with an unknown token, failed sign-ins, contact messages', async () => {
    const before = await cachedThenChanged();
    await t.http
      .post('/api/auth/logout')
      .send({ refreshToken: 'x'.repeat(43) })
      .expect(204);
    await t.http
      .post('/api/auth/login')
      .send({ email: 'nobody@example.org', password: 'a wrong one' })
      .expect(401);
    await t.http
      .post('/api/contact')
      .send({ fullName: 'Visitor', whatsappNumber: '+91 98765 43210', message: 'Hello' })
      .expect(201);
    expect((await t.http.get('/api/community-programs').expect(200)).text).toBe(before);
  });

  it('is not cleared by a failed admin write, and is by a successful one', async () => {
    const before = await cachedThenChanged();
    await t.http
      .delete('/api/admin/community-programs/00000000-0000-4000-8000-000000000000')
      .set('Authorization', auth)
      .expect(404);
    expect((await t.http.get('/api/community-programs').expect(200)).text).toBe(before);
    await t.http
      .post('/api/admin/community-programs')
      .set('Authorization', auth)
      .send({
        title: 'Saved by an admin',
        category: 'Education',
        description: 'Teaching',
        isActive: true,
        galleryImages: [],
      })
      .expect(201);
    expect((await t.http.get('/api/community-programs').expect(200)).text).not.toBe(before);
  });

  it('gives a made-up Origin the answer without one (no key of its own), and an allowed Origin its CORS headers', async () => {
    const before = await cachedThenChanged();
    const madeUp = await t.http
      .get('/api/community-programs')
      .set('Origin', 'https://made-up.example')
      .expect(200);
    // Served from the entry without Origin: the change behind the API's back is not there.
    expect(madeUp.text).toBe(before);
    expect(madeUp.headers['access-control-allow-origin']).toBeUndefined();
    const another = await t.http
      .get('/api/community-programs')
      .set('Origin', 'https://another.example')
      .expect(200);
    expect(another.text).toBe(before);

    const allowed = await t.http.get('/api/community-programs').set('Origin', ALLOWED).expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    // Cached under its own key, with its own CORS header replayed on a hit.
    const again = await t.http.get('/api/community-programs').set('Origin', ALLOWED).expect(200);
    expect(again.headers['access-control-allow-origin']).toBe(ALLOWED);
    // The answer without Origin carries no CORS header, even after the allowed one was cached.
    const plain = await t.http.get('/api/community-programs').expect(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('public read cache expiry (writes through another process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_TTL_MS: '300' });
  });
  afterAll(() => t.close());

  // Only the clock is fake (the cache reads Date.now()); timers, I/O and the database run for real.
  let start: number;
  beforeEach(() => {
    start = Date.now();
    jest.useFakeTimers({
      now: start,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('shows a change made elsewhere after at most the TTL', async () => {
    const titlesNow = async () =>
      (await t.http.get('/api/community-programs').expect(200)).body.map((p: { title: string }) => p.title);
    await t.http.get('/api/community-programs').expect(200);
    await insertProgram(t.dataSource, { title: 'Saved through another API process' });
    jest.setSystemTime(start + 290);
    expect(await titlesNow()).not.toContain('Saved through another API process'); // still cached
    jest.setSystemTime(start + 350);
    const titles = await titlesNow();
    expect(titles).toContain('Saved through another API process');
  });
});
