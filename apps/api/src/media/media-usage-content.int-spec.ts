import sharp from 'sharp';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

interface Uploaded {
  id: string;
  url: string;
  variants: { url: string; width: number }[];
}

/** The Gallery screen's "where used" for the images of donation projects and hero slides. */
describe('admin media: images of donation projects and hero slides', () => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signInNewAdmin(t)).bearer;
  });
  afterAll(() => t.close());

  async function upload(target: string): Promise<Uploaded> {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const response = await t.http
      .post('/api/admin/uploads')
      .set('Authorization', auth)
      .field('target', target)
      .attach('file', jpeg, { filename: `${target}.jpg`, contentType: 'image/jpeg' })
      .expect(201);
    return response.body;
  }
  const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    t.http[method](`/api/admin${path}`).set('Authorization', auth);

  it('lists each use, refuses to delete a used image naming the places, and deletes it once unused', async () => {
    const projectImage = await upload('project-image');
    const desktop = await upload('slide-desktop');
    const mobile = await upload('slide-mobile');
    expect(projectImage.url).toMatch(/^\/uploads\/donation-projects\/.+\.webp$/);
    const project = (
      await admin('post', '/donation-projects')
        .send({ title: 'Annadaan', goal: 1000, imageUrl: projectImage.url })
        .expect(201)
    ).body;
    const slide = (
      await admin('post', '/hero-slides')
        .send({
          title: 'Spiritual Tourism',
          description: 'Yatras',
          desktopImageUrl: desktop.url,
          // a smaller rendition's URL still names the upload
          mobileImageUrl: mobile.variants[0].url,
          link: '/vishranti',
        })
        .expect(201)
    ).body;

    expect((await admin('get', `/media/${projectImage.id}`).expect(200)).body.usedIn).toEqual([
      { resource: 'donation-projects', id: project.id, title: 'Annadaan', field: 'imageUrl' },
    ]);
    expect((await admin('get', `/media/${mobile.id}`).expect(200)).body.usedIn).toEqual([
      { resource: 'hero-slides', id: slide.id, title: 'Spiritual Tourism', field: 'mobileImageUrl' },
    ]);
    const used = (await admin('get', `/media?filter=${encodeURIComponent('{"used":true}')}`).expect(200))
      .body;
    expect(used.map((m: { id: string }) => m.id).sort()).toEqual(
      [projectImage.id, desktop.id, mobile.id].sort(),
    );

    const refused = await admin('delete', `/media/${projectImage.id}`).expect(409);
    expect(refused.body.message).toBe(
      'This image is still used by donation project "Annadaan"; remove it there first',
    );
    expect((await admin('delete', `/media/${desktop.id}`).expect(409)).body.message).toMatch(
      /hero slide "Spiritual Tourism"/,
    );

    await admin('delete', `/hero-slides/${slide.id}`).expect(200);
    await admin('delete', `/media/${desktop.id}`).expect(200);
    await admin('delete', `/media/${mobile.id}`).expect(200);
    await admin('put', `/donation-projects/${project.id}`).send({ imageUrl: null }).expect(200);
    await admin('delete', `/media/${projectImage.id}`).expect(200);
  });
});
