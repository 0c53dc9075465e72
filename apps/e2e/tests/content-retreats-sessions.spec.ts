import { expect, test, type Page } from './test';
import { ADMIN_STATE, adminBase, expectToast, pngFile, unique } from './admin-helpers';
import { siteUrl } from './site-helpers';

/**
 * Content staff run (issue 17): a retreat is an event of the category retreat, listed on /vishranti and
 * registered for on its event page; a session created in the admin panel shows on /sessions.
 */
test.use({ storageState: ADMIN_STATE });

const run = unique();
const RETREAT = `E2E Kailash Retreat ${run}`;
const RETREAT_SLUG = `e2e-kailash-retreat-${run}`;
const SESSION = `E2E Evening Dhyana ${run}`;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** `HH:MM` in India time, `minutes` from now (the join link is never live that far ahead). */
function indiaTimeIn(minutes: number): string {
  const india = new Date(Date.now() + (330 + minutes) * 60_000);
  return `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
}

test.describe.serial('retreats and sessions staff create', () => {
  test('staff create a retreat with a ticket type; a visitor finds it on /vishranti and registers', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${adminBase()}/events/create`);
    await field(page, 'Title').fill(RETREAT);
    await field(page, 'Start Date').fill('10/03/2031');
    await field(page, 'End Date').fill('16/03/2031');
    await field(page, 'Location').fill('Mansarovar, Tibet');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Retreat', exact: true }).click();
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    await page.getByRole('textbox', { name: 'Ticket name', exact: true }).fill('Twin Sharing');
    await page.getByRole('spinbutton', { name: 'Ticket price (₹)' }).fill('55000');
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.locator('.ProseMirror').first().click();
    await page.keyboard.type('Seven days at the sacred lake.');
    await page.getByRole('tab', { name: 'Media & FAQ' }).click();
    await page.getByTestId('file-imageUrl').setInputFiles(pngFile('kailash.png', [60, 90, 200]));
    await expect(page.getByRole('img', { name: 'Cover Image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event created successfully');
    await expect(page.getByRole('row').filter({ hasText: RETREAT })).toContainText('Retreat');

    await page.goto(siteUrl('/vishranti'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: RETREAT }) });
    await expect(card).toContainText('7 days');
    await expect(card).toContainText('From ₹55,000');
    await expect(card).toContainText('Mansarovar, Tibet');
    await card.getByRole('link', { name: `Register for ${RETREAT}` }).click();
    await expect(page).toHaveURL(siteUrl(`/events/${RETREAT_SLUG}`));
    await expect(page.getByRole('heading', { level: 1, name: RETREAT })).toBeVisible();

    await page.getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register for this Event' });
    await dialog.getByLabel('Name').fill('Asha Verma');
    await dialog.getByLabel('Email').fill(`retreat.${run}@example.org`);
    await dialog.getByLabel('Phone').fill('+91 98000 11122');
    await dialog.getByLabel('Address').fill('12 MG Road, Pune');
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Sandbox Payment' });
    await expect(sandbox).toContainText('₹55,000');
    await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'Booking Successful' });
    await expect(result.locator('#booking-receipt')).toContainText(RETREAT);
    await expect(result.locator('#booking-receipt')).toContainText('Twin Sharing');
  });

  test('staff create a session; a visitor sees it on /sessions and its calendar, and is told when it starts', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${adminBase()}/sessions/create`);
    await expect(page.getByText('Add New Session').first()).toBeVisible();
    await field(page, 'Title').fill(SESSION);
    await field(page, 'Instructor').fill('Acharya Devendra');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await page.getByRole('checkbox', { name: day }).check();
    await page.getByLabel('Start time').fill(indiaTimeIn(180));
    await field(page, 'Online join link').fill('https://meet.example.org/evening-dhyana');
    await page.getByRole('button', { name: 'Save Session' }).click();
    await expect(page).toHaveURL(`${adminBase()}/sessions`);
    await expect(page.getByRole('row').filter({ hasText: SESSION })).toContainText('Daily');

    await page.goto(siteUrl('/sessions'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SESSION }) });
    await expect(card).toContainText('Acharya Devendra');
    await card.getByRole('button', { name: `Join Session: ${SESSION}` }).click();
    await expect(card.getByRole('status')).toContainText('The next session starts at');
    await expect(card).not.toContainText('meet.example.org');
    await page.getByRole('tab', { name: 'Session Calendar' }).click();
    const monday = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Monday' }) });
    await expect(monday).toContainText(SESSION);
  });
});
