import { isBlankHtml } from './rich-text.js';
import { mapsSearchUrl } from './maps.js';

describe('isBlankHtml (one rule for the admin form and the API)', () => {
  it('finds no content in empty markup, spaces and line breaks', () => {
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&#160;\u00a0</p>')).toBe(true);
  });

  it('counts text and an image alone as content', () => {
    expect(isBlankHtml('<p>Om</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/uploads/a.webp" alt=""></p>')).toBe(false);
    expect(isBlankHtml('<p><img src="https://example.org/a.png" alt="a" /></p>')).toBe(false);
  });
});

describe('mapsSearchUrl', () => {
  it('keeps a stored https link and searches for the place otherwise', () => {
    expect(mapsSearchUrl('Assi Ghat, Varanasi', 'https://maps.app.goo.gl/x')).toBe(
      'https://maps.app.goo.gl/x',
    );
    expect(mapsSearchUrl('Assi Ghat, Varanasi', 'javascript:alert(1)')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Assi%20Ghat%2C%20Varanasi',
    );
    expect(mapsSearchUrl('Assi Ghat, Varanasi')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Assi%20Ghat%2C%20Varanasi',
    );
  });
});
