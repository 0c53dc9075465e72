import { formatDateRange, formatIndiaDateTime, formatIndianLongDate } from './dates.js';
import { localePath, localizedText, splitLocalePath } from './locale.js';
import { formatInr } from './money.js';

describe('locale', () => {
  it('reads and builds the language of a site path', () => {
    expect(splitLocalePath('/hi/events/yoga')).toEqual({ locale: 'hi', path: '/events/yoga' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hiking')).toEqual({ locale: 'en', path: '/hiking' });
    expect(splitLocalePath('/events')).toEqual({ locale: 'en', path: '/events' });
    expect(localePath('/events', 'hi')).toBe('/hi/events');
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/hi/events', 'en')).toBe('/events');
    expect(localePath('/hi/events', 'hi')).toBe('/hi/events');
  });

  it('falls back to English per field where the Hindi twin is blank', () => {
    const record = { title: 'Retreat', titleHi: 'शिविर', description: 'Calm', descriptionHi: '  ' };
    expect(localizedText(record, 'title', 'hi')).toBe('शिविर');
    expect(localizedText(record, 'description', 'hi')).toBe('Calm');
    expect(localizedText(record, 'title', 'en')).toBe('Retreat');
  });

  it('gives a list twin for the whole list when it has items, the English list when null or empty', () => {
    const event = { features: ['Yoga', 'Silence'], featuresHi: ['योग'], benefits: ['Rest'], benefitsHi: [] };
    expect(localizedText(event, 'features', 'hi')).toEqual(['योग']);
    expect(localizedText(event, 'benefits', 'hi')).toEqual(['Rest']);
    expect(localizedText({ faqs: [{ question: 'Q', answer: 'A' }], faqsHi: null }, 'faqs', 'hi')).toEqual([
      { question: 'Q', answer: 'A' },
    ]);
    expect(localizedText(event, 'features', 'en')).toEqual(['Yoga', 'Silence']);
  });

  it('groups rupees the Indian way in both languages and writes dates in each', () => {
    expect(formatInr(125000)).toBe('₹1,25,000');
    expect(formatInr(125000, 'hi')).toBe('₹1,25,000');
    expect(formatInr('99.5', 'hi')).toBe('₹99.50');
    expect(formatIndianLongDate('2026-01-15')).toBe('15 January 2026');
    expect(formatIndianLongDate('2026-01-15', 'hi')).toBe('15 जनवरी 2026');
    expect(formatDateRange(null, null, 'hi')).toBe('तिथि उपलब्ध नहीं');
    expect(formatIndiaDateTime('2026-01-05T09:00:00Z')).toBe('05 Jan 2026, 02:30 PM');
    expect(formatIndiaDateTime('2026-01-05T09:00:00Z', 'hi')).toBe(
      '5 जनवरी 2026, दोपहर 2:30 बजे (भारतीय समय)',
    );
  });
});
