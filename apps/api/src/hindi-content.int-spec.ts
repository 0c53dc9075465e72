import { type DataProvider } from 'ra-core';
import { HINDI_TWIN_LIMITS, localizedText } from '@foundation/shared';
import { adminDataProvider, signInNewAdmin } from './testing/admin-sign-in.js';
import { calendarDate } from './testing/fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

type Body = Record<string, unknown>;

/** A record staff manage, with the Hindi twins it is saved with and where the public reads it. */
interface Resource {
  resource: string;
  table: string;
  body: Body;
  twins: Body;
  /** One twin that gets too long in the refusal test, with its limit. */
  tooLong: [field: string, max: number];
  /** The record as the public read gives it (after it was saved as `saved`). */
  publicRead(t: TestApp, saved: Body): Promise<Body | undefined>;
}

const findById = (list: Body[], id: unknown) => list.find((row) => row.id === id);

const RESOURCES: Resource[] = [
  {
    resource: 'events',
    table: 'events',
    body: {
      title: 'Kumbh Retreat 2030',
      description: '<p>Seven days by the Ganga.</p>',
      location: 'Prayagraj',
      imageUrl: '/uploads/events/event-images/cover-1600.webp',
      startDate: calendarDate(40),
      endDate: calendarDate(42),
      isPaid: false,
      eventType: 'offline',
      isActive: true,
    },
    twins: {
      titleHi: 'कुंभ शिविर 2030',
      descriptionHi: '<p>गंगा के तट पर सात दिन।</p>',
      locationHi: 'प्रयागराज',
    },
    tooLong: ['titleHi', HINDI_TWIN_LIMITS.events.titleHi],
    publicRead: async (t, saved) => {
      const list = (await t.http.get('/api/events').expect(200)).body as Body[];
      const detail = (await t.http.get(`/api/events/${saved.urlSlug}`).expect(200)).body as Body;
      // The list's cards and the page carry the same twins.
      expect(findById(list, saved.id)).toMatchObject({
        titleHi: detail.titleHi,
        locationHi: detail.locationHi,
      });
      return detail;
    },
  },
  {
    resource: 'community-programs',
    table: 'community_programs',
    body: { title: 'Bal Sanskar Kendra', category: 'Education', description: '<p>Evening classes</p>' },
    twins: { titleHi: 'बाल संस्कार केंद्र', descriptionHi: '<p>बच्चों के लिए संध्या कक्षाएँ</p>' },
    tooLong: ['titleHi', HINDI_TWIN_LIMITS.programs.titleHi],
    publicRead: async (t, saved) =>
      (await t.http.get(`/api/community-programs/${saved.urlSlug}`).expect(200)).body as Body,
  },
  {
    resource: 'sessions',
    table: 'sessions',
    body: {
      title: 'Vedic Chanting Circle',
      instructor: 'Smt. Lakshmi Iyer',
      type: 'Chanting',
      level: 'Beginner',
      description: 'Learning and chanting Vedic hymns together.',
      days: ['tue'],
      startTime: '19:00',
      durationMinutes: 60,
      joinUrl: 'https://meet.example.org/chanting',
      status: 'ongoing',
    },
    twins: { titleHi: 'वैदिक मंत्रोच्चार मंडली', levelHi: 'आरंभिक', descriptionHi: 'साथ मिलकर वैदिक ऋचाओं का पाठ।' },
    tooLong: ['levelHi', HINDI_TWIN_LIMITS.sessions.levelHi],
    publicRead: async (t, saved) => findById((await t.http.get('/api/sessions').expect(200)).body, saved.id),
  },
  {
    resource: 'volunteer-roles',
    table: 'volunteer_roles',
    body: {
      title: 'Yoga Teacher in Schools',
      commitment: '4 hours per week',
      skills: 'Yoga teacher training',
      description: 'Lead short morning sessions in government schools.',
    },
    twins: {
      titleHi: 'विद्यालयों में योग शिक्षक',
      commitmentHi: 'सप्ताह में 4 घंटे',
      skillsHi: 'योग शिक्षक प्रशिक्षण',
      descriptionHi: 'सरकारी विद्यालयों में सुबह के छोटे सत्र लें।',
    },
    tooLong: ['commitmentHi', HINDI_TWIN_LIMITS.volunteerRoles.commitmentHi],
    publicRead: async (t, saved) =>
      findById((await t.http.get('/api/volunteer-roles').expect(200)).body, saved.id),
  },
  {
    resource: 'donation-projects',
    table: 'donation_projects',
    body: { title: 'Annadaan: Meals at the Ghats', description: 'Hot meals for pilgrims.', goal: 500000 },
    twins: { titleHi: 'अन्नदान: घाटों पर भोजन', descriptionHi: 'तीर्थयात्रियों के लिए गरम भोजन।' },
    tooLong: ['descriptionHi', HINDI_TWIN_LIMITS.donationProjects.descriptionHi],
    publicRead: async (t, saved) =>
      findById((await t.http.get('/api/donation-projects').expect(200)).body, saved.id),
  },
  {
    resource: 'hero-slides',
    table: 'hero_slides',
    body: {
      title: 'Spiritual Education',
      description: 'Courses in Raja Yoga and Tantra Vidya.',
      desktopImageUrl: '/uploads/demo/hero-desktop.webp',
      mobileImageUrl: '/uploads/demo/hero-mobile.webp',
      link: '/yogayan',
    },
    twins: { titleHi: 'आध्यात्मिक शिक्षा', descriptionHi: 'राजयोग और तंत्र विद्या के पाठ्यक्रम।' },
    tooLong: ['titleHi', HINDI_TWIN_LIMITS.heroSlides.titleHi],
    publicRead: async (t, saved) =>
      findById((await t.http.get('/api/hero-slides').expect(200)).body, saved.id),
  },
  {
    resource: 'vishranti-items',
    table: 'vishranti_items',
    body: {
      kind: 'program',
      title: 'Weekend Ashram Stays',
      description: 'Two days of practice at our ashram.',
    },
    twins: { titleHi: 'सप्ताहांत आश्रम प्रवास', descriptionHi: 'हमारे आश्रम में दो दिन का अभ्यास।' },
    tooLong: ['descriptionHi', HINDI_TWIN_LIMITS.vishrantiItems.descriptionHi],
    publicRead: async (t, saved) => {
      const body = (await t.http.get('/api/vishranti-items').expect(200)).body;
      const items: Body[] = Array.isArray(body) ? body : [...(body.programs ?? []), ...(body.videos ?? [])];
      return findById(items, saved.id);
    },
  },
];

