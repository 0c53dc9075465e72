import { isValidSlug, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Yoga Retreat 2026', 'yoga-retreat-2026'],
    ['  Raja Yoga: An Introduction!  ', 'raja-yoga-an-introduction'],
    ['Tantra -- Vidya & Ancient   Wisdom', 'tantra-vidya-ancient-wisdom'],
    ['Kumbh Mela Yatra (Prayagraj)', 'kumbh-mela-yatra-prayagraj'],
    ['योग Day', 'day'],
    ['---', ''],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('produces valid slugs for any non-empty result', () => {
    for (const title of ['A b', 'Hello, World', 'x__y', '1 2 3']) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
  });

  it('rejects slugs with upper case, spaces or edge hyphens', () => {
    expect(isValidSlug('Yoga')).toBe(false);
    expect(isValidSlug('yoga retreat')).toBe(false);
    expect(isValidSlug('-yoga')).toBe(false);
    expect(isValidSlug('yoga--retreat')).toBe(false);
    expect(isValidSlug('yoga-retreat-2')).toBe(true);
  });
});
