import { expect, test } from './test';
import { ADMIN_STATE, adminBase, downloadText, parseCsv, signInAs, unique } from './admin-helpers';
import { financialYearOf, taxRegimeOfYear } from '@foundation/shared';

/**
 * An owner invites a finance member from the Staff screen; the member sets a password with the one-time link,
 * signs in, sees the giving screens and exports the statement of donations (Form 113 or 10BD by the year). The link works once.
 */
test.use({ storageState: ADMIN_STATE });

test('an owner invites a finance member who sets a password, signs in and exports the statement', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, a password hashed twice, a sign-in and an export: more than one page's worth of time.
  test.setTimeout(120_000);
  const email = `finance-${unique()}@example.org`;
  const password = 'a finance password';
  await page.goto(`${adminBase()}/staff`);
  await page.getByRole('link', { name: 'Invite a member' }).first().click();
  await expect(page).toHaveURL(`${adminBase()}/staff/create`);
  // The form is loaded when first opened.
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Name' }).fill('Meera Finance');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: testInfo.outputPath('invitation-sent.png') });

  await page.getByRole('link', { name: 'Back to Staff' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Never');

  // The member, in a browser of their own.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const member = await context.newPage();
  await member.goto(link);
  await expect(member.getByText(`You were invited as ${email}.`, { exact: false })).toBeVisible();
  await member.getByLabel('New password').fill(password);
  await member.getByLabel('Repeat the password').fill('not the same');
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('alert')).toHaveText('The two passwords are not the same');
  await member.getByLabel('Repeat the password').fill(password);
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('status')).toHaveText(`Your password is set. Sign in as ${email}.`);
  await member.screenshot({ path: testInfo.outputPath('password-set.png') });

  // The link works once.
  await member.goto(link);
  await member.reload();
  await expect(member.getByRole('alert')).toHaveText(
    'This invitation link has already been used. Sign in with your password.',
  );

  await signInAs(member, { email, password });
  await expect(member).toHaveURL(`${adminBase()}/registrations`);
  const menu = member.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Donations' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Hero Slides' })).toHaveCount(0);

  await member.getByRole('menuitem', { name: 'Donations' }).click();
  await member.getByRole('button', { name: 'Statement of donations' }).click();
  const dialog = member.getByRole('dialog', { name: 'Statement of donations' });
  const year = financialYearOf(new Date());
  await dialog.getByRole('combobox', { name: 'Year' }).click();
  await member.getByRole('option', { name: year, exact: true }).click();
  const csv = member.waitForEvent('download');
  await dialog.getByRole('button', { name: `Download Form ${taxRegimeOfYear(year)!.statementForm}` }).click();
  const rows = parseCsv((await downloadText(await csv)).replace(/^\uFEFF/, ''));
  expect(rows[0][0]).toBe('Sl. No.');
  await context.close();

  // The owner sees the member active, with a last sign-in.
  await page.reload();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
});
