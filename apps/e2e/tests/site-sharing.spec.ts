import { expect, test } from './test';
import { DEMO, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('the raw HTML of an event page carries its title, description, canonical URL and Open Graph image', async ({
  request,
}) => {
  const event = await (await request.get(`${stackUrls().api}/api/events/${DEMO.paidEvent}`)).json();
  const response = await request.get(siteUrl(`/events/${DEMO.paidEvent}`), {
    headers: { 'User-Agent': 'WhatsApp/2.23' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${event.title} | Yoga Foundation</title>`);
  expect(meta(html, 'property', 'og:title')).toBe(`${event.title} | Yoga Foundation`);
  expect(meta(html, 'property', 'og:description')).toContain(event.location);
  expect(meta(html, 'name', 'description')).toContain('December');
  expect(meta(html, 'property', 'og:image')).toBe(`${stackUrls().api}${event.imageUrl}`);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'name', 'twitter:image')).toBe(`${stackUrls().api}${event.imageUrl}`);
  expect(html).toContain(`<link rel="canonical" href="${siteUrl(`/events/${DEMO.paidEvent}`)}" />`);
  const image = await request.get(meta(html, 'property', 'og:image')!);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('the raw HTML of a program page carries its own title and image', async ({ request }) => {
  const program = await (
    await request.get(`${stackUrls().api}/api/community-programs/${DEMO.program}`)
  ).json();
  const html = await (await request.get(siteUrl(`/community-programs/${DEMO.program}`))).text();
  expect(meta(html, 'property', 'og:title')).toBe(`${program.title} | Yoga Foundation`);
  expect(meta(html, 'property', 'og:image')).toBe(`${stackUrls().api}${program.featuredImageUrl}`);
});

test('every other page has its own title in the raw HTML; unknown pages answer 404', async ({ request }) => {
  for (const [path, title] of [
    ['/', 'Yoga Foundation | Spiritual Education, Research and Seva'],
    ['/events', 'Upcoming Events | Yoga Foundation'],
    ['/contribute', 'Contribute: Donate to the Foundation | Yoga Foundation'],
  ]) {
    const html = await (await request.get(siteUrl(path))).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'property', 'og:image')).toBe(siteUrl('/images/share.png'));
  }
  const missing = await request.get(siteUrl('/events/no-such-event'));
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>Event not found | Yoga Foundation</title>');
  expect((await request.get(siteUrl('/no-such-page'))).status()).toBe(404);
});

test('data from the API is escaped in the head', async ({ request }) => {
  const html = await (await request.get(siteUrl('/events/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E'))).text();
  expect(html).not.toContain('<script>alert(1)</script>');
});

test('sitemap.xml lists the active events and programs; robots.txt points to it', async ({ request }) => {
  const api = stackUrls().api;
  const events = [
    ...(await (await request.get(`${api}/api/events?type=offline`)).json()),
    ...(await (await request.get(`${api}/api/events?type=online`)).json()),
  ];
  const programs = await (await request.get(`${api}/api/community-programs`)).json();
  const sitemap = await request.get(siteUrl('/sitemap.xml'));
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const event of events) expect(xml).toContain(`<loc>${siteUrl(`/events/${event.urlSlug}`)}</loc>`);
  for (const program of programs)
    expect(xml).toContain(`<loc>${siteUrl(`/community-programs/${program.urlSlug}`)}</loc>`);
  expect(xml).not.toContain('guru-purnima-mahotsav-haridwar');
  const robots = await (await request.get(siteUrl('/robots.txt'))).text();
  expect(robots).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
});

test('hashed assets are cached for a year and sent compressed', async ({ request }) => {
  const html = await (await request.get(siteUrl('/'))).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  const asset = await request.get(siteUrl(script), { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});
