import { expect, test, type Page } from '@playwright/test';
import { adminBase, adminCredentials } from './admin-helpers';

/**
 * Staff read the panel in Hindi on a phone: the language menu in the app bar switches the whole panel
 * (react-admin's texts and ours), the choice survives a reload, and English comes back the same way.
 * A fresh browser (no saved state), so the choice starts from English and is this test's own.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Opens the language menu (named after the language in use, in that language) and picks `next`. */
async function chooseLanguage(page: Page, menuName: string, next: string, shot?: string) {
  await page.getByRole('button', { name: menuName, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: next, exact: true })).toBeVisible();
  if (shot) await screenshot(page, shot);
  await page.getByRole('menuitem', { name: next, exact: true }).click();
}

/** A screenshot once the page's fonts are in (the Devanagari font swaps in when it arrives). */
async function screenshot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file });
}

test('the admin panel in Hindi: sign in, switch to हिन्दी, events list and form, kept after reload, back to English', async ({
  page,
}, testInfo) => {
  // Signs in, switches twice and reloads twice: more than one default timeout on a shared machine.
  test.slow();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const { email, password } = adminCredentials();
  await page.goto(`${adminBase()}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${adminBase()}/events`);
  await expect(page.getByText('Manage Events').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // English staff never download the Hindi catalogue or its font.
  expect(requested.filter((url) => /\/assets\/hi-|noto-sans-devanagari/.test(url))).toEqual([]);

  await chooseLanguage(page, 'Language: English', 'हिन्दी', testInfo.outputPath('language-menu.png'));
  await expect(page.getByText('कार्यक्रमों का प्रबंधन').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The self-hosted Devanagari font arrives for the Hindi letters (no empty boxes where a device has none).
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'कार्यक्रम')))
    .toBe(true);
  await expect(page.getByRole('link', { name: 'नया कार्यक्रम जोड़ें' }).first()).toBeVisible();
  await expect(page.getByPlaceholder('शीर्षक से खोजें')).toBeVisible();
  const card = page.getByTestId('record-card').first();
  await expect(card).toBeVisible();
  // react-admin's own words (the row's Edit and Delete) come from the Hindi catalogue too.
  await expect(card.getByRole('link', { name: 'संपादित करें' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'हटाएँ' })).toBeVisible();
  await expect(page.getByText('Manage Events')).toHaveCount(0);
  await screenshot(page, testInfo.outputPath('events-hi.png'));

  // The sidebar, in Hindi.
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await expect(page.getByRole('menuitem', { name: 'पंजीकरण' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'प्रतीक्षा सूची' })).toBeAttached();
  await screenshot(page, testInfo.outputPath('menu-hi.png'));
  await page.keyboard.press('Escape');

  await card.getByRole('link', { name: 'संपादित करें' }).click();
  await expect(page.getByText('कार्यक्रम संपादित करें').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'मूल जानकारी' })).toBeVisible();
  // Exact names: each has its Hindi twin beside it, labelled through the same key ("शीर्षक (हिन्दी)").
  await expect(page.getByRole('textbox', { name: 'शीर्षक', exact: true })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'शीर्षक (हिन्दी)' })).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('textbox', { name: 'स्थान', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'कार्यक्रम सहेजें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'रद्द करें' })).toBeVisible();
  await screenshot(page, testInfo.outputPath('event-edit-hi.png'));

  // Remembered: a reload opens the panel in Hindi again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'कार्यक्रम सहेजें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeVisible();

  await chooseLanguage(page, 'भाषा: हिन्दी', 'English');
  await expect(page.getByRole('button', { name: 'Save Event' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  await expect(page.getByText('Edit Event').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
});
