import { expect, test } from './test';
import { stackUrls } from './urls';

const { api, site, admin } = stackUrls();

test('the site lists the upcoming offline events that the API serves', async ({ page, request }) => {
  const events = await (await request.get(`${api}/api/events?type=offline`)).json();
  expect(events.length).toBeGreaterThan(0);
  await page.goto(`${site}/events`);
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  for (const event of events) {
    await expect(page.getByText(event.title, { exact: true })).toBeVisible();
  }
});

test('the site shows the 404 page for an unknown path and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(`${site}/no-such-page`);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(`${site}/`);
  expect(logged.some((text) => text.includes('/no-such-page'))).toBe(true);
});

test('the admin panel is served under /admin/ from its own origin', async ({ page }) => {
  await page.goto(admin);
  await expect(page.getByRole('heading', { name: 'Foundation Admin' })).toBeVisible();
});

test('the API answers health and the public reads the site needs', async ({ request }) => {
  expect(await (await request.get(`${api}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
  const programs = await (await request.get(`${api}/api/community-programs?limit=6`)).json();
  expect(programs.length).toBeGreaterThan(0);
  expect(programs.length).toBeLessThanOrEqual(6);
});
