import { checkInLinkLastDay, formatIndianLongDate, type CheckInLink, type Locale } from '@foundation/shared';
import { englishText, type Translate } from '../common/panelText';

/** Whether a link still opens the check-in screen: revoked by staff, past its expiry, or working. */
export function linkState(link: CheckInLink, now = new Date()): 'revoked' | 'expired' | 'active' {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A registration's door check-in as the list shows it: '2 of 3', or a dash before anyone came. */
export function checkedInText(
  record: { checkedIn: number; numberOfTickets: number },
  translate: Translate = englishText,
): string {
  return record.checkedIn > 0
    ? translate('admin.checkIn.countOf', { checkedIn: record.checkedIn, total: record.numberOfTickets })
    : '—';
}

/**
 * The last day a link works, as staff read it: a link expires at midnight (India) that starts the second
 * day after the event, so it works until the end of the day before: 'end of 7 December 2026' (the long
 * date of the rest of the panel, in its language).
 */
export function worksUntilText(
  expiresAt: string,
  translate: Translate = englishText,
  locale: Locale = 'en',
): string {
  const lastDay = checkInLinkLastDay(expiresAt);
  return translate('admin.checkIn.worksUntil', { date: formatIndianLongDate(lastDay, locale) ?? lastDay });
}
