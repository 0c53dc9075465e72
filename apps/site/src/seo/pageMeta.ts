import { localizedText } from '@foundation/shared';
import { currentLocale, t } from '../i18n/i18n';
import { SITE } from '../siteConfig';
import table from '../routes.json';

/** Paths of the static pages, as listed in the route table (src/routes.json). */
export type StaticPagePath = keyof typeof table.pages;

type HeadEntry = { title?: string; description?: string; titleHi?: string; descriptionHi?: string };

/**
 * A head's title and description in the page's language (the route table's `titleHi`, else English). The
 * browser's copy of the table has none (the site's vite.config, browserRouteTable): there they come with the
 * page's texts, as entries `page:{key}.title` (scripts/compile-catalogues.mjs, pageHeadTexts).
 */
function inPageLanguage(key: string, entry: HeadEntry | undefined) {
  if (entry?.title === undefined) {
    return { title: t(`page:${key}.title`), description: t(`page:${key}.description`) };
  }
  const locale = currentLocale();
  return {
    title: localizedText(entry, 'title', locale) ?? '',
    description: localizedText(entry, 'description', locale) ?? '',
  };
}

/** Title and description of a static page (the same the production server writes into the HTML). */
export function staticPageMeta(path: StaticPagePath): { title: string; description: string } {
  return inPageLanguage(path, table.pages[path]);
}

/** Title and description of a not-found state: an unknown page, event or program. */
export function notFoundMeta(kind: 'notFound' | 'eventNotFound' | 'programNotFound'): {
  title: string;
  description: string;
} {
  return inPageLanguage(kind, (table as Record<string, unknown>)[kind] as HeadEntry | undefined);
}

/** Page titles read '{page} | {foundation}', except those that name the foundation already. */
export function documentTitle(pageTitle: string): string {
  return pageTitle.includes(SITE.name) ? pageTitle : `${pageTitle} | ${SITE.name}`;
}
