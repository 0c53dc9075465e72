import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  financialYearOf,
  type RecurringDonationOrderResponse,
  type SandboxSubscriptionAuthorisation,
  type UnmatchedCertificate,
} from '@foundation/shared';
import { expect, expectNoSidewaysScroll, test } from './test';
import { ADMIN_STATE, adminApi, adminBase, expectToast, unique } from './admin-helpers';
import { myGivingToken, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 800 } });

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${stackUrls().api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A PAN of its own for each run, so that no other donor of the year has it. */
function randomPan(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}

/** A donor who gives this year with a PAN: a monthly gift authorised through the sandbox (its first charge). */
async function donorWithPan(name: string, email: string, pan: string) {
  const order = await post<RecurringDonationOrderResponse>('/api/create-order', {
    amount: 1200,
    donationType: 'monthly',
    name,
    email,
    phone: '+91 98000 66677',
    pan,
    address: '7 Ghat Road, Rishikesh',
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
}

/** A one-page PDF whose (uncompressed) text names the given lines, as a portal's certificate would. */
function certificatePdf(lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 50 ${780 - index * 20} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('Certificates (Form 114): an upload is matched by PAN and e-mailed; an unmatched one is assigned', async ({
  page,
}, testInfo) => {
  // Three uploads, two assignments, a reload at phone size and the donor's downloads: a long journey.
  test.slow();
  const run = unique();
  const pan = randomPan();
  const email = `meera.${run}@example.org`;
  await donorWithPan(`Meera Iyer ${run}`, email, pan);
  const year = financialYearOf(new Date());
  const pdf = (name: string, lines: string[]) => ({
    name,
    mimeType: 'application/pdf',
    buffer: certificatePdf(['Form No. 114 - Certificate of donation', ...lines]),
  });

  await page.goto(`${adminBase()}/donations`);
  await page.getByRole('link', { name: 'Certificates (Form 114)' }).click();
  await expect(page).toHaveURL(/\/admin\/donation-certificates$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Certificates of donation \(Form/);
  await page.getByRole('combobox', { name: 'Tax year' }).click();
  await page.getByRole('option', { name: year, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Unmatched certificates of ${year}` })).toBeVisible();
  const files = page.getByTestId('certificate-files');
  const result = page.getByTestId('certificate-upload-result');

  // A file that is not a PDF is refused with the API's message naming it; nothing is stored.
  await files.setInputFiles({
    name: `notes-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByRole('alert').filter({ hasText: `notes-${run}.pdf` })).toContainText(
    'A certificate must be a PDF, or a ZIP of PDFs',
  );

  // The donor's certificate: matched by the PAN in its text and e-mailed.
  await files.setInputFiles(pdf(`donor-${run}.pdf`, [`PAN of the donor: ${pan}`, 'Amount: 1200']));
  await expect(result).toContainText('Matched and e-mailed: 1');
  await expect(result).toContainText('Unmatched (listed below): 0');
  await expect(result).toContainText(`donor-${run}.pdf: e-mailed to ${email}`);
  await expectToast(page, '1 certificate uploaded');

  // A certificate naming a PAN no donor of the year gave with: listed as unmatched.
  const strangerPan = randomPan();
  const unmatchedName = `stranger-${run}.pdf`;
  await files.setInputFiles(pdf(unmatchedName, [`PAN of the donor: ${strangerPan}`]));
  await expect(result).toContainText('Matched and e-mailed: 0');
  await expect(result).toContainText('Unmatched (listed below): 1');
  const item = page.getByTestId('unmatched-certificate').filter({ hasText: unmatchedName });
  await expect(item).toContainText(strangerPan);

  await page.screenshot({ path: testInfo.outputPath('certificates-1280.png'), fullPage: true });

  // An address that gave nothing this year: the API's refusal is shown at the field.
  const address = item.getByRole('textbox', { name: 'Donor’s e-mail' });
  await address.fill(`nobody.${run}@example.org`);
  await item.getByRole('button', { name: 'Assign to donor' }).click();
  await expect(item).toContainText('email must be the e-mail address of a donor who gave in that year');

  await address.fill(email);
  // The toast is awaited from the API's answer: on a loaded machine the request alone may take seconds.
  const assigned = page.waitForResponse(
    (response) => response.url().endsWith('/assign') && response.request().method() === 'POST',
  );
  await item.getByRole('button', { name: 'Assign to donor' }).click();
  expect((await assigned).status()).toBe(200);
  await expectToast(page, `${unmatchedName} is assigned to ${email} and e-mailed`);
  await expect(item).toHaveCount(0);
  const left = await adminApi<UnmatchedCertificate[]>(
    `donation-certificates/unmatched?year=${encodeURIComponent(year)}`,
  );
  expect(left.map((certificate) => certificate.fileName)).not.toContain(unmatchedName);

  // On a phone the screen fits without scrolling sideways (loaded afresh at that size).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upload PDFs or a ZIP' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'certificates at 390x844');
  await page.screenshot({ path: testInfo.outputPath('certificates-390.png'), fullPage: true });

  // The donor, on a phone, opens My giving from their e-mail and downloads the year's statement and the
  // certificate: each is the PDF the API made, read back through pdftotext.
  const token = await myGivingToken(email);
  await page.goto(siteUrl(`/my-giving#${token}`));
  const documents = page.getByRole('region', { name: 'Statements and certificates' });
  const saved = async (name: RegExp | string) => {
    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name }).first().click();
    const file = await download;
    const where = path.join(mkdtempSync(path.join(tmpdir(), 'my-giving-')), file.suggestedFilename());
    await file.saveAs(where);
    return {
      fileName: file.suggestedFilename(),
      text: execFileSync('pdftotext', [where, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
    };
  };
  const statement = await saved(`Statement of donations ${year} (PDF)`);
  expect(statement.fileName).toBe(`statement-${year}.pdf`);
  expect(statement.text).toContain(`Statement of donations, ${year}`);
  expect(statement.text).toContain(`Meera Iyer ${run}`);
  expect(statement.text).toMatch(/Total received ₹1,200/);
  // Both certificates are the donor's now: the one matched by PAN and the one staff assigned.
  const certificateName = `Certificate of donation (Form 114) ${year} (PDF)`;
  await expect(documents.getByRole('button', { name: certificateName })).toHaveCount(2);
  const certificate = await saved(certificateName);
  expect(certificate.fileName).toBe(`certificate-${year}.pdf`);
  expect(certificate.text).toMatch(new RegExp(`PAN of the donor: (${pan}|${strangerPan})`));
  await expectNoSidewaysScroll(page, 'My giving at 390x844');
  await page.screenshot({ path: testInfo.outputPath('my-giving-documents-390.png'), fullPage: true });
});
