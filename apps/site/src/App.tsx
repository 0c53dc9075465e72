import { type ComponentType, lazy, type ReactNode } from 'react';
import { type Locale, localePath } from '@foundation/shared';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ErrorBoundary } from './components/RouteError';
import { ToastProvider } from './components/Toasts';
import { GlobalStyle } from './GlobalStyle';
import { DevanagariFont } from './i18n/DevanagariFont';
import { withPartTexts } from './i18n/browserCatalogue';
import { SiteLayout } from './layout/SiteLayout';
import { chunkLoaded } from './lib/chunkReload';
import { HydrationMark } from './lib/hydrated';
import { ADMIN_ROUTE, PAGE_COMPONENTS, PAGE_ROUTES, type SiteRoute } from './routes';
import { type StaticPagePath } from './seo/pageMeta';
import { theme } from './theme';

type PageProps = { page?: StaticPagePath };
type PageModule = { default: ComponentType<PageProps> };

// Every page is its own chunk (route-level code splitting); the frame above is the only shared first load.
const pageModules = import.meta.glob<PageModule>(['./pages/*.tsx', '!./pages/*.spec.tsx']);

const PAGES = new Map(
  PAGE_COMPONENTS.map((name) => {
    const load = pageModules[`./pages/${name}.tsx`];
    if (!load) throw new Error(`The route table names ${name}, which is not in src/pages`);
    return [
      name,
      // The page's code with its texts in the page's language (src/i18n/browserCatalogue.ts).
      lazy(() =>
        withPartTexts(name, load).then((module) => {
          chunkLoaded();
          return module;
        }),
      ),
    ];
  }),
);

function toRoute({ path, component, page }: SiteRoute): RouteObject {
  const Page = PAGES.get(component)!;
  return {
    path,
    element: (
      <>
        <Page page={page} />
        <HydrationMark />
      </>
    ),
  };
}

/** The routes of the one route table (src/routes.json), which the production server reads too. */
const ROUTES: RouteObject[] = [
  toRoute(ADMIN_ROUTE),
  { element: <SiteLayout />, children: PAGE_ROUTES.map(toRoute) },
];

/** The page of the current address, inside the site's frame. The server renders it under a static router. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}

/** The router's base path of a language: Hindi pages live under /hi (see libs/shared/src/locale.ts). */
export function routerBasename(locale: Locale): string | undefined {
  return locale === 'en' ? undefined : localePath('/', locale);
}

/**
 * Theme, global styles, error screen and toasts around the router. The server entry (src/entry-server.tsx)
 * puts a static router inside it, the browser the one below.
 *
 * The error screen catches what the frame's own boundary (around each page, in SiteLayout) cannot: a failing
 * frame. React Router's data router would give routes an errorElement, but it alone weighs about 18 KB
 * gzipped in the first load; a boundary around the routes does the same for this site, which has no loaders.
 */
export function AppFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {locale === 'hi' && <DevanagariFont />}
      <ErrorBoundary>
        <ToastProvider>{children}</ToastProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

/**
 * The app in the browser. `locale` is the page's language, read from its URL before the app renders
 * (src/main.tsx).
 */
export function App({ locale = 'en' }: { locale?: Locale }) {
  return (
    <AppFrame locale={locale}>
      {/* Hindi pages live under /hi: as the router's basename, every link of the app keeps the language. */}
      <BrowserRouter basename={routerBasename(locale)}>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
