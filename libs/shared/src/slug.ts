/**
 * The URL slug rule of docs/product.md §5: lower-case, every run of characters that are not ASCII letters or
 * digits becomes one hyphen, and hyphens at either end are trimmed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a stored slug must look like: lower-case letters and digits in hyphen-separated groups. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
