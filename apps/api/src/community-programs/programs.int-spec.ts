import { insertProgram } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('public community programs API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const day = 24 * 60 * 60 * 1000;
    for (let i = 1; i <= 8; i += 1) {
      await insertProgram(t.dataSource, {
        title: `Program ${i}`,
        urlSlug: `program-number-${i}`,
        category: i % 2 ? 'Education' : 'Health',
        createdAt: new Date(Date.now() - (10 - i) * day),
        galleryImages: [{ url: `/uploads/p${i}.webp`, caption: `Caption ${i}` }],
      });
    }
    await insertProgram(t.dataSource, { urlSlug: 'retired-program', isActive: false, createdAt: new Date() });
  });
  afterAll(() => t.close());

  it('lists active programs newest first', async () => {
    const response = await t.http.get('/api/community-programs').expect(200);
    expect(response.body.map((p: { urlSlug: string }) => p.urlSlug)).toEqual(
      [8, 7, 6, 5, 4, 3, 2, 1].map((i) => `program-number-${i}`),
    );
  });

  it('honours limit (the home page asks for 6)', async () => {
    const response = await t.http.get('/api/community-programs?limit=6').expect(200);
    expect(response.body).toHaveLength(6);
    expect(response.body[0].urlSlug).toBe('program-number-8');
  });

  it.each(['0', '-1', '101', '2.5', 'six', '1e3', ''])('refuses limit=%j with 400', async (limit) => {
    const response = await t.http.get(`/api/community-programs?limit=${limit}`).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.fields).toHaveProperty('limit');
  });

  it('gives one active program by slug with its gallery and captions', async () => {
    const response = await t.http.get('/api/community-programs/program-number-3').expect(200);
    expect(response.body).toMatchObject({
      title: 'Program 3',
      category: 'Education',
      urlSlug: 'program-number-3',
      isActive: true,
      galleryImages: [{ url: '/uploads/p3.webp', caption: 'Caption 3' }],
    });
  });

  it("answers 404 'Program Not Found' for unknown, inactive and malformed slugs", async () => {
    for (const slug of ['nope', 'retired-program', '%E2%9C%93', '..%2F..%2Fetc']) {
      const response = await t.http.get(`/api/community-programs/${slug}`).expect(404);
      expect(response.body.message).toBe('Program Not Found');
    }
  });
});
