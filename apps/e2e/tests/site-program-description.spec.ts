import { expect, test } from './test';
import { DEMO, siteUrl } from './site-helpers';

/** A description as the admin panel's rich-text editor saves it (after the API's allow-list). */
const EDITOR_HTML =
  '<p>Meals for pilgrims at the <strong>ghats</strong> of Varanasi.</p>' +
  '<ul><li>Sattvic food</li><li>Served every day</li></ul><p>Join the seva.</p>';

test('a program written in the rich-text editor shows formatted on its page and as plain text on its card', async ({
  page,
}) => {
  // The browser's reads of the program answer with the editor's HTML (the list, then the program).
  await page.route(/\/api\/community-programs(\?[^/]*)?$/, async (route) => {
    const programs = await (await route.fetch()).json();
    for (const program of programs) if (program.urlSlug === DEMO.program) program.description = EDITOR_HTML;
    await route.fulfill({ json: programs });
  });
  await page.route(new RegExp(`/api/community-programs/${DEMO.program}$`), async (route) => {
    const program = await (await route.fetch()).json();
    await route.fulfill({ json: { ...program, description: EDITOR_HTML } });
  });

  await page.goto(siteUrl('/community-programs'));
  const card = page.getByRole('article').filter({ hasText: 'Annadaan' });
  await expect(card).toContainText(
    'Meals for pilgrims at the ghats of Varanasi. Sattvic food Served every day',
  );
  await expect(card).not.toContainText('<');

  await card.getByRole('link', { name: /Annadaan/ }).click();
  await expect(page).toHaveURL(siteUrl(`/community-programs/${DEMO.program}`));
  const main = page.getByRole('main');
  await expect(main.locator('strong', { hasText: 'ghats' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Sattvic food' })).toBeVisible();
  await expect(main.locator('p', { hasText: 'Join the seva.' })).toBeVisible();
  await expect(main).not.toContainText('<p>');
});
