import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { ADMIN_ROUTE, PAGE_COMPONENTS, PAGE_ROUTES } from '../src/routes';
import { resolvePage } from './page-meta.mjs';

const SRC = path.join(__dirname, '../src');
const table = JSON.parse(readFileSync(path.join(SRC, 'routes.json'), 'utf8'));

const ITEM = {
  title: 'Raja Yoga Retreat',
  category: 'Seva',
  startDate: '2030-03-10',
  endDate: '2030-03-12',
  location: 'Rishikesh',
  description: '<p>Seven days.</p>',
};
const site = JSON.parse(readFileSync(path.join(SRC, 'site-config.json'), 'utf8'));

/** The page component the app's router shows for a path (the routes App.tsx builds, same nesting). */
function appPage(pathname) {
  const matches = matchRoutes([ADMIN_ROUTE, { children: [...PAGE_ROUTES] }], pathname);
  return matches?.at(-1)?.route.component;
}

/** The page component the production server preloads for a path, and the status it answers. */
async function serverPage(pathname) {
  const lookup = async (apiPath) => (apiPath.includes('/missing') ? null : apiPath.includes('?') ? [] : ITEM);
  const { status, page } = await resolvePage(pathname, {
    seo: table,
    site,
    siteUrl: 'https://yoga.example.org',
    mediaBase: 'https://api.example.org',
    lookup,
  });
  return { status, page };
}

describe('the route table', () => {
  const paths = [
    ...Object.keys(table.pages),
    ...Object.keys(table.pages).map((pathname) => `${pathname}/`),
    '/events/raja-yoga-retreat',
    '/events/raja-yoga-retreat/',
    '/community-programs/annadaan',
    '/community-programs/annadaan/',
    `/bookings/${'Ab0_-'.repeat(8)}Ab0`,
    `/bookings/${'Ab0_-'.repeat(8)}Ab0/`,
    '/bookings/missing-too-short',
    `/waitlist-offers/${'Ab0_-'.repeat(8)}Ab0`,
    '/waitlist-offers/missing-too-short',
    '/events/missing-event',
    '/community-programs/missing-program',
    '/events/a/b',
    '/community-programs/a/b',
    '/no-such-page',
    '/yogayan/more',
    '/contact/us',
  ];

  it.each(paths)('%s: the server and the app show the same page', async (pathname) => {
    const server = await serverPage(pathname);
    expect(appPage(pathname)).toBe(server.page);
    expect(server.page).toBeTruthy();
  });

  it('answers 200 for the pages the app has and 404 for the paths the app shows as not found', async () => {
    for (const pathname of paths) {
      const { status } = await serverPage(pathname);
      const notFound = appPage(pathname) === table.notFound.component || pathname.includes('/missing');
      expect([pathname, status]).toEqual([pathname, notFound ? 404 : 200]);
    }
  });

  it('names only components that exist in src/pages', () => {
    for (const name of PAGE_COMPONENTS) {
      expect([name, existsSync(path.join(SRC, 'pages', `${name}.tsx`))]).toEqual([name, true]);
    }
  });

  it('leaves /admin/* to the admin panel', () => {
    expect(appPage('/admin/events')).toBe(table.admin.component);
  });
});
