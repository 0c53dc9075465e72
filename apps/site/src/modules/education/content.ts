import { catalogueTexts } from '../../i18n/texts';

/**
 * Texts of the Yogayan (education) page, docs/product.md (Yogayan), in the page's language: entries
 * `yogayan.*` of the catalogues. Featured courses are online events of the category course; the series and
 * featured sessions are the ongoing sessions (GET /api/sessions): those meeting once a week are the series.
 */
export const YOGAYAN = catalogueTexts('yogayan', [
  'title',
  'lead',
  'coursesTitle',
  'loadingCourses',
  'noCourses',
  'coursesFailed',
  'seriesTitle',
  'sessionsTitle',
  'loadingSessions',
  'noSeries',
  'noSessions',
  'sessionsFailed',
  'onlineEventsTitle',
  'onlineEventsFailed',
  'testimonialsTitle',
  'comingSoon',
]);
