import { expect, test } from './test';
import { ADMIN_STATE, adminBase, expectToast, unique } from './admin-helpers';
import { siteUrl } from './site-helpers';

const run = unique();
const ROLE = `E2E Ghat Cleaning Volunteer ${run}`;
const APPLICANT = `Lakshmi Nair ${run}`;

/*
 * Volunteering end to end: staff create a role in the admin panel, a visitor applies to it on /yogamitra at
 * phone size, and staff see the application in their list.
 */
// A whole staff and visitor journey in two browsers.
test.describe.configure({ timeout: 90_000 });

test('staff create a role, a visitor applies on /yogamitra at phone size, staff see the application', async ({
  browser,
  page,
}) => {
  const staffContext = await browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await staffContext.newPage();
  await staff.goto(`${adminBase()}/volunteer-roles/create`);
  await staff.getByRole('textbox', { name: 'Title', exact: true }).fill(ROLE);
  await staff.getByRole('textbox', { name: 'Commitment', exact: true }).fill('Sunday mornings');
  await staff.getByRole('textbox', { name: 'Skills', exact: true }).fill('Energy, gloves provided');
  await staff.getByRole('button', { name: 'Save Role' }).click();
  await expectToast(staff, /created|saved/i);
  await expect(staff.getByRole('row').filter({ hasText: ROLE })).toContainText('Active');

  // The visitor, on a phone.
  expect(page.viewportSize()?.width).toBeLessThan(500);
  await page.goto(siteUrl('/yogamitra'));
  await page.getByRole('button', { name: `Apply Now: ${ROLE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${ROLE}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(APPLICANT);
  await dialog.getByLabel('E-mail').fill(`volunteer-${run}@example.org`);
  await dialog.getByLabel('Phone').fill('+91 98765 43210');
  await dialog.getByLabel('City').fill('Varanasi');
  await dialog.getByLabel('Availability').fill('Sunday mornings');
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(page.getByText(/Thank you/).first()).toBeVisible();

  await staff.goto(`${adminBase()}/volunteer-applications`);
  const application = staff.getByRole('row').filter({ hasText: APPLICANT });
  await expect(application).toContainText(ROLE);
  await expect(application).toContainText('New');
  await staffContext.close();
});
