import { expect, test, expectNoSidewaysScroll } from './test';
import { siteUrl } from './site-helpers';

test('on a phone the header folds into a menu that closes on a choice', async ({ page }) => {
  await page.goto(siteUrl('/'));
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(siteUrl('/events'));
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
});

test('on a phone Escape closes the menu and gives focus back to the toggle; the menu works by keyboard', async ({
  page,
}) => {
  await page.goto(siteUrl('/'));
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Yogayan' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Contribute' }).click();
  await expect(page).toHaveURL(siteUrl('/contribute'));
  await expect(nav).toBeHidden();
});

test('on a phone the pages fit the screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/events', '/contribute', '/contact', '/sessions']) {
    await page.goto(siteUrl(path));
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }
});
