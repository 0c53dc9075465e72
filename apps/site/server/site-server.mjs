import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { headTags, renderDocument, withNoscript } from './head.mjs';
import { resolvePage, robotsTxt, sitemapXml } from './page-meta.mjs';
// The one definition of the site's security headers (CSP with Razorpay Checkout, framing, referrer...).
import { parseVideoHostsSetting, securityHeaders, videoPlayerOrigins } from '@foundation/shared';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(HERE, '../src');
const LOOKUP_TIMEOUT_MS = 2500;
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 500;

/**
 * From Vite's manifest: the URLs of a page's chunk and of the chunks it imports statically, minus those
 * index.html loads already, so the browser fetches them with the entry instead of after it.
 */
function routeChunkUrls(root, template) {
  let manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8'));
  } catch {
    return () => [];
  }
  const inHtml = (file) => template.includes(`/${file}`);
  return (page) => {
    const key = page && `src/pages/${page}.tsx`;
    if (!key || !manifest[key]) return [];
    const files = new Set();
    const visit = (id) => {
      const chunk = manifest[id];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return [...files].filter((file) => !inHtml(file)).map((file) => `/${file}`);
  };
}

/**
 * From Vite's manifest, per language and page: the chunks of the frame's texts (the app loads them before its
 * first render) and of the page's own texts (loaded with the page's code), so preloading them saves round
 * trips, and for Hindi the regular Devanagari font the page is written in (never on English pages).
 */
function languageAssets(root) {
  let manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8'));
  } catch {
    return () => ({ modules: [], fonts: [] });
  }
  const fontKey = Object.keys(manifest).find((key) =>
    /noto-sans-devanagari-devanagari-400-normal\.woff2$/.test(key),
  );
  return (locale, page) => {
    const texts = [
      `src/locales/browser/${locale}/frame.ts`,
      `src/locales/browser/${locale}/parts/${page}.ts`,
    ];
    return {
      modules: texts.filter((key) => manifest[key]).map((key) => `/${manifest[key].file}`),
      fonts: locale === 'hi' && fontKey ? [`/${manifest[fontKey].file}`] : [],
    };
  };
}

/**
 * The server entry built beside the site (src/entry-server.tsx, in dist/.server), loaded on first use. Null
 * (and said once) when the build has none or it cannot load: pages are then sent without their HTML, which
 * the browser renders as before.
 */
function serverRenderer(root, log) {
  let loading;
  return () => {
    loading ??= import(pathToFileURL(path.join(root, '.server/entry-server.js')).href).then(
      (module) => module.render,
      (error) => {
        log(`Pages are sent without server-rendered HTML: ${error.message}`);
        return null;
      },
    );
    return loading;
  };
}

/**
 * The components of pages the server never renders: those behind a secret link (a booking), a visitor's own
 * (My giving) and the payment and registration results. They depend on the browser (a token in the address,
 * the visitor's storage) and must never have private data in server HTML; they get the empty shell.
 */
function clientOnlyComponents(seo) {
  return new Set([
    seo.admin.component,
    ...(seo.privatePages ?? []).map((route) => route.component),
    ...Object.values(seo.pages)
      .filter((page) => page.noindex || page.sitemap === false)
      .map((page) => page.component),
  ]);
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The document with the server-rendered page inside #root and its styles at the end of the head. */
function withRenderedPage(html, rendered) {
  if (!html.includes(ROOT_ELEMENT) || !html.includes('</head>')) return html;
  return html
    .replace('</head>', () => `${rendered.styles}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>`);
}

/** A small time-limited cache of API answers (the head of a shared page is asked for by many previews). */
function createCache(ttlMs = CACHE_TTL_MS, max = CACHE_MAX) {
  const entries = new Map();
  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      if (entries.size > max) entries.delete(entries.keys().next().value);
      return value;
    },
  };
}

