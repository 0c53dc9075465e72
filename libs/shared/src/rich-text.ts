/**
 * True when rich-text HTML shows nothing: no text and no image or embedded media (an empty editor gives
 * '<p></p>'; `<p>&nbsp;</p>` and `<br>` are blank too). A description made of an image alone is content.
 * The admin form and the API decide with this one rule.
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<(img|iframe|video|audio)\b/gi, 'x<$1')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text.length === 0;
}
