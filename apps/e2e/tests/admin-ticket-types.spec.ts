import { expect, test } from './test';
import { ADMIN_STATE, adminApi, adminBase, expectToast } from './admin-helpers';

test.use({ storageState: ADMIN_STATE });

interface AdminTicketType {
  id: string;
  eventId: string;
  eventTitle: string;
  name: string;
  price: number;
  availableQuantity: number | null;
  seatsSold: number;
  seatsHeld: number;
}

test('ticket types across events show seats sold and held, and refuse a quantity below the seats sold', async ({
  page,
}) => {
  const types = await adminApi<AdminTicketType[]>(`ticket-types?range=${encodeURIComponent('[0,999]')}`);
  const sold = types.find((type) => type.seatsSold > 1 && type.availableQuantity !== null)!;
  expect(sold).toBeDefined();

  await page.goto(`${adminBase()}/ticket-types`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect((await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean)).toEqual(
    ['Event', 'Name', 'Price', 'Quantity', 'Sold', 'Held'],
  );
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${sold.eventTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
  await expect(page).toHaveURL(/eventId/);
  await expect(page.locator('tbody tr')).toHaveCount(
    types.filter((type) => type.eventId === sold.eventId).length,
  );
  await expect(page.locator('tbody tr').filter({ hasNotText: sold.eventTitle })).toHaveCount(0);
  const row = page.locator('tbody tr').filter({ hasText: sold.name }).first();
  await expect(row).toContainText(String(sold.seatsSold));
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText('Edit Ticket Type').first()).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(sold.seatsSold - 1));
  await page.getByRole('button', { name: 'Save Ticket Type' }).click();
  await expectToast(page, `The quantity of "${sold.name}" cannot be lower than`);
  await expect(page.getByText(/cannot be lower than/).first()).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(sold.availableQuantity));
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Edited by the end-to-end test');
  await page.getByRole('button', { name: 'Save Ticket Type' }).click();
  await expectToast(page, 'Ticket type updated successfully');
  const [after] = await adminApi<(AdminTicketType & { description: string })[]>(
    `ticket-types?filter=${encodeURIComponent(JSON.stringify({ id: [sold.id] }))}`,
  );
  expect(after.description).toBe('Edited by the end-to-end test');
  expect(after.availableQuantity).toBe(sold.availableQuantity);
});
