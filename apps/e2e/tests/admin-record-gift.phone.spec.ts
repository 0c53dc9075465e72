import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { financialYearOf } from '@foundation/shared';
import { expect, expectNoSidewaysScroll, test } from './test';
import { ADMIN_STATE, adminBase, expectToast, unique } from './admin-helpers';

/** The treasurer at the donation box, on a phone: the whole journey at 390x844. */
test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

function pdfText(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('a treasurer records a cash gift on a phone and downloads its receipt', async ({ page }, testInfo) => {
  // A whole journey (form, receipt PDF, list) on a shared machine: more than one page's default time.
  test.setTimeout(120_000);
  const name = `Savitri Bai ${unique()}`;
  await page.goto(`${adminBase()}/donations`);
  await page.getByRole('link', { name: 'Record a gift' }).click();
  await expect(page.getByText('Record a gift').first()).toBeVisible();
  // Cash is the usual gift at the box: chosen already, with today as the day.
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await expectNoSidewaysScroll(page, 'the empty form');
  await page.screenshot({ path: testInfo.outputPath('record-gift-empty.png'), fullPage: true });

  // Saving with nothing filled says what is missing, at the fields.
  await page.getByRole('button', { name: 'Record and issue receipt' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel(/^Amount/).fill('1100');
  await page.getByLabel('Donor’s name').fill(name);
  // A cheque asks for its particulars; back to cash, they are gone.
  await page.getByRole('radio', { name: 'Cheque' }).check();
  await expect(page.getByLabel('Cheque number')).toBeVisible();
  await page.getByRole('radio', { name: 'Cash' }).check();
  await expect(page.getByLabel('Cheque number')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record and issue receipt' })).toBeInViewport();
  await expectNoSidewaysScroll(page, 'the filled form');
  await page.screenshot({ path: testInfo.outputPath('record-gift-filled.png'), fullPage: true });
  await page.getByRole('button', { name: 'Record and issue receipt' }).click();

  await expectToast(page, new RegExp(`^Gift recorded: receipt DR/\\d{4}-\\d{2}/\\d{6}$`));
  await expect(page).toHaveURL(/\/donations\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText(/^Cash/).first()).toBeVisible();
  const year = financialYearOf(new Date());
  const receipt = page.getByText(new RegExp(`DR/${year}/\\d{6}`)).first();
  await expect(receipt).toBeVisible();
  const receiptNumber = (await receipt.textContent())!.match(/DR\/\d{4}-\d{2}\/\d{6}/)![0];
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the recorded gift');
  await page.screenshot({ path: testInfo.outputPath('recorded-gift.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${receiptNumber.replace(/\//g, '-')}.pdf`);
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), file.suggestedFilename());
  await file.saveAs(saved);
  const text = pdfText(saved);
  await testInfo.attach('receipt.txt', { body: text, contentType: 'text/plain' });
  expect(text).toContain(`Receipt number ${receiptNumber}`);
  expect(text).toContain(`Received from ${name}`);
  expect(text).toContain('Amount ₹1,100');
  expect(text).toContain('Mode of receipt Cash');

  // The box's count was wrong: the treasurer cancels the receipt, with the reason printed on it.
  await page.getByRole('button', { name: 'Cancel receipt' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel receipt ${receiptNumber}?` });
  await dialog.getByRole('button', { name: 'Cancel the receipt' }).click();
  await expect(dialog.getByText('Say why the receipt is cancelled')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Counted twice at the donation box');
  await expectNoSidewaysScroll(page, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel the receipt' }).click();
  await expectToast(page, `Receipt ${receiptNumber} is cancelled`);
  await expect(page.getByText('Receipt cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel receipt' })).toHaveCount(0);
  const cancelledDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const cancelledFile = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), 'cancelled.pdf');
  await (await cancelledDownload).saveAs(cancelledFile);
  expect(pdfText(cancelledFile)).toMatch(/CANCELLED on \d{1,2} \w+ \d{4}: Counted twice at the donation box/);

  // The list finds it under its mode.
  await page.goto(`${adminBase()}/donations`);
  await page.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Active filters' })).toContainText('Mode: Cash');
  await expect(page.getByTestId('record-card').filter({ hasText: name })).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'the list by mode');
});
