import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDateRange } from '@foundation/shared';
import { resolvePage } from './page-meta.mjs';
import { createSiteServer } from './site-server.mjs';

const SRC = path.join(__dirname, '../src');
const seo = JSON.parse(readFileSync(path.join(SRC, 'routes.json'), 'utf8'));
const site = JSON.parse(readFileSync(path.join(SRC, 'site-config.json'), 'utf8'));
const EVENT = {
  title: 'Raja Yoga Retreat',
  startDate: '2030-03-10',
  endDate: '2030-03-12',
  location: 'Rishikesh',
  description: '<p>Seven days by the Ganga.</p>',
  imageUrl: '/uploads/retreat.webp',
};

function context(lookup = jest.fn(async () => null)) {
  return { seo, site, siteUrl: 'https://yoga.example.org', mediaBase: 'https://api.example.org', lookup };
}

describe('pages in Hindi (under /hi)', () => {
  it('gives a Hindi static page its Hindi title, description, canonical URL and alternates', async () => {
    const { status, meta, page, locale } = await resolvePage('/hi/events', context());
    expect(status).toBe(200);
    expect(locale).toBe('hi');
    expect(page).toBe('EventsPage');
    expect(meta.title).toBe('आगामी आयोजन | Yoga Foundation');
    expect(meta.description).toBe(seo.pages['/events'].descriptionHi);
    expect(meta.canonicalUrl).toBe('https://yoga.example.org/hi/events');
    expect(meta.ogLocale).toBe('hi_IN');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://yoga.example.org/events' },
      { hreflang: 'hi', href: 'https://yoga.example.org/hi/events' },
      { hreflang: 'x-default', href: 'https://yoga.example.org/events' },
    ]);
  });

  it('keeps English pages as they were, with the same alternates', async () => {
    const { meta, locale } = await resolvePage('/events', context());
    expect(locale).toBe('en');
    expect(meta.title).toBe('Upcoming Events | Yoga Foundation');
    expect(meta.canonicalUrl).toBe('https://yoga.example.org/events');
    expect(meta.ogLocale).toBe('en_IN');
    expect(meta.alternates?.map((alternate) => alternate.href)).toEqual([
      'https://yoga.example.org/events',
      'https://yoga.example.org/hi/events',
      'https://yoga.example.org/events',
    ]);
  });

  it('serves /hi as the Hindi home page, canonical /hi, alternate /', async () => {
    const { status, meta, page } = await resolvePage('/hi/', context(jest.fn(async () => null)));
    expect(status).toBe(200);
    expect(page).toBe('HomePage');
    expect(meta.canonicalUrl).toBe('https://yoga.example.org/hi');
    expect(meta.alternates?.[0]).toEqual({ hreflang: 'en', href: 'https://yoga.example.org/' });
  });

  it('writes an event in Hindi from its Hindi fields, each falling back to English when blank', async () => {
    const event = { ...EVENT, titleHi: 'राजयोग शिविर', descriptionHi: '  ', locationHi: 'ऋषिकेश' };
    const lookup = jest.fn(async () => event);
    const { status, meta } = await resolvePage('/hi/events/raja-yoga-retreat', context(lookup));
    expect(lookup).toHaveBeenCalledWith('/api/events/raja-yoga-retreat');
    expect(status).toBe(200);
    expect(meta.title).toBe('राजयोग शिविर | Yoga Foundation');
    // The dates in Hindi (the shared formatter's), the Hindi place, the English description (its twin is blank).
    const when = formatDateRange(EVENT.startDate, EVENT.endDate, 'hi');
    expect(when).toContain('मार्च');
    expect(meta.description).toBe(`${when}, ऋषिकेश। Seven days by the Ganga.`);
    expect(meta.image.alt).toBe('राजयोग शिविर');
    expect(meta.canonicalUrl).toBe('https://yoga.example.org/hi/events/raja-yoga-retreat');
  });

  it('shows an event without Hindi fields in English on the Hindi page', async () => {
    const { meta } = await resolvePage('/hi/events/raja-yoga-retreat', context(jest.fn(async () => EVENT)));
    expect(meta.title).toBe('Raja Yoga Retreat | Yoga Foundation');
  });

  it('answers unknown Hindi paths with the Hindi 404, without alternates', async () => {
    const { status, meta } = await resolvePage('/hi/no-such-page', context());
    expect(status).toBe(404);
    expect(meta.title).toBe('पृष्ठ नहीं मिला | Yoga Foundation');
    expect(meta.alternates).toBeUndefined();
  });
});

describe('the site server in Hindi', () => {
  let root;
  let server;
  let base;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'site-hindi-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<html lang="en"><head><!-- app-head: x --><title>Yoga Foundation</title><!-- app-head-end --></head></html>',
    );
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(
      path.join(root, '.vite/manifest.json'),
      JSON.stringify({
        'src/locales/browser/en/frame.ts': { file: 'assets/messages-en.js' },
        'src/locales/browser/hi/frame.ts': { file: 'assets/messages-hi.js' },
        'src/locales/browser/en/parts/ContributePage.ts': { file: 'assets/contribute-en.js' },
        'src/locales/browser/hi/parts/ContributePage.ts': { file: 'assets/contribute-hi.js' },
        '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2':
          { file: 'assets/noto-400.woff2' },
      }),
    );
    const fetchImpl = jest.fn(async () => Response.json([]));
    server = createSiteServer({
      root,
      runtimeConfig: {
        apiUrl: 'https://api.example.org',
        siteUrl: 'https://example.org',
        adminUrl: 'https://a.org',
      },
      fetchImpl,
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('writes <html lang="hi">, the Hindi head and alternates, and preloads the Hindi texts (frame and page) and font', async () => {
    const html = await (await fetch(`${base}/hi/contribute`)).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>योगदान: फ़ाउंडेशन को दान करें | Yoga Foundation</title>');
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://example.org/contribute" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://example.org/contribute" />',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/messages-hi.js" />',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/contribute-hi.js" />',
    );
    expect(html).not.toContain('messages-en.js');
    expect(html).not.toContain('contribute-en.js');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-400.woff2" />',
    );
  });

  it('keeps English pages in English, with the English catalogue and no Devanagari font', async () => {
    const html = await (await fetch(`${base}/contribute`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/messages-en.js" />',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/contribute-en.js" />',
    );
    expect(html).not.toContain('messages-hi.js');
    expect(html).not.toContain('woff2');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://example.org/hi/contribute" />');
  });
});
