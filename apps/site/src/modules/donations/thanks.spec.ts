import { type RecurringGiftView } from '@foundation/shared';
import { indiaLongDate } from './indiaLongDate';
import { thankYouText } from './thanks';

const GIFT: RecurringGiftView = {
  id: 'g1',
  period: 'monthly',
  amount: 1000,
  status: 'active',
  chargesCount: 1,
  totalCount: 120,
  firstChargedAt: '2026-11-23T06:00:00.000Z',
  nextChargeAt: '2026-12-23T06:00:00.000Z',
  cancelledAt: null,
  createdAt: '2026-11-23T05:59:00.000Z',
};

describe('thankYouText', () => {
  it('says a monthly gift is set up, its first charge received and the next one’s date', () => {
    expect(thankYouText({ type: 'monthly', recurringGift: GIFT })).toBe(
      'Your monthly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on 23 December 2026.',
    );
  });

  it('says the same of a yearly gift', () => {
    const yearly = { ...GIFT, period: 'yearly' as const, nextChargeAt: '2027-11-23T06:00:00.000Z' };
    expect(thankYouText({ type: 'yearly', recurringGift: yearly })).toBe(
      'Your yearly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on 23 November 2027.',
    );
  });

  it('never calls a single gift monthly', () => {
    expect(thankYouText({ type: 'one-time', amount: 1000 })).toBe(
      'Your gift of ₹1,000 was received. Thank you.',
    );
  });

  it('names no next date the server did not give', () => {
    expect(thankYouText({ type: 'monthly', recurringGift: { ...GIFT, nextChargeAt: null } })).toBe(
      'Your monthly gift of ₹1,000 is set up; the first ₹1,000 was received today.',
    );
  });
});

describe('indiaLongDate', () => {
  it('counts the day in India: 23 December 00:10 IST is 22 December 18:40 UTC', () => {
    expect(indiaLongDate('2026-12-22T18:40:00.000Z')).toBe('23 December 2026');
    expect(indiaLongDate('2026-12-22T18:20:00.000Z')).toBe('22 December 2026');
  });
  it('answers null for no date', () => {
    expect(indiaLongDate(null)).toBeNull();
    expect(indiaLongDate('soon')).toBeNull();
  });
});
