import sharp from 'sharp';
import { AUDIT_REDACTED } from '@foundation/shared';
import { createAdminUser } from '../auth/admin-users.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { parseCsv, textBody } from '../testing/csv.js';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MailService } from '../mail/mail.service.js';
import { AdminAuditLogService } from './admin-audit-log.service.js';
import { AuditService } from './audit.service.js';

const ADMIN_ADDRESS = '198.51.100.7';

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Audit Retreat',
  urlSlug: '',
  description: '<p>Seven days by the Ganga.</p>',
  location: 'Rishikesh',
  imageUrl: '/uploads/events/event-images/cover-1600.webp',
  startDate: calendarDate(40),
  endDate: calendarDate(42),
  isPaid: true,
  price: 1500,
  eventType: 'offline',
  isActive: true,
  ticketTypes: [{ name: 'Standard', price: 1500 }],
  ...overrides,
});

interface Entry {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  clientAddress: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  details: Record<string, unknown> | null;
}

describe('audit log', () => {
  let t: TestApp;
  let admin: TestAdminSignIn;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback', AUDIT_LOG_RETENTION_DAYS: '30' });
    admin = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
    t.http[method](path).set('Authorization', admin.bearer).set('X-Forwarded-For', ADMIN_ADDRESS);

  /** The entries of one record (or resource), oldest first, read straight from the table. */
  async function entriesOf(resource: string, resourceId?: string): Promise<Entry[]> {
    const response = await call(
      'get',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource, ...(resourceId ? { resourceId } : {}) }))}&sort=${encodeURIComponent('["at","ASC"]')}`,
    ).expect(200);
    return response.body;
  }

  const countAll = async () => Number((await t.dataSource.query('SELECT count(*) FROM audit_log'))[0].count);

  describe('every admin write leaves one entry in its transaction', () => {
    it('events: create, update (changed fields only, before and after) and delete, with who and from where', async () => {
      const created = await call('post', '/api/admin/events').send(validEvent()).expect(201);
      const id = created.body.id as string;
      // As the panel saves: the whole form again, ticket types with their ids (rewritten, but unchanged).
      const types = (created.body.ticketTypes as { id: string; name: string; price: number }[]).map(
        ({ id: typeId, name, price }) => ({ id: typeId, name, price }),
      );
      await call('put', `/api/admin/events/${id}`)
        .send(validEvent({ price: 1800, ticketTypes: types }))
        .expect(200);
      await call('delete', `/api/admin/events/${id}`).expect(200);

      const [create, update, remove] = await entriesOf('events', id);
      expect(create).toMatchObject({
        action: 'create',
        resource: 'events',
        resourceId: id,
        actorId: admin.adminId,
        actorEmail: admin.email,
        clientAddress: ADMIN_ADDRESS,
      });
      expect(create.changes).toMatchObject({
        title: { before: null, after: 'Audit Retreat' },
        price: { before: null, after: 1500 },
      });
      expect(update).toMatchObject({ action: 'update', actorEmail: admin.email });
      // Only what changed: the rest was sent again unchanged, timestamps (also the types') are bookkeeping.
      expect(update.changes).toEqual({ price: { before: 1500, after: 1800 } });
      expect(remove).toMatchObject({ action: 'delete', changes: { price: { before: 1800, after: null } } });
    });

    it('ticket types: create, update and delete', async () => {
      const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
      await insertTicketType(t.dataSource, event.id, { name: 'Keep' });
      const created = await call('post', '/api/admin/ticket-types')
        .send({ eventId: event.id, name: 'Seva', price: 200 })
        .expect(201);
      const id = created.body.id as string;
      await call('put', `/api/admin/ticket-types/${id}`).send({ price: 250 }).expect(200);
      await call('delete', `/api/admin/ticket-types/${id}`).expect(200);
      const entries = await entriesOf('ticket-types', id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      expect(entries[0].changes).toMatchObject({ name: { before: null, after: 'Seva' } });
      expect(entries[1].changes).toEqual({ price: { before: 200, after: 250 } });
      expect(entries[2].changes).toMatchObject({ name: { before: 'Seva', after: null } });
    });

    it('community programs: create, update and delete', async () => {
      const created = await call('post', '/api/admin/community-programs')
        .send({ title: 'Bal Sanskar', category: 'Education', description: '<p>Classes</p>', urlSlug: '' })
        .expect(201);
      const id = created.body.id as string;
      await call('put', `/api/admin/community-programs/${id}`).send({ category: 'Children' }).expect(200);
      await call('delete', `/api/admin/community-programs/${id}`).expect(200);
      const entries = await entriesOf('community-programs', id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      expect(entries[1].changes).toEqual({ category: { before: 'Education', after: 'Children' } });
    });

    it('media: upload and delete', async () => {
      const jpeg = await sharp({
        create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 100, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      const uploaded = await call('post', '/api/admin/uploads')
        .field('target', 'event-cover')
        .attach('file', jpeg, { filename: 'ghats.jpg', contentType: 'image/jpeg' })
        .expect(201);
      const id = uploaded.body.id as string;
      await call('delete', `/api/admin/media/${id}`).expect(200);
      const [upload, remove] = await entriesOf('media', id);
      expect(upload).toMatchObject({
        action: 'upload',
        actorEmail: admin.email,
        changes: { originalName: { before: null, after: 'ghats.jpg' }, url: { after: uploaded.body.url } },
      });
      expect(remove).toMatchObject({ action: 'delete', changes: { url: { before: uploaded.body.url } } });
    });

    it('outbox: Send again is logged on the message, naming its copy; a refused one logs nothing', async () => {
      await t.dataSource.transaction((manager) =>
        t.app.get(MailService).enqueue(manager, {
          dedupeKey: 'donation-thanks:audit-resend',
          kind: 'donation-thanks',
          recipient: 'ravi@example.org',
          subject: 'Thank you for your gift',
          textBody: 'Thanks',
          htmlBody: '<p>Thanks</p>',
          attachments: [],
        }),
      );
      const [{ id }] = (
        await t.dataSource.query(
          `UPDATE mail_outbox SET status = 'failed', attempts = 8 WHERE dedupe_key = $1 RETURNING id`,
          ['donation-thanks:audit-resend'],
        )
      )[0] as { id: string }[];
      const copy = await call('post', `/api/admin/mail-outbox/${id}/resend`).expect(201);
      const [entry] = await entriesOf('mail-outbox', id);
      expect(entry).toMatchObject({
        action: 'resend',
        resource: 'mail-outbox',
        resourceId: id,
        actorId: admin.adminId,
        actorEmail: admin.email,
        clientAddress: ADMIN_ADDRESS,
        details: { copyId: copy.body.id, kind: 'donation-thanks' },
      });

      // As if the copy still waited for the mail server (once the sender has done with it): a second click
      // is refused and leaves no entry.
      await t.app.get(MailService).flush();
      await t.dataSource.query(`UPDATE mail_outbox SET status = 'pending' WHERE id = $1`, [copy.body.id]);
      const before = await countAll();
      await call('post', `/api/admin/mail-outbox/${id}/resend`).expect(409);
      await call('post', '/api/admin/mail-outbox/6f1c1a52-5d55-4a43-9f43-4b4bc0b6e7a1/resend').expect(404);
      expect(await countAll()).toBe(before);
    });
  });

  describe('a change that rolls back leaves no entry', () => {
    it('an event update refused after its row was written (a ticket type with registrations) logs nothing', async () => {
      const event = await insertEvent(t.dataSource, {
        isPaid: true,
        price: 900,
        imageUrl: '/uploads/events/event-images/cover-1600.webp',
      });
      const sold = await insertTicketType(t.dataSource, event.id, { name: 'Sold' });
      await insertRegistration(t.dataSource, event.id, { ticketTypeId: sold.id });
      // The event row is updated first; deleting the sold ticket type then fails and rolls everything back.
      await call('put', `/api/admin/events/${event.id}`)
        .send({ price: 950, ticketTypes: [{ name: 'New', price: 950 }] })
        .expect(409);
      expect((await t.dataSource.query('SELECT price FROM events WHERE id = $1', [event.id]))[0].price).toBe(
        '900.00',
      );
      expect(await entriesOf('events', event.id)).toEqual([]);
    });

    it('an entry recorded in a transaction that then fails on a unique violation is gone with it', async () => {
      const audit = t.app.get(AuditService);
      const taken = await insertEvent(t.dataSource);
      const before = await countAll();
      await expect(
        t.dataSource.transaction(async (manager) => {
          await audit.record(manager, {
            action: 'update',
            resource: 'events',
            resourceId: taken.id,
            before: { title: 'a' },
            after: { title: 'b' },
          });
          await manager.query(
            'INSERT INTO events (title, url_slug, start_date, end_date) VALUES ($1, $2, $3, $3)',
            ['Copy', taken.urlSlug, calendarDate(5)],
          );
        }),
      ).rejects.toThrow(/duplicate key/);
      expect(await countAll()).toBe(before);
    });
  });

  describe('exports of personal data', () => {
    it.each([
      ['registrations', '/api/admin/registrations/export.csv'],
      ['contact-messages', '/api/admin/contact-messages/export.csv'],
      ['newsletter-subscribers', '/api/admin/newsletter-subscribers/export.csv'],
    ])('%s: each download is logged with its filter', async (resource, path) => {
      const filter = JSON.stringify({ q: 'asha' });
      await call('get', `${path}?filter=${encodeURIComponent(filter)}`)
        .buffer(true)
        .parse(textBody)
        .expect(200);
      const entries = await entriesOf(resource);
      expect(entries.at(-1)).toMatchObject({
        action: 'export',
        actorEmail: admin.email,
        clientAddress: ADMIN_ADDRESS,
        details: { filter },
      });
    });

    it('a refused export query logs nothing', async () => {
      const before = await countAll();
      await call('get', '/api/admin/contact-messages/export.csv?filter=%7B%22nope%22%3A1%7D').expect(400);
      await call('get', '/api/admin/registrations/export.csv?sort=oops').expect(400);
      expect(await countAll()).toBe(before);
    });
  });

  describe('sign-in, failed sign-in and sign-out', () => {
    it('records each with the admin (or the e-mail tried) and the address, never the password', async () => {
      const password = 'correct horse battery staple';
      const someone = await createAdminUser(t.dataSource, {
        email: 'meera@foundation.org',
        password,
        name: 'Meera',
      });
      const login = (pass: string) =>
        t.http
          .post('/api/auth/login')
          .set('X-Forwarded-For', '203.0.113.44')
          .send({ email: 'meera@foundation.org', password: pass });
      await login('wrong password 123').expect(401);
      const session = await login(password).expect(200);
      await t.http
        .post('/api/auth/logout')
        .set('X-Forwarded-For', '203.0.113.45')
        .send({ refreshToken: session.body.refreshToken })
        .expect(204);
      // A second sign-out of the same session ends nothing: not logged again.
      await t.http.post('/api/auth/logout').send({ refreshToken: session.body.refreshToken }).expect(204);

      const entries = await entriesOf('sign-ins', someone.id);
      expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.clientAddress])).toEqual([
        ['sign_in_failed', 'meera@foundation.org', '203.0.113.44'],
        ['sign_in', 'meera@foundation.org', '203.0.113.44'],
        ['sign_out', 'meera@foundation.org', '203.0.113.45'],
      ]);
      const everything = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log'));
      expect(everything).not.toContain('wrong password 123');
      expect(everything).not.toContain(password);
      expect(everything).not.toContain(session.body.refreshToken);
    });

    it('a failed sign-in for an unknown e-mail is logged without an admin', async () => {
      await t.http
        .post('/api/auth/login')
        .send({ email: 'nobody@example.org', password: 'whatever it is 1' })
        .expect(401);
      const [entry] = (await entriesOf('sign-ins')).filter((e) => e.actorEmail === 'nobody@example.org');
      expect(entry).toMatchObject({ action: 'sign_in_failed', actorId: null, resourceId: null });
    });
  });

  it('secret fields are stored redacted, at any depth', async () => {
    const audit = t.app.get(AuditService);
    const id = '5d0c2a8e-5d9b-4c55-9d6c-2a4a1f0f6b11';
    await audit.record(undefined, {
      action: 'update',
      resource: 'sessions',
      resourceId: id,
      actor: { id: null, email: 'redaction@example.org' },
      before: { name: 'A', passwordHash: 'scrypt$old', settings: { apiKey: 'k-old', refreshToken: 'r1' } },
      after: { name: 'B', passwordHash: 'scrypt$new', settings: { apiKey: 'k-new', refreshToken: 'r2' } },
    });
    const [entry] = await entriesOf('sessions', id);
    expect(entry.changes).toEqual({
      name: { before: 'A', after: 'B' },
      passwordHash: { before: AUDIT_REDACTED, after: AUDIT_REDACTED },
      settings: {
        before: { apiKey: AUDIT_REDACTED, refreshToken: AUDIT_REDACTED },
        after: { apiKey: AUDIT_REDACTED, refreshToken: AUDIT_REDACTED },
      },
    });
    expect(JSON.stringify(entry)).not.toMatch(/scrypt|k-old|k-new|r1|r2/);
  });

  describe('the admin resource', () => {
    it('lists with filters on who, action and dates, with Content-Range, and refuses bad filters', async () => {
      const today = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
      const list = (filter: object) =>
        call(
          'get',
          `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`,
        ).expect(200);
      const byMe = await list({ actorEmail: admin.email, action: 'update' });
      expect(byMe.headers['content-range']).toMatch(/^audit-log 0-\d+\/\d+$/);
      expect(byMe.body.length).toBeGreaterThan(0);
      expect(byMe.body.every((e: Entry) => e.actorEmail === admin.email && e.action === 'update')).toBe(true);
      expect((await list({ at_gte: today, at_lte: today })).body.length).toBeGreaterThan(0);
      expect((await list({ at_lte: '2000-01-01' })).body).toEqual([]);
      await call('get', `/api/admin/audit-log?filter=${encodeURIComponent('{"action":"hack"}')}`).expect(400);
      await call(
        'get',
        `/api/admin/audit-log?filter=${encodeURIComponent('{"at_gte":"31/12/2030"}')}`,
      ).expect(400);
      const one = byMe.body[0] as Entry;
      expect((await call('get', `/api/admin/audit-log/${one.id}`).expect(200)).body).toEqual(one);
    });

    it('exports CSV (formulas neutralised) and logs that export too', async () => {
      await t.app.get(AuditService).record(undefined, {
        action: 'sign_in_failed',
        resource: 'sign-ins',
        actor: { id: null, email: '=HYPERLINK("http://evil")@x.org' },
      });
      const response = await call('get', '/api/admin/audit-log/export.csv')
        .buffer(true)
        .parse(textBody)
        .expect(200)
        .expect('Content-Type', /text\/csv/);
      const rows = parseCsv(response.body as string);
      expect(rows[0]).toEqual([
        'At',
        'Admin',
        'Address',
        'Action',
        'Resource',
        'Resource ID',
        'Changes',
        'Details',
      ]);
      expect(rows.some((row) => row[1] === `'=HYPERLINK("http://evil")@x.org`)).toBe(true);
      expect((await entriesOf('audit-log')).at(-1)).toMatchObject({
        action: 'export',
        actorEmail: admin.email,
      });
    });

    it('has no route that writes: POST, PUT, PATCH and DELETE answer 404 and change nothing', async () => {
      const [some] = await entriesOf('events');
      const before = await countAll();
      await call('post', '/api/admin/audit-log').send({ action: 'create', resource: 'events' }).expect(404);
      await call('put', `/api/admin/audit-log/${some.id}`).send({ action: 'delete' }).expect(404);
      await call('patch', `/api/admin/audit-log/${some.id}`).send({ action: 'delete' }).expect(404);
      await call('delete', `/api/admin/audit-log/${some.id}`).expect(404);
      expect(await countAll()).toBe(before);
      expect((await call('get', `/api/admin/audit-log/${some.id}`).expect(200)).body).toEqual(some);
    });

    it('is denied without a session', async () => {
      await t.http.get('/api/admin/audit-log').expect(401);
      await t.http.get('/api/admin/audit-log/export.csv').expect(401);
    });
  });

  it('deletes entries older than AUDIT_LOG_RETENTION_DAYS and keeps the others', async () => {
    const [{ id: old }] = await t.dataSource.query(
      `INSERT INTO audit_log (at, action, resource) VALUES (now() - interval '31 days', 'delete', 'events') RETURNING id`,
    );
    const [{ id: recent }] = await t.dataSource.query(
      `INSERT INTO audit_log (at, action, resource) VALUES (now() - interval '29 days', 'delete', 'events') RETURNING id`,
    );
    expect(await t.app.get(AdminAuditLogService).pruneExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.dataSource.query('SELECT id FROM audit_log WHERE id = ANY($1::uuid[])', [
      [old, recent],
    ]);
    expect(left).toEqual([{ id: recent }]);
  });
});
