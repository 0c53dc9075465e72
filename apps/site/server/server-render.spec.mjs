import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './site-server.mjs';

const runtimeConfig = {
  apiUrl: 'https://api.example.org',
  siteUrl: 'https://example.org',
  adminUrl: 'https://admin.example.org',
};
const HOSTILE = '</script><script>window.pwned = 1</script><!--';
const EVENT = {
  title: `Raja Yoga Retreat ${HOSTILE}`,
  startDate: '2030-03-10',
  endDate: '2030-03-12',
  location: 'Rishikesh',
  description: '<p>Seven days.</p>',
  imageUrl: '/uploads/retreat.webp',
};
const TEMPLATE =
  '<html lang="en"><head><!-- app-head: x --><title>Yoga Foundation</title><!-- app-head-end --></head>' +
  '<body><noscript>Please enable JavaScript to browse events and programs.</noscript>' +
  '<div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('pages rendered on the server', () => {
  let root;
  let server;
  let base;
  let failing = false;
  const fetchImpl = jest.fn(async (url) => {
    if (String(url).includes('/api/events/raja-yoga-retreat')) return Response.json(EVENT);
    if (String(url).endsWith('/api/events?type=offline')) return Response.json([EVENT]);
    return new Response('{}', { status: 404 });
  });
  const renderApp = jest.fn(async ({ url }) => {
    if (failing) throw new Error('the page threw');
    return { html: `<main><h1>page ${url}</h1></main>`, styles: '<style data-styled="true">h1{}</style>' };
  });
  const log = jest.fn();

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'site-render-'));
    writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    server = createSiteServer({ root, runtimeConfig, fetchImpl, renderApp, log });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('puts the page inside #root and its styles in the head, rendered from the data the HTML carries', async () => {
    renderApp.mockClear();
    const answer = await fetch(`${base}/hi/events/raja-yoga-retreat?from=share`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain(
      '<div id="root"><main><h1>page /hi/events/raja-yoga-retreat?from=share</h1></main></div>',
    );
    expect(html.indexOf('<style data-styled="true">')).toBeLessThan(html.indexOf('</head>'));
    expect(renderApp).toHaveBeenCalledWith({
      url: '/hi/events/raja-yoga-retreat?from=share',
      locale: 'hi',
      data: { '/api/events/raja-yoga-retreat': EVENT },
      runtimeConfig,
    });
  });

  it('embeds the data once, as JSON that cannot close its script element', async () => {
    const html = await (await fetch(`${base}/events/raja-yoga-retreat`)).text();
    expect(html.match(/<script id="foundation-data"/g)).toHaveLength(1);
    const json = /<script id="foundation-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)[1];
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)['/api/events/raja-yoga-retreat'].title).toBe(EVENT.title);
    expect(html).not.toContain('<script>window.pwned');
  });

  it('never renders a page behind a secret link, a visitor’s own page or a payment result', async () => {
    renderApp.mockClear();
    for (const pathname of [
      `/bookings/${'a'.repeat(43)}`,
      `/hi/waitlist-offers/${'b'.repeat(43)}`,
      '/my-giving?token=secret',
      '/booking-success?booking=x',
      '/booking-failure',
      '/registration-success',
    ]) {
      const html = await (await fetch(`${base}${pathname}`)).text();
      expect(html).toContain('<div id="root"></div>');
    }
    expect(renderApp).not.toHaveBeenCalled();
  });

  it('sends the page without its HTML, and logs why, when the render fails', async () => {
    failing = true;
    log.mockClear();
    try {
      const answer = await fetch(`${base}/events`);
      const html = await answer.text();
      expect(answer.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Upcoming Events | Yoga Foundation</title>');
      expect(log).toHaveBeenCalledWith(expect.stringContaining('the page threw'));
    } finally {
      failing = false;
    }
  });

  it('says in the page’s language what needs JavaScript: the forms of a rendered page, all of an empty one', async () => {
    const noscript = async (pathname) =>
      /<noscript>([^<]*)<\/noscript>/.exec(await (await fetch(`${base}${pathname}`)).text())[1];
    expect(await noscript('/events')).toBe('Registering, giving and managing a booking need JavaScript.');
    expect(await noscript('/hi/events')).toBe('पंजीकरण, दान और बुकिंग के प्रबंधन के लिए JavaScript आवश्यक है।');
    expect(await noscript('/booking-failure')).toBe(
      'Please enable JavaScript to browse events and programs.',
    );
    expect(await noscript('/hi/booking-failure')).toBe('आयोजन और कार्यक्रम देखने के लिए कृपया JavaScript चालू करें।');
  });

  it('keeps the 404 status of an unknown page it renders', async () => {
    const answer = await fetch(`${base}/no-such-page`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('<h1>page /no-such-page</h1>');
  });
});

describe('a build without its server entry', () => {
  it('sends every page without server HTML and says so once', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'site-render-'));
    writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    const log = jest.fn();
    const server = createSiteServer({ root, runtimeConfig, fetchImpl: async () => Response.json([]), log });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${server.address().port}`;
      for (const pathname of ['/', '/events']) {
        const answer = await fetch(`${base}${pathname}`);
        expect(answer.status).toBe(200);
        expect(await answer.text()).toContain('<div id="root"></div>');
      }
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    }
  });
});
