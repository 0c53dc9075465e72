import { t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';

/**
 * Static contents of the About page (docs/product.md §2), in the page's language: entries `about.*` of
 * src/locales/{locale}/messages.json.
 */
export const ABOUT = withTexts(
  catalogueTexts('about', [
    'title',
    'lead',
    'missionTitle',
    'mission',
    'visionTitle',
    'vision',
    'mentorsTitle',
    'activitiesTitle',
    'videoTitle',
    'videoButton',
    'videoLoading',
    'videoNone',
    'founderTitle',
  ]),
  {
    get mentors(): { name: string; role: string }[] {
      return [1, 2, 3].map((n) => ({
        name: t('about.mentorToBeAnnounced'),
        role: t(`about.mentorRole.${n}`),
      }));
    },
    get activities(): string[] {
      return [1, 2, 3, 4].map((n) => t(`about.activity.${n}`));
    },
    get founder(): string[] {
      return [1, 2].map((n) => t(`about.founder.${n}`));
    },
  },
);
