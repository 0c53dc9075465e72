import { expect, expectNoSidewaysScroll, test } from './test';
import { adminBase, signInAs, staffCredentials } from './admin-helpers';
import { stackUrls } from './urls';

/**
 * A volunteer who edits the site's content signs in on a phone: the panel offers only the content screens,
 * the Dashboard has no figures for the role, and the API refuses donations, registrations and PANs.
 */
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

/** A PAN as the panel shows it (masked or not): five letters, four digits, a letter. */
const PAN = /\b[A-Z]{5}[0-9X*]{4}[A-Z]\b/;

test('a content member sees no donations, registrations or PANs, and the API refuses them (403)', async ({
  page,
}, testInfo) => {
  const content = staffCredentials('content');
  await signInAs(page, content);
  // Lands on the first screen the role may open.
  await expect(page).toHaveURL(`${adminBase()}/community-programs`);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('menu');
  for (const allowed of ['Dashboard', 'Community Programs', 'Gallery', 'Hero Slides', 'Site Content']) {
    await expect(menu.getByRole('menuitem', { name: allowed })).toBeAttached();
  }
  for (const refused of [
    'Events',
    'Registrations',
    'Donations',
    'Recurring gifts',
    'Contact Messages',
    'Volunteer Applications',
    'Newsletter',
    'Outbox',
    'Audit Log',
    'Waiting List',
    'Staff',
  ]) {
    await expect(menu.getByRole('menuitem', { name: refused, exact: true })).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath('content-menu.png') });
  await page.keyboard.press('Escape');

  await page.goto(`${adminBase()}/dashboard`);
  await expect(page.getByTestId('dashboard-nothing')).toHaveText(
    'Your role has no figures here. Use the menu to open your screens.',
  );
  await expect(page.getByText('Donations (12 months)')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('content-dashboard.png') });

  // The screens of other roles do not exist for this one.
  for (const path of ['donations', 'registrations', 'recurring-gifts']) {
    await page.goto(`${adminBase()}/${path}`);
    await expect(page.getByTestId('record-card')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(PAN);
  }

  // And the API refuses them with 403, whatever the panel shows.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('foundation.admin.session') ?? '{}').accessToken as string,
  );
  for (const path of [
    'donations',
    'donations/export.csv',
    'donations/form-10bd.csv',
    'registrations',
    'registrations/export.csv',
    'recurring-gifts',
    'staff',
  ]) {
    const response = await fetch(`${stackUrls().api}/api/admin/${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect([path, response.status]).toEqual([path, 403]);
    expect(((await response.json()) as { code: string }).code).toBe('role_forbidden');
  }
  // Its own screens work.
  const programs = await fetch(`${stackUrls().api}/api/admin/community-programs`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(programs.status).toBe(200);
});