function send(request, response, status, headers, body) {
  const accept = String(request.headers['accept-encoding'] ?? '');
  let payload = Buffer.from(body);
  const extra = { Vary: 'Accept-Encoding' };
  if (payload.length > 1024 && /\bbr\b/.test(accept)) {
    payload = brotliCompressSync(payload);
    extra['Content-Encoding'] = 'br';
  } else if (payload.length > 1024 && /\bgzip\b/.test(accept)) {
    payload = gzipSync(payload);
    extra['Content-Encoding'] = 'gzip';
  }
  response.writeHead(status, { ...headers, ...extra, 'Content-Length': payload.length });
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/**
 * The production server of the public site:
 * - hashed assets from `root` with a year of caching (precompressed .br/.gz when the browser accepts them);
 * - every page route answered with index.html whose head carries the runtime configuration (where the API
 *   and the admin panel are, as JSON the app reads before it starts) and that page's title, description,
 *   canonical URL and Open Graph/Twitter image, read from the API for /events/:slug and
 *   /community-programs/:slug (404 status for unknown pages, events and programs);
 * - `/sitemap.xml` (static pages, active events and programs) and `/robots.txt`;
 * - `/admin/*` redirected to the admin panel's origin, same path.
 *
 * The CSP frames the players of `videoHosts` (the VIDEO_HOSTS setting, YouTube by default) and no other.
 *
 * Public pages are rendered on the server (src/entry-server.tsx) and hydrated in the browser; a page that
 * cannot be rendered (the entry is missing, the render fails or is slow) is sent without that HTML and the
 * browser renders it, as for the pages behind a secret link. `renderApp` replaces the built entry (tests).
 *
 * @param {{ root: string, runtimeConfig: { apiUrl: string, siteUrl: string, adminUrl: string }, apiInternalUrl?: string, fetchImpl?: typeof fetch, production?: boolean, videoHosts?: string[], renderApp?: (request: { url: string, locale: string, data: object, runtimeConfig: object }) => Promise<{ html: string, styles: string }>, log?: (message: string) => void }} options
 */
export function createSiteServer({
  root,
  runtimeConfig,
  apiInternalUrl = runtimeConfig.apiUrl,
  fetchImpl = fetch,
  production = process.env.NODE_ENV === 'production',
  videoHosts = parseVideoHostsSetting(undefined),
  renderApp,
  log = (message) => console.error(message),
}) {
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  // The route table the app is built from: which paths are pages, their component, head and data.
  const seo = JSON.parse(readFileSync(path.join(SRC, 'routes.json'), 'utf8'));
  const site = JSON.parse(readFileSync(path.join(SRC, 'site-config.json'), 'utf8'));
  const adminPath = seo.admin.path.replace(/\/\*$/, '');
  const siteUrl = runtimeConfig.siteUrl.replace(/\/+$/, '');
  const adminOrigin = runtimeConfig.adminUrl.replace(/\/+$/, '').replace(/\/admin$/, '');
  const cache = createCache();
  const routeChunks = routeChunkUrls(root, template);
  const languageFiles = languageAssets(root);
  const renderer = renderApp ? () => Promise.resolve(renderApp) : serverRenderer(root, log);
  const clientOnly = clientOnlyComponents(seo);

  /** The page's HTML from the server entry, or null: the browser renders it (see createSiteServer). */
  const serverRender = async (page, url, locale, data) => {
    if (clientOnly.has(page)) return null;
    const render = await renderer();
    if (!render) return null;
    try {
      return await render({ url, locale, data: data ?? {}, runtimeConfig });
    } catch (error) {
      log(`Server rendering of ${url} failed, sent without its HTML: ${error?.stack ?? error}`);
      return null;
    }
  };

  const assets = sirv(root, {
    // Each request looks its file up on disk (sirv's "dev" lookup) instead of in a list made at start: a
    // deploy that replaces the built files while the server runs then gives a 404 for a vanished chunk (the
    // app reloads itself on that, see src/lib/chunkReload.ts) and serves the new ones, where the list made
    // at start would open a file that is gone and the unhandled stream error would stop the whole server.
    // The headers are the same (setHeaders below sets the caching).
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  /** GETs an API path: the JSON, null on 404; throws when the API fails or does not answer in time. */
  const lookup = (apiPath) =>
    cache.get(apiPath, async () => {
      const answer = await fetchImpl(`${apiInternalUrl.replace(/\/+$/, '')}${apiPath}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`API answered ${answer.status} for ${apiPath}`);
      return answer.json();
    });

  const renderPage = async (request, response, pathname, search) => {
    const { status, meta, data, page, locale } = await resolvePage(pathname, {
      seo,
      site,
      siteUrl,
      mediaBase: runtimeConfig.apiUrl,
      lookup,
    });
    meta.data = data;
    meta.runtimeConfig = runtimeConfig;
    const language = languageFiles(locale, page);
    meta.modulePreloads = [...language.modules, ...routeChunks(page)];
    meta.fontPreloads = language.fonts;
    meta.preconnect = runtimeConfig.apiUrl;
    const document = renderDocument(template, headTags(meta), locale);
    const rendered = await serverRender(page, `${pathname}${search}`, locale, data);
    const html = withNoscript(rendered ? withRenderedPage(document, rendered) : document, seo.noscript, {
      rendered: Boolean(rendered),
      locale,
    });
    send(
      request,
      response,
      status,
      { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
      html,
    );
  };

  const sitemap = async () => {
    const list = async (apiPath) => {
      try {
        const items = await lookup(apiPath);
        return Array.isArray(items) ? items : [];
      } catch {
        return [];
      }
    };
    const [offline, online, programs] = await Promise.all([
      list('/api/events?type=offline'),
      list('/api/events?type=online'),
      list('/api/community-programs'),
    ]);
    return sitemapXml({ seo, siteUrl, events: [...offline, ...online], programs });
  };

  const security = Object.entries(
    securityHeaders('site', {
      apiUrl: runtimeConfig.apiUrl,
      production,
      videoPlayers: videoPlayerOrigins(videoHosts),
    }),
  );

  return http.createServer((request, response) => {
    for (const [name, value] of security) response.setHeader(name, value);
    let url;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      response.writeHead(400).end();
      return;
    }
    const { pathname } = url;
    const textHeaders = (type) => ({ 'Content-Type': type, 'Cache-Control': 'no-cache' });

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The route table's admin path (/admin/*) is the admin panel's, on its own origin.
    if (pathname === adminPath || pathname.startsWith(`${adminPath}/`)) {
      response.writeHead(302, { Location: `${adminOrigin}${pathname}${url.search}` }).end();
      return;
    }
    if (pathname === '/robots.txt') {
      send(request, response, 200, textHeaders('text/plain; charset=utf-8'), robotsTxt(siteUrl));
      return;
    }
    if (pathname === '/sitemap.xml') {
      sitemap().then(
        (xml) => send(request, response, 200, textHeaders('application/xml; charset=utf-8'), xml),
        () => response.writeHead(500).end(),
      );
      return;
    }
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname === '/index.html' || !lastSegment.includes('.')) {
      renderPage(request, response, pathname === '/index.html' ? '/' : pathname, url.search).catch(() => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Something went wrong');
      });
      return;
    }
    assets(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
    });
  });
}
