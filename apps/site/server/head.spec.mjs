import { describe, expect, it } from '@jest/globals';
import { escapeHtml, headTags, htmlToText, renderDocument, truncate } from './head.mjs';

describe('escapeHtml', () => {
  it('escapes everything that could end an attribute or open a tag', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
  });
});

describe('htmlToText and truncate', () => {
  it('reduces admin HTML to plain text', () => {
    expect(
      htmlToText('<p>Seven days &amp; <strong>Raja Yoga</strong></p><script>x()</script><ul><li>A</li></ul>'),
    ).toBe('Seven days & Raja Yoga A');
  });

  it('puts no space before punctuation after an inline element, but separates paragraphs and breaks', () => {
    expect(
      htmlToText(
        '<p><strong>Tantra Vidya</strong>, the ancient <em>science</em>.</p><p>Next</p>line<br>break',
      ),
    ).toBe('Tantra Vidya, the ancient science. Next line break');
  });

  it('decodes numeric entities and leaves impossible ones as they are (never throws)', () => {
    expect(htmlToText('&#2384; &#x950; &#99999999; &#x110000; &#0;')).toBe('ॐ ॐ &#99999999; &#x110000; &#0;');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncate('one two three four five', 16)).toBe('one two three…');
    expect(truncate('short', 12)).toBe('short');
  });
});

describe('renderDocument', () => {
  const template = '<head><!-- app-head: note --><title>Old</title><!-- app-head-end --><link></head>';

  it('replaces the marked block with the page’s tags, escaped', () => {
    const html = renderDocument(
      template,
      headTags({
        title: 'Retreat "<b>"',
        description: 'Dates & place',
        canonicalUrl: 'https://example.org/events/retreat',
        image: { url: 'https://api.example.org/uploads/x.webp', alt: 'Retreat' },
        siteName: 'Yoga Foundation',
        type: 'article',
      }),
    );
    expect(html).not.toContain('<title>Old</title>');
    expect(html).toContain('<title>Retreat &quot;&lt;b&gt;&quot;</title>');
    expect(html).toContain('<meta property="og:image" content="https://api.example.org/uploads/x.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://example.org/events/retreat" />');
    expect(html).toContain('<link></head>');
  });

  it('refuses a template without markers', () => {
    expect(() => renderDocument('<head></head>', '')).toThrow('app-head');
  });
});
