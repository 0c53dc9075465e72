import { type DataProvider } from 'ra-core';
import { SITE_CONTENT_MESSAGES } from '@foundation/shared';
import { adminDataProvider, signInNewAdmin } from '../testing/admin-sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const slide = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spiritual Education',
  description: 'Courses in Raja Yoga and Tantra Vidya.',
  desktopImageUrl: '/uploads/demo/hero-desktop.webp',
  mobileImageUrl: '/uploads/demo/hero-mobile.webp',
  link: '/yogayan',
  sortOrder: 10,
  ...overrides,
});

/** Hero slides and page texts through the admin panel's data provider, and their public reads. */
describe('site content', () => {
  let t: TestApp;
  let provider: DataProvider;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ VIDEO_HOSTS: 'youtube' });
    const session = await signInNewAdmin(t);
    auth = session.bearer;
    provider = await adminDataProvider(t, session.bearer);
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM hero_slides'));

  const count = async () =>
    Number((await t.dataSource.query('SELECT count(*)::int AS n FROM hero_slides'))[0].n);

  describe('hero slides', () => {
    it('create, list (sort, range, filter), get, getMany, update and delete, each audited', async () => {
      const { data: first } = await provider.create('hero-slides', { data: slide() });
      const { data: second } = await provider.create('hero-slides', {
        data: slide({ title: 'Spiritual Tourism', link: 'https://example.org/yatra', sortOrder: 5 }),
      });
      const page = await provider.getList('hero-slides', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'sortOrder', order: 'ASC' },
        filter: {},
      });
      expect(page.total).toBe(2);
      expect(page.data.map((s) => s.title)).toEqual(['Spiritual Tourism']);
      const found = await provider.getList('hero-slides', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'title', order: 'ASC' },
        filter: { q: 'education' },
      });
      expect(found.data.map((s) => s.id)).toEqual([first.id]);
      expect((await provider.getMany('hero-slides', { ids: [first.id, second.id] })).data).toHaveLength(2);
      const { data: updated } = await provider.update('hero-slides', {
        id: first.id,
        data: { ...first, sortOrder: 1 },
        previousData: first,
      });
      expect(updated.sortOrder).toBe(1);
      const publicSlides = (await t.http.get('/api/hero-slides').expect(200)).body;
      expect(publicSlides.map((s: { title: string }) => s.title)).toEqual([
        'Spiritual Education',
        'Spiritual Tourism',
      ]);
      expect(publicSlides[0]).toMatchObject({ link: '/yogayan', imageVariants: {} });
      await provider.delete('hero-slides', { id: second.id, previousData: second });
      expect(await count()).toBe(1);
      const audit = await t.dataSource.query(
        `SELECT action FROM audit_log WHERE resource = 'hero-slides' AND resource_id = $1 ORDER BY at, action`,
        [first.id],
      );
      expect(audit).toEqual([{ action: 'create' }, { action: 'update' }]);
    });

    it.each([
      ['title', { title: ' ' }, SITE_CONTENT_MESSAGES.slideTitleRequired],
      [
        'mobileImageUrl',
        { mobileImageUrl: '' },
        'Mobile image must be an uploaded image or an https:// address',
      ],
      [
        'desktopImageUrl',
        { desktopImageUrl: 'javascript:alert(1)' },
        'Desktop image must be an uploaded image or an https:// address',
      ],
      ['link', { link: '//evil.example' }, SITE_CONTENT_MESSAGES.linkInvalid],
      ['link', { link: 'javascript:alert(1)' }, SITE_CONTENT_MESSAGES.linkInvalid],
      ['sortOrder', { sortOrder: 10_001 }, 'Order must be between 0 and 10000'],
    ])('refuses a bad %s with its message and writes nothing', async (_field, override, message) => {
      const response = await t.http
        .post('/api/admin/hero-slides')
        .set('Authorization', auth)
        .send(slide(override))
        .expect(400);
      expect(response.body.message).toBe(message);
      expect(await count()).toBe(0);
    });
  });

  describe('page texts', () => {
    it('starts from today’s texts, and saves impact, mission and a YouTube video embedded privacy-enhanced', async () => {
      const initial = (await provider.getOne('site-content', { id: 'current' })).data;
      expect(initial.impactFigures).toHaveLength(9);
      expect(initial.missionText).toMatch(/^To make the living wisdom of yoga/);
      const { data: saved } = await provider.update('site-content', {
        id: 'current',
        data: {
          ...initial,
          impactFigures: [{ value: ' 13 ', label: 'States and UTs' }],
          missionText: 'Yoga for everyone.',
          aboutVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          aboutVideoEmbedUrl: 'https://evil.example/',
        },
        previousData: initial,
      });
      expect(saved).toMatchObject({
        impactFigures: [{ value: '13', label: 'States and UTs' }],
        aboutVideoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      });
      const shown = (await t.http.get('/api/site-content').expect(200)).body;
      expect(shown).toMatchObject({
        missionText: 'Yoga for everyone.',
        aboutVideoEmbedUrl: saved.aboutVideoEmbedUrl,
      });
      await provider.update('site-content', {
        id: 'current',
        data: { aboutVideoUrl: '' },
        previousData: saved,
      });
      expect((await t.http.get('/api/site-content').expect(200)).body.aboutVideoEmbedUrl).toBeNull();
    });

    it.each([
      [{ aboutVideoUrl: 'https://vimeo.com/76979871' }, 'About video must be a video address on YouTube'],
      [
        { aboutVideoUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ' },
        'About video must be a video address on YouTube',
      ],
      [{ missionText: ' ' }, SITE_CONTENT_MESSAGES.missionRequired],
      [{ impactFigures: [{ value: '12', label: '' }] }, SITE_CONTENT_MESSAGES.impactFigureRequired],
      [{ impactFigures: [{ value: 12, label: 'States' }] }, 'An impact figure’s value must be text'],
    ])('refuses %j with its message and changes nothing', async (body, message) => {
      const before = (
        await t.http.get('/api/admin/site-content/current').set('Authorization', auth).expect(200)
      ).body;
      const response = await t.http
        .put('/api/admin/site-content/current')
        .set('Authorization', auth)
        .send(body)
        .expect(400);
      expect(response.body.message).toBe(message);
      const after = (
        await t.http.get('/api/admin/site-content/current').set('Authorization', auth).expect(200)
      ).body;
      expect(after).toEqual(before);
    });

    it('has one record only: another id is 404', async () => {
      await t.http.get('/api/admin/site-content/other').set('Authorization', auth).expect(404);
      await t.http
        .put('/api/admin/site-content/other')
        .set('Authorization', auth)
        .send({ missionText: 'x' })
        .expect(404);
    });
  });
});
