import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, expectNoSidewaysScroll, test } from './test';
import { verifyTicketToken } from '@foundation/shared';
import { DEMO, openRegistration, queryDatabase } from './site-helpers';
import { stackUrls } from './urls';

// Long, as real addresses can be: the pages that show it must still fit the phone.
const email = () =>
  `booking.${Date.now()}.${Math.floor(Math.random() * 1e6)}.meeraiyer.lodhiroad.newdelhi@example.org`;

test('on a phone: book a free event, open the booking link from the e-mail, download the ticket and verify its QR token', async ({
  page,
}) => {
  const address = email();
  const form = await openRegistration(page, DEMO.freeEvent);
  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('Phone').fill('+91 98111 22233');
  await form.getByLabel('Address').fill('14 Lodhi Road, New Delhi');
  await form.getByLabel('Number of Tickets').fill('2');
  await form.getByRole('button', { name: 'Complete Registration' }).click();

  // The receipt dialog links to the booking page; the e-mail carries the same link.
  const result = page.getByRole('dialog', { name: 'Booking Successful' });
  const manage = result.getByRole('link', { name: 'Manage your booking' });
  await expect(manage).toBeVisible();
  const dialogPath = await manage.getAttribute('href');
  expect(dialogPath).toMatch(/^\/bookings\/[A-Za-z0-9_-]{43}$/);
  let mails: { text_body: string }[] = [];
  await expect
    .poll(async () => {
      mails = await queryDatabase<{ text_body: string }>(
        'SELECT text_body FROM mail_outbox WHERE recipient = $1',
        [address],
      );
      return mails.length;
    })
    .toBe(1);
  const link = /(https?:\/\/\S+\/bookings\/[A-Za-z0-9_-]{43})/.exec(mails[0].text_body)?.[1];
  expect(link).toBe(`${stackUrls().site}${dialogPath}`);

  // At 390 px, the narrowest common phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The event' })).toBeVisible();
  // The booking page fits the phone with the long address in its e-mail note.
  await expect(page.locator('main')).toContainText(address);
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('link', { name: /opens the map in a new tab/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );

  // The ticket: a PDF whose QR token (printed under the code) verifies with the published public key.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download ticket (PDF)' }).click(),
  ]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Meera Iyer');
  expect(text).toContain('2 people');
  const printed = /([A-Za-z0-9_-]{46}\.)\n([A-Za-z0-9_-]{86})\n/.exec(text);
  expect(printed).not.toBeNull();
  const token = `${printed![1]}${printed![2]}`;
  const key = (await (await page.request.get(`${stackUrls().api}/api/check-in/public-key`)).json()) as {
    publicKey: string;
  };
  const bookingId = /Booking ID\s+([0-9a-f-]{36})/.exec(text)?.[1];
  const claims = await verifyTicketToken(token, key.publicKey);
  expect(claims).toMatchObject({ version: 1, bookingId, admissions: 2 });
  const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
  expect(await verifyTicketToken(tampered, key.publicKey)).toBeNull();

  // The calendar file.
  const [calendar] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Calendar file (.ics)' }).click(),
  ]);
  expect(readFileSync(await calendar.path(), 'utf8')).toContain('BEGIN:VCALENDAR');

  // Resend e-mail, with the keyboard: progress, then where it went; a second mail is queued.
  await page.getByRole('button', { name: 'Resend e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `on its way to ${address}` })).toBeVisible();
  await expect
    .poll(
      async () => (await queryDatabase('SELECT 1 FROM mail_outbox WHERE recipient = $1', [address])).length,
    )
    .toBe(2);
});

test('a wrong booking link says so, without a ticket or a receipt', async ({ page }) => {
  await page.goto(`${stackUrls().site}/bookings/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
