import { addBillingPeriod } from './billing-period.js';

describe('addBillingPeriod (India calendar)', () => {
  it('adds a month or a year on the same India date and time', () => {
    const start = new Date('2026-11-23T04:30:00Z'); // 23 Nov 2026, 10:00 IST
    expect(addBillingPeriod(start, 'monthly').toISOString()).toBe('2026-12-23T04:30:00.000Z');
    expect(addBillingPeriod(start, 'yearly').toISOString()).toBe('2027-11-23T04:30:00.000Z');
    expect(addBillingPeriod(start, 'monthly', 12).toISOString()).toBe('2027-11-23T04:30:00.000Z');
  });

  it('counts the India date, not the UTC one, near midnight', () => {
    // 30 Nov 2026 20:00 UTC is 1 Dec 2026 01:30 in India: the next charge is on 1 Jan 2027 in India.
    const start = new Date('2026-11-30T20:00:00Z');
    expect(addBillingPeriod(start, 'monthly').toISOString()).toBe('2026-12-31T20:00:00.000Z');
  });

  it('moves a day the next month lacks to its last day', () => {
    const jan31 = new Date('2027-01-31T06:30:00Z'); // 31 Jan 2027, 12:00 IST
    expect(addBillingPeriod(jan31, 'monthly').toISOString()).toBe('2027-02-28T06:30:00.000Z');
    const leap = new Date('2028-02-29T06:30:00Z');
    expect(addBillingPeriod(leap, 'yearly').toISOString()).toBe('2029-02-28T06:30:00.000Z');
    expect(addBillingPeriod(new Date('2028-01-31T06:30:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T06:30:00.000Z',
    );
  });
});
