import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectNoSidewaysScroll, test } from './test';
import { ADMIN_STATE, adminBase, expectToast, unique } from './admin-helpers';

/** The treasurer corrects a misspelt name on a receipt, on a phone (390x844). */
test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

function pdfText(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('a treasurer corrects the name on a receipt: the old one is replaced by a new number', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = unique();
  const misspelt = `Savtri Bai ${tag}`;
  const corrected = `Savitri Bai ${tag}`;
  await page.goto(`${adminBase()}/donations/create`);
  await page.getByLabel(/^Amount/).fill('501');
  await page.getByLabel('Donor’s name').fill(misspelt);
  await page.getByRole('button', { name: 'Record and issue receipt' }).click();
  await expectToast(page, /^Gift recorded: receipt DR\/\d{4}-\d{2}\/\d{6}$/);
  await expect(page).toHaveURL(/\/donations\/[0-9a-f-]{36}\/show$/);
  const first = page.getByText(/DR\/\d{4}-\d{2}\/\d{6}/).first();
  await expect(first).toBeVisible();
  const oldNumber = (await first.textContent())!.match(/DR\/\d{4}-\d{2}\/\d{6}/)![0];

  // An offline gift has no online payment: no Refund button, only the receipt's actions.
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Correct receipt' }).click();
  const dialog = page.getByRole('dialog', { name: `Correct receipt ${oldNumber}?` });
  await expect(dialog.getByLabel('Name on the receipt')).toHaveValue(misspelt);
  // Nothing changed yet: said at once, nothing sent.
  await dialog.getByRole('button', { name: 'Issue the corrected receipt' }).click();
  await expect(dialog.getByText('Change the name, PAN or address first')).toBeVisible();
  await dialog.getByLabel('Name on the receipt').fill(corrected);
  await dialog.getByRole('button', { name: 'Issue the corrected receipt' }).click();
  await expect(dialog.getByText('Say why the receipt is corrected')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Name misspelt at the donation box');
  await expectNoSidewaysScroll(page, 'the correction dialog');
  await page.screenshot({ path: testInfo.outputPath('correct-receipt-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Issue the corrected receipt' }).click();

  const toast = new RegExp(
    `^Receipt ${oldNumber.replace(/\//g, '\\/')} is cancelled and replaced by DR/\\d{4}-\\d{2}/\\d{6}$`,
  );
  await expectToast(page, toast);
  const receipts = page.getByTestId('donation-receipts');
  await expect(receipts).toContainText(`${oldNumber} · ${misspelt}`);
  await expect(receipts).toContainText('Name misspelt at the donation box');
  const replacedBy = (await receipts.getByText(/^Replaced by /).textContent())!;
  const newNumber = replacedBy.match(/DR\/\d{4}-\d{2}\/\d{6}/)![0];
  expect(newNumber).not.toBe(oldNumber);
  await expect(receipts).toContainText(`Replaces ${oldNumber}`);
  await expect(receipts).toContainText(`${newNumber} · ${corrected}`);
  await expectNoSidewaysScroll(page, 'the corrected gift');
  await page.screenshot({ path: testInfo.outputPath('corrected-gift.png'), fullPage: true });

  // The receipt downloaded now is the new one, naming the one it replaces.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${newNumber.replace(/\//g, '-')}.pdf`);
  const saved = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), file.suggestedFilename());
  await file.saveAs(saved);
  const text = pdfText(saved);
  await testInfo.attach('corrected-receipt.txt', { body: text, contentType: 'text/plain' });
  expect(text).toContain(`Receipt number ${newNumber}`);
  expect(text).toContain(`Received from ${corrected}`);
  expect(text).toContain(`Replaces ${oldNumber}, which is cancelled.`);
});
