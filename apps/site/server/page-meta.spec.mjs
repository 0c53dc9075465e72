import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolvePage, robotsTxt, sitemapXml } from './page-meta.mjs';

const SRC = path.join(__dirname, '../src');
const seo = JSON.parse(readFileSync(path.join(SRC, 'routes.json'), 'utf8'));
const site = JSON.parse(readFileSync(path.join(SRC, 'site-config.json'), 'utf8'));
const EVENT = {
  title: 'Raja Yoga Retreat',
  startDate: '2030-03-10',
  endDate: '2030-03-12',
  location: 'Rishikesh',
  description: '<p>Seven days by the Ganga.</p>',
  imageUrl: '/uploads/demo/retreat.webp',
};

function context(lookup = jest.fn(async () => null)) {
  return { seo, site, siteUrl: 'https://yoga.example.org', mediaBase: 'https://api.example.org', lookup };
}

describe('resolvePage', () => {
  it('inlines the home page’s slides and page texts, and preloads the first slide’s picture per screen', async () => {
    const slides = [
      {
        title: 'A',
        desktopImageUrl: '/uploads/hero-slides/desktop/a.webp',
        mobileImageUrl: '/uploads/m.webp',
      },
    ];
    const texts = { id: 'current', missionText: 'Yoga for all', impactFigures: [] };
    const programs = [{ title: 'Meals' }];
    const giving = { minAmount: 100 };
    const answers = {
      '/api/hero-slides': slides,
      '/api/site-content': texts,
      '/api/community-programs?limit=6': programs,
      '/api/giving': giving,
    };
    const lookup = jest.fn(async (apiPath) => answers[apiPath] ?? null);
    const { data, meta } = await resolvePage('/', context(lookup));
    expect(data).toEqual(answers);
    expect(meta.preloads).toEqual([
      { href: 'https://api.example.org/uploads/m.webp', media: '(max-width: 47.99em)' },
      { href: 'https://api.example.org/uploads/hero-slides/desktop/a.webp', media: '(min-width: 48em)' },
    ]);
  });

  it('leaves the home page’s data to the browser when the API cannot answer (no picture to preload)', async () => {
    const lookup = jest.fn(async () => {
      throw new Error('down');
    });
    const { status, data, meta } = await resolvePage('/', context(lookup));
    expect(status).toBe(200);
    expect(data).toEqual({});
    expect(meta.preloads).toBeUndefined();
  });

  it('inlines the frame’s data (the footer’s legal details) in every page, an event’s and a 404 too', async () => {
    const giving = { foundation: { pan: 'AAATY1234F' } };
    const lookup = jest.fn(async (apiPath) =>
      apiPath === '/api/giving' ? giving : apiPath.startsWith('/api/events/') ? EVENT : null,
    );
    for (const pathname of ['/yogamitra', '/hi/events/raja-yoga', '/no-such-page']) {
      const { data } = await resolvePage(pathname, context(lookup));
      expect(data?.['/api/giving']).toEqual(giving);
    }
  });

  it('gives static pages their own title, with the default share image', async () => {
    const { status, meta } = await resolvePage('/events', context());
    expect(status).toBe(200);
    expect(meta.title).toBe('Upcoming Events | Yoga Foundation');
    expect(meta.canonicalUrl).toBe('https://yoga.example.org/events');
    expect(meta.image).toMatchObject({
      url: 'https://yoga.example.org/images/share.png',
      width: 1200,
      height: 630,
    });
  });

  it('keeps the donor’s own My giving page out of search results and the sitemap', async () => {
    const { status, meta } = await resolvePage('/my-giving', context());
    expect(status).toBe(200);
    expect(meta).toMatchObject({ title: 'My Giving | Yoga Foundation', noindex: true });
    expect((await resolvePage('/events', context())).meta.noindex).toBeUndefined();
    expect(sitemapXml({ seo, siteUrl: 'https://yoga.example.org', events: [], programs: [] })).not.toContain(
      'my-giving',
    );
  });

  it('reads an event from the API for its title, dates, place, description and image', async () => {
    const lookup = jest.fn(async () => EVENT);
    const { status, meta } = await resolvePage('/events/raja-yoga-retreat', context(lookup));
    expect(lookup).toHaveBeenCalledWith('/api/events/raja-yoga-retreat');
    expect(status).toBe(200);
    expect(meta).toMatchObject({
      title: 'Raja Yoga Retreat | Yoga Foundation',
      description: '10 March 2030 - 12 March 2030, Rishikesh. Seven days by the Ganga.',
      canonicalUrl: 'https://yoga.example.org/events/raja-yoga-retreat',
      image: { url: 'https://api.example.org/uploads/demo/retreat.webp' },
      type: 'article',
    });
  });

  it('reads a program from the API', async () => {
    const lookup = jest.fn(async () => ({
      title: 'Annadaan',
      category: 'Community Service',
      description: 'Meals',
      featuredImageUrl: null,
    }));
    const { meta } = await resolvePage('/community-programs/annadaan', context(lookup));
    expect(lookup).toHaveBeenCalledWith('/api/community-programs/annadaan');
    expect(meta.title).toBe('Annadaan | Yoga Foundation');
    expect(meta.image.url).toBe('https://yoga.example.org/images/share.png');
  });

  it('answers 404 (noindex) for unknown events, malformed slugs and unknown paths, without asking for bad slugs', async () => {
    const lookup = jest.fn(async () => null);
    expect((await resolvePage('/events/nope', context(lookup))).status).toBe(404);
    const bad = await resolvePage('/events/%3Cscript%3E', context(lookup));
    expect(bad.status).toBe(404);
    // The event once, and the frame's data (the footer's) for each page; never the malformed slug.
    const asked = lookup.mock.calls.map(([apiPath]) => apiPath);
    expect(asked.filter((apiPath) => apiPath !== '/api/giving')).toEqual(['/api/events/nope']);
    const unknown = await resolvePage('/no-such-page', context(lookup));
    expect(unknown).toMatchObject({
      status: 404,
      meta: { noindex: true, title: 'Page not found | Yoga Foundation' },
    });
  });

  it('still serves the page when the API cannot answer', async () => {
    const lookup = jest.fn(async () => {
      throw new Error('down');
    });
    const { status, meta } = await resolvePage('/events/raja-yoga-retreat', context(lookup));
    expect(status).toBe(200);
    expect(meta.title).toBe('Yoga Foundation');
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists static pages, events and programs, escaped', () => {
    const xml = sitemapXml({
      seo,
      siteUrl: 'https://yoga.example.org',
      events: [{ urlSlug: 'retreat', updatedAt: '2030-01-02T10:00:00Z' }],
      programs: [{ urlSlug: 'annadaan', updatedAt: '2030-01-03T10:00:00Z' }],
    });
    expect(xml).toContain('<url><loc>https://yoga.example.org/</loc>');
    expect(xml).toContain('<loc>https://yoga.example.org/events/retreat</loc><lastmod>2030-01-02</lastmod>');
    expect(xml).toContain('<loc>https://yoga.example.org/community-programs/annadaan</loc>');
    expect(xml).not.toContain('booking-success');
  });

  it('lists every page in English and at its /hi address, each naming both languages and English as x-default', () => {
    const site = 'https://yoga.example.org';
    const xml = sitemapXml({
      seo,
      siteUrl: site,
      events: [{ urlSlug: 'retreat', updatedAt: '2030-01-02T10:00:00Z' }],
      programs: [{ urlSlug: 'annadaan', updatedAt: '2030-01-03T10:00:00Z' }],
    });
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => entry);
    const locs = entries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)[1]);
    const pages = [
      ...Object.entries(seo.pages)
        .filter(([, page]) => page.sitemap !== false)
        .map(([path]) => path),
      '/events/retreat',
      '/community-programs/annadaan',
    ];
    const hindi = (path) => (path === '/' ? '/hi' : `/hi${path}`);
    expect(locs.sort()).toEqual(pages.flatMap((path) => [`${site}${path}`, `${site}${hindi(path)}`]).sort());
    for (const path of pages) {
      const links =
        `<xhtml:link rel="alternate" hreflang="en" href="${site}${path}"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${site}${hindi(path)}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${path}"/>`;
      for (const loc of [`${site}${path}`, `${site}${hindi(path)}`]) {
        const entry = entries.find((candidate) => candidate.startsWith(`<loc>${loc}</loc>`));
        expect({ loc, links: entry?.endsWith(links) }).toEqual({ loc, links: true });
      }
    }
    expect(xml).toContain(
      `<loc>${site}/hi/events/retreat</loc><lastmod>2030-01-02</lastmod><xhtml:link rel="alternate" hreflang="en"`,
    );
    // The booking result pages stay out in both languages.
    const excluded = Object.entries(seo.pages).filter(([, page]) => page.sitemap === false);
    expect(excluded.length).toBeGreaterThan(0);
    for (const [path] of excluded) {
      expect(locs).not.toContain(`${site}${path}`);
      expect(locs).not.toContain(`${site}${hindi(path)}`);
    }
    expect(xml).not.toContain('booking-success');
  });

  it('points robots at the sitemap and keeps crawlers out of /admin/', () => {
    expect(robotsTxt('https://yoga.example.org')).toContain('Sitemap: https://yoga.example.org/sitemap.xml');
    expect(robotsTxt('https://yoga.example.org')).toContain('Disallow: /admin/');
    expect(robotsTxt('https://yoga.example.org')).toContain('Disallow: /waitlist-offers/');
  });
});
