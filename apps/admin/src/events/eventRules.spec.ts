import { MESSAGES } from '@foundation/shared';
import { NEW_EVENT_DEFAULTS, duplicateEvent, eventToSave, validateEvent } from './eventRules';

const valid = {
  ...NEW_EVENT_DEFAULTS,
  title: 'Yoga Retreat',
  urlSlug: '',
  startDate: '2030-01-10',
  endDate: '2030-01-12',
  location: 'Rishikesh',
  description: '<p>Three days</p>',
  imageUrl: '/uploads/events/event-images/a.webp',
  ticketTypes: [{ name: 'Standard', price: 1500, availableQuantity: null }],
};

describe('validateEvent (docs/product.md §5)', () => {
  it('accepts a complete paid event; an empty slug is made from the title', () => {
    expect(validateEvent(valid)).toEqual({});
  });

  it('names each missing field with the documented message', () => {
    expect(validateEvent({ ...NEW_EVENT_DEFAULTS, description: '<p></p>' })).toEqual({
      title: MESSAGES.eventTitleRequired,
      urlSlug: MESSAGES.urlSlugRequired,
      startDate: MESSAGES.datesRequired,
      location: MESSAGES.locationRequired,
      description: MESSAGES.descriptionRequired,
      ticketTypes: MESSAGES.paidEventNeedsTicketType,
      imageUrl: MESSAGES.eventImageRequired,
    });
  });

  it('refuses an end before the start, and ticket types without a name or with a negative price', () => {
    expect(validateEvent({ ...valid, endDate: '2030-01-09' })).toEqual({ endDate: MESSAGES.endBeforeStart });
    expect(validateEvent({ ...valid, endDate: null })).toEqual({ endDate: MESSAGES.datesRequired });
    expect(
      validateEvent({
        ...valid,
        ticketTypes: [
          { name: 'A', price: 1 },
          { name: ' ', price: 1 },
        ],
      }),
    ).toEqual({
      ticketTypes: MESSAGES.invalidTicketTypes,
    });
    expect(validateEvent({ ...valid, ticketTypes: [{ name: 'A', price: -1 }] })).toEqual({
      ticketTypes: MESSAGES.invalidTicketTypes,
    });
    expect(validateEvent({ ...valid, ticketTypes: [{ name: 'A', price: '' }] })).toEqual({
      ticketTypes: MESSAGES.invalidTicketTypes,
    });
  });

  it('does not ask a free event for ticket types', () => {
    expect(validateEvent({ ...valid, isPaid: false, ticketTypes: [] })).toEqual({});
  });
});

describe('duplicateEvent (docs/product.md §4)', () => {
  const stored = {
    ...valid,
    id: '6f1c0b8e-0000-4000-8000-000000000001',
    urlSlug: 'yoga-retreat',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    faqs: [{ question: 'Q', answer: 'A' }],
    ticketTypes: [
      {
        id: 't1',
        eventId: 'e1',
        eventTitle: 'Yoga Retreat',
        name: 'Standard',
        price: 1500,
        description: null,
        availableQuantity: 20,
        seatsSold: 3,
        seatsHeld: 1,
        seatsLeft: 16,
        createdAt: 'x',
        updatedAt: 'y',
      },
      {
        id: 't2',
        eventId: 'e1',
        eventTitle: 'Yoga Retreat',
        name: 'VIP',
        price: 5000,
        description: 'Front row',
        availableQuantity: null,
        seatsSold: 0,
        seatsHeld: 0,
        seatsLeft: null,
        createdAt: 'x',
        updatedAt: 'y',
      },
    ],
  };

  it('is an unsaved copy: slug + “-copy”, no ids, ticket types without ids or seat figures', () => {
    const copy = duplicateEvent(stored);
    expect(copy.id).toBeUndefined();
    expect(copy.createdAt).toBeUndefined();
    expect(copy.updatedAt).toBeUndefined();
    expect(copy.urlSlug).toBe('yoga-retreat-copy');
    expect(copy.title).toBe('Yoga Retreat');
    expect(copy.ticketTypes).toEqual([
      { name: 'Standard', price: 1500, description: null, availableQuantity: 20 },
      { name: 'VIP', price: 5000, description: 'Front row', availableQuantity: null },
    ]);
  });

  it('does not share lists with the original', () => {
    const copy = duplicateEvent(stored) as { faqs: { question: string }[] };
    copy.faqs[0].question = 'changed';
    expect(stored.faqs[0].question).toBe('Q');
  });
});

