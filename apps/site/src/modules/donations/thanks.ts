import { type DonationType, formatInr, type RecurringGiftView } from '@foundation/shared';
import { currentLocale, t } from '../../i18n/i18n';
import { indiaLongDate } from './indiaLongDate';

/**
 * What the thank-you says, only what happened: a one-time gift was received; a monthly or yearly gift is set
 * up, its first charge received, and (when the server named it) the date of the next.
 */
export function thankYouText(
  gift:
    | { type: 'one-time'; amount: number }
    | { type: Exclude<DonationType, 'one-time'>; recurringGift: RecurringGiftView },
): string {
  const locale = currentLocale();
  if (gift.type === 'one-time') {
    return t('contribute.thanksOneTime', { amount: formatInr(gift.amount, locale) });
  }
  const { recurringGift } = gift;
  const amount = formatInr(recurringGift.amount, locale);
  const next = indiaLongDate(recurringGift.nextChargeAt, locale);
  const period = recurringGift.period;
  return next
    ? t('contribute.thanksRecurringNext', { period, amount, next })
    : t('contribute.thanksRecurring', { period, amount });
}
