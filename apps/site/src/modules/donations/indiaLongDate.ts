import { formatIndianLongDate, indiaCalendarDate, type Locale } from '@foundation/shared';
import { currentLocale } from '../../i18n/i18n';

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
