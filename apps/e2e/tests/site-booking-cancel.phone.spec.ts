import { expect, test } from './test';
import { DEMO, openRegistration, queryDatabase } from './site-helpers';

const email = () => `cancel.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

test('on a phone: book a paid event through the sandbox, open the link from the e-mail, cancel and see the refund made', async ({
  page,
}) => {
  // A paid booking, a cancellation and the provider's refund webhook (SANDBOX_WEBHOOK_DELAY_MS) in one test.
  test.slow();
  const address = email();
  const form = await openRegistration(page, DEMO.paidEvent);
  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('Phone').fill('+91 98111 22233');
  await form.getByLabel('Address').fill('14 Lodhi Road, New Delhi');
  await form.getByLabel('Number of Tickets').fill('1');
  await form.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Sandbox Payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Booking Successful' })).toBeVisible();

  // The booking link of the confirmation e-mail.
  let mails: { text_body: string }[] = [];
  await expect
    .poll(async () => {
      mails = await queryDatabase<{ text_body: string }>(
        `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'registration-receipt'`,
        [address],
      );
      return mails.length;
    })
    .toBe(1);
  const link = /(https?:\/\/\S+\/bookings\/[A-Za-z0-9_-]{43})/.exec(mails[0].text_body)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);

  // The rule in words, before anything is done (the demo event keeps the default: 48 hours, 100%).
  const section = page.getByRole('region', { name: 'Cancel booking' });
  await expect(section).toContainText(
    /You can cancel until 09:00 on \d{1,2} \w+ \d{4} \(India time\) and get ₹12,500 back \(100%\)\./,
  );
  await section.getByRole('button', { name: 'Cancel booking' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('cancel-section-phone.png'), animations: 'disabled' });
  await section.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('get ₹12,500 back (100%)');
  await expect(dialog).toContainText('Your seat is released at once');
  await page.screenshot({ path: test.info().outputPath('cancel-dialog-phone.png'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Yes, cancel my booking' }).click();
  await expect(dialog).toBeHidden();

  const cancelled = page.getByRole('region', { name: 'Cancelled' });
  await expect(cancelled).toContainText('You cancelled this booking.');
  await expect(cancelled).toContainText(/Refund: (Requested|Refunded)/);
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download ticket (PDF)' })).toHaveCount(0);

  // The sandbox's refund.processed webhook arrives after SANDBOX_WEBHOOK_DELAY_MS: the page follows it.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await page.getByRole('region', { name: 'Cancelled' }).textContent()) ?? '';
      },
      { timeout: 30_000 },
    )
    .toContain('Refund: Refunded');
  await expect(cancelled).toContainText('Your refund of ₹12,500 (100%) has been processed.');

  // E-mailed: the cancellation, the refund requested and the refund made.
  const sent = await queryDatabase<{ kind: string; subject: string }>(
    `SELECT kind::text AS kind, subject FROM mail_outbox WHERE recipient = $1 AND kind::text LIKE 'booking-%' ORDER BY created_at`,
    [address],
  );
  expect(sent.map((mail) => mail.subject)).toEqual([
    'Booking cancelled: Raja Yoga Residential Retreat in Rishikesh',
    'Refund requested: ₹12,500 for Raja Yoga Residential Retreat in Rishikesh',
    'Refund made: ₹12,500 for Raja Yoga Residential Retreat in Rishikesh',
  ]);
  await cancelled.screenshot({ path: test.info().outputPath('cancelled-section-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await cancelled.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('cancelled-desktop.png') });
});
