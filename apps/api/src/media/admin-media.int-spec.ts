import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { insertEvent, insertProgram } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

interface Uploaded {
  id: string;
  url: string;
  variants: { url: string; width: number }[];
}

describe('admin media API (the Gallery screen)', () => {
  let t: TestApp;
  let auth: string;
  const images: Record<string, Uploaded> = {};
  let retreat: { id: string };
  let satsang: { id: string };
  let annaDaan: { id: string };

  async function upload(key: string, target: string, width: number) {
    const jpeg = await sharp({
      create: { width, height: 600, channels: 3, background: { r: 200, g: 100, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const response = await t.http
      .post('/api/admin/uploads')
      .set('Authorization', auth)
      .field('target', target)
      .attach('file', jpeg, { filename: `${key}.jpg`, contentType: 'image/jpeg' })
      .expect(201);
    images[key] = response.body;
  }

  /** The file of a stored URL under UPLOADS_DIR. */
  const fileOf = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
    await upload('cover', 'event-cover', 1200);
    await upload('eventGallery', 'event-gallery', 1200);
    await upload('featured', 'program-featured', 1200);
    await upload('programGallery', 'program-gallery', 1200);
    await upload('unused', 'event-gallery', 1200);
    // Used in two places of one event (cover and gallery) and, by a smaller variant's URL, in another event.
    retreat = await insertEvent(t.dataSource, {
      title: 'Rishikesh Retreat',
      imageUrl: images.cover.url,
      gallery: [
        { imageUrl: '/uploads/demo/ganga.webp', caption: 'Not an upload' },
        { imageUrl: images.eventGallery.url, caption: 'Aarti' },
        { imageUrl: images.cover.url, caption: 'Cover again' },
      ],
    });
    satsang = await insertEvent(t.dataSource, {
      title: 'Online Satsang',
      gallery: [{ imageUrl: images.eventGallery.variants[0].url, caption: '' }],
    });
    annaDaan = await insertProgram(t.dataSource, {
      title: 'Anna Daan',
      featuredImageUrl: images.featured.url,
      galleryImages: [{ url: images.programGallery.url, caption: 'Meals' }],
    });
    await t.dataSource.query(
      `UPDATE media SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [images.cover.id, 5],
    );
    await t.dataSource.query(
      `UPDATE media SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [images.eventGallery.id, 4],
    );
    await t.dataSource.query(
      `UPDATE media SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [images.featured.id, 3],
    );
    await t.dataSource.query(
      `UPDATE media SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [images.programGallery.id, 2],
    );
    await t.dataSource.query(
      `UPDATE media SET created_at = now() - make_interval(mins => $2) WHERE id = $1`,
      [images.unused.id, 1],
    );
  });
  afterAll(() => t.close());

  const get = (pathAndQuery: string) => t.http.get(pathAndQuery).set('Authorization', auth);
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const keyOf = (id: string) => Object.keys(images).find((key) => images[key].id === id);

  it('lists every upload newest first with where it is used, computed for each of the four places', async () => {
    const response = await get('/api/admin/media?range=[0,23]').expect(200);
    expect(response.headers['content-range']).toBe('media 0-4/5');
    const byKey = Object.fromEntries(response.body.map((item: { id: string }) => [keyOf(item.id), item]));
    expect(response.body.map((item: { id: string }) => keyOf(item.id))).toEqual([
      'unused',
      'programGallery',
      'featured',
      'eventGallery',
      'cover',
    ]);
    expect(byKey.cover).toMatchObject({
      url: images.cover.url,
      width: 1200,
      height: 600,
      target: 'event-cover',
      originalName: 'cover.jpg',
      createdAt: expect.any(String),
      usedIn: [
        { resource: 'events', id: retreat.id, title: 'Rishikesh Retreat', field: 'gallery' },
        { resource: 'events', id: retreat.id, title: 'Rishikesh Retreat', field: 'imageUrl' },
      ],
    });
    expect(byKey.eventGallery.usedIn).toEqual([
      { resource: 'events', id: satsang.id, title: 'Online Satsang', field: 'gallery' },
      { resource: 'events', id: retreat.id, title: 'Rishikesh Retreat', field: 'gallery' },
    ]);
    expect(byKey.featured.usedIn).toEqual([
      { resource: 'community-programs', id: annaDaan.id, title: 'Anna Daan', field: 'featuredImageUrl' },
    ]);
    expect(byKey.programGallery.usedIn).toEqual([
      { resource: 'community-programs', id: annaDaan.id, title: 'Anna Daan', field: 'galleryImages' },
    ]);
    expect(byKey.unused.usedIn).toEqual([]);
    expect(byKey.unused).not.toHaveProperty('uploadedBy');
  });

  it('filters by used, target, file name and id; sorts; pages', async () => {
    const keys = async (query: string) =>
      (await get(`/api/admin/media?${query}`).expect(200)).body.map((item: { id: string }) => keyOf(item.id));
    expect(await keys(filter({ used: false }))).toEqual(['unused']);
    expect(await keys(filter({ used: true }))).toEqual([
      'programGallery',
      'featured',
      'eventGallery',
      'cover',
    ]);
    expect(await keys(filter({ target: 'event-gallery' }))).toEqual(['unused', 'eventGallery']);
    expect(await keys(filter({ q: 'FEATURED' }))).toEqual(['featured']);
    expect(await keys(filter({ id: [images.cover.id] }))).toEqual(['cover']);
    expect(await keys(`sort=${encodeURIComponent('["originalName","ASC"]')}&range=[0,1]`)).toEqual([
      'cover',
      'eventGallery',
    ]);
    const page = await get(`/api/admin/media?${filter({ used: true })}&range=[2,3]`).expect(200);
    expect(page.headers['content-range']).toBe('media 2-3/4');
  });

  it('gets one image with its usage', async () => {
    const response = await get(`/api/admin/media/${images.featured.id}`).expect(200);
    expect(response.body.usedIn).toEqual([
      { resource: 'community-programs', id: annaDaan.id, title: 'Anna Daan', field: 'featuredImageUrl' },
    ]);
    await get('/api/admin/media/4b7e1c52-8f2a-4c1e-9a51-0d3c2b1a0f99').expect(404);
  });

  it('refuses bad queries and ids with 400, and anonymous callers with 401', async () => {
    expect(
      (await get(`/api/admin/media?sort=${encodeURIComponent('["url","ASC"]')}`).expect(400)).body.message,
    ).toMatch(/^Cannot sort by "url"/);
    expect((await get(`/api/admin/media?${filter({ used: 'sometimes' })}`).expect(400)).body.message).toBe(
      'filter used must be true or false',
    );
    expect((await get(`/api/admin/media?${filter({ target: 'avatars' })}`).expect(400)).body.message).toMatch(
      /^filter target must be one of/,
    );
    await get('/api/admin/media/../../etc/passwd').expect(404);
    expect(
      (await t.http.delete('/api/admin/media/not-an-id').set('Authorization', auth).expect(400)).body.message,
    ).toBe('id must be a UUID');
    await t.http.get('/api/admin/media').expect(401);
    await t.http.delete(`/api/admin/media/${images.unused.id}`).expect(401);
    expect(existsSync(fileOf(images.unused.url))).toBe(true);
  });

  it.each([
    ['cover', /^This image is still used by event "Rishikesh Retreat"; remove it there first$/],
    ['eventGallery', /event "Online Satsang", event "Rishikesh Retreat"/],
    ['featured', /program "Anna Daan"/],
    ['programGallery', /program "Anna Daan"/],
  ])('refuses to delete an image in use (%s) with 409 and keeps its files', async (key, message) => {
    const response = await t.http
      .delete(`/api/admin/media/${images[key].id}`)
      .set('Authorization', auth)
      .expect(409);
    expect(response.body).toMatchObject({ code: 'media_in_use', message: expect.stringMatching(message) });
    await get(`/api/admin/media/${images[key].id}`).expect(200);
    for (const variant of images[key].variants) expect(existsSync(fileOf(variant.url))).toBe(true);
  });

  it('deletes an unused image: its record and every stored variant', async () => {
    const { unused } = images;
    expect(unused.variants.length).toBeGreaterThan(1);
    for (const variant of unused.variants) expect(existsSync(fileOf(variant.url))).toBe(true);
    const response = await t.http
      .delete(`/api/admin/media/${unused.id}`)
      .set('Authorization', auth)
      .expect(200);
    expect(response.body).toMatchObject({ id: unused.id, usedIn: [] });
    for (const variant of unused.variants) expect(existsSync(fileOf(variant.url))).toBe(false);
    await get(`/api/admin/media/${unused.id}`).expect(404);
    await t.http.delete(`/api/admin/media/${unused.id}`).set('Authorization', auth).expect(404);
    expect((await get('/api/admin/media').expect(200)).headers['content-range']).toBe('media 0-3/4');
  });

  it('allows the delete once the last use is removed', async () => {
    await t.dataSource.query(`UPDATE community_programs SET gallery_images = '[]' WHERE id = $1`, [
      annaDaan.id,
    ]);
    await t.http
      .delete(`/api/admin/media/${images.programGallery.id}`)
      .set('Authorization', auth)
      .expect(200);
    for (const variant of images.programGallery.variants) expect(existsSync(fileOf(variant.url))).toBe(false);
    expect(existsSync(fileOf(images.featured.url))).toBe(true);
  });

  it('finds an image however its URL is written: absolute, relative, with a query, in a description <img>', async () => {
    await upload('absolute', 'event-cover', 800);
    await upload('relative', 'event-gallery', 800);
    await upload('inEventText', 'event-gallery', 800);
    await upload('inProgramText', 'program-gallery', 800);
    await upload('lookAlike', 'event-gallery', 800);
    const event = await insertEvent(t.dataSource, {
      title: 'Pasted URLs',
      imageUrl: `https://www.foundation.org${images.absolute.url}?v=2#top`,
      gallery: [
        { imageUrl: `..${images.relative.url}`, caption: 'Relative' },
        // Only a path that merely ends like an upload's: not that upload.
        { imageUrl: `/not${images.lookAlike.url.replace(/^\//, '-')}`, caption: 'Look-alike' },
      ],
      description: `<p>Before</p><p><img alt="Aarti" class="wide" src="http://localhost:3000${images.inEventText.variants[0].url}?w=400&amp;q=80"></p>`,
    });
    const program = await insertProgram(t.dataSource, {
      title: 'Seva',
      description: `<p><IMG src='${images.inProgramText.url.replace(/^\//, '')}' /></p>`,
    });

    const used = async (key: string) =>
      (await get(`/api/admin/media/${images[key].id}`).expect(200)).body.usedIn;
    expect(await used('absolute')).toEqual([
      { resource: 'events', id: event.id, title: 'Pasted URLs', field: 'imageUrl' },
    ]);
    expect(await used('relative')).toEqual([
      { resource: 'events', id: event.id, title: 'Pasted URLs', field: 'gallery' },
    ]);
    expect(await used('inEventText')).toEqual([
      { resource: 'events', id: event.id, title: 'Pasted URLs', field: 'description' },
    ]);
    expect(await used('inProgramText')).toEqual([
      { resource: 'community-programs', id: program.id, title: 'Seva', field: 'description' },
    ]);
    expect(await used('lookAlike')).toEqual([]);

    const usedIds = (await get(`/api/admin/media?${filter({ used: true })}`).expect(200)).body.map(
      (item: { id: string }) => keyOf(item.id),
    );
    expect(usedIds).toEqual(expect.arrayContaining(['absolute', 'relative', 'inEventText', 'inProgramText']));
    expect(usedIds).not.toContain('lookAlike');

    for (const key of ['absolute', 'relative', 'inEventText', 'inProgramText']) {
      await t.http.delete(`/api/admin/media/${images[key].id}`).set('Authorization', auth).expect(409);
      expect(existsSync(fileOf(images[key].url))).toBe(true);
    }
  });
});
