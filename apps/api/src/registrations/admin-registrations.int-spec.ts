import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('admin registrations API', () => {
  let t: TestApp;
  let auth: string;
  let retreat: { id: string };
  let satsang: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
    retreat = await insertEvent(t.dataSource, {
      title: 'Rishikesh Retreat',
      location: 'Rishikesh, Uttarakhand',
      startDate: '2030-03-01',
      endDate: '2030-03-05',
      isPaid: true,
    });
    satsang = await insertEvent(t.dataSource, {
      title: 'Online Satsang',
      location: 'Zoom',
      startDate: '2030-04-01',
      endDate: '2030-04-01',
    });
    const type = await insertTicketType(t.dataSource, retreat.id, { name: 'Dorm', price: 1500 });
    await insertRegistration(t.dataSource, retreat.id, {
      name: 'Asha Verma',
      email: 'asha@example.org',
      phone: '+919800000001',
      address: 'Pune',
      ticketTypeId: type.id,
      numberOfTickets: 2,
      ticketTypePrice: 1500,
      totalAmount: 3000,
      paymentId: 'pay_123',
      createdAt: new Date('2030-01-05T09:00:00Z'),
    });
    await insertRegistration(t.dataSource, retreat.id, {
      name: 'Ravi "Guru" Nair',
      email: 'ravi@example.org',
      phone: '9800000002',
      address: 'Flat 4, MG Road\nBengaluru',
      paymentStatus: 'pending',
      createdAt: new Date('2030-01-06T09:00:00Z'),
    });
    await insertRegistration(t.dataSource, satsang.id, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: '@attacker.example',
      phone: '-1+1',
      address: '+cmd|calc',
      paymentStatus: 'failed',
      createdAt: new Date('2030-01-07T09:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set('Authorization', auth);
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

  it('lists newest first with the event title, dates and location joined, and Content-Range', async () => {
    const response = await get('/api/admin/registrations?range=[0,24]').expect(200);
    expect(response.headers['content-range']).toBe('registrations 0-2/3');
    expect(response.body.map((r: { email: string }) => r.email)).toEqual([
      '@attacker.example',
      'ravi@example.org',
      'asha@example.org',
    ]);
    expect(response.body[2]).toMatchObject({
      name: 'Asha Verma',
      numberOfTickets: 2,
      totalAmount: 3000,
      paymentStatus: 'completed',
      paymentId: 'pay_123',
      ticketTypeName: 'Dorm',
      event: {
        id: retreat.id,
        title: 'Rishikesh Retreat',
        startDate: '2030-03-01',
        endDate: '2030-03-05',
        location: 'Rishikesh, Uttarakhand',
      },
    });
    expect(response.body[2]).not.toHaveProperty('accessTokenHash');
    expect(response.body[2]).toMatchObject({ needsRefund: false, refundReason: null });
  });

  it('filters by q (name, email, phone or event title, any case), paymentStatus and eventId', async () => {
    const titles = async (value: object) =>
      (await get(`/api/admin/registrations?${filter(value)}`).expect(200)).body.map(
        (r: { email: string }) => r.email,
      );
    expect(await titles({ q: 'ASHA' })).toEqual(['asha@example.org']);
    expect(await titles({ q: 'RAVI@' })).toEqual(['ravi@example.org']);
    expect(await titles({ q: '0000002' })).toEqual(['ravi@example.org']);
    expect(await titles({ q: 'satsang' })).toEqual(['@attacker.example']);
    expect(await titles({ paymentStatus: 'pending' })).toEqual(['ravi@example.org']);
    expect(await titles({ eventId: retreat.id, paymentStatus: 'completed' })).toEqual(['asha@example.org']);
  });

  it('gets one registration, and is read-only', async () => {
    const [first] = (await get('/api/admin/registrations').expect(200)).body;
    await get(`/api/admin/registrations/${first.id}`).expect(200);
    await get('/api/admin/registrations/4b7e1c52-8f2a-4c1e-9a51-0d3c2b1a0f99').expect(404);
    await t.http
      .put(`/api/admin/registrations/${first.id}`)
      .set('Authorization', auth)
      .send({ name: 'x' })
      .expect(404);
    await t.http.delete(`/api/admin/registrations/${first.id}`).set('Authorization', auth).expect(404);
    await get(`/api/admin/registrations?${filter({ paymentStatus: 'refunded' })}`).expect(400);
  });

  describe('late payments marked for refund', () => {
    let refund: { id: string };
    beforeAll(async () => {
      refund = await insertRegistration(t.dataSource, retreat.id, {
        name: 'Late Payer',
        email: 'late@example.org',
        paymentStatus: 'failed',
        paymentId: 'pay_late',
        totalAmount: 1500,
        ticketTypePrice: 1500,
        needsRefund: true,
        refundReason: 'Paid after the hold expired; the seats were sold',
        createdAt: new Date('2029-12-31T09:00:00Z'),
      });
    });
    afterAll(() => t.dataSource.query('DELETE FROM event_registrations WHERE id = $1', [refund.id]));

    it('shows needsRefund and refundReason, filters and sorts by needsRefund', async () => {
      const one = await get(`/api/admin/registrations/${refund.id}`).expect(200);
      expect(one.body).toMatchObject({
        needsRefund: true,
        refundReason: 'Paid after the hold expired; the seats were sold',
        paymentStatus: 'failed',
      });
      const due = await get(`/api/admin/registrations?${filter({ needsRefund: true })}`).expect(200);
      expect(due.body.map((r: { id: string }) => r.id)).toEqual([refund.id]);
      expect(due.headers['content-range']).toBe('registrations 0-0/1');
      const notDue = await get(`/api/admin/registrations?${filter({ needsRefund: 'false' })}`).expect(200);
      expect(notDue.body).toHaveLength(3);
      const sorted = await get(
        `/api/admin/registrations?sort=${encodeURIComponent('["needsRefund","DESC"]')}`,
      ).expect(200);
      expect(sorted.body[0].id).toBe(refund.id);
      const bad = await get(`/api/admin/registrations?${filter({ needsRefund: 'maybe' })}`).expect(400);
      expect(bad.body.message).toBe('filter needsRefund must be true or false');
    });

    it('exports only the registrations due a refund when filtered, with the documented nine columns', async () => {
      const response = await get(
        `/api/admin/registrations/export.csv?${filter({ needsRefund: true })}`,
      ).expect(200);
      const rows = parseCsv(response.text);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveLength(9);
      expect(rows[1][7]).toBe('failed');
    });
  });

  describe('CSV export', () => {
    it('streams documented columns, quoted by RFC 4180, with formulas neutralised, named by the date in India', async () => {
      const response = await get('/api/admin/registrations/export.csv')
        .buffer(true)
        .parse(textBody)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="event-registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = response.body as string;
      const rows = parseCsv(text);
      expect(rows[0]).toEqual([
        'Event',
        'Name',
        'Email',
        'Phone',
        'Address',
        'Tickets',
        'Amount',
        'Status',
        'Date',
      ]);
      expect(rows.slice(1)).toEqual([
        [
          'Online Satsang',
          `'=HYPERLINK("http://evil.example","click")`,
          "'@attacker.example",
          "'-1+1",
          "'+cmd|calc",
          '1',
          '0.00',
          'failed',
          '07 Jan 2030, 02:30 PM',
        ],
        [
          'Rishikesh Retreat',
          'Ravi "Guru" Nair',
          'ravi@example.org',
          '9800000002',
          'Flat 4, MG Road\nBengaluru',
          '1',
          '0.00',
          'pending',
          '06 Jan 2030, 02:30 PM',
        ],
        [
          'Rishikesh Retreat',
          'Asha Verma',
          'asha@example.org',
          '+91 98000 00001',
          'Pune',
          '2',
          '3000.00',
          'completed',
          '05 Jan 2030, 02:30 PM',
        ],
      ]);
      expect(text).toContain('"Ravi ""Guru"" Nair"');
      expect(text).toContain('"Flat 4, MG Road\nBengaluru"');
    });

    it('applies the same filters, and answers only the header when nothing matches', async () => {
      const response = await get(`/api/admin/registrations/export.csv?${filter({ q: 'asha' })}`).expect(200);
      expect(parseCsv(response.text).map((row) => row[1])).toEqual(['Name', 'Asha Verma']);
      const empty = await get(
        `/api/admin/registrations/export.csv?${filter({ paymentStatus: 'completed', eventId: satsang.id })}`,
      ).expect(200);
      expect(empty.text).toBe('Event,Name,Email,Phone,Address,Tickets,Amount,Status,Date\r\n');
    });

    it('refuses bad filters with 400 before streaming anything', async () => {
      const response = await get('/api/admin/registrations/export.csv?filter={oops').expect(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      await get(`/api/admin/registrations/export.csv?${filter({ nope: 1 })}`).expect(400);
    });

    it('needs an admin session', async () => {
      await t.http.get('/api/admin/registrations/export.csv').expect(401);
    });
  });
});
