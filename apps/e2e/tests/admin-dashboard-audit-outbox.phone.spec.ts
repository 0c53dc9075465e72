import { expect, expectNoSidewaysScroll, test } from './test';
import type { AdminOutboxMessage } from '@foundation/shared';
import { ADMIN_STATE, adminApi, adminBase, adminToken, unique } from './admin-helpers';
import { DEMO } from './site-helpers';
import { stackUrls } from './urls';

/** The Dashboard, Outbox and Audit Log at 390x844: cards, no sideways scroll, their buttons on screen. */
test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

const TITLE = `Phone Audit Seva ${unique()}`;

/** A community program created and renamed through the admin API: an 'Updated' entry to open. */
async function createAndRenameProgram(): Promise<string> {
  const call = async (method: string, path: string, body: object) => {
    const response = await fetch(`${stackUrls().api}/api/admin/${path}`, {
      method,
      headers: { Authorization: `Bearer ${adminToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const { id } = await call('POST', 'community-programs', {
    title: TITLE,
    category: 'Seva',
    description: '<p>Food for pilgrims.</p>',
    urlSlug: '',
  });
  await call('PUT', `community-programs/${id}`, { title: `${TITLE} (renamed)` });
  return id;
}

test.describe('Dashboard, Outbox and Audit Log on a phone', () => {
  test('Audit Log: one card per entry, its changes behind a button, no table', async ({ page }, testInfo) => {
    // The shared session's own sign-in is an entry, so the list is never empty.
    await page.goto(`${adminBase()}/audit-log`);
    const card = page.getByTestId('record-card').first();
    await expect(card).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export to CSV' })).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Action' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('audit-log.png'), fullPage: false });

    // An update's card lists the changed fields one under another once opened.
    const id = await createAndRenameProgram();
    await page.getByPlaceholder('Search admin, record id or address').fill(id);
    // The program's creation and its rename, once the search has narrowed the list.
    await expect(page.getByTestId('record-card')).toHaveCount(2);
    const updated = page.getByTestId('record-card').filter({ hasText: id }).filter({ hasText: 'Updated' });
    await expect(updated).toHaveCount(1);
    await updated.getByRole('button', { name: 'Show changes' }).click();
    const changes = updated.getByTestId('audit-fields');
    await expect(changes).toContainText('title');
    await expect(changes).toContainText(`Before${TITLE}`);
    await expect(changes).toContainText(`After${TITLE} (renamed)`);
    await expect(updated.getByRole('button', { name: 'Hide changes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('audit-log-changes.png'), fullPage: false });
  });

  test('Outbox: cards with Send again on screen', async ({ page }, testInfo) => {
    // A registration's receipt, so that there is a card whatever ran before.
    const email = `phone-outbox-${unique()}@example.org`;
    const registered = await fetch(`${stackUrls().api}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventSlug: DEMO.freeEvent,
        numberOfTickets: 1,
        name: 'Phone Outbox',
        email,
        phone: '+91 98765 43210',
        address: 'Pune',
      }),
    });
    expect(registered.status).toBe(201);
    await expect
      .poll(async () =>
        (
          await adminApi<AdminOutboxMessage[]>(
            `mail-outbox?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
          )
        ).map((message) => message.status),
      )
      .toEqual(['sent']);

    await page.goto(`${adminBase()}/mail-outbox`);
    await expect(page.getByPlaceholder('Search recipient or subject')).toBeInViewport();
    await page.getByPlaceholder('Search recipient or subject').fill(email);
    const card = page.getByTestId('record-card');
    await expect(card).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Active filters' })).toContainText(`Search: ${email}`);
    await expect(card).toContainText('Registration receipt');
    await expect(card).toContainText('Sent');
    await expect(page.locator('table')).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Send again to ${email}` })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('outbox.png'), fullPage: false });
  });

  test('Dashboard: figures and charts fit the screen', async ({ page }, testInfo) => {
    test.slow();
    await page.goto(`${adminBase()}/dashboard`);
    await expect(page.getByRole('link', { name: /^Registrations, last 30 days: \d+$/ })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Bar chart of completed registrations per day/ }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });
  });
});
