import { expect, test, type Page } from './test';
import { ADMIN_STATE, adminBase } from './admin-helpers';

/** Staff use the panel on their phones at events: every list and its actions at 390x844, no sideways scroll. */
test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

/** Opens a list; `seeded` lists have records in the demo data (donations have none). */
async function openList(page: Page, path: string, title: string, seeded = true) {
  await page.goto(`${adminBase()}${path}`);
  await expect(page.getByText(title).first()).toBeVisible();
  if (seeded) await expect(page.getByTestId('record-card').first()).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
}

test.describe('admin lists on a phone', () => {
  test('Manage Events: cards with Edit, Delete and Duplicate, and Add New Event, all on screen', async ({
    page,
  }, testInfo) => {
    await openList(page, '/events', 'Manage Events');
    await expect(page.getByRole('link', { name: 'Add New Event' }).first()).toBeInViewport();
    const card = page.getByTestId('record-card').first();
    await expect(card.getByRole('link', { name: 'Edit', exact: true })).toBeInViewport();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeInViewport();
    await expect(card.getByRole('link', { name: /^Duplicate/ })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('events.png'), fullPage: false });
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this event?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByText('Edit Event').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Event' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('event-edit.png'), fullPage: false });
  });

  test('Event Registrations: cards, filters and Export to CSV on screen', async ({ page }, testInfo) => {
    await openList(page, '/registrations', 'Event Registrations');
    await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeInViewport();
    await expect(page.getByTestId('record-card').first()).toContainText('₹');
    await page.screenshot({ path: testInfo.outputPath('registrations.png'), fullPage: false });
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.getByRole('region', { name: 'Active filters' })).toContainText('Status: Completed');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('registrations-filtered.png'), fullPage: false });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);
  });

  test('the other lists: cards without sideways scroll, their buttons on screen', async ({
    page,
  }, testInfo) => {
    await openList(page, '/community-programs', 'Community Programs');
    await expect(page.getByRole('link', { name: 'Add New Program' }).first()).toBeInViewport();
    await expect(
      page.getByTestId('record-card').first().getByRole('link', { name: 'Edit', exact: true }),
    ).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('programs.png'), fullPage: false });
    await openList(page, '/ticket-types', 'Ticket Types');
    await expect(
      page.getByTestId('record-card').first().getByRole('link', { name: 'Edit', exact: true }),
    ).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('ticket-types.png'), fullPage: false });
    await openList(page, '/donations', 'Donations', false);
    await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('donations.png'), fullPage: false });
  });
});
