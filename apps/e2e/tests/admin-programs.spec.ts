import { expect, test, type Page } from './test';
import { ADMIN_STATE, adminBase, expectToast, pngFile, unique } from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const run = unique();
const TITLE = `E2E Village School ${run}`;
const SLUG = `e2e-village-school-${run}`;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

interface PublicProgram {
  title: string;
  category: string;
  featuredImageUrl: string | null;
  galleryImages: { url: string; caption?: string }[];
}

async function published(request: import('@playwright/test').APIRequestContext): Promise<PublicProgram> {
  const response = await request.get(`${stackUrls().api}/api/community-programs/${SLUG}`);
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe.serial('Community programs', () => {
  test('the list has the documented columns', async ({ page }) => {
    await page.goto(`${adminBase()}/community-programs`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(
      (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean),
    ).toEqual(['Title', 'Category', 'URL Slug', 'Status', 'Last Updated', 'Actions']);
  });

  test('a new program with featured image and captioned gallery', async ({ page, request }) => {
    await page.goto(`${adminBase()}/community-programs`);
    await page.getByRole('link', { name: 'Add New Program' }).first().click();
    await expect(page.getByText('Add New Program').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save Program' }).click();
    for (const message of [
      'Title is required',
      'Category is required',
      'Description is required',
      'URL slug is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await field(page, 'Title').fill(TITLE);
    await expect(field(page, 'URL Slug')).toHaveValue(SLUG);
    await field(page, 'Category').fill('Education');
    await page.locator('.ProseMirror').first().click();
    await page.keyboard.type('Evening classes for village children.');
    await page.getByTestId('file-featuredImageUrl').setInputFiles(pngFile('school.png', [60, 160, 80]));
    await expect(page.getByRole('img', { name: 'Featured Image preview' })).toBeVisible();
    await page
      .getByTestId('files-galleryImages')
      .setInputFiles([
        pngFile('one.png', [200, 40, 40]),
        pngFile('two.png', [40, 200, 40]),
        pngFile('three.png', [40, 40, 200]),
      ]);
    await expect(page.getByTestId('gallery-item')).toHaveCount(3);
    await page.getByRole('textbox', { name: 'Caption for image 1' }).fill('Reading circle');
    await page.getByRole('textbox', { name: 'Caption for image 2' }).fill('Drawing class');
    await page.getByRole('textbox', { name: 'Caption for image 3' }).fill('Prize day');
    await expect(
      page.getByRole('switch', { name: 'Active' }).or(page.getByLabel('Active')).first(),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Save Program' }).click();
    await expectToast(page, 'Program created successfully');
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('Active');

    const program = await published(request);
    expect(program).toMatchObject({ title: TITLE, category: 'Education' });
    expect(program.featuredImageUrl).toBeTruthy();
    expect(program.galleryImages.map((image) => image.caption)).toEqual([
      'Reading circle',
      'Drawing class',
      'Prize day',
    ]);
  });

  test('a failed gallery upload aborts the save with “Failed to upload gallery images”', async ({
    page,
    request,
  }) => {
    await page.goto(`${adminBase()}/community-programs`);
    await page.getByRole('row').filter({ hasText: TITLE }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByText('Edit Program').first()).toBeVisible();
    // A PNG by its name and type, but not by its content: the API refuses it.
    await page
      .getByTestId('files-galleryImages')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(
      page.getByTestId('gallery-upload').getByText('Only JPEG and PNG images are allowed'),
    ).toBeVisible();
    await field(page, 'Category').fill('Changed but not saved');
    await page.getByRole('button', { name: 'Save Program' }).click();
    await expectToast(page, 'Failed to upload gallery images');
    await expect(page).toHaveURL(/\/community-programs\/[0-9a-f-]+$/);
    expect((await published(request)).category).toBe('Education');
  });

  test('editing drops removed gallery images and appends new ones with their captions', async ({
    page,
    request,
  }) => {
    const before = await published(request);
    await page.goto(`${adminBase()}/community-programs`);
    await page.getByRole('row').filter({ hasText: TITLE }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByTestId('gallery-item')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await expect(page.getByTestId('gallery-item')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Caption for image 1' }).fill('Reading circle at dusk');
    await page.getByTestId('files-galleryImages').setInputFiles(pngFile('four.png', [200, 200, 40]));
    await expect(page.getByTestId('gallery-item')).toHaveCount(3);
    await page.getByRole('textbox', { name: 'Caption for image 3' }).fill('New library');
    await page.getByRole('button', { name: 'Save Program' }).click();
    await expectToast(page, 'Program updated successfully');

    const after = await published(request);
    expect(after.galleryImages.map((image) => image.caption)).toEqual([
      'Reading circle at dusk',
      'Prize day',
      'New library',
    ]);
    expect(after.galleryImages[0].url).toBe(before.galleryImages[0].url);
    expect(after.galleryImages[1].url).toBe(before.galleryImages[2].url);
    expect(before.galleryImages.map((image) => image.url)).not.toContain(after.galleryImages[2].url);
  });

  test('a program is deleted after confirmation', async ({ page, request }) => {
    await page.goto(`${adminBase()}/community-programs`);
    await page.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this program?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Program deleted successfully');
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
    expect((await request.get(`${stackUrls().api}/api/community-programs/${SLUG}`)).status()).toBe(404);
  });
});
