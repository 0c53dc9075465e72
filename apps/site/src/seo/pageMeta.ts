import { localizedText } from '@foundation/shared';
import { currentLocale } from '../i18n/i18n';
import { SITE } from '../siteConfig';
import table from '../routes.json';

/** Paths of the static pages, as listed in the route table (src/routes.json). */
export type StaticPagePath = keyof typeof table.pages;

/** A head's title and description in the page's language (the route table's `titleHi`, else English). */
function inPageLanguage(entry: {
  title: string;
  description: string;
  titleHi?: string;
  descriptionHi?: string;
}) {
  const locale = currentLocale();
  return {
    title: localizedText(entry, 'title', locale),
    description: localizedText(entry, 'description', locale),
  };
}

/** Title and description of a static page (the same the production server writes into the HTML). */
export function staticPageMeta(path: StaticPagePath): { title: string; description: string } {
  return inPageLanguage(table.pages[path]);
}

/** Title and description of a not-found state: an unknown page, event or program. */
export function notFoundMeta(kind: 'notFound' | 'eventNotFound' | 'programNotFound'): {
  title: string;
  description: string;
} {
  return inPageLanguage(table[kind]);
}

/** Page titles read '{page} | {foundation}', except those that name the foundation already. */
export function documentTitle(pageTitle: string): string {
  return pageTitle.includes(SITE.name) ? pageTitle : `${pageTitle} | ${SITE.name}`;
}
