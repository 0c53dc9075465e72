import { expect, test } from './test';
import { siteUrl } from './site-helpers';

/** The Events page's own chunk (hashed name, e.g. /assets/EventsPage-D5fIJHwM.js). */
const EVENTS_CHUNK = /\/assets\/EventsPage-[\w-]+\.js$/;

test("a page whose code cannot load shows 'Unexpected Application Error!' after one automatic reload", async ({
  page,
}) => {
  await page.route(EVENTS_CHUNK, (route) => route.abort('internetdisconnected'));
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  await page.goto(siteUrl('/'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(alert).toContainText(/dynamically imported module/);
  await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // The frame stays: the visitor can go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl('/events'));
  // The first load, then exactly one automatic reload of /events: no loop.
  expect(documentLoads).toBe(2);

  // Another page still works after the error.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  expect(documentLoads).toBe(2);
});

test('a chunk missing after a release is fetched again by one reload, and the page shows', async ({
  page,
}) => {
  // The first request fails (the old release's file is gone); the reload gets the current one.
  let failed = false;
  await page.route(EVENTS_CHUNK, async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('failed');
  });
  await page.goto(siteUrl('/'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});
