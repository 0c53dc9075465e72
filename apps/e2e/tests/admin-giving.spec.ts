import { expect, test } from './test';
import {
  financialYearOf,
  maskPan,
  taxRegimeAt,
  taxRegimeOfYear,
  type AdminDonation,
  type AdminRecurringGift,
  type RecurringDonationOrderResponse,
  type SandboxSubscriptionAuthorisation,
} from '@foundation/shared';
import {
  ADMIN_STATE,
  adminApi,
  adminBase,
  downloadText,
  expectToast,
  parseCsv,
  unique,
} from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${stackUrls().api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A PAN of its own for each test: Form 10BD adds up a year's gifts by PAN. */
function randomPan(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}

/** A monthly gift with PAN, authorised through the sandbox as the site would: its first charge is received. */
async function activeMonthlyGift(name: string, pan: string) {
  const order = await post<RecurringDonationOrderResponse>('/api/create-order', {
    amount: 1500,
    donationType: 'monthly',
    name,
    email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`,
    phone: '+91 98000 77788',
    pan,
    address: '3 Ganga Path, Haridwar',
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
  return order;
}

const filterQuery = (filter: Record<string, unknown>) =>
  `sort=${encodeURIComponent('["createdAt","DESC"]')}&range=${encodeURIComponent('[0,99]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

test('Donations show the receipt, its deduction and masked PAN; the receipt is downloaded and resent; the statement', async ({
  page,
}) => {
  // A long journey: the list, the donation, its PDF, a resend and the year's statement with its summary.
  test.setTimeout(60_000);
  const name = `Vasudha Rao ${unique()}`;
  const pan = randomPan();
  const masked = maskPan(pan);
  const order = await activeMonthlyGift(name, pan);
  const [donation] = await adminApi<AdminDonation[]>(`donations?${filterQuery({ q: name })}`);
  expect(donation).toMatchObject({
    recurringGiftId: order.recurringGiftId,
    panMasked: masked,
    is80G: true,
  });
  expect(donation.receiptNumber).toMatch(/^DR\/\d{4}-\d{2}\/\d{6}$/);

  await page.goto(`${adminBase()}/donations`);
  await page.getByPlaceholder('Search name, email or phone').fill(name);
  // The search applies after react-admin's debounce, by changing the URL: wait for it, or that later
  // change of URL takes the page back to the list after the row was opened.
  await expect(page).toHaveURL(/[?&]filter=[^&]*Vasudha/);
  const row = page.locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(donation.receiptNumber!);
  await expect(row).toContainText(masked);
  // The section of the gift's date: 133 of the Income-tax Act, 2025 from 1 April 2026.
  await expect(row).toContainText(`Section ${taxRegimeAt(new Date()).deductionSection}: yes`);
  await expect(row.getByRole('link', { name: 'Recurring gift' })).toHaveAttribute(
    'href',
    `/admin/recurring-gifts/${order.recurringGiftId}/show`,
  );
  // The whole PAN is never on the screen.
  await expect(page.getByText(pan)).toHaveCount(0);

  await row.getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/donations/${donation.id}/show$`));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await page.getByRole('button', { name: 'Resend receipt' }).click();
  await expectToast(page, `Receipt ${donation.receiptNumber} will be e-mailed again`);

  await page.goto(`${adminBase()}/donations`);
  await page.getByRole('button', { name: 'Statement of donations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statement of donations' });
  const year = financialYearOf(new Date());
  const regime = taxRegimeOfYear(year)!;
  await dialog.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: year, exact: true }).click();
  // The year's form, its law and its deadline (31 May after the year).
  await expect(dialog).toContainText(`Part B of Form ${regime.statementForm} (${regime.actName.en})`);
  await expect(dialog).toContainText(`Due by 31 May ${Number(year.slice(0, 4)) + 1}`);
  // What will be filed and what cannot, for this year (this gift has a PAN: it is among the filed ones).
  await expect(dialog.getByRole('status')).toContainText(
    /Will be filed: \d+ gifts of \d+ donors with PAN, ₹/,
  );
  await expect(dialog.getByRole('status')).toContainText(/Cannot be filed: \d+ gifts/);
  const csvDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Download Form ${regime.statementForm}` }).click();
  const file = await csvDownload;
  expect(file.suggestedFilename()).toBe(`form-${regime.statementForm.toLowerCase()}-${year}.csv`);
  const rows = parseCsv((await downloadText(file)).replace(/^\uFEFF/, ''));
  expect(rows[0][0]).toBe('Sl. No.');
  expect(rows.find((cells) => cells.includes(name))?.[4]).toBe(regime.statement.sectionCode);
  expect(rows.some((cells) => cells.includes(name))).toBe(true);
});

test('Recurring gifts lists a gift with its charges and cancels it after a confirmation', async ({
  page,
}) => {
  const name = `Kiran Joshi ${unique()}`;
  const order = await activeMonthlyGift(name, randomPan());

  await page.goto(`${adminBase()}/recurring-gifts`);
  const row = page.locator('tbody tr').filter({ hasText: name });
  await expect(row).toContainText('₹1,500');
  await expect(row).toContainText('Monthly');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('1 of 120');

  await row.getByRole('button', { name: /^Cancel the monthly gift of ₹1,500/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this recurring gift?' });
  await confirm.getByRole('button', { name: 'Cancel the gift' }).click();
  await expectToast(page, /is cancelled/);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Cancel the/ })).toHaveCount(0);

  const gift = await adminApi<AdminRecurringGift>(`recurring-gifts/${order.recurringGiftId}`);
  expect(gift.status).toBe('cancelled');
});
