import { expect, expectNoSidewaysScroll, test } from './test';
import { siteUrl } from './site-helpers';

/** The Vishranti and Sessions pages from the API, on a phone (the demo's retreats and sessions). */
test('a phone shows the retreats of /vishranti and the sessions of /sessions, within the screen', async ({
  page,
}) => {
  await page.goto(siteUrl('/vishranti'));
  const retreat = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Himalayan Meditation Retreat' }) });
  await expect(retreat).toContainText('7 days');
  await expect(retreat).toContainText('From ₹25,000');
  await expect(
    retreat.getByRole('link', { name: 'Register for Himalayan Meditation Retreat' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, '/vishranti');

  await page.goto(siteUrl('/sessions'));
  await expect(page.getByRole('heading', { name: 'Morning Dhyana' })).toBeVisible();
  await expect(page.getByText('Mon, Tue, Wed, Thu, Fri, Sat, 6:00 AM IST · All levels')).toBeVisible();
  await page.getByRole('tab', { name: 'Archived Sessions' }).click();
  await expect(page.getByText('320 participants')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Archive: Navaratri Sadhana Series/ })).toBeVisible();
  await expectNoSidewaysScroll(page, '/sessions');
});
