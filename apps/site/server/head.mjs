/**
 * The HTML head of a page, written by the site server into index.html so that link previews (WhatsApp,
 * which runs no JavaScript) and search engines see each page's own title, description, canonical URL and
 * image. Everything that comes from data is escaped.
 */

const HEAD_START = /<!-- app-head:[\s\S]*?-->/;
const HEAD_END = '<!-- app-head-end -->';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of (admin-written) HTML, whitespace collapsed: for meta descriptions. */
export function htmlToText(html) {
  return (
    String(html ?? '')
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      // block elements and line breaks separate words; inline ones (<strong>, <a>, …) do not
      .replace(
        /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi,
        ' ',
      )
      .replace(/<[^>]*>/g, '')
      .replace(/&(#\d+|#x[\da-f]+|[a-z]+\d*);/gi, (whole, name) => {
        const key = name.toLowerCase();
        if (key.startsWith('#')) {
          const code = key.startsWith('#x') ? Number.parseInt(key.slice(2), 16) : Number(key.slice(1));
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return ENTITIES[key] ?? whole;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Cuts text at a word boundary to at most `max` characters, adding an ellipsis when it cut. */
export function truncate(text, max = 200) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/**
 * The head tags of one page.
 * @param {{ title: string, description: string, canonicalUrl: string, image: { url: string, width?: number, height?: number, alt?: string }, siteName: string, type?: string, noindex?: boolean, preloads?: { href: string, media?: string }[], preconnect?: string, modulePreloads?: string[], fontPreloads?: string[], runtimeConfig?: object, data?: object }} meta
 */
export function headTags(meta) {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}" />`,
    `<meta property="og:locale" content="${escapeHtml(meta.ogLocale ?? 'en_IN')}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
  ];
  for (const alternate of meta.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  if (meta.image.url.startsWith('https:')) {
    tags.push(`<meta property="og:image:secure_url" content="${escapeHtml(meta.image.url)}" />`);
  }
  if (meta.image.width && meta.image.height) {
    tags.push(
      `<meta property="og:image:width" content="${meta.image.width}" />`,
      `<meta property="og:image:height" content="${meta.image.height}" />`,
    );
  }
  if (meta.image.alt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}" />`);
  tags.push(
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image.url)}" />`,
  );
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (meta.preconnect)
    tags.push(`<link rel="preconnect" href="${escapeHtml(meta.preconnect)}" crossorigin />`);
  for (const href of meta.modulePreloads ?? []) {
    tags.push(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`);
  }
  for (const font of meta.fontPreloads ?? []) {
    tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(font)}" />`);
  }
  for (const preload of meta.preloads ?? []) {
    const media = preload.media ? ` media="${escapeHtml(preload.media)}"` : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(preload.href)}" fetchpriority="high"${media} />`,
    );
  }
  // Where the API and the admin panel are (src/config.ts reads it): in the page, not a script of its own,
  // so the app needs no request before it starts.
  if (meta.runtimeConfig) {
    tags.push(
      `<script id="foundation-config" type="application/json">${jsonForScript(meta.runtimeConfig)}</script>`,
    );
  }
  if (meta.data && Object.keys(meta.data).length > 0) {
    tags.push(`<script id="foundation-data" type="application/json">${jsonForScript(meta.data)}</script>`);
  }
  return tags.join('\n    ');
}

/** JSON that is safe inside a <script> element (no '</script>', no HTML comment openers). */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with its marked head block replaced by `tags` and `<html lang>` set to the page's language.
 * Throws when the template has no markers.
 */
export function renderDocument(template, tags, lang = 'en') {
  const start = template.search(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < start) throw new Error('index.html has no app-head markers');
  const html = `${template.slice(0, start)}${tags}${template.slice(end + HEAD_END.length)}`;
  return html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`);
}

/**
 * The document's `<noscript>` note in the page's language (the route table's `noscript` texts): on a page sent
 * with its HTML, what only works with JavaScript; on the empty shell, that the page needs it.
 */
export function withNoscript(html, texts, { rendered, locale }) {
  const key = `${rendered ? 'rendered' : 'shell'}${locale === 'hi' ? 'Hi' : ''}`;
  const text = texts?.[key];
  if (typeof text !== 'string') return html;
  return html.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(text)}</noscript>`);
}
