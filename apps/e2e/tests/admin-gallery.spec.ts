import { expect, test, type APIRequestContext } from './test';
import { ADMIN_STATE, adminApi, adminBase, adminToken, expectToast, pngImage, unique } from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const run = unique();

interface Uploaded {
  id: string;
  url: string;
  variants: { url: string }[];
}

/** An image uploaded as the event and program forms do: POST /api/admin/uploads. */
async function upload(request: APIRequestContext, name: string, target: string): Promise<Uploaded> {
  const response = await request.post(`${stackUrls().api}/api/admin/uploads`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
    multipart: {
      target,
      file: { name, mimeType: 'image/png', buffer: pngImage(320, 200, [40, 120, 200]) },
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function adminSend(request: APIRequestContext, method: 'post' | 'put', path: string, data: object) {
  const response = await request[method](`${stackUrls().api}/api/admin/${path}`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test.describe.serial('Gallery', () => {
  const usedName = `e2e-used-${run}.png`;
  const unusedName = `e2e-unused-${run}.png`;
  const lateName = `e2e-late-${run}.png`;
  const programTitle = `E2E Gallery Program ${run}`;
  let used: Uploaded;
  let unused: Uploaded;
  let late: Uploaded;
  let program: { id: string; featuredImageUrl: string; galleryImages: { url: string; caption?: string }[] };

  test.beforeAll(async ({ request }) => {
    used = await upload(request, usedName, 'program-featured');
    unused = await upload(request, unusedName, 'event-gallery');
    late = await upload(request, lateName, 'program-gallery');
    program = await adminSend(request, 'post', 'community-programs', {
      title: programTitle,
      category: 'Education',
      description: '<p>Uses an uploaded image</p>',
      featuredImageUrl: used.url,
      galleryImages: [],
      isActive: false,
    });
  });

  const card = (page: import('@playwright/test').Page, name: string) =>
    page.getByTestId('media-item').filter({ hasText: name });

  test('lists uploaded images with where each is used; only unused ones offer Delete', async ({ page }) => {
    await page.goto(`${adminBase()}/gallery`);
    await expect(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();
    const usedCard = card(page, usedName);
    await expect(usedCard).toBeVisible();
    await expect(usedCard.getByRole('link', { name: programTitle })).toBeVisible();
    await expect(usedCard).toContainText('(featured image)');
    await expect(usedCard.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(usedCard.getByRole('img')).toHaveJSProperty('complete', true);
    expect(
      await usedCard.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    const unusedCard = card(page, unusedName);
    await expect(unusedCard).toContainText('Not used');
    await expect(unusedCard.getByRole('button', { name: 'Delete' })).toBeVisible();

    await usedCard.getByRole('link', { name: programTitle }).click();
    await expect(page).toHaveURL(`${adminBase()}/community-programs/${program.id}`);
  });

  test('deletes an unused image after confirmation: gone from the list, the API and the file server', async ({
    page,
  }) => {
    await page.goto(`${adminBase()}/gallery`);
    await card(page, unusedName).getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('Are you sure you want to delete this image? It is not used anywhere.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Image deleted successfully');
    await expect(card(page, unusedName)).toHaveCount(0);
    await expect(adminApi(`media/${unused.id}`)).rejects.toThrow(/404/);
    for (const variant of unused.variants) {
      expect((await fetch(`${stackUrls().api}${variant.url}`)).status).toBe(404);
    }
    expect((await fetch(`${stackUrls().api}${used.url}`)).status).toBe(200);
  });

  test('refuses to delete an image that came into use meanwhile, with the server’s explanation', async ({
    page,
    request,
  }) => {
    await page.goto(`${adminBase()}/gallery`);
    const lateCard = card(page, lateName);
    await expect(lateCard).toContainText('Not used');
    // Someone adds it to the program's gallery while the Gallery is open.
    await adminSend(request, 'put', `community-programs/${program.id}`, {
      ...program,
      galleryImages: [{ url: late.url, caption: 'Added meanwhile' }],
    });
    await lateCard.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, `This image is still used by program "${programTitle}"; remove it there first`);
    await expect(lateCard).toBeVisible();
    expect((await adminApi<{ usedIn: { field: string }[] }>(`media/${late.id}`)).usedIn).toEqual([
      expect.objectContaining({ resource: 'community-programs', id: program.id, field: 'galleryImages' }),
    ]);
    expect((await fetch(`${stackUrls().api}${late.url}`)).status).toBe(200);
    await page.reload();
    await expect(card(page, lateName).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(card(page, lateName)).toContainText('(gallery)');
  });
});
