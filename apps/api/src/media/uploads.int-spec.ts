import { insertEvent, insertProgram } from '../testing/fixtures.js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { MESSAGES } from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { binaryBody } from '../testing/binary-body.js';

/** A photo as a phone takes it: JPEG with EXIF metadata (here, a description standing in for GPS data). */
async function photoJpeg(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 30 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { ImageDescription: 'taken at 30.0869 N, 78.2676 E', Artist: 'Secret Photographer' } })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a valid 10,000 x 10,000 PNG (100 megapixels) of a few kilobytes. */
function pixelFloodPng(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const scanlines = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanlines, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface UploadAnswer {
  id: string;
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; height: number }[];
}

describe('image uploads', () => {
  describe('to the local disk (default)', () => {
    let t: TestApp;
    let auth: string;

    beforeAll(async () => {
      t = await createTestApp();
      auth = (await signInNewAdmin(t)).bearer;
    });
    afterAll(() => t.close());

    const upload = (file: Buffer, filename: string, target = 'event-cover', contentType = 'image/jpeg') =>
      t.http
        .post('/api/admin/uploads')
        .set('Authorization', auth)
        .field('target', target)
        .attach('file', file, { filename, contentType });

    it('re-encodes a real JPEG to WebP in a few widths, without its metadata, under random names', async () => {
      const response = await upload(await photoJpeg(), 'IMG_0001.jpg').expect(201);
      const body = response.body as UploadAnswer;
      expect(body).toMatchObject({ width: 1600, height: 1067 });
      expect(body.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
      expect(body.url).toBe(body.variants[2].url);
      expect(body.url).toMatch(/^\/uploads\/events\/event-images\/[0-9a-f-]{36}-1600\.webp$/);
      expect(body.url).not.toContain('IMG_0001');

      const served = await t.http.get(body.url).buffer(true).parse(binaryBody).expect(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
      expect(metadata.exif).toBeUndefined();
      expect((served.body as Buffer).includes(Buffer.from('Secret Photographer'))).toBe(false);

      const [media] = await t.dataSource.query(
        'SELECT target, url, source_type, uploaded_by FROM media WHERE id = $1',
        [body.id],
      );
      expect(media).toMatchObject({ target: 'event-cover', url: body.url, source_type: 'image/jpeg' });
      expect(media.uploaded_by).toEqual(expect.any(String));
    });

    it('accepts a PNG, and never makes a variant wider than the original', async () => {
      const png = await sharp({
        create: { width: 700, height: 500, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } },
      })
        .png()
        .toBuffer();
      const response = await upload(png, 'lotus.png', 'program-gallery', 'image/png').expect(201);
      expect(response.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 700]);
      expect(response.body.url).toMatch(/^\/uploads\/community-programs\/gallery\//);
    });

    it('refuses a GIF renamed .jpg and an SVG by their content', async () => {
      const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
        .gif()
        .toBuffer();
      const asJpg = await upload(gif, 'photo.jpg').expect(415);
      expect(asJpg.body.message).toBe(MESSAGES.imageWrongType);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      );
      const svgAnswer = await upload(svg, 'logo.png', 'event-gallery', 'image/png').expect(415);
      expect(svgAnswer.body.message).toBe(MESSAGES.imageWrongType);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 7)]);
      const response = await upload(big, 'huge.jpg').expect(413);
      expect(response.body.message).toBe(MESSAGES.imageTooLarge);
    });

    it('refuses a pixel flood before decoding it', async () => {
      const bomb = pixelFloodPng();
      expect(bomb.length).toBeLessThan(100_000);
      const response = await upload(bomb, 'bomb.png', 'event-cover', 'image/png').expect(413);
      expect(response.body.message).toBe(
        'The image has too many pixels (10000 x 10000); at most 40 megapixels are allowed',
      );
    });

    it('refuses a damaged JPEG, a missing file, a wrong target and a second file', async () => {
      const damaged = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('not really a jpeg'),
      ]);
      expect((await upload(damaged, 'broken.jpg').expect(400)).body.message).toBe(
        'The image file is damaged or cannot be read',
      );
      const missing = await t.http
        .post('/api/admin/uploads')
        .set('Authorization', auth)
        .field('target', 'event-cover')
        .expect(400);
      expect(missing.body.message).toBe('Choose an image file to upload');
      const wrongTarget = await upload(await photoJpeg(100, 100), 'a.jpg', '../../etc').expect(400);
      expect(wrongTarget.body.message).toBe(
        'target must be one of: event-cover, event-gallery, program-featured, program-gallery, project-image, slide-desktop, slide-mobile',
      );
      const jpeg = await photoJpeg(100, 100);
      await t.http
        .post('/api/admin/uploads')
        .set('Authorization', auth)
        .field('target', 'event-cover')
        .attach('file', jpeg, 'a.jpg')
        .attach('file', jpeg, 'b.jpg')
        .expect(400);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM media');
      expect(count).toBe(2); // only the JPEG and the PNG above
    });

    it('answers refused reads of an upload (412, 416, 404) in JSON with no long cache', async () => {
      const { url } = (await upload(await photoJpeg(), 'kept.jpg').expect(201)).body as UploadAnswer;
      const served = await t.http.get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const refusals: [number, Record<string, string>, string][] = [
        [416, { Range: 'bytes=99999999-100000000' }, url],
        [412, { 'If-Match': '"not-this-one"' }, url],
        [412, { 'If-Unmodified-Since': 'Mon, 01 Jan 2001 00:00:00 GMT' }, url],
        [404, {}, url.replace(/[^/]+$/, 'missing.webp')],
      ];
      for (const [status, headers, target] of refusals) {
        const response = await t.http.get(target).set(headers).expect(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).toMatchObject({ statusCode: status, message: expect.any(String) });
        expect(response.headers['cache-control']).toBe('no-store');
        // never the image's validator (a JSON answer may carry its own)
        expect(response.headers.etag).not.toBe(served.headers.etag);
        expect(response.headers['last-modified']).toBeUndefined();
      }
    });

    it('gives the public reads of an event and a program the renditions of their uploaded images (for srcset)', async () => {
      const cover = (await upload(await photoJpeg(), 'cover.jpg').expect(201)).body as UploadAnswer;
      const gallery = (await upload(await photoJpeg(1000, 700), 'gallery.jpg', 'event-gallery').expect(201))
        .body as UploadAnswer;
      const featured = (await upload(await photoJpeg(), 'featured.jpg', 'program-featured').expect(201))
        .body as UploadAnswer;
      const event = await insertEvent(t.dataSource, {
        urlSlug: 'responsive-retreat',
        imageUrl: cover.url,
        gallery: [
          { imageUrl: gallery.url, caption: 'Ghats' },
          { imageUrl: '/uploads/demo/not-uploaded.webp' },
        ],
      });
      await insertProgram(t.dataSource, { urlSlug: 'responsive-program', featuredImageUrl: featured.url });
      const renditions = (answer: UploadAnswer) =>
        answer.variants.map(({ url, width, height }) => ({ url, width, height }));

      const detail = (await t.http.get('/api/events/responsive-retreat').expect(200)).body;
      expect(detail.imageVariants).toEqual({
        [cover.url]: renditions(cover),
        [gallery.url]: renditions(gallery),
      });
      const list = (await t.http.get('/api/events').expect(200)).body as {
        id: string;
        imageVariants: object;
      }[];
      expect(list.find((item) => item.id === event.id)?.imageVariants).toEqual({
        [cover.url]: renditions(cover),
      });
      const program = (await t.http.get('/api/community-programs/responsive-program').expect(200)).body;
      expect(program.imageVariants).toEqual({ [featured.url]: renditions(featured) });
      const programs = (await t.http.get('/api/community-programs').expect(200)).body as {
        urlSlug: string;
        imageVariants: object;
      }[];
      expect(programs.find((item) => item.urlSlug === 'responsive-program')?.imageVariants).toEqual({
        [featured.url]: renditions(featured),
      });
    });
  });

  describe('to an S3-compatible store', () => {
    let s3: S3rver;
    let s3Dir: string;
    let endpoint: string;
    let t: TestApp;
    let auth: string;

    beforeAll(async () => {
      s3Dir = mkdtempSync(path.join(os.tmpdir(), 'foundation-s3-'));
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: 'media', configs: [] }],
      });
      const { port } = await s3.run();
      endpoint = `http://127.0.0.1:${port}`;
      t = await createTestApp({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      auth = (await signInNewAdmin(t)).bearer;
    });
    afterAll(async () => {
      await t.close();
      await s3.close();
      rmSync(s3Dir, { recursive: true, force: true });
    });

    it('stores the WebP variants in the bucket with long cache headers and answers their public URLs', async () => {
      const response = await t.http
        .post('/api/admin/uploads')
        .set('Authorization', auth)
        .field('target', 'program-featured')
        .attach('file', await photoJpeg(1200, 800), 'cover.jpg')
        .expect(201);
      const body = response.body as UploadAnswer;
      expect(body.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
      for (const variant of body.variants) {
        expect(variant.url).toMatch(
          new RegExp(`^${endpoint}/media/community-programs/featured/[0-9a-f-]{36}-\\d+\\.webp$`),
        );
        const object = await fetch(variant.url);
        expect(object.status).toBe(200);
        expect(object.headers.get('content-type')).toBe('image/webp');
        expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).width).toBe(variant.width);
      }
    });

    it('deletes an unused image’s objects from the bucket through the Gallery’s DELETE /api/admin/media/:id', async () => {
      const response = await t.http
        .post('/api/admin/uploads')
        .set('Authorization', auth)
        .field('target', 'event-gallery')
        .attach('file', await photoJpeg(1000, 700), 'gone.jpg')
        .expect(201);
      const body = response.body as UploadAnswer;
      for (const variant of body.variants) expect((await fetch(variant.url)).status).toBe(200);
      await t.http.delete(`/api/admin/media/${body.id}`).set('Authorization', auth).expect(200);
      for (const variant of body.variants) expect((await fetch(variant.url)).status).toBe(404);
    });
  });
});
