import { newAccessToken } from './payments/access-token.js';
import { insertEvent, insertRegistration, insertTicketType } from './testing/fixtures.js';
import { mimeParts, pdfText } from './testing/mime.js';
import {
  createPaymentsTestApp,
  startSmtpServer,
  waitFor,
  type PaymentsTestApp,
} from './testing/payment-helpers.js';
import { binaryBody } from './testing/binary-body.js';

/**
 * The staff's Hindi twins in what a Hindi visitor receives: the booking confirmation (as a real SMTP server
 * receives it), the ticket PDF, the booking page's data, the waiting list's offer e-mail and page, and the
 * volunteer's acknowledgement, each text falling back to English where its twin is empty; English records
 * keep the English texts.
 *
 * The Hindi words are chosen so that pdftotext gives them in reading order (no pre-base ि, no reph): the
 * PDFs print them right, the extraction reorders those glyphs (docs/decisions/0024).
 */
describe('Hindi content in the visitor’s documents', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: PaymentsTestApp;

  const HINDI = { title: 'योग सप्ताह', location: 'गंगा घाट, वाराणसी', ticket: 'सामान्य प्रवेश' };
  const ENGLISH = { title: 'Yoga Week', location: 'Ganga Ghat, Varanasi', ticket: 'General entry' };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createPaymentsTestApp({
      SMTP_URL: smtp.url,
      SITE_URL: 'https://yoga.example.org',
      WAITLIST_SWEEP_INTERVAL_MS: '600000',
    });
  }, 60000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  let n = 0;
  const person = (label: string) => {
    n += 1;
    return { name: 'Asha Verma', email: `${label}${n}@example.org`, phone: '+919800000000' };
  };

  /** An open free event with one ticket type; `twins` are its Hindi texts (null or blank: not translated). */
  async function event(twins: { title: string | null; location: string | null; ticket: string | null }) {
    const saved = await insertEvent(t.dataSource, {
      title: ENGLISH.title,
      location: ENGLISH.location,
      titleHi: twins.title,
      locationHi: twins.location,
    });
    const type = await insertTicketType(t.dataSource, saved.id, {
      name: ENGLISH.ticket,
      nameHi: twins.ticket,
      price: 0,
    });
    return { slug: saved.urlSlug, eventId: saved.id, typeId: type.id };
  }

  /** The text and HTML parts of an e-mail the SMTP server received for `email` whose text has `marker`. */
  async function received(email: string, marker: string): Promise<{ text: string; html: string }> {
    const read = (raw: string) => {
      const parts = mimeParts(raw);
      const body = (type: string) => parts.find((p) => p.contentType === type)!.body.toString('utf8');
      return { text: body('text/plain'), html: body('text/html') };
    };
    return waitFor(async () =>
      smtp.messages
        .filter((m) => m.to.includes(email))
        .map((m) => read(m.raw))
        .find((mail) => mail.text.includes(marker)),
    );
  }

  async function book(slug: string, typeId: string, locale: 'hi' | 'en', label: string) {
    const who = person(label);
    const made = await t.http
      .post('/api/registrations')
      .send({ eventSlug: slug, ticketTypeId: typeId, numberOfTickets: 1, ...who, address: 'Pune', locale })
      .expect(201);
    return {
      email: who.email,
      token: made.body.accessToken as string,
      id: made.body.registration.id as string,
    };
  }

  async function ticketText(token: string): Promise<string> {
    const response = await t.http
      .get(`/api/bookings/${token}/ticket.pdf`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    return pdfText(response.body as Buffer);
  }

  it('confirms a Hindi booking with the event’s Hindi title, location and ticket name, on the page and the ticket too', async () => {
    const { slug, typeId } = await event(HINDI);
    const booking = await book(slug, typeId, 'hi', 'hindi');

    const mail = await received(booking.email, booking.id);
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain(HINDI.title);
      expect(text).toContain(HINDI.location);
      expect(text).toContain(HINDI.ticket);
      expect(text).not.toContain(ENGLISH.title);
      expect(text).not.toContain(ENGLISH.location);
      expect(text).not.toContain(ENGLISH.ticket);
    }

    // The link leads to the booking page in Hindi.
    expect(mail.text).toContain(`/hi/bookings/${booking.token}`);

    const page = (await t.http.get(`/api/bookings/${booking.token}`).expect(200)).body;
    expect(page.booking.receipt.event).toMatchObject({ title: HINDI.title, location: HINDI.location });
    expect(page.booking.receipt.ticketTypeName).toBe(HINDI.ticket);
    expect(page.booking.event.location).toBe(HINDI.location);

    const calendar = await t.http.get(`/api/bookings/${booking.token}/calendar.ics`).expect(200);
    // An .ics folds its long lines (a break and a space inside the text) and escapes commas.
    const entry = calendar.text.replace(/\r?\n[ \t]/g, '');
    expect(entry).toContain(`SUMMARY:${HINDI.title}`);
    expect(entry).toContain(`LOCATION:${HINDI.location.replace(',', '\\,')}`);

    const ticket = await ticketText(booking.token);
    expect(ticket).toContain(HINDI.title);
    expect(ticket).toContain(HINDI.location);
    expect(ticket).toContain(HINDI.ticket);
    expect(ticket).not.toContain(ENGLISH.title);
  }, 120000);

  it('falls back to English per field where a Hindi twin is empty', async () => {
    const { slug, typeId } = await event({ title: HINDI.title, location: '  ', ticket: null });
    const booking = await book(slug, typeId, 'hi', 'fallback');

    const mail = await received(booking.email, booking.id);
    expect(mail.text).toContain(HINDI.title);
    expect(mail.text).toContain(ENGLISH.location);
    expect(mail.text).toContain(ENGLISH.ticket);
    expect(mail.text).not.toContain(ENGLISH.title);

    const ticket = await ticketText(booking.token);
    expect(ticket).toContain(HINDI.title);
    expect(ticket).toContain(ENGLISH.location);
    expect(ticket).toContain(ENGLISH.ticket);
  }, 120000);

  it('keeps an English booking of a translated event in English', async () => {
    const { slug, typeId } = await event(HINDI);
    const booking = await book(slug, typeId, 'en', 'english');
    const mail = await received(booking.email, booking.id);
    expect(mail.text).toContain(`Event: ${ENGLISH.title}`);
    expect(mail.text).toContain(`Location: ${ENGLISH.location}`);
    expect(mail.text).toContain(`Ticket type: ${ENGLISH.ticket}`);
    for (const hindi of Object.values(HINDI)) expect(mail.text).not.toContain(hindi);
    expect(mail.text).toMatch(new RegExp(`https?://[^/\\s]+/bookings/${booking.token}`));
    const page = (await t.http.get(`/api/bookings/${booking.token}`).expect(200)).body;
    expect(page.booking.receipt.event.title).toBe(ENGLISH.title);
  });

  /** A sold-out paid ticket type (one pending hold on its only seat) whose hold the test can dismiss. */
  async function soldOut(twins: { title: string | null; ticket: string | null }) {
    const saved = await insertEvent(t.dataSource, {
      title: ENGLISH.title,
      location: ENGLISH.location,
      titleHi: twins.title,
      locationHi: null,
      isPaid: true,
      price: 100,
    });
    const type = await insertTicketType(t.dataSource, saved.id, {
      name: ENGLISH.ticket,
      nameHi: twins.ticket,
      price: 500,
      availableQuantity: 1,
    });
    const { token, hash } = newAccessToken();
    const hold = await insertRegistration(t.dataSource, saved.id, {
      ticketTypeId: type.id,
      paymentStatus: 'pending',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
      accessTokenHash: hash,
      totalAmount: 500,
      ticketTypePrice: 500,
    });
    return {
      join: (email: string) =>
        t.http
          .post(`/api/events/${saved.urlSlug}/waitlist`)
          .send({
            ticketTypeId: type.id,
            name: 'Asha Verma',
            email,
            phone: '+919800000000',
            numberOfTickets: 1,
            locale: 'hi',
          })
          .expect(201),
      dismissHold: () =>
        t.http
          .post(`/api/registrations/${hold.id}/cancel`)
          .set('X-Access-Token', token)
          .send({ reason: 'dismissed' })
          .expect(200),
    };
  }

  it('offers a Hindi waiting-list place with the Hindi title and ticket name, English where untranslated', async () => {
    for (const [twins, title, ticket] of [
      [{ title: HINDI.title, ticket: HINDI.ticket }, HINDI.title, HINDI.ticket],
      [{ title: null, ticket: '' }, ENGLISH.title, ENGLISH.ticket],
    ] as const) {
      const line = await soldOut(twins);
      const { email } = person('waiter');
      await line.join(email);
      await line.dismissHold();
      const offer = await received(email, '/waitlist-offers/');
      expect(offer.text).toContain(title);
      expect(offer.text).toContain(ticket);
      const other = title === HINDI.title ? ENGLISH : HINDI;
      expect(offer.text).not.toContain(other.title);
      expect(offer.text).not.toContain(other.ticket);
      // The offer page in the language the visitor joined in.
      const token = /\/hi\/waitlist-offers\/([A-Za-z0-9_-]{43})/.exec(offer.text)![1];
      const page = (await t.http.get(`/api/waitlist-offers/${token}`).expect(200)).body;
      expect(page.event.title).toBe(title);
      expect(page.ticketTypeName).toBe(ticket);
    }
  });

  it('names the volunteer role in Hindi to a Hindi applicant, and in English to the staff', async () => {
    const [role] = (await t.dataSource.query(
      `INSERT INTO volunteer_roles (title, title_hi, commitment, skills)
       VALUES ('Kitchen seva', 'रसोई सेवा', '2 hours a week', 'Care') RETURNING id`,
    )) as { id: string }[];
    const { email, name, phone } = person('volunteer');
    const applied = await t.http
      .post('/api/volunteer-applications')
      .send({ name, email, phone, city: 'Varanasi', roleId: role.id, availability: 'Weekends', locale: 'hi' })
      .expect(201);
    const mail = await received(email, 'आवेदन');
    expect(mail.text).toContain('रसोई सेवा');
    expect(mail.text).not.toContain('Kitchen seva');
    const [staff] = (await t.dataSource.query(
      `SELECT text_body AS "textBody" FROM mail_outbox WHERE kind = 'volunteer-application-staff'
        AND text_body LIKE '%' || $1 || '%'`,
      [email],
    )) as { textBody: string }[];
    expect(staff.textBody).toContain('Kitchen seva');
    expect(applied.body.id).toEqual(expect.any(String));
  });
});
