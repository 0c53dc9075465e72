import { GUARDIAN_MESSAGES, type MyDataExport } from '@foundation/shared';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent } from '../testing/fixtures.js';
import { createPaymentsTestApp, type PaymentsTestApp } from '../testing/payment-helpers.js';

jest.setTimeout(60000);

const child = {
  numberOfTickets: 1,
  name: 'Aarav Rao',
  email: 'sunita.rao@example.org',
  phone: '+91 98450 12345',
  address: '7 Temple Road, Mysuru',
};

/**
 * Events for children (docs/privacy.md "Children", DPDP Act s.9) on PostgreSQL through the API: staff mark
 * the event; a booking without a parent's or guardian's name and consent is refused with 400 naming each
 * field (in Hindi too), one with both is stored with them, shown to staff and in the person's download.
 */
describe('guardian consent for events for children', () => {
  let t: PaymentsTestApp;
  let owner: TestAdminSignIn;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    owner = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) => t.http.post('/api/registrations').send(body);

  let camps = 0;
  /** An event staff create for children through the admin API (free, so a booking is stored at once). */
  async function childrensEvent(): Promise<{ id: string; urlSlug: string }> {
    camps += 1;
    const answer = await t.http
      .post('/api/admin/events')
      .set('Authorization', owner.bearer)
      .send({
        title: `Bal Yoga Camp ${camps}`,
        description: '<p>Yoga and stories for children of 8 to 12.</p>',
        location: 'Mysuru',
        startDate: calendarDate(40),
        endDate: calendarDate(42),
        imageUrl: '/uploads/events/event-images/cover-1600.webp',
        isPaid: false,
        forChildren: true,
      })
      .expect(201);
    expect(answer.body.forChildren).toBe(true);
    return answer.body;
  }

  it('lets staff mark an event for children, and the public page says so', async () => {
    const event = await childrensEvent();
    const page = await t.http.get(`/api/events/${event.urlSlug}`).expect(200);
    expect(page.body.forChildren).toBe(true);
    const plain = await insertEvent(t.dataSource);
    expect((await t.http.get(`/api/events/${plain.urlSlug}`).expect(200)).body.forChildren).toBe(false);
    await t.http
      .put(`/api/admin/events/${event.id}`)
      .set('Authorization', owner.bearer)
      .send({ forChildren: 'yes' })
      .expect(400);
  });

  it('refuses a booking without the guardian, naming each missing field, and stores nothing', async () => {
    const event = await childrensEvent();
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM event_registrations');

    const none = await register({ ...child, eventSlug: event.urlSlug }).expect(400);
    expect(none.body).toMatchObject({
      code: 'guardian_consent_required',
      fields: {
        guardianName: GUARDIAN_MESSAGES.nameRequired,
        guardianConsent: GUARDIAN_MESSAGES.consentRequired,
      },
    });

    const unticked = await register({
      ...child,
      eventSlug: event.urlSlug,
      guardianName: 'Sunita Rao',
      guardianConsent: false,
    }).expect(400);
    expect(unticked.body.fields).toEqual({ guardianConsent: GUARDIAN_MESSAGES.consentRequired });

    const blankName = await register({
      ...child,
      eventSlug: event.urlSlug,
      guardianName: '   ',
      guardianConsent: true,
    }).expect(400);
    expect(blankName.body.fields).toEqual({ guardianName: GUARDIAN_MESSAGES.nameRequired });

    await register({ ...child, eventSlug: event.urlSlug, guardianName: 'S', guardianConsent: 'yes' }).expect(
      400,
    );
    await register({
      ...child,
      eventSlug: event.urlSlug,
      guardianName: 'x'.repeat(201),
      guardianConsent: true,
    }).expect(400);

    const hindi = await register({ ...child, eventSlug: event.urlSlug, locale: 'hi' }).expect(400);
    expect(hindi.body.fields.guardianConsent).toBe(
      'यह आयोजन बच्चों के लिए है: बुकिंग के लिए माता-पिता या अभिभावक की सहमति आवश्यक है',
    );

    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM event_registrations')).toEqual(before);
  });

  it('stores the guardian with the booking, shows staff and the download', async () => {
    const event = await childrensEvent();
    const made = await register({
      ...child,
      eventSlug: event.urlSlug,
      guardianName: ' Sunita Rao ',
      guardianConsent: true,
    }).expect(201);
    const id = made.body.registration.id as string;
    const [row] = (await t.dataSource.query(
      `SELECT guardian_name AS "guardianName", guardian_consent_at AS "guardianConsentAt"
         FROM event_registrations WHERE id = $1`,
      [id],
    )) as { guardianName: string; guardianConsentAt: Date }[];
    expect(row.guardianName).toBe('Sunita Rao');
    expect(row.guardianConsentAt).toBeInstanceOf(Date);

    const staff = await t.http
      .get(`/api/admin/registrations/${id}`)
      .set('Authorization', owner.bearer)
      .expect(200);
    expect(staff.body).toMatchObject({
      guardianName: 'Sunita Rao',
      guardianConsentAt: row.guardianConsentAt.toISOString(),
    });

    const mine = (await t.http.get(`/api/bookings/${made.body.accessToken}/my-data`).expect(200))
      .body as MyDataExport;
    expect(mine.registrations.find((r) => r.id === id)).toMatchObject({
      guardianName: 'Sunita Rao',
      guardianConsentAt: row.guardianConsentAt.toISOString(),
    });

    // Erasing the booking's data takes the guardian's name too.
    await t.http.post(`/api/bookings/${made.body.accessToken}/erase`).expect(200);
    const [erased] = (await t.dataSource.query(
      'SELECT guardian_name AS "guardianName" FROM event_registrations WHERE id = $1',
      [id],
    )) as { guardianName: string | null }[];
    expect(erased.guardianName).toBeNull();
  });

  it('asks nothing of other events, and stores no guardian there', async () => {
    const event = await insertEvent(t.dataSource);
    const made = await register({
      ...child,
      email: 'adult@example.org',
      eventSlug: event.urlSlug,
      guardianName: 'Someone',
      guardianConsent: true,
    }).expect(201);
    const [row] = (await t.dataSource.query(
      'SELECT guardian_name AS "guardianName" FROM event_registrations WHERE id = $1',
      [made.body.registration.id],
    )) as { guardianName: string | null }[];
    expect(row.guardianName).toBeNull();
    await register({ ...child, email: 'adult2@example.org', eventSlug: event.urlSlug }).expect(201);
  });
});
