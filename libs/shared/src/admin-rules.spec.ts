import { eventSaveProblems, programSaveProblems, resolveSlug } from './admin-rules.js';

const valid = {
  title: 'Kumbh Retreat',
  urlSlug: 'kumbh-retreat',
  startDate: '2030-01-10',
  endDate: '2030-01-12',
  location: 'Prayagraj',
  descriptionIsBlank: false,
  isPaid: true,
  imageUrl: '/uploads/x.webp',
  ticketTypes: [{ name: 'Standard', price: 0 }],
};

describe('eventSaveProblems', () => {
  it('accepts a complete event', () => {
    expect(eventSaveProblems(valid)).toEqual([]);
  });

  it('lists every documented message in docs/product.md order with its field', () => {
    expect(
      eventSaveProblems({ descriptionIsBlank: true, title: ' ', ticketTypes: [] }).map((p) => [
        p.field,
        p.message,
      ]),
    ).toEqual([
      ['title', 'Event title is required'],
      ['urlSlug', 'URL slug is required'],
      ['startDate', 'Start and end dates are required'],
      ['location', 'Location is required'],
      ['description', 'Description is required'],
      ['ticketTypes', 'Paid events must have at least one ticket type'],
      ['imageUrl', 'Event image is required'],
    ]);
  });

  it('refuses an end before the start, and a missing end date', () => {
    expect(eventSaveProblems({ ...valid, endDate: '2030-01-09' })).toEqual([
      { field: 'endDate', message: 'End date cannot be before start date' },
    ]);
    expect(eventSaveProblems({ ...valid, endDate: null })).toEqual([
      { field: 'endDate', message: 'Start and end dates are required' },
    ]);
    expect(eventSaveProblems({ ...valid, endDate: '2030-02-30' })[0].message).toBe(
      'Start and end dates are required',
    );
  });

  it('needs a name and a non-negative price for each ticket type of a paid event, and none for a free one', () => {
    for (const bad of [
      { name: '', price: 10 },
      { name: 'A', price: -1 },
      { name: 'A' },
      { name: 'A', price: Number.NaN },
    ]) {
      expect(eventSaveProblems({ ...valid, ticketTypes: [{ name: 'Ok', price: 1 }, bad] })).toEqual([
        { field: 'ticketTypes.1', message: 'All ticket types must have a valid name and non-negative price' },
      ]);
    }
    expect(eventSaveProblems({ ...valid, isPaid: false, ticketTypes: [] })).toEqual([]);
  });

  it('never lets a paid event without ticket types be saved, so no paid event is listed at a price of 0', () => {
    expect(eventSaveProblems({ ...valid, ticketTypes: [] })).toEqual([
      { field: 'ticketTypes', message: 'Paid events must have at least one ticket type' },
    ]);
  });
});

describe('resolveSlug', () => {
  it('keeps a given slug and makes one from the title when empty', () => {
    expect(resolveSlug('my-slug', 'Title')).toBe('my-slug');
    expect(resolveSlug('  ', 'Kumbh Mela: 2030 Retreat!')).toBe('kumbh-mela-2030-retreat');
    expect(resolveSlug(null, null)).toBe('');
  });
});

describe('programSaveProblems', () => {
  it('names each missing field', () => {
    expect(programSaveProblems({ descriptionIsBlank: true }).map((p) => p.message)).toEqual([
      'Title is required',
      'Category is required',
      'Description is required',
      'URL slug is required',
    ]);
  });
});
