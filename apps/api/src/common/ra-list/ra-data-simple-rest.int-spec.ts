import sharp from 'sharp';
import { type DataProvider } from 'ra-core';
import { calendarDate, insertEvent, insertRegistration } from '../../testing/fixtures.js';
import { adminDataProvider, signInNewAdmin } from '../../testing/admin-sign-in.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { INDIAN_IN_INDIA } from '../../testing/payment-helpers.js';

/**
 * The admin panel's own data provider (ra-data-simple-rest), run in Node against the listening API with a
 * bearer-token http client: the contract is the package's, not our reading of it.
 */
describe('ra-data-simple-rest against the API', () => {
  let t: TestApp;
  let provider: DataProvider;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const session = await signInNewAdmin(t);
    token = session.accessToken;
    provider = await adminDataProvider(t, session.bearer);
  });
  afterAll(() => t.close());

  const list = (resource: string, filter: object = {}) =>
    provider.getList(resource, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter,
    });

  it('events: create, list, get, getMany, update, delete', async () => {
    const { data: created } = await provider.create('events', {
      data: {
        title: 'Guru Purnima Satsang',
        description: '<p>Evening of chanting</p>',
        location: 'Varanasi',
        startDate: calendarDate(20),
        endDate: calendarDate(20),
        imageUrl: '/uploads/events/event-images/x-1600.webp',
        isPaid: true,
        price: 500,
        ticketTypes: [{ name: 'Standard', price: 500 }],
      },
    });
    expect(created).toMatchObject({
      urlSlug: 'guru-purnima-satsang',
      ticketTypes: [expect.objectContaining({ name: 'Standard' })],
    });
    const other = await insertEvent(t.dataSource, { title: 'Other event' });

    const page = await list('events');
    expect(page.total).toBe(2);
    expect(page.data.map((event) => event.id)).toEqual([other.id, created.id]);
    expect((await list('events', { q: 'purnima' })).data.map((event) => event.id)).toEqual([created.id]);
    expect((await provider.getOne('events', { id: created.id })).data.title).toBe('Guru Purnima Satsang');
    expect((await provider.getMany('events', { ids: [created.id, other.id] })).data).toHaveLength(2);

    // react-admin sends the whole record back, read-only fields included
    const { data: updated } = await provider.update('events', {
      id: created.id,
      data: {
        ...created,
        title: 'Guru Purnima Mahotsav',
        ticketTypes: [...created.ticketTypes, { name: 'Donor', price: 2100 }],
      },
      previousData: created,
    });
    expect(updated.title).toBe('Guru Purnima Mahotsav');
    expect(updated.ticketTypes.map((type: { name: string }) => type.name)).toEqual(['Standard', 'Donor']);

    await provider.delete('events', { id: created.id, previousData: updated });
    await expect(provider.getOne('events', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('ticket-types: create, list, get, getMany, update, delete (and getManyReference by event)', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, title: 'Paid retreat' });
    const { data: keep } = await provider.create('ticket-types', {
      data: { eventId: event.id, name: 'Tent', price: 800 },
    });
    const { data: created } = await provider.create('ticket-types', {
      data: { eventId: event.id, name: 'Cottage', price: 2500, availableQuantity: 4 },
    });
    expect(created).toMatchObject({ eventTitle: 'Paid retreat', seatsSold: 0, seatsLeft: 4 });
    const byEvent = await provider.getManyReference('ticket-types', {
      target: 'eventId',
      id: event.id,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'price', order: 'ASC' },
      filter: {},
    });
    expect(byEvent.data.map((type) => type.name)).toEqual(['Tent', 'Cottage']);
    expect(byEvent.total).toBe(2);
    expect((await provider.getOne('ticket-types', { id: created.id })).data.name).toBe('Cottage');
    expect((await provider.getMany('ticket-types', { ids: [keep.id, created.id] })).data).toHaveLength(2);
    const { data: updated } = await provider.update('ticket-types', {
      id: created.id,
      data: { ...created, price: 2700 },
      previousData: created,
    });
    expect(updated.price).toBe(2700);
    await provider.delete('ticket-types', { id: created.id, previousData: updated });
    expect((await list('ticket-types', { eventId: event.id })).total).toBe(1);
  });

  it('community-programs: create, list, get, getMany, update, delete', async () => {
    const { data: created } = await provider.create('community-programs', {
      data: { title: 'Anna Daan', category: 'Food', description: 'Meals for pilgrims', galleryImages: [] },
    });
    expect(created.urlSlug).toBe('anna-daan');
    expect((await list('community-programs')).data.map((p) => p.id)).toContain(created.id);
    expect((await provider.getOne('community-programs', { id: created.id })).data.title).toBe('Anna Daan');
    expect((await provider.getMany('community-programs', { ids: [created.id] })).data).toHaveLength(1);
    const { data: updated } = await provider.update('community-programs', {
      id: created.id,
      data: { ...created, isActive: false },
      previousData: created,
    });
    expect(updated.isActive).toBe(false);
    await provider.delete('community-programs', { id: created.id, previousData: updated });
    expect((await list('community-programs')).total).toBe(0);
  });

  it('registrations: list, get and getMany; create, update and delete are not offered', async () => {
    const event = await insertEvent(t.dataSource, { title: 'Listed event' });
    const registration = await insertRegistration(t.dataSource, event.id, { name: 'Meera' });
    const page = await list('registrations', { eventId: event.id });
    expect(page).toMatchObject({
      total: 1,
      data: [
        expect.objectContaining({
          id: registration.id,
          name: 'Meera',
          event: expect.objectContaining({ title: 'Listed event' }),
        }),
      ],
    });
    expect((await provider.getOne('registrations', { id: registration.id })).data.name).toBe('Meera');
    expect((await provider.getMany('registrations', { ids: [registration.id] })).data).toHaveLength(1);
    await expect(provider.create('registrations', { data: { name: 'x' } })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      provider.update('registrations', {
        id: registration.id,
        data: { name: 'x' },
        previousData: { id: registration.id },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      provider.delete('registrations', { id: registration.id, previousData: { id: registration.id } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('contact-messages, newsletter-subscribers and donations: list with search, get and getMany; read-only', async () => {
    const contact = await t.http
      .post('/api/contact')
      .send({ fullName: 'Gita Das', whatsappNumber: '+91 98765 43210', message: 'Yoga for seniors?' })
      .expect(201);
    await t.http
      .post('/api/newsletter')
      .send({ email: 'gita@example.org', consent: true })
      .expect((response) => expect(response.status).toBeLessThan(300));
    const donation = await t.http
      .post('/api/create-order')
      .send({ amount: 1000, name: 'Gita Das', email: 'gita@example.org', ...INDIAN_IN_INDIA })
      .expect(201);

    const messages = await list('contact-messages', { q: 'seniors' });
    expect(messages).toMatchObject({
      total: 1,
      data: [{ id: contact.body.id, fullName: 'Gita Das', whatsappNumber: '+91 98765 43210' }],
    });
    expect((await provider.getOne('contact-messages', { id: contact.body.id })).data.message).toBe(
      'Yoga for seniors?',
    );
    expect((await provider.getMany('contact-messages', { ids: [contact.body.id] })).data).toHaveLength(1);
    await expect(
      provider.delete('contact-messages', { id: contact.body.id, previousData: { id: contact.body.id } }),
    ).rejects.toMatchObject({ status: 404 });

    const subscribers = await list('newsletter-subscribers', { q: 'gita' });
    expect(subscribers).toMatchObject({ total: 1, data: [{ email: 'gita@example.org' }] });
    const subscriberId = subscribers.data[0].id;
    expect((await provider.getOne('newsletter-subscribers', { id: subscriberId })).data.email).toBe(
      'gita@example.org',
    );

    const donations = await list('donations', { q: 'gita', paymentStatus: 'pending' });
    expect(donations).toMatchObject({
      total: 1,
      data: [
        { id: donation.body.donationId, amount: 1000, paymentStatus: 'pending', donationType: 'one-time' },
      ],
    });
    expect((await provider.getMany('donations', { ids: [donation.body.donationId] })).data[0].name).toBe(
      'Gita Das',
    );
    await expect(
      provider.update('donations', {
        id: donation.body.donationId,
        data: { amount: 1 },
        previousData: { id: donation.body.donationId },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('media: list with usedIn, get, and delete (refused with the API message while in use)', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e8820c' } })
      .png()
      .toBuffer();
    const upload = async (target: string) =>
      (
        await t.http
          .post('/api/admin/uploads')
          .set('Authorization', `Bearer ${token}`)
          .field('target', target)
          .attach('file', png, { filename: 'dot.png', contentType: 'image/png' })
          .expect(201)
      ).body;
    const used = await upload('program-featured');
    const unused = await upload('program-gallery');
    const program = await provider.create('community-programs', {
      data: {
        title: 'Seva Kitchen',
        category: 'Food',
        description: 'Meals',
        featuredImageUrl: used.url,
        galleryImages: [],
      },
    });
    const page = await provider.getList('media', {
      pagination: { page: 1, perPage: 24 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(page.total).toBe(2);
    expect(page.data.find((item) => item.id === used.id)?.usedIn).toEqual([
      {
        resource: 'community-programs',
        id: program.data.id,
        title: 'Seva Kitchen',
        field: 'featuredImageUrl',
      },
    ]);
    expect((await provider.getOne('media', { id: unused.id })).data.usedIn).toEqual([]);
    await expect(
      provider.delete('media', { id: used.id, previousData: { id: used.id } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'This image is still used by program "Seva Kitchen"; remove it there first',
    });
    await provider.delete('media', { id: unused.id, previousData: { id: unused.id } });
    expect(
      (
        await provider.getList('media', {
          pagination: { page: 1, perPage: 24 },
          sort: { field: 'createdAt', order: 'DESC' },
          filter: {},
        })
      ).total,
    ).toBe(1);
  });

  it('surfaces the API message of a refused save as the error react-admin shows', async () => {
    await expect(provider.create('events', { data: { title: '' } })).rejects.toMatchObject({
      status: 400,
      message: 'Event title is required',
    });
  });
});
