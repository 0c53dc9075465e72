import {
  type DonationType,
  formatIndianLongDate,
  formatInr,
  indiaCalendarDate,
  type RecurringGiftView,
} from '@foundation/shared';

/** An instant as the day it is in India, 'D Month YYYY' ('23 December 2026'); null when it is not a date. */
export function indiaLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatIndianLongDate(indiaCalendarDate(date));
}

/**
 * What the thank-you says, only what happened: a one-time gift was received; a monthly or yearly gift is set
 * up, its first charge received, and (when the server named it) the date of the next.
 */
export function thankYouText(
  gift:
    | { type: 'one-time'; amount: number }
    | { type: Exclude<DonationType, 'one-time'>; recurringGift: RecurringGiftView },
): string {
  if (gift.type === 'one-time') return `Your gift of ${formatInr(gift.amount)} was received. Thank you.`;
  const { recurringGift } = gift;
  const amount = formatInr(recurringGift.amount);
  const next = indiaLongDate(recurringGift.nextChargeAt);
  const setUp = `Your ${recurringGift.period} gift of ${amount} is set up; the first ${amount} was received today`;
  return next ? `${setUp}; the next is due on ${next}.` : `${setUp}.`;
}
