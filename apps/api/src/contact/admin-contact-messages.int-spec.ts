import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('admin contact messages API', () => {
  let t: TestApp;
  let auth: string;
  const ids: Record<string, string> = {};

  /** Sends a message through the site's public form, then dates it for a stable order. */
  async function send(key: string, body: object, createdAt: string) {
    const response = await t.http.post('/api/contact').send(body).expect(201);
    await t.dataSource.query('UPDATE contact_messages SET created_at = $2 WHERE id = $1', [
      response.body.id,
      createdAt,
    ]);
    ids[key] = response.body.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
    await send(
      'asha',
      {
        fullName: 'Asha Verma',
        whatsappNumber: '+91 98765 43210',
        message: 'Please call me about Seva Day.',
      },
      '2030-01-05T09:00:00Z',
    );
    await send(
      'ravi',
      {
        fullName: 'Ravi "Guru" Nair',
        whatsappNumber: '98450 12345',
        message: 'Volunteering, weekends,\nmornings only',
      },
      '2030-01-06T09:00:00Z',
    );
    await send(
      'evil',
      {
        fullName: '=HYPERLINK("http://evil.example","x")',
        whatsappNumber: '9876501234',
        message: '@SUM(A1) 100% sure_',
      },
      '2030-01-07T09:00:00Z',
    );
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set('Authorization', auth);
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const names = async (query: string) =>
    (await get(`/api/admin/contact-messages?${query}`).expect(200)).body.map(
      (m: { fullName: string }) => m.fullName,
    );

  it('lists the messages newest first with the screen’s fields and Content-Range', async () => {
    const response = await get('/api/admin/contact-messages?range=[0,24]').expect(200);
    expect(response.headers['content-range']).toBe('contact-messages 0-2/3');
    expect(response.body.map((m: { id: string }) => m.id)).toEqual([ids.evil, ids.ravi, ids.asha]);
    expect(response.body[2]).toEqual({
      id: ids.asha,
      fullName: 'Asha Verma',
      whatsappNumber: '+91 98765 43210',
      message: 'Please call me about Seva Day.',
      createdAt: '2030-01-05T09:00:00.000Z',
    });
  });

  it('sorts by the allowed fields and pages with range', async () => {
    expect(await names(`sort=${encodeURIComponent('["fullName","ASC"]')}`)).toEqual([
      '=HYPERLINK("http://evil.example","x")',
      'Asha Verma',
      'Ravi "Guru" Nair',
    ]);
    expect(await names(`sort=${encodeURIComponent('["createdAt","ASC"]')}&range=[1,1]`)).toEqual([
      'Ravi "Guru" Nair',
    ]);
    const page = await get(
      `/api/admin/contact-messages?sort=${encodeURIComponent('["createdAt","ASC"]')}&range=[1,5]`,
    ).expect(200);
    expect(page.headers['content-range']).toBe('contact-messages 1-2/3');
    const beyond = await get('/api/admin/contact-messages?range=[10,19]').expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe('contact-messages */3');
  });

  it('searches name, number and message, any case, with % and _ taken literally', async () => {
    expect(await names(filter({ q: 'asha' }))).toEqual(['Asha Verma']);
    expect(await names(filter({ q: '98450' }))).toEqual(['Ravi "Guru" Nair']);
    expect(await names(filter({ q: 'WEEKENDS' }))).toEqual(['Ravi "Guru" Nair']);
    expect(await names(filter({ q: '100% sure_' }))).toEqual(['=HYPERLINK("http://evil.example","x")']);
    expect(await names(filter({ q: '%' }))).toHaveLength(1);
    expect(await names(filter({ id: [ids.asha, ids.ravi] }))).toEqual(['Ravi "Guru" Nair', 'Asha Verma']);
  });

  it('gets one message; 404 for an unknown id, 400 for a malformed one; read-only', async () => {
    expect((await get(`/api/admin/contact-messages/${ids.ravi}`).expect(200)).body.fullName).toBe(
      'Ravi "Guru" Nair',
    );
    expect(
      (await get('/api/admin/contact-messages/4b7e1c52-8f2a-4c1e-9a51-0d3c2b1a0f99').expect(404)).body
        .message,
    ).toBe('Contact message not found');
    expect((await get('/api/admin/contact-messages/not-a-uuid').expect(400)).body.message).toBe(
      'id must be a UUID',
    );
    await t.http.delete(`/api/admin/contact-messages/${ids.asha}`).set('Authorization', auth).expect(404);
    await t.http
      .put(`/api/admin/contact-messages/${ids.asha}`)
      .set('Authorization', auth)
      .send({ message: 'x' })
      .expect(404);
  });

  it('refuses unknown sort fields, unknown filters and malformed queries with 400 JSON naming the problem', async () => {
    const sort = await get(
      `/api/admin/contact-messages?sort=${encodeURIComponent('["password","ASC"]')}`,
    ).expect(400);
    expect(sort.body.message).toMatch(/^Cannot sort by "password"; sortable fields: /);
    const unknown = await get(`/api/admin/contact-messages?${filter({ email: 'x' })}`).expect(400);
    expect(unknown.body.message).toBe('Unknown filter "email"; filters: id, q');
    expect(
      (await get(`/api/admin/contact-messages?${filter({ q: { $ne: 1 } })}`).expect(400)).body.message,
    ).toBe('filter q must be text');
    expect((await get(`/api/admin/contact-messages?${filter({ id: 'x' })}`).expect(400)).body.message).toBe(
      'filter id must be a UUID or a list of UUIDs',
    );
    await get('/api/admin/contact-messages?range=[5,1]').expect(400);
    await get('/api/admin/contact-messages?filter={oops').expect(400);
  });

  it('needs an admin session', async () => {
    await t.http.get('/api/admin/contact-messages').expect(401);
    await t.http.get(`/api/admin/contact-messages/${ids.asha}`).expect(401);
    await t.http.get('/api/admin/contact-messages/export.csv').expect(401);
  });

  describe('CSV export', () => {
    it('streams the filtered messages, quoted, with formulas neutralised, named by the date in India', async () => {
      const response = await get('/api/admin/contact-messages/export.csv')
        .buffer(true)
        .parse(textBody)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = response.body as string;
      expect(parseCsv(text)).toEqual([
        ['Full Name', 'WhatsApp Number', 'Message', 'Received'],
        [
          `'=HYPERLINK("http://evil.example","x")`,
          '9876501234',
          "'@SUM(A1) 100% sure_",
          '07 Jan 2030, 02:30 PM',
        ],
        [
          'Ravi "Guru" Nair',
          '98450 12345',
          'Volunteering, weekends,\nmornings only',
          '06 Jan 2030, 02:30 PM',
        ],
        ['Asha Verma', '+91 98765 43210', 'Please call me about Seva Day.', '05 Jan 2030, 02:30 PM'],
      ]);
      expect(text).toContain('"Ravi ""Guru"" Nair"');
      expect(text).toContain('"Volunteering, weekends,\nmornings only"');
    });

    it('applies the list’s filters and sort; only the header when nothing matches; 400 before streaming on a bad query', async () => {
      const asc = await get(
        `/api/admin/contact-messages/export.csv?${filter({ id: [ids.ravi, ids.asha] })}&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
      ).expect(200);
      expect(parseCsv(asc.text).map((row) => row[0])).toEqual([
        'Full Name',
        'Asha Verma',
        'Ravi "Guru" Nair',
      ]);
      const none = await get(
        `/api/admin/contact-messages/export.csv?${filter({ q: 'nobody wrote this' })}`,
      ).expect(200);
      expect(none.text).toBe('Full Name,WhatsApp Number,Message,Received\r\n');
      const bad = await get(`/api/admin/contact-messages/export.csv?${filter({ nope: 1 })}`).expect(400);
      expect(bad.headers['content-type']).toMatch(/application\/json/);
    });
  });
});
