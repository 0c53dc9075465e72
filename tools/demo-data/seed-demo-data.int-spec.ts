import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { isRegistrationOpen, toPaise } from '@foundation/shared';
import { verifyPassword } from '../../apps/api/src/auth/password-hasher.js';
import { createTestDatabase, type TestDatabase } from '../../apps/api/src/testing/test-database.js';
import { DEMO_EVENT_SLUGS } from './content.mjs';

const SEED_SCRIPT = path.join(__dirname, 'seed.mjs');

interface SeedResult {
  seeded: boolean;
}

/** 12:00 in India on 10 March 2026. */
const NOW = new Date('2026-03-10T06:30:00Z');
const TODAY = '2026-03-10';
const ADMIN_PASSWORD = 'om shanti demo 108';

interface EventRow {
  id: string;
  title: string;
  url_slug: string;
  description: string;
  location: string;
  title_hi: string | null;
  location_hi: string | null;
  description_hi: string | null;
  location_map_url: string | null;
  start_date: string;
  end_date: string;
  image_url: string;
  is_paid: boolean;
  price: string;
  event_type: 'online' | 'offline';
  category: string;
  is_active: boolean;
  features: string[];
  benefits: string[];
  special_features: string[];
  included_items: string[];
  not_included_items: string[];
  cancellation_policy: string | null;
  cancellation_policy_points: string[];
  faqs: { question: string; answer: string }[];
  schedule: { activity: string; description?: string }[];
  gallery: { imageUrl: string; caption?: string }[];
  features_hi: string[] | null;
  benefits_hi: string[] | null;
  special_features_hi: string[] | null;
  included_items_hi: string[] | null;
  not_included_items_hi: string[] | null;
  cancellation_policy_hi: string | null;
  cancellation_policy_points_hi: string[] | null;
  faqs_hi: { question: string; answer: string }[] | null;
  schedule_hi: { activity: string; description?: string }[] | null;
}

interface ProgramRow {
  title: string;
  category: string;
  url_slug: string;
  is_active: boolean;
  featured_image_url: string;
  gallery_images: { url: string; caption?: string }[];
  created_at: Date;
}

async function counts(database: TestDatabase): Promise<Record<string, number>> {
  const [row] = await database.dataSource.query(`
    SELECT (SELECT count(*) FROM events)::int AS events,
           (SELECT count(*) FROM event_ticket_types)::int AS ticket_types,
           (SELECT count(*) FROM event_registrations)::int AS registrations,
           (SELECT count(*) FROM community_programs)::int AS programs,
           (SELECT count(*) FROM volunteer_roles)::int AS volunteer_roles,
           (SELECT count(*) FROM donation_projects)::int AS donation_projects,
           (SELECT count(*) FROM sessions)::int AS sessions,
           (SELECT count(*) FROM vishranti_items)::int AS vishranti_items,
           (SELECT count(*) FROM hero_slides)::int AS hero_slides,
           (SELECT count(*) FROM privacy_notices)::int AS privacy_notices,
           (SELECT count(*) FROM admin_users)::int AS admins`);
  return row;
}

