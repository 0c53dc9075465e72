import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from './test';
import { ADMIN_STATE, adminBase, adminCredentials } from './admin-helpers';

setup('sign in to the admin panel once for the admin tests', async ({ page }) => {
  const { email, password } = adminCredentials();
  await page.goto(`${adminBase()}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${adminBase()}/events`);
  mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  await page.context().storageState({ path: ADMIN_STATE });
});
