import { API_MESSAGES, MESSAGES, tooManyRequestsMessage } from '@foundation/shared';
import { insertEvent, insertRegistration, insertTicketType } from './testing/fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { INDIAN_IN_INDIA } from './testing/payment-helpers.js';

/**
 * The API answers a visitor in the language of the request: the body's `locale`, else `?locale=`, else
 * `Accept-Language` with Hindi first. Field messages, refusals, the 429 with its wait and Checkout's
 * description come in Hindi from the catalogue (libs/shared api-messages.ts); codes and field names stay;
 * English answers are the ones they always were.
 */
describe('the API’s messages in the visitor’s language', () => {
  let t: TestApp;
  let eventSlug: string;
  let paidSlug: string;
  let paidTitle: string;
  let freeTypeId: string;
  let paidTypeId: string;
  let soldOutSlug: string;
  let soldOutTypeId: string;

  beforeAll(async () => {
    // Two contact messages an hour from one network, so the third is refused (429).
    t = await createTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '-1', CONTACT_MAX_PER_IP: '2' });
    const event = await insertEvent(t.dataSource);
    eventSlug = event.urlSlug;
    freeTypeId = (await insertTicketType(t.dataSource, event.id, { price: 0 })).id;
    const paid = await insertEvent(t.dataSource, { titleHi: 'योग शिविर', isPaid: true, price: 500 });
    paidSlug = paid.urlSlug;
    paidTitle = paid.title;
    paidTypeId = (await insertTicketType(t.dataSource, paid.id, { price: 500 })).id;
    const soldOut = await insertEvent(t.dataSource);
    soldOutSlug = soldOut.urlSlug;
    soldOutTypeId = (await insertTicketType(t.dataSource, soldOut.id, { price: 0, availableQuantity: 1 })).id;
    await insertRegistration(t.dataSource, soldOut.id, { ticketTypeId: soldOutTypeId });
  }, 60000);
  afterAll(() => t.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    eventSlug,
    ticketTypeId: freeTypeId,
    numberOfTickets: 1,
    name: 'Asha Verma',
    email: 'asha@example.org',
    phone: '+919800000000',
    address: 'Pune',
    ...overrides,
  });
  const registrations = async () =>
    Number(
      ((await t.dataSource.query(`SELECT count(*) AS n FROM event_registrations`)) as { n: string }[])[0].n,
    );

  it('answers a Hindi registration with a bad e-mail with the Hindi field message, writing nothing', async () => {
    const before = await registrations();
    const response = await t.http
      .post('/api/registrations')
      .send(registration({ email: 'asha@example', locale: 'hi' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_request',
      message: API_MESSAGES.payerEmailInvalid.hi,
      fields: { email: 'कृपया मान्य ई-मेल पता लिखें' },
    });
    expect(await registrations()).toBe(before);
  });

  it('answers the same request in English without a language, exactly as before', async () => {
    const response = await t.http.post('/api/registrations').send(registration({ email: 'asha@example' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'email must be a valid e-mail address',
      fields: { email: 'email must be a valid e-mail address' },
    });
  });

  it('takes the language from ?locale= and from Accept-Language only when Hindi is the first choice', async () => {
    const bad = registration({ email: 'asha@example' });
    const hindi = API_MESSAGES.payerEmailInvalid.hi;
    const english = API_MESSAGES.payerEmailInvalid.en;
    const messageOf = async (request: ReturnType<typeof t.http.post>) =>
      (await request.send(bad)).body.message;
    const answer = await t.http.post('/api/registrations?locale=hi').send(bad);
    expect(answer.body.message).toBe(hindi);
    expect(
      await messageOf(t.http.post('/api/registrations').set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')),
    ).toBe(hindi);
    expect(await messageOf(t.http.post('/api/registrations').set('Accept-Language', 'hi'))).toBe(hindi);
    expect(await messageOf(t.http.post('/api/registrations').set('Accept-Language', 'en-IN,hi;q=0.9'))).toBe(
      english,
    );
    expect(
      await messageOf(t.http.post('/api/registrations').set('Accept-Language', 'en;q=0.5,hi;q=0.9')),
    ).toBe(hindi);
    // The body's language wins over the header and the query.
    expect(
      (
        await t.http
          .post('/api/registrations?locale=hi')
          .set('Accept-Language', 'hi')
          .send({ ...bad, locale: 'en' })
      ).body.message,
    ).toBe(english);
  });

  it('answers the staff’s routes in English whatever the language asked for', async () => {
    const response = await t.http
      .post('/api/auth/login')
      .set('Accept-Language', 'hi')
      .send({ email: 'not an e-mail', locale: 'hi' });
    expect(response.status).toBe(400);
    expect(response.body.fields.email).toBe('Enter a valid e-mail address');
    expect(JSON.stringify(response.body)).not.toMatch(/[\u0900-\u097F]/);
    const admin = await t.http.get('/api/admin/events?locale=hi').set('Accept-Language', 'hi');
    expect(admin.status).toBe(401);
    expect(admin.body.message).not.toMatch(/[\u0900-\u097F]/);
  });

  it('says what cancelling a confirmed booking gives in the language of the page’s request', async () => {
    const made = async (locale: 'hi' | 'en') =>
      (
        await t.http
          .post('/api/registrations')
          .send(registration({ email: `page-${locale}@example.org`, locale }))
          .expect(201)
      ).body.accessToken as string;
    const summary = async (token: string, language?: string) =>
      (
        await t.http
          .get(`/api/bookings/${token}`)
          .set(language ? { 'Accept-Language': language } : {})
          .expect(200)
      ).body.booking.cancellation.terms.summary as string;
    const englishSentence = /^You can cancel until \d{2}:\d{2} on .* \(India time\)\.$/;
    const hindiSentence = /^आप .* को (?:सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे \(भारतीय समय\) तक रद्द कर सकते हैं।$/;
    const english = await made('en');
    const hindi = await made('hi');
    expect(await summary(english)).toMatch(englishSentence);
    expect(await summary(english, 'hi-IN,hi;q=0.9,en;q=0.8')).toMatch(hindiSentence);
    // The page's language decides, not the language the booking was made in.
    expect(await summary(hindi, 'hi')).toMatch(hindiSentence);
    expect(await summary(hindi)).toMatch(englishSentence);
  });

  it('says Sold Out in Hindi, keeping the code and the extra fields', async () => {
    const body = registration({ eventSlug: soldOutSlug, ticketTypeId: soldOutTypeId });
    const hindi = await t.http.post('/api/registrations').send({ ...body, locale: 'hi' });
    expect(hindi.status).toBe(409);
    expect(hindi.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'sold_out',
      message: 'सभी टिकट बिक चुके',
      available: 0,
    });
    const english = await t.http.post('/api/registrations').send(body);
    expect(english.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'sold_out',
      message: MESSAGES.soldOut,
      available: 0,
    });
  });

  it('says a refusal with a number in Hindi with the number (seats left, the field too)', async () => {
    const limited = await insertEvent(t.dataSource);
    const typeId = (await insertTicketType(t.dataSource, limited.id, { price: 0, availableQuantity: 3 })).id;
    const body = registration({ eventSlug: limited.urlSlug, ticketTypeId: typeId, numberOfTickets: 5 });
    const hindi = await t.http.post('/api/registrations').send({ ...body, locale: 'hi' });
    expect(hindi.status).toBe(409);
    expect(hindi.body.message).toBe('इस प्रकार के केवल 3 टिकट उपलब्ध हैं।');
    expect(hindi.body.fields).toEqual({ numberOfTickets: 'इस प्रकार के केवल 3 टिकट उपलब्ध हैं।' });
    const english = await t.http.post('/api/registrations').send(body);
    expect(english.body.message).toBe('Only 3 tickets available for this type.');
    expect(english.body.fields).toEqual({ numberOfTickets: 'Only 3 tickets available for this type.' });
  });

  it('answers a 429 in Hindi with the wait, and in English as before', async () => {
    const message = { fullName: 'Asha Verma', whatsappNumber: '+91 98765 43210', message: 'Namaste' };
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await t.http.post('/api/contact').send({ ...message, locale: 'hi' })).status).toBe(201);
    }
    const hindi = await t.http.post('/api/contact').send({ ...message, locale: 'hi' });
    expect(hindi.status).toBe(429);
    expect(hindi.body.code).toBe('too_many_requests');
    const wait = Number(hindi.headers['retry-after']);
    const minutes = Math.ceil(wait / 60);
    expect(hindi.body.message).toBe(
      `आपके नेटवर्क से बहुत अधिक संदेश आए हैं। कृपया ${minutes} मिनट बाद फिर से प्रयास करें।`,
    );
    const english = await t.http.post('/api/contact').send(message);
    expect(english.status).toBe(429);
    expect(english.body.message).toBe(
      tooManyRequestsMessage('contact', Number(english.headers['retry-after'])),
    );
  });

  it('gives Checkout the payment’s description in the booking’s language, with the event’s Hindi title', async () => {
    const hindi = await t.http.post('/api/registrations').send(
      registration({
        eventSlug: paidSlug,
        ticketTypeId: paidTypeId,
        email: 'hindi-payer@example.org',
        locale: 'hi',
      }),
    );
    expect(hindi.status).toBe(201);
    expect(hindi.body.payment.description).toBe('योग शिविर के लिए पंजीकरण');
    const english = await t.http
      .post('/api/registrations')
      .send(
        registration({ eventSlug: paidSlug, ticketTypeId: paidTypeId, email: 'english-payer@example.org' }),
      );
    expect(english.body.payment.description).toBe(`Registration for ${paidTitle}`);
    // The booking page's own sentences (why no ticket yet, what cancelling gives) in the page's language.
    const page = async (token: string) =>
      (
        await t.http
          .get(`/api/bookings/${token}?locale=${token === hindi.body.accessToken ? 'hi' : 'en'}`)
          .expect(200)
      ).body.booking;
    const hindiPage = await page(hindi.body.accessToken);
    expect(hindiPage.ticketUnavailableReason).toBe(API_MESSAGES.bookingTicketPending.hi);
    expect(hindiPage.cancellation.terms.summary).toBe(API_MESSAGES.bookingNotConfirmed.hi);
    const englishPage = await page(english.body.accessToken);
    expect(englishPage.ticketUnavailableReason).toBe(API_MESSAGES.bookingTicketPending.en);
    expect(englishPage.cancellation.terms.summary).toBe(API_MESSAGES.bookingNotConfirmed.en);

    const gift = await t.http
      .post('/api/create-order')
      .send({ amount: 500, locale: 'hi', ...INDIAN_IN_INDIA });
    expect(gift.status).toBe(201);
    expect(gift.body.description).toMatch(/ को दान$/);
  });
});
