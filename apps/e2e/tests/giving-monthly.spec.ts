import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { formatIndianLongDate, indiaCalendarDate, taxRegimeAt } from '@foundation/shared';
import { myGivingToken, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

/*
 * A monthly gift end to end, on the sandbox provider: the Contribute page (PAN and address for an 80G
 * receipt), the sandbox's subscription authorisation, the exact thank-you, then the donor's own link from
 * the queued e-mail: the receipt downloaded and read back, and the gift cancelled there.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The same day next month in India, as the thank-you writes it; null when that day does not exist. */
function nextMonthInIndia(now = new Date()): string | null {
  const [year, month, day] = indiaCalendarDate(now).split('-').map(Number);
  const next = new Date(Date.UTC(year, month, day));
  if (next.getUTCDate() !== day) return null;
  return formatIndianLongDate(next.toISOString().slice(0, 10));
}

/** The text of a PDF, through poppler's pdftotext, with its line breaks and runs of spaces as one space. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function giveMonthly(page: Page, email: string) {
  await page.goto(siteUrl('/contribute'));
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+91 98000 55566');
  await page.getByLabel('PAN').fill('abcpe1234k');
  await expect(page.getByLabel('PAN')).toHaveValue('ABCPE1234K');
  await page.getByLabel('Postal address').fill('7 Lake Road, Pune 411001');
  const orderAnswer = page.waitForResponse((response) => response.url().endsWith('/api/create-order'));
  await page.getByRole('button', { name: 'Donate ₹1,000 / month' }).click();
  const answer = await orderAnswer;
  expect(answer.request().postDataJSON()).toMatchObject({
    amount: 1000,
    donationType: 'monthly',
    pan: 'ABCPE1234K',
    address: '7 Lake Road, Pune 411001',
  });
  const order = (await answer.json()) as { kind: string; subscriptionId: string };
  expect(order.kind).toBe('subscription');
  const sandbox = page.getByRole('dialog', { name: 'Sandbox Payment' });
  await expect(sandbox).toContainText(order.subscriptionId);
  await expect(sandbox).toContainText('₹1,000 every month');
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  return order.subscriptionId;
}

test('a monthly gift: Checkout, thank-you, receipt from the donor’s link, cancelled there', async ({
  page,
}, testInfo) => {
  const email = `monthly-${unique()}@example.org`;
  const apiRequests: string[] = [];
  page.on('request', (request) => apiRequests.push(request.url()));

  const subscriptionId = await giveMonthly(page, email);

  const next = nextMonthInIndia();
  const thanks = page.getByRole('status').filter({ hasText: 'Your monthly gift of ₹1,000 is set up' });
  if (next) {
    await expect(thanks).toContainText(
      `Your monthly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on ${next}.`,
    );
  } else {
    await expect(thanks).toContainText(
      /Your monthly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on \d{1,2} \w+ \d{4}\./,
    );
  }

  const token = await myGivingToken(email);
  await page.goto(siteUrl(`/my-giving#${token}`));
  await expect(page.getByRole('heading', { name: 'My Giving', level: 1 })).toBeVisible();
  await expect(page.getByText(`Meera Iyer (${email})`)).toBeVisible();
  const gift = page.getByRole('article', { name: '₹1,000 every month' });
  await expect(gift).toContainText('Active');
  await expect(gift).toContainText('1 of 120 debits');
  const violations = (
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  ).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(violations.map((violation) => violation.id)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download receipt DR\/\d{4}-\d{2}\/\d{6}$/ }).click();
  const file = await download;
  const receiptNumber = /^DR-(\d{4}-\d{2})-(\d{6})\.pdf$/.exec(file.suggestedFilename());
  expect(receiptNumber, file.suggestedFilename()).not.toBeNull();
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), file.suggestedFilename());
  await file.saveAs(saved);
  const text = pdfText(saved);
  await testInfo.attach('receipt.txt', { body: text, contentType: 'text/plain' });
  expect(text).toContain(`Receipt number DR/${receiptNumber![1]}/${receiptNumber![2]}`);
  expect(text).toContain('Received from Meera Iyer');
  expect(text).toContain('7 Lake Road, Pune 411001');
  expect(text).toContain("Donor's PAN ABCPE1234K");
  expect(text).toContain('Amount in words Rupees One Thousand only');
  // The law of the gift's date (today): section 133 of the Income-tax Act, 2025 from 1 April 2026.
  const regime = taxRegimeAt(new Date());
  expect(text).toContain(`eligible for deduction under section ${regime.deductionSection} of the`);
  expect(text).not.toContain('does not entitle the donor');

  await gift.getByRole('button', { name: /Cancel this gift/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your monthly gift of ₹1,000?' });
  await confirm.getByRole('button', { name: 'Yes, cancel the gift' }).click();
  await expect(confirm).toBeHidden();
  await expect(gift).toContainText('Cancelled');
  await expect(gift.getByRole('button', { name: /Cancel this gift/ })).toHaveCount(0);
  await expect(page.getByText(/Your monthly gift is cancelled/)).toBeVisible();

  // Cancelled at the provider: the sandbox refuses to bill the next cycle.
  const charge = await fetch(
    `${stackUrls().api}/api/payments/sandbox/subscriptions/${encodeURIComponent(subscriptionId)}/charge`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  );
  expect(charge.status).toBe(409);

  // The link's token went to the API only in a header, never in a URL.
  expect(apiRequests.filter((url) => url.includes(token))).toEqual([]);
});

test('a wrong donor link says so instead of failing', async ({ page }) => {
  await page.goto(siteUrl('/my-giving#not_a_real_token_0123456789abcdefghijklmnop'));
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await page.goto(siteUrl('/my-giving'));
  await expect(page.getByRole('alert')).toContainText(
    'This page opens from the link in your donation e-mail',
  );
});
