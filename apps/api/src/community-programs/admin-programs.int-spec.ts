import { PROGRAM_MESSAGES } from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { insertProgram } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Bal Sanskar Kendra',
  category: 'Education',
  description: '<p>Evening classes for children</p>',
  urlSlug: '',
  featuredImageUrl: '/uploads/community-programs/featured/a-960.webp',
  isActive: true,
  galleryImages: [
    { url: '/uploads/community-programs/gallery/b-960.webp', caption: 'Class of 2030' },
    { url: 'https://cdn.example.org/c.webp' },
  ],
  ...overrides,
});

describe('admin community programs API', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http[method](path).set('Authorization', auth);

  it('creates a program with the slug made from the title and the gallery as given', async () => {
    const response = await call('post', '/api/admin/community-programs').send(valid()).expect(201);
    expect(response.body).toMatchObject({
      title: 'Bal Sanskar Kendra',
      urlSlug: 'bal-sanskar-kendra',
      isActive: true,
      galleryImages: [
        { url: '/uploads/community-programs/gallery/b-960.webp', caption: 'Class of 2030' },
        { url: 'https://cdn.example.org/c.webp' },
      ],
    });
  });

  it.each([
    ['title', { title: '' }, PROGRAM_MESSAGES.titleRequired],
    ['category', { category: ' ' }, PROGRAM_MESSAGES.categoryRequired],
    ['description', { description: '' }, PROGRAM_MESSAGES.descriptionRequired],
    ['urlSlug', { title: '!!!', urlSlug: '' }, PROGRAM_MESSAGES.urlSlugRequired],
  ])('requires %s with its message', async (field, override, message) => {
    const response = await call('post', '/api/admin/community-programs')
      .send(valid({ urlSlug: 'p-x', ...override }))
      .expect(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fields[field]).toBe(message);
  });

  it('refuses unsafe image URLs, a slug in use, and unknown fields', async () => {
    await call('post', '/api/admin/community-programs')
      .send(valid({ urlSlug: 'u1', galleryImages: [{ url: 'javascript:alert(1)' }] }))
      .expect(400);
    await call('post', '/api/admin/community-programs')
      .send(valid({ urlSlug: 'u2', featuredImageUrl: 'data:image/png;base64,AAAA' }))
      .expect(400);
    await insertProgram(t.dataSource, { urlSlug: 'in-use' });
    const taken = await call('post', '/api/admin/community-programs')
      .send(valid({ urlSlug: 'in-use' }))
      .expect(409);
    expect(taken.body.message).toBe(PROGRAM_MESSAGES.urlSlugInUse);
    await call('post', '/api/admin/community-programs')
      .send(valid({ urlSlug: 'u3', views: 5 }))
      .expect(400);
  });

  it('updates (the gallery replaced by the list sent) and deletes', async () => {
    const created = (
      await call('post', '/api/admin/community-programs')
        .send(valid({ urlSlug: 'to-edit' }))
        .expect(201)
    ).body;
    const updated = await call('put', `/api/admin/community-programs/${created.id}`)
      .send({ ...created, isActive: false, galleryImages: [created.galleryImages[1]] })
      .expect(200);
    expect(updated.body).toMatchObject({
      isActive: false,
      galleryImages: [{ url: 'https://cdn.example.org/c.webp' }],
    });
    await call('delete', `/api/admin/community-programs/${created.id}`).expect(200);
    await call('get', `/api/admin/community-programs/${created.id}`).expect(404);
    await call('get', '/api/admin/community-programs/not-a-uuid').expect(400);
  });

  it('lists newest first with Content-Range, filters by q, category and isActive', async () => {
    await t.dataSource.query('DELETE FROM community_programs');
    for (let i = 0; i < 5; i += 1) {
      await insertProgram(t.dataSource, {
        title: `Program ${i}`,
        category: i % 2 ? 'Food' : 'Education',
        isActive: i !== 4,
        createdAt: new Date(Date.UTC(2030, 0, i + 1)),
      });
    }
    const response = await call('get', '/api/admin/community-programs?range=[0,1]').expect(200);
    expect(response.headers['content-range']).toBe('community-programs 0-1/5');
    expect(response.body.map((p: { title: string }) => p.title)).toEqual(['Program 4', 'Program 3']);
    const filter = encodeURIComponent(
      JSON.stringify({ category: 'Education', isActive: true, q: 'program' }),
    );
    const filtered = await call('get', `/api/admin/community-programs?filter=${filter}`).expect(200);
    expect(filtered.body.map((p: { title: string }) => p.title)).toEqual(['Program 2', 'Program 0']);
  });
});
