import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('admin newsletter subscribers API', () => {
  let t: TestApp;
  let auth: string;
  const ids: Record<string, string> = {};

  /** Signs up through the site's public box, then dates the row for a stable order. */
  async function subscribe(email: string, createdAt: string) {
    await t.http
      .post('/api/newsletter')
      .send({ email, consent: true })
      .expect((response) => expect(response.status).toBeLessThan(300));
    await t.dataSource.query('UPDATE newsletter_subscribers SET created_at = $2 WHERE email = $1', [
      email.toLowerCase(),
      createdAt,
    ]);
    const [row] = await t.dataSource.query('SELECT id FROM newsletter_subscribers WHERE email = $1', [
      email.toLowerCase(),
    ]);
    ids[email.toLowerCase()] = row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
    await subscribe('meera@example.org', '2030-02-01T04:00:00Z');
    await subscribe('Arjun@Example.org', '2030-02-02T04:00:00Z');
    await subscribe('-sum@evil.example', '2030-02-03T04:00:00Z');
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set('Authorization', auth);
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const emails = async (query: string) =>
    (await get(`/api/admin/newsletter-subscribers?${query}`).expect(200)).body.map(
      (s: { email: string }) => s.email,
    );

  it('lists subscribers newest first (id, email, createdAt) with Content-Range', async () => {
    const response = await get('/api/admin/newsletter-subscribers?range=[0,1]').expect(200);
    expect(response.headers['content-range']).toBe('newsletter-subscribers 0-1/3');
    expect(response.body).toEqual([
      { id: ids['-sum@evil.example'], email: '-sum@evil.example', createdAt: '2030-02-03T04:00:00.000Z' },
      { id: ids['arjun@example.org'], email: 'arjun@example.org', createdAt: '2030-02-02T04:00:00.000Z' },
    ]);
  });

  it('sorts by email, searches it, and answers getMany', async () => {
    expect(await emails(`sort=${encodeURIComponent('["email","ASC"]')}`)).toEqual([
      '-sum@evil.example',
      'arjun@example.org',
      'meera@example.org',
    ]);
    expect(await emails(filter({ q: 'MEERA' }))).toEqual(['meera@example.org']);
    expect(await emails(filter({ q: 'example.org' }))).toEqual(['arjun@example.org', 'meera@example.org']);
    expect(await emails(filter({ id: [ids['meera@example.org']] }))).toEqual(['meera@example.org']);
  });

  it('gets one; 404, 400 and 401 where due; read-only', async () => {
    expect(
      (await get(`/api/admin/newsletter-subscribers/${ids['meera@example.org']}`).expect(200)).body.email,
    ).toBe('meera@example.org');
    expect(
      (await get('/api/admin/newsletter-subscribers/4b7e1c52-8f2a-4c1e-9a51-0d3c2b1a0f99').expect(404)).body
        .message,
    ).toBe('Newsletter subscriber not found');
    await get('/api/admin/newsletter-subscribers/123').expect(400);
    expect(
      (
        await get(
          `/api/admin/newsletter-subscribers?sort=${encodeURIComponent('["createdAt","UP"]')}`,
        ).expect(400)
      ).body.message,
    ).toBe('sort order must be ASC or DESC');
    expect(
      (
        await get(`/api/admin/newsletter-subscribers?sort=${encodeURIComponent('["name","ASC"]')}`).expect(
          400,
        )
      ).body.fields,
    ).toHaveProperty('sort');
    expect(
      (await get(`/api/admin/newsletter-subscribers?${filter({ status: 'x' })}`).expect(400)).body.fields,
    ).toHaveProperty('filter');
    await t.http.get('/api/admin/newsletter-subscribers').expect(401);
    await t.http.get('/api/admin/newsletter-subscribers/export.csv').expect(401);
    await t.http
      .delete(`/api/admin/newsletter-subscribers/${ids['meera@example.org']}`)
      .set('Authorization', auth)
      .expect(404);
  });

  it('exports the filtered subscribers as CSV, formula-safe, named by the date in India', async () => {
    const response = await get('/api/admin/newsletter-subscribers/export.csv')
      .buffer(true)
      .parse(textBody)
      .expect(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(parseCsv(response.body as string)).toEqual([
      ['Email', 'Subscribed'],
      ["'-sum@evil.example", '03 Feb 2030, 09:30 AM'],
      ['arjun@example.org', '02 Feb 2030, 09:30 AM'],
      ['meera@example.org', '01 Feb 2030, 09:30 AM'],
    ]);
    const filtered = await get(
      `/api/admin/newsletter-subscribers/export.csv?${filter({ q: 'arjun' })}`,
    ).expect(200);
    expect(parseCsv(filtered.text)).toEqual([
      ['Email', 'Subscribed'],
      ['arjun@example.org', '02 Feb 2030, 09:30 AM'],
    ]);
    await get('/api/admin/newsletter-subscribers/export.csv?sort=oops').expect(400);
  });
});
