import { expect, test } from './test';
import {
  formatInr,
  type AdminDashboard,
  type RecurringDonationOrderResponse,
  type SandboxSubscriptionAuthorisation,
} from '@foundation/shared';
import { ADMIN_STATE, adminApi, adminBase, unique } from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

test.describe('Dashboard', () => {
  test('is first in the sidebar, shows the seeded events’ seats, and a figure opens its list', async ({
    page,
  }, testInfo) => {
    // Two pages with charts and a list on a shared machine.
    test.slow();
    const figures = await adminApi<Required<AdminDashboard>>('dashboard');
    // Other tests of the run may complete registrations meanwhile: the 30 days' total is checked against the
    // figures the page itself received, and the instants before asking and after the answer.
    const pageFigures = () =>
      page.waitForResponse(
        (response) => new URL(response.url()).pathname.endsWith('/api/admin/dashboard') && response.ok(),
      );
    const thirtyDays = (shown: Required<AdminDashboard>) =>
      shown.registrationsPerDay.reduce((sum, day) => sum + day.registrations, 0);
    const event = figures.upcomingEvents.find((candidate) => candidate.seats.some((s) => s.sold > 0));
    expect(event, 'the demo data has an upcoming event with sold seats').toBeDefined();
    const seats = event!.seats.find((s) => s.sold > 0)!;

    await page.goto(`${adminBase()}/events`);
    const menu = page.getByRole('menu').or(page.locator('.RaMenu-open, .RaMenu-closed')).first();
    await expect(menu.getByRole('menuitem').first()).toHaveText(/Dashboard/);
    const opened = pageFigures();
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    const shown = (await (await opened).json()) as Required<AdminDashboard>;
    const total = thirtyDays(shown);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const card = page.getByTestId('dashboard-event').filter({ hasText: event!.title });
    await expect(card).toBeVisible();
    const row = card.getByRole('row').filter({ hasText: seats.name });
    await expect(row).toContainText(String(seats.sold));
    await expect(row).toContainText(seats.left === null ? 'Unlimited' : `${seats.left} of ${seats.capacity}`);
    // Its waiting list and check-ins, as the page received them, each a link to its filtered list.
    const { waitlist, checkIn } = shown.upcomingEvents.find((candidate) => candidate.id === event!.id)!;
    await expect(
      card.getByRole('link', { name: `${waitlist.waiting} waiting, ${event!.title}` }),
    ).toHaveAttribute('href', /\/waitlist-entries\?filter=[^&]*%22status%22%3A%22waiting%22/);
    await expect(
      card.getByRole('link', {
        name: `${checkIn.checkedIn} of ${checkIn.expected} admissions checked in, ${event!.title}`,
      }),
    ).toHaveAttribute('href', /\/registrations\?filter=[^&]*%22checkedIn%22%3Atrue/);
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
    const asked = Date.now();
    const reopened = pageFigures();
    await page.goBack();
    const shownTotal = thirtyDays((await (await reopened).json()) as Required<AdminDashboard>);
    const answered = Date.now();
    await page.getByRole('link', { name: `Registrations, last 30 days: ${shownTotal}` }).click();
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
    // The figure counted every row made before it was asked for, and none made after its answer; the list
    // shows as many rows as the API lists now.
    const filter = { paymentStatus: 'completed', createdFrom: first, createdTo: figures.today };
    const listNow = () =>
      adminApi<{ createdAt: string }[]>(
        `registrations?range=${encodeURIComponent('[0,999]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      );
    const rows = await listNow();
    const madeBefore = (instant: number) => rows.filter((row) => Date.parse(row.createdAt) < instant).length;
    expect(madeBefore(asked)).toBeLessThanOrEqual(shownTotal);
    expect(shownTotal).toBeLessThanOrEqual(madeBefore(answered));
    await expect(async () => {
      const expected = (await listNow()).length;
      await expect(page.getByText(new RegExp(`of ${expected}$`))).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });

  test('shows the active recurring gifts and their monthly amount; a status figure opens that list', async ({
    page,
  }) => {
    test.slow();
    const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${stackUrls().api}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    // A monthly gift authorised through the sandbox, as the site does: it is active.
    const name = `Meera Iyer ${unique()}`;
    const order = await post<RecurringDonationOrderResponse>('/api/create-order', {
      amount: 1250,
      donationType: 'monthly',
      name,
      email: `meera.${unique()}@example.org`,
      phone: '+91 98000 66655',
      citizenship: 'indian-in-india',
    });
    const authorisation = await post<SandboxSubscriptionAuthorisation>(
      `/api/payments/sandbox/subscriptions/${encodeURIComponent(order.subscriptionId)}/authorise`,
      {},
    );
    await post(
      `/api/recurring-gifts/${encodeURIComponent(order.recurringGiftId)}/authorisation`,
      authorisation,
      {
        'X-Access-Token': order.accessToken,
      },
    );

    // The figures the page itself received: other tests may add gifts meanwhile.
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/api/admin/dashboard') && response.ok(),
    );
    await page.goto(`${adminBase()}/dashboard`);
    const { recurringGifts } = (await (await answer).json()) as Required<AdminDashboard>;
    const active = recurringGifts.byStatus.find((figure) => figure.status === 'active')!;
    expect(active.count).toBeGreaterThanOrEqual(1);
    const card = page.getByRole('region', { name: 'Recurring gifts' });
    await expect(card).toContainText(`${formatInr(recurringGifts.monthlyAmount)} a month`);
    await expect(card).toContainText('monthly gifts plus a twelfth of yearly gifts, exact to the paisa');
    await card
      .getByRole('link', {
        name: `${active.count} recurring ${active.count === 1 ? 'gift' : 'gifts'} Active`,
      })
      .click();
    await expect(page).toHaveURL(/\/admin\/recurring-gifts\?/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ status: 'active' });
    await expect(page.getByRole('region', { name: 'Active filters' })).toContainText('Status: Active');
    await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
  });
});
