import table from './routes.json';
import { type StaticPagePath } from './seo/pageMeta';

/*
 * routes.json is the site's one route table, read by the app (here) and by the production server
 * (server/page-meta.mjs: status, HTML head, preloaded chunks and data, sitemap); server/routes.spec.mjs checks
 * that both resolve every path alike. It has no comment of its own (JSON). The browser bundles only its paths and
 * page components (the site's vite.config, browserRouteTable); the pages' head texts come with each page's
 * texts (scripts/compile-catalogues.mjs, pageHeadTexts). Its parts:
 * - pages: the static pages, with the title and description of their head and document.title; 'data' is
 *   the API list the server inlines into the HTML, 'sitemap': false keeps a page out of sitemap.xml;
 * - itemPages: one event or program by its url_slug, with its head from the API;
 * - privatePages: pages reached by a secret link (a booking): never looked up by the server, never indexed,
 *   never in the sitemap; 'param' is the shape of the secret (any other answers 404);
 * - admin: /admin/*, sent to the admin panel's origin; notFound: every other path (a 404);
 * - component: the file in src/pages that shows the path.
 */

/** A route of the app: its path pattern and the page component (a file in src/pages) it shows. */
export interface SiteRoute {
  path: string;
  component: string;
  /** Static pages receive their own path (the contact page serves four of them with their own titles). */
  page?: StaticPagePath;
}

/**
 * The pages inside the site's frame, from the one route table (src/routes.json) that the production server
 * reads too: static pages, the event and program pages, and every other path as the 404 page.
 */
export const PAGE_ROUTES: readonly SiteRoute[] = [
  ...(Object.keys(table.pages) as StaticPagePath[]).map((path) => ({
    path,
    component: table.pages[path].component,
    page: path,
  })),
  ...table.itemPages.map(({ path, component }) => ({ path, component })),
  ...table.privatePages.map(({ path, component }) => ({ path, component })),
  { path: '*', component: table.notFound.component },
];

/** /admin/*: outside the frame, sends the visitor to the admin panel. */
export const ADMIN_ROUTE: SiteRoute = { path: table.admin.path, component: table.admin.component };

/** Every page component the routes name, once each. */
export const PAGE_COMPONENTS: readonly string[] = [
  ...new Set([ADMIN_ROUTE, ...PAGE_ROUTES].map((route) => route.component)),
];
