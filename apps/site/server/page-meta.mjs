import { formatDateRange, LOCALES, localePath, localizedText, splitLocalePath } from '@foundation/shared';
import { htmlToText, truncate } from './head.mjs';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SHARE_IMAGE = { width: 1200, height: 630 };

/**
 * The item pages of the route table (src/routes.json) as patterns: '/events/:eventId' matches /events/{slug}
 * (one segment, like the app's router).
 */
function itemRoutes(seo) {
  return seo.itemPages.map((route) => ({
    ...route,
    pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '([^/]+)')}/?$`),
  }));
}

function absolute(url, base) {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return `${base.replace(/\/+$/, '')}/${String(url).replace(/^\/+/, '')}`;
}

/** Open Graph's name of each language. */
const OG_LOCALES = { en: 'en_IN', hi: 'hi_IN' };

/**
 * The page in every language, for `<link rel="alternate" hreflang>`: English is also the default
 * (x-default) for readers of any other language.
 */
function alternates(siteUrl, bare) {
  const href = (locale) => {
    const localized = localePath(bare, locale);
    return `${siteUrl}${localized === '/' ? '/' : localized}`;
  };
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
    { hreflang: 'x-default', href: href('en') },
  ];
}

/**
 * The page of `pathname` in its language ('/hi/...' is Hindi, see libs/shared/src/locale.ts): what
 * `resolveBarePage` decides for the path without its prefix, with the head's texts in that language,
 * the canonical URL and `og:url` of that language, and the alternates in every language (pages that exist
 * only: not for a 404).
 *
 * @param {string} pathname
 * @param {{ seo: any, site: any, siteUrl: string, mediaBase: string, lookup: (path: string) => Promise<any|null> }} context
 */
export async function resolvePage(pathname, context) {
  const { locale, path: bare } = splitLocalePath(pathname.replace(/\/+$/, '') || '/');
  const result = await resolveBarePage(bare, { ...context, locale });
  // The frame around every page (its footer's legal details) reads these answers: in every page's HTML.
  result.data = { ...(result.data ?? {}), ...(await frameData(context)) };
  const siteUrl = context.siteUrl;
  const localized = localePath(result.meta.canonicalUrl.slice(siteUrl.length) || '/', locale);
  result.meta.canonicalUrl = `${siteUrl}${localized}`;
  result.meta.locale = locale;
  result.meta.ogLocale = OG_LOCALES[locale];
  if (result.status === 200 && !result.meta.noindex) {
    result.meta.alternates = alternates(siteUrl, localized);
  }
  result.locale = locale;
  return result;
}

/**
 * The API answers the frame of every page needs (the route table's `frameData`), by API path; one the API
 * cannot give is left out (the browser asks for it itself).
 */
async function frameData({ seo, lookup }) {
  const answers = await Promise.all(
    (seo.frameData ?? []).map(async (apiPath) => {
      try {
        return [apiPath, await lookup(apiPath)];
      } catch {
        return [apiPath, null];
      }
    }),
  );
  return Object.fromEntries(answers.filter(([, answer]) => answer && typeof answer === 'object'));
}

/**
 * Decides the status, head and page component of one path from the route table (src/routes.json): static
 * pages from its titles, events and programs from the API (through `lookup`, which returns the JSON, null for
 * a 404, or throws when the API cannot answer). `page` names the component in src/pages that the app shows.
 *
 * @param {string} pathname
 * @param {{ seo: any, site: any, siteUrl: string, mediaBase: string, lookup: (path: string) => Promise<any|null> }} context
 */
async function resolveBarePage(pathname, { seo, site, siteUrl, mediaBase, lookup, locale }) {
  const path = pathname.replace(/\/+$/, '') || '/';
  // A text of the route table, site config or an API record in the page's language (its `…Hi` twin).
  const text = (record, field) => localizedText(record, field, locale);
  const canonicalUrl = `${siteUrl}${path === '/' ? '/' : path}`;
  const defaultImage = { url: absolute(seo.defaultImage, siteUrl), ...SHARE_IMAGE, alt: site.name };
  const titled = (title) => (title.includes(site.name) ? title : `${title} | ${site.name}`);
  const base = { siteName: site.name, canonicalUrl, image: defaultImage, type: 'website' };

  const page = seo.pages[path];
  if (page) {
    const result = {
      status: 200,
      meta: {
        ...base,
        title: titled(text(page, 'title')),
        description: text(page, 'description'),
        // A page of one person's own (My giving, opened from their secret link) is kept out of search results.
        ...(page.noindex ? { noindex: true } : {}),
      },
      data: {},
      page: page.component,
    };
    // Data the page needs at once (one API path, or several): inline it, and preload the first picture of
    // a list. The home page's hero slides have a picture per screen size, each preloaded for its own.
    const paths = [page.data ?? []].flat();
    const answers = await Promise.all(
      paths.map(async (apiPath) => {
        try {
          return [apiPath, await lookup(apiPath)];
        } catch {
          return [apiPath, null]; // the browser fetches it itself
        }
      }),
    );
    for (const [apiPath, answer] of answers) {
      if (!answer || typeof answer !== 'object') continue;
      result.data[apiPath] = answer;
      if (!Array.isArray(answer) || result.meta.preloads) continue;
      const [first] = answer;
      if (first?.desktopImageUrl && first?.mobileImageUrl) {
        result.meta.preloads = [
          { href: absolute(first.mobileImageUrl, mediaBase), media: '(max-width: 47.99em)' },
          { href: absolute(first.desktopImageUrl, mediaBase), media: '(min-width: 48em)' },
        ];
        continue;
      }
      const picture = absolute(first?.imageUrl ?? first?.featuredImageUrl, mediaBase);
      if (picture) result.meta.preloads = [{ href: picture }];
    }
    return result;
  }

  // Pages behind a secret link (a booking): the secret never goes to the API from here, the head is
  // generic and the page is never indexed; a path whose secret has the wrong shape is a 404.
  for (const route of seo.privatePages ?? []) {
    const match = new RegExp(`^${route.path.replace(/:[^/]+/g, '([^/]+)')}/?$`).exec(path);
    if (!match) continue;
    const meta = {
      ...base,
      title: titled(text(route, 'title')),
      description: text(route, 'description'),
      noindex: true,
    };
    return {
      status: new RegExp(route.param).test(match[1]) ? 200 : 404,
      meta,
      data: {},
      page: route.component,
    };
  }

  for (const route of itemRoutes(seo)) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    let slug;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      slug = '';
    }
    const missing = route.kind === 'event' ? seo.eventNotFound : seo.programNotFound;
    const notFound = {
      status: 404,
      meta: {
        ...base,
        title: titled(text(missing, 'title')),
        description: text(missing, 'description'),
        noindex: true,
      },
      page: route.component,
    };
    if (!SLUG.test(slug) || slug.length > 200) return notFound;
    let item;
    try {
      item = await lookup(route.kind === 'event' ? `/api/events/${slug}` : `/api/community-programs/${slug}`);
    } catch {
      // The API is unreachable: the page still works in the browser; say what we can without it.
      return {
        status: 200,
        meta: { ...base, title: site.name, description: text(site, 'tagline') },
        page: route.component,
      };
    }
    if (!item) return notFound;
    const data = {
      [route.kind === 'event' ? `/api/events/${slug}` : `/api/community-programs/${slug}`]: item,
    };
    const canonical = `${siteUrl}${route.path.replace(/:[^/]+$/, slug)}`;
    if (route.kind === 'event') {
      const when = formatDateRange(item.startDate, item.endDate, locale);
      const about = htmlToText(text(item, 'description'));
      const stop = locale === 'hi' ? '।' : '.';
      const description = truncate(
        [`${when}, ${text(item, 'location')}${stop}`, about].filter(Boolean).join(' '),
        200,
      );
      const title = text(item, 'title');
      const image = absolute(item.imageUrl, mediaBase);
      return {
        status: 200,
        meta: {
          ...base,
          type: 'article',
          canonicalUrl: canonical,
          title: titled(title),
          description,
          image: image ? { url: image, alt: title } : defaultImage,
          preloads: image ? [{ href: image }] : [],
        },
        data,
        page: route.component,
      };
    }
    const image = absolute(item.featuredImageUrl, mediaBase);
    return {
      status: 200,
      meta: {
        ...base,
        type: 'article',
        canonicalUrl: canonical,
        title: titled(text(item, 'title')),
        description: truncate(`${item.category}: ${htmlToText(text(item, 'description'))}`, 200),
        image: image ? { url: image, alt: text(item, 'title') } : defaultImage,
        preloads: image ? [{ href: image }] : [],
      },
      data,
      page: route.component,
    };
  }

  return {
    status: 404,
    meta: {
      ...base,
      title: titled(text(seo.notFound, 'title')),
      description: text(seo.notFound, 'description'),
      noindex: true,
    },
    page: seo.notFound.component,
  };
}

function xmlEscape(value) {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );
}

/**
 * sitemap.xml: the static pages and every active event and program, each at its English and its Hindi
 * address, and each entry naming the page in every language (`xhtml:link rel="alternate" hreflang`, with
 * English as x-default), the sitemap protocol's way of the head's alternates.
 */
export function sitemapXml({ seo, siteUrl, events, programs }) {
  const pages = [
    // Not the booking result pages ('sitemap': false in the route table).
    ...Object.entries(seo.pages)
      .filter(([, page]) => page.sitemap !== false)
      .map(([path]) => ({ path })),
    ...events.map((event) => ({
      path: `/events/${encodeURIComponent(event.urlSlug)}`,
      lastmod: event.updatedAt,
    })),
    ...programs.map((program) => ({
      path: `/community-programs/${encodeURIComponent(program.urlSlug)}`,
      lastmod: program.updatedAt,
    })),
  ];
  const entries = pages.flatMap(({ path, lastmod }) => {
    const languages = alternates(siteUrl, path);
    const links = languages
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(href)}"/>`,
      )
      .join('');
    const modified = lastmod ? `<lastmod>${xmlEscape(String(lastmod).slice(0, 10))}</lastmod>` : '';
    return LOCALES.map((locale) => {
      const loc = languages.find((language) => language.hreflang === locale).href;
      return `  <url><loc>${xmlEscape(loc)}</loc>${modified}${links}</url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /bookings/\nDisallow: /waitlist-offers/\nDisallow: /unsubscribe/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
