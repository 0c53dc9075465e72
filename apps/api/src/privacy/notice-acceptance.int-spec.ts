import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { INDIAN_IN_INDIA } from '../testing/payment-helpers.js';

const NOTICE = {
  body: '# What we collect\n\nYour name, e-mail and phone, to run the event you book.',
  grievanceOfficer: 'Grievance Officer, privacy@foundation.example',
};

/**
 * Every public write of a form that collects personal data stores the privacy notice's version the person
 * was shown (the newest published, null while none is) and when, both decided by the server.
 */
describe('the privacy notice accepted on each form', () => {
  let t: TestApp;
  let owner: TestAdminSignIn;
  let eventSlug: string;
  let freeTypeId: string;
  let soldOutSlug: string;
  let soldOutTypeId: string;
  let roleId: string;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '-1' });
    owner = await signInNewAdmin(t);
    const event = await insertEvent(t.dataSource);
    eventSlug = event.urlSlug;
    freeTypeId = (await insertTicketType(t.dataSource, event.id, { price: 0 })).id;
    const soldOut = await insertEvent(t.dataSource);
    soldOutSlug = soldOut.urlSlug;
    soldOutTypeId = (await insertTicketType(t.dataSource, soldOut.id, { price: 0, availableQuantity: 1 })).id;
    await insertRegistration(t.dataSource, soldOut.id, { ticketTypeId: soldOutTypeId });
    const [role] = (await t.dataSource.query(
      `INSERT INTO volunteer_roles (title, commitment, skills) VALUES ('Seva', '2 hours a week', 'Care')
       RETURNING id`,
    )) as { id: string }[];
    roleId = role.id;
  }, 60000);
  afterAll(() => t.close());

  /** Each form's public write for a person (a new e-mail each time): URL, body, the table it writes. */
  const writes = (round: string) => {
    const person = { name: 'Asha Verma', email: `asha-${round}@example.org`, phone: '+919800000000' };
    return [
      {
        label: 'registration',
        url: '/api/registrations',
        body: { eventSlug, ticketTypeId: freeTypeId, numberOfTickets: 1, ...person, address: 'Pune' },
        table: 'event_registrations',
      },
      {
        label: 'waiting list',
        url: `/api/events/${soldOutSlug}/waitlist`,
        body: { ticketTypeId: soldOutTypeId, numberOfTickets: 1, ...person },
        table: 'waitlist_entries',
      },
      {
        label: 'donation',
        url: '/api/create-order',
        body: { amount: 500, ...person, ...INDIAN_IN_INDIA },
        table: 'donations',
      },
      {
        label: 'recurring gift',
        url: '/api/create-order',
        body: {
          amount: 500,
          donationType: 'monthly',
          name: person.name,
          email: person.email,
          ...INDIAN_IN_INDIA,
        },
        table: 'recurring_gifts',
      },
      {
        label: 'volunteer application',
        url: '/api/volunteer-applications',
        body: { ...person, city: 'Varanasi', roleId, availability: 'Weekends' },
        table: 'volunteer_applications',
      },
      {
        label: 'contact message',
        url: '/api/contact',
        body: { fullName: person.name, whatsappNumber: '+91 98765 43210', message: `Namaste ${round}` },
        table: 'contact_messages',
      },
      {
        label: 'newsletter',
        url: '/api/newsletter',
        body: { email: person.email, consent: true },
        table: 'newsletter_subscribers',
      },
    ];
  };

  /** Sends each form and reads back what its newest record stored. */
  const sendEach = async (round: string) => {
    const stored: { form: string; version: number | null; within: boolean }[] = [];
    for (const write of writes(round)) {
      const before = Date.now();
      const response = await t.http.post(write.url).send(write.body);
      const after = Date.now();
      expect({ form: write.label, status: response.status }).toEqual({ form: write.label, status: 201 });
      const [row] = (await t.dataSource.query(
        `SELECT notice_version AS version, notice_accepted_at AS at FROM ${write.table}
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )) as { version: number | null; at: Date | null }[];
      const at = row.at?.getTime() ?? Number.NaN;
      // The database keeps microseconds, the clock here milliseconds.
      stored.push({ form: write.label, version: row.version, within: at >= before - 1 && at <= after + 1 });
    }
    return stored;
  };

  it('stores no version, and the time, while no notice is published', async () => {
    const stored = await sendEach('none');
    expect(stored).toEqual(writes('none').map((w) => ({ form: w.label, version: null, within: true })));
  });

  it('stores the newest published version and the time', async () => {
    for (let i = 0; i < 2; i += 1) {
      await t.http
        .post('/api/admin/privacy-notices')
        .set('Authorization', owner.bearer)
        .send(NOTICE)
        .expect(201);
    }
    const [{ newest }] = (await t.dataSource.query(
      'SELECT max(version)::int AS newest FROM privacy_notices',
    )) as { newest: number }[];
    expect(newest).toBe(2);
    const stored = await sendEach('published');
    expect(stored).toEqual(
      writes('published').map((w) => ({ form: w.label, version: newest, within: true })),
    );
  });

  it('refuses a version or time sent by the browser, writing nothing', async () => {
    for (const write of writes('forged')) {
      const [{ n: before }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${write.table}`)) as {
        n: number;
      }[];
      const response = await t.http
        .post(write.url)
        .send({ ...write.body, noticeVersion: 99, noticeAcceptedAt: '2000-01-01T00:00:00Z' });
      expect({ form: write.label, status: response.status }).toEqual({ form: write.label, status: 400 });
      const [{ n: after }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${write.table}`)) as {
        n: number;
      }[];
      expect({ form: write.label, rows: after }).toEqual({ form: write.label, rows: before });
    }
  });
});