/**
 * The Hindi twins of what staff write, for every record that has them: saved and read back through the admin
 * panel's own data provider (ra-data-simple-rest against the listening API), cleaned like the English texts,
 * refused when too long without writing anything, and given by the public reads beside the English texts.
 */
describe('Hindi content', () => {
  let t: TestApp;
  let provider: DataProvider;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    const session = await signInNewAdmin(t);
    auth = session.bearer;
    provider = await adminDataProvider(t, session.bearer);
  });
  afterAll(() => t.close());

  const snapshot = async (table: string) =>
    JSON.stringify(await t.dataSource.query(`SELECT * FROM ${table} ORDER BY id`));

  describe.each(RESOURCES)('$resource', (spec) => {
    it('saves the twins, clears a blank one, keeps an absent one, and the public read gives both languages', async () => {
      const { data: created } = await provider.create(spec.resource, {
        data: { ...spec.body, ...spec.twins },
      });
      expect(created).toMatchObject({ ...spec.body, ...spec.twins });
      expect((await provider.getOne(spec.resource, { id: created.id })).data).toMatchObject(spec.twins);
      const listed = await provider.getList(spec.resource, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(listed.data.find((row) => row.id === created.id)).toMatchObject(spec.twins);

      const [first, ...others] = Object.keys(spec.twins);
      const { data: updated } = await provider.update(spec.resource, {
        id: created.id,
        data: { [first]: '   ' },
        previousData: created,
      });
      // Blank is "not translated" (null); the twins not sent keep their text.
      expect(updated[first]).toBeNull();
      for (const field of others) expect(updated[field]).toBe(spec.twins[field]);
      const { data: restored } = await provider.update(spec.resource, {
        id: created.id,
        data: { ...updated, [first]: `  ${spec.twins[first] as string}  ` },
        previousData: updated,
      });
      expect(restored).toMatchObject(spec.twins);

      const shown = await spec.publicRead(t, restored);
      expect(shown).toMatchObject(spec.twins);
      // The site picks per field: Hindi where there is a twin, English elsewhere.
      expect(localizedText(shown as Body, 'title' in spec.body ? 'title' : 'name', 'hi')).toBe(
        spec.twins.titleHi,
      );
    });

    it('refuses a twin longer than its English field, naming it, and writes nothing', async () => {
      const [field, max] = spec.tooLong;
      const before = await snapshot(spec.table);
      const response = await t.http
        .post(`/api/admin/${spec.resource}`)
        .set('Authorization', auth)
        .send({ ...spec.body, ...spec.twins, [field]: 'क'.repeat(max + 1) })
        .expect(400);
      expect(response.body.message).toBe(`${field} must be at most ${max} characters`);
      const notText = await t.http
        .post(`/api/admin/${spec.resource}`)
        .set('Authorization', auth)
        .send({ ...spec.body, [field]: 42 })
        .expect(400);
      expect(notText.body.message).toBe(`${field} must be text`);
      expect(await snapshot(spec.table)).toBe(before);
    });
  });

  it('sanitises a rich-text twin like the English description, an empty one meaning "not translated"', async () => {
    const { data: event } = await provider.create('events', {
      data: {
        ...RESOURCES[0].body,
        title: 'Sanitised Retreat',
        descriptionHi:
          '<p onclick="steal()">गंगा<script>alert(1)</script> आरती</p><img src=x onerror=alert(1)>',
      },
    });
    // Handlers and scripts go; the picture stays without its handler, exactly as in the English description.
    expect(event.descriptionHi).toBe('<p>गंगा आरती</p><img src="x" />');
    const { data: cleared } = await provider.update('events', {
      id: event.id,
      data: { descriptionHi: '<p> </p><script>alert(1)</script>' },
      previousData: event,
    });
    expect(cleared.descriptionHi).toBeNull();
    const { data: program } = await provider.create('community-programs', {
      data: {
        ...RESOURCES[1].body,
        title: 'Sanitised Program',
        descriptionHi: '<p>योग<script>x()</script></p>',
      },
    });
    expect(program.descriptionHi).toBe('<p>योग</p>');
  });

  describe("an event's sections", () => {
    const sections = {
      features: ['Sunrise yoga', 'Silent walks'],
      cancellationPolicy: 'Cancel up to a week before.',
      faqs: [{ question: 'Food?', answer: 'Sattvic meals' }],
      schedule: [{ activity: 'Sunrise yoga', description: '6 am' }],
    };
    const twins = {
      featuresHi: ['सूर्योदय योग', 'मौन भ्रमण'],
      benefitsHi: ['गहरी विश्रांति'],
      specialFeaturesHi: ['गंगा आरती'],
      includedItemsHi: ['सात्विक भोजन'],
      notIncludedItemsHi: ['यात्रा'],
      cancellationPolicyHi: 'एक सप्ताह पहले तक रद्द करें।',
      cancellationPolicyPointsHi: ['पूरी धनवापसी'],
      faqsHi: [{ question: 'भोजन?', answer: 'सात्विक भोजन' }],
      scheduleHi: [{ activity: 'सूर्योदय योग', description: 'सुबह 6 बजे' }],
    };

    it('saves their twins cleaned, an empty one as null, and only the event page gives them', async () => {
      const { data: event } = await provider.create('events', {
        data: { ...RESOURCES[0].body, title: 'Sections Retreat', ...sections, ...twins },
      });
      expect(event).toMatchObject(twins);
      const page = (await t.http.get(`/api/events/${event.urlSlug}`).expect(200)).body as Body;
      expect(page).toMatchObject(twins);
      // The answer lists the section twins right after the summary's twins, before the English sections.
      const keys = Object.keys(page);
      expect(keys.slice(keys.indexOf('locationHi'), keys.indexOf('forChildren'))).toEqual(
        expect.arrayContaining(['locationHi', ...Object.keys(twins)]),
      );
      expect(keys.indexOf('scheduleHi')).toBeLessThan(keys.indexOf('features'));
      const list = (await t.http.get('/api/events').expect(200)).body as Body[];
      expect(findById(list, event.id)).not.toHaveProperty('featuresHi');
      expect(localizedText(page, 'features', 'hi')).toEqual(twins.featuresHi);
      expect(localizedText(page, 'faqs', 'hi')).toEqual(twins.faqsHi);

      // Blank items and questions go; nothing left is "not translated"; absent twins keep their value.
      const { data: updated } = await provider.update('events', {
        id: event.id,
        data: {
          featuresHi: ['  ', ' मौन भ्रमण '],
          benefitsHi: [' '],
          faqsHi: [{ question: ' ', answer: 'उत्तर' }],
          scheduleHi: [],
          cancellationPolicyHi: '  ',
        },
        previousData: event,
      });
      expect(updated).toMatchObject({
        featuresHi: ['मौन भ्रमण'],
        benefitsHi: null,
        faqsHi: null,
        scheduleHi: null,
        cancellationPolicyHi: null,
        includedItemsHi: twins.includedItemsHi,
        cancellationPolicyPointsHi: twins.cancellationPolicyPointsHi,
      });
      const english = (await t.http.get(`/api/events/${event.urlSlug}`).expect(200)).body as Body;
      // The Hindi page shows the English section where its twin is null.
      expect(localizedText(english, 'faqs', 'hi')).toEqual(sections.faqs);
      expect(localizedText(english, 'schedule', 'hi')).toEqual(sections.schedule);
      expect(localizedText(english, 'cancellationPolicy', 'hi')).toBe(sections.cancellationPolicy);
    });

    it.each([
      [{ featuresHi: 'एक' }, 'featuresHi', 'featuresHi must be a list of texts'],
      [{ featuresHi: Array(101).fill('योग') }, 'featuresHi', 'featuresHi may have at most 100 items'],
      [{ benefitsHi: [42] }, 'benefitsHi', 'benefitsHi must be a list of texts'],
      [
        { includedItemsHi: ['क'.repeat(2001)] },
        'includedItemsHi',
        'each of includedItemsHi must be at most 2000 characters',
      ],
      [
        { cancellationPolicyHi: 'क'.repeat(HINDI_TWIN_LIMITS.events.cancellationPolicyHi + 1) },
        'cancellationPolicyHi',
        `cancellationPolicyHi must be at most ${HINDI_TWIN_LIMITS.events.cancellationPolicyHi} characters`,
      ],
      [{ faqsHi: 'प्रश्न' }, 'faqsHi', 'faqsHi must be a list of questions and answers'],
      [{ faqsHi: ['प्रश्न'] }, 'faqsHi.0', 'faqsHi must be a list of questions and answers'],
      [{ scheduleHi: 'सुबह' }, 'scheduleHi', 'scheduleHi must be a list of activities'],
      [{ faqsHi: [{ question: 42, answer: 'उत्तर' }] }, 'faqsHi.0.question', 'question must be text'],
      [{ scheduleHi: [{ description: 'सुबह' }] }, 'scheduleHi.0.activity', 'activity must be text'],
    ])('refuses a wrong twin with 400 naming it (%#)', async (override, field, message) => {
      const before = await snapshot('events');
      const response = await t.http
        .post('/api/admin/events')
        .set('Authorization', auth)
        .send({ ...RESOURCES[0].body, title: 'Refused Retreat', ...override })
        .expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.fields[field]).toBe(message);
      expect(await snapshot('events')).toBe(before);
    });
  });

  it("saves ticket types' twins inside their event and alone, and the event page gives them", async () => {
    const { data: event } = await provider.create('events', {
      data: {
        ...RESOURCES[0].body,
        title: 'Paid Retreat',
        isPaid: true,
        price: 1500,
        ticketTypes: [
          { name: 'Standard', price: 1500, nameHi: 'सामान्य', descriptionHi: 'साझा कक्ष' },
          { name: 'Premium', price: 4500 },
        ],
      },
    });
    expect(event.ticketTypes).toEqual([
      expect.objectContaining({ name: 'Standard', nameHi: 'सामान्य', descriptionHi: 'साझा कक्ष' }),
      expect.objectContaining({ name: 'Premium', nameHi: null, descriptionHi: null }),
    ]);
    const premium = event.ticketTypes[1];
    const { data: type } = await provider.update('ticket-types', {
      id: premium.id,
      data: { ...premium, nameHi: 'विशेष' },
      previousData: premium,
    });
    expect(type).toMatchObject({ name: 'Premium', nameHi: 'विशेष', descriptionHi: null });

    const before = await snapshot('event_ticket_types');
    const tooLong = await t.http
      .put(`/api/admin/ticket-types/${premium.id}`)
      .set('Authorization', auth)
      .send({ nameHi: 'क'.repeat(HINDI_TWIN_LIMITS.ticketTypes.nameHi + 1) })
      .expect(400);
    expect(tooLong.body.message).toBe(
      `nameHi must be at most ${HINDI_TWIN_LIMITS.ticketTypes.nameHi} characters`,
    );
    expect(await snapshot('event_ticket_types')).toBe(before);

    const page = (await t.http.get(`/api/events/${event.urlSlug}`).expect(200)).body;
    expect(page.ticketTypes).toEqual([
      expect.objectContaining({ name: 'Standard', nameHi: 'सामान्य', descriptionHi: 'साझा कक्ष' }),
      expect.objectContaining({ name: 'Premium', nameHi: 'विशेष' }),
    ]);
    // An event without twins answers null for them, and the Hindi site shows its English texts.
    const english = (await t.http.get(`/api/events/${event.urlSlug}`).expect(200)).body;
    expect(english).toMatchObject({
      titleHi: null,
      descriptionHi: null,
      locationHi: null,
      featuresHi: null,
      cancellationPolicyHi: null,
      faqsHi: null,
      scheduleHi: null,
    });
    expect(localizedText(english, 'title', 'hi')).toBe('Paid Retreat');
  });

  it('saves the Hindi mission text and impact figure labels, and the public page texts give them', async () => {
    const initial = (await provider.getOne('site-content', { id: 'current' })).data;
    expect(initial.missionTextHi).toBeNull();
    expect(initial.impactFigures[0].labelHi).toBeNull();
    const { data: saved } = await provider.update('site-content', {
      id: 'current',
      data: {
        ...initial,
        missionTextHi: ' योग सबके लिए। ',
        impactFigures: [
          { value: '13', label: 'States and UTs', labelHi: 'राज्य और केंद्रशासित प्रदेश' },
          { value: '2', label: 'Ashrams', labelHi: '  ' },
        ],
      },
      previousData: initial,
    });
    expect(saved).toMatchObject({
      missionTextHi: 'योग सबके लिए।',
      impactFigures: [
        { value: '13', label: 'States and UTs', labelHi: 'राज्य और केंद्रशासित प्रदेश' },
        { value: '2', label: 'Ashrams', labelHi: null },
      ],
    });
    const shown = (await t.http.get('/api/site-content').expect(200)).body;
    expect(shown).toMatchObject({ missionTextHi: 'योग सबके लिए।', impactFigures: saved.impactFigures });

    const before = await snapshot('site_content');
    const max = HINDI_TWIN_LIMITS.impactFigures.labelHi;
    const tooLong = await t.http
      .put('/api/admin/site-content/current')
      .set('Authorization', auth)
      .send({ impactFigures: [{ value: '1', label: 'One', labelHi: 'क'.repeat(max + 1) }] })
      .expect(400);
    expect(tooLong.body.message).toBe(`labelHi must be at most ${max} characters`);
    const mission = await t.http
      .put('/api/admin/site-content/current')
      .set('Authorization', auth)
      .send({ missionTextHi: 'क'.repeat(HINDI_TWIN_LIMITS.siteContent.missionTextHi + 1) })
      .expect(400);
    expect(mission.body.message).toBe(
      `missionTextHi must be at most ${HINDI_TWIN_LIMITS.siteContent.missionTextHi} characters`,
    );
    expect(await snapshot('site_content')).toBe(before);
  });
});
