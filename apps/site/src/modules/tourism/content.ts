import { t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';

/**
 * Texts of the Vishranti (spiritual tourism) page, docs/product.md (Vishranti), in the page's language:
 * entries `vishranti.*` of the catalogues. The retreats and yatras themselves are events of those categories
 * (GET /api/events?category=…); the regular programs and videos are run by staff (GET /api/vishranti-items).
 */
export const VISHRANTI = withTexts(
  catalogueTexts('vishranti', [
    'title',
    'lead',
    'retreatsTitle',
    'loadingRetreats',
    'noRetreats',
    'retreatsFailed',
    'location',
    'duration',
    'price',
    'dates',
    'register',
    'programsTitle',
    'loadingPrograms',
    'noPrograms',
    'programsFailed',
    'learnMore',
    'videosTitle',
    'videoSoon',
    'loadingVideos',
    'noVideos',
    'videosFailed',
    'playVideo',
  ]),
  {
    registerFor: (title: string) => t('vishranti.registerFor', { title }),
    learnMoreAbout: (title: string) => t('vishranti.learnMoreAbout', { title }),
  },
);
