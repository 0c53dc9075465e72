import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { DEMO, siteUrl } from './site-helpers';

/** The site's one route table, which both the app and its server are built from. */
const table: { pages: Record<string, { title: string }> } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../site/src/routes.json'), 'utf8'),
);
const NOT_FOUND = 'Oops! Page not found';

test('the server answers every page of the route table and the app shows that page, not its 404', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const [pathname, meta] of Object.entries(table.pages)) {
    const response = await page.goto(siteUrl(pathname));
    expect([pathname, response?.status()]).toEqual([pathname, 200]);
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    expect(await page.title()).toContain(meta.title);
  }
  for (const pathname of [`/events/${DEMO.freeEvent}`, `/community-programs/${DEMO.program}`]) {
    const response = await page.goto(siteUrl(pathname));
    expect([pathname, response?.status()]).toEqual([pathname, 200]);
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  }
});

test('a path outside the route table is a 404 for the server and the app alike', async ({ page }) => {
  for (const pathname of ['/no-such-page', '/events/a/b', '/yogayan/more']) {
    const response = await page.goto(siteUrl(pathname));
    expect([pathname, response?.status()]).toEqual([pathname, 404]);
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  }
});
