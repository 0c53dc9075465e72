import { expect, test } from './test';
import { adminBase, adminCredentials, expectToast, unique } from './admin-helpers';

/** These tests start without a session: each one signs in (or fails to) by itself. */
test.describe('admin sign-in', () => {
  test('every admin path without a session goes to the login page', async ({ page }) => {
    for (const path of ['/events', '/community-programs', '/registrations', '/gallery', '/events/create']) {
      await page.goto(`${adminBase()}${path}`);
      await expect(page).toHaveURL(`${adminBase()}/login`);
    }
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('arriving at the panel before signing in shows the login page without an error toast', async ({
    page,
  }) => {
    // Every toast the page ever shows, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${adminBase()}/`);
    await expect(page).toHaveURL(`${adminBase()}/login`);
    const { email, password } = adminCredentials();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Logged in successfully');
    // From arrival to signed in, the only toast was the welcome (no 'Error – Signed out' first).
    expect(await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)).toEqual([
      'Logged in successfully',
    ]);
  });

  test('e-mail and password are required, and the e-mail must look like one', async ({ page }) => {
    await page.goto(`${adminBase()}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('E-mail is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page).toHaveURL(`${adminBase()}/login`);
  });

  test('a wrong password shows the server’s message and stays on the login page', async ({ page }) => {
    await page.goto(`${adminBase()}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${unique()}@foundation.local`);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Invalid email or password');
    await expect(page).toHaveURL(`${adminBase()}/login`);
  });

  test('too many attempts for one e-mail say so', async ({ page }) => {
    // Six sign-ins, each a deliberately slow password hash on the server: more than the default 30 s on a busy 2-core machine.
    test.slow();
    const email = `locked-${unique()}@foundation.local`;
    await page.goto(`${adminBase()}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[name="password"]').fill('wrong-password');
    const signIn = page.getByRole('button', { name: 'Sign in' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first(),
      ).toBeVisible();
      await expect(signIn).toBeEnabled();
    }
    await signIn.click();
    await expect(
      page.getByText(/Too many sign-in attempts\. Please try again in \d+ minutes?\./).first(),
    ).toBeVisible();
  });

  test('signing in shows “Signing in...”, then “Logged in successfully” on Manage Events; Logout ends the session', async ({
    page,
  }) => {
    const { email, password } = adminCredentials();
    await page.goto(`${adminBase()}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[name="password"]').fill(password);
    // Hold the answer until the busy label has been seen.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    await expect(page).toHaveURL(`${adminBase()}/events`);
    await expectToast(page, 'Logged in successfully');
    await expect(page.getByText('Manage Events').first()).toBeVisible();

    const sidebar = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    for (const item of ['Events', 'Community Programs', 'Registrations', 'Gallery']) {
      await expect(sidebar.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    }
    await sidebar.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${adminBase()}/login`);
    await expectToast(page, 'Logged out successfully');
    expect(await page.evaluate('window.localStorage.getItem("foundation.admin.session")')).toBeNull();
    await page.goto(`${adminBase()}/registrations`);
    await expect(page).toHaveURL(`${adminBase()}/login`);
  });
});
