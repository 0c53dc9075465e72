import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EventCancellationProgress } from '@foundation/shared';
import { BookingKeys } from '../booking-keys/booking-keys.service.js';
import { MailService } from '../mail/mail.service.js';
import { RegistrationPaymentsService } from '../registrations/registration-payments.service.js';
import { EventCancellationService } from './event-cancellation.service.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { startRazorpayMock, waitFor } from '../testing/payment-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const KEY_ID = 'rzp_test_Cancel123456';
const KEY_SECRET = 'razorpay-test-key-secret';

/**
 * Cancelling and moving an event (docs/events-operations.md) on PostgreSQL, with refunds through the payment
 * lifecycle against the local Razorpay server: every booking cancelled once and every paid one refunded
 * once, a second call idempotent, refusals (no reason, an ended event), the public answers after it, the
 * e-mails in both languages, and a move's free cancellation inside and outside its window.
 */
describe('cancelling and moving an event', () => {
  let mock: Awaited<ReturnType<typeof startRazorpayMock>>;
  let t: TestApp;
  let session: TestAdminSignIn;
  let mailDir: string;

  beforeAll(async () => {
    mock = await startRazorpayMock(KEY_ID, KEY_SECRET);
    mailDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-event-cancel-'));
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-test-webhook-secret',
      RAZORPAY_API_URL: mock.url,
      PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
      EVENT_CANCEL_SWEEP_INTERVAL_MS: '3600000',
      MAIL_POLL_INTERVAL_MS: '3600000',
      MAIL_DIR: mailDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    });
    session = await signInNewAdmin(t);
  }, 60000);
  afterAll(async () => {
    await t.app.get(MailService).flush();
    await t.close();
    await mock.close();
    if (process.env.KEEP_MAIL_DIR) console.log(`E-mails kept in ${mailDir}`);
    else rmSync(mailDir, { recursive: true, force: true });
  }, 60000);
  beforeEach(() => {
    mock.state.mode = 'ok';
  });

  /** A confirmed booking whose link works; paid when `paymentId` is given. */
  const booking = async (eventId: string, overrides: Record<string, unknown> = {}) => {
    const registration = await insertRegistration(t.dataSource, eventId, overrides);
    const { token, hash } = t.app.get(BookingKeys).bookingToken(registration.id);
    await t.dataSource.query(`UPDATE event_registrations SET access_token_hash = $2 WHERE id = $1`, [
      registration.id,
      hash,
    ]);
    return { ...registration, token };
  };
  const paid = (eventId: string, n: number, overrides: Record<string, unknown> = {}) =>
    booking(eventId, {
      paymentId: `pay_Cancel${String(n).padStart(8, '0')}`,
      totalAmount: '1500.00',
      ticketTypePrice: '1500.00',
      ...overrides,
    });

  const cancel = (eventId: string, body: unknown) =>
    t.http
      .post(`/api/admin/events/${eventId}/cancel`)
      .set('Authorization', session.bearer)
      .send(body as object);
  const progress = async (eventId: string) =>
    (
      await t.http
        .get(`/api/admin/events/${eventId}/cancellation`)
        .set('Authorization', session.bearer)
        .expect(200)
    ).body as EventCancellationProgress;
  const done = (eventId: string) =>
    waitFor(async () => {
      const now = await progress(eventId);
      return now.state === 'done' ? now : null;
    }, 20000);
  const statuses = async (eventId: string) =>
    (await t.dataSource.query(
      `SELECT payment_status AS status, cancelled_by AS "by", cancellation_refund_paise AS refund
         FROM event_registrations WHERE event_id = $1 ORDER BY created_at, id`,
      [eventId],
    )) as { status: string; by: string | null; refund: number | null }[];
  const refundsOf = async (eventId: string) =>
    (await t.dataSource.query(
      `SELECT pr.status, pr.amount_paise AS "amountPaise", pr.payment_id AS "paymentId"
         FROM payment_refunds pr JOIN event_registrations r ON r.id = pr.payable_id
        WHERE pr.payable_kind = 'registration' AND r.event_id = $1 ORDER BY pr.payment_id`,
      [eventId],
    )) as { status: string; amountPaise: number; paymentId: string }[];
  const mailsOf = async (eventId: string, kind: string) =>
    (await t.dataSource.query(
      `SELECT m.recipient, m.subject, m.text_body AS "textBody", m.html_body AS "htmlBody"
         FROM mail_outbox m JOIN event_registrations r ON m.dedupe_key LIKE $2::text || ':' || r.id || '%'
        WHERE m.kind::text = $2 AND r.event_id = $1 ORDER BY m.recipient`,
      [eventId, kind],
    )) as { recipient: string; subject: string; textBody: string; htmlBody: string }[];
  const refundRequestsAtProvider = () =>
    mock.state.requests.filter((request) => request.route?.includes('/refund'));

  it('cancels every booking once, refunds every paid one once, closes the waiting list and tells each attendee in their language', async () => {
    const event = await insertEvent(t.dataSource, {
      title: 'Himalayan Retreat',
      titleHi: 'हिमालय शिविर',
      isPaid: true,
      price: 1500,
    });
    const type = await insertTicketType(t.dataSource, event.id, { price: 1500, availableQuantity: 10 });
    const english = await paid(event.id, 1, { email: 'meera@example.org', name: 'Meera Iyer' });
    const hindi = await paid(event.id, 2, { email: 'ravi@example.org', name: 'Ravi Kumar', locale: 'hi' });
    await booking(event.id, { email: 'free@example.org', totalAmount: '0.00' });
    await booking(event.id, { email: 'pending@example.org', paymentStatus: 'pending' });
    await t.dataSource.query(
      `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets, locale)
       VALUES ($1, $2, 'Waiting One', 'wait@example.org', '+919800000009', 1, 'en')`,
      [event.id, type.id],
    );
    const before = refundRequestsAtProvider().length;

    const started = await cancel(event.id, {
      reason: 'The venue is flooded after the monsoon rains.',
      reasonHi: 'मानसून की बारिश के बाद स्थान में पानी भर गया है।',
    }).expect(202);
    expect(started.body).toMatchObject({ state: expect.stringMatching(/running|done/) });

    const finished = await done(event.id);
    expect(finished).toMatchObject({
      state: 'done',
      reason: 'The venue is flooded after the monsoon rains.',
      bookingsCancelled: 3,
      bookingsLeft: 0,
      refundsFailed: 0,
      waitlistClosed: 1,
    });
    expect(finished.refundsPending + finished.refundsProcessed).toBe(2);
    expect(await statuses(event.id)).toEqual([
      { status: 'cancelled', by: 'event', refund: 150000 },
      { status: 'cancelled', by: 'event', refund: 150000 },
      { status: 'cancelled', by: 'event', refund: 0 },
      { status: 'pending', by: null, refund: null },
    ]);
    expect(await refundsOf(event.id)).toEqual([
      { status: 'pending', amountPaise: 150000, paymentId: english.paymentId },
      { status: 'pending', amountPaise: 150000, paymentId: hindi.paymentId },
    ]);
    const atProvider = refundRequestsAtProvider().slice(before);
    expect(atProvider.map((request) => request.route).sort()).toEqual([
      `POST /v1/payments/${english.paymentId}/refund`,
      `POST /v1/payments/${hindi.paymentId}/refund`,
    ]);
    const [{ waiting }] = (await t.dataSource.query(
      `SELECT count(*)::int AS waiting FROM waitlist_entries WHERE event_id = $1 AND status IN ('waiting', 'offered')`,
      [event.id],
    )) as { waiting: number }[];
    expect(waiting).toBe(0);

    const mails = await mailsOf(event.id, 'event-cancelled');
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'free@example.org',
      'meera@example.org',
      'ravi@example.org',
    ]);
    const [free, meera, ravi] = mails;
    expect(meera.subject).toBe('Event cancelled: Himalayan Retreat');
    expect(meera.textBody).toContain('The venue is flooded after the monsoon rains.');
    expect(meera.textBody).toContain('You get ₹1,500 (100%) back');
    expect(meera.textBody).toContain(`/bookings/${english.token}`);
    expect(free.textBody).toContain('Your booking was free, so there is nothing to refund.');
    expect(ravi.subject).toBe('आयोजन रद्द: हिमालय शिविर');
    expect(ravi.textBody).toContain('मानसून की बारिश के बाद स्थान में पानी भर गया है।');
    expect(ravi.textBody).toContain('वापस मिलेंगे');
    expect(ravi.htmlBody).toContain('lang="hi"');
    // The outbox writes them as .eml files (MAIL_DIR): read back in both languages.
    await t.app.get(MailService).flush();
    const files = readdirSync(mailDir).map((file) => readFileSync(path.join(mailDir, file), 'utf8'));
    expect(files.some((file) => file.includes('ravi@example.org'))).toBe(true);

    // A second call is idempotent: same answer, nothing cancelled, refunded or e-mailed again.
    const again = await cancel(event.id, { reason: 'Another reason' }).expect(202);
    expect(again.body).toMatchObject({ reason: 'The venue is flooded after the monsoon rains.' });
    await done(event.id);
    expect(refundRequestsAtProvider().length).toBe(before + 2);
    expect((await mailsOf(event.id, 'event-cancelled')).length).toBe(3);
    expect((await refundsOf(event.id)).length).toBe(2);
  }, 60000);

  it('answers cancelled on the public page, leaves the lists and refuses registration (409)', async () => {
    const event = await insertEvent(t.dataSource, {
      title: 'Bhakti Evening',
      urlSlug: 'bhakti-evening-cancelled',
    });
    await booking(event.id);
    const listed = async () =>
      ((await t.http.get('/api/events?type=offline').expect(200)).body as { urlSlug: string }[]).map(
        (item) => item.urlSlug,
      );
    expect(await listed()).toContain(event.urlSlug);
    await cancel(event.id, { reason: 'The speaker is unwell.', reasonHi: 'वक्ता अस्वस्थ हैं।' }).expect(202);
    await done(event.id);

    const page = await t.http.get(`/api/events/${event.urlSlug}`).expect(200);
    expect(page.body).toMatchObject({
      status: 'cancelled',
      registrationOpen: false,
      cancellationReason: 'The speaker is unwell.',
      cancellationReasonHi: 'वक्ता अस्वस्थ हैं।',
    });
    expect(await listed()).not.toContain(event.urlSlug);
    // Staff still see it in their list, marked cancelled.
    const admin = await t.http.get(`/api/admin/events/${event.id}`).set('Authorization', session.bearer);
    expect(admin.body.status).toBe('cancelled');

    const registration = await t.http
      .post('/api/registrations')
      .send({
        eventSlug: event.urlSlug,
        numberOfTickets: 1,
        name: 'Late Comer',
        email: 'late@example.org',
        phone: '+919800000001',
        address: 'Delhi',
      })
      .expect(409);
    expect(registration.body.message).toBe('This event has been cancelled.');
    const hindi = await t.http
      .post('/api/registrations')
      .send({
        eventSlug: event.urlSlug,
        numberOfTickets: 1,
        name: 'Late Comer',
        email: 'late@example.org',
        phone: '+919800000001',
        address: 'Delhi',
        locale: 'hi',
      })
      .expect(409);
    expect(hindi.body.message).toBe('यह आयोजन रद्द कर दिया गया है।');
  }, 60000);

  it('refuses without a reason (400 "Reason is required"), for an ended event (409) and for no event (404)', async () => {
    const event = await insertEvent(t.dataSource);
    for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
      const refused = await cancel(event.id, body).expect(400);
      expect(JSON.stringify(refused.body)).toContain('Reason is required');
    }
    await cancel(event.id, { reason: 'x', extra: true }).expect(400);
    const ended = await insertEvent(t.dataSource, { startDate: calendarDate(-5), endDate: calendarDate(-3) });
    await booking(ended.id);
    const late = await cancel(ended.id, { reason: 'Too late' }).expect(409);
    expect(late.body.message).toBe('This event has ended, so it cannot be cancelled.');
    expect(await statuses(ended.id)).toEqual([{ status: 'completed', by: null, refund: null }]);
    await cancel('00000000-0000-4000-8000-000000000000', { reason: 'Nothing' }).expect(404);
    const [{ jobs }] = (await t.dataSource.query(
      `SELECT count(*)::int AS jobs FROM event_cancellations WHERE event_id = ANY($1::uuid[])`,
      [[event.id, ended.id]],
    )) as { jobs: number }[];
    expect(jobs).toBe(0);
  }, 60000);

  it('keeps a refund the provider refused as failed for staff to retry, and finishes the job', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 900 });
    const one = await paid(event.id, 11, { totalAmount: '900.00' });
    mock.state.mode = 'server-error';
    await cancel(event.id, { reason: 'Storm warning' }).expect(202);
    const finished = await done(event.id);
    expect(finished).toMatchObject({ bookingsCancelled: 1, refundsFailed: 1, refundsPending: 0 });
    mock.state.mode = 'ok';
    // Staff retry it from the registration (the existing "Retry refund").
    await t.http
      .post(`/api/admin/registrations/${one.id}/refund`)
      .set('Authorization', session.bearer)
      .expect((response) => expect(response.status).toBeLessThan(300));
    expect((await progress(event.id)).refundsFailed).toBe(0);
  }, 60000);

  it('refunds in full a payment that arrives after the event was cancelled, once, at the next sweep', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 700 });
    // A seat hold whose payment is on its way while staff cancel.
    const hold = await booking(event.id, {
      paymentStatus: 'pending',
      orderId: 'order_CancelLate0001',
      totalAmount: '1400.00',
      ticketTypePrice: '700.00',
      numberOfTickets: 2,
    });
    await cancel(event.id, { reason: 'Flood warning' }).expect(202);
    await done(event.id);
    const arrived = await t.app
      .get(RegistrationPaymentsService)
      .complete({ id: hold.id }, 'pay_CancelLate0001');
    expect(arrived.outcome).toBe('refund_needed');
    expect(await refundsOf(event.id)).toEqual([]);

    // Two sweeps at once (two processes): one refund, asked of the provider once.
    const asked = refundRequestsAtProvider().length;
    const sweeper = t.app.get(EventCancellationService);
    await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect(await refundsOf(event.id)).toEqual([
      {
        status: expect.stringMatching(/^(pending|processed)$/),
        amountPaise: 140000,
        paymentId: 'pay_CancelLate0001',
      },
    ]);
    expect(refundRequestsAtProvider().length - asked).toBe(1);
    await sweeper.sweep();
    expect(refundRequestsAtProvider().length - asked).toBe(1);
    const [{ status }] = (await t.dataSource.query(
      `SELECT payment_status AS status FROM event_registrations WHERE id = $1`,
      [hold.id],
    )) as { status: string }[];
    expect(status).toBe('failed');
  }, 60000);

  it('tells attendees of a move and lets them cancel with a full refund inside the window only', async () => {
    const event = await insertEvent(t.dataSource, {
      title: 'Yoga by the Ganga',
      isPaid: true,
      price: 2000,
      startDate: calendarDate(40),
      endDate: calendarDate(41),
      location: 'Rishikesh',
      imageUrl: 'https://images.example.org/ganga.jpg',
      // Its own rule never refunds: the move's window does.
      cancellationRule: 'not-cancellable',
    });
    await insertTicketType(t.dataSource, event.id, { price: 2000 });
    const early = await paid(event.id, 21, { totalAmount: '2000.00', email: 'early@example.org' });
    await paid(event.id, 22, {
      totalAmount: '2000.00',
      email: 'hindi@example.org',
      locale: 'hi',
    });
    const late = await paid(event.id, 23, { totalAmount: '2000.00', email: 'late@example.org' });
    const terms = async (token: string) =>
      (await t.http.get(`/api/bookings/${token}`).expect(200)).body.booking.cancellation;
    expect((await terms(early.token)).terms.cancellable).toBe(false);

    await t.http
      .put(`/api/admin/events/${event.id}`)
      .set('Authorization', session.bearer)
      .send({ startDate: calendarDate(45), endDate: calendarDate(46), location: 'Haridwar' })
      .expect(200);
    const changed = await mailsOf(event.id, 'event-changed');
    expect(changed.map((mail) => mail.recipient)).toEqual([
      'early@example.org',
      'hindi@example.org',
      'late@example.org',
    ]);
    expect(changed[0].subject).toBe('Changed: Yoga by the Ganga');
    expect(changed[0].textBody).toContain('New place: Haridwar (was: Rishikesh)');
    expect(changed[0].textBody).toContain('get all of the ₹2,000 you paid back');
    expect(changed[1].textBody).toContain('नया स्थान');
    // Saving again without a change of date or place tells no one again.
    const saved = await t.http.get(`/api/admin/events/${event.id}`).set('Authorization', session.bearer);
    await t.http
      .put(`/api/admin/events/${event.id}`)
      .set('Authorization', session.bearer)
      .send(saved.body)
      .expect(200);
    expect((await mailsOf(event.id, 'event-changed')).length).toBe(3);

    const page = (await t.http.get(`/api/bookings/${early.token}`).expect(200)).body.booking;
    expect(page.event).toMatchObject({ location: 'Haridwar', status: 'scheduled' });
    expect(page.event.movedAt).toEqual(expect.any(String));
    expect(page.cancellation.moveWindowEndsAt).toEqual(expect.any(String));
    expect(page.cancellation.terms).toMatchObject({ cancellable: true, refundPercent: 100 });

    // Inside the window: cancelled with everything back, whatever the event's rule says.
    const inside = await t.http.post(`/api/bookings/${early.token}/cancel`).send({}).expect(200);
    expect(inside.body.booking.cancellation.cancelledBy).toBe('attendee');
    expect((await refundsOf(event.id)).map((refund) => [refund.paymentId, refund.amountPaise])).toEqual([
      [early.paymentId, 200000],
    ]);

    // Outside the window (the move was 8 days ago): the event's own rule again.
    await t.dataSource.query(`UPDATE events SET moved_at = now() - interval '8 days' WHERE id = $1`, [
      event.id,
    ]);
    expect((await terms(late.token)).moveWindowEndsAt).toBeNull();
    await t.http.post(`/api/bookings/${late.token}/cancel`).send({}).expect(409);
    expect((await statuses(event.id)).map((row) => row.status)).toEqual([
      'cancelled',
      'completed',
      'completed',
    ]);
  }, 60000);

  it('tells attendees when only the start time changes (the reminders route)', async () => {
    const event = await insertEvent(t.dataSource, { title: 'Morning Satsang', startTime: '07:00' });
    await booking(event.id, { email: 'satsang@example.org' });
    await t.http
      .put(`/api/admin/events/${event.id}/reminders`)
      .set('Authorization', session.bearer)
      .send({ startTime: '08:30' })
      .expect(200);
    const [mail] = await mailsOf(event.id, 'event-changed');
    expect(mail.textBody).toContain('New start time: 8:30 AM IST (was: 7:00 AM IST)');
  }, 60000);
});
