import { expect, expectNoSidewaysScroll, test, type Page } from './test';
import { ADMIN_STATE, adminBase, unique } from './admin-helpers';
import { DEMO, queryDatabase } from './site-helpers';

/** Staff use the panel on their phones at events: every list and its actions at 390x844, no sideways scroll. */
test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

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

  test('an event’s check-in section: links as cards, no sideways scroll, its buttons on screen and clickable', async ({
    page,
  }, testInfo) => {
    const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
      DEMO.freeEvent,
    ]);
    await page.goto(`${adminBase()}/events/${event.id}`);
    const section = page.getByRole('region', { name: 'Check-in' });
    await expect(section.getByTestId('check-in-count')).toBeVisible();
    const label = `Phone gate ${unique()}`;
    await section.getByRole('textbox', { name: 'Who or which door' }).fill(label);
    const create = section.getByRole('button', { name: 'Create link' });
    await create.scrollIntoViewIfNeeded();
    await expect(create).toBeInViewport();
    // A click, not Enter: Playwright refuses to click a button another element lies over.
    await create.click();
    await expect(section.getByTestId('new-check-in-link')).toHaveValue(/#token=/);
    const card = section.getByRole('listitem').filter({ hasText: label });
    await expect(card).toContainText('Active');
    await expect(section.getByRole('table', { name: 'Check-in links' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    const revoke = card.getByRole('button', { name: `Revoke the link for ${label}` });
    await revoke.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: `Copy the link for ${label}` })).toBeInViewport();
    await expect(revoke).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('event-check-in.png'), fullPage: false });
    await revoke.click();
    await expect(page.getByRole('dialog', { name: `Revoke the link for ${label}?` })).toBeVisible();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const refresh = section.getByRole('button', { name: 'Refresh' });
    await refresh.scrollIntoViewIfNeeded();
    await expect(refresh).toBeInViewport();
    await refresh.click();
    await expect(card).toContainText('Active');
    await page.screenshot({ path: testInfo.outputPath('event-check-in-full.png'), fullPage: true });
    // The same section on a computer keeps its table.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(section.getByRole('table', { name: 'Check-in links' })).toBeVisible();
    await section.getByRole('row').filter({ hasText: label }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('event-check-in-desktop.png'), fullPage: false });
  });
});
