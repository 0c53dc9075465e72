import {
  EVENT_DETAIL_FIELDS,
  EVENT_FIELDS,
  EVENT_SUMMARY_FIELDS,
  EVENT_TYPE_LABELS,
  eventPriceFrom,
  eventFieldsOfKind,
} from './events.js';
import { EVENT_TYPES } from './types.js';

describe('the event shape, declared once', () => {
  it('splits every field between the public list and the event page, in the order of the answers', () => {
    expect([...EVENT_SUMMARY_FIELDS, ...EVENT_DETAIL_FIELDS]).toEqual(EVENT_FIELDS);
    expect(EVENT_FIELDS[0]).toBe('title');
    expect(EVENT_DETAIL_FIELDS.at(-1)).toBe('gallery');
  });

  it('names the fields forms clean by kind', () => {
    expect(eventFieldsOfKind('text')).toEqual(['title', 'urlSlug', 'location']);
    expect(eventFieldsOfKind('textList')).toEqual([
      'features',
      'benefits',
      'specialFeatures',
      'includedItems',
      'notIncludedItems',
      'cancellationPolicyPoints',
    ]);
    expect(eventFieldsOfKind('hindiText', 'hindiHtml')).toEqual([
      'titleHi',
      'descriptionHi',
      'locationHi',
      'cancellationPolicyHi',
    ]);
    expect(eventFieldsOfKind('hindiTextList', 'hindiFaqs', 'hindiSchedule')).toEqual([
      'featuresHi',
      'benefitsHi',
      'specialFeaturesHi',
      'includedItemsHi',
      'notIncludedItemsHi',
      'cancellationPolicyPointsHi',
      'faqsHi',
      'scheduleHi',
    ]);
  });

  it('answers the Hindi twins of the sections right after the summary, on the event page only', () => {
    expect(
      EVENT_FIELDS.slice(EVENT_FIELDS.indexOf('locationHi'), EVENT_FIELDS.indexOf('forChildren')),
    ).toEqual([
      'locationHi',
      'featuresHi',
      'benefitsHi',
      'specialFeaturesHi',
      'includedItemsHi',
      'notIncludedItemsHi',
      'cancellationPolicyHi',
      'cancellationPolicyPointsHi',
      'faqsHi',
      'scheduleHi',
    ]);
    expect(EVENT_DETAIL_FIELDS[0]).toBe('featuresHi');
  });

  it('labels every event type', () => {
    expect(EVENT_TYPES.map((type) => EVENT_TYPE_LABELS[type])).toEqual(['Offline', 'Online']);
  });
});

describe('eventPriceFrom', () => {
  it("is the cheapest ticket type's price of a paid event with ticket types", () => {
    expect(eventPriceFrom(true, [18500, 12500, 24000])).toBe(12500);
    expect(eventPriceFrom(true, [999.5])).toBe(999.5);
  });

  it('is null for a free event and for a paid event without ticket types (its own price applies)', () => {
    expect(eventPriceFrom(false, [500])).toBeNull();
    expect(eventPriceFrom(true, [])).toBeNull();
  });
});
