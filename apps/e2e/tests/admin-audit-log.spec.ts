import { expect, test } from './test';
import { ADMIN_STATE, adminBase, adminCredentials, adminToken, expectToast, unique } from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const run = unique();
const TITLE = `E2E Audit Retreat ${run}`;

/** A paid event made through the admin API (the test is about editing it in the panel). */
async function createEvent(): Promise<string> {
  const response = await fetch(`${stackUrls().api}/api/admin/events`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: TITLE,
      urlSlug: `e2e-audit-retreat-${run}`,
      description: '<p>Seven days by the Ganga.</p>',
      location: 'Rishikesh',
      startDate: '2031-05-01',
      endDate: '2031-05-03',
      imageUrl: '/uploads/demo/retreat.webp',
      isPaid: true,
      price: 1500,
      eventType: 'offline',
      isActive: true,
      ticketTypes: [{ name: 'Standard', price: 1500 }],
    }),
  });
  if (response.status !== 201) throw new Error(`POST event: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

test('editing an event’s price shows in the Audit Log with the price before and after', async ({ page }) => {
  // The edit page loads the rich-text editor and the event: generous waits on a busy machine.
  test.setTimeout(90_000);
  const id = await createEvent();

  await page.goto(`${adminBase()}/events/${id}`);
  const price = page.getByRole('spinbutton', { name: 'Price (₹)', exact: true });
  await expect(price).toHaveValue('1500', { timeout: 30_000 });
  await price.fill('1750');
  await page.getByRole('button', { name: 'Save Event' }).click();
  await expectToast(page, 'Event updated successfully');

  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminBase()}/audit-log`));
  const row = page.getByRole('row').filter({ hasText: id }).filter({ hasText: 'Updated' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(adminCredentials().email);
  // Only the price changed, although the form sends every field and the ticket types again.
  await expect(row.getByRole('cell').last()).toHaveText('price');
  await row.click();

  const changes = page.getByTestId('audit-changes');
  await expect(changes).toBeVisible();
  const priceRow = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'price' }) });
  await expect(priceRow.getByRole('cell')).toHaveText(['1500', '1750']);

  // The creation through the API is there too, and the action filter narrows the list to updates.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Updated' }).click();
  await expect(page).toHaveURL(/update/);
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(1);
});
