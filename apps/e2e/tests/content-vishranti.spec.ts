import { expect, test, type Page } from './test';
import { ADMIN_STATE, adminBase, adminToken, expectToast, unique } from './admin-helpers';
import { siteUrl } from './site-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const VIDEO = `E2E Evening Satsang ${unique()}`;

/** Records what the browser refuses under the Content-Security-Policy while the page runs. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/*
 * The Vishranti page's videos are content staff run: a video added in the admin panel (its address checked
 * against the allowed video hosts) shows on /vishranti, beside the demo's programs, and plays in the
 * privacy-enhanced player the site's CSP frames.
 */
test('staff add a video; a visitor sees it on /vishranti and its privacy-enhanced player is framed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${adminBase()}/vishranti-items`);
  await page.getByRole('link', { name: 'Add Program or Video' }).first().click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(VIDEO);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Video', exact: true }).click();
  await page.getByRole('textbox', { name: 'Video address' }).fill('https://evil.example/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Video must be a video address on YouTube or Vimeo')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Video address' })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('spinbutton', { name: 'Order' }).fill('10000');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/vishranti-items') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const itemId = ((await (await saved).json()) as { id: string }).id;
  try {
    await expectToast(page, 'Item created successfully');
    await expect(page.getByRole('row').filter({ hasText: VIDEO })).toContainText('Video');

    const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await visitorContext.newPage();
    const violations = cspViolations(visitor);
    await visitor.goto(siteUrl('/vishranti'));
    await expect(visitor.getByRole('heading', { name: 'Weekend Ashram Stays' })).toBeVisible();
    const videos = visitor.getByRole('region', { name: 'Videos' }).getByRole('listitem');
    const card = videos.filter({ hasText: VIDEO });
    await expect(videos.filter({ hasText: 'Kashi Ghats' })).toContainText('Video coming soon');
    await card.getByRole('button', { name: /Play video/ }).click();
    // The card becomes the player, named by the video's title.
    await expect(visitor.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await expect(visitor.locator('iframe')).toHaveAttribute('title', VIDEO);
    expect(violations).toEqual([]);
    // A regular program's Learn More leads to the page staff chose for it: here a seeded retreat.
    await visitor.getByRole('link', { name: 'Learn More about Weekend Ashram Stays' }).click();
    await expect(visitor).toHaveURL(/\/events\/himalayan-meditation-retreat-rishikesh$/);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Himalayan Meditation Retreat');
    await visitorContext.close();
  } finally {
    // Other tests read the demo's Vishranti page: the video goes as soon as it was seen.
    await fetch(`${stackUrls().api}/api/admin/vishranti-items/${itemId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminToken()}` },
    });
  }
});