describe('eventToSave', () => {
  it('drops empty list items, trims, keeps ids of existing ticket types and reads numbers', () => {
    const data = eventToSave({
      ...valid,
      id: 'e1',
      createdAt: 'x',
      title: '  Yoga Retreat ',
      locationMapUrl: '',
      features: ['Silence', ' ', 'Walks '],
      faqs: [
        { question: '', answer: '' },
        { question: 'When?', answer: 'Morning' },
      ],
      schedule: [
        { activity: ' ', description: '' },
        { activity: 'Sunrise yoga', description: '06:00' },
      ],
      gallery: [
        { imageUrl: '/uploads/a.webp', caption: ' Ganga ' },
        { imageUrl: '', caption: 'x' },
      ],
      ticketTypes: [
        { id: 't1', name: 'Standard ', price: '1500', availableQuantity: '', description: '', seatsSold: 3 },
      ],
    });
    expect(data).toMatchObject({
      title: 'Yoga Retreat',
      locationMapUrl: null,
      features: ['Silence', 'Walks'],
      faqs: [{ question: 'When?', answer: 'Morning' }],
      schedule: [{ activity: 'Sunrise yoga', description: '06:00' }],
      gallery: [{ imageUrl: '/uploads/a.webp', caption: 'Ganga' }],
      ticketTypes: [{ id: 't1', name: 'Standard', price: 1500, availableQuantity: null, description: null }],
    });
    expect(data.id).toBeUndefined();
    expect(data.createdAt).toBeUndefined();
  });

  it('sends the Hindi twins trimmed, and an empty or blank one as null (not translated)', () => {
    const data = eventToSave({
      ...valid,
      titleHi: ' योग शिविर ',
      locationHi: '   ',
      descriptionHi: '<p></p>',
      ticketTypes: [
        { name: 'Standard', price: 1500, nameHi: ' सामान्य ', descriptionHi: ' ' },
        { name: 'Premium', price: 4500 },
      ],
    });
    expect(data).toMatchObject({ titleHi: 'योग शिविर', locationHi: null, descriptionHi: null });
    expect(data.ticketTypes).toEqual([
      expect.objectContaining({ nameHi: 'सामान्य', descriptionHi: null }),
      expect.objectContaining({ nameHi: null, descriptionHi: null }),
    ]);
    expect(eventToSave({ ...valid, descriptionHi: '<p>गंगा</p>' }).descriptionHi).toBe('<p>गंगा</p>');
    expect(NEW_EVENT_DEFAULTS).toMatchObject({ titleHi: null, descriptionHi: null, locationHi: null });
  });

  it("sends the sections' Hindi twins without blank items, and an empty one as null", () => {
    const data = eventToSave({
      ...valid,
      featuresHi: [' सूर्योदय योग ', '  '],
      benefitsHi: [' '],
      cancellationPolicyHi: '  ',
      faqsHi: [
        { question: ' भोजन? ', answer: ' सात्विक ' },
        { question: '', answer: '' },
      ],
      scheduleHi: [{ activity: ' ', description: '' }],
    });
    expect(data).toMatchObject({
      featuresHi: ['सूर्योदय योग'],
      benefitsHi: null,
      specialFeaturesHi: null,
      cancellationPolicyHi: null,
      faqsHi: [{ question: 'भोजन?', answer: 'सात्विक' }],
      scheduleHi: null,
    });
    expect(NEW_EVENT_DEFAULTS).toMatchObject({ featuresHi: null, faqsHi: null, scheduleHi: null });
  });

  it('sends a free event with price 0 and no ticket types', () => {
    expect(eventToSave({ ...valid, isPaid: false, price: 900 })).toMatchObject({
      isPaid: false,
      price: 0,
      ticketTypes: [],
    });
  });
});

describe('the cancellation rule in the event form', () => {
  const valid = {
    ...NEW_EVENT_DEFAULTS,
    title: 'Retreat',
    startDate: '2030-01-10',
    endDate: '2030-01-12',
    location: 'Rishikesh',
    description: '<p>About</p>',
    imageUrl: '/uploads/a.webp',
    isPaid: false,
  };

  it('starts new events cancellable until 48 hours before the start with everything back', () => {
    expect(NEW_EVENT_DEFAULTS).toMatchObject({
      cancellationRule: 'until-deadline',
      cancellationHoursBefore: 48,
      cancellationRefundPercent: 100,
    });
    expect(validateEvent(valid)).toEqual({});
  });

  it('names hours and percentages out of bounds, as the API does', () => {
    expect(
      validateEvent({ ...valid, cancellationHoursBefore: 9000, cancellationRefundPercent: '150' }),
    ).toEqual({
      cancellationHoursBefore: 'Cancellation deadline must be a whole number of hours from 0 to 8760',
      cancellationRefundPercent: 'Refund percentage must be a whole number from 0 to 100',
    });
  });

  it('sends the hours and percentage as numbers', () => {
    const sent = eventToSave({ ...valid, cancellationHoursBefore: '24', cancellationRefundPercent: '50' });
    expect(sent).toMatchObject({ cancellationHoursBefore: 24, cancellationRefundPercent: 50 });
  });
});
