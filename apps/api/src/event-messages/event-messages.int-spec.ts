import { randomUUID } from 'node:crypto';
import { MailService } from '../mail/mail.service.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { startSmtpServer } from '../testing/payment-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const STAFF = 'events-team@example.org';

/**
 * Messages from staff to an event's attendees (docs/events-operations.md "Messages to attendees") on a
 * real PostgreSQL and SMTP server: audiences, languages, plain text, the staff's copy, the audit, the
 * delivery counts, bad input and the limit per admin.
 */
describe('messages to attendees', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let session: TestAdminSignIn;
  let eventId: string;
  let typeA: string;
  let typeB: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '3600000',
      EVENTS_STAFF_EMAIL: STAFF,
      EVENT_MESSAGES_MAX_PER_ADMIN: '6',
    });
    session = await signInNewAdmin(t);
    const event = await insertEvent(t.dataSource, {
      title: 'Ganga Aarti',
      titleHi: 'गंगा आरती',
      isPaid: true,
    });
    eventId = event.id;
    typeA = (await insertTicketType(t.dataSource, eventId, { name: 'Ghat' })).id;
    typeB = (await insertTicketType(t.dataSource, eventId, { name: 'Boat' })).id;
    const inside = await insertRegistration(t.dataSource, eventId, {
      email: 'inside@example.org',
      name: 'Asha',
      ticketTypeId: typeA,
    });
    await insertRegistration(t.dataSource, eventId, {
      email: 'hindi@example.org',
      name: 'रवि',
      ticketTypeId: typeB,
      locale: 'hi',
    });
    // A second booking of the same address: one e-mail, not two.
    await insertRegistration(t.dataSource, eventId, { email: 'HINDI@example.org', ticketTypeId: typeA });
    await insertRegistration(t.dataSource, eventId, {
      email: 'cancelled@example.org',
      paymentStatus: 'cancelled',
    });
    await insertRegistration(t.dataSource, eventId, {
      email: 'pending@example.org',
      paymentStatus: 'pending',
    });
    // A walk-in who gave no e-mail address, checked in: there is no one to write to.
    const walkIn = await insertRegistration(t.dataSource, eventId, {
      email: '',
      name: 'Walk-in',
      ticketTypeId: typeA,
    });
    for (const booking of [inside, walkIn])
      await t.dataSource.query(
        `INSERT INTO check_in_scans (client_scan_id, kind, event_id, booking_id, requested, admitted, outcome,
                                     device_id, device_name, scanned_at)
         VALUES ($1, 'admit', $2, $3, 1, 1, 'admitted', 'door-a', 'Door A', now())`,
        [randomUUID(), eventId, booking.id],
      );
    await t.dataSource.query(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets, status, locale)
       VALUES ($1, $2, 'Meera', 'waiting@example.org', '+919800000001', 1, 'waiting', 'hi'),
              ($1, $2, 'Old', 'removed@example.org', '+919800000002', 1, 'removed', 'en')`,
      [eventId, typeB],
    );
  }, 60000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  }, 60000);

  const send = (body: object, bearer = session.bearer, id = eventId) =>
    t.http.post(`/api/admin/events/${id}/messages`).set('Authorization', bearer).send(body);
  const count = (query: string) =>
    t.http
      .get(`/api/admin/events/${eventId}/messages/recipients?${query}`)
      .set('Authorization', session.bearer);
  const mailsOf = async (subjectLike: string) =>
    (await t.dataSource.query(
      `SELECT recipient, subject, text_body AS "textBody", html_body AS "htmlBody" FROM mail_outbox
        WHERE kind = 'event-message' AND subject LIKE $1 ORDER BY recipient`,
      [subjectLike],
    )) as { recipient: string; subject: string; textBody: string; htmlBody: string }[];
  const messageCount = async () =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM event_messages`)) as { n: number }[])[0].n;

  it('counts each audience before sending, by language', async () => {
    expect((await count('audience=confirmed').expect(200)).body).toEqual({
      recipients: 2,
      english: 1,
      hindi: 1,
    });
    expect((await count('audience=checked-in').expect(200)).body).toEqual({
      recipients: 1,
      english: 1,
      hindi: 0,
    });
    expect((await count('audience=not-checked-in').expect(200)).body).toEqual({
      recipients: 1,
      english: 0,
      hindi: 1,
    });
    expect((await count('audience=waitlist').expect(200)).body).toEqual({
      recipients: 1,
      english: 0,
      hindi: 1,
    });
    expect((await count(`audience=confirmed&ticketTypeIds=${typeB}`).expect(200)).body.recipients).toBe(1);
    await count('audience=everyone').expect(400);
  });

  it('sends each confirmed attendee their language’s version, plain text with links, and the staff a copy', async () => {
    const response = await send({
      subject: 'Rain at the ghat',
      body: 'Dear friends,\nThe aarti moves indoors: https://maps.example.org/hall.\n\n<script>alert(1)</script> <b>bold</b>',
      subjectHi: 'घाट पर बारिश',
      bodyHi: 'आरती अंदर होगी: https://maps.example.org/hall',
      audience: 'confirmed',
    }).expect(202);
    expect(response.body).toEqual({ recipients: 2 });

    const english = await mailsOf('Rain at the ghat');
    expect(english.map((mail) => mail.recipient)).toEqual(['inside@example.org']);
    expect(english[0].textBody).toMatch(/^Dear friends,\n/);
    expect(english[0].textBody).toContain('<script>alert(1)</script>');
    expect(english[0].htmlBody).toContain(
      '<a href="https://maps.example.org/hall">https://maps.example.org/hall</a>.',
    );
    expect(english[0].htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;');
    expect(english[0].htmlBody).not.toContain('<script>');
    expect(english[0].htmlBody).toContain('because you booked Ganga Aarti');

    const hindi = await mailsOf('घाट पर बारिश');
    expect(hindi.map((mail) => mail.recipient)).toEqual(['hindi@example.org']);
    expect(hindi[0].textBody).toContain('आपको Yoga Foundation से यह संदेश');
    expect(hindi[0].textBody).toContain('आरती अंदर होगी');
    expect(hindi[0].htmlBody).toContain('<html lang="hi">');
    expect(hindi[0].htmlBody).toContain('गंगा आरती');

    const [copy] = (await t.dataSource.query(
      `SELECT subject, text_body AS "textBody" FROM mail_outbox WHERE recipient = $1`,
      [STAFF],
    )) as { subject: string; textBody: string }[];
    expect(copy.subject).toBe('Copy: Rain at the ghat (Ganga Aarti)');
    expect(copy.textBody).toContain(`${session.email} sent this message to 2 people (confirmed)`);
    expect(copy.textBody).toContain('आरती अंदर होगी');

    const [audit] = (await t.dataSource.query(
      `SELECT actor_email AS "actorEmail", resource FROM audit_log WHERE resource = 'event-messages'`,
    )) as { actorEmail: string; resource: string }[];
    expect(audit).toEqual({ actorEmail: session.email, resource: 'event-messages' });
  });

  it('falls back to English for Hindi bookings when no Hindi is given, and reaches the waiting list', async () => {
    await send({ subject: 'Boat timings', body: 'Boats leave at 6.', audience: 'waitlist' }).expect(202);
    const mails = await mailsOf('Boat timings');
    expect(mails.map((mail) => mail.recipient)).toEqual(['waiting@example.org']);
    expect(mails[0].textBody).toContain('आपको Yoga Foundation से यह संदेश');
    expect(mails[0].textBody).toContain('Boats leave at 6.');
  });

  it('lists what was sent: by whom, when, to how many, and how many were delivered', async () => {
    await t.app.get(MailService).flush();
    const list = await t.http
      .get(`/api/admin/events/${eventId}/messages`)
      .set('Authorization', session.bearer)
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ subject: 'Boat timings', audience: 'waitlist', recipients: 1, delivered: 1 }),
      expect.objectContaining({
        subject: 'Rain at the ghat',
        subjectHi: 'घाट पर बारिश',
        sentBy: session.email,
        recipients: 2,
        delivered: 2,
        failed: 0,
        pending: 0,
        sentAt: expect.any(String),
      }),
    ]);
    expect(smtp.messages.some((message) => message.to.includes('hindi@example.org'))).toBe(true);
  });

  it('answers 409 with a clear message when no one is in the audience, and writes nothing', async () => {
    const other = await insertEvent(t.dataSource);
    const before = await messageCount();
    const response = await send(
      { subject: 'Hello', body: 'Anyone?', audience: 'confirmed' },
      session.bearer,
      other.id,
    ).expect(409);
    expect(response.body.message).toBe('No one is in this audience, so nothing was sent.');
    expect(await messageCount()).toBe(before);
  });

  it('refuses bad input with a 4xx naming the problem, and writes nothing', async () => {
    const before = await messageCount();
    const otherType = (await insertTicketType(t.dataSource, (await insertEvent(t.dataSource)).id)).id;
    const cases: [object, number, RegExp][] = [
      [{ subject: '  ', body: 'Text', audience: 'confirmed' }, 400, /Subject is required/],
      [{ subject: 'Hi', body: '', audience: 'confirmed' }, 400, /Message is required/],
      [{ subject: 'Hi', body: 'x'.repeat(5001), audience: 'confirmed' }, 400, /at most 5,000 characters/],
      [{ subject: 'Hi', body: 'Text', audience: 'everyone' }, 400, /Audience must be one of/],
      [{ subject: 'Hi', body: 'Text' }, 400, /Audience must be one of/],
      [
        { subject: 'Hi', body: 'Text', audience: 'confirmed', ticketTypeIds: [otherType] },
        400,
        /ticket types/,
      ],
      [{ subject: 'Hi', body: 'Text', audience: 'confirmed', ticketTypeIds: ['nope'] }, 400, /ticket types/],
      [{ subject: 'Hi', body: 'Text', audience: 'confirmed', html: '<b>x</b>' }, 400, /html/],
    ];
    for (const [body, status, message] of cases) {
      const response = await send(body).expect(status);
      expect(JSON.stringify(response.body)).toMatch(message);
    }
    await send({ subject: 'Hi', body: 'Text', audience: 'confirmed' }, session.bearer, randomUUID()).expect(
      404,
    );
    expect(await messageCount()).toBe(before);
  });

  it('limits the messages one admin sends, not another admin’s', async () => {
    const body = { subject: 'Again', body: 'Text', audience: 'checked-in' };
    // Six per window in this suite. Three counted above: two sent and the one refused for having no one to
    // reach (the limit is counted before the audience is read); bad requests refused at validation are not.
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await send(body)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await send(body).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/Too many messages to attendees from your account/);
    const colleague = await signInNewAdmin(t);
    await send(body, colleague.bearer).expect(202);
  });
});
