/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { hasRichText, renderRichText, richTextToPlain, setHtmlParser } from './richText';
import { parseHtmlBody } from './serverHtml';

// Descriptions as the editor writes them, and as a hand or a paste may break them: the server's parser must
// give the tree the browser's DOMParser gives, or hydration would not match the server's HTML.
const SAMPLES = [
  '<p>Evening classes for <strong>village children</strong>.</p><ul><li>Books &amp; meals</li></ul>',
  '<p><a href="javascript:alert(1)">Bad link</a><script>alert(1)</script><a href=" https://example.org ">ok</a></p>',
  '<h1>Title</h1><p>unclosed <em>emphasis<p>next paragraph<li>stray item</p></table>text',
  '<div><span>a</span><!-- a comment --><br>b<hr><blockquote>q &lt;tag&gt; &nbsp;</blockquote></div>',
  '<template><p>hidden</p></template><svg><text>drawing</text></svg><h6>small</h6>',
  '<p></p><p> </p>',
];

function withParser<T>(parse: typeof parseHtmlBody | null, read: () => T): T {
  const browser = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
  setHtmlParser(parse ?? browser);
  try {
    return read();
  } finally {
    setHtmlParser(browser);
  }
}

describe('rich text parsed on the server', () => {
  it.each(SAMPLES)('renders %s exactly as the browser does', (html) => {
    const browser = withParser(null, () => ({
      markup: renderToStaticMarkup(<>{renderRichText(html)}</>),
      plain: richTextToPlain(html),
      has: hasRichText(html),
    }));
    const server = withParser(parseHtmlBody, () => ({
      markup: renderToStaticMarkup(<>{renderRichText(html)}</>),
      plain: richTextToPlain(html),
      has: hasRichText(html),
    }));
    expect(server).toEqual(browser);
    expect(server.markup).not.toContain('<script');
  });
});
