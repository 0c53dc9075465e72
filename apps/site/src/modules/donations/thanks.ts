import {
  type DonationType,
  formatIndianLongDate,
  formatInr,
  indiaCalendarDate,
  type Locale,
  type RecurringGiftView,
} from '@foundation/shared';
import { currentLocale, t } from '../../i18n/i18n';

/**
 * An instant as the day it is in India, 'D Month YYYY' ('23 December 2026', in the page's language); null when
 * it is not a date.
 */
export function indiaLongDate(
  iso: string | null | undefined,
  locale: Locale = currentLocale(),
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatIndianLongDate(indiaCalendarDate(date), locale);
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
