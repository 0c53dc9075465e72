import { slugify } from '@foundation/shared';

/**
 * The slug after the title changed (docs/product.md §5: auto-filled from the title while the slug is empty).
 * While creating, a slug that still is exactly what the previous title gave keeps following the title, so
 * typing a title letter by letter fills the whole slug; a slug typed by hand is never overwritten. While
 * editing, only an empty slug is filled, so that published addresses do not change by accident.
 */
export function nextSlug(
  previousTitle: string,
  title: string,
  currentSlug: string | null | undefined,
  creating: boolean,
): string | null {
  // null: leave the slug as it is
  const slug = (currentSlug ?? '').trim();
  if (slug === '') return slugify(title);
  if (creating && slug === slugify(previousTitle)) return slugify(title);
  return null;
}
