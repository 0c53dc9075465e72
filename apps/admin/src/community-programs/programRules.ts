import { isBlankHtml, programSaveProblems, resolveSlug } from '@foundation/shared';

type Values = Record<string, unknown>;

export const NEW_PROGRAM_DEFAULTS = {
  title: '',
  category: '',
  description: '',
  urlSlug: '',
  featuredImageUrl: null,
  isActive: true,
  galleryImages: [],
};

/** docs/product.md §5's required fields of a community program, as form errors. */
export function validateProgram(values: Values): Record<string, string> {
  const problems = programSaveProblems({
    title: values.title as string,
    category: values.category as string,
    descriptionIsBlank: isBlankHtml(values.description as string),
    urlSlug: resolveSlug(values.urlSlug as string, values.title as string),
  });
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}

/**
 * What is sent on save: the slug made from the title when empty, trimmed texts, and the gallery as shown
 * (images removed in the form are dropped, new ones appended with their captions; docs/product.md §7).
 */
export function programToSave(values: Values): Values {
  const title = String(values.title ?? '').trim();
  return {
    title,
    category: String(values.category ?? '').trim(),
    description: values.description ?? '',
    urlSlug: resolveSlug(values.urlSlug as string, title),
    featuredImageUrl: values.featuredImageUrl || null,
    isActive: values.isActive !== false,
    galleryImages: ((values.galleryImages as Values[] | undefined) ?? [])
      .filter((image) => image && image.url)
      .map((image) => {
        const caption = String(image.caption ?? '').trim();
        return caption ? { url: image.url, caption } : { url: image.url };
      }),
  };
}