/** Runs the seed as `npm start` and `npm run db:seed` do: its own process, against the built API. */
function seed(
  database: TestDatabase,
  uploadsDir: string,
  adminEmail = 'Demo.Admin@Foundation.Example',
): Promise<SeedResult> {
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    UPLOADS_DIR: uploadsDir,
    DEMO_ADMIN_EMAIL: adminEmail,
    DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DEMO_NOW: NOW.toISOString(),
    // npm start passes the stack's link secret: the seed then makes a volunteer's check-in link.
    BOOKING_LINK_SECRET: 'demo-link-secret-'.padEnd(48, 'x'),
    ADMIN_URL: 'https://admin.example.org',
  };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [SEED_SCRIPT], { env }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The seed failed: ${stderr || error.message}`));
      else if (/^Seeded demo data$/m.test(stdout)) resolve({ seeded: true });
      else if (/^Database already has content; not seeding$/m.test(stdout)) resolve({ seeded: false });
      else reject(new Error(`Unexpected output of the seed: ${stdout}`));
    });
  });
}

function demoFiles(uploadsDir: string): string[] {
  try {
    return readdirSync(path.join(uploadsDir, 'demo')).sort();
  } catch {
    return [];
  }
}

function modificationTimes(uploadsDir: string): Record<string, number> {
  return Object.fromEntries(
    demoFiles(uploadsDir).map((file) => [file, statSync(path.join(uploadsDir, 'demo', file)).mtimeMs]),
  );
}

describe('seedDemoData on an empty database', () => {
  let database: TestDatabase;
  let uploadsDir: string;
  let result: SeedResult;
  let events: EventRow[];

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-seed-'));
    result = await seed(database, uploadsDir);
    events = await database.dataSource.query('SELECT *, start_date::text, end_date::text FROM events');
  });
  afterAll(async () => {
    await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const active = (type: 'online' | 'offline') => events.filter((e) => e.is_active && e.event_type === type);
  const bySlug = (slug: string) => {
    const event = events.find((e) => e.url_slug === slug);
    if (!event) throw new Error(`No event ${slug}`);
    return event;
  };

  it('reports that it seeded', () => {
    expect(result).toEqual({ seeded: true });
  });

  it('makes one check-in link, for an event that has not ended and has completed bookings', async () => {
    const links = await database.dataSource.query(
      `SELECT l.label, e.end_date::text AS end_date,
              (SELECT count(*)::int FROM event_registrations r
                WHERE r.event_id = e.id AND r.payment_status::text = 'completed') AS bookings
         FROM check_in_links l JOIN events e ON e.id = l.event_id`,
    );
    expect(links).toHaveLength(1);
    expect(links[0].label).toBe('Demo gate');
    expect(links[0].end_date >= TODAY).toBe(true);
    expect(links[0].bookings).toBeGreaterThan(0);
  });

  it('creates active offline events: a free one, a paid one with three ticket types, and more', async () => {
    expect(active('offline').length).toBeGreaterThanOrEqual(3);
    const free = active('offline').filter((e) => !e.is_paid);
    expect(free.length).toBeGreaterThanOrEqual(1);
    for (const event of free) expect(Number(event.price)).toBe(0);

    const typesPerEvent: { event_id: string; count: number }[] = await database.dataSource.query(
      'SELECT event_id, count(*)::int AS count FROM event_ticket_types GROUP BY event_id',
    );
    const typeCount = (id: string) => typesPerEvent.find((row) => row.event_id === id)?.count ?? 0;
    for (const event of free) expect(typeCount(event.id)).toBe(0);
    expect(typeCount(bySlug(DEMO_EVENT_SLUGS.rishikeshRetreat).id)).toBe(3);
    for (const event of events.filter((e) => e.is_paid)) expect(typeCount(event.id)).toBeGreaterThan(0);
  });

  it('creates two active upcoming online events', () => {
    const online = active('online');
    expect(online).toHaveLength(2);
    for (const event of online) expect(event.start_date > TODAY).toBe(true);
  });

  it('prices paid events at their cheapest ticket type, in whole rupees', async () => {
    const cheapest: { event_id: string; price: string }[] = await database.dataSource.query(
      'SELECT event_id, min(price)::text AS price FROM event_ticket_types GROUP BY event_id',
    );
    for (const event of events.filter((e) => e.is_paid)) {
      const expected = cheapest.find((row) => row.event_id === event.id)?.price;
      expect(event.price).toBe(expected);
      expect(toPaise(event.price) % 100).toBe(0);
      expect(toPaise(event.price)).toBeGreaterThan(0);
    }
  });

  it('has exactly one sold-out ticket type and one with a few seats left, counting completed registrations', async () => {
    const usage: {
      name: string;
      event_id: string;
      available_quantity: number | null;
      left: number | null;
    }[] = await database.dataSource.query(`
        SELECT t.name, t.event_id, t.available_quantity,
               t.available_quantity - COALESCE(SUM(r.number_of_tickets) FILTER (WHERE r.payment_status = 'completed'), 0)::int AS left
          FROM event_ticket_types t
          LEFT JOIN event_registrations r ON r.ticket_type_id = t.id
         GROUP BY t.id`);
    const retreatId = bySlug(DEMO_EVENT_SLUGS.rishikeshRetreat).id;
    const soldOut = usage.filter((t) => t.left !== null && t.left <= 0);
    const fewLeft = usage.filter((t) => t.left !== null && t.left >= 1 && t.left <= 5);
    expect(soldOut).toHaveLength(1);
    expect(fewLeft).toHaveLength(1);
    expect(soldOut[0]).toMatchObject({ event_id: retreatId, left: 0 });
    expect(soldOut[0].available_quantity).toBeGreaterThan(0);
    expect(fewLeft[0].event_id).toBe(retreatId);
    const retreatTypes = usage.filter((t) => t.event_id === retreatId);
    expect(retreatTypes.filter((t) => t.left === null || t.left > 5)).toHaveLength(1);
    for (const type of usage) expect(type.left === null || type.left >= 0).toBe(true);
  });

  it('closes registration for the course that has started and the event that is over, and leaves it open for the other active events', () => {
    const closed = bySlug(DEMO_EVENT_SLUGS.tantraVidyaCourse);
    expect(closed.is_active).toBe(true);
    expect(closed.event_type).toBe('offline');
    expect(closed.start_date <= '2026-03-08').toBe(true);
    expect(closed.end_date > TODAY).toBe(true);
    expect(isRegistrationOpen(closed.start_date, NOW)).toBe(false);
    const ended = bySlug(DEMO_EVENT_SLUGS.endedDeepdaan);
    expect(ended.end_date < TODAY).toBe(true);
    expect(isRegistrationOpen(ended.start_date, NOW)).toBe(false);
    for (const event of events.filter((e) => e.is_active && e.id !== closed.id && e.id !== ended.id)) {
      expect([event.url_slug, isRegistrationOpen(event.start_date, NOW)]).toEqual([event.url_slug, true]);
    }
  });

  it('creates the three retreats of /vishranti (₹25,000, ₹45,000, ₹35,000) in the future, and the sessions', async () => {
    const retreats = [
      DEMO_EVENT_SLUGS.himalayanRetreat,
      DEMO_EVENT_SLUGS.charDhamYatra,
      DEMO_EVENT_SLUGS.kashiRetreat,
    ].map(bySlug);
    expect(retreats.map((e) => e.category)).toEqual(['retreat', 'yatra', 'retreat']);
    for (const retreat of retreats) expect(retreat.start_date > TODAY).toBe(true);
    const cheapest: { event_id: string; price: string }[] = await database.dataSource.query(
      'SELECT event_id, min(price)::text AS price FROM event_ticket_types GROUP BY event_id',
    );
    expect(retreats.map((e) => Number(cheapest.find((row) => row.event_id === e.id)?.price))).toEqual([
      25000, 45000, 35000,
    ]);
    const sessions: { status: string }[] = await database.dataSource.query(
      'SELECT status::text AS status FROM sessions ORDER BY status, sort_order',
    );
    expect(sessions.filter((row) => row.status === 'ongoing')).toHaveLength(6);
    expect(sessions.filter((row) => row.status === 'archived')).toHaveLength(3);
  });

  it('keeps an inactive draft event out of the public lists', () => {
    expect(bySlug(DEMO_EVENT_SLUGS.guruPurnimaDraft).is_active).toBe(false);
  });

  it('fills every public event with the lists of docs/product.md §3', () => {
    for (const event of events.filter((e) => e.is_active)) {
      const context = event.url_slug;
      for (const list of [
        event.features,
        event.benefits,
        event.special_features,
        event.included_items,
        event.not_included_items,
      ]) {
        expect([
          context,
          list.length > 0 && list.every((item) => typeof item === 'string' && item.length > 0),
        ]).toEqual([context, true]);
      }
      expect(event.cancellation_policy).toEqual(expect.any(String));
      expect(event.faqs.length).toBeGreaterThan(0);
      for (const faq of event.faqs)
        expect(faq).toEqual({ question: expect.any(String), answer: expect.any(String) });
      expect(event.schedule.length).toBeGreaterThan(0);
      for (const item of event.schedule) expect(item.activity).toEqual(expect.any(String));
      expect(event.gallery.length).toBeGreaterThanOrEqual(2);
      for (const item of event.gallery)
        expect(item).toEqual({ imageUrl: expect.any(String), caption: expect.any(String) });
      expect(event.description).toMatch(/^<p>/);
      expect(event.description).not.toMatch(/<script|on\w+=/i);
      expect(event.location).not.toBe('');
      if (event.event_type === 'offline') {
        expect(event.location_map_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
        expect(event.cancellation_policy_points.length).toBeGreaterThan(0);
      }
      expect(event.start_date <= event.end_date).toBe(true);
    }
  });

  it('stores registrations whose totals are the ticket price times the tickets', async () => {
    const registrations: {
      event_id: string;
      ticket_type_id: string | null;
      type_price: string | null;
      ticket_type_price: string;
      total_amount: string;
      number_of_tickets: number;
      payment_status: string;
      payment_id: string | null;
      order_id: string | null;
      email: string;
      phone: string;
      name: string;
      address: string;
      created_at: Date;
    }[] = await database.dataSource.query(`
      SELECT r.*, t.price::text AS type_price, r.ticket_type_price::text, r.total_amount::text
        FROM event_registrations r LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id`);
    expect(registrations.length).toBeGreaterThanOrEqual(20);
    for (const registration of registrations) {
      const event = events.find((e) => e.id === registration.event_id)!;
      expect(registration.number_of_tickets).toBeGreaterThanOrEqual(1);
      expect(registration.number_of_tickets).toBeLessThanOrEqual(10);
      expect(registration.email).toMatch(/^[a-z]+\.[a-z]+@example\.org$/);
      expect(registration.phone).toMatch(/^\+91 98\d{8}$/);
      expect(registration.name).not.toBe('');
      expect(registration.address).not.toBe('');
      expect(registration.created_at.getTime()).toBeLessThan(NOW.getTime());
      expect(toPaise(registration.total_amount)).toBe(
        toPaise(registration.ticket_type_price) * registration.number_of_tickets,
      );
      if (event.is_paid) {
        expect(registration.ticket_type_price).toBe(registration.type_price);
        expect(registration.payment_id).toMatch(/^pay_demo\w+$/);
        expect(registration.order_id).toMatch(/^order_demo\w+$/);
      } else {
        expect(registration.ticket_type_id).toBeNull();
        expect(registration.total_amount).toBe('0.00');
        expect(registration.payment_status).toBe('completed');
        expect(registration.order_id).toBeNull();
      }
    }
    const orderIds = registrations.map((r) => r.order_id).filter((id) => id !== null);
    expect(new Set(orderIds).size).toBe(orderIds.length);
    const statuses = registrations.map((r) => r.payment_status);
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(1);
    expect(statuses.filter((s) => s !== 'failed' && s !== 'completed')).toHaveLength(0);
    const freeEvent = bySlug(DEMO_EVENT_SLUGS.freeSatsang);
    expect(registrations.filter((r) => r.event_id === freeEvent.id).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every demo record Hindi twins of its titles, places, texts and sections, and the page texts theirs', async () => {
    const untranslated = async (table: string, column: string) =>
      (await database.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} IS NULL`))[0]
        .n;
    for (const [table, columns] of Object.entries({
      events: ['title_hi', 'location_hi'],
      event_ticket_types: ['name_hi'],
      community_programs: ['title_hi', 'description_hi'],
      sessions: ['title_hi', 'level_hi', 'description_hi'],
      volunteer_roles: ['title_hi', 'commitment_hi', 'skills_hi', 'description_hi'],
      donation_projects: ['title_hi', 'description_hi'],
      vishranti_items: ['title_hi'],
    }))
      for (const column of columns)
        expect([table, column, await untranslated(table, column)]).toEqual([table, column, 0]);
    // Every event in Hindi: its whole description, and each section it has, item for item.
    for (const event of events) {
      expect([event.url_slug, event.description_hi]).toEqual([event.url_slug, expect.stringMatching(/^<p>/)]);
      for (const [english, hindi] of [
        ['features', 'features_hi'],
        ['benefits', 'benefits_hi'],
        ['special_features', 'special_features_hi'],
        ['included_items', 'included_items_hi'],
        ['not_included_items', 'not_included_items_hi'],
        ['cancellation_policy_points', 'cancellation_policy_points_hi'],
        ['faqs', 'faqs_hi'],
        ['schedule', 'schedule_hi'],
      ] as const) {
        const items = event[english];
        expect([event.url_slug, hindi, event[hindi]?.length ?? 0]).toEqual([
          event.url_slug,
          hindi,
          items.length,
        ]);
      }
      expect([event.url_slug, event.cancellation_policy_hi === null]).toEqual([
        event.url_slug,
        event.cancellation_policy === null,
      ]);
    }
    const satsang = bySlug(DEMO_EVENT_SLUGS.freeSatsang);
    expect(satsang.faqs_hi?.[0].question).toBe('क्या ध्यान का पहले से कोई अनुभव होना आवश्यक है?');
    expect(satsang.schedule_hi?.[0]).toEqual({
      activity: 'सुबह 6:45 बजे - आगमन और स्थान ग्रहण',
      description: 'अपनी चटाई और आसन-गद्दी लें और कोई शांत स्थान चुनें।',
    });
    const [annadaan] = await database.dataSource.query(
      `SELECT description_hi FROM community_programs WHERE url_slug = 'annadaan-meals-at-the-ghats'`,
    );
    // The whole description, both paragraphs, not its first sentence alone.
    expect(annadaan.description_hi).toMatch(/रैन बसेरों में पहुँचाया जाता है।<\/p>$/);
    const retreat = bySlug(DEMO_EVENT_SLUGS.himalayanRetreat);
    expect(retreat).toMatchObject({ title_hi: 'हिमालय ध्यान शिविर', location_hi: 'ऋषिकेश, उत्तराखंड' });
    expect(retreat.description_hi).toMatch(/^<p>ऋषिकेश के ऊपर हिमालय की तलहटी में/);
    const [pageTexts] = await database.dataSource.query(
      'SELECT mission_text_hi, impact_figures FROM site_content',
    );
    expect(pageTexts.mission_text_hi).toMatch(/^योग और भारत की आध्यात्मिक परंपराओं/);
    expect(pageTexts.impact_figures).toHaveLength(9);
    expect(pageTexts.impact_figures[0]).toEqual({
      value: '12',
      label: 'States and UTs',
      labelHi: 'राज्य और केंद्रशासित प्रदेश',
    });
    for (const figure of pageTexts.impact_figures) expect(figure.labelHi).toEqual(expect.any(String));
  });

  it("creates the home page's four hero slides, in English and Hindi, with pictures on disk", async () => {
    const slides: {
      title: string;
      title_hi: string;
      link: string;
      desktop_image_url: string;
      mobile_image_url: string;
    }[] = await database.dataSource.query(
      'SELECT title, title_hi, link, desktop_image_url, mobile_image_url FROM hero_slides ORDER BY sort_order',
    );
    expect(slides.map(({ title, link }) => [title, link])).toEqual([
      ['Spiritual Education', '/yogayan'],
      ['Research & Documentation', '/ritambhara'],
      ['Community Service', '/yogamitra'],
      ['Spiritual Tourism', '/vishranti'],
    ]);
    for (const slide of slides) {
      expect(slide.title_hi).toMatch(/[\u0900-\u097f]/);
      for (const url of [slide.desktop_image_url, slide.mobile_image_url]) {
        expect(existsSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')))).toBe(true);
      }
    }
  });

  it('publishes the privacy notice’s first version, in English and Hindi, with every part the Act asks for', async () => {
    const notices: { version: number; body: string; body_hi: string; grievance_officer: string }[] =
      await database.dataSource.query(
        'SELECT version, body, body_hi, grievance_officer FROM privacy_notices ORDER BY version',
      );
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice.version).toBe(1);
    // What is collected and why, for how long, each right, withdrawing consent, and complaints (Act s.5).
    const headings = (text: string) => [...text.matchAll(/^# (.+)$/gm)].map((match) => match[1]);
    expect(headings(notice.body)).toEqual([
      'Who we are',
      'What we collect and why',
      'How long we keep it',
      'Your rights',
      'Withdrawing consent',
      'Complaints',
    ]);
    expect(headings(notice.body_hi)).toHaveLength(6);
    expect(notice.body).toContain('Data Protection Board of India');
    expect(notice.body_hi).toContain('डेटा संरक्षण बोर्ड');
    expect(notice.grievance_officer).toMatch(/@/);
  });

  it("creates the Yogamitra page's four volunteer roles, active, in the page's order", async () => {
    const roles: { title: string; commitment: string }[] = await database.dataSource.query(
      'SELECT title, commitment FROM volunteer_roles WHERE is_active ORDER BY sort_order',
    );
    expect(roles).toEqual([
      { title: 'Yoga Teacher in Schools', commitment: '4 hours per week' },
      { title: 'Community Kitchen Volunteer', commitment: '6 hours per week' },
      { title: 'Research and Documentation Assistant', commitment: '2-3 hours per week' },
      { title: 'Event and Retreat Helper', commitment: 'Flexible' },
    ]);
  });

  it("creates /vishranti's two regular programs and six videos (coming soon: no address yet)", async () => {
    const items: { kind: string; title: string; video_url: string | null; link: string | null }[] =
      await database.dataSource.query(
        'SELECT kind, title, video_url, link FROM vishranti_items WHERE is_active ORDER BY kind, sort_order',
      );
    // Each program's "Learn More" leads to a seeded retreat's page.
    expect(items.filter((item) => item.kind === 'program').map((item) => [item.title, item.link])).toEqual([
      ['Weekend Ashram Stays', '/events/himalayan-meditation-retreat-rishikesh'],
      ['Temple Heritage Walks', '/events/kashi-spiritual-retreat-varanasi'],
    ]);
    expect(items.filter((item) => item.kind === 'video').map((item) => item.title)).toEqual([
      'Ganga Aarti at Rishikesh',
      'Kedarnath Yatra',
      'Meditation at Dawn',
      'Kashi Ghats',
      'Ashram Life',
      'Himalayan Trails',
    ]);
    expect(items.every((item) => item.video_url === null)).toBe(true);
    const audited = await database.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE resource = 'vishranti-items' AND action = 'create'`,
    );
    expect(audited[0].n).toBe(8);
  });

  it("creates the Contribute page's three donation projects with pictures, having raised nothing yet", async () => {
    const projects: { title: string; goal: number; image_url: string; raised: number }[] =
      await database.dataSource.query(
        `SELECT title, goal, image_url,
                (SELECT count(*) FROM donations d WHERE d.project_id = p.id)::int AS raised
           FROM donation_projects p WHERE is_active ORDER BY sort_order`,
      );
    expect(projects.map(({ title, goal, raised }) => ({ title, goal, raised }))).toEqual([
      { title: 'Annadaan: Meals at the Ghats', goal: 500000, raised: 0 },
      { title: 'Yoga in Government Schools', goal: 300000, raised: 0 },
      { title: 'Digitising Rare Manuscripts', goal: 800000, raised: 0 },
    ]);
    for (const project of projects) expect(project.image_url).toMatch(/^\/uploads\/demo\/project-\d\.webp$/);
  });

  it('creates six active community programs in three categories, newest first by creation time', async () => {
    const programs: ProgramRow[] = await database.dataSource.query('SELECT * FROM community_programs');
    const activePrograms = programs.filter((p) => p.is_active);
    expect(activePrograms).toHaveLength(6);
    expect(new Set(activePrograms.map((p) => p.category))).toEqual(
      new Set(['Education', 'Health & Wellness', 'Community Service']),
    );
    for (const program of activePrograms) {
      expect(program.gallery_images.length).toBeGreaterThanOrEqual(2);
      expect(program.gallery_images.length).toBeLessThanOrEqual(4);
      expect(program.featured_image_url).toMatch(/^\/uploads\/demo\/.+\.webp$/);
      expect(program.created_at.getTime()).toBeLessThan(NOW.getTime());
    }
    const times = new Set(activePrograms.map((p) => p.created_at.getTime()));
    expect(times.size).toBe(6);
    expect(programs.filter((p) => !p.is_active)).toHaveLength(1);
  });

  it('draws every referenced picture as a WebP file under uploadsDir/demo', async () => {
    const programs: ProgramRow[] = await database.dataSource.query('SELECT * FROM community_programs');
    const projects: { image_url: string }[] = await database.dataSource.query(
      'SELECT image_url FROM donation_projects',
    );
    const covers = [
      ...events.map((e) => e.image_url),
      ...programs.map((p) => p.featured_image_url),
      ...projects.map((p) => p.image_url),
    ];
    const galleries = [
      ...events.flatMap((e) => e.gallery.map((item) => item.imageUrl)),
      ...programs.flatMap((p) => p.gallery_images.map((image) => image.url)),
    ];
    const slides: { desktop_image_url: string; mobile_image_url: string }[] = await database.dataSource.query(
      'SELECT desktop_image_url, mobile_image_url FROM hero_slides',
    );
    const sizes = new Map<string, string>([
      ...covers.map((url) => [url, '1200x630'] as const),
      ...galleries.map((url) => [url, '800x600'] as const),
      ...slides.map((slide) => [slide.desktop_image_url, '1600x700'] as const),
      ...slides.map((slide) => [slide.mobile_image_url, '750x1000'] as const),
    ]);
    expect(sizes.size).toBe(covers.length + galleries.length + 2 * slides.length);
    for (const [url, size] of sizes) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.webp$/);
      const file = path.join(uploadsDir, url.slice('/uploads/'.length));
      const metadata = await sharp(file).metadata();
      expect([url, metadata.format, `${metadata.width}x${metadata.height}`]).toEqual([url, 'webp', size]);
    }
    // Nothing else is left in the folder (no temporary files).
    expect(demoFiles(uploadsDir)).toEqual([...sizes.keys()].map((url) => path.basename(url)).sort());
  });

  it('creates the demo owner with a lower-cased e-mail and a verifiable password hash, and one member per other role', async () => {
    const admins: { email: string; role: string; password_hash: string }[] = await database.dataSource.query(
      'SELECT email, role, password_hash FROM admin_users ORDER BY role',
    );
    expect(admins.map(({ email, role }) => [role, email])).toEqual([
      ['owner', 'demo.admin@foundation.example'],
      ['finance', 'finance@foundation.example'],
      ['events', 'events@foundation.example'],
      ['content', 'content@foundation.example'],
    ]);
    for (const admin of admins) {
      expect(admin.password_hash).not.toContain(ADMIN_PASSWORD);
      await expect(verifyPassword(ADMIN_PASSWORD, admin.password_hash)).resolves.toBe(true);
      await expect(verifyPassword('wrong password', admin.password_hash)).resolves.toBe(false);
    }
  });

  it('does nothing when called again', async () => {
    const before = await counts(database);
    const files = modificationTimes(uploadsDir);
    await expect(seed(database, uploadsDir)).resolves.toEqual({ seeded: false });
    expect(await counts(database)).toEqual(before);
    expect(modificationTimes(uploadsDir)).toEqual(files);
  });
});

describe('seedDemoData on a database with content', () => {
  let database: TestDatabase;
  let uploadsDir: string;

  beforeEach(async () => {
    database = await createTestDatabase();
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-seed-'));
  });
  afterEach(async () => {
    await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it.each([
    [
      'an admin user',
      `INSERT INTO admin_users (email, password_hash, role) VALUES ('someone@example.org', 'x', 'owner')`,
    ],
    [
      'a community program',
      `INSERT INTO community_programs (title, category, description, url_slug) VALUES ('P', 'Education', 'D', 'p')`,
    ],
    [
      'an event',
      `INSERT INTO events (title, url_slug, start_date, end_date) VALUES ('E', 'e', '2030-01-01', '2030-01-01')`,
    ],
  ])('does not seed when there is %s, and draws no picture', async (_what, sql) => {
    await database.dataSource.query(sql);
    const before = await counts(database);
    await expect(seed(database, uploadsDir)).resolves.toEqual({ seeded: false });
    expect(await counts(database)).toEqual(before);
    expect(demoFiles(uploadsDir)).toEqual([]);
  });
});

describe('seedDemoData when an insert fails', () => {
  let database: TestDatabase;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-seed-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('leaves no row behind, and a later run seeds everything while keeping the pictures already drawn', async () => {
    // The admin is created last; an e-mail longer than any address is refused after everything else was created.
    const tooLong = `${'a'.repeat(320)}@example.org`;
    await expect(seed(database, uploadsDir, tooLong)).rejects.toThrow();
    expect(await counts(database)).toEqual({
      events: 0,
      ticket_types: 0,
      registrations: 0,
      programs: 0,
      volunteer_roles: 0,
      donation_projects: 0,
      sessions: 0,
      vishranti_items: 0,
      hero_slides: 0,
      privacy_notices: 0,
      admins: 0,
    });

    const files = modificationTimes(uploadsDir);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    await expect(seed(database, uploadsDir)).resolves.toEqual({ seeded: true });
    expect(modificationTimes(uploadsDir)).toEqual(files);
    expect((await counts(database)).admins).toBe(4);
    // Two whole seeds, the first drawing every picture: over a minute on a busy two-core machine.
  }, 180_000);
});
