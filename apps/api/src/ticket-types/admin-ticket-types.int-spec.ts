import { MESSAGES } from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('admin ticket types API', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http[method](path).set('Authorization', auth);

  it('lists types across events with the event title, price, quantity, seats sold and held; filters by eventId', async () => {
    const event = await insertEvent(t.dataSource, { title: 'Himalayan Yatra', isPaid: true, price: 900 });
    const other = await insertEvent(t.dataSource, { title: 'Other', isPaid: true });
    const type = await insertTicketType(t.dataSource, event.id, {
      name: 'Tent',
      price: 900,
      availableQuantity: 10,
    });
    await insertTicketType(t.dataSource, other.id, { name: 'Elsewhere' });
    await insertRegistration(t.dataSource, event.id, { ticketTypeId: type.id, numberOfTickets: 3 });
    await insertRegistration(t.dataSource, event.id, {
      ticketTypeId: type.id,
      numberOfTickets: 2,
      paymentStatus: 'pending',
      holdExpiresAt: new Date(Date.now() + 60_000),
    });
    await insertRegistration(t.dataSource, event.id, {
      ticketTypeId: type.id,
      numberOfTickets: 5,
      paymentStatus: 'pending',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });

    const all = await call('get', '/api/admin/ticket-types').expect(200);
    expect(all.headers['content-range']).toBe('ticket-types 0-1/2');
    const response = await call(
      'get',
      `/api/admin/ticket-types?filter=${encodeURIComponent(JSON.stringify({ eventId: event.id }))}`,
    ).expect(200);
    expect(response.body).toEqual([
      expect.objectContaining({
        id: type.id,
        eventId: event.id,
        eventTitle: 'Himalayan Yatra',
        name: 'Tent',
        price: 900,
        availableQuantity: 10,
        seatsSold: 3,
        seatsHeld: 2,
        seatsLeft: 5,
      }),
    ]);
    await call('get', `/api/admin/ticket-types?sort=${encodeURIComponent('["eventTitle","ASC"]')}`).expect(
      200,
    );
    await call('get', `/api/admin/ticket-types?sort=${encodeURIComponent('["seats","ASC"]')}`).expect(400);
  });

  it('creates, reads, updates and deletes a type of a paid event', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true });
    await insertTicketType(t.dataSource, event.id, { name: 'Keep' });
    const created = await call('post', '/api/admin/ticket-types')
      .send({ eventId: event.id, name: ' Early bird ', price: 499.5, availableQuantity: 20 })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Early bird',
      price: 499.5,
      availableQuantity: 20,
      seatsSold: 0,
    });
    await call('get', `/api/admin/ticket-types/${created.body.id}`).expect(200);
    const updated = await call('put', `/api/admin/ticket-types/${created.body.id}`)
      .send({ ...created.body, price: 599, availableQuantity: null })
      .expect(200);
    expect(updated.body).toMatchObject({ price: 599, availableQuantity: null, seatsLeft: null });
    await call('delete', `/api/admin/ticket-types/${created.body.id}`).expect(200);
    await call('get', `/api/admin/ticket-types/${created.body.id}`).expect(404);
  });

  it('checks name and price with the documented message, and refuses types for free events', async () => {
    const paid = await insertEvent(t.dataSource, { isPaid: true });
    for (const body of [{ name: '', price: 1 }, { name: 'A', price: -1 }, { name: 'A' }]) {
      const response = await call('post', '/api/admin/ticket-types')
        .send({ eventId: paid.id, ...body })
        .expect(400);
      expect(response.body.message).toBe(MESSAGES.invalidTicketTypes);
    }
    const free = await insertEvent(t.dataSource, { isPaid: false });
    const response = await call('post', '/api/admin/ticket-types')
      .send({ eventId: free.id, name: 'A', price: 1 })
      .expect(400);
    expect(response.body.message).toBe('Ticket types can only be added to paid events');
    await call('post', '/api/admin/ticket-types').send({ eventId: 'nope', name: 'A', price: 1 }).expect(400);
  });

  it('refuses to delete a type that has registrations (409, suggests deactivating the event)', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true });
    const sold = await insertTicketType(t.dataSource, event.id, { name: 'Sold' });
    await insertTicketType(t.dataSource, event.id, { name: 'Other' });
    await insertRegistration(t.dataSource, event.id, { ticketTypeId: sold.id, paymentStatus: 'failed' });
    const response = await call('delete', `/api/admin/ticket-types/${sold.id}`).expect(409);
    expect(response.body.message).toBe(
      'Ticket type "Sold" has registrations and cannot be deleted. Deactivate the event instead.',
    );
    await call('get', `/api/admin/ticket-types/${sold.id}`).expect(200);
  });

  it('refuses to delete the last type of a paid event', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true });
    const only = await insertTicketType(t.dataSource, event.id);
    const response = await call('delete', `/api/admin/ticket-types/${only.id}`).expect(409);
    expect(response.body.message).toContain(MESSAGES.paidEventNeedsTicketType);
  });

  it('refuses to lower the quantity below the seats sold, and to move a type to another event', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true });
    const type = await insertTicketType(t.dataSource, event.id, { name: 'Dorm', availableQuantity: 10 });
    await insertRegistration(t.dataSource, event.id, { ticketTypeId: type.id, numberOfTickets: 7 });
    const response = await call('put', `/api/admin/ticket-types/${type.id}`)
      .send({ availableQuantity: 6 })
      .expect(409);
    expect(response.body.message).toBe(
      'The quantity of "Dorm" cannot be lower than the 7 seats already sold',
    );
    await call('put', `/api/admin/ticket-types/${type.id}`).send({ availableQuantity: 7 }).expect(200);
    const other = await insertEvent(t.dataSource, { isPaid: true });
    const moved = await call('put', `/api/admin/ticket-types/${type.id}`)
      .send({ eventId: other.id })
      .expect(400);
    expect(moved.body.message).toBe('A ticket type cannot move to another event');
  });
});
