import { catalogueEntry, catalogueTexts } from '../../i18n/texts';

/*
 * The texts of the home page's sections that only say something (HomeSections.tsx, kept as the server sent
 * them): apart from ./content.ts, whose texts the hydrated page reads.
 */

const SECTION_TITLES = catalogueTexts('home', ['areasTitle', 'impactTitle']);

export const AREAS: readonly { title: string; description: string }[] = [
  'education',
  'research',
  'service',
  'tourism',
  'environment',
  'culture',
].map((key) => catalogueTexts(`home.area.${key}`, ['title', 'description']));

export const CALL_TO_ACTION = Object.assign(catalogueTexts('home.cta', ['title', 'text']), {
  startLearning: catalogueEntry('home.cta.startLearning', ['label'], { path: '/yogayan' }),
  makeDonation: catalogueEntry('home.cta.makeDonation', ['label'], { path: '/contribute' }),
});

/** Section titles, read in the page's language. */
export function areasTitle(): string {
  return SECTION_TITLES.areasTitle;
}

export function impactTitle(): string {
  return SECTION_TITLES.impactTitle;
}
