import {
  formatIndiaTime,
  formatIndianDigits,
  formatNameList,
  type Locale,
  type PublicSession,
  sortedWeekdays,
  type SessionType,
  type Weekday,
  WEEKDAYS,
} from '@foundation/shared';
import { t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';

/**
 * Texts of the Sessions page (docs/product.md, Sessions), in the page's language: entries `sessions.*` of the
 * catalogues; the sessions come from GET /api/sessions.
 */
export const SESSIONS = withTexts(
  catalogueTexts('sessions', [
    'title',
    'lead',
    'tabsLabel',
    'joinSession',
    'joining',
    'viewArchive',
    'loading',
    'failed',
    'joinFailed',
    'noOngoing',
    'noArchived',
    'noSessionsThatDay',
  ]),
  {
    get tabs(): string[] {
      return (['ongoing', 'archived', 'calendar'] as const).map((tab) => t(`sessions.tab.${tab}`));
    },
    participants: (count: number) => t('sessions.participants', { count: formatIndianDigits(count) }),
    viewArchiveLabel: (title: string) => t('sessions.viewArchiveLabel', { title }),
    type: (type: SessionType) => t(`sessions.type.${type}`),
    weekday: (day: Weekday) => t(`sessions.weekday.${day}`),
  },
);

/**
 * When a session meets, in the page's language. English keeps the API's own label ("Mon, Wed, Fri, 7:00 AM
 * IST"); Hindi builds it the same way from the days and the time, with the days' Hindi names and the Hindi
 * time ("हर मंगलवार, शाम 7:00 बजे (भारतीय समय)", "सोमवार और शुक्रवार, सुबह 6:30 बजे (भारतीय समय)").
 */
export function sessionSchedule(
  session: Pick<PublicSession, 'schedule' | 'days' | 'startTime'>,
  locale: Locale,
): string {
  if (locale === 'en') return session.schedule;
  const time = formatIndiaTime(session.startTime, locale, true);
  const days = sortedWeekdays(session.days);
  if (days.length === 0) return time;
  if (days.length === WEEKDAYS.length) return t('sessions.scheduleDaily', { time });
  if (days.length === 1) return t('sessions.scheduleWeekly', { day: SESSIONS.weekday(days[0]!), time });
  return t('sessions.scheduleDays', {
    days: formatNameList(
      days.map((day) => SESSIONS.weekday(day)),
      locale,
    ),
    time,
  });
}
