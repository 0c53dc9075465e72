import { expect, test } from './test';
import { siteUrl } from './site-helpers';
import { stackUrls } from './urls';

test("the category filter shows 'all' and each category, and filters the cards", async ({
  page,
  request,
}) => {
  const programs: { title: string; category: string }[] = await (
    await request.get(`${stackUrls().api}/api/community-programs`)
  ).json();
  const categories = [...new Set(programs.map((p) => p.category))];
  await page.goto(siteUrl('/community-programs'));
  const filter = page.getByRole('group', { name: 'Filter programs by category' });
  await expect(filter.getByRole('button')).toHaveText(['all', ...categories]);
  await expect(filter.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article')).toHaveCount(programs.length);

  const category = categories[1];
  await filter.getByRole('button', { name: category }).click();
  const expected = programs.filter((p) => p.category === category);
  await expect(page.getByRole('article')).toHaveCount(expected.length);
  for (const program of expected) await expect(page.getByRole('link', { name: program.title })).toBeVisible();

  await filter.getByRole('button', { name: 'all' }).click();
  await expect(page.getByRole('article')).toHaveCount(programs.length);
});

test('a program page shows its gallery with captions, Back to Programs and Contribute Now', async ({
  page,
  request,
}) => {
  const [program] = await (await request.get(`${stackUrls().api}/api/community-programs?limit=1`)).json();
  await page.goto(siteUrl('/community-programs'));
  await page.getByRole('link', { name: program.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
  await expect(page.getByText(program.category).first()).toBeVisible();
  for (const image of program.galleryImages.filter((i: { caption?: string }) => i.caption)) {
    await expect(page.locator('figcaption', { hasText: image.caption })).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: 'Contribute Now' })).toHaveAttribute('href', '/contribute');
  await page.getByRole('button', { name: /Back to Programs/ }).click();
  await expect(page).toHaveURL(siteUrl('/community-programs'));
});
