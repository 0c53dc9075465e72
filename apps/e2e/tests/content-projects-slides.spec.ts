import { expect, test, type Page } from './test';
import { ADMIN_STATE, adminBase, adminToken, expectToast, pngFile, unique } from './admin-helpers';
import { siteUrl } from './site-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const run = unique();
const PROJECT = `E2E Well for Tapovan ${run}`;
const SLIDE = `E2E Ganga Aarti ${run}`;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function adminDelete(path: string) {
  await fetch(`${stackUrls().api}/api/admin/${path}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
}

/*
 * Content staff run, end to end: a donation project (with its picture) and a hero slide made in the admin
 * panel; a visitor sees both, gives to the project through the sandbox provider, and its raised figure
 * (computed from completed donations, never typed) moves.
 */
test.describe.serial('Donation projects and hero slides', () => {
  // Each test is a whole staff and visitor journey (uploads, a payment, two browsers).
  test.describe.configure({ timeout: 90_000 });

  test('staff create a donation project with an image; a visitor gives to it and the raised figure moves', async ({
    page,
    browser,
  }) => {
    await page.goto(`${adminBase()}/donation-projects`);
    await page.getByRole('link', { name: 'Add New Project' }).first().click();
    await page.getByRole('button', { name: 'Save Project' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Goal is required')).toBeVisible();
    await field(page, 'Title').fill(PROJECT);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A hand pump for the ashram village.');
    await page.getByRole('spinbutton', { name: /Goal/ }).fill('4000');
    await page.getByTestId('file-imageUrl').setInputFiles(pngFile('well.png', [40, 120, 200]));
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Project' }).click();
    await expectToast(page, 'Project created successfully');
    const row = page.getByRole('row').filter({ hasText: PROJECT });
    await expect(row).toContainText('₹4,000');
    await expect(row).toContainText('₹0 (0%)');

    // A visitor (no admin session) on the Contribute page.
    const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(siteUrl('/contribute'));
    const card = visitor
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('heading', { name: PROJECT }) });
    await expect(card).toContainText('Goal: ₹4,000 · Raised: ₹0');
    await expect(card).toContainText('0% funded');
    // Its picture went through the upload pipeline: a WebP with a srcset of renditions.
    const picture = card.locator('img'); // decorative (alt=""): the title says what it is
    await expect(picture).toHaveAttribute('src', /\/uploads\/donation-projects\/.+\.webp$/);
    await expect(picture).toHaveAttribute('srcset', /\.webp \d+w/);

    await card.getByRole('button', { name: `Give to this project: ${PROJECT}` }).click();
    await expect(visitor.getByLabel('Give to a project (optional)')).toHaveValue(/[0-9a-f-]{36}/);
    await visitor.getByText('One-time', { exact: true }).click();
    await visitor.getByLabel('Full Name').fill('Ravi Shankar');
    await visitor.getByLabel('Email').fill(`project-${run}@example.org`);
    await visitor.getByLabel('Phone').fill('+91 98000 11122');
    const orderAnswer = visitor.waitForResponse((response) => response.url().endsWith('/api/create-order'));
    await visitor.getByRole('button', { name: 'Donate ₹1,000 (one-time)' }).click();
    const order = await orderAnswer;
    expect(order.status()).toBe(201);
    expect(order.request().postDataJSON()).toMatchObject({ amount: 1000, donationType: 'one-time' });
    expect(order.request().postDataJSON().projectId).toMatch(/[0-9a-f-]{36}/);
    const sandbox = visitor.getByRole('dialog', { name: 'Sandbox Payment' });
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(
      visitor.getByRole('status').filter({ hasText: 'Your gift of ₹1,000 was received' }),
    ).toBeVisible();
    // The page reads the projects again after a gift: 1,000 of 4,000 raised.
    await expect(card).toContainText('Raised: ₹1,000');
    await expect(card).toContainText('25% funded');
    await visitor.reload();
    await expect(
      visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: PROJECT }) }),
    ).toContainText('25% funded');
    await visitorContext.close();

    // Staff see the computed figure too, and cannot delete a project that has donations.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: PROJECT })).toContainText('₹1,000 (25%)');
  });

  test('staff create a hero slide with desktop and mobile images; a visitor sees it on the home page', async ({
    page,
    browser,
  }) => {
    await page.goto(`${adminBase()}/hero-slides`);
    await page.getByRole('link', { name: 'Add New Slide' }).first().click();
    await field(page, 'Title').fill(SLIDE);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Evening lamps on the river at Haridwar.');
    await page.getByTestId('file-desktopImageUrl').setInputFiles(pngFile('wide.png', [200, 120, 40]));
    await page.getByTestId('file-mobileImageUrl').setInputFiles(pngFile('tall.png', [120, 40, 200]));
    await expect(page.getByRole('img', { name: 'Desktop Image preview' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Mobile Image preview' })).toBeVisible();
    await field(page, 'Link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Slide' }).click();
    await expect(
      page.getByText('Link must be a path of the site (starting with /) or an https:// address'),
    ).toBeVisible();
    await field(page, 'Link').fill('/vishranti');
    await page.getByRole('spinbutton', { name: 'Order' }).fill('10000');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/hero-slides') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save Slide' }).click();
    const slideId = ((await (await saved).json()) as { id: string }).id;
    try {
      await expectToast(page, 'Slide created successfully');
      await expect(page.getByRole('row').filter({ hasText: SLIDE })).toContainText('/vishranti');

      // The home page shows exactly the slides of the admin list (the demo's four and this one): no others.
      const listed = await page.locator('tbody tr').allInnerTexts();
      expect(listed.length).toBeGreaterThan(1);
      const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const visitor = await visitorContext.newPage();
      await visitor.goto(siteUrl('/'));
      // The hero carousel's slides only: the programs' carousel further down has slides of its own.
      const slides = visitor
        .getByRole('region', { name: 'Highlights' })
        .locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(listed.length);
      for (const title of await slides.locator('h2, h3').allInnerTexts())
        expect(listed.some((row) => row.includes(title))).toBe(true);
      const slide = slides.filter({ hasText: SLIDE });
      await expect(slide).toHaveCount(1);
      // A slide that is not on screen is hidden from the accessibility tree: its link is found by its text.
      await expect(slide.locator('a', { hasText: 'Learn More' })).toHaveAttribute('href', '/vishranti');
      await expect(slide.locator('source')).toHaveAttribute(
        'srcset',
        /\/uploads\/hero-slides\/desktop\/.+\.webp/,
      );
      await expect(slide.locator('img')).toHaveAttribute('src', /\/uploads\/hero-slides\/mobile\/.+\.webp$/);
      await visitorContext.close();
    } finally {
      // Other tests read the demo's home page: the slide goes as soon as it was seen.
      await adminDelete(`hero-slides/${slideId}`);
    }
  });
});
