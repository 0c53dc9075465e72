import { createElement, type ReactNode } from 'react';

/**
 * Event descriptions are HTML written in the admin panel's rich-text editor. They are rebuilt here as React
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

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...element.childNodes].map((child, index) => convert(child, `${key}.${index}`));
  const name = RENAMED[tag] ?? tag;
  if (!ALLOWED.has(name)) return children;
  if (name === 'br' || name === 'hr') return createElement(name, { key });
  if (name === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!SAFE_LINK.test(href)) return children;
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(name, { key }, ...children);
}

export function renderRichText(html: string | null | undefined): ReactNode {
  if (!html?.trim()) return null;
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.body.childNodes].map((node, index) => convert(node, String(index)));
}

/** Whether HTML has any visible text (a section with an empty description is not shown). */
export function hasRichText(html: string | null | undefined): boolean {
  if (!html?.trim()) return false;
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim().length > 0;
}
