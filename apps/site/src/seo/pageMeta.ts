import { SITE } from '../siteConfig';
import seo from './pages.json';

/** Paths of the static pages, as listed in pages.json. */
export type StaticPagePath = keyof typeof seo.pages;

/** Title and description of a static page (the same the production server writes into the HTML). */
export function staticPageMeta(path: StaticPagePath): { title: string; description: string } {
  return seo.pages[path];
}

/** Titles of the not-found states. */
export const PAGE_META = seo;

/** Page titles read '{page} | {foundation}', except those that name the foundation already. */
export function documentTitle(pageTitle: string): string {
  return pageTitle.includes(SITE.name) ? pageTitle : `${pageTitle} | ${SITE.name}`;
}
