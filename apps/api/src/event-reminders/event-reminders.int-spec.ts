import { type NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../app.factory.js';
import { BookingKeys } from '../booking-keys/booking-keys.service.js';
import { loadConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { insertEvent, insertRegistration } from '../testing/fixtures.js';
import { startSmtpServer } from '../testing/payment-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import {
  TEST_BOOKING_LINK_SECRET,
  TEST_JWT_SECRET,
  TEST_TICKET_SIGNING_KEY,
} from '../testing/test-secrets.js';
import { EventRemindersService } from './event-reminders.service.js';

const at = (iso: string) => new Date(iso);
const NO_TIMERS = { REMINDER_SWEEP_INTERVAL_MS: '3600000', MAIL_POLL_INTERVAL_MS: '3600000' };

/**
 * Reminders before events (docs/events-operations.md "Reminders") on a real PostgreSQL and a real SMTP
 * server: the IST boundaries of both timings, late reminders, the per-event switch, cancelled bookings and
 * inactive events, and two API instances sweeping one database at once.
 */
describe('event reminders', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let reminders: EventRemindersService;
  let session: TestAdminSignIn;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ ...NO_TIMERS, SMTP_URL: smtp.url });
    reminders = t.app.get(EventRemindersService);
    session = await signInNewAdmin(t);
  }, 60000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  }, 60000);

  const remindersOf = async (eventId: string) =>
    (await t.dataSource.query(
      `SELECT m.recipient, m.subject, m.text_body AS "textBody", m.attachments
         FROM mail_outbox m JOIN event_registrations r ON m.dedupe_key LIKE 'event-reminder:' || r.id || ':%'
        WHERE m.kind = 'event-reminder' AND r.event_id = $1 ORDER BY m.recipient`,
      [eventId],
    )) as { recipient: string; subject: string; textBody: string; attachments: unknown[] }[];

  /** A booking whose link works (its access token is the derived secret). */
  const booking = async (eventId: string, overrides: Record<string, unknown> = {}) => {
    const registration = await insertRegistration(t.dataSource, eventId, overrides);
    const { hash } = t.app.get(BookingKeys).bookingToken(registration.id);
    await t.dataSource.query(`UPDATE event_registrations SET access_token_hash = $2 WHERE id = $1`, [
      registration.id,
      hash,
    ]);
    return registration;
  };

  it('reminds an offline event’s confirmed bookings at 18:00 India time the day before, once', async () => {
    const event = await insertEvent(t.dataSource, {
      startDate: '2030-03-01',
      endDate: '2030-03-02',
      location: 'Parmarth Niketan, Rishikesh',
      locationMapUrl: 'https://maps.example.org/ghat',
    });
    await booking(event.id, { email: 'first@example.org' });
    await booking(event.id, { email: 'second@example.org', locale: 'hi' });
    await booking(event.id, { email: 'cancelled@example.org', paymentStatus: 'cancelled' });
    await booking(event.id, { email: 'pending@example.org', paymentStatus: 'pending' });

    // 17:59:59.999 India time on the day before is 12:29:59.999 UTC: not yet.
    expect(await reminders.sweep(at('2030-02-28T12:29:59.999Z'))).toBe(0);
    expect(await reminders.sweep(at('2030-02-28T12:30:00.000Z'))).toBe(2);
    expect(await reminders.sweep(at('2030-02-28T12:31:00.000Z'))).toBe(0);

    const mails = await remindersOf(event.id);
    expect(mails.map((mail) => mail.recipient)).toEqual(['first@example.org', 'second@example.org']);
    const [english, hindi] = mails;
    expect(english.subject).toBe(`Reminder: ${event.title}, 1 March 2030 - 2 March 2030`);
    expect(english.textBody).toContain('Where: Parmarth Niketan, Rishikesh');
    expect(english.textBody).toContain('Open the map: https://maps.example.org/ghat');
    expect(english.textBody).toMatch(
      /Your booking, with your ticket and the option to cancel: http\S+\/bookings\//,
    );
    expect(hindi.subject).toBe(`रिमाइंडर: ${event.title}, 1–2 मार्च 2030`);
    expect(hindi.textBody).toMatch(/\/hi\/bookings\//);
    expect(english.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);

    // Delivered through SMTP with the ticket rendered as a PDF.
    await t.app.get(MailService).flush();
    const delivered = smtp.messages.filter((message) => message.to.includes('first@example.org'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].raw).toMatch(/Content-Type: application\/pdf/);
    expect(delivered[0].raw).toContain('JVBERi0'); // "%PDF-" in base64
  });

  it('sends a reminder whose time passed at the next sweep, but never once the event has started', async () => {
    const event = await insertEvent(t.dataSource, { startDate: '2030-04-10', endDate: '2030-04-10' });
    // Without a start time the event starts at 09:00 India time (03:30 UTC) on its start date.
    await booking(event.id, { email: 'early@example.org' });
    // The server was down at 18:00: the sweep at 08:59 the next morning still reminds.
    expect(await reminders.sweep(at('2030-04-10T03:29:00.000Z'))).toBe(1);
    // Booked late, after the reminder went out: the next sweep reminds this booking too.
    await booking(event.id, { email: 'late@example.org' });
    expect(await reminders.sweep(at('2030-04-10T03:29:30.000Z'))).toBe(1);
    // After the start, nothing more.
    await booking(event.id, { email: 'too-late@example.org' });
    expect(await reminders.sweep(at('2030-04-10T03:30:00.000Z'))).toBe(0);
    expect((await remindersOf(event.id)).map((mail) => mail.recipient)).toEqual([
      'early@example.org',
      'late@example.org',
    ]);
  });

  it('reminds an online event an hour before its start across India midnight, with the join link', async () => {
    const event = await insertEvent(t.dataSource, {
      eventType: 'online',
      startDate: '2030-01-01',
      endDate: '2030-01-01',
      startTime: '00:30',
      joinUrl: 'https://meet.example.org/satsang',
    });
    await booking(event.id, { email: 'online@example.org' });
    // 00:30 India time on 1 January is 19:00 UTC on 31 December; the reminder is due an hour before.
    expect(await reminders.sweep(at('2029-12-31T17:59:59.000Z'))).toBe(0);
    expect(await reminders.sweep(at('2029-12-31T18:00:00.000Z'))).toBe(1);
    const [mail] = await remindersOf(event.id);
    expect(mail.subject).toBe(`Reminder: ${event.title}, 12:30 AM IST, 1 January 2030`);
    expect(mail.textBody).toContain('Join the event: https://meet.example.org/satsang');
    expect(mail.textBody).not.toContain('Where:');
    expect(mail.textBody).toContain('Your ticket is attached for your records.');
  });

  it('sends nothing for an event whose reminders staff turned off, an inactive one or a cancelled one', async () => {
    const off = await insertEvent(t.dataSource, { startDate: '2030-05-20', endDate: '2030-05-20' });
    const inactive = await insertEvent(t.dataSource, {
      startDate: '2030-05-20',
      endDate: '2030-05-20',
      isActive: false,
    });
    const cancelled = await insertEvent(t.dataSource, { startDate: '2030-05-20', endDate: '2030-05-20' });
    await booking(off.id);
    await booking(inactive.id);
    // A booking still confirmed while the cancellation's job has not reached it yet.
    await booking(cancelled.id);
    await t.dataSource.query(`UPDATE events SET cancelled_at = now() WHERE id = $1`, [cancelled.id]);
    const saved = await t.http
      .put(`/api/admin/events/${off.id}/reminders`)
      .set('Authorization', session.bearer)
      .send({ remindersEnabled: false })
      .expect(200);
    expect(saved.body).toEqual({
      remindersEnabled: false,
      startTime: null,
      joinUrl: null,
      reminderDueAt: null,
      remindersQueued: 0,
    });
    expect(await reminders.sweep(at('2030-05-19T13:00:00.000Z'))).toBe(0);
    const audit = (await t.dataSource.query(
      `SELECT actor_email AS "actorEmail", changes FROM audit_log WHERE resource = 'events' AND resource_id = $1`,
      [off.id],
    )) as { actorEmail: string; changes: Record<string, unknown> }[];
    expect(audit).toEqual([
      { actorEmail: session.email, changes: { remindersEnabled: { before: true, after: false } } },
    ]);
  });

  it('keeps staff’s settings valid and shows when the reminder is due', async () => {
    const event = await insertEvent(t.dataSource, { startDate: '2030-06-10', endDate: '2030-06-10' });
    const put = (body: object) =>
      t.http.put(`/api/admin/events/${event.id}/reminders`).set('Authorization', session.bearer).send(body);
    for (const bad of [
      { startTime: '25:00' },
      { startTime: '7:30' },
      { joinUrl: 'http://insecure.example.org' },
      { joinUrl: `https://example.org/${'a'.repeat(2000)}` },
      { remindersEnabled: 'yes' },
      { sendTo: 'everyone' },
    ]) {
      const response = await put(bad).expect(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const saved = await put({ startTime: '18:30', joinUrl: 'https://meet.example.org/x' }).expect(200);
    expect(saved.body).toMatchObject({
      remindersEnabled: true,
      startTime: '18:30',
      joinUrl: 'https://meet.example.org/x',
      // Offline: 18:00 India time the day before.
      reminderDueAt: '2030-06-09T12:30:00.000Z',
    });
    await t.http
      .get(`/api/admin/events/00000000-0000-4000-8000-000000000000/reminders`)
      .set('Authorization', session.bearer)
      .expect(404);
    // The join link is never in the public answer.
    const open = await t.http.get(`/api/events/${event.urlSlug}`).expect(200);
    expect(JSON.stringify(open.body)).not.toContain('meet.example.org');
  });

  it('gives every booking one reminder when two API instances sweep at once', async () => {
    const second = (await createApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.databaseUrl,
        UPLOADS_DIR: t.uploadsDir,
        JWT_SECRET: TEST_JWT_SECRET,
        BOOKING_LINK_SECRET: TEST_BOOKING_LINK_SECRET,
        TICKET_SIGNING_PRIVATE_KEY: TEST_TICKET_SIGNING_KEY,
        ...NO_TIMERS,
        SMTP_URL: smtp.url,
      }),
    )) as NestExpressApplication;
    await second.init();
    try {
      const event = await insertEvent(t.dataSource, { startDate: '2030-07-01', endDate: '2030-07-01' });
      await t.dataSource.query(
        `INSERT INTO event_registrations (event_id, name, email, phone, address, number_of_tickets, payment_status)
         SELECT $1, 'Guest ' || n, 'guest' || n || '@example.org', '+919800000000', 'Pune', 1, 'completed'
           FROM generate_series(1, 130) n`,
        [event.id],
      );
      const now = at('2030-06-30T13:00:00.000Z');
      const other = second.get(EventRemindersService);
      const counts = await Promise.all([
        reminders.sweep(now),
        other.sweep(now),
        reminders.sweep(now),
        other.sweep(now),
      ]);
      // A sweep already running in an instance is not doubled; the two instances share the work.
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(130);
      expect(await other.sweep(now)).toBe(0);
      const [row] = (await t.dataSource.query(
        `SELECT count(*)::int AS mails, count(DISTINCT m.recipient)::int AS recipients
           FROM mail_outbox m JOIN event_registrations r ON m.dedupe_key LIKE 'event-reminder:' || r.id || ':%'
          WHERE r.event_id = $1`,
        [event.id],
      )) as { mails: number; recipients: number }[];
      expect(row).toEqual({ mails: 130, recipients: 130 });
    } finally {
      await second.close();
    }
  }, 120000);
});
