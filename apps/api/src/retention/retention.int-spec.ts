import { type NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import {
  TEST_BOOKING_LINK_SECRET,
  TEST_JWT_SECRET,
  TEST_TICKET_SIGNING_KEY,
} from '../testing/test-secrets.js';
import { RetentionService } from './retention.service.js';

jest.setTimeout(60000);

const NO_TIMERS = {
  RETENTION_SWEEP_INTERVAL_MS: '3600000',
  MAIL_POLL_INTERVAL_MS: '3600000',
  REMINDER_SWEEP_INTERVAL_MS: '3600000',
};

/** `YYYY-MM-DD` plus whole days. */
const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
/** Noon in India on a calendar day. */
const noonIst = (date: string) => `${date}T12:00:00+05:30`;

/**
 * The daily retention job on PostgreSQL (docs/privacy.md "Retention"): each period a day before and a day
 * after its end, donations kept for their tax record and their pending statement, a run repeated and two API
 * processes running one day's job once, and the owners' overview.
 */
describe('retention', () => {
  let t: TestApp;
  let retention: RetentionService;
  let owner: TestAdminSignIn;

  beforeAll(async () => {
    t = await createTestApp(NO_TIMERS);
    retention = t.app.get(RetentionService);
    owner = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  const one = async (sql: string, params: unknown[]) =>
    ((await t.dataSource.query(sql, params)) as Record<string, unknown>[])[0];

  let n = 0;
  const contact = async (sentOn: string) =>
    (
      await one(
        `INSERT INTO contact_messages (full_name, whatsapp_number, message, created_at)
         VALUES ('Meera', '+91 98000 11111', 'Is there parking?', $1) RETURNING id`,
        [noonIst(sentOn)],
      )
    ).id as string;
  const volunteer = async (sentOn: string) =>
    (
      await one(
        `INSERT INTO volunteer_applications (name, email, phone, city, role_title, availability, message, created_at)
         VALUES ('Ravi', $1, '+919800022222', 'Pune', 'Kitchen seva', 'Weekends', 'Glad to help', $2) RETURNING id`,
        [`ravi${(n += 1)}@example.org`, noonIst(sentOn)],
      )
    ).id as string;
  const mail = async (queuedOn: string, status = 'sent') =>
    (
      await one(
        `INSERT INTO mail_outbox (dedupe_key, kind, recipient, subject, text_body, html_body, status, created_at)
         VALUES ($1, 'registration-receipt', 'guest@example.org', 'Your booking', 'Dear guest', '<p>Dear guest</p>',
                 $2::mail_status, $3) RETURNING id`,
        [`retention-test:${(n += 1)}`, status, noonIst(queuedOn)],
      )
    ).id as string;
  const donation = async (receivedAt: string) =>
    (
      await one(
        `INSERT INTO donations (amount, name, email, phone, donor_pan, donor_address, access_token_hash,
                                payment_status, payment_id, completed_at)
         VALUES (5000, 'Lakshmi Iyer', $1, '+919800033333', 'ABCPL1234K', '2 Temple St, Madurai', $2, 'completed',
                 $3, $4) RETURNING id`,
        [`lakshmi${(n += 1)}@example.org`, `hash-${n}`, `pay_Retention${n}`, receivedAt],
      )
    ).id as string;
  const waitlist = async (eventId: string) => {
    const type = await insertTicketType(t.dataSource, eventId, { price: 0 });
    return (
      await one(
        `INSERT INTO waitlist_entries (event_id, ticket_type_id, name, email, phone, number_of_tickets)
         VALUES ($1, $2, 'Kiran', $3, '+919800044444', 1) RETURNING id`,
        [eventId, type.id, `kiran${(n += 1)}@example.org`],
      )
    ).id as string;
  };
  const eventEnding = (endDate: string) =>
    insertEvent(t.dataSource, { startDate: addDays(endDate, -1), endDate });

  const erased = (email: unknown) => typeof email === 'string' && email.endsWith('@erased.invalid');

  // First, while this process's is the only API: a second one started later takes over passport's strategies.
  it('shows owners the periods and what is due; refuses anyone else', async () => {
    await contact(addDays(new Date().toISOString().slice(0, 10), -400));
    const answer = await t.http.get('/api/admin/retention').set('Authorization', owner.bearer).expect(200);
    expect(answer.body).toMatchObject({
      periods: {
        registrationDays: 365,
        waitlistDays: 30,
        contactMessageDays: 365,
        volunteerApplicationDays: 730,
        mailBodyDays: 90,
        taxRecordYears: 10,
      },
      runs: [],
    });
    expect(Object.keys(answer.body.due)).toEqual([
      'registrations',
      'waitlistEntries',
      'contactMessages',
      'volunteerApplications',
      'mailBodies',
      'donations',
    ]);
    expect(answer.body.due.contactMessages).toBe(1);
    await t.http.get('/api/admin/retention').expect(401);
  });

  it('anonymises each kind the day after its period ends, never on its last day', async () => {
    const today = '2031-06-15';
    const now = new Date(noonIst(today));

    const keptEvent = await eventEnding(addDays(today, -365));
    const pastEvent = await eventEnding(addDays(today, -366));
    const keptBooking = await insertRegistration(t.dataSource, keptEvent.id);
    const pastBooking = await insertRegistration(t.dataSource, pastEvent.id, { name: 'Asha Verma' });

    const keptWaitEvent = await eventEnding(addDays(today, -30));
    const pastWaitEvent = await eventEnding(addDays(today, -31));
    const keptWait = await waitlist(keptWaitEvent.id);
    const pastWait = await waitlist(pastWaitEvent.id);

    const keptContact = await contact(addDays(today, -365));
    const pastContact = await contact(addDays(today, -366));
    const keptVolunteer = await volunteer(addDays(today, -730));
    const pastVolunteer = await volunteer(addDays(today, -731));
    const keptMail = await mail(addDays(today, -90));
    const pastMail = await mail(addDays(today, -91));
    const unsentMail = await mail(addDays(today, -200), 'pending');

    const run = await retention.runDaily(now);
    expect(run).toMatchObject({ runOn: today, status: 'done' });
    expect(run!.anonymised.registrations).toBeGreaterThanOrEqual(1);

    const booking = async (id: string) =>
      one(
        'SELECT name, email, phone, address, number_of_tickets AS tickets FROM event_registrations WHERE id = $1',
        [id],
      );
    expect(await booking(keptBooking.id)).toMatchObject({ name: 'Asha Verma', phone: '+919800000000' });
    expect(erased((await booking(keptBooking.id)).email)).toBe(false);
    const gone = await booking(pastBooking.id);
    expect(gone).toMatchObject({ name: 'Erased', phone: '', address: '', tickets: 1 });
    expect(erased(gone.email)).toBe(true);

    const entry = (id: string) => one('SELECT name, email FROM waitlist_entries WHERE id = $1', [id]);
    expect(await entry(keptWait)).toMatchObject({ name: 'Kiran' });
    expect(await entry(pastWait)).toMatchObject({ name: 'Erased' });

    const message = (id: string) =>
      one('SELECT full_name AS name, message FROM contact_messages WHERE id = $1', [id]);
    expect(await message(keptContact)).toEqual({ name: 'Meera', message: 'Is there parking?' });
    expect(await message(pastContact)).toEqual({ name: 'Erased', message: '' });

    const application = (id: string) =>
      one('SELECT name, city FROM volunteer_applications WHERE id = $1', [id]);
    expect(await application(keptVolunteer)).toEqual({ name: 'Ravi', city: 'Pune' });
    expect(await application(pastVolunteer)).toEqual({ name: 'Erased', city: '' });

    const email = (id: string) =>
      one('SELECT recipient, subject, text_body AS "textBody", status FROM mail_outbox WHERE id = $1', [id]);
    expect(await email(keptMail)).toMatchObject({ recipient: 'guest@example.org', textBody: 'Dear guest' });
    const oldMail = await email(pastMail);
    expect(oldMail).toMatchObject({ subject: 'Your booking', textBody: '', status: 'sent' });
    expect(erased(oldMail.recipient)).toBe(true);
    // One still waiting to be sent is the sender's, not the job's.
    expect(await email(unsentMail)).toMatchObject({ textBody: 'Dear guest', status: 'pending' });
  });

  it('keeps a donation for its tax record and while its statement is pending', async () => {
    // A gift of 2020-21 is kept to 31 March 2032 (ten years after the assessment year 2021-22).
    const lastDay = await donation('2021-03-31T12:00:00+05:30');
    // 1 April 2021 (India) is 2021-22: kept a year longer.
    const nextYear = await donation('2021-03-31T18:30:00Z');
    // This year's gift: its statement (due 31 May 2033) is pending.
    const current = await donation('2032-04-01T12:00:00+05:30');
    const donor = (id: string) =>
      one(
        'SELECT name, email, donor_pan AS pan, phone, amount::text AS amount, payment_status AS status FROM donations WHERE id = $1',
        [id],
      );

    await retention.runDaily(new Date(noonIst('2032-03-31')));
    expect(await donor(lastDay)).toMatchObject({ name: 'Lakshmi Iyer', pan: 'ABCPL1234K' });

    const overview = await retention.overview(new Date(noonIst('2032-04-01')));
    expect(overview.due.donations).toBe(1);
    expect(overview.heldForStatement).toBeGreaterThanOrEqual(1);

    // Its receipt holds the donor too (an 80G receipt: name, address, PAN).
    await t.dataSource.query(
      `INSERT INTO donation_receipts (donation_id, receipt_number, financial_year, sequence, is_80g, issued_at,
                                      received_at, donor_name, donor_address, donor_pan, amount, payment_id, foundation, tax_regime)
       SELECT id, '80G/2020-21/000001', '2020-21', 1, true, completed_at, completed_at, name, donor_address,
              donor_pan, amount, payment_id, '{}', 'it-act-1961' FROM donations WHERE id = $1`,
      [lastDay],
    );
    await retention.runDaily(new Date(noonIst('2032-04-01')));
    expect(
      await one(
        `SELECT receipt_number AS number, donor_name AS name, donor_pan AS pan, donor_address AS address,
                is_80g AS "is80G", amount::text AS amount, donor_erased_at IS NOT NULL AS erased
           FROM donation_receipts WHERE donation_id = $1`,
        [lastDay],
      ),
    ).toEqual({
      number: '80G/2020-21/000001',
      name: 'Erased',
      pan: null,
      address: null,
      is80G: true,
      amount: '5000.00',
      erased: true,
    });
    expect(await donor(lastDay)).toEqual({
      name: null,
      email: null,
      pan: null,
      phone: null,
      amount: '5000.00',
      status: 'completed',
    });
    expect(await donor(nextYear)).toMatchObject({ name: 'Lakshmi Iyer', pan: 'ABCPL1234K' });
    expect(await donor(current)).toMatchObject({ name: 'Lakshmi Iyer', pan: 'ABCPL1234K' });
  });

  it('does a day once: a second run, or a second API process, finds it done', async () => {
    const today = '2035-01-10';
    const now = new Date(noonIst(today));
    const ids = await Promise.all(Array.from({ length: 450 }, () => contact(addDays(today, -400))));

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
      }),
    )) as NestExpressApplication;
    await second.init();
    try {
      const other = second.get(RetentionService);
      const runs = await Promise.all([retention.runDaily(now), other.runDaily(now)]);
      const done = runs.filter((run) => run !== null);
      expect(done).toHaveLength(1);
      expect(done[0]!.anonymised.contactMessages).toBeGreaterThanOrEqual(450);
      expect(await retention.runDaily(now)).toBeNull();
      expect(await other.runDaily(now)).toBeNull();
      const [{ left }] = (await t.dataSource.query(
        `SELECT count(*)::int AS left FROM contact_messages WHERE id = ANY($1::uuid[]) AND full_name <> 'Erased'`,
        [ids],
      )) as { left: number }[];
      expect(left).toBe(0);
      const [{ runsOfDay }] = (await t.dataSource.query(
        `SELECT count(*)::int AS "runsOfDay" FROM retention_runs WHERE run_on = $1`,
        [today],
      )) as { runsOfDay: number }[];
      expect(runsOfDay).toBe(1);
    } finally {
      await second.close();
    }

    // The next day's run finds nothing more of them to do.
    const next = await retention.runDaily(new Date(noonIst(addDays(today, 1))));
    expect(next!.anonymised.contactMessages).toBe(0);
  });

  it('takes over a run left running by a process that died', async () => {
    await t.dataSource.query(
      `INSERT INTO retention_runs (run_on, heartbeat_at) VALUES ('2036-02-02', now() - interval '2 hours')`,
    );
    await t.dataSource.query(`INSERT INTO retention_runs (run_on) VALUES ('2036-02-03')`);
    expect(await retention.runDaily(new Date(noonIst('2036-02-02')))).toMatchObject({ status: 'done' });
    // A run still beating is another process's.
    expect(await retention.runDaily(new Date(noonIst('2036-02-03')))).toBeNull();

    // The owners' overview lists the runs, newest first, the one still going too.
    const { runs } = await retention.overview();
    expect(runs.slice(0, 2)).toMatchObject([
      { runOn: '2036-02-03', status: 'running', finishedAt: null },
      { runOn: '2036-02-02', status: 'done' },
    ]);
    expect(runs.map((run) => run.runOn)).toContain('2035-01-10');
  });
});
