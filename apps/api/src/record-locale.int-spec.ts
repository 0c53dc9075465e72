import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_MESSAGES } from '@foundation/shared';
import { signInNewAdmin } from './testing/admin-sign-in.js';
import { insertEvent, insertRegistration, insertTicketType } from './testing/fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { binaryBody } from './testing/binary-body.js';
import { INDIAN_IN_INDIA } from './testing/payment-helpers.js';

/**
 * Every public write takes the visitor's language (`locale`, 'en' or 'hi'; absent: English) and stores it on
 * its record, so that the e-mails and PDFs about the record speak it; any other value is refused with 400
 * naming the field, and nothing is written.
 */
describe('the visitor’s language on public writes', () => {
  let t: TestApp;
  let eventSlug: string;
  let freeTypeId: string;
  let soldOutSlug: string;
  let soldOutTypeId: string;
  let roleId: string;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '-1' });
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

  const person = { name: 'Asha Verma', email: 'asha@example.org', phone: '+919800000000' };
  /** Each public write: its URL, a valid body, the table it writes, and where its error message is. */
  const writes = () =>
    [
      {
        label: 'a registration',
        url: '/api/registrations',
        body: { eventSlug, ticketTypeId: freeTypeId, numberOfTickets: 1, ...person, address: 'Pune' },
        table: 'event_registrations',
      },
      {
        label: 'a donation',
        url: '/api/create-order',
        body: { amount: 500, ...INDIAN_IN_INDIA },
        table: 'donations',
      },
      {
        label: 'a recurring gift',
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
        label: 'a waiting-list place',
        url: `/api/events/${soldOutSlug}/waitlist`,
        body: { ticketTypeId: soldOutTypeId, numberOfTickets: 1, ...person },
        table: 'waitlist_entries',
      },
      {
        label: 'a contact message',
        url: '/api/contact',
        body: { fullName: person.name, whatsappNumber: '+91 98765 43210', message: 'Namaste' },
        table: 'contact_messages',
      },
      {
        label: 'a volunteer application',
        url: '/api/volunteer-applications',
        body: { ...person, city: 'Varanasi', roleId, availability: 'Weekends' },
        table: 'volunteer_applications',
      },
    ] as const;

  const count = async (table: string) =>
    Number(((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`)) as { n: string }[])[0].n);
  const errorOf = (
    url: string,
    body: { message?: string; error?: string; fields?: Record<string, string> },
  ) => (url === '/api/create-order' ? body.error : body.message);

  it.each(['fr', 'HI', 'hindi', '', 7, ['hi'], { hi: true }])(
    'refuses the language %j on every public write with 400 naming it, writing nothing',
    async (locale) => {
      for (const write of writes()) {
        const before = await count(write.table);
        const response = await t.http.post(write.url).send({ ...write.body, locale });
        expect({ write: write.label, status: response.status }).toEqual({ write: write.label, status: 400 });
        expect(errorOf(write.url, response.body)).toBe(LOCALE_MESSAGES.localeInvalid);
        expect(await count(write.table)).toBe(before);
      }
    },
  );

  it('stores Hindi when asked and English when no language is given', async () => {
    for (const [index, write] of writes().entries()) {
      for (const locale of ['hi', undefined] as const) {
        // A new e-mail each time: one person holds one place in a waiting line.
        const email = `person${index}-${locale ?? 'none'}@example.org`;
        const body: Record<string, unknown> = { ...write.body, locale };
        if ('email' in body) body.email = email;
        if (write.table === 'waitlist_entries') body.email = email;
        const response = await t.http.post(write.url).send(body);
        expect({ write: write.label, status: response.status }).toEqual({ write: write.label, status: 201 });
        const [latest] = (await t.dataSource.query(
          `SELECT locale FROM ${write.table} ORDER BY created_at DESC, id DESC LIMIT 1`,
        )) as { locale: string }[];
        expect({ write: write.label, locale: latest.locale }).toEqual({
          write: write.label,
          locale: locale ?? 'en',
        });
      }
    }
  });

  it('sends the visitor’s e-mails in the language of the record', async () => {
    // The writes of the test above: person{index}-hi in Hindi, person{index}-none in English.
    const subjects = async (recipient: string) =>
      (
        (await t.dataSource.query(
          `SELECT kind, subject FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id`,
          [recipient],
        )) as { kind: string; subject: string }[]
      ).map((row) => `${row.kind}: ${row.subject}`);
    const event = (await t.dataSource.query(`SELECT title FROM events WHERE url_slug = $1`, [eventSlug])) as {
      title: string;
    }[];
    expect(await subjects('person0-hi@example.org')).toEqual([
      `registration-receipt: बुकिंग की पुष्टि: ${event[0].title}`,
    ]);
    expect(await subjects('person0-none@example.org')).toEqual([
      `registration-receipt: Booking confirmed: ${event[0].title}`,
    ]);
    expect((await subjects('person3-hi@example.org'))[0]).toMatch(/^waitlist-joined: आप प्रतीक्षा सूची में हैं: /);
    expect((await subjects('person3-none@example.org'))[0]).toMatch(
      /^waitlist-joined: You are on the waiting list: /,
    );
    expect(await subjects('person5-hi@example.org')).toEqual([
      expect.stringMatching(/^volunteer-application-received: .+ के लिए आपका स्वयंसेवक आवेदन$/),
    ]);
    expect(await subjects('person5-none@example.org')).toEqual([
      expect.stringMatching(/^volunteer-application-received: Your volunteer application to /),
    ]);
  });

  it('prints a booking’s ticket in the language of the booking', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'record-locale-'));
    try {
      const ticketText = async (locale: 'hi' | undefined, n: number) => {
        const made = await t.http
          .post('/api/registrations')
          .send({ ...writes()[0].body, email: `ticket${n}@example.org`, locale })
          .expect(201);
        const response = await t.http
          .get(`/api/bookings/${made.body.accessToken as string}/ticket.pdf`)
          .buffer(true)
          .parse(binaryBody)
          .expect(200);
        const file = path.join(dir, `ticket${n}.pdf`);
        writeFileSync(file, response.body as Buffer);
        return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      };
      const hindi = await ticketText('hi', 1);
      // Words whose glyphs come in reading order: pdftotext gives a pre-base matra (ि) before its consonant.
      expect(hindi).toContain('स्थान');
      expect(hindi).toContain('प्रवेश द्वार पर यह कोड');
      expect(hindi).not.toContain('Event ticket');
      const english = await ticketText(undefined, 2);
      expect(english).toContain('Event ticket');
      expect(english).not.toContain('स्थान');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120000);

  it('shows the staff each record’s language in the admin API', async () => {
    const { bearer } = await signInNewAdmin(t);
    const languages: Record<string, string[]> = {};
    for (const [resource, table] of [
      ['registrations', 'event_registrations'],
      ['donations', 'donations'],
      ['volunteer-applications', 'volunteer_applications'],
      ['waitlist-entries', 'waitlist_entries'],
    ] as const) {
      const rows = (await t.dataSource.query(`SELECT id, locale FROM ${table} ORDER BY created_at, id`)) as {
        id: string;
        locale: string;
      }[];
      languages[resource] = [];
      for (const row of rows) {
        const response = await t.http.get(`/api/admin/${resource}/${row.id}`).set('Authorization', bearer);
        expect(response.status).toBe(200);
        expect(response.body.locale).toBe(row.locale);
        languages[resource].push(response.body.locale as string);
      }
    }
    // The writes above made both languages in each.
    for (const list of Object.values(languages)) expect(new Set(list)).toEqual(new Set(['en', 'hi']));
  });
});
