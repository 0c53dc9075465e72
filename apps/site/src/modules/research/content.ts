import { t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';

/**
 * Static contents of the Ritambhara (research) page, docs/product.md §2, in the page's language: entries
 * `research.*` of src/locales/{locale}/messages.json; years and the order of items stay here.
 */
export type WorkshopScope = 'International' | 'National';

type Place = 'rishikesh' | 'newDelhi' | 'varanasi' | 'haridwar' | 'bengaluru' | 'pune';

/** Each scope's workshops, newest first: year and place; the title is `research.workshop.{scope}.{n}`. */
const WORKSHOPS: Record<WorkshopScope, { year: number; place: Place }[]> = {
  International: [
    { year: 2019, place: 'rishikesh' },
    { year: 2015, place: 'newDelhi' },
    { year: 2009, place: 'varanasi' },
    { year: 2001, place: 'haridwar' },
  ],
  National: [
    { year: 2018, place: 'varanasi' },
    { year: 2012, place: 'bengaluru' },
    { year: 2005, place: 'pune' },
    { year: 1998, place: 'rishikesh' },
  ],
};

/** The papers by year: numbers of the titles `research.paper.{n}`. */
const PAPERS = [
  { year: 2019, papers: [1, 2] },
  { year: 2016, papers: [3] },
  { year: 2012, papers: [4, 5] },
];

const SCOPES: WorkshopScope[] = ['International', 'National'];

export const RITAMBHARA = withTexts(
  catalogueTexts('research', [
    'title',
    'lead',
    'areasTitle',
    'workshopsTitle',
    'scopesLabel',
    'papersTitle',
    'libraryTitle',
  ]),
  {
    get areas(): { title: string; description: string }[] {
      return [1, 2, 3, 4].map((n) => ({
        title: t(`research.area.${n}.title`),
        description: t(`research.area.${n}.description`),
      }));
    },
    scopes: SCOPES,
    scopeLabel: catalogueTexts('research.scope', ['International', 'National']),
    get workshops(): Record<WorkshopScope, { year: number; title: string; place: string }[]> {
      const list = (scope: WorkshopScope) =>
        WORKSHOPS[scope].map(({ year, place }, index) => ({
          year,
          title: t(`research.workshop.${scope}.${index + 1}`),
          place: t(`research.place.${place}`),
        }));
      return { International: list('International'), National: list('National') };
    },
    get papers(): { year: number; titles: string[] }[] {
      return PAPERS.map(({ year, papers }) => ({
        year,
        titles: papers.map((n) => t(`research.paper.${n}`)),
      }));
    },
    get library(): { title: string; author: string }[] {
      return [1, 2, 3].map((n) => ({ title: t(`research.book.${n}`), author: t('research.bookAuthor') }));
    },
  },
);
