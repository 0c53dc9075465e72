import { heroSlideProblems } from '@foundation/shared';

type Values = Record<string, unknown>;

export const NEW_HERO_SLIDE_DEFAULTS = {
  title: '',
  description: '',
  desktopImageUrl: null,
  mobileImageUrl: null,
  link: '/',
  sortOrder: 0,
};

/** The rules of a slide, as form errors (the API checks the same rules). */
export function validateHeroSlide(values: Values): Record<string, string> {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const problems = heroSlideProblems({
    title: text('title'),
    description: text('description'),
    desktopImageUrl: text('desktopImageUrl'),
    mobileImageUrl: text('mobileImageUrl'),
    link: text('link'),
  });
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}
