import { MESSAGES } from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kumbh Retreat 2030',
  urlSlug: '',
  description: '<p>Seven days by the <strong>Ganga</strong>.</p>',
  location: 'Prayagraj',
  startDate: calendarDate(40),
  endDate: calendarDate(42),
  imageUrl: '/uploads/events/event-images/cover-1600.webp',
  isPaid: true,
  price: 1500,
  eventType: 'offline',
  isActive: true,
  features: ['Guided meditation'],
  faqs: [{ question: 'Food?', answer: 'Sattvic meals' }],
  schedule: [{ activity: 'Sunrise yoga', description: '6 am' }],
  gallery: [{ imageUrl: 'https://cdn.example.org/g1.webp', caption: 'Ghats' }],
  ticketTypes: [
    { name: 'Standard', price: 1500, availableQuantity: 50 },
    { name: 'Premium', price: 4500, description: 'Front rows' },
  ],
  ...overrides,
});

describe('admin events API', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    t.http
      .post('/api/admin/events')
      .set('Authorization', auth)
      .send(body as object);
  const put = (id: string, body: unknown) =>
    t.http
      .put(`/api/admin/events/${id}`)
      .set('Authorization', auth)
      .send(body as object);
  const get = (path: string) => t.http.get(path).set('Authorization', auth);

  describe('create', () => {
    it('saves the event with its ticket types, generating the slug from the title', async () => {
      const response = await post(validEvent()).expect(201);
      expect(response.body).toMatchObject({
        title: 'Kumbh Retreat 2030',
        urlSlug: 'kumbh-retreat-2030',
        isPaid: true,
        price: 1500,
        features: ['Guided meditation'],
        gallery: [{ imageUrl: 'https://cdn.example.org/g1.webp', caption: 'Ghats' }],
      });
      expect(response.body.ticketTypes).toEqual([
        expect.objectContaining({
          name: 'Standard',
          price: 1500,
          availableQuantity: 50,
          seatsSold: 0,
          seatsHeld: 0,
          seatsLeft: 50,
        }),
        expect.objectContaining({
          name: 'Premium',
          price: 4500,
          availableQuantity: null,
          description: 'Front rows',
        }),
      ]);
      const stored = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM event_ticket_types WHERE event_id = $1',
        [response.body.id],
      );
      expect(stored[0].n).toBe(2);
    });

    it.each([
      ['title', { title: '   ' }, MESSAGES.eventTitleRequired],
      ['urlSlug', { title: 'ॐ', urlSlug: '' }, MESSAGES.urlSlugRequired],
      ['startDate', { startDate: '' }, MESSAGES.datesRequired],
      ['endDate', { endDate: null }, MESSAGES.datesRequired],
      ['endDate', { startDate: calendarDate(10), endDate: calendarDate(9) }, MESSAGES.endBeforeStart],
      ['location', { location: '' }, MESSAGES.locationRequired],
      ['description', { description: '<p>  </p>' }, MESSAGES.descriptionRequired],
      ['description', { description: '<script>alert(1)</script>' }, MESSAGES.descriptionRequired],
      ['ticketTypes', { ticketTypes: [] }, MESSAGES.paidEventNeedsTicketType],
      [
        'ticketTypes.1',
        {
          ticketTypes: [
            { name: 'A', price: 1 },
            { name: ' ', price: 1 },
          ],
        },
        MESSAGES.invalidTicketTypes,
      ],
      ['ticketTypes.0', { ticketTypes: [{ name: 'A', price: -1 }] }, MESSAGES.invalidTicketTypes],
      ['ticketTypes.0', { ticketTypes: [{ name: 'A' }] }, MESSAGES.invalidTicketTypes],
      ['imageUrl', { imageUrl: '' }, MESSAGES.eventImageRequired],
      ['urlSlug', { urlSlug: 'Not A Slug' }, `URL slug: ${MESSAGES.slugHint}`],
    ])('refuses a missing or wrong %s with the documented message', async (field, override, message) => {
      const before = await t.dataSource.query('SELECT count(*)::int AS n FROM events');
      const response = await post(
        validEvent({ urlSlug: `x-${Math.random().toString(36).slice(2)}`, ...override }),
      ).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.fields[field]).toBe(message);
      const after = await t.dataSource.query('SELECT count(*)::int AS n FROM events');
      expect(after[0].n).toBe(before[0].n);
    });

    it('accepts a description made of an image alone, as the admin form does (one blank-HTML rule)', async () => {
      const description = '<p><img src="https://example.org/a.png" alt="Ghats at dawn" /></p>';
      const response = await post(
        validEvent({ urlSlug: `image-only-${Math.random().toString(36).slice(2)}`, description }),
      ).expect(201);
      expect(response.body.description).toBe(description);
    });

    it('names every broken rule at once, the first one in the message', async () => {
      const response = await post({ isPaid: true }).expect(400);
      expect(response.body.message).toBe(MESSAGES.eventTitleRequired);
      expect(Object.keys(response.body.fields)).toEqual([
        'title',
        'urlSlug',
        'startDate',
        'location',
        'description',
        'ticketTypes',
        'imageUrl',
      ]);
    });

    it.each([
      [{ price: -5 }, 'price cannot be negative'],
      [{ startDate: '10/01/2030' }, 'startDate must be a date (YYYY-MM-DD)'],
      [{ eventType: 'party' }, 'eventType must be online or offline'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl must be an http(s) URL or a path starting with /'],
      [
        { locationMapUrl: '//evil.example/x' },
        'locationMapUrl must be an http(s) URL or a path starting with /',
      ],
      [{ isPaid: 'yes' }, 'isPaid must be true or false'],
      [{ features: 'one' }, 'features must be a list of texts'],
      [
        { ticketTypes: [{ name: 'A', price: 1, availableQuantity: -1 }] },
        'availableQuantity cannot be negative',
      ],
      [{ isAdmin: true }, 'property isAdmin should not exist'],
    ])('refuses malformed input %j with 400', async (override, message) => {
      const response = await post(validEvent(override)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses a slug another event has with 409', async () => {
      await insertEvent(t.dataSource, { urlSlug: 'taken-slug' });
      const response = await post(validEvent({ urlSlug: 'taken-slug' })).expect(409);
      expect(response.body).toMatchObject({
        message: MESSAGES.urlSlugInUse,
        fields: { urlSlug: MESSAGES.urlSlugInUse },
      });
      const generated = await post(validEvent({ title: 'Taken Slug', urlSlug: '' })).expect(409);
      expect(generated.body.message).toBe(MESSAGES.urlSlugInUse);
    });

    it('sanitises the description: no script, event handler or javascript: URL is stored', async () => {
      const dirty =
        '<h2 onclick="steal()">Welcome</h2><script>alert(1)</script><p style="text-align: center; position: fixed">' +
        'Read <a href="javascript:alert(1)">this</a> and <a href="https://example.org" target="_blank">that</a></p>' +
        '<img src="x" onerror="alert(1)"><img src="https://example.org/a.png" alt="a"><iframe src="https://evil"></iframe>' +
        '<svg><script>alert(2)</script></svg><p>Food &amp; shelter</p>';
      const response = await post(validEvent({ urlSlug: 'clean-description', description: dirty })).expect(
        201,
      );
      const [row] = await t.dataSource.query('SELECT description FROM events WHERE id = $1', [
        response.body.id,
      ]);
      expect(row.description).not.toMatch(/script|onclick|onerror|javascript:|iframe|position|svg/i);
      expect(row.description).toContain('<h2>Welcome</h2>');
      expect(row.description).toContain('<p style="text-align:center">');
      expect(row.description).toContain(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">that</a>',
      );
      expect(row.description).toContain('<img src="https://example.org/a.png" alt="a" />');
      expect(row.description).toContain('<p>Food &amp; shelter</p>');
    });

    it('makes a free event with no ticket types and price 0', async () => {
      const response = await post(validEvent({ urlSlug: 'free-satsang', isPaid: false, price: 300 })).expect(
        201,
      );
      expect(response.body).toMatchObject({ isPaid: false, price: 0, ticketTypes: [] });
    });
  });

  describe('update', () => {
    it('reconciles ticket types: updates by id, inserts new ones, deletes removed ones (docs/product.md §7)', async () => {
      const created = (await post(validEvent({ urlSlug: 'reconcile-me' })).expect(201)).body;
      const [standard, premium] = created.ticketTypes;
      const response = await put(created.id, {
        ...created,
        title: 'Renamed retreat',
        ticketTypes: [
          { ...standard, price: 1800, availableQuantity: 60 },
          { name: 'Student', price: 500 },
        ],
      }).expect(200);
      expect(response.body.title).toBe('Renamed retreat');
      expect(response.body.urlSlug).toBe('reconcile-me');
      expect(
        response.body.ticketTypes.map((type: { id: string; name: string; price: number }) => [
          type.name,
          type.price,
        ]),
      ).toEqual([
        ['Student', 500],
        ['Standard', 1800],
      ]);
      expect(response.body.ticketTypes.find((type: { name: string }) => type.name === 'Standard').id).toBe(
        standard.id,
      );
      const gone = await t.dataSource.query('SELECT 1 FROM event_ticket_types WHERE id = $1', [premium.id]);
      expect(gone).toEqual([]);
    });

    it('keeps fields that are not sent, and removes every ticket type when the event becomes free', async () => {
      const created = (await post(validEvent({ urlSlug: 'becomes-free' })).expect(201)).body;
      const kept = await put(created.id, { location: 'Haridwar' }).expect(200);
      expect(kept.body).toMatchObject({
        location: 'Haridwar',
        title: created.title,
        ticketTypes: [expect.anything(), expect.anything()],
      });
      const free = await put(created.id, { isPaid: false }).expect(200);
      expect(free.body).toMatchObject({ isPaid: false, price: 0, ticketTypes: [] });
    });

    it('is one transaction: a refusal in the middle leaves the event and its types as they were', async () => {
      const created = (await post(validEvent({ urlSlug: 'all-or-nothing' })).expect(201)).body;
      const [standard, premium] = created.ticketTypes;
      await insertRegistration(t.dataSource, created.id, { ticketTypeId: premium.id, numberOfTickets: 2 });
      // renames the event, changes Standard, adds a type, then must delete Premium (which has registrations)
      const response = await put(created.id, {
        title: 'Should not stick',
        ticketTypes: [
          { id: standard.id, name: 'Changed', price: 1 },
          { name: 'New type', price: 2 },
        ],
      }).expect(409);
      expect(response.body.message).toBe(
        'Ticket type "Premium" has registrations and cannot be deleted. Deactivate the event instead.',
      );
      const after = (await get(`/api/admin/events/${created.id}`).expect(200)).body;
      expect(after.title).toBe(created.title);
      expect(after.updatedAt).toBe(created.updatedAt);
      expect(
        after.ticketTypes.map((type: { id: string; name: string; price: number }) => [
          type.id,
          type.name,
          type.price,
        ]),
      ).toEqual([
        [standard.id, 'Standard', 1500],
        [premium.id, 'Premium', 4500],
      ]);
    });

    it('refuses to lower a quantity below the seats already sold or held', async () => {
      const created = (await post(validEvent({ urlSlug: 'nearly-full' })).expect(201)).body;
      const [standard] = created.ticketTypes;
      await insertRegistration(t.dataSource, created.id, { ticketTypeId: standard.id, numberOfTickets: 4 });
      await insertRegistration(t.dataSource, created.id, {
        ticketTypeId: standard.id,
        numberOfTickets: 2,
        paymentStatus: 'pending',
        holdExpiresAt: new Date(Date.now() + 600_000),
      });
      const response = await put(created.id, {
        ticketTypes: [{ ...standard, availableQuantity: 5 }, created.ticketTypes[1]],
      }).expect(409);
      expect(response.body.message).toBe(
        'The quantity of "Standard" cannot be lower than 6: 4 seats are already sold and 2 are held for payments in progress',
      );
      expect(response.body.fields).toEqual({ 'ticketTypes.0.availableQuantity': response.body.message });
      await put(created.id, {
        ticketTypes: [{ ...standard, availableQuantity: 6 }, created.ticketTypes[1]],
      }).expect(200);
    });

    it('refuses ticket type ids of another event, and ids on create', async () => {
      const other = await insertEvent(t.dataSource, { isPaid: true });
      const foreign = await insertTicketType(t.dataSource, other.id);
      const created = (await post(validEvent({ urlSlug: 'own-types' })).expect(201)).body;
      const response = await put(created.id, {
        ticketTypes: [{ id: foreign.id, name: 'Stolen', price: 1 }],
      }).expect(400);
      expect(response.body.fields).toEqual({
        'ticketTypes.0.id': 'This ticket type does not belong to this event',
      });
      await post(
        validEvent({ urlSlug: 'with-ids', ticketTypes: [{ id: foreign.id, name: 'X', price: 1 }] }),
      ).expect(400);
    });

    it('refuses a slug of another event but keeps its own', async () => {
      const a = (await post(validEvent({ urlSlug: 'slug-a' })).expect(201)).body;
      await post(validEvent({ urlSlug: 'slug-b' })).expect(201);
      await put(a.id, { urlSlug: 'slug-a', title: 'Same slug again' }).expect(200);
      const response = await put(a.id, { urlSlug: 'slug-b' }).expect(409);
      expect(response.body.message).toBe(MESSAGES.urlSlugInUse);
    });

    it('answers 404 for an unknown event and 400 for an id that is not a UUID', async () => {
      await put('6f1c9a5e-0000-4000-8000-000000000000', validEvent()).expect(404);
      const response = await put('42', validEvent()).expect(400);
      expect(response.body.message).toBe('id must be a UUID');
      await get("/api/admin/events/1' OR '1'='1").expect(400);
    });
  });

  describe('delete', () => {
    it('deletes an event without registrations, with its ticket types, and answers the deleted record', async () => {
      const created = (await post(validEvent({ urlSlug: 'to-delete' })).expect(201)).body;
      const response = await t.http
        .delete(`/api/admin/events/${created.id}`)
        .set('Authorization', auth)
        .expect(200);
      expect(response.body.id).toBe(created.id);
      await get(`/api/admin/events/${created.id}`).expect(404);
      const types = await t.dataSource.query('SELECT 1 FROM event_ticket_types WHERE event_id = $1', [
        created.id,
      ]);
      expect(types).toEqual([]);
    });

    it('refuses with 409 when the event has registrations, suggesting to deactivate it', async () => {
      const event = await insertEvent(t.dataSource);
      await insertRegistration(t.dataSource, event.id);
      const response = await t.http
        .delete(`/api/admin/events/${event.id}`)
        .set('Authorization', auth)
        .expect(409);
      expect(response.body.message).toBe(
        'This event has registrations and cannot be deleted. Deactivate the event instead.',
      );
      await get(`/api/admin/events/${event.id}`).expect(200);
    });
  });

  describe('list (ra-data-simple-rest)', () => {
    let ids: string[];

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM event_registrations');
      await t.dataSource.query('DELETE FROM events');
      ids = [];
      for (let i = 0; i < 30; i += 1) {
        const event = await insertEvent(t.dataSource, {
          title: i % 3 === 0 ? `Yoga Nidra ${i}` : `Satsang ${i}`,
          eventType: i % 2 ? 'online' : 'offline',
          isActive: i % 5 !== 0,
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        });
        ids.push(event.id);
      }
    });

    it('pages newest first with a Content-Range header', async () => {
      const response = await get('/api/admin/events?range=[0,9]').expect(200);
      expect(response.headers['content-range']).toBe('events 0-9/30');
      expect(response.body.map((event: { title: string }) => event.title).slice(0, 2)).toEqual([
        'Satsang 29',
        'Satsang 28',
      ]);
      const last = await get('/api/admin/events?range=[25,49]').expect(200);
      expect(last.headers['content-range']).toBe('events 25-29/30');
      expect(last.body).toHaveLength(5);
      const beyond = await get('/api/admin/events?range=[40,49]').expect(200);
      expect(beyond.headers['content-range']).toBe('events */30');
    });

    it('sorts by an allowed field and filters by q, eventType and isActive', async () => {
      const sorted = await get(
        `/api/admin/events?sort=${encodeURIComponent('["title","ASC"]')}&range=[0,2]`,
      ).expect(200);
      expect(sorted.body.map((event: { title: string }) => event.title)).toEqual([
        'Satsang 1',
        'Satsang 10',
        'Satsang 11',
      ]);
      const filter = encodeURIComponent(JSON.stringify({ q: 'nidra', eventType: 'offline', isActive: true }));
      const filtered = await get(`/api/admin/events?filter=${filter}`).expect(200);
      expect(filtered.body.map((event: { title: string }) => event.title).sort()).toEqual([
        'Yoga Nidra 12',
        'Yoga Nidra 18',
        'Yoga Nidra 24',
        'Yoga Nidra 6',
      ]);
      expect(filtered.headers['content-range']).toBe('events 0-3/4');
    });

    it('answers getMany with filter={"id":[...]}', async () => {
      const wanted = [ids[3], ids[7]];
      const response = await get(
        `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ id: wanted }))}`,
      ).expect(200);
      expect(response.body.map((event: { id: string }) => event.id).sort()).toEqual([...wanted].sort());
    });

    it('treats q of % and _ as text, not as patterns', async () => {
      const response = await get(`/api/admin/events?filter=${encodeURIComponent('{"q":"%_"}')}`).expect(200);
      expect(response.body).toEqual([]);
    });

    it.each([
      ['sort=["password","ASC"]', 'Cannot sort by "password"'],
      ['sort=["title","SIDEWAYS"]', 'sort order must be ASC or DESC'],
      ['sort=title', 'sort must be a JSON array ["field","ASC" or "DESC"]'],
      ['sort=["title; DROP TABLE events","ASC"]', 'Cannot sort by'],
      ['range=[0', 'range must be a JSON array [start,end]'],
      ['range=[5,1]', 'range must be a JSON array [start,end] of whole numbers with 0 <= start <= end'],
      ['range=[-1,5]', 'range must be a JSON array'],
      ['range=[0,5000]', 'range may cover at most 1000 rows'],
      ['range=[0.5,3]', 'range must be a JSON array'],
      ['filter={bad json', 'filter must be a JSON object'],
      ['filter=[1,2]', 'filter must be a JSON object'],
      ['filter={"secret":1}', 'Unknown filter "secret"'],
      ['filter={"id":["not-a-uuid"]}', 'filter id must be a UUID or a list of UUIDs'],
      ['filter={"isActive":"maybe"}', 'filter isActive must be true or false'],
      ['filter={"eventType":"party"}', 'filter eventType must be one of: offline, online'],
      ['filter={"q":{"$gt":""}}', 'filter q must be text'],
      ['page=2', 'property page should not exist'],
    ])('refuses ?%s with 400, never 500', async (query, message) => {
      const [name, value] = query.split(/=(.*)/s);
      const response = await get(`/api/admin/events?${name}=${encodeURIComponent(value)}`).expect(400);
      expect(response.body.message).toContain(message);
    });
  });
});
