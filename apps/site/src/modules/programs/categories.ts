import { type CommunityProgram } from '@foundation/shared';

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
