import { createElement, type ReactNode } from 'react';

/**
 * Event and community program descriptions are HTML written in the admin panel's rich-text editor. They are rebuilt here as React
 * elements from an allow-list (never injected as HTML): formatting and list tags are kept, links keep only
 * http(s), mailto and tel targets, everything else is reduced to its text; scripts and styles are dropped.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
  'hr',
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
]);
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
/** Headings inside a section start one level below the section's own h2. */
const RENAMED: Record<string, string> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };

/** What the conversion reads of a parsed node: a DOM node in the browser, the server's stand-in there. */
export interface HtmlNode {
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly childNodes: Iterable<HtmlNode>;
  readonly tagName?: string;
  getAttribute?(name: string): string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The browser parses with its own DOMParser; the server entry gives a parser of the same HTML standard. */
let parseBody: (html: string) => HtmlNode = (html) => new DOMParser().parseFromString(html, 'text/html').body;

/** Sets the parser of rich text where there is no DOMParser (the server, see src/entry-server.tsx). */
export function setHtmlParser(parse: (html: string) => HtmlNode): void {
  parseBody = parse;
}

function convert(node: HtmlNode, key: string): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const tag = (node.tagName ?? '').toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...node.childNodes].map((child, index) => convert(child, `${key}.${index}`));
  const name = RENAMED[tag] ?? tag;
  if (!ALLOWED.has(name)) return children;
  if (name === 'br' || name === 'hr') return createElement(name, { key });
  if (name === 'a') {
    const href = node.getAttribute?.('href')?.trim() ?? '';
    if (!SAFE_LINK.test(href)) return children;
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(name, { key }, ...children);
}

/** Text with no tag at all (written before the rich-text editor, or the demo data): plain paragraphs. */
const HAS_TAG = /<[a-z!/][^>]*>/i;
/** Elements inside a line of text; every other element separates words. */
const INLINE = new Set([
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'span',
  'code',
  'mark',
  'small',
  'sub',
  'sup',
]);

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function renderRichText(html: string | null | undefined): ReactNode {
  if (!html?.trim()) return null;
  if (!HAS_TAG.test(html)) return paragraphs(html).map((text, index) => <p key={index}>{text}</p>);
  return [...parseBody(html).childNodes].map((node, index) => convert(node, String(index)));
}

/** Whether HTML has any visible text (a section with an empty description is not shown). */
export function hasRichText(html: string | null | undefined): boolean {
  if (!html?.trim()) return false;
  return (parseBody(html).textContent ?? '').trim().length > 0;
}

function collectText(node: HtmlNode, parts: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    parts.push(node.textContent ?? '');
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const tag = (node.tagName ?? '').toLowerCase();
  if (DROPPED.has(tag)) return;
  // Block elements and line breaks separate words; inline ones (<strong>, <a>...) do not.
  const block = !INLINE.has(tag);
  if (block) parts.push(' ');
  for (const child of node.childNodes) collectText(child, parts);
  if (block) parts.push(' ');
}

/** The visible text of a description on one line (cards, meta description): no tag, no entity. */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html?.trim()) return '';
  if (!HAS_TAG.test(html)) return html.replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  collectText(parseBody(html), parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
