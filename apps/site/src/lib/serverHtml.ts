import { parse } from 'parse5';
import { type HtmlNode } from './richText';

/*
 * Rich text on the server: parse5 implements the HTML standard's parsing algorithm, the one the browser's
 * DOMParser runs, so a description (even malformed) gives the server the same tree as the hydrating browser.
 * Only the few node properties src/lib/richText.tsx reads are provided.
 */

type Parse5Node = {
  nodeName: string;
  tagName?: string;
  value?: string;
  childNodes?: Parse5Node[];
  attrs?: { name: string; value: string }[];
};

function textOf(node: Parse5Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(textOf).join('');
}

function wrap(node: Parse5Node): HtmlNode {
  if (node.nodeName === '#text') return { nodeType: 3, textContent: node.value ?? '', childNodes: [] };
  if (!node.tagName) return { nodeType: 8, textContent: null, childNodes: [] };
  return {
    nodeType: 1,
    tagName: node.tagName.toUpperCase(),
    get textContent() {
      return textOf(node);
    },
    get childNodes() {
      return (node.childNodes ?? []).map(wrap);
    },
    getAttribute: (name: string) => node.attrs?.find((attribute) => attribute.name === name)?.value ?? null,
  };
}

/** The <body> of an HTML text, as DOMParser's `parseFromString(html, 'text/html').body` would give it. */
export function parseHtmlBody(html: string): HtmlNode {
  const document = parse(html) as unknown as Parse5Node;
  const root = document.childNodes?.find((node) => node.tagName === 'html');
  const body = root?.childNodes?.find((node) => node.tagName === 'body');
  return wrap(body ?? { nodeName: 'body', tagName: 'body', childNodes: [] });
}
