import { expect, test } from './test';
import type { AdminOutboxMessage } from '@foundation/shared';
import { ADMIN_STATE, adminApi, adminBase, adminCredentials, unique } from './admin-helpers';
import { DEMO } from './site-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const run = unique();

const outboxFor = (recipient: string) =>
  adminApi<AdminOutboxMessage[]>(
    `mail-outbox?filter=${encodeURIComponent(JSON.stringify({ q: recipient }))}`,
  );

test.describe('Outbox', () => {
  test('the receipt of a registration is listed as sent; "Send again" queues a new entry, in the Audit Log', async ({
    page,
  }, testInfo) => {
    // A registration, two screens and a resend on a shared machine.
    test.slow();
    const email = `outbox-${run}@example.org`;
    const registered = await fetch(`${stackUrls().api}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventSlug: DEMO.freeEvent,
        numberOfTickets: 1,
        name: `Outbox E2E ${run}`,
        email,
        phone: '+91 98765 43210',
        address: 'Pune',
      }),
    });
    expect(registered.status).toBe(201);
    // The receipt goes out right after the registration is committed.
    await expect
      .poll(async () => (await outboxFor(email)).map((message) => message.status))
      .toEqual(['sent']);

    await page.goto(`${adminBase()}/mail-outbox`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(
      (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean),
    ).toEqual(['Recipient', 'Kind', 'Status', 'Attempts', 'Last error', 'Sent at', 'Actions']);
    await page.getByPlaceholder('Search recipient or subject').fill(email);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Registration receipt');
    await expect(rows.first()).toContainText('Sent');

    await rows
      .first()
      .getByRole('button', { name: `Send again to ${email}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`will be sent again to ${email}`);
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByTestId('toast')).toContainText(`E-mail to ${email} queued again`);

    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Sent again by staff' })).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('outbox.png'), fullPage: false });
    const [copy, original] = [...(await outboxFor(email))].sort((a, b) =>
      a.resendOf ? -1 : b.resendOf ? 1 : 0,
    );
    expect(copy.resendOf).toBe(original.id);
    await expect.poll(async () => (await outboxFor(email)).map((m) => m.status)).toEqual(['sent', 'sent']);

    // Staff's "Send again" is in the Audit Log: on the original message, by this admin, naming the copy.
    await page.getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Outbox' }).click();
    const entry = page.getByRole('row').filter({ hasText: original.id });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Sent again');
    await expect(entry).toContainText(adminCredentials().email);
    await entry.click();
    await expect(page.getByTestId('audit-changes')).toContainText(copy.id);
    await page.screenshot({ path: testInfo.outputPath('audit-log-resend.png'), fullPage: false });
  });

  test('the day filter is typed as dd/mm/yyyy and applied only once the date is whole', async ({ page }) => {
    await page.goto(`${adminBase()}/mail-outbox`);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Queued from' }).click();
    const from = page.getByRole('textbox', { name: 'Queued from' });
    await from.fill('1/1');
    // Half a date: the field is marked wrong and nothing is sent to the API (which would answer 400).
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);
    await from.fill('01/01/2099');
    await expect(page.getByRole('region', { name: 'Active filters' })).toContainText(
      'Queued from: 01/01/2099',
    );
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({
      createdFrom: '2099-01-01',
    });
    await expect(page.getByText('No E-mails found using the current filters.')).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Active filters' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);
  });
});
