import { t } from '../../i18n/i18n';
import { catalogueTexts } from '../../i18n/texts';

/**
 * Texts of the events screens (docs/product.md §2) that are not shared with other apps, in the page's
 * language: entries `events.*` of src/locales/{locale}/messages.json.
 */
export const EVENT_TEXTS = Object.assign(
  catalogueTexts('events', [
    'upcomingEventsTitle',
    'upcomingEventsLead',
    'loadingEvents',
    'loadingEvent',
    'noUpcomingEvents',
    'freeEntry',
    'viewDetails',
    'backToEvents',
    'registerNow',
    'soldOutNote',
    'joinWaitlist',
    'eventEnded',
    'aboutThisEvent',
    'whatToExpect',
    'benefits',
    'specialFeatures',
    'whatsIncluded',
    'whatsNotIncluded',
    'dailySchedule',
    'gallery',
    'faq',
    'cancellationPolicy',
    'loadingOnlineEvents',
    'noOnlineEvents',
  ]),
  {
    /** The price of a paid event with ticket types: its cheapest type's (`₹` amount already formatted). */
    priceFrom: (amount: string) => t('events.priceFrom', { amount }),
    /** An event's length in days ('3 days'); null when it has none. */
    duration: (days: number | null) =>
      days === null ? null : days === 1 ? t('events.durationOne') : t('events.durationMany', { days }),
  },
);
