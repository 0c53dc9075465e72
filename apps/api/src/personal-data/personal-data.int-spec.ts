import {
  dataRequestDueDate,
  taxRecordKeptUntil,
  type ErasureReport,
  type MyDataExport,
} from '@foundation/shared';
import { DonationsService } from '../donations/donations.service.js';
import { DonorLinksService } from '../donor-links/donor-links.service.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent, insertTicketType } from '../testing/fixtures.js';
import { INDIAN_IN_INDIA, createPaymentsTestApp, type PaymentsTestApp } from '../testing/payment-helpers.js';

// A person's rights over their data on PostgreSQL through the API's routes: download, correct and erase
// through a booking link and a My giving link, and the admin's data requests (docs/privacy.md "Rights").

jest.setTimeout(60000);

describe('personal data: download, correct, erase; data requests', () => {
  let t: PaymentsTestApp;
  let owner: TestAdminSignIn;

  beforeAll(async () => {
    t = await createPaymentsTestApp({ SITE_URL: 'https://yoga.example.org', TRUST_PROXY: 'loopback' });
    owner = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  let address = 0;
  const from = () => `198.51.100.${(address += 1)}`;
  let people = 0;

  /** A person with a booking, a waiting-list entry, two gifts (one receipted), a volunteer application,
   * a contact message from their phone, a newsletter subscription and sent e-mails. */
  async function person() {
    people += 1;
    const email = `priya${people}@example.org`;
    const phone = `+91 98${String(people).padStart(3, '0')}0 12345`;
    const event = await insertEvent(t.dataSource, { title: `Satsang ${people}` });
    const made = await t.http
      .post('/api/registrations')
      .set('X-Forwarded-For', from())
      .send({
        eventSlug: event.urlSlug,
        numberOfTickets: 2,
        name: 'Priya Raman',
        email: email.toUpperCase(),
        phone,
        address: '4 Lake Road, Kochi',
      })
      .expect(201);
    const full = await insertEvent(t.dataSource, { title: `Full retreat ${people}` });
    const type = await insertTicketType(t.dataSource, full.id, { price: 0 });
    await t.dataSource.query(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets)
       VALUES ($1, $2, 'Priya Raman', $3, $4, 1)`,
      [full.id, type.id, email, phone],
    );
    const order = await t.http
      .post('/api/create-order')
      .send({ amount: 2100, name: 'Priya Raman', email, phone, ...INDIAN_IN_INDIA })
      .expect(201);
    const receipted = order.body.donationId as string;
    await t.dataSource.query('UPDATE donations SET donor_pan = $2, donor_address = $3 WHERE id = $1', [
      receipted,
      'ABCPR1234K',
      '4 Lake Road, Kochi',
    ]);
    expect(await t.app.get(DonationsService).complete({ id: receipted }, `pay_Rights${people}`)).toBe(
      'completed',
    );
    const pending = (
      await t.http
        .post('/api/create-order')
        .send({ amount: 300, name: 'Priya', email, ...INDIAN_IN_INDIA })
        .expect(201)
    ).body.donationId as string;
    await t.dataSource.query(
      `INSERT INTO volunteer_applications (name, email, phone, city, role_title, availability, message)
       VALUES ('Priya Raman', $1, $2, 'Kochi', 'Kitchen seva', 'Weekends', 'Happy to help')`,
      [email, phone],
    );
    await t.dataSource.query(
      `INSERT INTO contact_messages (full_name, whatsapp_number, message) VALUES ('Priya R', $1, 'When is the camp?')`,
      [phone.replace(/\s/g, '').replace('+91', '')],
    );
    await t.dataSource.query(`INSERT INTO newsletter_subscribers (email) VALUES ($1)`, [email]);
    await t.dataSource.query(
      `INSERT INTO mail_outbox (dedupe_key, kind, recipient, subject, text_body, html_body, status, sent_at)
       VALUES ($1, 'donation-thanks', $2, 'Hello', 'Dear Priya', '<p>Dear Priya</p>', 'sent', now())`,
      [`rights-${people}`, email],
    );
    const link = await t.dataSource.transaction((manager) =>
      t.app.get(DonorLinksService).issue(manager, email, 'en'),
    );
    return {
      email,
      phone,
      bookingToken: made.body.accessToken as string,
      registrationId: made.body.registration.id as string,
      donorToken: link.split('#')[1],
      receipted,
      pending,
      mailKey: `rights-${people}`,
    };
  }

  /** Someone else, who shares nothing with the person: their rows must never change. */
  async function stranger() {
    const event = await insertEvent(t.dataSource);
    await t.http
      .post('/api/registrations')
      .set('X-Forwarded-For', from())
      .send({
        eventSlug: event.urlSlug,
        numberOfTickets: 1,
        name: 'Arjun Das',
        email: 'arjun@example.org',
        phone: '+91 99999 88888',
        address: 'Delhi',
      })
      .expect(201);
    await t.http
      .post('/api/create-order')
      .send({ amount: 500, name: 'Arjun Das', email: 'arjun@example.org', ...INDIAN_IN_INDIA })
      .expect(201);
  }
  const snapshotOfStranger = () =>
    t.dataSource.query(
      `SELECT name, email, phone, address FROM event_registrations WHERE email = 'arjun@example.org'
       UNION ALL SELECT name, email, phone, donor_address FROM donations WHERE email = 'arjun@example.org'`,
    );

  describe('download my data', () => {
    it('answers everything held about the e-mail, through the booking link and My giving alike', async () => {
      const p = await person();
      const byBooking = await t.http.get(`/api/bookings/${p.bookingToken}/my-data`).expect(200);
      expect(byBooking.headers['cache-control']).toBe('private, no-store');
      const data = byBooking.body as MyDataExport;
      expect(data.email).toBe(p.email);
      expect(data.registrations).toEqual([
        expect.objectContaining({
          id: p.registrationId,
          name: 'Priya Raman',
          email: p.email,
          phone: p.phone,
          address: '4 Lake Road, Kochi',
          numberOfTickets: 2,
          status: 'completed',
        }),
      ]);
      expect(data.waitlistEntries).toEqual([expect.objectContaining({ email: p.email, status: 'waiting' })]);
      expect(data.donations.map((d) => [d.amount, d.status, d.pan, d.receipts.length])).toEqual([
        [2100, 'completed', 'ABCPR1234K', 1],
        [300, 'pending', null, 0],
      ]);
      expect(data.donations[0].receipts[0].receiptNumber).toMatch(/\d{6}$/);
      expect(data.volunteerApplications).toEqual([
        expect.objectContaining({ role: 'Kitchen seva', city: 'Kochi', message: 'Happy to help' }),
      ]);
      expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'When is the camp?' })]);
      expect(data.newsletter).toEqual({ subscribedAt: expect.any(String) });
      expect(data.consents.map((c) => c.record).sort()).toEqual([
        'contact_message',
        'donation',
        'donation',
        'newsletter',
        'registration',
        'volunteer_application',
        'waitlist_entry',
      ]);

      const byDonorLink = await t.http
        .get('/api/my-giving/my-data')
        .set('X-Access-Token', p.donorToken)
        .expect(200);
      expect({ ...byDonorLink.body, madeAt: null }).toEqual({ ...data, madeAt: null });

      const audit: { action: string; resource_id: string | null; details: { via: string } }[] =
        await t.dataSource.query(
          `SELECT action, resource_id, details FROM audit_log WHERE resource = 'personal-data' ORDER BY at, id`,
        );
      expect(audit.map((a) => [a.action, a.resource_id, a.details.via])).toEqual([
        ['export', p.registrationId, 'booking-link'],
        ['export', null, 'donor-link'],
      ]);
      // The audit log never holds the person's address.
      expect(JSON.stringify(audit)).not.toContain(p.email);
    });

    it('is a plain 404 for a wrong token, and for no donor token', async () => {
      await t.http.get(`/api/bookings/${'A'.repeat(43)}/my-data`).expect(404);
      await t.http.get('/api/bookings/short/my-data').expect(404);
      await t.http.get('/api/my-giving/my-data').expect(404);
      await t.http.get('/api/my-giving/my-data').set('X-Access-Token', 'B'.repeat(43)).expect(404);
    });
  });

  describe('correct my details', () => {
    it('corrects name, phone and address as the form checks them, and audits the fields only', async () => {
      const p = await person();
      const answer = await t.http
        .patch(`/api/bookings/${p.bookingToken}`)
        .send({ name: '  Priya R. Menon ', phone: '+91 98765 43210', address: '7 Hill View, Kochi' })
        .expect(200);
      expect(answer.body.booking.receipt.attendee).toMatchObject({
        name: 'Priya R. Menon',
        phone: '+91 98765 43210',
      });
      const [row] = await t.dataSource.query(
        'SELECT name, phone, address, email FROM event_registrations WHERE id = $1',
        [p.registrationId],
      );
      expect(row).toEqual({
        name: 'Priya R. Menon',
        phone: '+91 98765 43210',
        address: '7 Hill View, Kochi',
        email: p.email,
      });
      const [entry] = await t.dataSource.query(
        `SELECT details, changes FROM audit_log WHERE resource = 'personal-data' AND action = 'update'
          AND resource_id = $1`,
        [p.registrationId],
      );
      expect(entry).toEqual({
        details: { via: 'booking-link', right: 'correction', fields: ['name', 'phone', 'address'] },
        changes: null,
      });
    });

    it('refuses bad values, unknown fields and an empty correction with 400, changing nothing', async () => {
      const p = await person();
      const before = await t.dataSource.query(
        'SELECT name, phone, address, email, updated_at FROM event_registrations WHERE id = $1',
        [p.registrationId],
      );
      for (const [body, field] of [
        [{ phone: '12' }, 'phone'],
        [{ phone: 'call me' }, 'phone'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(201) }, 'name'],
        [{ address: 42 }, 'address'],
        [{ address: 'y'.repeat(1001), name: 'Fine' }, 'address'],
        [{ email: 'other@example.org' }, 'email'],
        [{ pan: 'ABCDE1234F' }, 'pan'],
        [{}, null],
      ] as const) {
        const answer = await t.http.patch(`/api/bookings/${p.bookingToken}`).send(body);
        expect([field, answer.status]).toEqual([field, 400]);
        expect(answer.body.message).toEqual(expect.any(String));
      }
      const hindi = await t.http
        .patch(`/api/bookings/${p.bookingToken}`)
        .set('Accept-Language', 'hi')
        .send({});
      expect(hindi.status).toBe(400);
      expect(hindi.body.message).toBe('सुधारने को कुछ नहीं: नाम, फ़ोन या पता भेजें');
      expect(
        await t.dataSource.query(
          'SELECT name, phone, address, email, updated_at FROM event_registrations WHERE id = $1',
          [p.registrationId],
        ),
      ).toEqual(before);
      await t.http
        .patch(`/api/bookings/${'C'.repeat(43)}`)
        .send({ name: 'Someone' })
        .expect(404);
    });
  });

  describe('erase my data', () => {
    it('keeps the tax record of a receipted gift, anonymises the rest, keeps the figures; idempotent', async () => {
      await stranger();
      const strangerBefore = await snapshotOfStranger();
      const p = await person();
      const seatsBefore = await t.dataSource.query(
        'SELECT number_of_tickets, total_amount, payment_status FROM event_registrations WHERE id = $1',
        [p.registrationId],
      );

      const answer = await t.http.post(`/api/bookings/${p.bookingToken}/erase`).expect(200);
      const report = answer.body as ErasureReport;
      expect(report.erased).toEqual({
        registrations: 1,
        waitlistEntries: 1,
        donations: 1,
        recurringGifts: 0,
        contactMessages: 1,
        volunteerApplications: 1,
        newsletterSubscriptions: 1,
        // The one inserted above, and those the booking and the gifts queued (however far they got).
        emails: expect.any(Number),
      });
      expect(report.erased.emails).toBeGreaterThanOrEqual(2);
      const [{ completed_at: completedAt }] = await t.dataSource.query(
        'SELECT completed_at FROM donations WHERE id = $1',
        [p.receipted],
      );
      expect(report.kept).toEqual([
        {
          kind: 'donation',
          id: p.receipted,
          amount: 2100,
          date: new Date(completedAt).toISOString(),
          reason: 'tax_record',
          keptUntil: taxRecordKeptUntil(new Date(completedAt), 10),
          fields: ['name', 'email', 'address', 'pan'],
        },
      ]);

      // The booking: no name, e-mail, phone or address; its seats, amount and status as they were.
      const [registration] = await t.dataSource.query(
        'SELECT name, email, phone, address FROM event_registrations WHERE id = $1',
        [p.registrationId],
      );
      expect(registration).toEqual({
        name: 'Erased',
        email: `erased-${p.registrationId}@erased.invalid`,
        phone: '',
        address: '',
      });
      expect(
        await t.dataSource.query(
          'SELECT number_of_tickets, total_amount, payment_status FROM event_registrations WHERE id = $1',
          [p.registrationId],
        ),
      ).toEqual(seatsBefore);
      // The receipted gift keeps what Rule 17AA needs (not the phone); the unpaid one keeps only its figures.
      expect(
        await t.dataSource.query(
          `SELECT id, amount::text, payment_status, name, email, phone, donor_pan, donor_address
             FROM donations WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
          [[p.receipted, p.pending]],
        ),
      ).toEqual([
        {
          id: p.receipted,
          amount: '2100.00',
          payment_status: 'completed',
          name: 'Priya Raman',
          email: p.email,
          phone: null,
          donor_pan: 'ABCPR1234K',
          donor_address: '4 Lake Road, Kochi',
        },
        {
          id: p.pending,
          amount: '300.00',
          payment_status: 'pending',
          name: null,
          email: null,
          phone: null,
          donor_pan: null,
          donor_address: null,
        },
      ]);
      const [receipt] = await t.dataSource.query(
        'SELECT donor_name, donor_pan, amount::text FROM donation_receipts WHERE donation_id = $1',
        [p.receipted],
      );
      expect(receipt).toEqual({ donor_name: 'Priya Raman', donor_pan: 'ABCPR1234K', amount: '2100.00' });
      const count = async (sql: string, params: unknown[]) =>
        ((await t.dataSource.query(sql, params)) as { n: number }[])[0].n;
      expect(await count('SELECT count(*)::int AS n FROM waitlist_entries WHERE email = $1', [p.email])).toBe(
        0,
      );
      expect(
        await t.dataSource.query(
          `SELECT name, phone, status FROM waitlist_entries WHERE email LIKE 'erased-%' AND number_of_tickets = 1
             AND event_id IN (SELECT id FROM events WHERE title = $1)`,
          [`Full retreat ${people}`],
        ),
      ).toEqual([{ name: 'Erased', phone: '', status: 'removed' }]);
      expect(
        await count('SELECT count(*)::int AS n FROM volunteer_applications WHERE email = $1', [p.email]),
      ).toBe(0);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM contact_messages
            WHERE message = 'When is the camp?' AND full_name = 'Priya R' AND whatsapp_number = $1`,
          [p.phone.replace(/\s/g, '').replace('+91', '')],
        ),
      ).toBe(0);
      expect(
        await count('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [p.email]),
      ).toBe(0);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM mail_outbox
            WHERE recipient = $1 OR (dedupe_key = $2 AND text_body = 'Dear Priya')`,
          [p.email, p.mailKey],
        ),
      ).toBe(0);
      expect(await snapshotOfStranger()).toEqual(strangerBefore);

      // The booking link still opens the (erased) booking, and erasing again changes nothing more.
      await t.http.get(`/api/bookings/${p.bookingToken}`).expect(200);
      const again = await t.http.post(`/api/bookings/${p.bookingToken}/erase`).expect(200);
      expect(Object.values((again.body as ErasureReport).erased)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      // The donor's link still opens the kept gift (its receipt), and erasing there is a no-op too.
      const mine = await t.http.get('/api/my-giving').set('X-Access-Token', p.donorToken).expect(200);
      expect(mine.body.donations.map((d: { id: string }) => d.id)).toEqual([p.receipted]);
      const viaDonor = await t.http
        .post('/api/my-giving/erase')
        .set('X-Access-Token', p.donorToken)
        .expect(200);
      expect(Object.values((viaDonor.body as ErasureReport).erased)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect((viaDonor.body as ErasureReport).kept.map((k) => k.id)).toEqual([p.receipted]);
      // A correction of an erased booking has nothing to correct.
      const corrected = await t.http.patch(`/api/bookings/${p.bookingToken}`).send({ name: 'Back' });
      expect([corrected.status, corrected.body.code]).toEqual([409, 'erased']);

      const audit: { action: string; details: { via: string } }[] = await t.dataSource.query(
        `SELECT action, details FROM audit_log WHERE resource = 'personal-data' AND action = 'erase' ORDER BY at, id`,
      );
      expect(audit.map((a) => a.details.via)).toEqual(['booking-link', 'booking-link', 'donor-link']);
      expect(JSON.stringify(audit)).not.toContain(p.email);
    });

    it('through My giving with nothing to keep: everything goes and the link opens an empty page', async () => {
      const email = 'kiran@example.org';
      const id = (
        await t.http
          .post('/api/create-order')
          .send({ amount: 700, name: 'Kiran', email, ...INDIAN_IN_INDIA })
          .expect(201)
      ).body.donationId as string;
      const link = await t.dataSource.transaction((manager) =>
        t.app.get(DonorLinksService).issue(manager, email, 'en'),
      );
      const token = link.split('#')[1];
      const answer = await t.http.post('/api/my-giving/erase').set('X-Access-Token', token).expect(200);
      expect(answer.body.kept).toEqual([]);
      expect(answer.body.erased.donations).toBe(1);
      expect(
        await t.dataSource.query('SELECT name, email, amount::text FROM donations WHERE id = $1', [id]),
      ).toEqual([{ name: null, email: null, amount: '700.00' }]);
      const page = await t.http.get('/api/my-giving').set('X-Access-Token', token).expect(200);
      expect(page.body.donations).toEqual([]);
      await t.http.post('/api/my-giving/erase').set('X-Access-Token', token).expect(200);
    });

    it('is a 404 with a wrong token and writes nothing', async () => {
      const before = await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log');
      await t.http.post(`/api/bookings/${'D'.repeat(43)}/erase`).expect(404);
      await t.http.post('/api/bookings/not-a-token/erase').expect(404);
      await t.http.post('/api/my-giving/erase').set('X-Access-Token', 'E'.repeat(43)).expect(404);
      await t.http.post('/api/my-giving/erase').expect(404);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
    });
  });

  describe('data requests (admin)', () => {
    const admin = () => ({ Authorization: owner.bearer });

    it('records a request with the due date of the Rules, and shows overdue ones', async () => {
      const created = await t.http
        .post('/api/admin/data-requests')
        .set(admin())
        .send({ type: 'access', email: ' Someone@Example.org ', receivedOn: '2026-01-10', note: 'By post' })
        .expect(201);
      expect(created.body).toMatchObject({
        type: 'access',
        email: 'someone@example.org',
        receivedOn: '2026-01-10',
        dueOn: '2026-04-10',
        status: 'open',
        overdue: true,
        note: 'By post',
      });
      expect(dataRequestDueDate('erasure', '2026-12-01')).toBe('2027-03-01');
      const today = calendarDate(0);
      const fresh = await t.http
        .post('/api/admin/data-requests')
        .set(admin())
        .send({ type: 'grievance', email: 'x@example.org', receivedOn: today })
        .expect(201);
      expect(fresh.body).toMatchObject({ overdue: false, dueOn: dataRequestDueDate('grievance', today) });

      const overdue = await t.http
        .get('/api/admin/data-requests')
        .query({ filter: JSON.stringify({ overdue: true }) })
        .set(admin())
        .expect(200);
      expect(overdue.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
      const dashboard = await t.http.get('/api/admin/dashboard').set(admin()).expect(200);
      expect(dashboard.body.privacy).toEqual({ overdueDataRequests: 1 });

      // Done: no longer overdue. Staff change only status and note (the rest react-admin sends is ignored).
      const done = await t.http
        .put(`/api/admin/data-requests/${created.body.id}`)
        .set(admin())
        .send({ ...created.body, status: 'done', dueOn: '2099-01-01', note: 'Sent by e-mail' })
        .expect(200);
      expect(done.body).toMatchObject({ status: 'done', dueOn: '2026-04-10', overdue: false });
      expect((await t.http.get('/api/admin/dashboard').set(admin()).expect(200)).body.privacy).toEqual({
        overdueDataRequests: 0,
      });
    });

    it('refuses bad requests with 400 and records nothing', async () => {
      const count = async () =>
        (await t.dataSource.query('SELECT count(*)::int AS n FROM data_requests'))[0].n;
      const before = await count();
      for (const body of [
        { type: 'delete-everything', email: 'a@example.org', receivedOn: '2026-01-01' },
        { type: 'access', email: 'not an e-mail', receivedOn: '2026-01-01' },
        { type: 'access', email: 'a@example.org', receivedOn: '2026-02-30' },
        { type: 'access', email: 'a@example.org', receivedOn: '01/02/2026' },
        { type: 'access', email: 'a@example.org', receivedOn: '2026-01-01', dueOn: '2030-01-01' },
        { type: 'access', email: 'a@example.org', receivedOn: '2026-01-01', note: 'n'.repeat(2001) },
      ]) {
        const answer = await t.http.post('/api/admin/data-requests').set(admin()).send(body);
        expect([body, answer.status]).toEqual([body, 400]);
      }
      expect(await count()).toBe(before);
      await t.http
        .get('/api/admin/data-requests/00000000-0000-4000-8000-000000000000')
        .set(admin())
        .expect(404);
    });

    it('exports and erases by the request’s e-mail with the same functions, audited on the request', async () => {
      const p = await person();
      const access = await t.http
        .post('/api/admin/data-requests')
        .set(admin())
        .send({ type: 'access', email: p.email, receivedOn: calendarDate(0) })
        .expect(201);
      const exported = await t.http
        .get(`/api/admin/data-requests/${access.body.id}/my-data`)
        .set(admin())
        .expect(200);
      expect(exported.body.registrations.map((r: { id: string }) => r.id)).toEqual([p.registrationId]);
      const notErasure = await t.http.post(`/api/admin/data-requests/${access.body.id}/erase`).set(admin());
      expect([notErasure.status, notErasure.body.code]).toEqual([409, 'data_request_not_erasure']);

      const erasure = await t.http
        .post('/api/admin/data-requests')
        .set(admin())
        .send({ type: 'erasure', email: p.email.toUpperCase(), receivedOn: calendarDate(0) })
        .expect(201);
      const erased = await t.http
        .post(`/api/admin/data-requests/${erasure.body.id}/erase`)
        .set(admin())
        .expect(200);
      expect(erased.body.erased.registrations).toBe(1);
      expect(erased.body.kept.map((k: { id: string }) => k.id)).toEqual([p.receipted]);
      const after = await t.http.get(`/api/admin/data-requests/${erasure.body.id}`).set(admin()).expect(200);
      expect(after.body).toMatchObject({ status: 'done', actedAt: expect.any(String) });
      const audit: { action: string; actor_email: string }[] = await t.dataSource.query(
        `SELECT action, actor_email FROM audit_log WHERE resource = 'data-requests' AND resource_id = $1
          ORDER BY at, id`,
        [erasure.body.id],
      );
      expect(audit).toEqual([
        { action: 'create', actor_email: owner.email },
        { action: 'erase', actor_email: owner.email },
      ]);
    });

    it('is for owners only', async () => {
      for (const role of ['finance', 'events', 'content'] as const) {
        const member = await signInNewAdmin(t, undefined, role);
        await t.http.get('/api/admin/data-requests').set('Authorization', member.bearer).expect(403);
      }
    });
  });
});
