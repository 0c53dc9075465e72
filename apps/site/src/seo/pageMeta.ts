import { SITE } from '../siteConfig';
import table from '../routes.json';

/** Paths of the static pages, as listed in the route table (src/routes.json). */
export type StaticPagePath = keyof typeof table.pages;

/** Title and description of a static page (the same the production server writes into the HTML). */
export function staticPageMeta(path: StaticPagePath): { title: string; description: string } {
  return table.pages[path];
}

/** Titles of the not-found states. */
export const PAGE_META = table;

/** Page titles read '{page} | {foundation}', except those that name the foundation already. */
export function documentTitle(pageTitle: string): string {
  return pageTitle.includes(SITE.name) ? pageTitle : `${pageTitle} | ${SITE.name}`;
}
