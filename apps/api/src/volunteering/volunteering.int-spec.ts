import { type DataProvider } from 'ra-core';
import { VOLUNTEER_MESSAGES } from '@foundation/shared';
import { MailService } from '../mail/mail.service.js';
import { adminDataProvider, signInNewAdmin } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const role = (overrides: Record<string, unknown> = {}) => ({
  title: 'Yoga Teacher in Schools',
  commitment: '4 hours per week',
  skills: 'Yoga teacher training, patience with children',
  description: 'Lead short morning sessions in government schools.',
  isActive: true,
  sortOrder: 10,
  ...overrides,
});

const application = (roleId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  city: 'Varanasi',
  roleId,
  availability: 'Weekend mornings',
  message: 'I teach yoga at my college.',
  ...overrides,
});

/**
 * Volunteering through the admin panel's own data provider (ra-data-simple-rest, run in Node against the
 * listening API) and the public Yogamitra endpoints.
 */
describe('volunteering', () => {
  let t: TestApp;
  let provider: DataProvider;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ VOLUNTEER_NOTIFY_EMAIL: 'seva@foundation.test' });
    const session = await signInNewAdmin(t);
    auth = session.bearer;
    provider = await adminDataProvider(t, session.bearer);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM volunteer_applications');
    await t.dataSource.query('DELETE FROM volunteer_roles');
    await t.dataSource.query(`DELETE FROM mail_outbox WHERE kind::text LIKE 'volunteer-%'`);
  });

  const auditOf = (resource: string, id: string) =>
    t.dataSource.query(
      'SELECT action FROM audit_log WHERE resource = $1 AND resource_id = $2 ORDER BY at ASC, action ASC',
      [resource, id],
    );
  const count = async (table: string) =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  describe('roles', () => {
    it('create, list (sort, range, filter), get, getMany, update and delete, each audited', async () => {
      const { data: teacher } = await provider.create('volunteer-roles', { data: role() });
      expect(teacher).toMatchObject({ title: 'Yoga Teacher in Schools', isActive: true, sortOrder: 10 });
      const { data: kitchen } = await provider.create('volunteer-roles', {
        data: role({ title: 'Community Kitchen Volunteer', skills: 'Cooking, serving', sortOrder: 5 }),
      });
      const { data: hidden } = await provider.create('volunteer-roles', {
        data: role({ title: 'Archive Helper', skills: 'Careful reading', sortOrder: 1, isActive: false }),
      });

      const byOrder = await provider.getList('volunteer-roles', {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'sortOrder', order: 'ASC' },
        filter: {},
      });
      expect(byOrder.total).toBe(3);
      expect(byOrder.data.map((r) => r.title)).toEqual(['Archive Helper', 'Community Kitchen Volunteer']);
      const active = await provider.getList('volunteer-roles', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'title', order: 'DESC' },
        filter: { isActive: true, q: 'o' },
      });
      expect(active.data.map((r) => r.id)).toEqual([teacher.id, kitchen.id]);
      expect((await provider.getOne('volunteer-roles', { id: kitchen.id })).data.title).toBe(
        'Community Kitchen Volunteer',
      );
      expect((await provider.getMany('volunteer-roles', { ids: [teacher.id, hidden.id] })).data).toHaveLength(
        2,
      );

      // react-admin sends the whole record back, read-only fields included
      const { data: updated } = await provider.update('volunteer-roles', {
        id: kitchen.id,
        data: { ...kitchen, commitment: '6 hours per week' },
        previousData: kitchen,
      });
      expect(updated.commitment).toBe('6 hours per week');

      await provider.delete('volunteer-roles', { id: hidden.id, previousData: hidden });
      await expect(provider.getOne('volunteer-roles', { id: hidden.id })).rejects.toMatchObject({
        status: 404,
      });

      expect(await auditOf('volunteer-roles', kitchen.id)).toEqual([
        { action: 'create' },
        { action: 'update' },
      ]);
      expect(await auditOf('volunteer-roles', hidden.id)).toEqual([
        { action: 'create' },
        { action: 'delete' },
      ]);
    });

    it('shows only active roles publicly, in their order', async () => {
      await provider.create('volunteer-roles', { data: role({ title: 'Second', sortOrder: 2 }) });
      await provider.create('volunteer-roles', { data: role({ title: 'First', sortOrder: 1 }) });
      await provider.create('volunteer-roles', {
        data: role({ title: 'Hidden', sortOrder: 0, isActive: false }),
      });
      const response = await t.http.get('/api/volunteer-roles').expect(200);
      expect(response.body.map((r: { title: string }) => r.title)).toEqual(['First', 'Second']);
    });

    it.each([
      ['title', { title: '  ' }, VOLUNTEER_MESSAGES.titleRequired],
      ['commitment', { commitment: '' }, VOLUNTEER_MESSAGES.commitmentRequired],
      ['skills', { skills: '' }, VOLUNTEER_MESSAGES.skillsRequired],
    ])('requires %s with its message and writes nothing', async (field, override, message) => {
      const response = await t.http
        .post('/api/admin/volunteer-roles')
        .set('Authorization', auth)
        .send(role(override))
        .expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.fields[field]).toBe(message);
      expect(await count('volunteer_roles')).toBe(0);
    });

    it('refuses wrong types, out of range order, long texts and unknown fields', async () => {
      for (const bad of [
        { sortOrder: -1 },
        { sortOrder: 2.5 },
        { isActive: 'yes' },
        { title: 'x'.repeat(201) },
        { views: 3 },
      ]) {
        await t.http
          .post('/api/admin/volunteer-roles')
          .set('Authorization', auth)
          .send(role(bad))
          .expect(400);
      }
      expect(await count('volunteer_roles')).toBe(0);
    });

    it('refuses to delete a role with applications (409, deactivate instead), and keeps it', async () => {
      const { data: teacher } = await provider.create('volunteer-roles', { data: role() });
      await t.http.post('/api/volunteer-applications').send(application(teacher.id)).expect(201);
      const response = await t.http
        .delete(`/api/admin/volunteer-roles/${teacher.id}`)
        .set('Authorization', auth)
        .expect(409);
      expect(response.body.message).toBe(VOLUNTEER_MESSAGES.roleInUse);
      expect(await count('volunteer_roles')).toBe(1);
      expect(await auditOf('volunteer-roles', teacher.id)).toEqual([{ action: 'create' }]);
    });
  });

  describe('applications', () => {
    it('stores an application as plain text and e-mails the staff and the applicant', async () => {
      const { data: teacher } = await provider.create('volunteer-roles', { data: role() });
      const hostile = '<script>alert(1)</script> नमस्ते 🙏';
      const response = await t.http
        .post('/api/volunteer-applications')
        .send(application(teacher.id, { message: hostile, name: '  Asha <b>Verma</b> ' }))
        .expect(201);
      expect(response.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
      const [stored] = await t.dataSource.query('SELECT * FROM volunteer_applications');
      expect(stored).toMatchObject({
        name: 'Asha <b>Verma</b>',
        message: hostile,
        role_title: 'Yoga Teacher in Schools',
        status: 'new',
      });
      await t.app.get(MailService).flush();
      const mails = await t.dataSource.query(
        `SELECT kind, recipient, subject, html_body AS "htmlBody" FROM mail_outbox
         WHERE kind::text LIKE 'volunteer-%' ORDER BY kind`,
      );
      expect(mails.map((m: { kind: string; recipient: string }) => [m.kind, m.recipient])).toEqual([
        ['volunteer-application-staff', 'seva@foundation.test'],
        ['volunteer-application-received', 'asha@example.org'],
      ]);
      for (const mail of mails) expect(mail.htmlBody).not.toContain('<script>');
    });

    it.each([
      ['name', { name: ' ' }, VOLUNTEER_MESSAGES.nameRequired],
      ['email', { email: 'not-an-address' }, VOLUNTEER_MESSAGES.emailInvalid],
      ['phone', { phone: '12' }, VOLUNTEER_MESSAGES.phoneInvalid],
      ['city', { city: '' }, VOLUNTEER_MESSAGES.cityRequired],
      ['roleId', { roleId: 'teacher' }, VOLUNTEER_MESSAGES.roleRequired],
      ['availability', { availability: '' }, VOLUNTEER_MESSAGES.availabilityRequired],
      ['message', { message: 'x'.repeat(5001) }, VOLUNTEER_MESSAGES.messageTooLong],
    ])('refuses a bad %s with its message and writes nothing', async (field, override, message) => {
      const { data: teacher } = await provider.create('volunteer-roles', { data: role() });
      const response = await t.http
        .post('/api/volunteer-applications')
        .send(application(teacher.id, override))
        .expect(400);
      expect(response.body.fields[field]).toBe(message);
      expect(await count('volunteer_applications')).toBe(0);
    });

    it('refuses an inactive or unknown role', async () => {
      const { data: hidden } = await provider.create('volunteer-roles', { data: role({ isActive: false }) });
      for (const roleId of [hidden.id, '9b2f6a55-1111-4c4c-8888-000000000000']) {
        const response = await t.http
          .post('/api/volunteer-applications')
          .send(application(roleId))
          .expect(400);
        expect(response.body.fields.roleId).toBe(VOLUNTEER_MESSAGES.roleUnavailable);
      }
      expect(await count('volunteer_applications')).toBe(0);
    });

    it('lists (search, status filter, sort, range), changes the status only (audited) and exports CSV', async () => {
      const { data: teacher } = await provider.create('volunteer-roles', { data: role() });
      const { data: cook } = await provider.create('volunteer-roles', {
        data: role({ title: 'Community Kitchen Volunteer' }),
      });
      const asha = (await t.http.post('/api/volunteer-applications').send(application(teacher.id))).body.id;
      const ravi = (
        await t.http
          .post('/api/volunteer-applications')
          .send(application(cook.id, { name: 'Ravi Nair', email: 'ravi@example.org', city: 'Kochi' }))
      ).body.id;
      await t.dataSource.query(`UPDATE volunteer_applications SET created_at = '2020-01-01' WHERE id = $1`, [
        asha,
      ]);

      const page = await provider.getList('volunteer-applications', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      });
      expect(page.total).toBe(2);
      expect(page.data.map((a) => a.id)).toEqual([ravi]);
      const searched = await provider.getList('volunteer-applications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
        filter: { q: 'kochi' },
      });
      expect(searched.data.map((a) => a.name)).toEqual(['Ravi Nair']);

      const { data: before } = await provider.getOne('volunteer-applications', { id: asha });
      const { data: contacted } = await provider.update('volunteer-applications', {
        id: asha,
        // the panel sends the whole record; only the status may change
        data: { ...before, status: 'contacted', name: 'Someone Else', message: 'changed' },
        previousData: before,
      });
      expect(contacted).toMatchObject({ status: 'contacted', name: 'Asha Verma', message: before.message });
      expect(await auditOf('volunteer-applications', asha)).toEqual([{ action: 'update' }]);
      const filtered = await provider.getList('volunteer-applications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { status: 'contacted' },
      });
      expect(filtered.data.map((a) => a.id)).toEqual([asha]);

      await t.http
        .put(`/api/admin/volunteer-applications/${asha}`)
        .set('Authorization', auth)
        .send({ status: 'maybe' })
        .expect(400);
      await t.http
        .get(`/api/admin/volunteer-applications?filter=${encodeURIComponent('{"status":"maybe"}')}`)
        .set('Authorization', auth)
        .expect(400);

      const csv = await t.http
        .get('/api/admin/volunteer-applications/export.csv')
        .set('Authorization', auth)
        .buffer(true)
        .parse(textBody)
        .expect(200);
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="volunteer-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = parseCsv(csv.body as string);
      expect(rows[0]).toEqual([
        'Name',
        'E-mail',
        'Phone',
        'City',
        'Role',
        'Availability',
        'Message',
        'Status',
        'Received',
      ]);
      expect(rows.slice(1).map((row) => [row[0], row[4], row[7]])).toEqual([
        ['Ravi Nair', 'Community Kitchen Volunteer', 'New'],
        ['Asha Verma', 'Yoga Teacher in Schools', 'Contacted'],
      ]);
      const [exported] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'export' AND resource = 'volunteer-applications'`,
      );
      expect(exported.n).toBe(1);
    });

    it('denies the admin routes without a session', async () => {
      await t.http.get('/api/admin/volunteer-roles').expect(401);
      await t.http.post('/api/admin/volunteer-roles').send(role()).expect(401);
      await t.http.get('/api/admin/volunteer-applications').expect(401);
      await t.http.get('/api/admin/volunteer-applications/export.csv').expect(401);
      expect(await count('volunteer_roles')).toBe(0);
    });
  });
});

describe('volunteer applications are limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VOLUNTEER_APPLICATIONS_MAX_PER_IP: '2', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address is over the limit, and stores nothing more', async () => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO volunteer_roles (title, commitment, skills) VALUES ('Helper', 'Flexible', 'Any') RETURNING id`,
    );
    const post = (n: number) =>
      t.http
        .post('/api/volunteer-applications')
        .set('X-Forwarded-For', '203.0.113.9')
        .send(application(id, { email: `person${n}@example.org` }));
    await post(1).expect(201);
    await post(2).expect(201);
    const refused = await post(3).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM volunteer_applications');
    expect(n).toBe(2);
  });
});
