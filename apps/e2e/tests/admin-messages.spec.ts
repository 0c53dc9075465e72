import { expect, test } from './test';
import { formatIndiaDateTime, indiaCalendarDate } from '@foundation/shared';
import { ADMIN_STATE, adminApi, adminBase, downloadText, parseCsv, unique } from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const run = unique();

async function post(path: string, body: object): Promise<{ status: number; json: Record<string, string> }> {
  const response = await fetch(`${stackUrls().api}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

test.describe('Contact messages', () => {
  test('a message sent through POST /api/contact is listed, found by search and exported as CSV', async ({
    page,
  }) => {
    const fullName = `Savitri E2E ${run}`;
    const message = `Is there a morning batch, ${run}?\nI work evenings.`;
    const other = await post('contact', {
      fullName: `Other ${run}`,
      whatsappNumber: '+91 90000 00001',
      message: 'Another question',
    });
    expect(other.status).toBe(201);
    const sent = await post('contact', { fullName, whatsappNumber: '+91 98765 43210', message });
    expect(sent.status).toBe(201);

    await page.goto(`${adminBase()}/contact-messages`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(
      (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean),
    ).toEqual(['Full Name', 'WhatsApp Number', 'Message', 'Received']);
    const row = page.locator('tbody tr').filter({ hasText: fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('+91 98765 43210');
    await expect(row).toContainText('I work evenings.');
    await expect(row).toContainText(formatIndiaDateTime(sent.json.receivedAt));
    // Newest first: the message sent last is the first row.
    await expect(page.locator('tbody tr').first()).toContainText(fullName);

    await page.getByPlaceholder('Search name, number or message').fill(`Savitri E2E ${run}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText(fullName);
    await expect(page).toHaveURL(/filter=/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`contact-messages-${indiaCalendarDate()}.csv`);
    expect(parseCsv(await downloadText(download))).toEqual([
      ['Full Name', 'WhatsApp Number', 'Message', 'Received'],
      // A phone number is no formula: written as it is, without the apostrophe a spreadsheet would show.
      [fullName, '+91 98765 43210', message, formatIndiaDateTime(sent.json.receivedAt)],
    ]);

    await page.getByPlaceholder('Search name, number or message').fill(`nothing-matches-${run}`);
    await expect(page.locator('tbody tr')).toHaveCount(0);
  });
});

test.describe('Newsletter subscribers', () => {
  test('an address signed up through POST /api/newsletter is listed and found by search', async ({
    page,
  }) => {
    const email = `e2e-${run}@example.org`;
    expect((await post('newsletter', { email: email.toUpperCase(), consent: true })).status).toBeLessThan(
      300,
    );
    const [subscriber] = await adminApi<{ id: string; email: string; createdAt: string }[]>(
      `newsletter-subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
    );
    expect(subscriber.email).toBe(email);

    await page.goto(`${adminBase()}/newsletter-subscribers`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(
      (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean),
    ).toEqual(['Email', 'Subscribed']);
    await expect(page.locator('tbody tr').first()).toContainText(email);
    await page.getByPlaceholder('Search e-mail').fill(run);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText(formatIndiaDateTime(subscriber.createdAt));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`newsletter-subscribers-${indiaCalendarDate()}.csv`);
    expect(parseCsv(await downloadText(download))).toEqual([
      ['Email', 'Subscribed'],
      [email, formatIndiaDateTime(subscriber.createdAt)],
    ]);
  });
});

test.describe('Donations', () => {
  test('a donation made through POST /api/create-order is listed with amount, type and status, and filtered', async ({
    page,
  }) => {
    const name = `Donor E2E ${run}`;
    const order = await post('create-order', {
      amount: 2500,
      // A one-time gift: monthly and yearly ones are subscriptions whose charges become donations.
      donationType: 'one-time',
      name,
      email: `donor-${run}@example.org`,
      phone: '+91 99887 76655',
      citizenship: 'indian-in-india',
    });
    expect(order.status).toBe(201);

    await page.goto(`${adminBase()}/donations`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(
      (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean),
    ).toEqual(['Donor', 'Type', 'Amount', 'Receipt', 'PAN', 'Status', 'Date']);
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`donor-${run}@example.org`);
    await expect(row).toContainText('One-time');
    await expect(row).toContainText('₹2,500');
    await expect(row).toContainText('Pending');

    await page.getByPlaceholder('Search name, email or phone').fill(name);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);

    // 'Export to CSV' as on the other screens (react-admin's own said 'EXPORT'): the API's export.
    await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`donations-${indiaCalendarDate()}.csv`);
    const records = parseCsv(await downloadText(download));
    expect(records[0]).toEqual(['Name', 'Email', 'Phone', 'Type', 'Amount', 'Status', 'Payment ID', 'Date']);
    expect(records.slice(1)).toEqual([
      [
        name,
        `donor-${run}@example.org`,
        '+91 99887 76655',
        'one-time',
        '2500.00',
        'pending',
        '',
        expect.any(String),
      ],
    ]);
  });
});
