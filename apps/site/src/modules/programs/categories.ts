import { type CommunityProgram } from '@foundation/shared';
import { catalogueTexts } from '../../i18n/texts';

export const ALL_CATEGORIES = 'all';

/** docs/product.md §2: filter buttons are 'all' plus each distinct category among the loaded programs, in order of appearance. */
export function programCategories(programs: readonly CommunityProgram[]): string[] {
  return [ALL_CATEGORIES, ...new Set(programs.map((program) => program.category).filter(Boolean))];
}

export function filterByCategory(
  programs: readonly CommunityProgram[],
  category: string,
): CommunityProgram[] {
  return category === ALL_CATEGORIES
    ? [...programs]
    : programs.filter((program) => program.category === category);
}

/** The names of the categories staff use, in the page's language (entries `programs.category.*`). */
const CATEGORY_NAMES = catalogueTexts('programs.category', [
  'communityService',
  'education',
  'healthWellness',
]);

/** Staff write a program's category in English: each known one's catalogue entry. */
const CATEGORY_KEYS: Readonly<Record<string, keyof typeof CATEGORY_NAMES>> = {
  'Community Service': 'communityService',
  Education: 'education',
  'Health & Wellness': 'healthWellness',
};

/** A category as the page shows it: its name in the page's language, or as staff wrote it when unknown. */
export function categoryName(category: string): string {
  const key = Object.hasOwn(CATEGORY_KEYS, category) ? CATEGORY_KEYS[category] : undefined;
  return key ? CATEGORY_NAMES[key] : category;
}
