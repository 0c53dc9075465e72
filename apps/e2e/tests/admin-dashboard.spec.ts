import { expect, test } from '@playwright/test';
import type { AdminDashboard } from '@foundation/shared';
import { ADMIN_STATE, adminApi, adminBase } from './admin-helpers';

test.use({ storageState: ADMIN_STATE });

test.describe('Dashboard', () => {
  test('is first in the sidebar, shows the seeded events’ seats, and a figure opens its list', async ({
    page,
  }, testInfo) => {
    // Two pages with charts and a list on a shared machine.
    test.slow();
    const figures = await adminApi<AdminDashboard>('dashboard');
    const event = figures.upcomingEvents.find((candidate) => candidate.seats.some((s) => s.sold > 0));
    expect(event, 'the demo data has an upcoming event with sold seats').toBeDefined();
    const seats = event!.seats.find((s) => s.sold > 0)!;

    await page.goto(`${adminBase()}/events`);
    const menu = page.getByRole('menu').or(page.locator('.RaMenu-open, .RaMenu-closed')).first();
    await expect(menu.getByRole('menuitem').first()).toHaveText(/Dashboard/);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const card = page.getByTestId('dashboard-event').filter({ hasText: event!.title });
    await expect(card).toBeVisible();
    const row = card.getByRole('row').filter({ hasText: seats.name });
    await expect(row).toContainText(String(seats.sold));
    await expect(row).toContainText(seats.left === null ? 'Unlimited' : `${seats.left} of ${seats.capacity}`);
    const total = figures.registrationsPerDay.reduce((sum, day) => sum + day.registrations, 0);
    await expect(page.getByRole('link', { name: `Registrations, last 30 days: ${total}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

    // The sold figure opens the event's completed registrations.
    const completed = await adminApi<unknown[]>(
      `registrations?filter=${encodeURIComponent(JSON.stringify({ eventId: event!.id, paymentStatus: 'completed' }))}`,
    );
    await row.getByRole('link', { name: new RegExp(`^${seats.sold} sold`) }).click();
    await expect(page).toHaveURL(/\/admin\/registrations\?/);
    expect(new URL(page.url()).searchParams.get('filter')).toBe(
      JSON.stringify({ eventId: event!.id, paymentStatus: 'completed' }),
    );
    await expect(page.locator('tbody tr')).toHaveCount(completed.length);
    await expect(page.locator('tbody tr').first()).toContainText(event!.title);

    // The 30 days' headline opens the completed registrations of those India days, shown as dd/mm/yyyy.
    await page.goBack();
    await page.getByRole('link', { name: `Registrations, last 30 days: ${total}` }).click();
    await expect(page).toHaveURL(/\/admin\/registrations\?/);
    const first = figures.registrationsPerDay[0].date;
    const asIndian = (date: string) => date.split('-').reverse().join('/');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({
      paymentStatus: 'completed',
      createdFrom: first,
      createdTo: figures.today,
    });
    const chips = page.getByRole('region', { name: 'Active filters' });
    await expect(chips).toContainText(`Made from: ${asIndian(first)}`);
    await expect(chips).toContainText(`Made until: ${asIndian(figures.today)}`);
    await expect(page.getByRole('textbox', { name: 'Made from' })).toHaveValue(asIndian(first));
    await expect(page.getByText(new RegExp(`of ${total}$`))).toBeVisible();
  });
});
