/** True when rich-text HTML shows no text (an empty editor gives '<p></p>'). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = html
    .replace(/<(img|iframe|video|audio)\b/gi, 'x<$1')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text.length === 0;
}
