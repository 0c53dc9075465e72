import { useEffect } from 'react';
import { documentTitle } from '../seo/pageMeta';

/**
 * Sets the document title (and meta description) while a page is shown. The production server writes the
 * same values into the HTML head for link previews; this keeps them right after client-side navigation.
 */
export function usePageTitle(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    document.title = documentTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
